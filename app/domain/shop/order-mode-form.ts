// The owner's form of one order mode of a location (/admin/{companyAlias}/locales/{locationId}):
// active and taking orders, scheduled orders only, the delay estimate, its hours (the location's,
// 'Siempre abierto' or its own week: storefront.md §3 useSchedule and schedules), which payment types are
// offered, the service fee (storefront.md §7 fees: fixed + percentage) and the general surcharges.
// Pure: form fields in, the mode's new settings or Spanish messages per field out.
import { ALWAYS_OPEN } from "~/domain/menu/hours";
import { dayPrefix, parseWeekForm, rangeField } from "~/domain/shop/location-hours-form";
import type { PaymentMethod, WorkingDay } from "~/domain/types";

export interface ModeSurcharge {
  /** null: a new one. */
  id: number | null;
  name: string;
  type: "FIXED" | "PERCENT";
  value: number;
  active: boolean;
}

export interface ModeSettingsDraft {
  active: boolean;
  orderEnabled: boolean;
  scheduledOnly: boolean;
  minDelayInMinutes: number;
  maxDelayInMinutes: number;
  /** The mode follows its own `schedules` rather than the location's hours. */
  useSchedule: boolean;
  /** null: the stored ones kept (the mode follows the location's hours, its own wait unused). */
  schedules: WorkingDay[] | null;
  /** The payment types offered (active); the others of the mode are turned off. */
  activePaymentIds: number[];
  serviceFee: { userFee: number; percentageUserFee: number };
  surcharges: ModeSurcharge[];
  /** 'Agregar medio de pago': one more payment type for the mode (offered at once), or null. */
  newPayment: NewPaymentType | null;
}

export interface NewPaymentType {
  method: PaymentMethod;
  showName: string;
  description: string;
}

/** What a new payment type is called and says at checkout when the owner leaves them empty. */
export const NEW_PAYMENT_DEFAULTS: Record<PaymentMethod, { showName: string; description: string }> = {
  CASH: { showName: "Efectivo", description: "Pagás al recibir o retirar tu pedido." },
  CARD: { showName: "Tarjeta con posnet", description: "Débito o crédito con posnet." },
  ONLINE: { showName: "Tarjeta online", description: "Pagá ahora con tarjeta de crédito o débito." },
};
export const NEW_PAYMENT_CHOICES: { value: PaymentMethod; label: string }[] = [
  { value: "CASH", label: "Efectivo" },
  { value: "CARD", label: "Tarjeta con posnet (al entregar o retirar)" },
  { value: "ONLINE", label: "Tarjeta online (paga al pedir)" },
];
export const MAX_PAYMENT_NAME = 60;
export const MAX_PAYMENT_DESCRIPTION = 140;
export const MSG_PAYMENT_REPEATED = "Este modo ya tiene un medio de pago de ese tipo.";
export const MSG_PAYMENT_NAME = `Escriba un nombre de hasta ${MAX_PAYMENT_NAME} caracteres.`;
export const MSG_PAYMENT_DESCRIPTION = `Escriba una descripción de hasta ${MAX_PAYMENT_DESCRIPTION} caracteres.`;
export const MSG_PAYMENT_KIND = "Elija el tipo de medio de pago.";

/** Surcharge rows the form holds: the stored ones and one empty row to add another. */
export const MAX_SURCHARGES = 6;
export const MAX_DELAY_MINUTES = 24 * 60;

export const MSG_MINUTES = "Escriba los minutos como un número entero de 0 a 1440.";
export const MSG_DELAY_ORDER = "El tiempo mínimo no puede ser mayor que el máximo.";
export const MSG_PESOS = "Escriba un monto en pesos, sin centavos (por ejemplo 300).";
export const MSG_PERCENT = "Escriba un porcentaje de 0 a 100 (por ejemplo 2,5).";
export const MSG_SURCHARGE_NAME = "Escriba el nombre del recargo (lo ve el cliente).";
export const MSG_MODE_HOURS_EMPTY = "Escriba al menos un horario del modo, o elija «El horario del local».";
export const MSG_MODE_CONFLICT = "Otra persona cambió este modo de pedido. Revisá los cambios y guardá de nuevo.";

/**
 * The mode's hours on the form ('horario'): the location's (useSchedule off), 'Siempre abierto'
 * (its own hours, every day 00:00 to 00:00: the spec has no flag for a mode, docs/decisions.md) or
 * its own week (the same fields as the location's week form).
 */
export type ModeHours = "local" | "siempre" | "propio";

const sameDays = (a: readonly WorkingDay[], b: readonly WorkingDay[]) => JSON.stringify(a) === JSON.stringify(b);

/** The form's choice of stored hours. */
export function modeHoursOf(useSchedule: boolean, schedules: readonly WorkingDay[]): ModeHours {
  if (!useSchedule) return "local";
  return sameDays(schedules, ALWAYS_OPEN) ? "siempre" : "propio";
}

export const surchargeField = (row: number, field: "id" | "nombre" | "tipo" | "valor" | "activo") => `recargo-${row}-${field}`;

