// A fixed-amount product discount (storefront.md §3 Discount (product), type FIXED) takes its amount
// off a plate's unit price wherever the plate is sold. The discount editor refuses an amount that
// reaches the plate's price or any location's own price (product-discount-form.ts); this is the
// same rule seen from the plate: a price saved at or below the amount of a discount that names the
// plate is refused, naming the location, so no diner is ever charged $ 0 for it. Pure.
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { plannedLocations, type ImportPlan } from "./menu-import-plan";
import type { SheetReading } from "./menu-sheet";
import type { PlateDraft } from "./plate-form";

/** An active fixed-amount discount naming the plate. */
export interface FixedDiscountOnPlate {
  name: string;
  fixedDiscount: number;
}

/** A price of the draft the discount covers: the plate's, or a size's (`sizeIndex`), shared or at one location. */
export interface PriceUnderDiscount {
  /** null: the shared price. */
  locationId: number | null;
  /** The draft's size index, or null for the plate's own price. */
  sizeIndex: number | null;
  message: string;
}

export const MSG_PRICE_UNDER_FIXED_DISCOUNT = (what: string, amount: string, discount: string) =>
  `${what} debe ser mayor que los ${amount} que descuenta la promoción «${discount}».`;

/**
 * The prices of the draft that a fixed discount on the plate would bring to $ 0 or less: the shared
 * price or sizes, and each location's own price or size prices (a location that does not sell it
 * aside). `locationNames` names the branch's locations by id.
 */
export function pricesUnderFixedDiscount(
  draft: Pick<PlateDraft, "price" | "sizes" | "locations">,
  discounts: readonly FixedDiscountOnPlate[],
  locationNames: ReadonlyMap<number, string>,
  money: MoneyFormat | null = null
): PriceUnderDiscount[] {
  const biggest = [...discounts].filter((d) => d.fixedDiscount > 0).sort((a, b) => b.fixedDiscount - a.fixedDiscount)[0];
  if (!biggest) return [];
  const out: PriceUnderDiscount[] = [];
  const check = (price: number, locationId: number | null, sizeIndex: number | null) => {
    if (price > biggest.fixedDiscount) return;
    const size = sizeIndex === null ? "" : ` de ${draft.sizes[sizeIndex].name}`;
    const location = locationId === null ? "" : ` en ${locationNames.get(locationId) ?? "ese local"}`;
    out.push({
      locationId,
      sizeIndex,
      message: MSG_PRICE_UNDER_FIXED_DISCOUNT(`El precio${size}${location}`, formatMoney(biggest.fixedDiscount, money), biggest.name),
    });
  };
  if (draft.sizes.length === 0) check(draft.price, null, null);
  draft.sizes.forEach((s, k) => check(s.price, null, k));
  for (const l of draft.locations) {
    if (!l.sold) continue;
    if (draft.sizes.length === 0 && l.price !== null) check(l.price, l.branchContactId, null);
    l.sizePrices.forEach((p, k) => {
      if (p !== null && draft.sizes[k]) check(p, l.branchContactId, k);
    });
  }
  return out;
}

/**
 * The same rule for a menu file's import: each changed plate's prices (shared and per location) a
 * fixed discount on it would bring to $ 0, as 'Línea N: …' on the row of the plate or of the size.
 */
export function importPricesUnderFixedDiscount(
  changed: readonly ImportPlan["changedPlates"][number][],
  lineOf: SheetReading["lineOf"],
  discountsByPlate: ReadonlyMap<number, readonly FixedDiscountOnPlate[]>,
  locationNames: ReadonlyMap<number, string>
): string[] {
  return changed.flatMap(({ stored, plate, source }) => {
    const discounts = discountsByPlate.get(stored.id);
    if (!discounts) return [];
    return pricesUnderFixedDiscount({ price: plate.price, sizes: plate.sizes, locations: plannedLocations(plate, stored) }, discounts, locationNames).map(
      (p) => {
        const line = lineOf.get(p.sizeIndex === null ? source : source.sizes[p.sizeIndex]) ?? 0;
        return `Línea ${line}: ${p.message.charAt(0).toLowerCase()}${p.message.slice(1)}`;
      }
    );
  });
}
