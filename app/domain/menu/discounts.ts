// Product discounts (storefront.md §3 Discount (product), §2 Menu "Discount pills").
// Discounts apply to the base unit price (size or plate price); garnishes are
// added on top at full price by the cart (docs/decisions.md#plates-and-cart).
import type { Category, ProductDiscount } from "~/domain/types";
import { formatDecimal, formatMoney, toPesos } from "~/domain/money";

/**
 * The discount of a plate, or null. When several discounts name the same plate
 * the first one in menu order wins, so the result is stable across requests.
 */
export function discountForPlate(
  menuDiscounts: readonly ProductDiscount[],
  plateId: number,
): ProductDiscount | null {
  return menuDiscounts.find((d) => d.plates.includes(plateId) && isUsable(d)) ?? null;
}

/** A discount missing the field its type needs is ignored rather than charging 0. */
function isUsable(d: ProductDiscount): boolean {
  switch (d.type) {
    case "PERCENT":
      return d.percentage != null && d.percentage > 0 && d.percentage <= 100;
    case "FINAL_PRICE":
      return d.finalPrice != null && d.finalPrice >= 0;
    case "FIXED":
      return d.fixedDiscount != null && d.fixedDiscount > 0;
    case "MULTIPLE":
      return d.buy != null && d.pay != null && d.buy > 0 && d.pay >= 0 && d.pay < d.buy;
  }
}

/** Unit price after the discount, whole pesos (storefront.md §3 Discount (product)). */
export function discountedUnitPrice(price: number, discount: ProductDiscount | null): number {
  if (!discount || !isUsable(discount)) return toPesos(price);
  switch (discount.type) {
    case "PERCENT": // price × (1 − pct/100), rounded to whole pesos
      return toPesos(price * (1 - (discount.percentage as number) / 100));
    case "FINAL_PRICE": // the final price; never above the original
      return toPesos(Math.min(price, discount.finalPrice as number));
    case "FIXED": // price minus the fixed amount, never below 0
      return Math.max(0, toPesos(price - (discount.fixedDiscount as number)));
    case "MULTIPLE": // buy x pay: the unit price stays, the line total changes
      return toPesos(price);
  }
}

/**
 * Line total for `quantity` units of `unitPrice` (already per-unit discounted).
 * MULTIPLE charges `pay` units per complete group of `buy` units
 * (storefront.md §3: buy 3 pay 2 of $ 1.200 → 3 = $ 2.400, 4 = $ 3.600).
 */
export function lineTotal(
  unitPrice: number,
  quantity: number,
  discount: ProductDiscount | null,
): number {
  const q = Math.max(0, Math.floor(quantity));
  if (discount && discount.type === "MULTIPLE" && isUsable(discount)) {
    const buy = discount.buy as number;
    const pay = discount.pay as number;
    const charged = Math.floor(q / buy) * pay + (q % buy);
    return toPesos(unitPrice * charged);
  }
  return toPesos(unitPrice * q);
}

/**
 * Pill text of storefront.md §2 Menu: '-20%' PERCENT, '3x2' MULTIPLE ({buy}x{pay}),
 * '-$ 500' FIXED; FINAL_PRICE has no pill (only the struck-through price shows).
 */
export function discountPill(discount: ProductDiscount | null): string | null {
  if (!discount || !isUsable(discount)) return null;
  switch (discount.type) {
    case "PERCENT": {
      const pct = discount.percentage as number;
      return `-${Number.isInteger(pct) ? pct : formatDecimal(pct, 1)}%`;
    }
    case "MULTIPLE":
      return `${discount.buy}x${discount.pay}`;
    case "FIXED":
      return formatMoney(-(discount.fixedDiscount as number));
    case "FINAL_PRICE":
      return null;
  }
}

/** storefront.md §2 Menu: '%' on a category when any of its plates has a discount. */
export function categoryPill(
  category: Pick<Category, "plates">,
  menuDiscounts: readonly ProductDiscount[],
): "%" | null {
  return category.plates.some((p) => discountForPlate(menuDiscounts, p.id)) ? "%" : null;
}

export interface PriceDisplay {
  /** The price to charge, formatted. */
  current: string;
  /** Struck-through original, only when the discount lowers the unit price. */
  original: string | null;
}

/**
 * storefront.md §2 Menu: struck-through original next to the discounted price;
 * nothing at all when the price is 0 (e.g. a plate priced by its sizes/extras).
 */
export function priceDisplay(price: number, discount: ProductDiscount | null): PriceDisplay | null {
  if (toPesos(price) <= 0) return null;
  const current = discountedUnitPrice(price, discount);
  return {
    current: formatMoney(current),
    original: current < toPesos(price) ? formatMoney(price) : null,
  };
}
