// The order side of an online card payment (storefront.md §4 "Payment",
// §7 POST /api/paymenturl, POST /api/order/payment, POST /api/callback/transbank):
// start a hosted payment, charge a tokenised card, apply a confirmation.
// The provider is the payment type's onlinePayment.providerName; amounts are
// always the stored order total, never a value from the request.
import { and, desc, eq } from "drizzle-orm";
import { afterPayment, paymentView, type PaymentStatus } from "~/domain/checkout/order-status";
import { now } from "../clock.server";
import { db } from "../db.server";
import { PAYMENT_ALLOWED_HOURS } from "../follow-up/follow-up-view.server";
import type { OrderRow } from "../follow-up/order-read.server";
import { publishOrderEvent, transitionOrderStatus } from "../follow-up/order-transition.server";
import { branchContacts, orders, paymentTypes, payments } from "../schema.server";
import { paymentStatusOf, type ChargeInput, type PaymentConfirmation, type PaymentProvider } from "./provider.server";
import { getPaymentProvider } from "./registry.server";

export type PaymentFailure = "notFound" | "notPayable" | "noProvider";

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
 * An upload-API order starts PROCESSING (order-status.ts initialPaymentStatus)
 * before any card was charged: until a payment attempt exists it is shown and
 * treated as unpaid (pay-now), not as a charge in process
 * (docs/decisions-follow-up.md "Processing before any attempt").
 */
export async function withEffectivePaymentStatus(env: Env, order: OrderRow): Promise<OrderRow> {
  if (order.status !== "PENDING_PAYMENT" || order.paymentStatus !== "PROCESSING") return order;
  const [attempt] = await db(env).select({ id: payments.id }).from(payments)
    .where(and(eq(payments.companyId, order.companyId), eq(payments.orderId, order.id))).limit(1);
  return attempt ? order : { ...order, paymentStatus: "PENDING" };
}

/** §2 pay-now state: unpaid, not processing, within the allowed hours. */
export function isPayable(env: Env, order: OrderRow): boolean {
  const view = paymentView(
    { status: order.status, paymentStatus: order.paymentStatus, orderedAt: order.createdAt },
    now(env).getTime(),
    PAYMENT_ALLOWED_HOURS,
  );
  return view === "payNow";
}

/** §7 POST /api/paymenturl: a hosted page for the order; records a pending payment row. */
export async function startOnlinePayment(
  env: Env,
  order: OrderRow,
): Promise<{ ok: true; url: string; token: string } | { ok: false; reason: PaymentFailure }> {
  const found = await providerForOrder(env, order);
  if (!found) return { ok: false, reason: "noProvider" };
  if (!isPayable(env, order)) return { ok: false, reason: "notPayable" };
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
  await db(env).insert(payments).values({
    orderId: order.id, companyId: order.companyId, provider: provider.name, token, status: "PENDING", amount: order.total,
  });
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
): Promise<PaymentStatus> {
  const d = db(env);
  const at = now(env).getTime();
  const updated = await d
    .update(payments)
    .set({ status, externalId, updatedAt: at })
    .where(and(eq(payments.companyId, order.companyId), eq(payments.orderId, order.id), eq(payments.token, token)))
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
    await publishOrderEvent(env, order.code, { type: "payment", paymentStatus: status, at });
  }
  return status;
}

export async function orderByCode(env: Env, code: string, companyId?: number): Promise<OrderRow | null> {
  const where = companyId ? and(eq(orders.companyId, companyId), eq(orders.code, code)) : eq(orders.code, code);
  const [row] = await db(env).select().from(orders).where(where).limit(1);
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

/** §7 POST /api/order/payment: charges a tokenised card for the order `dinerOrderId` (its code). */
export async function chargeOrder(
  env: Env,
  order: OrderRow,
  input: Omit<ChargeInput, "amount" | "orderCode">,
): Promise<{ ok: true; status: PaymentStatus; paymentReferenceId: string | null } | { ok: false; reason: PaymentFailure }> {
  const found = await providerForOrder(env, order);
  if (!found) return { ok: false, reason: "noProvider" };
  const { provider } = found;
  // PROCESSING is where an upload-API order starts (initialPaymentStatus): it may be charged.
  if (order.status !== "PENDING_PAYMENT" || !["PENDING", "PROCESSING", "REJECTED"].includes(order.paymentStatus)) {
    return { ok: false, reason: "notPayable" };
  }
  const result = await provider.chargeCard({ ...input, amount: order.total, orderCode: order.code });
  const status = paymentStatusOf(result.status);
  await applyResult(env, order, provider.name, input.token, status, result.paymentReferenceId);
  return { ok: true, status, paymentReferenceId: result.paymentReferenceId };
}
