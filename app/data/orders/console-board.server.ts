// The shop's console board: a page of each column of a location's board (one batch: the cards
// of each column's page and every column's count), the 'Demorar' conditional write, and the
// location's auto-accept setting. Every read is scoped by company and location (another
// location's order is not on its board).
import type { OrderStatus, PaymentStatus } from "~/domain/orders/order-status";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import { BOARD_COLUMNS, SHIPMENT_ON_THE_WAY, type BoardColumnCounts, type BoardColumnKey } from "~/domain/orders/console-board";

/** What a board card needs of an order (no phone: the detail shows it to who may see it). */
export interface BoardOrderRow {
  code: string;
  status: OrderStatus;
  type: OrderModeType;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paymentName: string | null;
  customerName: string;
  scheduled: boolean;
  scheduledAt: number | null;
  createdAt: number;
  updatedAt: number;
  total: number;
  paysWith: number | null;
  units: number;
  tableNumber: string | null;
  prepMinutes: number | null;
  delayMinutes: number;
  readyBy: number | null;
  cancelReason: string | null;
  /** The order's open (or last) shipment's status, for delivery orders. */
  shipmentStatus: ShipmentStatus | null;
}

const LAST_SHIPMENT_STATUS = "(SELECT s.status FROM shipments s WHERE s.company_id = o.company_id AND s.order_id = o.id ORDER BY s.id DESC LIMIT 1)";

const BOARD_ORDER_FIELDS = `o.code, o.status, o.type, o.payment_method, o.payment_status, pt.show_name AS payment_name, o.customer_name,
            o.scheduled, o.scheduled_at, o.created_at, o.updated_at, o.total, o.pays_with, o.table_number,
            o.prep_minutes, o.delay_minutes, o.ready_by, o.cancel_reason,
            (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS units`;

const BOARD_ORDER_COLUMNS = `SELECT ${BOARD_ORDER_FIELDS}, ${LAST_SHIPMENT_STATUS} AS shipment_status
     FROM orders o LEFT JOIN payment_types pt ON pt.id = o.payment_type_id`;

const onTheWay = SHIPMENT_ON_THE_WAY.map((s) => `'${s}'`).join(", ");

/**
 * The board's day with each order's column, as `boardColumn` (app/domain/orders/console-board.ts)
 * decides it: every order not finished yet (whatever its day) and the ones finished or cancelled
 * since ?3 (the start of the location's day). ?4: a scheduled order after this instant waits in
 * 'Programados'. Binds ?1 company, ?2 location.
 */
const BOARD_DAY = `WITH day AS (
    SELECT o.id, o.created_at, o.status, o.type, o.scheduled, o.scheduled_at, ${LAST_SHIPMENT_STATUS} AS shipment_status
    FROM orders o
    WHERE o.company_id = ?1 AND o.branch_contact_id = ?2
      AND (o.status NOT IN ('PENDING_PAYMENT', 'DELIVERED', 'CANCELED') OR (o.status IN ('DELIVERED', 'CANCELED') AND o.updated_at >= ?3))
  ), placed AS (
    SELECT id, created_at, shipment_status, CASE
      WHEN status = 'CANCELED' THEN 'canceled'
      WHEN status = 'DELIVERED' THEN 'finished'
      WHEN type = 'DELIVERY' AND (status = 'READY' OR shipment_status IN (${onTheWay})) THEN 'onTheWay'
      WHEN status = 'READY' THEN 'ready'
      WHEN status IN ('ACCEPTED', 'AWAITING_FINAL_STAGE') THEN 'preparing'
      WHEN scheduled AND scheduled_at IS NOT NULL AND scheduled_at > ?4 THEN 'scheduled'
      ELSE 'new' END AS board_column
    FROM day
  )`;

/**
 * One page of each column of the board: `offsets[column]` orders skipped, then at most `perPage`
 * (open columns the oldest first, finished and cancelled the latest first), and how many orders
 * each column holds. Only the page's orders are read in full (their units, their payment name).
 */
