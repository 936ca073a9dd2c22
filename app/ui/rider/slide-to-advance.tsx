// §2/§4 slide-to-advance 'Deslice >>' whose text is the next action.
// Without JavaScript: a range input (0-100) and a submit button; the server checks
// the threshold. With JavaScript: a track whose thumb follows the finger; moves of
// 20 or more in one step are ignored (a tap at the far end does nothing), release
// at 85 or more submits, anything else springs back to 0. Keyboard: the thumb is a
// slider (arrows move it by 10, Home/End are ignored jumps), Enter or Space releases.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { SLIDER_LABEL, sliderMove, sliderRelease } from "~/domain/logistics/slider";
import { useHydrated } from "~/ui/use-hydrated";

export function SlideToAdvance({ action, disabled, onAdvance }: { action: string; disabled?: boolean; onAdvance: (value: number) => void }) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(0);
  const valueRef = useRef(0);
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const set = (next: number) => {
    const moved = sliderMove(valueRef.current, next);
    valueRef.current = moved;
    setValue(moved);
  };
  const release = () => {
    dragging.current = false;
    const at = valueRef.current;
    const r = sliderRelease(at);
    valueRef.current = r.value;
    setValue(r.value);
    if (r.advance) onAdvance(at);
  };
  const fromPointer = (e: PointerEvent) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    set(((e.clientX - box.left) / box.width) * 100);
  };

  if (!hydrated) {
    return (
      <div className="slide slide--plain">
        <label className="slide__label" htmlFor="slider">
          {SLIDER_LABEL} <span className="slide__action">{action}</span>
        </label>
        <input id="slider" className="slide__range" type="range" name="slider" min={0} max={100} step={1} defaultValue={0} disabled={disabled} />
        <button className="button button--block" type="submit" disabled={disabled}>
          {action}
        </button>
      </div>
    );
  }

  const onKey = (e: KeyboardEvent) => {
    if (disabled) return;
    if (e.key === "ArrowRight" || e.key === "ArrowUp") set(valueRef.current + 10);
    else if (e.key === "ArrowLeft" || e.key === "ArrowDown") set(valueRef.current - 10);
    else if (e.key === "Enter" || e.key === " ") release();
    else return;
    e.preventDefault();
  };

  return (
    <div className={`slide${disabled ? " slide--disabled" : ""}`}>
      <input type="hidden" name="slider" value={value} />
      <div
        ref={track}
        className="slide__track"
        onPointerDown={(e) => {
          if (disabled) return;
          dragging.current = true;
          (e.target as Element).setPointerCapture?.(e.pointerId);
          fromPointer(e);
        }}
        onPointerMove={(e) => dragging.current && fromPointer(e)}
        onPointerUp={() => dragging.current && release()}
        onPointerCancel={() => dragging.current && release()}
      >
        <span className="slide__fill" style={{ width: `${value}%` }} aria-hidden="true" />
        <span className="slide__text" aria-hidden="true">
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
      <p id="slide-help" className="visually-hidden">
        Con el teclado: flechas para deslizar, Enter para soltar.
      </p>
    </div>
  );
}
