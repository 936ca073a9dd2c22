// The back office's discount code form (storefront.md §3 "Code discount info", §5 "Discount
// code"): every rule the storefront applies (type and value, minimum in products, cap, not
// combinable, a plate or a category in the cart, first purchase only, paying one way, a limit of
// uses, dates, one branch or all), with the Spanish message the owner reads next to each field.
// Pure: the form's raw strings and the time zone in, a DiscountCodeDraft out.
import { z } from "zod";
import type { DiscountCodeType } from "~/domain/orders/order-record";
import { localDateOf, localDayRange, PAYMENT_METHOD_LABEL } from "~/domain/orders/day-figures";
import type { PaymentMethod } from "~/domain/types";
import { parsePesos } from "~/domain/menu/plate-form";
import { normalizeCode } from "./code-discount";

export const MSG_CODE_TEXT = "Ingrese el código: de 3 a 30 letras o números, sin espacios.";
export const MSG_CODE_TYPE = "Elija el tipo de descuento.";
export const MSG_PERCENT = "El porcentaje debe ser un número entero de 1 a 100.";
export const MSG_FIXED = "El monto debe ser un número entero de pesos mayor a 0.";
export const MSG_OPTIONAL_PESOS = "Ingrese un número entero de pesos, o déjelo vacío.";
export const MSG_MAX_USES = "El límite de usos debe ser un número entero mayor a 0, o vacío para usos ilimitados.";
export const MSG_CODE_DATE = "Ingrese una fecha válida con el formato AAAA-MM-DD, o déjela vacía.";
export const MSG_DATES_ORDER = "La fecha de fin no puede ser anterior a la de inicio.";
export const MSG_PLATE_OR_CATEGORY = "Elija un plato o una categoría como condición, no ambos.";
export const MSG_PAYMENT = "Elija un medio de pago de la lista.";
export const MSG_CODE_TAKEN = "Ya existe un código igual en la empresa. Elija otro.";
export const MSG_USES_BELOW = (uses: number) => `El límite de usos no puede ser menor que los usos que ya tuvo (${uses}).`;
export const MSG_CODE_CONFLICT = "Otra persona cambió este código. Revisá los cambios y guardá de nuevo.";

export const CODE_TYPE_LABEL: Record<DiscountCodeType, string> = {
  PERCENT: "Porcentaje",
  FIXED: "Monto fijo",
  FREE_DELIVERY: "Envío gratis",
};
export type CodePaymentMethod = PaymentMethod;

export interface DiscountCodeDraft {
  code: string;
  type: DiscountCodeType;
  /** Percent (1–100) or pesos; 0 for FREE_DELIVERY. */
  value: number;
  minimumOrderAmount: number | null;
  maxDiscountAmount: number | null;
  notCombinable: boolean;
  firstPurchaseOnly: boolean;
  maxUses: number | null;
  paymentMethod: CodePaymentMethod | null;
  plateId: number | null;
  categoryId: number | null;
  /** null: every branch of the company. */
  branchId: number | null;
  /** Epoch ms: the start of the first local day and the last instant of the last one. */
  validFrom: number | null;
  validTo: number | null;
  active: boolean;
}

const raw = (max: number) => z.string().max(max).optional();
export const discountCodeFields = z.object({
  code: raw(60),
  type: raw(20),
  value: raw(20),
  minimumOrderAmount: raw(20),
  maxDiscountAmount: raw(20),
  notCombinable: raw(5),
  firstPurchaseOnly: raw(5),
  maxUses: raw(10),
  paymentMethod: raw(10),
  plateId: raw(12),
  categoryId: raw(12),
  branchId: raw(12),
  validFrom: raw(12),
  validTo: raw(12),
  active: raw(5),
});
export type DiscountCodeFields = z.infer<typeof discountCodeFields>;

const blank = (v: string | undefined) => (v ?? "").trim() === "";
const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

function dayRange(v: string | undefined, tz: string): { from: number; to: number } | null | "bad" {
  if (blank(v)) return null;
  const text = v!.trim();
  if (!ISO.test(text)) return "bad";
  try {
    return localDayRange(text, tz);
  } catch {
    return "bad";
  }
}

