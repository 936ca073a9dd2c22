// The back office's product discount form (storefront.md §3 "Discount (product)", §2 Menu
// "Discount pills"): one of the four types with the field it needs (percentage, buy x pay, the
// amount off, the final price), its branch and the plates of that branch it applies to, with the
// Spanish message the owner reads next to each field. Pure: the form's raw strings and the
// branch's plate prices in, a ProductDiscountDraft out.
import { z } from "zod";
import type { DiscountType } from "~/domain/types";
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { discountPill } from "./discounts";
import { parsePesos } from "./plate-form";
import { parseDiscountDates } from "./discount-dates";

export const MSG_DISCOUNT_NAME = "Ingrese un nombre de hasta 80 letras para la promoción.";
export const MSG_DISCOUNT_TYPE = "Elija el tipo de promoción.";
export const MSG_DISCOUNT_PERCENT = "El porcentaje debe ser un número entero de 1 a 100.";
export const MSG_DISCOUNT_FIXED = "El monto a descontar debe ser un número entero de pesos mayor a 0.";
export const MSG_DISCOUNT_FIXED_ABOVE = (plate: string, price: string) => `El monto a descontar debe ser menor que el precio de ${plate} (${price}).`;
/** A location sells the plate at its own, lower price: the amount must stay under that one too. */
export const MSG_DISCOUNT_FIXED_ABOVE_AT = (plate: string, location: string, price: string) =>
  `El monto a descontar debe ser menor que el precio de ${plate} en ${location} (${price}).`;
export const MSG_DISCOUNT_BUY = "Lleva: un número entero de 2 a 99.";
export const MSG_DISCOUNT_PAY = "Paga: un número entero de 1 a 98, menor que lo que lleva.";
export const MSG_DISCOUNT_FINAL = "El precio final debe ser un número entero de pesos mayor a 0.";
export const MSG_DISCOUNT_BRANCH = "Elija la sucursal de la promoción.";
export const MSG_DISCOUNT_PLATES = "Elija al menos un plato de la sucursal.";
export const MSG_DISCOUNT_CONFLICT = "Otra persona cambió esta promoción. Revisá los cambios y guardá de nuevo.";

export const DISCOUNT_TYPE_LABEL: Record<DiscountType, string> = {
  PERCENT: "Porcentaje (-N%)",
  MULTIPLE: "Lleva x paga (2x1, 3x2)",
  FIXED: "Monto fijo de descuento",
  FINAL_PRICE: "Precio final",
};

export interface ProductDiscountDraft {
  type: DiscountType;
  name: string;
  percentage: number | null;
  buy: number | null;
  pay: number | null;
  fixedDiscount: number | null;
  finalPrice: number | null;
  branchId: number;
  /** Ascending, no repeats. */
  plateIds: number[];
  active: boolean;
  /** First and last day it runs ('YYYY-MM-DD', the location's time zone); null = no limit on that side. */
  validFrom: string | null;
  validTo: string | null;
}

/** A plate the discount may name: its branch and the lowest price a diner can pay for it (its own or a size's). */
export interface DiscountablePlate {
  id: number;
  name: string;
  branchId: number;
  lowestPrice: number;
  /** The lowest price at each location that sells it at its own prices (the plate editor's 'Dónde se vende'). */
  locationPrices?: { location: string; lowestPrice: number }[];
}

const raw = (max: number) => z.string().max(max).optional();
export const productDiscountFields = z.object({
  name: raw(200),
  type: raw(20),
  percentage: raw(20),
  buy: raw(20),
  pay: raw(20),
  fixedDiscount: raw(20),
  finalPrice: raw(20),
  branchId: raw(12),
  plateIds: z.array(z.string().max(12)).max(500),
  active: raw(5),
  validFrom: raw(20),
  validTo: raw(20),
});
export type ProductDiscountFields = z.infer<typeof productDiscountFields>;

const blank = (v: string | undefined) => (v ?? "").trim() === "";
const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);
const wholeIn = (v: string | undefined, min: number, max: number) => {
  const t = (v ?? "").trim();
  return /^\d{1,3}$/.test(t) && Number(t) >= min && Number(t) <= max ? Number(t) : null;
};

/**
 * The form as a draft, or the Spanish message of each bad field by its form name. `plates`: the
 * company's plates (a plate of another branch or company is not among them, so it is refused).
 */
