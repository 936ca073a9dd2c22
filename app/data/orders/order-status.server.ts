// Order statuses with timestamps (storefront.md §4 "Order statuses", §3
// "Loyalty programme": cashback, "Reward is credited once only") and the order of a
// code seen through an alias (findOrderForAlias).
//
// transitionOrder: one db.batch (one transaction):
//   1. UPDATE orders … WHERE status = from   (conditional: a stale caller changes nothing)
//   2. INSERT order_status_events … SELECT … WHERE status = to
//      UNIQUE(order_id, status): a second caller racing to the same status fails
//      here and its whole batch (cashback included) rolls back;
//   3. (DELIVERED) INSERT loyalty_movements CASHBACK, UNIQUE(order_code, kind),
//      then UPDATE customers.loyalty_balance += cashback.
import { and, eq, isNull, or } from "drizzle-orm";
import { canTransition, type OrderStatus, type PaymentStatus } from "~/domain/orders/order-status";
import { cashbackPoints, programAppliesTo, type LoyaltyProgram } from "~/domain/checkout/loyalty";
import { now } from "~/data/clock.server";
import { db } from "~/data/db.server";
import { errorText, getOrderByCode, isUniqueViolation, normalizeOrderCode, type StoredOrder } from "./order-repo.server";
import { branchContacts } from "~/data/schema.server";
import { loyaltyPrograms } from "~/data/schema/loyalty.server";
import { resolveAlias } from "~/data/tenants/storefront.server";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import { publishTracking } from "~/data/logistics/tracking-publish.server";
import { shipmentOnAcceptStatements, shipmentOnCancelStatements, stackWaitingShipment } from "~/data/logistics/shipment-create.server";

export type TransitionResult =
  | { ok: true; status: OrderStatus; at: number; cashback: number }
  | { ok: false; error: "not_found" | "not_allowed" | "conflict"; status: OrderStatus | null };

export type OrderRoomEvent =
  | { type: "status"; status: OrderStatus; at: number; paymentStatus?: PaymentStatus }
  | { type: "payment"; paymentStatus: PaymentStatus; at: number }
  // Issue 9: a shipment of the order changed (the follow-up page reloads its shipment steps).
  | { type: "shipment"; shipmentId: number; shipmentStatus: ShipmentStatus; at: number };

/** Publishes to the order's room (party/order-room.ts, room `order-{code}`); best effort. */
export async function publishOrderStatus(env: Env, code: string, event: OrderRoomEvent): Promise<void> {
  try {
    await env.OrderRoom.get(env.OrderRoom.idFromName(`order-${code}`)).publish(event);
  } catch (error) {
    console.error("order room publish failed", code, error);
  }
  // The same change reaches the order's tracking room (issue 10), when it has one.
  await publishTracking(env, code);
}

async function programFor(env: Env, companyId: number, branchId: number): Promise<LoyaltyProgram | null> {
  const rows = await db(env)
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.companyId, companyId), or(eq(loyaltyPrograms.branchId, branchId), isNull(loyaltyPrograms.branchId))));
  const r = rows.find((x) => x.branchId === branchId) ?? rows[0];
  return r ? { ...r, branchContactIds: Array.isArray(r.branchContactIds) ? r.branchContactIds : [] } : null;
}

/**
 * The picker's part of a status change (logistics.md §4 Diner order statuses), written by
 * the same conditional UPDATE: `take` (GENERATED → ACCEPTED) only while no picker holds the
 * order; `finish` (→ READY) only by the picker who holds it, once, with the till amount
 * and the difference detail. A picker's second open order fails the write
 * (orders_one_open_picking_uq, §9 max 1).
 */
export type PickingWrite =
  | { take: { staffId: number; name: string; phone: string } }
  | { finish: { staffId: number; deliverablePrice: number; differenceAmount: number } };

function pickingClauses(p: PickingWrite | undefined, at: number): { set: string; setBinds: unknown[]; where: string; whereBinds: unknown[] } {
  if (!p) return { set: "", setBinds: [], where: "", whereBinds: [] };
  if ("take" in p) {
    return {
      set: ", picker_staff_id = ?, picker_name = ?, picker_phone = ?, picking_started_at = ?",
      setBinds: [p.take.staffId, p.take.name, p.take.phone, at],
      where: " AND picker_staff_id IS NULL",
      whereBinds: [],
    };
  }
  return {
    set: ", picking_finished_at = ?, deliverable_price = ?, difference_amount = ?",
    setBinds: [at, p.finish.deliverablePrice, p.finish.differenceAmount],
    where: " AND picker_staff_id = ? AND picking_finished_at IS NULL",
    whereBinds: [p.finish.staffId],
  };
}

/** The cashback points (§3 orderPercentage of the paid total) the order earns when DELIVERED; 0 without a customer or a programme there. */
export async function deliveryCashback(
  env: Env, companyId: number, o: { customerId: number | null; branchId: number; branchContactId: number; total: number },
): Promise<number> {
  if (o.customerId == null) return 0;
  const program = await programFor(env, companyId, o.branchId);
  return programAppliesTo(program, o.branchContactId) ? cashbackPoints(program, o.total) : 0;
}

