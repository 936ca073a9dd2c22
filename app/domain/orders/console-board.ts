// The shop's console board (the live orders of a location): which column an order is in, what
// its card says, and how late it is. Pure: the caller passes `now` and the location's time zone.
// Values the spec leaves open: docs/decisions.md#the-shops-console.
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { wallClock } from "~/domain/checkout/schedule";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import type { OrderStatus } from "./order-status";

/** The board's columns; `param`: the query parameter of the column's page ('?nuevos=2'). */
export const BOARD_COLUMNS = [
  { key: "new", title: "Nuevos", param: "nuevos" },
  { key: "preparing", title: "En preparación", param: "preparacion" },
  { key: "ready", title: "Listos", param: "listos" },
  { key: "onTheWay", title: "En camino", param: "camino" },
  { key: "scheduled", title: "Programados", param: "programados" },
  { key: "finished", title: "Finalizados hoy", param: "finalizados" },
  { key: "canceled", title: "Cancelados hoy", param: "cancelados" },
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
/**
 * The board's clock moves in steps of this size: its counters tick every step in the browser, and
 * the server draws the board as of the step's start, so that the same orders in the same step
 * are the same page (its render is kept: docs/decisions/board-kept-per-revision.md).
 */
export const BOARD_CLOCK_STEP_MS = 15_000;
export const boardClockAt = (at: number) => at - (at % BOARD_CLOCK_STEP_MS);

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
  /** When it last changed: of two copies of an order on a live board, the newer one wins. */
  updatedAt?: number;
}

/** A delivery order whose shipment is in one of these is 'En camino'. */
export const SHIPMENT_ON_THE_WAY: readonly ShipmentStatus[] = ["ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFFS"];

/** The column of an order at `now`. */
export function boardColumn(o: BoardOrder, now: number): BoardColumnKey {
  if (o.status === "CANCELED") return "canceled";
  if (o.status === "DELIVERED") return "finished";
  if (o.type === "DELIVERY" && (o.status === "READY" || (o.shipmentStatus != null && SHIPMENT_ON_THE_WAY.includes(o.shipmentStatus)))) return "onTheWay";
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
    actions: {
      accept: o.status === "GENERATED",
      refuse: isRefusable(o.status),
      delay: (o.status === "ACCEPTED" || o.status === "AWAITING_FINAL_STAGE") && o.readyBy != null,
      ready: (o.status === "ACCEPTED" || o.status === "AWAITING_FINAL_STAGE") && o.type !== "DELIVERY",
    },
  };
}

/** Cards on a page of a column: a busy evening holds hundreds of orders (docs/decisions.md). */
export const BOARD_PAGE_SIZE = 30;
/** The highest page number a column's parameter takes ('?nuevos=2'). */
export const MAX_BOARD_PAGE = 9999;
export const MSG_BOARD_BAD_PAGE = "La página del tablero no es válida. Vuelva al tablero.";

export type BoardColumnCounts = Record<BoardColumnKey, number>;

/** The pages the query asks for ('?nuevos=2&cancelados=3'), 1 where absent; null when one is not a page number. */
export function boardPagesOf(query: URLSearchParams): BoardColumnCounts | null {
  const pages = {} as BoardColumnCounts;
  for (const c of BOARD_COLUMNS) {
    const raw = query.getAll(c.param);
    if (raw.length === 0) pages[c.key] = 1;
    else if (raw.length === 1 && /^[1-9]\d{0,3}$/.test(raw[0]!)) pages[c.key] = Number(raw[0]);
    else return null;
  }
  return pages;
}

/** A page past a column's last one shows its last page (a link followed after orders left it). */
export function clampedBoardPages(pages: BoardColumnCounts, totals: BoardColumnCounts, perPage: number): BoardColumnCounts {
  const clamped = { ...pages };
  for (const c of BOARD_COLUMNS) clamped[c.key] = Math.max(1, Math.min(pages[c.key], Math.ceil(totals[c.key] / perPage)));
  return clamped;
}

/** What a board page loaded: a page of each column, and how many orders each column held. */
export interface BoardPageLoad {
  /** The pages' orders, the oldest first. */
  orders: BoardOrder[];
  /** The instant the columns were worked out at. */
  loadedAt: number;
  totals: BoardColumnCounts;
  pages: BoardColumnCounts;
  perPage: number;
}

