import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, getBranchById, idParam, parseOr400 } from "~/http/api.server";
import { serializeMenuCustomization } from "~/http/api-serializers.server";
import { listMenuCustomizations } from "~/data/tenants/storefront.server";

const params = z.object({ branchId: idParam("branchId") });

/** GET /api/menucustomization/{branchId} (storefront.md §7): {resource, displayType, theme, commands (JSON string)}[]. */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { branchId } = parseOr400(params, raw);
  const branch = await getBranchById(env, branchId);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const list = await listMenuCustomizations(env, branch.companyId, branch.id);
  return apiJson(list.map(serializeMenuCustomization));
});