export async function boardPage(
  env: Pick<Env, "DB">,
  place: { companyId: number; branchContactId: number },
  at: { since: number; scheduledAfter: number },
  offsets: BoardColumnCounts,
  perPage: number
): Promise<{ orders: BoardOrderRow[]; totals: BoardColumnCounts }> {
  const binds = [place.companyId, place.branchContactId, at.since, at.scheduledAfter];
  const [page, counts] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare(
      `${BOARD_DAY}, ranked AS (
        SELECT id, shipment_status, board_column,
          ROW_NUMBER() OVER (PARTITION BY board_column ORDER BY
            CASE WHEN board_column IN ('finished', 'canceled') THEN -created_at ELSE created_at END,
            CASE WHEN board_column IN ('finished', 'canceled') THEN -id ELSE id END) AS position
        FROM placed
      )
      SELECT ${BOARD_ORDER_FIELDS}, r.shipment_status
      FROM ranked r JOIN orders o ON o.id = r.id LEFT JOIN payment_types pt ON pt.id = o.payment_type_id
      WHERE r.position > json_extract(?5, '$.' || r.board_column) AND r.position <= json_extract(?5, '$.' || r.board_column) + ?6
      ORDER BY o.created_at ASC, o.id ASC`
    ).bind(...binds, JSON.stringify(offsets), perPage),
    env.DB.prepare(`${BOARD_DAY} SELECT board_column, COUNT(*) AS n FROM placed GROUP BY board_column`).bind(...binds),
  ]);
  const totals = Object.fromEntries(BOARD_COLUMNS.map((c) => [c.key, 0])) as BoardColumnCounts;
  for (const r of counts!.results) if (Object.hasOwn(totals, String(r.board_column))) totals[r.board_column as BoardColumnKey] = Number(r.n);
  return { orders: page!.results.map(boardOrderRow), totals };
}

/** One order of the location as its board card needs it (what a room event carries), or null. */
export async function boardOrder(env: Pick<Env, "DB">, branchContactId: number, code: string): Promise<BoardOrderRow | null> {
  const row = await env.DB.prepare(`${BOARD_ORDER_COLUMNS} WHERE o.branch_contact_id = ? AND o.code = ? AND o.status <> 'PENDING_PAYMENT' LIMIT 1`)
    .bind(branchContactId, code)
    .first<Record<string, unknown>>();
  return row ? boardOrderRow(row) : null;
}

function boardOrderRow(r: Record<string, unknown>): BoardOrderRow {
  return {
    code: String(r.code),
    status: r.status as OrderStatus,
    type: r.type as OrderModeType,
    paymentMethod: r.payment_method as PaymentMethod,
    paymentStatus: r.payment_status as PaymentStatus,
    paymentName: (r.payment_name as string | null) ?? null,
    customerName: String(r.customer_name ?? ""),
    scheduled: Boolean(r.scheduled),
    scheduledAt: (r.scheduled_at as number | null) ?? null,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    total: Number(r.total),
    paysWith: (r.pays_with as number | null) ?? null,
    units: Number(r.units),
    tableNumber: (r.table_number as string | null) ?? null,
    prepMinutes: (r.prep_minutes as number | null) ?? null,
    delayMinutes: Number(r.delay_minutes ?? 0),
    readyBy: (r.ready_by as number | null) ?? null,
    cancelReason: (r.cancel_reason as string | null) ?? null,
    shipmentStatus: (r.shipment_status as ShipmentStatus | null) ?? null,
  };
}

/**
 * 'Demorar': minutes added to an accepted order's expected time, only if that time is still the
 * one the person saw (`seenReadyBy`): of two people delaying at once, one wins.
 */
