// The order side of an online card payment (storefront.md §4 "Payment",
// §7 POST /api/paymenturl, POST /api/order/payment, POST /api/callback/transbank):
// start a hosted payment, charge a tokenised card, apply a confirmation.
// The provider is the payment type's onlinePayment.providerName; amounts are
// always the stored order total, never a value from the request. Every read and
// write is scoped by the order's own company.
//
// Payment attempts (one `payments` row each, docs/payments-sandbox.md "Attempts"):
//   PENDING    a hosted page was opened, no card submitted yet (may be abandoned)
//   EXPIRED    a PENDING attempt replaced by a newer one: its page takes no card
//   PROCESSING a card was submitted and the provider has not answered a final result
//   PAID / REJECTED the provider's answer
// Only PROCESSING and PAID block a new attempt (never charge twice); starting
// one and claiming one for a card are single conditional writes in D1.
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterPayment, paymentView, type PaymentStatus, type PaymentView } from "~/domain/orders/order-status";
import { now } from "../clock.server";
import { db } from "../db.server";
import { PAYMENT_ALLOWED_HOURS } from "~/domain/orders/order-status";
import type { OrderRow } from "~/data/orders/order-reader.server";
import { transitionOrderStatus } from "~/services/orders/order-transitions.server";
import { publishOrderStatus } from "~/services/realtime/order-room.server";
import { branchContacts, paymentTypes } from "../schema.server";
import { orders, payments } from "../schema/orders.server";
import {
  paymentStatusOf,
  type ChargeInput,
  type ChargeResult,
  type PaymentConfirmation,
  type PaymentProvider,
} from "./provider.server";
import { getPaymentProvider } from "./registry.server";

/** notPayable: paid, cancelled or a card in process; expired: past the allowed payment hours. */
export type PaymentFailure = "notFound" | "notPayable" | "expired" | "noProvider";

/** A `payments` row status: the order's PaymentStatus plus EXPIRED (replaced before any card was submitted). */
export type AttemptStatus = PaymentStatus | "EXPIRED";

/** Attempts that block a new one: a card submitted and not answered yet, or paid. */
const SUBMITTED: PaymentStatus[] = ["PROCESSING", "PAID"];
const SUBMITTED_SQL = "('PROCESSING','PAID')";

/** The local an order belongs to, as the provider's page shows it. */
export interface PaymentLocal {
  id: number;
  alias: string;
  name: string;
}

/**
 * The provider of the order's payment type and its local, both scoped by the
 * order's company (null: not an online card order, or no provider of that name).
 */
export async function providerForOrder(env: Env, order: OrderRow): Promise<{ provider: PaymentProvider; local: PaymentLocal } | null> {
  if (order.paymentMethod !== "ONLINE" || order.paymentTypeId == null) return null;
  const d = db(env);
  const [types, locals] = await d.batch([
    d.select({ providerName: paymentTypes.providerName }).from(paymentTypes)
      .where(and(eq(paymentTypes.companyId, order.companyId), eq(paymentTypes.id, order.paymentTypeId))),
    d.select({ id: branchContacts.id, alias: branchContacts.alias, name: branchContacts.name }).from(branchContacts)
      .where(and(eq(branchContacts.companyId, order.companyId), eq(branchContacts.id, order.branchContactId))),
  ]);
  const provider = getPaymentProvider(env, types[0]?.providerName);
  return provider && locals[0] ? { provider, local: locals[0] } : null;
}

/**
 * The payment status the diner sees. An upload-API order starts PROCESSING
 * (order-status.ts initialPaymentStatus) before any card was charged; an
 * opened-but-abandoned hosted page is no charge either. So an unpaid order is
 * PROCESSING only while a card was actually submitted and not answered
 * (a PROCESSING or PAID attempt); otherwise a stored PROCESSING reads PENDING
 * (pay-now). docs/decisions.md#follow-up-payments-support "Processing before any attempt".
 */
export async function withEffectivePaymentStatus(env: Env, order: OrderRow): Promise<OrderRow> {
  if (order.status !== "PENDING_PAYMENT" || order.paymentStatus === "PAID") return order;
  const [submitted] = await db(env).select({ id: payments.id }).from(payments)
    .where(and(eq(payments.companyId, order.companyId), eq(payments.orderId, order.id), inArray(payments.status, SUBMITTED)))
    .limit(1);
  if (submitted) return order.paymentStatus === "PROCESSING" ? order : { ...order, paymentStatus: "PROCESSING" };
  return order.paymentStatus === "PROCESSING" ? { ...order, paymentStatus: "PENDING" } : order;
}

