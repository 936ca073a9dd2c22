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

/** On release: whether it advances; the value always goes back to 0. */
export function sliderRelease(value: number): { advance: boolean; value: 0 } {
  return { advance: reachesThreshold(value), value: 0 };
}

export const reachesThreshold = (value: number) => Number.isFinite(value) && value >= SLIDER_THRESHOLD && value <= SLIDER_MAX;
