// POST /api/paymenturl (storefront.md §7): body code, branchContactId, amount →
// { url, token } of the provider's hosted page. The amount charged is the stored
// order total; a different `amount` in the body is refused (§8 message).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { trackEvent } from "~/data/analytics.server";
import { apiError, apiJson, apiLoader, parseOr400 } from "~/data/api.server";
import { getSession } from "~/data/session.server";
import { methodNotAllowed, orderOr404, readBody } from "~/data/payments/api-payments.server";
import { startOnlinePayment, withEffectivePaymentStatus } from "~/data/payments/order-payment.server";
import { MSG_PAYMENT_LINK_ERROR } from "~/data/payments/provider.server";

const schema = z.object({
  code: z.string({ required_error: "Falta el código del pedido." }).min(1).max(32),
  branchContactId: z.coerce.number().int().positive(),
  amount: z.coerce.number().nonnegative().optional(),
});

export const loader = () => methodNotAllowed();

export const action = apiLoader(async ({ request, env, context }) => {
  const body = parseOr400(schema, await readBody(request));
  const order = await withEffectivePaymentStatus(env, await orderOr404(env, body.code, body.branchContactId));
  if (body.amount != null && Math.round(body.amount) !== order.total) return apiError(409, MSG_PAYMENT_LINK_ERROR);
  const started = await startOnlinePayment(env, order);
  if (!started.ok) return apiError(started.reason === "notPayable" ? 409 : 422, MSG_PAYMENT_LINK_ERROR);
  // §7 PAY_ORDER: an online payment starts (stored only when the diner's session cookie came along).
  const session = await getSession(env, request);
  const scope = { company: { id: order.companyId }, branch: { id: order.branchId }, branchContact: { id: order.branchContactId }, session };
  trackEvent(env, context.cloudflare.ctx, "PAY_ORDER", { request, scope, data: { orderCode: order.code, amount: order.total } });
  return apiJson({ url: started.url, token: started.token }, { cache: "none" });
}) as (args: ActionFunctionArgs) => Promise<Response>;
