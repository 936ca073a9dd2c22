// The day's figures of a location (the shop's console, /consola/{alias}/resumen): which day a
// date means in the location's time zone, orders by hour, averages, and the labels the page
// and the accounting file share. Values the spec leaves open: docs/decisions.md "The shop's
// console" (the day's figures rows).
import { z } from "zod";
import { instantOf, wallClock } from "~/domain/checkout/schedule";
import { toPesos } from "~/domain/money";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import type { OrderStatus } from "./order-status";

const DAY_MS = 86_400_000;
const two = (n: number) => String(n).padStart(2, "0");

/**
 * Orders are counted by quarter hour in SQL (created_at / 900000): every UTC offset of the time
 * zone database is a whole number of quarter hours, so each quarter falls in one local hour.
 */
export const QUARTER_HOUR_MS = 900_000;

/** How many plates the ranking shows. */
export const TOP_PLATES = 10;

export const MSG_BAD_DATE = "Ingrese una fecha válida con el formato AAAA-MM-DD.";
export const MSG_FUTURE_DATE = "Elija el día de hoy o un día anterior.";

/** The local date ('YYYY-MM-DD') of an instant in a time zone. */
export function localDateOf(at: number, tz: string): string {
  const w = wallClock(at, tz);
  return `${w.y}-${two(w.m)}-${two(w.d)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as UTC midnight ms, or null when it is no real calendar day (2026-02-30). */
function dateMs(date: string): number | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : null;
}

/** The instants [from, to) of a local day in a time zone (23 or 25 hours on a change of offset). */
export function localDayRange(date: string, tz: string): { from: number; to: number } {
  const ms = dateMs(date);
  if (ms == null) throw new Error(`not a date: ${date}`);
  return { from: instantOf(ms, 0, tz), to: instantOf(ms + DAY_MS, 0, tz) };
}

/** The day before and after a local date (the page's '‹ Día anterior' / 'Día siguiente ›'). */
export function shiftDate(date: string, days: number): string {
  const d = new Date((dateMs(date) ?? 0) + days * DAY_MS);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

/** '?fecha=' of the figures: absent → today; a real past or present day; never a future one. */
export function figuresDateSchema(today: string) {
  return z
    .string({ invalid_type_error: MSG_BAD_DATE })
    .trim()
    .max(10, MSG_BAD_DATE)
    .refine((v) => dateMs(v) != null && Number(v.slice(0, 4)) >= 2000, MSG_BAD_DATE)
    .refine((v) => v <= today, MSG_FUTURE_DATE)
    .optional()
    .transform((v) => v || today);
}

/** 'martes 17/11/2026': the day the page shows. */
export function dayTitle(date: string): string {
  const ms = dateMs(date) ?? 0;
  const d = new Date(ms);
  const weekday = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"][d.getUTCDay()];
  return `${weekday} ${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** Orders per local hour (24 buckets, 0 to 23) from counts per quarter hour since the epoch. */
export function ordersByHour(quarters: readonly { quarter: number; orders: number }[], tz: string): number[] {
  const hours = new Array<number>(24).fill(0);
  for (const q of quarters) {
    const hour = Math.floor(wallClock(q.quarter * QUARTER_HOUR_MS, tz).minutes / 60);
    hours[hour] += q.orders;
  }
  return hours;
}

/** An average in whole minutes (rounded), or null when nothing was measured. */
export function averageMinutes(totalMs: number | null, count: number): number | null {
  if (!count || totalMs == null) return null;
  return Math.round(totalMs / count / 60_000);
}

/** '4 min', '1 h 05 min'; '—' when there is nothing to average. */
export function durationText(minutes: number | null): string {
  if (minutes == null) return "—";
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${two(minutes % 60)} min`;
}

/** The average ticket in whole pesos: sales over the orders not cancelled (0 without any). */
export function averageTicket(sales: number, orders: number): number {
  return orders > 0 ? toPesos(sales / orders) : 0;
}

/** How the page and the accounting file name a payment method. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  CASH: "Efectivo",
  CARD: "Tarjeta con posnet",
  ONLINE: "Tarjeta online",
};

/** How the console names an order's state (the accounting file's 'Estado'). */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "Pago pendiente",
  GENERATED: "Nuevo",
  ACCEPTED: "Aceptado",
  AWAITING_FINAL_STAGE: "En preparación",
  READY: "Listo",
  DELIVERED: "Entregado",
  CANCELED: "Cancelado",
};

export const MODE_LABEL: Record<OrderModeType, string> = {
  DELIVERY: "Delivery",
  TAKE_AWAY: "Retiro en local",
  TABLE: "Mesa",
  SELF_SERVICE: "Autoservicio",
};

export const NO_CANCEL_REASON = "Sin motivo";

/** The reason a cancellation is listed under. */
export function cancelReasonLabel(reason: string | null | undefined): string {
  return reason?.trim() || NO_CANCEL_REASON;
}

/** Payment methods in the order the page lists them: most sold first, then by name. */
export function bySales<T extends { sales: number; label: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.sales - a.sales || a.label.localeCompare(b.label, "es"));
}