export interface BoardColumnView {
  key: BoardColumnKey;
  title: string;
  /** The column's page parameter ('nuevos'). */
  param: string;
  cards: BoardCard[];
  /** How many orders the column holds, on every page. */
  total: number;
  /** The page shown (1: the first) and the position of its first card (1-based). */
  page: number;
  first: number;
  /** Orders follow this page's ('Ver más'). */
  more: boolean;
}

export interface BoardView {
  columns: BoardColumnView[];
  /** Orders in 'Nuevos' (every page): the tab's badge. */
  newCount: number;
}

const isClosedColumn = (key: BoardColumnKey) => key === "finished" || key === "canceled";

/** Whether `a` comes before `b` in column `key`: open columns the oldest first, finished and cancelled the latest first. */
const comesBefore = (key: BoardColumnKey, a: BoardOrder, b: BoardOrder) => (isClosedColumn(key) ? a.createdAt > b.createdAt : a.createdAt < b.createdAt);

/**
 * The board at `now`: the loaded pages with the live changes laid over them (a code's newest copy
 * wins). An order already on the page stays on it, in its new column, and moves its count along.
 * An order the page did not hold (a new one) adds to its column's count and shows only where the
 * column's page reaches its place: a new order past a full first page of 'Nuevos' only bumps it.
 */
export function boardView(load: BoardPageLoad, live: Iterable<BoardOrder>, now: number, tz: string, money: MoneyFormat): BoardView {
  const totals = { ...load.totals };
  const current = new Map(load.orders.map((o) => [o.code, o]));
  const arrived: BoardOrder[] = [];
  for (const o of live) {
    const had = current.get(o.code);
    if (!had) arrived.push(o);
    else if ((had.updatedAt ?? 0) <= (o.updatedAt ?? 0)) current.set(o.code, o);
  }
  const held = new Map<BoardColumnKey, BoardOrder[]>(BOARD_COLUMNS.map((c) => [c.key, []]));
  for (const loaded of load.orders) {
    const from = boardColumn(loaded, load.loadedAt);
    const to = boardColumn(current.get(loaded.code)!, now);
    held.get(from)!.push(loaded);
    if (from !== to) {
      totals[from] = Math.max(0, totals[from] - 1);
      totals[to]++;
    }
  }
  const shown = [...current.values()];
  for (const o of arrived) {
    const key = boardColumn(o, now);
    totals[key]++;
    const page = [...held.get(key)!].sort((a, b) => (comesBefore(key, a, b) ? -1 : comesBefore(key, b, a) ? 1 : 0));
    const lastPage = (load.pages[key] - 1) * load.perPage + page.length >= load.totals[key];
    const afterFirst = load.pages[key] === 1 || (page.length > 0 && !comesBefore(key, o, page[0]!));
    const beforeLast = lastPage || (page.length > 0 && comesBefore(key, o, page[page.length - 1]!));
    if (afterFirst && beforeLast) shown.push(o);
  }
  shown.sort((a, b) => a.createdAt - b.createdAt);
  const cards = shown.map((o) => boardCard(o, now, tz, money));
  const columns = BOARD_COLUMNS.map((c): BoardColumnView => {
    const inColumn = cards.filter((card) => card.column === c.key);
    if (isClosedColumn(c.key)) inColumn.reverse();
    const first = (load.pages[c.key] - 1) * load.perPage + 1;
    const total = Math.max(totals[c.key], first - 1 + inColumn.length);
    return { key: c.key, title: c.title, param: c.param, cards: inColumn, total, page: load.pages[c.key], first, more: first - 1 + inColumn.length < total };
  });
  return { columns, newCount: columns[0]!.total };
}

/**
 * What the board page sends the browser of an order: only what its card shows (the first name;
 * no phone, no items). The same shape travels in the room's events.
 */
export function boardOrderOnScreen(o: BoardOrder): BoardOrder {
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
  };
}

/** 'Rechazar' applies to an order not ready yet (new or being prepared). */
export function isRefusable(status: OrderStatus): boolean {
  return status === "GENERATED" || status === "ACCEPTED" || status === "AWAITING_FINAL_STAGE";
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
