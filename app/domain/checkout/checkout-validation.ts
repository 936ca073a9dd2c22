// storefront.md §5 "Checkout submit": every rule with its literal message.
// The checks run in the spec's order and the LAST failing check's message is
// the form message; each field keeps the last message that concerned it.
// Limits from §9 (document 7 to 11, email under 100).
import type { OrderModeType, PaymentMethod } from "../types";
import { isValidPhone } from "./phone";

export const MSG = {
  phoneRequired: "Debe ingresar su número de teléfono para continuar.",
  nameRequired: "Debe ingresar su nombre para poder realizar el pedido.",
  phoneInvalid: "Debe ingresar un número de teléfono válido para continuar.",
  tableRequired: "Debe ingresar número de mesa para poder realizar el pedido.",
  emailRequired: "Debe ingresar su email para poder realizar el pedido",
  emailInvalid: "Ingrese un email valido",
  documentInvalid: "Ingrese un documento valido",
  complexDocument: "Debe ingresar su documento para poder realizar el pedido",
  complexName: "Debe ingresar su nombre para poder realizar el pedido",
  complexLastName: "Debe ingresar su apellido para poder realizar el pedido",
  paysWithRequired: "Debe ingresar con cuanto abona para poder realizar el pedido.",
  paysWithBelowTotal: "El monto con el cual abonará no puede ser menor al precio del pedido.",
  // Not in the spec (unbounded, 1e308 was stored and printed): docs/decisions.md#checkout-and-orders.
  paysWithTooHigh: "El monto con el cual abonará es demasiado alto: ingrese el billete o el monto con que paga.",
  addressRequired: "Debe ingresar dirección para poder realizar el pedido.",
  betweenStreetsRequired: "Debe ingresar entrecalles para poder realizar el pedido.",
  providersFailed: "En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde",
  outsideArea: "Tu dirección no se encuentra dentro de la zona de entrega.",
  feeCalculating: "Estamos calculando el costo de envío, aguarde unos momentos.",
  noCashCourier: "En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde",
  cardInvalid: "Debe completar correctamente los campos de la tarjeta para continuar.",
  cardTokenFailed: "Debe completar los campos de su tarjeta correctamente",
  cardFieldIncomplete: "Este campo está incompleto",
  scheduleLoading: "Estamos calculando los horarios del local, aguarde unos momentos.",
  scheduleRequired: "Seleccione un horario de programación del pedido",
} as const;

/** §5 'El precio del pedido debe ser mayor a ${min}': a literal '$' and the whole number, no separators. */
export const minimumOrderMessage = (min: number) => `El precio del pedido debe ser mayor a $${Math.round(min)}`;

export const CARD_FIELDS = ["cardNumber", "cardName", "cardExpiry", "cardSecurityCode", "cardDocument"] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface CheckoutDraft {
  orderModeType: OrderModeType;
  phone: string;
  phoneCountry: string;
  name: string;
  lastName: string;
  email: string;
  document: string;
  tableNumber: string;
  paymentMethod: PaymentMethod | null;
  /** Online card paid in the storefront (payment type upload API). */
  onlineCard: boolean;
  /** Raw cash amount as typed ('' when empty). */
  paysWith: string | number | null;
  addressPresent: boolean;
  betweenStreets: string;
  /** The amounts the minimum and the cash check compare to. */
  itemsTotal: number;
  total: number;
  /** Delivery info status (§3 Delivery info); ignored outside delivery. */
  delivery: { providersFailed: boolean; inside: boolean | null; calculating: boolean; cashCourierAvailable: boolean; minimumOrder: number };
  /** Online card inputs as typed, and the provider's verdicts. */
  card: { inputs: Partial<Record<CardField, string>>; fieldsValid: boolean; tokenFailed: boolean } | null;
  schedule: { loading: boolean; immediateAvailable: boolean; scheduled: boolean; slot: string | null };
}

export interface CheckoutConfig {
  forcePhone: boolean;
  forceName: boolean;
  mandatoryEmail: boolean;
  betweenStreetsRequired: boolean;
  /** Complex address inputs (customization) ask document, name and last name on delivery. */
  complexInputs: boolean;
}

export type CheckoutField =
  | "phone" | "name" | "lastName" | "email" | "document" | "tableNumber" | "paysWith"
  | "address" | "betweenStreets" | "schedule" | CardField;

export interface CheckoutValidation {
  message: string | null;
  fieldErrors: Partial<Record<CheckoutField, string>>;
}

const blank = (v: unknown) => v == null || String(v).trim() === "";
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** §5 Document: 'input strips dots, commas, plus and minus' (and surrounding spaces). */
export function cleanDocument(raw: string): string {
  return String(raw ?? "").replace(/[.,+-]/g, "").trim();
}

