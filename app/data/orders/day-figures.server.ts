// The day's figures of a location (the shop's console, /consola/{alias}/resumen), aggregated in
// SQL over the orders placed in [from, to): sales by payment method, times between status
// events, best-selling plates, orders per quarter hour, every location of the company side by
// side, and the day's orders for accounting. The rules (averages, local hours, labels) are in
// app/domain/orders/day-figures.ts.
//
// An order counts once it reached the shop: it has a GENERATED event (an online card order
// never paid stays out). Every statement walks orders_contact_created_idx (location, created_at)
// and reaches events and lines by their unique (order_id, …) indexes.
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import type { OrderStatus } from "~/domain/orders/order-status";
import type { AccountingOrder } from "~/domain/orders/accounting-csv";
import { QUARTER_HOUR_MS, TOP_PLATES } from "~/domain/orders/day-figures";

export interface DayRange {
  from: number;
  to: number;
}
export interface FiguresPlace {
  companyId: number;
  branchContactId: number;
}

/**
 * The stored reason of a cancellation. No order stores one yet (the console's 'Rechazar' will):
 * until then every cancellation is listed as 'Sin motivo'.
 */
const CANCEL_REASON_SQL = "NULL";

/** Orders that reached the shop (alias o; g = its GENERATED event)… */
const RECEIVED_ORDERS = "orders o JOIN order_status_events g ON g.order_id = o.id AND g.status = 'GENERATED'";
/** …of one location, placed in the range (?1 company, ?2 location, ?3 from, ?4 to). */
const OF_THE_DAY = "o.branch_contact_id = ?2 AND o.company_id = ?1 AND o.created_at >= ?3 AND o.created_at < ?4";
const RECEIVED = `${RECEIVED_ORDERS} WHERE ${OF_THE_DAY}`;

export interface DayFiguresRows {
  byPayment: { paymentMethod: PaymentMethod; orders: number; sales: number }[];
  canceled: { reason: string | null; orders: number }[];
  times: {
    acceptMs: number | null; accepted: number;
    prepareMs: number | null; prepared: number;
    deliveryMs: number | null; delivered: number;
  };
  topPlates: { name: string; units: number; sales: number }[];
  quarters: { quarter: number; orders: number }[];
}

export async function dayFigures(env: Pick<Env, "DB">, place: FiguresPlace, range: DayRange): Promise<DayFiguresRows> {
  const q = (sql: string) => env.DB.prepare(sql).bind(place.companyId, place.branchContactId, range.from, range.to);
  const [byPayment, canceled, times, topPlates, quarters] = await env.DB.batch([
    q(`SELECT o.payment_method AS paymentMethod, COUNT(*) AS orders, SUM(o.total) AS sales
       FROM ${RECEIVED} AND o.status <> 'CANCELED'
       GROUP BY o.payment_method`),
    q(`SELECT ${CANCEL_REASON_SQL} AS reason, COUNT(*) AS orders
       FROM ${RECEIVED} AND o.status = 'CANCELED'
       GROUP BY reason ORDER BY orders DESC`),
    // Preparation and delivery leave scheduled orders out: their times follow the slot chosen.
    q(`SELECT SUM(a.at - g.at) AS acceptMs, COUNT(a.at) AS accepted,
         SUM(CASE WHEN o.scheduled = 0 THEN r.at - a.at END) AS prepareMs,
         COUNT(CASE WHEN o.scheduled = 0 AND a.at IS NOT NULL THEN r.at END) AS prepared,
         SUM(CASE WHEN o.scheduled = 0 AND o.type = 'DELIVERY' THEN d.at - g.at END) AS deliveryMs,
         COUNT(CASE WHEN o.scheduled = 0 AND o.type = 'DELIVERY' THEN d.at END) AS delivered
       FROM ${RECEIVED_ORDERS}
       LEFT JOIN order_status_events a ON a.order_id = o.id AND a.status = 'ACCEPTED'
       LEFT JOIN order_status_events r ON r.order_id = o.id AND r.status = 'READY'
       LEFT JOIN order_status_events d ON d.order_id = o.id AND d.status = 'DELIVERED'
       WHERE ${OF_THE_DAY}`),
    // Sizes of a plate count together; a plate no longer on the menu keeps its name.
    q(`SELECT MAX(l.name) AS name, SUM(l.quantity) AS units, SUM(l.line_total) AS sales
       FROM ${RECEIVED_ORDERS} JOIN order_lines l ON l.order_id = o.id
       WHERE ${OF_THE_DAY} AND o.status <> 'CANCELED'
       GROUP BY COALESCE(l.plate_id, l.name)
       ORDER BY units DESC, sales DESC, name ASC LIMIT ${TOP_PLATES}`),
    q(`SELECT o.created_at / ${QUARTER_HOUR_MS} AS quarter, COUNT(*) AS orders
       FROM ${RECEIVED}
       GROUP BY quarter`),
  ]);
  const t = (times.results[0] ?? {}) as DayFiguresRows["times"];
  return {
    byPayment: byPayment.results as DayFiguresRows["byPayment"],
    canceled: canceled.results as DayFiguresRows["canceled"],
    times: {
      acceptMs: t.acceptMs ?? null, accepted: t.accepted ?? 0,
      prepareMs: t.prepareMs ?? null, prepared: t.prepared ?? 0,
      deliveryMs: t.deliveryMs ?? null, delivered: t.delivered ?? 0,
    },
    topPlates: topPlates.results as DayFiguresRows["topPlates"],
    quarters: quarters.results as DayFiguresRows["quarters"],
  };
}

