import { apiJson, apiLoader } from "~/http/api.server";
import { chargesOfPathMode, serializeGeneralDiscounts } from "~/views/mode-charges.server";

/**
 * GET /api/ordermodes/{id}/generaldiscounts (storefront.md §7): the mode's active
 * general discounts sorted by priority, missing priority last (§4).
 * `[{ id, discountReferenceId, name, type, value, priority, externalBenefitType }]`.
 */
export const loader = apiLoader(async ({ params, env }) => {
  const { charges } = await chargesOfPathMode(env, params);
  return apiJson(serializeGeneralDiscounts(charges));
});