export async function delayOrder(
  env: Pick<Env, "DB">,
  companyId: number,
  branchContactId: number,
  code: string,
  seenReadyBy: number,
  minutes: number,
  at: number
): Promise<{ readyBy: number } | null> {
  const row = await env.DB.prepare(
    `UPDATE orders SET delay_minutes = delay_minutes + ?, ready_by = ready_by + ?, updated_at = ?
     WHERE company_id = ? AND branch_contact_id = ? AND code = ? AND ready_by = ?
       AND status IN ('ACCEPTED', 'AWAITING_FINAL_STAGE') RETURNING ready_by`
  )
    .bind(minutes, minutes * 60_000, at, companyId, branchContactId, code, seenReadyBy)
    .first<{ ready_by: number }>();
  return row ? { readyBy: row.ready_by } : null;
}

export interface BoardSettings {
  autoAccept: boolean;
  defaultPrepMinutes: number;
  /** 'Imprimir al aceptar': accepting an order prints its kitchen ticket. */
  printOnAccept: boolean;
}

export const DEFAULT_BOARD_SETTINGS: BoardSettings = { autoAccept: false, defaultPrepMinutes: 20, printOnAccept: false };

export async function boardSettings(env: Pick<Env, "DB">, companyId: number, branchContactId: number): Promise<BoardSettings> {
  const row = await env.DB.prepare(
    "SELECT auto_accept, default_prep_minutes, print_on_accept FROM console_board_settings WHERE company_id = ? AND branch_contact_id = ?"
  )
    .bind(companyId, branchContactId)
    .first<{ auto_accept: number; default_prep_minutes: number; print_on_accept: number }>();
  return row
    ? { autoAccept: Boolean(row.auto_accept), defaultPrepMinutes: row.default_prep_minutes, printOnAccept: Boolean(row.print_on_accept) }
    : DEFAULT_BOARD_SETTINGS;
}

/** 'Imprimir al aceptar' of the location (its other board settings untouched). */
export async function savePrintOnAccept(env: Pick<Env, "DB">, companyId: number, branchContactId: number, on: boolean, at: number): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO console_board_settings (branch_contact_id, company_id, print_on_accept, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (branch_contact_id) DO UPDATE SET print_on_accept = excluded.print_on_accept, updated_at = excluded.updated_at
     WHERE console_board_settings.company_id = excluded.company_id`
  )
    .bind(branchContactId, companyId, on ? 1 : 0, at)
    .run();
}

/** The auto-accept settings (the board's own form); 'Imprimir al aceptar' is untouched. */
export async function saveBoardSettings(
  env: Pick<Env, "DB">,
  companyId: number,
  branchContactId: number,
  s: Omit<BoardSettings, "printOnAccept">,
  at: number
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO console_board_settings (branch_contact_id, company_id, auto_accept, default_prep_minutes, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (branch_contact_id) DO UPDATE SET auto_accept = excluded.auto_accept, default_prep_minutes = excluded.default_prep_minutes, updated_at = excluded.updated_at
     WHERE console_board_settings.company_id = excluded.company_id`
  )
    .bind(branchContactId, companyId, s.autoAccept ? 1 : 0, s.defaultPrepMinutes, at)
    .run();
}

/** The name the location gave the order's payment type ('Efectivo', 'Tarjeta al recibir'), or null. */
export async function paymentTypeName(env: Pick<Env, "DB">, companyId: number, paymentTypeId: number | null): Promise<string | null> {
  if (paymentTypeId == null) return null;
  const row = await env.DB.prepare("SELECT show_name FROM payment_types WHERE company_id = ? AND id = ?")
    .bind(companyId, paymentTypeId)
    .first<{ show_name: string }>();
  return row?.show_name ?? null;
}

/**
 * The location's board revision (migrations/0032: triggers bump it on every write of its orders,
 * their lines and shipments and its board settings); 0 before the first.
 */
export async function boardRevision(env: Pick<Env, "DB">, branchContactId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT revision FROM board_revisions WHERE branch_contact_id = ?").bind(branchContactId).first<{ revision: number }>();
  return row?.revision ?? 0;
}
