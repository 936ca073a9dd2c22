import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, getBranchById, idParam, parseOr400 } from "~/http/api.server";
import { serializeOrderMode } from "~/http/api-serializers.server";
import { listBranchOrderModes } from "~/data/tenants/storefront.server";

const params = z.object({ branchId: idParam("branchId") });

/**
 * GET /api/diner/branchordermodes/{branchId} (storefront.md §7): the order modes
 * (active or not, with payment types) of every contact of the branch, each with
 * its branchContactId.
 */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { branchId } = parseOr400(params, raw);
  const branch = await getBranchById(env, branchId);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const modes = await listBranchOrderModes(env, branch.companyId, branch.id);
  return apiJson(modes.map((m) => ({ ...serializeOrderMode(m), branchContactId: m.branchContactId })));
});
