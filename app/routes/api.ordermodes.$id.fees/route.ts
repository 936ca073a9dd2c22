import { apiJson, apiLoader } from "~/http/api.server";
import { chargesOfPathMode, serializeFees } from "~/views/mode-charges.server";

/**
 * GET /api/ordermodes/{id}/fees (storefront.md §7): `{ userFee, percentageUserFee }`;
 * service fee = userFee + percentageUserFee % of the order amount.
 */
export const loader = apiLoader(async ({ params, env }) => {
  const { charges } = await chargesOfPathMode(env, params);
  return apiJson(serializeFees(charges));
});