export async function transitionOrder(
  env: Env,
  companyId: number,
  code: string,
  to: OrderStatus,
  actor: "system" | "console" | "rider" | "picker" | "diner" = "system",
  opts: { paymentStatus?: PaymentStatus; picking?: PickingWrite } = {},
): Promise<TransitionResult> {
  const d = db(env);
  const wanted = normalizeOrderCode(code);
  const stored = wanted ? await getOrderByCode(d, companyId, wanted) : null;
  if (!stored) return { ok: false, error: "not_found", status: null };
  const o = stored.order;
  if (!canTransition(o.status, to)) return { ok: false, error: "not_allowed", status: o.status };
  const at = now(env).getTime();

  // Cashback (§3 orderPercentage of the paid total) for an opted-in customer, once.
  const cashback = to === "DELIVERED" ? await deliveryCashback(env, companyId, o) : 0;
  // Raw D1 statements: one env.DB.batch = one transaction.
  const q = (text: string, ...binds: unknown[]) => env.DB.prepare(text).bind(...binds);
  const picking = pickingClauses(opts.picking, at);
  const statements: D1PreparedStatement[] = [
    // A payment result and the status it causes are written together (payments → GENERATED);
    // so are the picker's take and finish (logistics.md §4 Diner order statuses).
    q(`UPDATE orders SET status = ?, updated_at = ?, payment_status = COALESCE(?, payment_status)${cashback > 0 ? ", gained_points = ?, cashback_credited_at = ?" : ""}${picking.set}
       WHERE company_id = ? AND id = ? AND status = ?${picking.where} RETURNING id`,
      ...[to, at, opts.paymentStatus ?? null, ...(cashback > 0 ? [cashback, at] : []), ...picking.setBinds, companyId, o.id, o.status, ...picking.whereBinds]),
    q(`INSERT INTO order_status_events (order_id, company_id, status, at, actor)
       SELECT id, company_id, ?, ?, ? FROM orders WHERE company_id = ? AND id = ? AND status = ?`, to, at, actor, companyId, o.id, to),
  ];
  if (cashback > 0) {
    statements.push(
      q(`INSERT INTO loyalty_movements (company_id, branch_id, customer_id, order_code, kind, amount, post_balance, created_at)
         SELECT o.company_id, o.branch_id, o.customer_id, o.code, 'CASHBACK', ?, c.loyalty_balance + ?, ?
         FROM orders o JOIN customers c ON c.id = o.customer_id AND c.company_id = o.company_id
         WHERE o.company_id = ? AND o.id = ? AND o.status = 'DELIVERED' AND c.opt_in = 1`, cashback, cashback, at, companyId, o.id),
      q(`UPDATE customers SET loyalty_balance = loyalty_balance + ?, updated_at = ?
         WHERE company_id = ? AND id = ? AND EXISTS (SELECT 1 FROM loyalty_movements m
           WHERE m.order_code = ? AND m.kind = 'CASHBACK' AND m.created_at = ? AND m.customer_id = ?)`,
        cashback, at, companyId, o.customerId, o.code, at, o.customerId),
    );
  }
  // Issue 9: the accepted delivery order's shipment, or the cancelled order's shipments, in the same write.
  if (to === "ACCEPTED") statements.push(...shipmentOnAcceptStatements(env.DB, companyId, o.id, at));
  if (to === "CANCELED") statements.push(...shipmentOnCancelStatements(env.DB, companyId, o.id, at));
  let updated: unknown[];
  try {
    const results = await env.DB.batch(statements);
    updated = results[0]?.results ?? [];
  } catch (error) {
    if (!isUniqueViolation(error)) {
      console.error("transitionOrder failed", errorText(error));
      throw error;
    }
    updated = [];
  }
  if (updated.length === 0) {
    const current = await getOrderByCode(d, companyId, o.code);
    return { ok: false, error: "conflict", status: current?.order.status ?? null };
  }
  if (to === "ACCEPTED") await stackWaitingShipment(env, companyId, o.id);
  await publishOrderStatus(env, o.code, { type: "status", status: to, at, ...(opts.paymentStatus ? { paymentStatus: opts.paymentStatus } : {}) });
  return { ok: true, status: to, at, cashback };
}

/** The stored order of `code` for the company the alias (any type) belongs to, with its branch-contact alias; null → 404. */
export async function findOrderForAlias(env: Env, alias: string, code: string): Promise<(StoredOrder & { branchContactAlias: string }) | null> {
  const wanted = normalizeOrderCode(code);
  if (!wanted) return null;
  const resolved = await resolveAlias(db(env), alias);
  if (!resolved) return null;
  const stored = await getOrderByCode(db(env), resolved.company.id, wanted);
  if (!stored) return null;
  // A branch or branch-contact alias only sees its own orders.
  if (resolved.type === "branch" && stored.order.branchId !== resolved.branch.id) return null;
  if (resolved.type === "branchContact" && stored.order.branchContactId !== resolved.branchContact.id) return null;
  const bc = await db(env)
    .select({ alias: branchContacts.alias })
    .from(branchContacts)
    .where(and(eq(branchContacts.companyId, resolved.company.id), eq(branchContacts.id, stored.order.branchContactId)))
    .get();
  return { ...stored, branchContactAlias: bc?.alias ?? "" };
}
