// The statements of an order's online payment (the use case: app/services/payments/order-payment.server.ts).
//
// Payment attempts (one `payments` row each, docs/payments-sandbox.md "Attempts"):
//   PENDING    a hosted page was opened, no card submitted yet (may be abandoned)
//   EXPIRED    a PENDING attempt replaced by a newer one: its page takes no card
//   PROCESSING a card was submitted and the provider has not answered a final result
//   PAID / REJECTED the provider's answer
// Only PROCESSING and PAID block a new attempt (never charge twice); starting
// one and claiming one for a card are single conditional writes in D1. Every read
// and write is scoped by the order's own company.
import { and, desc, eq, inArray } from "drizzle-orm";
import { PAYMENT_ALLOWED_HOURS, type OrderStatus, type PaymentStatus } from "~/domain/orders/order-status";
import { now } from "../clock.server";
import { db } from "../db.server";
import type { OrderRow } from "~/data/orders/order-reader.server";
import { branchContacts, paymentTypes } from "../schema.server";
import { orders, payments } from "../schema/orders.server";

/** A `payments` row status: the order's PaymentStatus plus EXPIRED (replaced before any card was submitted). */
export type AttemptStatus = PaymentStatus | "EXPIRED";

/** Attempts that block a new one: a card submitted and not answered yet, or paid. */
const SUBMITTED: PaymentStatus[] = ["PROCESSING", "PAID"];
const SUBMITTED_SQL = "('PROCESSING','PAID')";

/** Orders created after this instant (epoch ms) are within the allowed payment hours. */
export const payableSince = (env: Pick<Env, "FIXED_NOW">) => now(env).getTime() - PAYMENT_ALLOWED_HOURS * 3_600_000;

/** The local an order belongs to, as the provider's page shows it. */
export interface PaymentLocal {
  id: number;
  alias: string;
  name: string;
}

/** The provider name of the order's payment type and the order's local, both scoped by the order's company. */
export async function paymentTypeAndLocal(
  env: Pick<Env, "DB">, order: Pick<OrderRow, "companyId" | "paymentTypeId" | "branchContactId">,
): Promise<{ providerName: string | null | undefined; local: PaymentLocal | undefined }> {
  const d = db(env);
  const [types, locals] = await d.batch([
    d.select({ providerName: paymentTypes.providerName }).from(paymentTypes)
      .where(and(eq(paymentTypes.companyId, order.companyId), eq(paymentTypes.id, order.paymentTypeId ?? -1))),
    d.select({ id: branchContacts.id, alias: branchContacts.alias, name: branchContacts.name }).from(branchContacts)
      .where(and(eq(branchContacts.companyId, order.companyId), eq(branchContacts.id, order.branchContactId))),
  ]);
  return { providerName: types[0]?.providerName, local: locals[0] };
}

/** Whether the order has a submitted attempt (a card in process or paid). */
export async function hasSubmittedAttempt(env: Pick<Env, "DB">, order: Pick<OrderRow, "companyId" | "id">): Promise<boolean> {
  const [submitted] = await db(env).select({ id: payments.id }).from(payments)
    .where(and(eq(payments.companyId, order.companyId), eq(payments.orderId, order.id), inArray(payments.status, SUBMITTED)))
    .limit(1);
  return submitted != null;
}

/**
 * Opens a new attempt for the order in one D1 transaction: only while the order
 * awaits payment, is within the allowed hours and has no submitted attempt,
 * older unsubmitted (PENDING) attempts become EXPIRED and the new row is
 * inserted. Both statements carry the same guard, which the first does not
 * change, so they happen together or not at all; D1 runs one batch at a time,
 * so of two parallel starts the later one replaces the earlier (one usable
 * attempt), and a start never slips in beside a submitted card. Returns the
 * new row's id, or null when the guard failed.
 */
export async function openAttempt(
  env: Pick<Env, "DB" | "FIXED_NOW">,
  order: Pick<OrderRow, "companyId" | "id">,
  provider: string,
  token: string,
  status: "PENDING" | "PROCESSING",
): Promise<number | null> {
  const at = now(env).getTime();
  const since = payableSince(env);
  const guard = `o.company_id = ? AND o.id = ? AND o.status = 'PENDING_PAYMENT' AND o.created_at > ?
    AND NOT EXISTS (SELECT 1 FROM payments s WHERE s.company_id = o.company_id AND s.order_id = o.id AND s.status IN ${SUBMITTED_SQL})`;
  const q = (text: string, ...binds: unknown[]) => env.DB.prepare(text).bind(...binds);
  const [, inserted] = await env.DB.batch<{ id: number }>([
    q(`UPDATE payments SET status = 'EXPIRED', updated_at = ?
       WHERE company_id = ? AND order_id = ? AND status = 'PENDING'
         AND EXISTS (SELECT 1 FROM orders o WHERE ${guard})`,
      at, order.companyId, order.id, order.companyId, order.id, since),
    q(`INSERT INTO payments (order_id, company_id, provider, token, status, amount, created_at, updated_at)
       SELECT o.id, o.company_id, ?, ?, ?, o.total, ?, ? FROM orders o WHERE ${guard}
       RETURNING id`,
      provider, token, status, at, at, order.companyId, order.id, since),
  ]);
  return inserted.results[0]?.id ?? null;
}

/** A provider answer on its attempt (by id, else by token); a row is added when none matches. */
export async function recordAttemptResult(
  env: Pick<Env, "DB">,
  order: Pick<OrderRow, "companyId" | "id" | "total">,
  attempt: { provider: string; token: string; id?: number },
  status: PaymentStatus,
  externalId: string | null,
  at: number,
): Promise<void> {
  const d = db(env);
  const updated = await d
    .update(payments)
    .set({ status, externalId, updatedAt: at })
    .where(and(
      eq(payments.companyId, order.companyId),
      eq(payments.orderId, order.id),
      attempt.id != null ? eq(payments.id, attempt.id) : eq(payments.token, attempt.token),
    ))
    .returning({ id: payments.id });
  if (updated.length === 0) {
    await d.insert(payments).values({
      orderId: order.id, companyId: order.companyId, provider: attempt.provider, token: attempt.token, externalId, status, amount: order.total,
    });
  }
}