/** The form as a draft, or the Spanish message of each bad field by its form name. */
export function parseDiscountCodeForm(f: DiscountCodeFields, tz: string): { ok: true; draft: DiscountCodeDraft } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const code = normalizeCode(f.code);
  if (!/^[A-Z0-9_-]{3,30}$/.test(code)) errors.code = MSG_CODE_TEXT;
  const type = f.type && f.type in CODE_TYPE_LABEL ? (f.type as DiscountCodeType) : null;
  if (!type) errors.type = MSG_CODE_TYPE;
  let value = 0;
  if (type === "PERCENT") {
    const n = (f.value ?? "").trim().replace(/\s*%$/, "");
    if (/^\d{1,3}$/.test(n) && Number(n) >= 1 && Number(n) <= 100) value = Number(n);
    else errors.value = MSG_PERCENT;
  } else if (type === "FIXED") {
    const n = parsePesos(f.value);
    if (n && n > 0) value = n;
    else errors.value = MSG_FIXED;
  }
  const optionalPesos = (name: "minimumOrderAmount" | "maxDiscountAmount") => {
    if (blank(f[name])) return null;
    const n = parsePesos(f[name]);
    if (n === null || n <= 0) errors[name] = MSG_OPTIONAL_PESOS;
    return n;
  };
  const minimumOrderAmount = optionalPesos("minimumOrderAmount");
  const maxDiscountAmount = optionalPesos("maxDiscountAmount");
  let maxUses: number | null = null;
  if (!blank(f.maxUses)) {
    const t = f.maxUses!.trim();
    if (/^\d{1,7}$/.test(t) && Number(t) >= 1) maxUses = Number(t);
    else errors.maxUses = MSG_MAX_USES;
  }
  let paymentMethod: CodePaymentMethod | null = null;
  if (!blank(f.paymentMethod)) {
    if (f.paymentMethod! in PAYMENT_METHOD_LABEL) paymentMethod = f.paymentMethod as CodePaymentMethod;
    else errors.paymentMethod = MSG_PAYMENT;
  }
  const plateId = idOf(f.plateId);
  const categoryId = idOf(f.categoryId);
  if (plateId !== null && categoryId !== null) errors.plateId = MSG_PLATE_OR_CATEGORY;
  const from = dayRange(f.validFrom, tz);
  const to = dayRange(f.validTo, tz);
  if (from === "bad") errors.validFrom = MSG_CODE_DATE;
  if (to === "bad") errors.validTo = MSG_CODE_DATE;
  if (from && to && from !== "bad" && to !== "bad" && to.to <= from.from) errors.validTo = MSG_DATES_ORDER;
  if (Object.keys(errors).length > 0 || !type) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      code,
      type,
      value,
      minimumOrderAmount,
      maxDiscountAmount: type === "PERCENT" ? maxDiscountAmount : null,
      notCombinable: !blank(f.notCombinable),
      firstPurchaseOnly: !blank(f.firstPurchaseOnly),
      maxUses,
      paymentMethod,
      plateId,
      categoryId,
      branchId: idOf(f.branchId),
      validFrom: from && from !== "bad" ? from.from : null,
      validTo: to && to !== "bad" ? to.to - 1 : null,
      active: !blank(f.active),
    },
  };
}

/** A stored code as the form shows it (dates as local days). */
export function discountCodeFormValues(d: DiscountCodeDraft, tz: string): Record<keyof DiscountCodeFields, string> {
  const money = (n: number | null) => (n === null ? "" : String(n));
  return {
    code: d.code,
    type: d.type,
    value: d.type === "FREE_DELIVERY" ? "" : String(d.value),
    minimumOrderAmount: money(d.minimumOrderAmount),
    maxDiscountAmount: money(d.maxDiscountAmount),
    notCombinable: d.notCombinable ? "on" : "",
    firstPurchaseOnly: d.firstPurchaseOnly ? "on" : "",
    maxUses: d.maxUses === null ? "" : String(d.maxUses),
    paymentMethod: d.paymentMethod ?? "",
    plateId: d.plateId === null ? "" : String(d.plateId),
    categoryId: d.categoryId === null ? "" : String(d.categoryId),
    branchId: d.branchId === null ? "" : String(d.branchId),
    validFrom: d.validFrom === null ? "" : localDateOf(d.validFrom, tz),
    validTo: d.validTo === null ? "" : localDateOf(d.validTo, tz),
    active: d.active ? "on" : "",
  };
}
