// The one writer of orders: the order's write batch (orderWriteStatements) and the conditional
// write of its status changes (writeOrderTransition; storefront.md §4 "Order statuses", §3
// cashback); the constraint errors a write can end in. What follows a change (the rooms, the
// rider's stack) is the use case's: app/services/orders/order-transitions.server.ts.
//
// The statements of an order's write batch (app/services/orders/create-order.server.ts), prepared once per
// isolate: drizzle building them per submit (and its `is()` checks per chunk) was the largest
// library cost of the order submit (bench/README.md "Fourth pass"). Every value is a slot filled
// per order; the new order's id and its customer's are subqueries by the order code and by the
// company and phone, so the whole order is one batch (one transaction) with no read before it.
//
// Order statuses with timestamps (storefront.md §4 "Order statuses", §3
// "Loyalty programme": cashback, "Reward is credited once only").
//
// writeOrderTransition: one db.batch (one transaction):
//   1. UPDATE orders … WHERE status = from   (conditional: a stale caller changes nothing)
//   2. INSERT order_status_events … SELECT … WHERE status = to
//      UNIQUE(order_id, status): a second caller racing to the same status fails
//      here and its whole batch (cashback included) rolls back;
//   3. (DELIVERED) INSERT loyalty_movements CASHBACK, UNIQUE(order_code, kind),
//      then UPDATE customers.loyalty_balance += cashback.
import { and, eq, sql } from "drizzle-orm";
import { canTransition, type OrderStatus, type OrderStatusActor, type PaymentStatus } from "~/domain/orders/order-status";
import { cashbackPoints, programAppliesTo } from "~/domain/checkout/loyalty";
import type { OrderModeType } from "~/domain/types";
import { now } from "~/data/clock.server";
import { driverValues, preparedStatement, slot, slots } from "~/data/db.server";
import { getLoyaltyProgram } from "~/data/customers/loyalty.server";
import { shipmentOnAcceptStatements, shipmentOnCancelStatements } from "~/data/logistics/shipment-create.server";
import { codeRedemptions, discountCodes } from "~/data/schema/discount-codes.server";
import { customers } from "~/data/schema/customers.server";
import { loyaltyMovements } from "~/data/schema/loyalty.server";
import { orderLines, orderStatusEvents, orders } from "~/data/schema/orders.server";
import { getOrderByCode, normalizeOrderCode } from "./order-reader.server";

// ------------------------------------------------------------------ constraint errors of a write

/** The D1/drizzle error text (drizzle wraps the D1 error in `cause`). */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  let e: unknown = error;
  for (let i = 0; e && i < 4; i++) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : null;
  }
  return parts.join(" | ");
}

export const isIdempotencyConflict = (e: unknown) => /UNIQUE constraint failed: orders\.company_id, orders\.idempotency_key/.test(errorText(e));
export const isCodeCollision = (e: unknown) => /UNIQUE constraint failed: orders\.code/.test(errorText(e));
export const isCodeUsedUp = (e: unknown) => /discount_codes_uses_ck/.test(errorText(e));
export const isPointsOverdraft = (e: unknown) => /customers_loyalty_balance_ck/.test(errorText(e));
export const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/.test(errorText(e));

// ------------------------------------------------------------------ the order's write batch

type NewOrder = typeof orders.$inferInsert;
type NewOrderLine = typeof orderLines.$inferInsert;

const ORDER_KEYS = [
  "companyId",
  "branchId",
  "branchContactId",
  "orderModeId",
  "code",
  "idempotencyKey",
  "requestHash",
  "status",
  "type",
  "paymentMethod",
  "paymentTypeId",
  "paymentStatus",
  "customerName",
  "customerLastName",
  "customerPhone",
  "customerEmail",
  "customerDocument",
  "optIn",
  "destination",
  "scheduled",
  "scheduledAt",
  "tableNumber",
  "notes",
  "itemsTotal",
  "discounts",
  "surcharges",
  "serviceFee",
  "deliveryFee",
  "codeDiscount",
  "redeemedPoints",
  "gainedPoints",
  "total",
  "paysWith",
  "orderText",
  "menuHash",
  "source",
  "campaignId",
  "installedApp",
  "acquisitionChannel",
  "userExternalReference",
  "partnerName",
  "analyticsSessionId",
  "placedSessionId",
  "asapSlotAt",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof NewOrder)[];