/** Orders created after this instant (epoch ms) are within the allowed payment hours. */
const payableSince = (env: Env) => now(env).getTime() - PAYMENT_ALLOWED_HOURS * 3_600_000;

/** §2 payment state of an order whose status went through withEffectivePaymentStatus. */
export function paymentStateOf(env: Env, order: OrderRow): PaymentView {
  return paymentView(
    { status: order.status, paymentStatus: order.paymentStatus, orderedAt: order.createdAt },
    now(env).getTime(),
    PAYMENT_ALLOWED_HOURS,
  );
}

function failureOf(view: PaymentView): PaymentFailure | null {
  if (view === "payNow") return null;
  return view === "expired" ? "expired" : "notPayable";
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
async function openAttempt(
  env: Env,
  order: OrderRow,
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

/** §7 POST /api/paymenturl: a hosted page for the order; records a PENDING attempt replacing any unsubmitted one. */
export async function startOnlinePayment(
  env: Env,
  order: OrderRow,
): Promise<{ ok: true; url: string; token: string } | { ok: false; reason: PaymentFailure }> {
  const found = await providerForOrder(env, order);
  if (!found) return { ok: false, reason: "noProvider" };
  const failure = failureOf(paymentStateOf(env, await withEffectivePaymentStatus(env, order)));
  if (failure) return { ok: false, reason: failure };
  const { provider, local: bc } = found;
  const { url, token } = await provider.createPaymentUrl({
    code: order.code,
    companyId: order.companyId,
    branchContactId: bc.id,
    branchContactAlias: bc.alias,
    merchantName: bc.name,
    amount: order.total,
    returnUrl: `/menu/${bc.alias}/order/${order.code}`,
  });
  // A card submitted meanwhile wins: this page is never recorded, so it takes no card.
  if ((await openAttempt(env, order, provider.name, token, "PENDING")) == null) return { ok: false, reason: "notPayable" };
  return { ok: true, url, token };
}

/** Writes a provider answer on the order: payment row, order payment status, GENERATED when paid. */
async function applyResult(
  env: Env,
  order: OrderRow,
  provider: string,
  token: string,
  status: PaymentStatus,
  externalId: string | null,
  attemptId?: number,
): Promise<PaymentStatus> {
  const d = db(env);
  const at = now(env).getTime();
  const updated = await d
    .update(payments)
    .set({ status, externalId, updatedAt: at })
    .where(and(
      eq(payments.companyId, order.companyId),
      eq(payments.orderId, order.id),
      attemptId != null ? eq(payments.id, attemptId) : eq(payments.token, token),
    ))
    .returning({ id: payments.id });
  if (updated.length === 0) {
    await d.insert(payments).values({ orderId: order.id, companyId: order.companyId, provider, token, externalId, status, amount: order.total });
  }
  const next = afterPayment(order.status, status);
  if (next !== order.status) {
    await transitionOrderStatus(env, order, next, "system", status);
  } else {
    await d.update(orders).set({ paymentStatus: status, updatedAt: at })
      .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id), eq(orders.status, order.status)));
    await publishOrderStatus(env, order.code, { type: "payment", paymentStatus: status, at });
  }
  return status;
}

export async function orderByCode(env: Env, code: string, companyId: number): Promise<OrderRow | null> {
  const [row] = await db(env).select().from(orders).where(and(eq(orders.companyId, companyId), eq(orders.code, code))).limit(1);
  return row ?? null;
}

/**
 * A hosted-page confirmation (token_ws) applied to its order, scoped by
 * company. Idempotent: an already-applied final status is returned as it is.
 */
export async function confirmOnlinePayment(
  env: Env,
  provider: PaymentProvider,
  tokenWs: string,
  companyId?: number,
): Promise<{ confirmation: PaymentConfirmation; status: PaymentStatus; order: OrderRow } | null> {
  const confirmation = await provider.confirm(tokenWs);
  if (!confirmation || (companyId != null && confirmation.companyId !== companyId)) return null;
  const order = await orderByCode(env, confirmation.orderCode, confirmation.companyId);
  if (!order) return null;
  const [row] = await db(env).select().from(payments)
    .where(and(eq(payments.companyId, order.companyId), eq(payments.orderId, order.id), eq(payments.token, tokenWs)))
    .orderBy(desc(payments.id)).limit(1);
  const status = paymentStatusOf(confirmation.status);
  if (row && row.status === status) return { confirmation, status, order };
  await applyResult(env, order, provider.name, tokenWs, status, confirmation.paymentReferenceId);
  return { confirmation, status, order: (await orderByCode(env, order.code, order.companyId)) ?? order };
}

