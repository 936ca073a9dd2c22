// 'Te recomendamos' on the cart page: storefront.md §3 Upselling.
import type { Cart, Menu, Plate } from "~/domain/types";
import { findPlate } from "./cart-pricing";

/** §3 Upselling: "list cut to a maximum (value not shown)"; docs/decisions.md#plates-and-cart. */
export const UPSELL_MAX = 6;

/**
 * Visible upsell plates (present in the menu, in menu.upselleds order) that are
 * not in the cart and whose category has nothing in the cart yet.
 */
export function upsellCandidates(menu: Menu, cart: Pick<Cart, "lines">, max = UPSELL_MAX): Plate[] {
  const inCart = new Set(cart.lines.map((l) => l.referenceId));
  const categoriesInCart = new Set(
    cart.lines.map((l) => findPlate(menu, l.referenceId)?.categoryId).filter((c): c is number => c != null),
  );
  const out: Plate[] = [];
  for (const id of new Set(menu.upselleds)) {
    if (out.length >= max) break;
    const plate = findPlate(menu, id); // absent from the menu = not visible
    if (!plate || inCart.has(plate.id) || categoriesInCart.has(plate.categoryId)) continue;
    out.push(plate);
  }
  return out;
}