/** §5/§9: 7 to 11 characters once cleaned. */
export function isValidDocument(raw: string): boolean {
  const len = cleanDocument(raw).length;
  return len >= 7 && len <= 11;
}

/** §5/§9: under 100 characters and shaped like an address. */
export function isValidEmail(raw: string): boolean {
  const email = String(raw ?? "").trim();
  return email.length < 100 && EMAIL_RE.test(email);
}

/** Cash amount typed → pesos, or null when empty or not a number ('12.000', '12000' → 12000; '12,5' → 12.5). */
/** The most a cash diner may say they pay with: the total plus $ 1.000.000 of change, at most. */
export const PAYS_WITH_MAX_CHANGE = 1_000_000;
export const maxPaysWith = (total: number) => total + PAYS_WITH_MAX_CHANGE;

export function parsePaysWith(raw: string | number | null): number | null {
  if (raw == null) return null;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  let text = raw.trim().replace(/^\$\s*/, "");
  // es-AR: '.' groups thousands ('20.000'), ',' is the decimal comma.
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) text = text.replace(/\./g, "");
  text = text.replace(",", ".");
  if (text === "" || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** storefront.md §5 Checkout submit; the last failing check wins. */
export function validateCheckout(d: CheckoutDraft, c: CheckoutConfig): CheckoutValidation {
  const fieldErrors: CheckoutValidation["fieldErrors"] = {};
  let message: string | null = null;
  const fail = (text: string, field?: CheckoutField) => {
    message = text;
    if (field) fieldErrors[field] = text;
  };
  const delivery = d.orderModeType === "DELIVERY";
  const cash = d.paymentMethod === "CASH";

  if (c.forcePhone && blank(d.phone)) fail(MSG.phoneRequired, "phone");
  if (c.forceName && blank(d.name)) fail(MSG.nameRequired, "name");
  if (!blank(d.phone) && !isValidPhone(d.phone, d.phoneCountry)) fail(MSG.phoneInvalid, "phone");
  if (d.orderModeType === "TABLE" && blank(d.tableNumber)) fail(MSG.tableRequired, "tableNumber");
  if (c.mandatoryEmail && blank(d.email)) fail(MSG.emailRequired, "email");
  if (!blank(d.email) && !isValidEmail(d.email)) fail(MSG.emailInvalid, "email");
  if (!blank(d.document) && !isValidDocument(d.document)) fail(MSG.documentInvalid, "document");
  if (delivery && c.complexInputs) {
    if (blank(cleanDocument(d.document))) fail(MSG.complexDocument, "document");
    if (blank(d.name)) fail(MSG.complexName, "name");
    if (blank(d.lastName)) fail(MSG.complexLastName, "lastName");
  }
  if (cash) {
    const paysWith = parsePaysWith(d.paysWith);
    if (paysWith == null) fail(MSG.paysWithRequired, "paysWith");
    else if (paysWith < d.total) fail(MSG.paysWithBelowTotal, "paysWith");
    else if (paysWith > maxPaysWith(d.total)) fail(MSG.paysWithTooHigh, "paysWith");
  }
  if (delivery) {
    if (!d.addressPresent) fail(MSG.addressRequired, "address");
    else if (c.betweenStreetsRequired && blank(d.betweenStreets)) fail(MSG.betweenStreetsRequired, "betweenStreets");
    // §5 Minimum order ('mayor a': equal to the minimum passes, like the cart page).
    if (d.delivery.minimumOrder > 0 && d.itemsTotal < d.delivery.minimumOrder) fail(minimumOrderMessage(d.delivery.minimumOrder));
    if (d.addressPresent) {
      if (d.delivery.providersFailed) fail(MSG.providersFailed);
      if (d.delivery.inside === false) fail(MSG.outsideArea, "address");
      if (d.delivery.calculating) fail(MSG.feeCalculating);
      if (cash && !d.delivery.cashCourierAvailable) fail(MSG.noCashCourier);
    }
  }
  if (d.onlineCard && d.card) {
    const empty = CARD_FIELDS.filter((f) => blank(d.card!.inputs[f]));
    for (const f of empty) fieldErrors[f] = MSG.cardFieldIncomplete;
    if (empty.length > 0 || !d.card.fieldsValid) fail(MSG.cardInvalid);
    if (d.card.tokenFailed) fail(MSG.cardTokenFailed);
  }
  if (d.schedule.loading) fail(MSG.scheduleLoading, "schedule");
  else if ((d.schedule.scheduled || !d.schedule.immediateAvailable) && blank(d.schedule.slot)) fail(MSG.scheduleRequired, "schedule");

  return { message, fieldErrors };
}