/**
 * Where a hosted page's attempt stands. usable: it may take a card (the
 * order's newest attempt, not submitted, or rejected and retried); replaced: a
 * newer attempt (page or card charge) took its place; expired: past the allowed
 * hours; closed: the order is paid, cancelled or has a card in process (the page
 * sends the diner back to the order); unknown: no attempt of ours.
 */
export type HostedAttemptState = "usable" | "replaced" | "expired" | "closed" | "unknown";

export async function hostedAttemptState(env: Env, companyId: number, token: string): Promise<HostedAttemptState> {
  const d = db(env);
  const [row] = await d.select({ id: payments.id, orderId: payments.orderId, status: payments.status }).from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.token, token))).orderBy(desc(payments.id)).limit(1);
  if (!row) return "unknown";
  const [orderRows, newest, submitted] = await d.batch([
    d.select({ status: orders.status, createdAt: orders.createdAt }).from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, row.orderId))).limit(1),
    d.select({ id: payments.id }).from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.orderId, row.orderId))).orderBy(desc(payments.id)).limit(1),
    d.select({ id: payments.id }).from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.orderId, row.orderId), inArray(payments.status, SUBMITTED))).limit(1),
  ]);
  const order = orderRows[0];
  if (!order || order.status !== "PENDING_PAYMENT" || submitted.length > 0) return "closed";
  if (order.createdAt <= payableSince(env)) return "expired";
  if ((row.status as AttemptStatus) === "EXPIRED" || newest[0]?.id !== row.id) return "replaced";
  return row.status === "PENDING" || row.status === "REJECTED" ? "usable" : "closed";
}

/**
 * Claims a hosted page's attempt for a submitted card, as one conditional
 * write: PENDING (or REJECTED, retried on the same page) → PROCESSING, only if
 * it is still its order's newest attempt, no other card is in process or paid,
 * and the order awaits payment within the allowed hours. Two submits of the
 * same page, or a submit racing a new start, cannot both win.
 */
async function claimHostedAttempt(env: Env, companyId: number, orderCode: string, token: string): Promise<number | null> {
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

/**
 * A card submitted on a hosted page: claims the attempt, lets `charge` run the
 * provider's charge only when the claim won, and applies the answer to the order
 * at once (as a provider's notification would; the diner's return with token_ws
 * then only shows it). An error during the charge leaves the attempt PROCESSING:
 * an unknown outcome must not open the door to a second charge.
 */
export async function payHostedAttempt(
  env: Env,
  provider: PaymentProvider,
  attempt: { token: string; companyId: number; orderCode: string },
  charge: () => Promise<ChargeResult>,
): Promise<{ ok: true; status: PaymentStatus } | { ok: false; state: HostedAttemptState }> {
  const attemptId = await claimHostedAttempt(env, attempt.companyId, attempt.orderCode, attempt.token);
  if (attemptId == null) {
    const state = await hostedAttemptState(env, attempt.companyId, attempt.token);
    return { ok: false, state: state === "usable" ? "closed" : state };
  }
  const result = await charge();
  const status = paymentStatusOf(result.status);
  const order = await orderByCode(env, attempt.orderCode, attempt.companyId);
  if (order) await applyResult(env, order, provider.name, attempt.token, status, result.paymentReferenceId, attemptId);
  return { ok: true, status };
}

/**
 * §7 POST /api/order/payment: charges a tokenised card for the order. The
 * attempt is opened as PROCESSING before the provider is called (replacing an
 * open hosted page), so two parallel charges cannot both reach the provider.
 */
export async function chargeOrder(
  env: Env,
  order: OrderRow,
  input: Omit<ChargeInput, "amount" | "orderCode" | "companyId">,
): Promise<{ ok: true; status: PaymentStatus; paymentReferenceId: string | null } | { ok: false; reason: PaymentFailure }> {
  const found = await providerForOrder(env, order);
  if (!found) return { ok: false, reason: "noProvider" };
  const { provider } = found;
  const failure = failureOf(paymentStateOf(env, await withEffectivePaymentStatus(env, order)));
  if (failure) return { ok: false, reason: failure };
  const attemptId = await openAttempt(env, order, provider.name, input.token, "PROCESSING");
  if (attemptId == null) return { ok: false, reason: "notPayable" };
  const result = await provider.chargeCard({ ...input, companyId: order.companyId, amount: order.total, orderCode: order.code });
  const status = paymentStatusOf(result.status);
  await applyResult(env, order, provider.name, input.token, status, result.paymentReferenceId, attemptId);
  return { ok: true, status, paymentReferenceId: result.paymentReferenceId };
}
