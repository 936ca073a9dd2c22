// §2/§4 slide-to-advance 'Deslice >>' whose text is the next action.
// Without JavaScript: one submit button named for the action, 'Deslice >>' above its name
// (it sends the slider at its end; the server checks the threshold). With JavaScript: a
// track whose thumb follows the finger. A press on the thumb starts a drag that follows
// the finger's path, so a fast flick to the end counts; a press away from the thumb is a
// jump of 20 or more and is ignored (a tap at the far end does nothing). Release at 85 or
// more submits; anything else springs back to 0 and, after a real slide, says 'Deslice
// hasta el final'. The label fades as the thumb moves. Keyboard: arrows move it by 10,
// Enter or Space releases.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import {
  SLIDER_GRAB_RANGE, SLIDER_LABEL, SLIDER_MAX, SLIDER_SPRING_BACK, sliderFollow, sliderMove, sliderRelease, sliderWasPartial,
} from "~/domain/logistics/slider";
import { useHydrated } from "~/ui/use-hydrated";

/** How long 'Deslice hasta el final' stays after a spring-back. */
const SPRING_BACK_NOTICE_MS = 2500;

export function SlideToAdvance({ action, disabled, onAdvance }: { action: string; disabled?: boolean; onAdvance: (value: number) => void }) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(0);
  const [again, setAgain] = useState(false);
  const valueRef = useRef(0);
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<"thumb" | "track" | null>(null);

  useEffect(() => {
    if (!again) return;
    const timer = window.setTimeout(() => setAgain(false), SPRING_BACK_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [again]);

  if (!hydrated) {
    return (
      <div className="slide slide--plain">
        {/* 'Deslice >>' reads inside the button as on the track; the button's name is the action. */}
        <button className="button button--block slide__submit" type="submit" name="slider" value={SLIDER_MAX} disabled={disabled}>
          <span className="slide__hint" aria-hidden="true">
            {SLIDER_LABEL}
          </span>
          <span className="slide__next">{action}</span>
        </button>
      </div>
    );
  }

  const set = (next: number) => {
    const moved = dragging.current === "thumb" ? sliderFollow(valueRef.current, next) : sliderMove(valueRef.current, next);
    valueRef.current = moved;
    setValue(moved);
  };
  const release = () => {
    dragging.current = null;
    const at = valueRef.current;
    const r = sliderRelease(at);
    valueRef.current = r.value;
    setValue(r.value);
    setAgain(sliderWasPartial(at));
    if (r.advance) onAdvance(at);
  };
  const pointerValue = (e: PointerEvent) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    return ((e.clientX - box.left) / box.width) * 100;
  };

  const onKey = (e: KeyboardEvent) => {
    if (disabled) return;
    if (e.key === "ArrowRight" || e.key === "ArrowUp") set(valueRef.current + 10);
    else if (e.key === "ArrowLeft" || e.key === "ArrowDown") set(valueRef.current - 10);
    else if (e.key === "Enter" || e.key === " ") release();
    else return;
    e.preventDefault();
  };

  // The label gives way to the thumb: gone by the time the thumb is half way.
  const labelOpacity = Math.max(0, 1 - value / 50);

  return (
    <div className={`slide${disabled ? " slide--disabled" : ""}`}>
      <input type="hidden" name="slider" value={value} />
      <div
        ref={track}
        className="slide__track"
        onPointerDown={(e) => {
          if (disabled) return;
          const at = pointerValue(e);
          if (at === null) return;
          setAgain(false);
          dragging.current = Math.abs(at - valueRef.current) <= SLIDER_GRAB_RANGE || (e.target as Element).closest?.(".slide__thumb") ? "thumb" : "track";
          (e.target as Element).setPointerCapture?.(e.pointerId);
          set(at);
        }}
        onPointerMove={(e) => {
          if (!dragging.current) return;
          const at = pointerValue(e);
          if (at !== null) set(at);
        }}
        onPointerUp={() => dragging.current && release()}
        onPointerCancel={() => dragging.current && release()}
      >
        <span className="slide__fill" style={{ width: `${value}%` }} aria-hidden="true" />
        <span className="slide__text" aria-hidden="true" style={{ opacity: labelOpacity }}>
          <span className="slide__hint">{SLIDER_LABEL}</span>
          <span className="slide__next">{action}</span>
        </span>
        <span
          className="slide__thumb"
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={`${SLIDER_LABEL} ${action}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-disabled={disabled}
          aria-describedby="slide-help"
          // The thumb (48 px) and its 4 px margins end at the track's far end.
          style={{ left: `calc(${value}% - ${(value / 100) * 56}px)` }}
          onKeyDown={onKey}
          onBlur={() => {
            // Leaving the control is no release: it springs back without advancing.
            if (dragging.current) return;
            valueRef.current = 0;
            setValue(0);
          }}
        >
          »
        </span>
      </div>
      <p className="slide__again" role="status">
        {again ? SLIDER_SPRING_BACK : ""}
      </p>
      <p id="slide-help" className="visually-hidden">
        Con el teclado: flechas para deslizar, Enter para soltar.
      </p>
    </div>
  );
}
