// Money is an integer number of pesos everywhere (types.ts); this module only
// rounds and formats. No Intl locale data: Workers and Node must print the same.
import type { Country } from "./types";

/** storefront.md §5 Plate and cart / §9: default overall cap on a cart quantity. */
export const MAX_CART_QUANTITY = 9_999_999;

/** Whole pesos: every computed amount goes through here so no fraction leaks out. */
export function toPesos(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  // Math.round rounds -0.5 up to -0; normalise -0 to 0 so '-$ 0' never shows.
  return Math.round(amount) || 0;
}

function groupThousands(digits: string): string {
  // storefront.md §9 Number format default: thousand separator '.'
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** Money format of the branch's country: what formatMoney needs, and all the pages send the browser. */
export type MoneyFormat = Pick<Country, "currencySymbol" | "mantissaLength">;

/**
 * `$ 11.500`: symbol, a space, '.' thousands, ',' decimals only when the
 * country's mantissa length is above 0 (storefront.md §9, demo-tenant.md).
 * Negative amounts print as `-$ 500`.
 */
export function formatMoney(amount: number, country?: MoneyFormat | null): string {
  const symbol = country?.currencySymbol ?? "$";
  const mantissa = Math.max(0, Math.min(4, country?.mantissaLength ?? 0));
  const safe = Number.isFinite(amount) ? amount : 0;
  const factor = 10 ** mantissa;
  const scaled = Math.round(Math.abs(safe) * factor);
  const negative = safe < 0 && scaled > 0;
  const whole = Math.floor(scaled / factor);
  let text = groupThousands(String(whole));
  if (mantissa > 0) {
    const fraction = String(scaled % factor).padStart(mantissa, "0");
    text += "," + fraction; // storefront.md §9 decimal ','
  }
  return `${negative ? "-" : ""}${symbol} ${text}`;
}

/** Spanish decimal comma for plain numbers (distances, NPS): 1.25 → '1,3' with 1 digit. */
export function formatDecimal(value: number, digits: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  return safe.toFixed(digits).replace(".", ",");
}
