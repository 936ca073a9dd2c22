import { apiJson, apiLoader } from "~/http/api.server";
import { chargesOfPathMode, serializeSurcharges } from "~/views/mode-charges.server";

/**
 * GET /api/ordermodes/{id}/generalsurcharges (storefront.md §7, §3 Surcharge line):
 * `[{ id, surchargeReferenceId, name, type, value }]` in the shop's order.
 */
export const loader = apiLoader(async ({ params, env }) => {
  const { charges } = await chargesOfPathMode(env, params);
  return apiJson(serializeSurcharges(charges));
});
