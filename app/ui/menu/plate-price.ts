// Live price of the plate form (storefront.md §2 Item detail), with the same
// domain functions priceCart uses on the server: the diner sees what the
// server will charge. Display only: the server recomputes from ids.
import { discountedUnitPrice, lineTotal } from "~/domain/menu/discounts";
import { toPesos } from "~/domain/money";
import type { Plate, ProductDiscount } from "~/domain/types";
import type { PlateFormValues } from "~/routes/menu.$alias.$mode.$category.$plate/plate-form.server";

export function plateBase(plate: Plate, sizeId: number | null): number {
  if (plate.sizes.length === 0) return plate.price;
  const size = plate.sizes.find((s) => s.id === sizeId);
  // No size chosen yet: the cheapest one, as on the card.
  return size ? size.price : Math.min(...plate.sizes.map((s) => s.price));
}

export function garnishesPerUnit(plate: Plate, values: PlateFormValues): number {
  let sum = 0;
  for (const sel of values.extras) {
    const group = plate.garnishGroups.find((g) => g.id === sel.groupId);
    for (const item of sel.groupItems) {
      sum += (group?.garnishes.find((g) => g.id === item.referenceId)?.price ?? 0) * item.quantity;
    }
  }
  return toPesos(sum);
}

export function plateTotal(plate: Plate, discount: ProductDiscount | null, values: PlateFormValues) {
  const base = plateBase(plate, values.sizeId);
  const extras = garnishesPerUnit(plate, values);
  const unit = discountedUnitPrice(base, discount) + extras;
  const quantity = Math.max(1, values.quantity || 1);
  return {
    total: lineTotal(unit, quantity, discount),
    original: (toPesos(base) + extras) * quantity,
  };
}
