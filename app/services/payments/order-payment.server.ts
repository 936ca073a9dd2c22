// The order side of an online card payment (storefront.md §4 "Payment",
// §7 POST /api/paymenturl, POST /api/order/payment, POST /api/callback/transbank):
// start a hosted payment, charge a tokenised card, apply a confirmation.
// The provider is the payment type's onlinePayment.providerName; amounts are
// always the stored order total, never a value from the request. Every read and
// write is scoped by the order's own company.
//
// The attempts' statements are app/data/payments/payment-attempts.server.ts; what follows a
// provider's answer (the order's status, its room) is this module's.
import { afterPayment, paymentView, PAYMENT_ALLOWED_HOURS, type PaymentStatus, type PaymentView } from "~/domain/orders/order-status";
import { now } from "~/data/clock.server";
import type { OrderRow } from "~/data/orders/order-reader.server";
import {
  attemptStatusByToken,
  claimHostedAttempt,
  hasSubmittedAttempt,
  hostedAttemptRows,
  openAttempt,
  orderByCode,
  payableSince,
  paymentTypeAndLocal,
  recordAttemptResult,
  writeOrderPaymentStatus,
  type PaymentLocal,
} from "~/data/payments/payment-attempts.server";
import {
  paymentStatusOf,
  type ChargeInput,
  type ChargeResult,
  type PaymentConfirmation,
  type PaymentProvider,
} from "~/data/payments/provider.server";
import { getPaymentProvider } from "~/data/payments/registry.server";
import { transitionOrderStatus } from "~/services/orders/order-transitions.server";
import { publishOrderStatus } from "~/services/realtime/order-room.server";

/** notPayable: paid, cancelled or a card in process; expired: past the allowed payment hours. */
export type PaymentFailure = "notFound" | "notPayable" | "expired" | "noProvider";

/**
 * The provider of the order's payment type and its local, both scoped by the
 * order's company (null: not an online card order, or no provider of that name).
 */
export async function providerForOrder(env: Env, order: OrderRow): Promise<{ provider: PaymentProvider; local: PaymentLocal } | null> {
  if (order.paymentMethod !== "ONLINE" || order.paymentTypeId == null) return null;
  const { providerName, local } = await paymentTypeAndLocal(env, order);
  const provider = getPaymentProvider(env, providerName);
  return provider && local ? { provider, local } : null;
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
  if (await hasSubmittedAttempt(env, order)) return order.paymentStatus === "PROCESSING" ? order : { ...order, paymentStatus: "PROCESSING" };
  return order.paymentStatus === "PROCESSING" ? { ...order, paymentStatus: "PENDING" } : order;
}

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
  const at = now(env).getTime();
  await recordAttemptResult(env, order, { provider, token, id: attemptId }, status, externalId, at);
  const next = afterPayment(order.status, status);
  if (next !== order.status) {
    await transitionOrderStatus(env, order, next, "system", status);
  } else {
    await writeOrderPaymentStatus(env, order, order.status, status, at);
    await publishOrderStatus(env, order.code, { type: "payment", paymentStatus: status, at });
  }
  return status;
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
  const stored = await attemptStatusByToken(env, order, tokenWs);
  const status = paymentStatusOf(confirmation.status);
  if (stored === status) return { confirmation, status, order };
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
  const rows = await hostedAttemptRows(env, companyId, token);
  if (!rows) return "unknown";
  const { attempt, order, newestAttemptId, submitted } = rows;
  if (!order || order.status !== "PENDING_PAYMENT" || submitted) return "closed";
  if (order.createdAt <= payableSince(env)) return "expired";
  if (attempt.status === "EXPIRED" || newestAttemptId !== attempt.id) return "replaced";
  return attempt.status === "PENDING" || attempt.status === "REJECTED" ? "usable" : "closed";
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
