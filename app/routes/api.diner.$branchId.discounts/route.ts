import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, getBranchById, idParam, parseOr400 } from "~/http/api.server";
import { serializeDiscount } from "~/http/api-serializers.server";
import { listBranchDiscounts } from "~/data/tenants/storefront.server";
import { now } from "~/data/clock.server";
import { discountRunsAt } from "~/domain/menu/discount-dates";

const params = z.object({ branchId: idParam("branchId") });

/** GET /api/diner/{branchId}/discounts (storefront.md §7): the branch's active product discounts. */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { branchId } = parseOr400(params, raw);
  // The branch's own company scopes the read (a numeric id carries no tenant).
  const branch = await getBranchById(env, branchId);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const discounts = await listBranchDiscounts(env, branch.companyId, branch.id);
  const at = now(env).getTime();
  return apiJson(discounts.filter((d) => discountRunsAt(d, at)).map(serializeDiscount));
});