const LINE_KEYS = [
  "companyId",
  "lineNo",
  "plateId",
  "sizeId",
  "categoryId",
  "name",
  "sizeName",
  "quantity",
  "unitPrice",
  "originalUnitPrice",
  "lineTotal",
  "discount",
  "extras",
  "notes",
] as const satisfies readonly (keyof NewOrderLine)[];

/** The order's columns the order service sets: every one given, null where empty. */
export type OrderValues = { [K in (typeof ORDER_KEYS)[number]]-?: NewOrder[K] };
export type OrderLineValues = { [K in (typeof LINE_KEYS)[number]]-?: NewOrderLine[K] };

/** The new order's id, by its code (unique): the lines, events and movements point to it. */
const orderIdByCode = sql`(SELECT id FROM orders WHERE code = ${slot("code")})`;
/** The customer of the order's phone in its company (written first in the same batch). */
const customerIdByPhone = sql`(SELECT id FROM customers WHERE company_id = ${slot("companyId")} AND phone = ${slot("phone")})`;

const CUSTOMER_KEYS = ["companyId", "phone", "name", "email", "document", "optIn", "createdAt", "updatedAt"] as const;
export type CustomerValues = { [K in (typeof CUSTOMER_KEYS)[number]]-?: (typeof customers.$inferInsert)[K] };

// Only the session that verified this phone updates its stored customer (a typed phone proves
// nothing); any other order with it creates the customer when new and changes nothing stored.
const customerFirstSeen = preparedStatement((d) =>
  d.insert(customers).values(slots(CUSTOMER_KEYS)).onConflictDoNothing({ target: [customers.companyId, customers.phone] }),
);
const customerVerified = preparedStatement((d) =>
  d
    .insert(customers)
    .values(slots(CUSTOMER_KEYS))
    .onConflictDoUpdate({
      target: [customers.companyId, customers.phone],
      set: {
        name: sql`CASE WHEN excluded.name <> '' THEN excluded.name ELSE ${customers.name} END`,
        email: sql`COALESCE(excluded.email, ${customers.email})`,
        document: sql`COALESCE(excluded.document, ${customers.document})`,
        optIn: sql`MAX(${customers.optIn}, excluded.opt_in)`,
        updatedAt: sql`excluded.updated_at`,
      },
    }),
);
const orderInsert = preparedStatement((d) => d.insert(orders).values({ ...slots(ORDER_KEYS), customerId: customerIdByPhone }));
const lineInsert = preparedStatement((d) => d.insert(orderLines).values({ ...slots(LINE_KEYS), orderId: orderIdByCode }));
const firstStatusEvent = preparedStatement((d) =>
  d.insert(orderStatusEvents).values({ orderId: orderIdByCode, companyId: slot("companyId"), status: slot("status"), at: slot("at"), actor: "system" }),
);
// Single conditional write: past max_uses the CHECK aborts the whole batch.
const codeUse = preparedStatement((d) =>
  d
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(and(eq(discountCodes.companyId, slot("companyId")), eq(discountCodes.id, slot("codeId")))),
);
const codeRedemption = preparedStatement((d) =>
  d.insert(codeRedemptions).values({
    companyId: slot("companyId"),
    codeId: slot("codeId"),
    orderId: orderIdByCode,
    customerPhone: slot("phone"),
    amount: slot("amount"),
    createdAt: slot("at"),
  }),
);
// CHECK(loyalty_balance >= 0): points never overdraw.
const pointsDebit = preparedStatement((d) =>
  d
    .update(customers)
    .set({ loyaltyBalance: sql`${customers.loyaltyBalance} - ${slot("points")}` })
    .where(and(eq(customers.companyId, slot("companyId")), eq(customers.phone, slot("phone")))),
);
const pointsMovement = preparedStatement((d) =>
  d.insert(loyaltyMovements).values({
    companyId: slot("companyId"),
    branchId: slot("branchId"),
    customerId: customerIdByPhone,
    orderCode: slot("code"),
    kind: "REDEEM",
    amount: sql`-${slot("points")}`,
    postBalance: sql`(SELECT loyalty_balance FROM customers WHERE company_id = ${slot("companyId")} AND phone = ${slot("phone")})`,
    createdAt: slot("at"),
  }),
);

export interface OrderWrite {
  customer: CustomerValues;
  /** The diner verified this phone in this session: the stored customer takes the order's name, email… */
  verifiedCustomer: boolean;
  order: OrderValues;
  lines: OrderLineValues[];
  code: { codeId: number; amount: number } | null;
  redeemedPoints: number;
}

