// Small client hooks of the cart page.
import { useEffect, useRef, useState } from "react";

/** storefront.md §2 / §9: the cart animation lasts 1.45 s. Keep in step with cart.css. */
export const CART_ANIMATION_MS = 1450;

/**
 * true for 1.45 s each time `signature` changes after the first render
 * (units or total changed), so CSS can play the cart animation.
 */
export function useCartBump(signature: string): boolean {
  const [bumping, setBumping] = useState(false);
  const first = useRef(signature);
  useEffect(() => {
    if (signature === first.current) return;
    first.current = signature;
    setBumping(false);
    // Next frame, so a change during an animation restarts it.
    const raf = requestAnimationFrame(() => setBumping(true));
    const timer = window.setTimeout(() => setBumping(false), CART_ANIMATION_MS);
    return () => {
      cancelAnimationFrame(raf);
      window.clearTimeout(timer);
    };
  }, [signature]);
  return bumping;
}
