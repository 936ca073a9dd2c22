import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, getBranchById, idParam, parseOr400, queryOf } from "~/http/api.server";
import { listGlobalIndicators } from "~/data/tenants/tenant-scope.server";
import { serializeIndicator } from "~/http/api-serializers.server";
import { listIndicators } from "~/data/tenants/storefront.server";

const query = z.object({ branchId: idParam("branchId").optional() });

/**
 * GET /api/indicators[?branchId=] (storefront.md §7). Without a tenant only the
 * global indicators; with branchId also the private ones of that branch's company.
 */
export const loader = apiLoader(async ({ request, env }) => {
  const { branchId } = parseOr400(query, queryOf(request));
  if (branchId === undefined) {
    const global = await listGlobalIndicators(env);
    return apiJson(global.map(serializeIndicator), { cache: "long" });
  }
  const branch = await getBranchById(env, branchId);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const list = await listIndicators(env, branch.companyId);
  return apiJson(list.map(serializeIndicator), { cache: "long" });
});