/** The statements of one order, in the order D1 must run them (one transaction with the caller's). */
export function orderWriteStatements(env: Pick<Env, "DB">, w: OrderWrite): unknown[] {
  const { companyId, code, customerPhone: phone, createdAt: at } = w.order;
  const statements: unknown[] = [
    (w.verifiedCustomer ? customerVerified : customerFirstSeen)(env, driverValues(customers, w.customer)),
    orderInsert(env, { ...driverValues(orders, w.order), phone }),
    ...w.lines.map((line) => lineInsert(env, { ...driverValues(orderLines, line), code })),
    firstStatusEvent(env, { code, companyId, status: w.order.status, at }),
  ];
  if (w.code) {
    statements.push(
      codeUse(env, { companyId, codeId: w.code.codeId }),
      codeRedemption(env, { companyId, codeId: w.code.codeId, code, phone, amount: w.code.amount, at }),
    );
  }
  if (w.redeemedPoints > 0) {
    statements.push(
      pointsDebit(env, { companyId, phone, points: w.redeemedPoints }),
      pointsMovement(env, { companyId, branchId: w.order.branchId, phone, code, points: w.redeemedPoints, at }),
    );
  }
  return statements;
}

// ------------------------------------------------------------------ status changes

export type TransitionResult =
  | { ok: true; status: OrderStatus; at: number; cashback: number; orderId: number; code: string; branchContactId: number }
  | { ok: false; error: "not_found" | "not_allowed" | "conflict"; status: OrderStatus | null };

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
  env: Pick<Env, "DB">, companyId: number, o: { customerId: number | null; branchId: number; branchContactId: number; total: number },
): Promise<number> {
  if (o.customerId == null) return 0;
  const program = await getLoyaltyProgram(env, companyId, o.branchId);
  return programAppliesTo(program, o.branchContactId) ? cashbackPoints(program, o.total) : 0;
}

/**
 * The conditional write of a status change (the batch above); it publishes nothing: the use
 * case (app/services/orders/order-transitions.server.ts) stacks the accepted shipment and
 * tells the rooms what changed.
 */
/** What a status change may carry besides the status. */
export type TransitionOptions = {
  paymentStatus?: PaymentStatus;
  picking?: PickingWrite;
  /** The console's 'Aceptar': the preparation time and when the order is expected ready or at the door. */
  accepted?: { prepMinutes: number; readyBy: number };
  /** The console's 'Rechazar': the reason the diner reads on the follow-up. */
  cancelReason?: string;
  /** The console acts on its own location's orders only (another's: not_found), of these order types only. */
  scope?: { branchContactId: number; types?: readonly OrderModeType[] };
};

/** The columns a console accept or refusal writes with the status (same UPDATE). */
function consoleClauses(opts: TransitionOptions): { set: string; binds: unknown[] } {
  if (opts.accepted) return { set: ", prep_minutes = ?, ready_by = ?", binds: [opts.accepted.prepMinutes, opts.accepted.readyBy] };
  if (opts.cancelReason) return { set: ", cancel_reason = ?", binds: [opts.cancelReason] };
  return { set: "", binds: [] };
}

