// Discount codes: storefront.md §5 "Discount code", §3 "Code discount info",
// §4 "Discount code" (lifetime of limited-usage codes), §8 (not found), §9
// (180000 ms). Pure: the data layer finds the code, this module decides.
import type { PricedCart } from "~/domain/cart/cart-pricing";
import { formatMoney, toPesos } from "../money";
import type { OrderModeType, PaymentMethod } from "../types";

/** PERCENT / FIXED on products; DELIVERY_FEE = free delivery (the 'delivery-fee variant' of §3). */
export type CodeDiscountType = "PERCENT" | "FIXED" | "DELIVERY_FEE";

/** storefront.md §3 "Code discount info". */
export interface CodeDiscountInfo {
  id: number;
  code: string;
  type: CodeDiscountType;
  /** Percentage (PERCENT) or pesos (FIXED); ignored for DELIVERY_FEE. */
  value: number;
  minimumOrderAmount: number | null;
  /** 'maximum discount amount': the cap, in pesos. */
  maxDiscountAmount: number | null;
  notCombinable: boolean;
  plate: { id: number; name: string } | null;
  category: { id: number; showName: string } | null;
  limitedUsage: boolean;
  /** 'first-time-use flag': only a customer's first purchase. */
  firstPurchaseOnly: boolean;
  active: boolean;
  /** Valid only paying this way ('10 % pagando en efectivo'); null/absent: any payment. */
  paymentMethod?: PaymentMethod | null;
}

export interface CodeContext {
  orderModeType: OrderModeType | null;
  paymentChosen: boolean;
  phoneValid: boolean;
  pricedCart: Pick<PricedCart, "lines" | "itemsTotal">;
  /** Delivery is already free without the code (items ≥ free-delivery amount). */
  deliveryAlreadyFree: boolean;
  /** The customer has no previous order at the branch. */
  firstPurchase: boolean;
  /** The chosen payment's method (codes valid for one payment method only). */
  paymentMethod?: PaymentMethod | null;
}

/** What the ticket needs from an applied code (ticket.ts). */
export interface AppliedCodeDiscount {
  code: string;
  type: CodeDiscountType;
  /** Pesos taken off the products (0 for DELIVERY_FEE). */
  amount: number;
  freeDelivery: boolean;
  limitedUsage: boolean;
}

export type CodeResult =
  | { ok: true; discount: AppliedCodeDiscount; warning: string | null }
  | { ok: false; message: string };

/** §9 'Discount code (limited usage) lifetime'. */
export const CODE_LIFETIME_MS = 180_000;

// storefront.md §5 Discount code / §8 / §4: literal messages.
export const MSG_CODE_NO_MODE = "Asegurese de haber elegido un medio de pago primero";
export const MSG_CODE_NO_DATA = "Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.";
export const MSG_CODE_NOT_FOUND = "No se encontró ningún descuento con el código ingresado.";
export const MSG_CODE_NOT_COMBINABLE = "No acumulable con descuentos de productos";
export const MSG_CODE_ALREADY_FREE = "Ya tiene envío gratis";
export const MSG_CODE_EXPIRED = "Tiempo de aplicacion del descuento vencido";
// Ours: the spec only says the terms show these (docs/decisions.md#checkout-and-orders "Code messages").
export const MSG_CODE_FIRST_PURCHASE = "Descuento válido solo para tu primera compra";
export const MSG_CODE_DELIVERY_ONLY = "Descuento válido solo para pedidos con envío a domicilio";
const PAYING: Record<PaymentMethod, string> = {
  CASH: "pagando en efectivo",
  CARD: "pagando con tarjeta al retirar",
  ONLINE: "pagando con tarjeta online",
};
export const paymentOnlyMessage = (method: PaymentMethod) => `Descuento válido solo ${PAYING[method]}`;
export const MSG_CODE_PARTIAL = "No acumulable con descuentos de productos: se aplica solo a los productos sin descuento";

export const minimumAmountMessage = (amount: number) => `Monto mínimo en productos: ${formatMoney(amount)}`;
export const plateRequiredMessage = (product: string) => `Descuento válido teniendo ${product} en el carrito`;
export const categoryRequiredMessage = (category: string) =>
  `Descuento válido teniendo un ítem de la categoría ${category} en el carrito`;

/** §5 'applies only if code non-empty': trimmed, upper-case ('bienvenida' → 'BIENVENIDA'). */
export function normalizeCode(raw: string | null | undefined): string {
  return String(raw ?? "").trim().toUpperCase();
}

/**
 * Validates `info` (the code found for `code`, or null) against the context.
 * Checks run in the spec's order and the first failing one is returned.
 */