export interface LocationDayRow {
  alias: string;
  name: string;
  /** Orders received (cancelled ones included). */
  orders: number;
  canceled: number;
  /** Total of the orders not cancelled. */
  sales: number;
  acceptMs: number | null;
  accepted: number;
}

/** Every location of the company over the same range, in the company's order of locations. */
export async function companyLocationsDay(env: Pick<Env, "DB">, companyId: number, range: DayRange): Promise<LocationDayRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT bc.alias AS alias, bc.name AS name,
       COUNT(o.id) AS orders,
       COUNT(CASE WHEN o.status = 'CANCELED' THEN 1 END) AS canceled,
       COALESCE(SUM(CASE WHEN o.status <> 'CANCELED' THEN o.total END), 0) AS sales,
       SUM(a.at - g.at) AS acceptMs, COUNT(a.at) AS accepted
     FROM branch_contacts bc
     LEFT JOIN orders o ON o.branch_contact_id = bc.id AND o.company_id = bc.company_id AND o.created_at >= ?2 AND o.created_at < ?3
       AND EXISTS (SELECT 1 FROM order_status_events x WHERE x.order_id = o.id AND x.status = 'GENERATED')
     -- Not a LEFT JOIN of (orders JOIN events): SQLite materializes that by scanning every event.
     LEFT JOIN order_status_events g ON g.order_id = o.id AND g.status = 'GENERATED'
     LEFT JOIN order_status_events a ON a.order_id = o.id AND a.status = 'ACCEPTED'
     WHERE bc.company_id = ?1
     GROUP BY bc.id
     ORDER BY bc.branch_id, bc.position, bc.id`,
  )
    .bind(companyId, range.from, range.to)
    .all<LocationDayRow>();
  return results;
}

/** The day's orders that reached the shop, oldest first, with what accounting needs. */
export async function dayOrdersForAccounting(env: Pick<Env, "DB">, place: FiguresPlace, range: DayRange): Promise<AccountingOrder[]> {
  const { results } = await env.DB.prepare(
    `SELECT o.code AS code, o.created_at AS createdAt, o.type AS type, o.payment_method AS paymentMethod, o.status AS status,
       o.items_total AS itemsTotal,
       o.service_fee + o.delivery_fee + (SELECT COALESCE(SUM(json_extract(s.value, '$.amount')), 0) FROM json_each(o.surcharges) s) AS fees,
       o.total AS total
     FROM ${RECEIVED}
     ORDER BY o.created_at, o.id`,
  )
    .bind(place.companyId, place.branchContactId, range.from, range.to)
    .all<{ code: string; createdAt: number; type: OrderModeType; paymentMethod: PaymentMethod; status: OrderStatus; itemsTotal: number; fees: number; total: number }>();
  return results;
}
