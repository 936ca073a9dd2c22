import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, getBranchById, idParam, parseOr400 } from "~/http/api.server";
import { getLoyaltyProgram } from "~/data/customers/loyalty.server";

const params = z.object({ id: idParam("id") });

/** GET /api/branch/{id}/loyalty-program (storefront.md §7, §3 Loyalty programme). */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { id } = parseOr400(params, raw);
  const branch = await getBranchById(env, id);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const program = await getLoyaltyProgram(env, branch.companyId, branch.id);
  if (!program) apiNotFound("La sucursal no tiene un programa de fidelidad.");
  const { branchId: _b, ...body } = program;
  return apiJson(body);
});
