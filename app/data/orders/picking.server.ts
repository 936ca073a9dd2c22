// Reads and the one non-status write of the picker app (logistics.md §2 Picker list /
// detail, §3 Diner order (picker view), §4). Status changes go through
// app/services/orders/order-transitions.server.ts. Every statement filters by company_id and location.
import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/data/db.server";
import { categories } from "~/data/schema.server";
import type { PickerLine } from "~/domain/orders/picking";
import type { OrderStatus } from "~/domain/orders/order-status";
import type { OrderModeType } from "~/domain/types";
import { getOrderByCode, normalizeOrderCode, type StoredOrder } from "./order-reader.server";

export interface PickerListRow {
  id: number;
  code: string;
  status: OrderStatus;
  type: OrderModeType;
  total: number;
  itemsTotal: number;
  orderedAt: number;
  units: number;
  /** '2× Muzzarella (Grande) · 1× Coca-Cola 1,5 L', in the order's line order. */
  items: string;
}

/**
 * §2 Picker list: the location's orders to prepare ('Para preparar': GENERATED), oldest
 * first, so that the first one is the one a picker may take.
 */
export async function listOrdersToPick(env: Pick<Env, "DB">, place: { companyId: number; branchContactId: number }, offset: number, limit: number): Promise<PickerListRow[]> {
  const { results } = await env.DB
    .prepare(
      `SELECT o.id, o.code, o.status, o.type, o.total, o.items_total, o.created_at,
         (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id AND l.company_id = o.company_id) AS units,
         (SELECT group_concat(x.item, ' · ') FROM (
            SELECT l.quantity || '× ' || l.name || COALESCE(' (' || l.size_name || ')', '') AS item
            FROM order_lines l WHERE l.order_id = o.id AND l.company_id = o.company_id ORDER BY l.line_no) x) AS items
       FROM orders o
       WHERE o.company_id = ? AND o.branch_contact_id = ? AND o.status = 'GENERATED' AND o.picker_staff_id IS NULL
       ORDER BY o.created_at ASC, o.id ASC LIMIT ? OFFSET ?`,
    )
    .bind(place.companyId, place.branchContactId, limit, offset)
    .all<{ id: number; code: string; status: OrderStatus; type: OrderModeType; total: number; items_total: number; created_at: number; units: number; items: string | null }>();
  return results.map((r) => ({ id: r.id, code: r.code, status: r.status, type: r.type, total: r.total, itemsTotal: r.items_total, orderedAt: r.created_at, units: r.units, items: r.items ?? "" }));
}

/** How many orders the location has to prepare (the list's count). */
export async function countOrdersToPick(env: Pick<Env, "DB">, place: { companyId: number; branchContactId: number }): Promise<number> {
  const row = await env.DB
    .prepare(`SELECT COUNT(*) AS n FROM orders WHERE company_id = ? AND branch_contact_id = ? AND status = 'GENERATED' AND picker_staff_id IS NULL`)
    .bind(place.companyId, place.branchContactId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The code of the first order to pick (the only one a picker may take, §5), or null. */
export async function firstOrderToPick(env: Pick<Env, "DB">, place: { companyId: number; branchContactId: number }): Promise<string | null> {
  const [first] = await listOrdersToPick(env, place, 0, 1);
  return first?.code ?? null;
}

/** The order a picker holds and has not finished (§4 forced redirect), or null. */
export async function orderInPickingOf(env: Pick<Env, "DB">, companyId: number, staffId: number): Promise<{ id: number; code: string; branchContactId: number } | null> {
  const row = await env.DB
    .prepare(
      `SELECT id, code, branch_contact_id FROM orders
       WHERE company_id = ? AND picker_staff_id = ? AND picking_finished_at IS NULL AND status NOT IN ('CANCELED', 'DELIVERED')
       ORDER BY picking_started_at DESC LIMIT 1`,
    )
    .bind(companyId, staffId)
    .first<{ id: number; code: string; branch_contact_id: number }>();
  return row ? { id: row.id, code: row.code, branchContactId: row.branch_contact_id } : null;
}

export interface PickerOrder {
  stored: StoredOrder;
  lines: PickerLine[];
}

/** One order of the location by code, with its lines named by category (§2 'grouped by category'). */
export async function pickerOrderByCode(env: Env, place: { companyId: number; branchContactId: number }, code: string): Promise<PickerOrder | null> {
  const wanted = normalizeOrderCode(code);
  if (!wanted) return null;
  const d = db(env);
  const stored = await getOrderByCode(env, place.companyId, wanted);
  if (!stored || stored.order.branchContactId !== place.branchContactId) return null;
  const ids = [...new Set(stored.lines.map((l) => l.categoryId).filter((x): x is number => x != null))];
  const names = ids.length
    ? await d.select({ id: categories.id, name: categories.name }).from(categories).where(and(eq(categories.companyId, place.companyId), inArray(categories.id, ids)))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const lines: PickerLine[] = stored.lines.map((l) => ({
    lineNo: l.lineNo,
    name: l.name,
    sizeName: l.sizeName,
    groupName: (l.categoryId != null ? nameOf.get(l.categoryId) : null) ?? "Otros",
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    extras: (l.extras ?? []).flatMap((g) => g.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name))),
    notes: l.notes,
  }));
  return { stored, lines };
}

/**
 * The last step of a delivery order's picking (§4 'back to ACCEPTED for delivery
 * orders'): the order stays ACCEPTED for its rider; the picking ends with the till amount.
 * One conditional UPDATE: only the picker holding it, once. True when written.
 */
export async function finishDeliveryPicking(
  env: Pick<Env, "DB">,
  companyId: number,
  orderId: number,
  staffId: number,
  deliverablePrice: number,
  differenceAmount: number,
  at: number,
): Promise<boolean> {
  const row = await env.DB
    .prepare(
      `UPDATE orders SET picking_finished_at = ?1, deliverable_price = ?2, difference_amount = ?3, updated_at = ?1
       WHERE company_id = ?4 AND id = ?5 AND status = 'ACCEPTED' AND type = 'DELIVERY' AND picker_staff_id = ?6 AND picking_finished_at IS NULL
       RETURNING id`,
    )
    .bind(at, deliverablePrice, differenceAmount, companyId, orderId, staffId)
    .first<{ id: number }>();
  return !!row;
}