/** The order's payment status, only while the order is still in `status` (a payment result that moves no status). */
export async function writeOrderPaymentStatus(
  env: Pick<Env, "DB">, order: Pick<OrderRow, "companyId" | "id">, status: OrderStatus, paymentStatus: PaymentStatus, at: number,
): Promise<void> {
  await db(env).update(orders).set({ paymentStatus, updatedAt: at })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id), eq(orders.status, status)));
}

export async function orderByCode(env: Pick<Env, "DB">, code: string, companyId: number): Promise<OrderRow | null> {
  const [row] = await db(env).select().from(orders).where(and(eq(orders.companyId, companyId), eq(orders.code, code))).limit(1);
  return row ?? null;
}

/** The status of the order's newest attempt with that token, if any. */
export async function attemptStatusByToken(
  env: Pick<Env, "DB">, order: Pick<OrderRow, "companyId" | "id">, token: string,
): Promise<AttemptStatus | null> {
  const [row] = await db(env).select({ status: payments.status }).from(payments)
    .where(and(eq(payments.companyId, order.companyId), eq(payments.orderId, order.id), eq(payments.token, token)))
    .orderBy(desc(payments.id)).limit(1);
  return (row?.status as AttemptStatus | undefined) ?? null;
}

/** A hosted page's attempt and, beside it, its order, the order's newest attempt and whether one is submitted. */
export async function hostedAttemptRows(env: Pick<Env, "DB">, companyId: number, token: string) {
  const d = db(env);
  const [row] = await d.select({ id: payments.id, orderId: payments.orderId, status: payments.status }).from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.token, token))).orderBy(desc(payments.id)).limit(1);
  if (!row) return null;
  const [orderRows, newest, submitted] = await d.batch([
    d.select({ status: orders.status, createdAt: orders.createdAt }).from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, row.orderId))).limit(1),
    d.select({ id: payments.id }).from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.orderId, row.orderId))).orderBy(desc(payments.id)).limit(1),
    d.select({ id: payments.id }).from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.orderId, row.orderId), inArray(payments.status, SUBMITTED))).limit(1),
  ]);
  return {
    attempt: { id: row.id, status: row.status as AttemptStatus },
    order: orderRows[0] ?? null,
    newestAttemptId: newest[0]?.id ?? null,
    submitted: submitted.length > 0,
  };
}

/**
 * Claims a hosted page's attempt for a submitted card, as one conditional
 * write: PENDING (or REJECTED, retried on the same page) → PROCESSING, only if
 * it is still its order's newest attempt, no other card is in process or paid,
 * and the order awaits payment within the allowed hours. Two submits of the
 * same page, or a submit racing a new start, cannot both win.
 */
export async function claimHostedAttempt(
  env: Pick<Env, "DB" | "FIXED_NOW">, companyId: number, orderCode: string, token: string,
): Promise<number | null> {
  const claimed = await env.DB.prepare(
    `UPDATE payments SET status = 'PROCESSING', updated_at = ?
     WHERE company_id = ? AND token = ? AND status IN ('PENDING','REJECTED')
       AND id = (SELECT MAX(n.id) FROM payments n WHERE n.company_id = payments.company_id AND n.order_id = payments.order_id)
       AND NOT EXISTS (SELECT 1 FROM payments s WHERE s.company_id = payments.company_id AND s.order_id = payments.order_id AND s.status IN ${SUBMITTED_SQL})
       AND EXISTS (SELECT 1 FROM orders o WHERE o.company_id = payments.company_id AND o.id = payments.order_id AND o.code = ?
         AND o.status = 'PENDING_PAYMENT' AND o.created_at > ?)
     RETURNING id`,
  ).bind(now(env).getTime(), companyId, token, orderCode, payableSince(env)).all<{ id: number }>();
  return claimed.results[0]?.id ?? null;
}

/** The order's paid charge (its provider and the provider's payment id), for a refund; null when none. */
export async function paidPaymentOf(
  env: Pick<Env, "DB">, order: Pick<OrderRow, "companyId" | "id">,
): Promise<{ id: number; provider: string; externalId: string; amount: number } | null> {
  const [row] = await db(env)
    .select({ id: payments.id, provider: payments.provider, externalId: payments.externalId, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.companyId, order.companyId), eq(payments.orderId, order.id), eq(payments.status, "PAID")))
    .orderBy(desc(payments.id))
    .limit(1);
  return row && row.externalId ? { ...row, externalId: row.externalId } : null;
}

/**
 * The refund given: the charge and the cancelled order read REFUNDED. Conditional on both still
 * reading PAID (one transaction), so a second refund of the same order writes nothing.
 */
export async function writeRefunded(env: Pick<Env, "DB">, order: Pick<OrderRow, "companyId" | "id">, paymentId: number, at: number): Promise<boolean> {
  const d = db(env);
  const [charge] = await d.batch([
    d.update(payments).set({ status: "REFUNDED", updatedAt: at })
      .where(and(eq(payments.companyId, order.companyId), eq(payments.id, paymentId), eq(payments.status, "PAID")))
      .returning({ id: payments.id }),
    d.update(orders).set({ paymentStatus: "REFUNDED", updatedAt: at })
      .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id), eq(orders.status, "CANCELED"), eq(orders.paymentStatus, "PAID"))),
  ]);
  return charge.length > 0;
}
