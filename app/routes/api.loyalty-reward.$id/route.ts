import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, idParam, parseOr400 } from "~/http/api.server";
import { getLoyaltyReward } from "~/data/customers/loyalty.server";

const params = z.object({ id: idParam("id") });

/** GET /api/loyalty-reward/{id} (storefront.md §7, §3 Loyalty reward: id, active, reward amount, branchId, branchContactId). */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { id } = parseOr400(params, raw);
  const reward = await getLoyaltyReward(env, id);
  if (!reward) apiNotFound("No encontramos el premio.");
  return apiJson({
    id: reward.id,
    name: reward.name,
    active: reward.active,
    amount: reward.amount,
    branchId: reward.branchId,
    branchContactId: reward.branchContactId,
  });
});
