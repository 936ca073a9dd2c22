// §4/§9 slide-to-advance: "Advancing needs the slider dragged to at least 85 of
// 100; the value resets to 0 on release. Slider movements of 20 or more in one
// step are ignored." The page (with JavaScript: a drag; without: a range input
// and a button) and the server apply the same rule.

export const SLIDER_MAX = 100;
export const SLIDER_THRESHOLD = 85;
export const SLIDER_STEP_LIMIT = 20;
/** §2 the control's label. */
export const SLIDER_LABEL = "Deslice >>";

/** The value after one movement: a jump of 20 or more keeps the previous value. */
export function sliderMove(previous: number, next: number): number {
  const clamped = Math.max(0, Math.min(SLIDER_MAX, Math.round(next)));
  return Math.abs(clamped - previous) >= SLIDER_STEP_LIMIT ? previous : clamped;
}

/**
 * A drag that started on the thumb follows the finger's path: the pointer reports a fast
 * flick as few far-apart points, but the finger went through every point between, so the
 * path is walked in steps under the limit. A press away from the thumb (a tap at the far
 * end) is not a drag and keeps going through `sliderMove`.
 */
export function sliderFollow(previous: number, next: number): number {
  const target = Math.max(0, Math.min(SLIDER_MAX, Math.round(next)));
  let at = previous;
  while (at !== target) {
    const step = Math.sign(target - at) * Math.min(SLIDER_STEP_LIMIT - 1, Math.abs(target - at));
    at = sliderMove(at, at + step);
  }
  return at;
}

/** Where a thumb press counts as grabbing it: within this many points of its value. */
export const SLIDER_GRAB_RANGE = 15;

/** A release short of the threshold after a real slide (not a tap): the control says so. */
export const SLIDER_SPRING_BACK = "Deslice hasta el final";
export const sliderWasPartial = (value: number) => value >= 10 && !reachesThreshold(value);

/** On release: whether it advances; the value always goes back to 0. */
export function sliderRelease(value: number): { advance: boolean; value: 0 } {
  return { advance: reachesThreshold(value), value: 0 };
}

export const reachesThreshold = (value: number) => Number.isFinite(value) && value >= SLIDER_THRESHOLD && value <= SLIDER_MAX;
