// The shop's console board: the orders of a location for the board (one read), the 'Demorar'
// conditional write, and the location's auto-accept setting. Every read is scoped by company
// and location (another location's order is not on its board).
import type { OrderStatus, PaymentStatus } from "~/domain/orders/order-status";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import type { BoardPlate } from "~/domain/orders/console-board";

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
  /** The distinct plates of its lines. */
  plates: BoardPlate[];
}

const BOARD_ORDER_COLUMNS = `SELECT o.code, o.status, o.type, o.payment_method, o.payment_status, pt.show_name AS payment_name, o.customer_name,
            o.scheduled, o.scheduled_at, o.created_at, o.updated_at, o.total, o.pays_with, o.table_number,
            o.prep_minutes, o.delay_minutes, o.ready_by, o.cancel_reason,
            (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS units,
            (SELECT json_group_array(json_object('id', p.plate_id, 'name', p.name)) FROM
               (SELECT DISTINCT l.plate_id, l.name FROM order_lines l WHERE l.order_id = o.id AND l.plate_id IS NOT NULL) p) AS plates,
            (SELECT s.status FROM shipments s WHERE s.company_id = o.company_id AND s.order_id = o.id ORDER BY s.id DESC LIMIT 1) AS shipment_status
     FROM orders o LEFT JOIN payment_types pt ON pt.id = o.payment_type_id`;

/**
 * The board's orders: every order not finished yet (whatever its day), and of the ones finished
 * or cancelled since `since` (the start of the location's day) the latest `closedShown` of each
 * with how many there are. Oldest first.
 */
export async function boardOrders(
  env: Pick<Env, "DB">, companyId: number, branchContactId: number, since: number, closedShown: number,
): Promise<{ orders: BoardOrderRow[]; closedCount: { finished: number; canceled: number } }> {
  const scope = "o.company_id = ? AND o.branch_contact_id = ?";
  const closed = (status: "DELIVERED" | "CANCELED") =>
    env.DB.prepare(`${BOARD_ORDER_COLUMNS} WHERE ${scope} AND o.status = ? AND o.updated_at >= ? ORDER BY o.created_at DESC, o.id DESC LIMIT ?`).bind(
      companyId, branchContactId, status, since, closedShown,
    );
  const [open, finished, canceled, counts] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare(`${BOARD_ORDER_COLUMNS} WHERE ${scope} AND o.status NOT IN ('PENDING_PAYMENT', 'DELIVERED', 'CANCELED') ORDER BY o.created_at ASC, o.id ASC LIMIT 500`).bind(
      companyId, branchContactId,
    ),
    closed("DELIVERED"),
    closed("CANCELED"),
    env.DB.prepare(`SELECT o.status, COUNT(*) AS n FROM orders o WHERE ${scope} AND o.status IN ('DELIVERED', 'CANCELED') AND o.updated_at >= ? GROUP BY o.status`).bind(
      companyId, branchContactId, since,
    ),
  ]);
  const count = (status: string) => Number(counts!.results.find((r) => r.status === status)?.n ?? 0);
  const orders = [...open!.results, ...finished!.results, ...canceled!.results].map(boardOrderRow).sort((a, b) => a.createdAt - b.createdAt);
  return { orders, closedCount: { finished: count("DELIVERED"), canceled: count("CANCELED") } };
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
    plates: JSON.parse(String(r.plates ?? "[]")) as BoardPlate[],
  };
}

/**
 * 'Demorar': minutes added to an accepted order's expected time, only if that time is still the
 * one the person saw (`seenReadyBy`): of two people delaying at once, one wins.
 */
export async function delayOrder(
  env: Pick<Env, "DB">, companyId: number, branchContactId: number, code: string, seenReadyBy: number, minutes: number, at: number,
): Promise<{ readyBy: number } | null> {
  const row = await env.DB.prepare(
    `UPDATE orders SET delay_minutes = delay_minutes + ?, ready_by = ready_by + ?, updated_at = ?
     WHERE company_id = ? AND branch_contact_id = ? AND code = ? AND ready_by = ?
       AND status IN ('ACCEPTED', 'AWAITING_FINAL_STAGE') RETURNING ready_by`,
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
  const row = await env.DB.prepare("SELECT auto_accept, default_prep_minutes, print_on_accept FROM console_board_settings WHERE company_id = ? AND branch_contact_id = ?")
    .bind(companyId, branchContactId)
    .first<{ auto_accept: number; default_prep_minutes: number; print_on_accept: number }>();
  return row ? { autoAccept: Boolean(row.auto_accept), defaultPrepMinutes: row.default_prep_minutes, printOnAccept: Boolean(row.print_on_accept) } : DEFAULT_BOARD_SETTINGS;
}

/** 'Imprimir al aceptar' of the location (its other board settings untouched). */
export async function savePrintOnAccept(env: Pick<Env, "DB">, companyId: number, branchContactId: number, on: boolean, at: number): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO console_board_settings (branch_contact_id, company_id, print_on_accept, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (branch_contact_id) DO UPDATE SET print_on_accept = excluded.print_on_accept, updated_at = excluded.updated_at
     WHERE console_board_settings.company_id = excluded.company_id`,
  )
    .bind(branchContactId, companyId, on ? 1 : 0, at)
    .run();
}

/** The auto-accept settings (the board's own form); 'Imprimir al aceptar' is untouched. */
export async function saveBoardSettings(env: Pick<Env, "DB">, companyId: number, branchContactId: number, s: Omit<BoardSettings, "printOnAccept">, at: number): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO console_board_settings (branch_contact_id, company_id, auto_accept, default_prep_minutes, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (branch_contact_id) DO UPDATE SET auto_accept = excluded.auto_accept, default_prep_minutes = excluded.default_prep_minutes, updated_at = excluded.updated_at
     WHERE console_board_settings.company_id = excluded.company_id`,
  )
    .bind(branchContactId, companyId, s.autoAccept ? 1 : 0, s.defaultPrepMinutes, at)
    .run();
}

/** The name the location gave the order's payment type ('Efectivo', 'Tarjeta al recibir'), or null. */
export async function paymentTypeName(env: Pick<Env, "DB">, companyId: number, paymentTypeId: number | null): Promise<string | null> {
  if (paymentTypeId == null) return null;
  const row = await env.DB.prepare("SELECT show_name FROM payment_types WHERE company_id = ? AND id = ?").bind(companyId, paymentTypeId).first<{ show_name: string }>();
  return row?.show_name ?? null;
}
