// storefront.md §9 "Virtual keyboard detection threshold 100 px": while the
// on-screen keyboard is open, <html data-keyboard="open"> lets the CSS hide the
// sticky bottom bars (base.css) so they do not cover the field being typed in.
import { useEffect } from "react";

/** §9: the visual viewport must be this much shorter than the window. */
export const KEYBOARD_THRESHOLD_PX = 100;

/**
 * Pure rule: the keyboard is open when the visible height is more than the
 * threshold below the window's height. `visibleHeight` is visualViewport.height
 * × scale, so a pinch zoom alone is not mistaken for a keyboard.
 */
export function isKeyboardOpen(windowHeight: number, visibleHeight: number, threshold: number = KEYBOARD_THRESHOLD_PX): boolean {
  if (!(windowHeight > 0) || !(visibleHeight > 0)) return false;
  return windowHeight - visibleHeight > threshold;
}

/** Keeps `data-keyboard="open"` on <html> in step with window.visualViewport (JS only). */
export function useVirtualKeyboard(): void {
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const html = document.documentElement;
    const update = () => {
      if (isKeyboardOpen(window.innerHeight, vv.height * (vv.scale || 1))) html.setAttribute("data-keyboard", "open");
      else html.removeAttribute("data-keyboard");
    };
    update();
    vv.addEventListener("resize", update);
    window.addEventListener("resize", update);
    return () => {
      vv.removeEventListener("resize", update);
      window.removeEventListener("resize", update);
      html.removeAttribute("data-keyboard");
    };
  }, []);
}
