// A plate of the branch's shared menu that this location, or this order mode, does not sell: it is
// absent from the menu (buildMenu lists it in `notSold`), and a cart holding or adding it is told
// which plate and why, so the diner knows what to remove; the rest of the cart stays.
import type { Menu } from "~/domain/types";

/** Ours (docs/decisions.md): names the plate, like the sold-out message. */
export function notSoldMessage(menu: Pick<Menu, "notSold">, plateId: number): string | null {
  const plate = menu.notSold?.find((p) => p.id === plateId);
  if (!plate) return null;
  return plate.where === "location"
    ? `${plate.name} no se vende en este local.`
    : `${plate.name} no se vende en esta forma de pedido.`;
}
