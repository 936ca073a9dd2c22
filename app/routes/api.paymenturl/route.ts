// POST /api/paymenturl (storefront.md §7): body code, branchContactId, amount →
// { url, token } of the provider's hosted page. The amount charged is the stored
// order total; a different `amount` in the body is refused (§8 message). A new
// link replaces an unsubmitted one (an abandoned page never blocks paying);
// a card in process or paid does block it (docs/payments-sandbox.md "Attempts").
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { MSG_PAYMENT_EXPIRED } from "~/domain/orders/order-status";
import { trackEvent } from "~/services/analytics/analytics.server";
import { apiError, apiJson, apiLoader } from "~/http/api.server";
import { enforceApiRateLimit, refundRateLimit } from "~/http/rate-limit.server";
import { getSession } from "~/http/session.server";
import { methodNotAllowed, missingOr, orderOr404, parseBodyOr400, readBody } from "~/http/payment-api.server";
import { startOnlinePayment } from "~/services/payments/order-payment.server";
import { MSG_PAYMENT_LINK_ERROR } from "~/data/payments/provider.server";

const MSG_CODE = "Falta el código del pedido.";
const MSG_CODE_INVALID = "El código del pedido no es válido.";
const MSG_BRANCH_CONTACT = "El identificador del local debe ser un número entero positivo.";
const MSG_AMOUNT = "El monto debe ser un número entero positivo.";

/** A form field may be sent empty: no value. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** A number as JSON or as form text ("111"); anything else fails (no coercion of booleans or blanks). */
const numeric = (v: unknown) => (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

const schema = z.object({
  code: z.string().trim().min(1, MSG_CODE).max(32, MSG_CODE_INVALID),
  branchContactId: z.preprocess(numeric, z.number().int(MSG_BRANCH_CONTACT).positive(MSG_BRANCH_CONTACT)),
  amount: z.preprocess((v) => numeric(blankToUndefined(v)), z.number().int(MSG_AMOUNT).positive(MSG_AMOUNT).optional()),
});

const MESSAGES = {
  code: missingOr(MSG_CODE, MSG_CODE_INVALID),
  branchContactId: MSG_BRANCH_CONTACT,
  amount: MSG_AMOUNT,
};

export const loader = () => methodNotAllowed();

export const action = apiLoader(async ({ request, env, context }) => {
  const body = parseBodyOr400(schema, await readBody(request), MESSAGES);
  // The order code travels in the body, out of GUESSABLE_PATHS' sight: the lookup by `code` is
  // claimed in the order-code guessing limit (429 in Spanish) and given back when the order
  // exists, so only misses count.
  await enforceApiRateLimit(request, env, "orderCode");
  const order = await orderOr404(env, body.code, body.branchContactId);
  context.cloudflare.ctx.waitUntil(refundRateLimit(request, env, "orderCode"));
  if (body.amount != null && body.amount !== order.total) return apiError(409, MSG_PAYMENT_LINK_ERROR);
  const started = await startOnlinePayment(env, order);
  if (!started.ok) {
    if (started.reason === "expired") return apiError(409, MSG_PAYMENT_EXPIRED);
    return apiError(started.reason === "notPayable" ? 409 : 422, MSG_PAYMENT_LINK_ERROR);
  }
  // §7 PAY_ORDER: an online payment starts (stored only when the diner's session cookie came along).
  const session = await getSession(env, request);
  const scope = { company: { id: order.companyId }, branch: { id: order.branchId }, branchContact: { id: order.branchContactId }, session };
  trackEvent(env, context.cloudflare.ctx, "PAY_ORDER", { request, scope, data: { orderCode: order.code, amount: order.total } });
  return apiJson({ url: started.url, token: started.token }, { cache: "none" });
}) as (args: ActionFunctionArgs) => Promise<Response>;
