// The refund of a refused order's online payment: the charge is given back through the provider
// that took it (PaymentProvider.refund, the sandbox locally), then the charge and the order read
// REFUNDED ('Reembolso'). Called once, by the refusal that won; a cash order or an unpaid card
// order has nothing to refund.
import { now } from "~/data/clock.server";
import { orderByCode, paidPaymentOf, writeRefunded } from "~/data/payments/payment-attempts.server";
import { getPaymentProvider } from "~/data/payments/registry.server";

export type RefundOutcome = "refunded" | "nothingToRefund" | "providerRefused";

export async function refundCanceledOrder(env: Env, companyId: number, code: string): Promise<RefundOutcome> {
  const order = await orderByCode(env, code, companyId);
  if (!order || order.status !== "CANCELED" || order.paymentMethod !== "ONLINE" || order.paymentStatus !== "PAID") return "nothingToRefund";
  const paid = await paidPaymentOf(env, order);
  const provider = paid ? getPaymentProvider(env, paid.provider) : null;
  if (!paid || !provider) return "nothingToRefund";
  const result = await provider.refund({ paymentReferenceId: paid.externalId, orderCode: order.code, companyId, amount: paid.amount });
  if (!result.refunded) {
    console.error("refundCanceledOrder: the provider refused the refund", order.code);
    return "providerRefused";
  }
  await writeRefunded(env, order, paid.id, now(env).getTime());
  return "refunded";
}
