// POST /api/callback/transbank/{...} (storefront.md §7 'confirm bank card
// payment; body not shown'): body token_ws (JSON or form, like Transbank's
// return POST). Applies the provider's result to the order. A browser form post
// is sent on to the follow-up page (which shows the toast); an API call gets JSON.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { apiError, apiJson, apiLoader } from "~/http/api.server";
import { methodNotAllowed, missingOr, parseBodyOr400, readBody } from "~/http/payment-api.server";
import { confirmOnlinePayment } from "~/services/payments/order-payment.server";
import { MSG_PAYMENT_FAILED } from "~/data/payments/provider.server";
import { getPaymentProvider } from "~/data/payments/registry.server";
import { readSandboxPayment, SANDBOX_PROVIDER } from "~/data/payments/sandbox.server";

const MSG_TOKEN = "Falta token_ws.";
const MSG_TOKEN_INVALID = "El token_ws no es válido.";
const schema = z.object({ token_ws: z.string().min(1, MSG_TOKEN).max(200, MSG_TOKEN_INVALID) });
const MESSAGES = { token_ws: missingOr(MSG_TOKEN, MSG_TOKEN_INVALID) };

export const loader = () => methodNotAllowed();

export const action = apiLoader(async ({ request, env }) => {
  const isForm = !(request.headers.get("Content-Type") ?? "").includes("application/json");
  const { token_ws } = parseBodyOr400(schema, await readBody(request), MESSAGES);
  // Only the sandbox answers here for now; a Transbank adapter would take the `{...}` splat.
  const provider = getPaymentProvider(env, SANDBOX_PROVIDER)!;
  if (isForm) {
    // The follow-up page confirms token_ws on load (and shows the §8 toast).
    const payment = await readSandboxPayment(env, token_ws);
    if (!payment) return apiError(404, MSG_PAYMENT_FAILED);
    return redirect(`${payment.order.returnUrl}?token_ws=${encodeURIComponent(token_ws)}`, 303);
  }
  const result = await confirmOnlinePayment(env, provider, token_ws);
  if (!result) return apiError(404, MSG_PAYMENT_FAILED);
  return apiJson(
    { code: result.order.code, status: result.confirmation.status, paymentStatus: result.status, orderStatus: result.order.status },
    { cache: "none" },
  );
}) as (args: ActionFunctionArgs) => Promise<Response>;