export async function writeOrderTransition(
  env: Pick<Env, "DB" | "FIXED_NOW">,
  companyId: number,
  code: string,
  to: OrderStatus,
  actor: OrderStatusActor = "system",
  opts: TransitionOptions = {},
): Promise<TransitionResult> {
  const wanted = normalizeOrderCode(code);
  const stored = wanted ? await getOrderByCode(env, companyId, wanted) : null;
  if (!stored) return { ok: false, error: "not_found", status: null };
  const o = stored.order;
  if (opts.scope && o.branchContactId !== opts.scope.branchContactId) return { ok: false, error: "not_found", status: null };
  if (opts.scope?.types && !opts.scope.types.includes(o.type)) return { ok: false, error: "not_allowed", status: o.status };
  if (!canTransition(o.status, to)) return { ok: false, error: "not_allowed", status: o.status };
  const at = now(env).getTime();

  // Cashback (§3 orderPercentage of the paid total) for an opted-in customer, once.
  const cashback = to === "DELIVERED" ? await deliveryCashback(env, companyId, o) : 0;
  // Raw D1 statements: one env.DB.batch = one transaction.
  const q = (text: string, ...binds: unknown[]) => env.DB.prepare(text).bind(...binds);
  const picking = pickingClauses(opts.picking, at);
  const byConsole = consoleClauses(opts);
  const statements: D1PreparedStatement[] = [
    // A payment result and the status it causes are written together (payments → GENERATED);
    // so are the picker's take and finish (logistics.md §4 Diner order statuses).
    q(`UPDATE orders SET status = ?, updated_at = ?, payment_status = COALESCE(?, payment_status)${cashback > 0 ? ", gained_points = ?, cashback_credited_at = ?" : ""}${picking.set}${byConsole.set}
       WHERE company_id = ? AND id = ? AND status = ?${picking.where} RETURNING id`,
      ...[to, at, opts.paymentStatus ?? null, ...(cashback > 0 ? [cashback, at] : []), ...picking.setBinds, ...byConsole.binds, companyId, o.id, o.status, ...picking.whereBinds]),
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
  // The accepted delivery order's shipment, or the cancelled order's shipments, in the same write.
  if (to === "ACCEPTED") statements.push(...shipmentOnAcceptStatements(env, companyId, o.id, at));
  if (to === "CANCELED") statements.push(...shipmentOnCancelStatements(env, companyId, o.id, at), ...cancelGiveBackStatements(env, companyId, o, at));
  let updated: unknown[];
  try {
    const results = await env.DB.batch(statements);
    updated = results[0]?.results ?? [];
  } catch (error) {
    if (!isUniqueViolation(error)) {
      console.error("writeOrderTransition failed", errorText(error));
      throw error;
    }
    updated = [];
  }
  if (updated.length === 0) {
    const current = await getOrderByCode(env, companyId, o.code);
    return { ok: false, error: "conflict", status: current?.order.status ?? null };
  }
  return { ok: true, status: to, at, cashback, orderId: o.id, code: o.code, branchContactId: o.branchContactId };
}

/**
 * What a cancelled order gives back to the diner, in the cancel's own batch (so only the write
 * that cancels gives back, once): the points redeemed on it (a REFUND movement, 'Devolución del
 * pedido') and the use of its one-time discount code (the redemption is removed and the code's
 * use count goes down). Cashback is only credited on DELIVERED, which is final, so a cancelled
 * order never holds any.
 */
function cancelGiveBackStatements(
  env: Pick<Env, "DB">, companyId: number, o: { id: number; code: string; customerId: number | null; redeemedPoints: number }, at: number,
): D1PreparedStatement[] {
  const q = (text: string, ...binds: unknown[]) => env.DB.prepare(text).bind(...binds);
  const statements: D1PreparedStatement[] = [];
  if (o.redeemedPoints > 0 && o.customerId != null) {
    statements.push(
      q(`INSERT INTO loyalty_movements (company_id, branch_id, customer_id, order_code, kind, amount, post_balance, created_at)
         SELECT o.company_id, o.branch_id, o.customer_id, o.code, 'REFUND', o.redeemed_points, c.loyalty_balance + o.redeemed_points, ?
         FROM orders o JOIN customers c ON c.id = o.customer_id AND c.company_id = o.company_id
         WHERE o.company_id = ? AND o.id = ? AND o.status = 'CANCELED'`, at, companyId, o.id),
      q(`UPDATE customers SET loyalty_balance = loyalty_balance + ?, updated_at = ?
         WHERE company_id = ? AND id = ? AND EXISTS (SELECT 1 FROM loyalty_movements m
           WHERE m.order_code = ? AND m.kind = 'REFUND' AND m.created_at = ? AND m.customer_id = ?)`,
        o.redeemedPoints, at, companyId, o.customerId, o.code, at, o.customerId),
    );
  }
  statements.push(
    q(`UPDATE discount_codes SET uses = uses - 1
       WHERE company_id = ? AND uses > 0 AND id IN (SELECT r.code_id FROM code_redemptions r JOIN orders o ON o.id = r.order_id
         WHERE r.company_id = ? AND r.order_id = ? AND o.status = 'CANCELED')`, companyId, companyId, o.id),
    q(`DELETE FROM code_redemptions WHERE company_id = ? AND order_id = ?
       AND EXISTS (SELECT 1 FROM orders o WHERE o.id = ? AND o.status = 'CANCELED')`, companyId, o.id, o.id),
  );
  return statements;
}
