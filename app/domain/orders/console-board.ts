// The shop's console board (the live orders of a location): which column an order is in, what
// its card says, and how late it is. Pure: the caller passes `now` and the location's time zone.
// Values the spec leaves open: docs/decisions.md#the-shops-console.
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { wallClock } from "~/domain/checkout/schedule";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import type { OrderStatus } from "./order-status";

export const BOARD_COLUMNS = [
  { key: "new", title: "Nuevos" },
  { key: "preparing", title: "En preparación" },
  { key: "ready", title: "Listos" },
  { key: "onTheWay", title: "En camino" },
  { key: "scheduled", title: "Programados" },
  { key: "finished", title: "Finalizados hoy" },
  { key: "canceled", title: "Cancelados hoy" },
] as const;
export type BoardColumnKey = (typeof BOARD_COLUMNS)[number]["key"];

/** 'Aceptar' preparation times, 'Demorar' additions (minutes). */
export const PREP_MINUTES = [10, 15, 20, 30, 45] as const;
export const DELAY_MINUTES = [10, 20, 30] as const;

/** 'Rechazar' reasons; 'Otro' carries the person's own text. */
export const REFUSAL_REASONS = ["Sin stock", "Local muy ocupado", "Fuera de zona", "Cerramos por hoy", "Otro"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export const MAX_REASON_TEXT = 140;

/** A scheduled order waits in 'Programados' until this long before its time. */
export const SCHEDULED_SHOWS_BEFORE_MS = 60 * 60_000;
/** An order not accepted: amber from 3 minutes, red (and a louder alert) from 5. */
export const NEW_AMBER_MS = 3 * 60_000;
export const NEW_RED_MS = 5 * 60_000;
/** An accepted order: amber 5 minutes before its expected time, red past it. */
export const DUE_AMBER_MS = 5 * 60_000;
/** Without an expected time (accepted by a picker): amber from 30 minutes after it was placed, red from 45. */
export const OPEN_AMBER_MS = 30 * 60_000;
export const OPEN_RED_MS = 45 * 60_000;

export const MSG_BOARD_TAKEN = "Otra persona ya actualizó este pedido. Revise el tablero.";
export const MSG_BOARD_NOT_ALLOWED = "Este pedido ya no admite esa acción.";
export const MSG_BOARD_BAD_REQUEST = "Revise los datos del pedido e inténtelo de nuevo.";
export const MSG_REASON_TEXT_REQUIRED = "Escriba el motivo del rechazo.";

export interface BoardOrder {
  code: string;
  status: OrderStatus;
  type: OrderModeType;
  paymentMethod: PaymentMethod;
  paymentName: string | null;
  customerName: string;
  scheduled: boolean;
  scheduledAt: number | null;
  createdAt: number;
  total: number;
  paysWith: number | null;
  units: number;
  tableNumber: string | null;
  readyBy: number | null;
  delayMinutes?: number;
  cancelReason: string | null;
  shipmentStatus: ShipmentStatus | null;
  /** The order's plates (for 'Sin stock': the ones to mark sold out). */
  plates?: BoardPlate[];
  /** When it last changed: of two copies of an order on a live board, the newer one wins. */
  updatedAt?: number;
}

export interface BoardPlate {
  id: number;
  name: string;
}

const ON_THE_WAY: readonly ShipmentStatus[] = ["ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFFS"];

/** The column of an order at `now`. */
export function boardColumn(o: BoardOrder, now: number): BoardColumnKey {
  if (o.status === "CANCELED") return "canceled";
  if (o.status === "DELIVERED") return "finished";
  if (o.type === "DELIVERY" && (o.status === "READY" || (o.shipmentStatus != null && ON_THE_WAY.includes(o.shipmentStatus)))) return "onTheWay";
  if (o.status === "READY") return "ready";
  if (o.status === "ACCEPTED" || o.status === "AWAITING_FINAL_STAGE") return "preparing";
  if (o.scheduled && o.scheduledAt != null && o.scheduledAt - now > SCHEDULED_SHOWS_BEFORE_MS) return "scheduled";
  return "new";
}

export type Lateness = "ok" | "amber" | "red";

/** How late an open order is (the counter's colour). Finished and scheduled-for-later ones: ok. */
export function lateness(o: Pick<BoardOrder, "status" | "createdAt" | "scheduled" | "scheduledAt" | "readyBy">, now: number): Lateness {
  return latenessSince(o.status, o.status === "GENERATED" ? waitingSince(o) : o.createdAt, o.readyBy, now);
}

/** The same rule from a card's fields (the board's counter re-colours itself in the browser). */
export function latenessSince(status: OrderStatus, since: number, readyBy: number | null, now: number): Lateness {
  if (status === "DELIVERED" || status === "CANCELED" || status === "READY") return "ok";
  const waited = now - since;
  if (status === "GENERATED") return waited >= NEW_RED_MS ? "red" : waited >= NEW_AMBER_MS ? "amber" : "ok";
  if (readyBy != null) return now > readyBy ? "red" : now >= readyBy - DUE_AMBER_MS ? "amber" : "ok";
  return waited >= OPEN_RED_MS ? "red" : waited >= OPEN_AMBER_MS ? "amber" : "ok";
}

/** A new order counts from when it was placed, a scheduled one from the hour it shows on the board. */
export function waitingSince(o: Pick<BoardOrder, "createdAt" | "scheduled" | "scheduledAt">): number {
  if (o.scheduled && o.scheduledAt != null) return Math.max(o.createdAt, o.scheduledAt - SCHEDULED_SHOWS_BEFORE_MS);
  return o.createdAt;
}

/** 'Nuevos' orders waiting longer than NEW_RED_MS: the board alerts again, louder. */
export function overdueNewOrders(orders: BoardOrder[], now: number): string[] {
  return orders.filter((o) => boardColumn(o, now) === "new" && now - waitingSince(o) >= NEW_RED_MS).map((o) => o.code);
}

const two = (n: number) => String(n).padStart(2, "0");
/** '21:05' in the location's time zone. */
export function clockTime(at: number, tz: string): string {
  const w = wallClock(at, tz);
  return `${two(Math.floor(w.minutes / 60))}:${two(w.minutes % 60)}`;
}

/** The start of the location's day of `now` (the board's 'today'). */
export function startOfLocalDay(now: number, tz: string): number {
  const w = wallClock(now, tz);
  return now - w.minutes * 60_000 - (now % 60_000);
}

/** '12:04' elapsed → '4 min', '1 h 05 min'. */
export function elapsedLabel(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${two(minutes % 60)} min`;
}

export function modeLabel(o: Pick<BoardOrder, "type" | "tableNumber">): string {
  if (o.type === "DELIVERY") return "Delivery";
  if (o.type === "TABLE") return o.tableNumber ? `Mesa ${o.tableNumber}` : "Mesa";
  if (o.type === "SELF_SERVICE") return "Autoservicio";
  return "Para retirar";
}

const PAYMENT_FALLBACK: Record<PaymentMethod, string> = { CASH: "Efectivo", CARD: "Tarjeta", ONLINE: "Tarjeta online" };

/** The first name the card shows ('Juan Pérez' → 'Juan'). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export interface BoardCard {
  code: string;
  status: OrderStatus;
  type: OrderModeType;
  column: BoardColumnKey;
  mode: string;
  /** 'Pedido 21:05' or 'Programado Hoy 22:30'. */
  timeLabel: string;
  units: string;
  total: string;
  payment: string;
  /** 'Paga con $ 20.000' (cash only). */
  paysWith: string | null;
  customer: string;
  /** epoch ms the counter runs from, and its colour now. */
  since: number;
  elapsed: string;
  lateness: Lateness;
  /** 'Listo 21:25' / 'Llega 21:45' once accepted with a time. */
  due: string | null;
  readyBy: number | null;
  cancelReason: string | null;
  plates: BoardPlate[];
  /** Which actions the card offers. */
  actions: { accept: boolean; refuse: boolean; delay: boolean; ready: boolean };
}

/** The expected time's label: delivery orders arrive, the rest are ready. */
export function dueLabel(type: OrderModeType, readyBy: number, tz: string): string {
  return `${type === "DELIVERY" ? "Llega" : "Listo"} ${clockTime(readyBy, tz)}`;
}

export function boardCard(o: BoardOrder, now: number, tz: string, money: MoneyFormat): BoardCard {
  const column = boardColumn(o, now);
  const since = o.status === "GENERATED" ? waitingSince(o) : o.createdAt;
  const open = o.status !== "DELIVERED" && o.status !== "CANCELED";
  return {
    code: o.code,
    status: o.status,
    type: o.type,
    column,
    mode: modeLabel(o),
    timeLabel: o.scheduled && o.scheduledAt != null ? `Programado ${clockTime(o.scheduledAt, tz)}` : `Pedido ${clockTime(o.createdAt, tz)}`,
    units: o.units === 1 ? "1 unidad" : `${o.units} unidades`,
    total: formatMoney(o.total, money),
    payment: o.paymentName ?? PAYMENT_FALLBACK[o.paymentMethod],
    paysWith: o.paymentMethod === "CASH" && o.paysWith ? `Paga con ${formatMoney(o.paysWith, money)}` : null,
    customer: firstName(o.customerName),
    since,
    elapsed: elapsedLabel(now - since),
    lateness: lateness(o, now),
    due: open && o.readyBy != null ? dueLabel(o.type, o.readyBy, tz) : null,
    readyBy: o.readyBy,
    cancelReason: o.cancelReason,
    plates: o.plates ?? [],
    actions: {
      accept: o.status === "GENERATED",
      refuse: o.status === "GENERATED" || o.status === "ACCEPTED" || o.status === "AWAITING_FINAL_STAGE",
      delay: (o.status === "ACCEPTED" || o.status === "AWAITING_FINAL_STAGE") && o.readyBy != null,
      ready: (o.status === "ACCEPTED" || o.status === "AWAITING_FINAL_STAGE") && o.type !== "DELIVERY",
    },
  };
}

export interface BoardView {
  columns: { key: BoardColumnKey; title: string; cards: BoardCard[] }[];
  newCount: number;
  overdue: string[];
}

export function boardView(orders: BoardOrder[], now: number, tz: string, money: MoneyFormat): BoardView {
  const cards = orders.map((o) => boardCard(o, now, tz, money));
  const columns = BOARD_COLUMNS.map((c) => ({ key: c.key, title: c.title, cards: cards.filter((card) => card.column === c.key) }));
  // Finished and cancelled: the latest first; open columns: the oldest first (the next to do).
  for (const c of columns) if (c.key === "finished" || c.key === "canceled") c.cards.reverse();
  return { columns, newCount: columns[0]!.cards.length, overdue: overdueNewOrders(orders, now) };
}

/** Finished and cancelled orders shown (each a line, the latest first): an evening holds hundreds. */
export const CLOSED_LINES_SHOWN = 30;

/**
 * What the board page sends the browser of an order: only what its card shows (the first name,
 * the plates only while it can still be refused). The same shape travels in the room's events.
 */
export function boardOrderOnScreen(o: BoardOrder): BoardOrder {
  const refusable = o.status === "GENERATED" || o.status === "ACCEPTED" || o.status === "AWAITING_FINAL_STAGE";
  return {
    code: o.code,
    status: o.status,
    type: o.type,
    paymentMethod: o.paymentMethod,
    paymentName: o.paymentName,
    customerName: firstName(o.customerName),
    scheduled: o.scheduled,
    scheduledAt: o.scheduledAt,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    total: o.total,
    paysWith: o.paysWith,
    units: o.units,
    tableNumber: o.tableNumber,
    readyBy: o.readyBy,
    cancelReason: o.cancelReason,
    shipmentStatus: o.shipmentStatus,
    ...(refusable && o.plates?.length ? { plates: o.plates } : {}),
  };
}

/** How many finished and cancelled orders of the day are not among `shown` (the board holds only the latest). */
export function closedHidden(shown: BoardOrder[], count: { finished: number; canceled: number }): { finished: number; canceled: number } {
  const finished = shown.filter((o) => o.status === "DELIVERED").length;
  const canceled = shown.filter((o) => o.status === "CANCELED").length;
  return { finished: Math.max(0, count.finished - finished), canceled: Math.max(0, count.canceled - canceled) };
}

/** The board's orders with the live changes laid over them: a code's newest copy wins; oldest first. */
export function withLiveChanges(loaded: BoardOrder[], live: Iterable<BoardOrder>): BoardOrder[] {
  const byCode = new Map(loaded.map((o) => [o.code, o]));
  let changed = false;
  for (const o of live) {
    const have = byCode.get(o.code);
    if (have && (have.updatedAt ?? 0) > (o.updatedAt ?? 0)) continue;
    byCode.set(o.code, o);
    changed = true;
  }
  if (!changed) return loaded;
  return [...byCode.values()].sort((a, b) => a.createdAt - b.createdAt);
}

/** The refusal reason as stored and shown to the diner: 'Otro' is replaced by its text. */
export function refusalText(reason: string, other: string): { ok: true; text: string } | { ok: false; error: string } {
  if (!(REFUSAL_REASONS as readonly string[]).includes(reason)) return { ok: false, error: MSG_BOARD_BAD_REQUEST };
  if (reason !== "Otro") return { ok: true, text: reason };
  const text = other.trim().replace(/\s+/g, " ").slice(0, MAX_REASON_TEXT);
  return text ? { ok: true, text } : { ok: false, error: MSG_REASON_TEXT_REQUIRED };
}

/** Accepted now with `prepMinutes`: when it is expected ready (or at the door). */
export const readyByOf = (now: number, prepMinutes: number) => now + prepMinutes * 60_000;
