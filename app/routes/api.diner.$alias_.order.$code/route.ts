import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { findOrderForAlias } from "~/data/orders/order-reader.server";
import { followUpJson } from "./follow-up-json.server";
import { withEffectivePaymentStatus } from "~/services/payments/order-payment.server";
import { callerOwnsOrder } from "~/http/order-access.server";
import { now } from "~/data/clock.server";
import { followUpLogistics } from "~/views/follow-up-logistics.server";

const params = z.object({
  alias: z.string().trim().min(1).max(100, "El alias no es válido."),
  code: z.string().trim().min(1).max(32, "El código de pedido no es válido."),
});

/**
 * GET /api/diner/{alias-or-branch}/order/{code} (storefront.md §7): the §3
 * Follow-up order. The code is looked up only inside the alias's company (and
 * branch / branch contact): another tenant's code is a 404. Never cached.
 * Street, number, apartment, between-streets and notes only for the session that
 * placed the order or a verified caller of its phone (the code alone is a shared link).
 */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  const { alias, code } = parseOr400(params, raw);
  const stored = await findOrderForAlias(env, alias, code);
  if (!stored) apiNotFound("No encontramos el pedido.");
  // The payment status the follow-up page shows (an unsubmitted card is no charge in process).
  const order = await withEffectivePaymentStatus(env, stored.order);
  const owner = await callerOwnsOrder(env, request, order);
  // Only the JSON part is used here: its times are epoch ms (the time zone is for the page view).
  const logistics = await followUpLogistics(env, order, stored.branchContactAlias, now(env).getTime(), "UTC");
  return apiJson(followUpJson({ ...stored, order }, stored.branchContactAlias, owner, logistics.json), { cache: "none", headers: { "Cache-Control": "private, no-store" } });
});