export function parseProductDiscountForm(
  f: ProductDiscountFields,
  plates: readonly DiscountablePlate[],
  money: MoneyFormat | null
): { ok: true; draft: ProductDiscountDraft } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = (f.name ?? "").trim();
  if (name.length < 1 || name.length > 80) errors.name = MSG_DISCOUNT_NAME;
  const type = f.type && f.type in DISCOUNT_TYPE_LABEL ? (f.type as DiscountType) : null;
  if (!type) errors.type = MSG_DISCOUNT_TYPE;
  const branchId = idOf(f.branchId);
  if (branchId === null) errors.branchId = MSG_DISCOUNT_BRANCH;
  const byId = new Map(plates.map((p) => [p.id, p]));
  const chosen = [...new Set(f.plateIds.map((v) => idOf(v)))].map((id) => (id === null ? undefined : byId.get(id)));
  if (chosen.length === 0 || chosen.some((p) => !p || p.branchId !== branchId)) errors.plateIds = MSG_DISCOUNT_PLATES;
  const dates = parseDiscountDates(f.validFrom, f.validTo);
  Object.assign(errors, dates.errors);
  const draft: ProductDiscountDraft = {
    type: type ?? "PERCENT",
    name,
    percentage: null,
    buy: null,
    pay: null,
    fixedDiscount: null,
    finalPrice: null,
    branchId: branchId ?? 0,
    plateIds: chosen.flatMap((p) => (p ? [p.id] : [])).sort((a, b) => a - b),
    active: !blank(f.active),
    validFrom: dates.validFrom,
    validTo: dates.validTo,
  };
  if (type === "PERCENT") {
    draft.percentage = wholeIn(f.percentage?.replace(/\s*%$/, ""), 1, 100);
    if (draft.percentage === null) errors.percentage = MSG_DISCOUNT_PERCENT;
  } else if (type === "MULTIPLE") {
    draft.buy = wholeIn(f.buy, 2, 99);
    draft.pay = wholeIn(f.pay, 1, 98);
    if (draft.buy === null) errors.buy = MSG_DISCOUNT_BUY;
    if (draft.pay === null || (draft.buy !== null && draft.pay >= draft.buy)) errors.pay = MSG_DISCOUNT_PAY;
  } else if (type === "FIXED") {
    const n = parsePesos(f.fixedDiscount);
    if (n === null || n <= 0) errors.fixedDiscount = MSG_DISCOUNT_FIXED;
    else {
      draft.fixedDiscount = n;
      // The storefront would charge $ 0 for a plate the amount covers, at any location: refused, naming the plate (and the location).
      const prices = chosen.flatMap((p) =>
        p
          ? [
              { plate: p.name, location: null as string | null, price: p.lowestPrice },
              ...(p.locationPrices ?? []).map((l) => ({ plate: p.name, location: l.location, price: l.lowestPrice })),
            ]
          : []
      );
      const cheapest = prices.filter((p) => p.price > 0).sort((a, b) => a.price - b.price)[0];
      if (cheapest && n >= cheapest.price) {
        const price = formatMoney(cheapest.price, money);
        errors.fixedDiscount =
          cheapest.location === null ? MSG_DISCOUNT_FIXED_ABOVE(cheapest.plate, price) : MSG_DISCOUNT_FIXED_ABOVE_AT(cheapest.plate, cheapest.location, price);
      }
    }
  } else if (type === "FINAL_PRICE") {
    const n = parsePesos(f.finalPrice);
    if (n === null || n <= 0) errors.finalPrice = MSG_DISCOUNT_FINAL;
    else draft.finalPrice = n;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, draft };
}

/** A stored discount as the form shows it. */
export function productDiscountFormValues(d: ProductDiscountDraft): Record<Exclude<keyof ProductDiscountFields, "plateIds">, string> & { plateIds: string[] } {
  const n = (v: number | null) => (v === null ? "" : String(v));
  return {
    name: d.name,
    type: d.type,
    percentage: n(d.percentage),
    buy: n(d.buy),
    pay: n(d.pay),
    fixedDiscount: n(d.fixedDiscount),
    finalPrice: n(d.finalPrice),
    branchId: String(d.branchId),
    plateIds: d.plateIds.map(String),
    active: d.active ? "on" : "",
    validFrom: d.validFrom ?? "",
    validTo: d.validTo ?? "",
  };
}

/** What the list shows of a discount's amount: the storefront's pill, or the final price (which has none). */
export function discountAmountText(d: ProductDiscountDraft, money: MoneyFormat | null): string {
  if (d.type === "FINAL_PRICE") return `Precio final ${formatMoney(d.finalPrice ?? 0, money)}`;
  return discountPill({ ...d, id: 0, plates: d.plateIds }) ?? "";
}