export function validateCode(code: string, info: CodeDiscountInfo | null, ctx: CodeContext): CodeResult {
  // §5: 'Needs a chosen order mode' (message literal, it says 'medio de pago').
  if (!ctx.orderModeType) return { ok: false, message: MSG_CODE_NO_MODE };
  // §5: 'valid phone plus payment type'.
  if (!ctx.phoneValid || !ctx.paymentChosen) return { ok: false, message: MSG_CODE_NO_DATA };
  const wanted = normalizeCode(code);
  if (!wanted || !info || !info.active || normalizeCode(info.code) !== wanted) {
    return { ok: false, message: MSG_CODE_NOT_FOUND }; // §8
  }
  // §5 terms: first purchase only.
  if (info.firstPurchaseOnly && !ctx.firstPurchase) return { ok: false, message: MSG_CODE_FIRST_PURCHASE };
  // A code for one payment method: another payment drops it (after the §2 confirmation on the checkout).
  if (info.paymentMethod && ctx.paymentMethod !== info.paymentMethod) return { ok: false, message: paymentOnlyMessage(info.paymentMethod) };

  const lines = ctx.pricedCart.lines;
  // §5: not combinable and all items discounted → rejected; only some → warning.
  const eligible = info.notCombinable ? lines.filter((l) => !l.discount) : lines;
  let warning: string | null = null;
  if (info.notCombinable && info.type !== "DELIVERY_FEE" && lines.length > 0) {
    if (eligible.length === 0) return { ok: false, message: MSG_CODE_NOT_COMBINABLE };
    if (eligible.length < lines.length) warning = MSG_CODE_PARTIAL;
  }
  // §5 'Monto mínimo en productos': on the products total (product discounts included).
  if (info.minimumOrderAmount != null && ctx.pricedCart.itemsTotal < info.minimumOrderAmount) {
    return { ok: false, message: minimumAmountMessage(info.minimumOrderAmount) };
  }
  if (info.plate && !lines.some((l) => l.plate.id === info.plate!.id)) {
    return { ok: false, message: plateRequiredMessage(info.plate.name) };
  }
  if (info.category && !lines.some((l) => l.plate.categoryId === info.category!.id)) {
    return { ok: false, message: categoryRequiredMessage(info.category.showName) };
  }
  if (info.type === "DELIVERY_FEE") {
    if (ctx.orderModeType !== "DELIVERY") return { ok: false, message: MSG_CODE_DELIVERY_ONLY };
    if (ctx.deliveryAlreadyFree) return { ok: false, message: MSG_CODE_ALREADY_FREE };
  }
  const base = eligible.reduce((n, l) => n + l.lineTotal, 0);
  return {
    ok: true,
    warning,
    discount: {
      code: normalizeCode(info.code),
      type: info.type,
      amount: codeAmount(info, base),
      freeDelivery: info.type === "DELIVERY_FEE",
      limitedUsage: info.limitedUsage,
    },
  };
}

/** Pesos off `base` (eligible products): percentage or fixed, capped, never above base. */
export function codeAmount(info: Pick<CodeDiscountInfo, "type" | "value" | "maxDiscountAmount">, base: number): number {
  let amount = 0;
  if (info.type === "PERCENT") amount = toPesos((base * Math.max(0, Math.min(100, info.value))) / 100);
  else if (info.type === "FIXED") amount = toPesos(Math.max(0, info.value));
  if (info.maxDiscountAmount != null && info.maxDiscountAmount >= 0) amount = Math.min(amount, info.maxDiscountAmount);
  return Math.max(0, Math.min(amount, base));
}

/** §4: a limited-usage code applied at `appliedAt` is removed after 180000 ms. */
export function isCodeExpired(discount: Pick<AppliedCodeDiscount, "limitedUsage">, appliedAt: number, now: number): boolean {
  return discount.limitedUsage && now - appliedAt >= CODE_LIFETIME_MS;
}

/** Remaining milliseconds of a limited-usage code (null when it does not expire). */
export function codeTimeLeft(discount: Pick<AppliedCodeDiscount, "limitedUsage">, appliedAt: number, now: number): number | null {
  return discount.limitedUsage ? Math.max(0, appliedAt + CODE_LIFETIME_MS - now) : null;
}

/** The terms shown under a code (§5 'Terms also show first purchase only and discount cap'). */
export function codeTerms(info: CodeDiscountInfo): string[] {
  const terms: string[] = [];
  if (info.firstPurchaseOnly) terms.push("Válido solo para la primera compra");
  if (info.maxDiscountAmount != null) terms.push(`Tope de descuento: ${formatMoney(info.maxDiscountAmount)}`);
  if (info.minimumOrderAmount != null) terms.push(minimumAmountMessage(info.minimumOrderAmount));
  return terms;
}
