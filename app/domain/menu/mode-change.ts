// Mode and branch-contact changes vs. the cart: storefront.md §4 ("Choosing an
// order mode whose menu hash differs ... empties the cart", "Changing branch
// clears the cart") and §2 Modals "Confirmation".
import type { Cart } from "~/domain/types";

export interface CartChangeDecision {
  /** The confirmation modal must be shown before going on. */
  needsConfirmation: boolean;
  /** Going on drops every line. */
  emptiesCart: boolean;
}

const KEEP: CartChangeDecision = { needsConfirmation: false, emptiesCart: false };
const EMPTY: CartChangeDecision = { needsConfirmation: true, emptiesCart: true };

/**
 * Empties only when the cart has lines and the target mode's menu hash differs
 * from the cart's; an unknown hash (lookup failed) counts as different.
 */
export function decideModeChange(cart: Pick<Cart, "lines" | "menuHash"> | null, targetMenuHash: string | null): CartChangeDecision {
  if (!cart || cart.lines.length === 0) return KEEP;
  if (targetMenuHash != null && cart.menuHash != null && targetMenuHash === cart.menuHash) return KEEP;
  return EMPTY;
}

/** Applies a confirmed mode change: stores mode and hash, empties if decided. */
export function applyModeChange(cart: Cart, orderModeId: number, targetMenuHash: string | null, now: number): Cart {
  const { emptiesCart } = decideModeChange(cart, targetMenuHash);
  return {
    ...cart,
    orderModeId,
    menuHash: targetMenuHash,
    lines: emptiesCart ? [] : cart.lines,
    updatedAt: now,
  };
}

export interface ConfirmationTexts {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
}

/** §2 Modals "Confirmation": default title says continuing deletes the items. */
export const DEFAULT_CONFIRMATION_TITLE = "Si continúas, se eliminarán los productos agregados al pedido";

export function confirmationTexts(title: string = DEFAULT_CONFIRMATION_TITLE): ConfirmationTexts {
  return { title, text: "¿Deseas continuar?", cancel: "Cancelar", confirm: "Continuar" };
}