const wholeNumber = (raw: string, max: number): number | null => (/^\d{1,9}$/.test(raw) && Number(raw) <= max ? Number(raw) : null);
const pesos = (raw: string): number | null => wholeNumber(raw.replace(/^\$\s*/, "").replace(/\./g, ""), 10_000_000);
function percent(raw: string): number | null {
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(raw)) return null;
  const n = Number(raw.replace(",", "."));
  return n <= 100 ? n : null;
}

export type ModeFormResult = { ok: true; draft: ModeSettingsDraft } | { ok: false; errors: Record<string, string> };

/**
 * `payments`: the mode's own payment types (an id sent that is not one of them is ignored; a new one
 * of a kind the mode has is refused).
 */
export function parseModeForm(
  values: Record<string, string>,
  checkedPayments: string[],
  payments: readonly { id: number; method: PaymentMethod }[],
  surchargeIds: readonly number[]
): ModeFormResult {
  const errors: Record<string, string> = {};
  const v = (name: string) => (values[name] ?? "").trim();
  const minDelay = wholeNumber(v("minDelay"), MAX_DELAY_MINUTES);
  const maxDelay = wholeNumber(v("maxDelay"), MAX_DELAY_MINUTES);
  if (minDelay === null) errors.minDelay = MSG_MINUTES;
  if (maxDelay === null) errors.maxDelay = MSG_MINUTES;
  if (minDelay !== null && maxDelay !== null && minDelay > maxDelay) errors.minDelay = MSG_DELAY_ORDER;
  const userFee = v("cargoFijo") === "" ? 0 : pesos(v("cargoFijo"));
  const percentageUserFee = v("cargoPorcentaje") === "" ? 0 : percent(v("cargoPorcentaje"));
  if (userFee === null) errors.cargoFijo = MSG_PESOS;
  if (percentageUserFee === null) errors.cargoPorcentaje = MSG_PERCENT;

  const hours: ModeHours = v("horario") === "siempre" ? "siempre" : v("horario") === "propio" ? "propio" : "local";
  let schedules: WorkingDay[] | null = null;
  if (hours === "siempre") schedules = ALWAYS_OPEN;
  if (hours === "propio") {
    const week = parseWeekForm(values);
    if (!week.ok) Object.assign(errors, week.errors);
    else if (week.workingDays.length === 0) errors[rangeField(dayPrefix(1), 0, "desde")] = MSG_MODE_HOURS_EMPTY;
    else schedules = week.workingDays;
  }

  const surcharges: ModeSurcharge[] = [];
  for (let row = 0; row < MAX_SURCHARGES; row++) {
    const rawId = v(surchargeField(row, "id"));
    const id = rawId === "" ? null : Number(rawId);
    if (id !== null && !surchargeIds.includes(id)) continue;
    const name = v(surchargeField(row, "nombre")).slice(0, 80);
    const rawValue = v(surchargeField(row, "valor"));
    if (id === null && name === "" && rawValue === "") continue;
    const type = v(surchargeField(row, "tipo")) === "PERCENT" ? "PERCENT" : "FIXED";
    const value = type === "PERCENT" ? wholeNumber(rawValue, 100) : pesos(rawValue);
    if (name === "") errors[surchargeField(row, "nombre")] = MSG_SURCHARGE_NAME;
    if (value === null) errors[surchargeField(row, "valor")] = type === "PERCENT" ? MSG_PERCENT : MSG_PESOS;
    surcharges.push({ id, name, type, value: value ?? 0, active: v(surchargeField(row, "activo")) !== "" });
  }
  const newPayment = parseNewPayment(v, payments, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      active: v("active") !== "",
      orderEnabled: v("orderEnabled") !== "",
      scheduledOnly: v("scheduledOnly") !== "",
      minDelayInMinutes: minDelay!,
      maxDelayInMinutes: maxDelay!,
      useSchedule: hours !== "local",
      schedules,
      activePaymentIds: payments.map((p) => p.id).filter((id) => checkedPayments.includes(String(id))),
      serviceFee: { userFee: userFee!, percentageUserFee: percentageUserFee! },
      surcharges,
      newPayment,
    },
  };
}

function parseNewPayment(v: (name: string) => string, payments: readonly { method: PaymentMethod }[], errors: Record<string, string>): NewPaymentType | null {
  const kind = v("nuevoPago");
  const name = v("nuevoPagoNombre");
  const description = v("nuevoPagoDescripcion");
  if (kind === "") {
    if (name !== "" || description !== "") errors.nuevoPago = MSG_PAYMENT_KIND;
    return null;
  }
  const method = NEW_PAYMENT_CHOICES.find((c) => c.value === kind)?.value;
  if (!method) {
    errors.nuevoPago = MSG_PAYMENT_KIND;
    return null;
  }
  if (payments.some((p) => p.method === method)) errors.nuevoPago = MSG_PAYMENT_REPEATED;
  if (name.length > MAX_PAYMENT_NAME) errors.nuevoPagoNombre = MSG_PAYMENT_NAME;
  if (description.length > MAX_PAYMENT_DESCRIPTION) errors.nuevoPagoDescripcion = MSG_PAYMENT_DESCRIPTION;
  const defaults = NEW_PAYMENT_DEFAULTS[method];
  return { method, showName: name || defaults.showName, description: description || defaults.description };
}

/** '2,5' of a percentage (the form's and the history's way to write it). */
export const percentText = (n: number) => String(Math.round(n * 100) / 100).replace(".", ",");
