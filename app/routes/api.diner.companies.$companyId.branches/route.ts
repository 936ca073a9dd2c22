import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, idParam, parseOr400, queryOf, rowCountParam } from "~/http/api.server";
import { countCompanyBranches, getCompanyById } from "~/data/tenants/tenant-scope.server";
import { serializeBranch } from "~/http/api-serializers.server";
import { BRANCH_PAGE_SIZE, listCompanyBranches } from "~/data/tenants/storefront.server";

const params = z.object({ companyId: idParam("companyId") });
const query = z.object({
  offset: rowCountParam("offset").default("0"),
  // storefront.md §9: branch list page size 99 (also the maximum).
  pageSize: z.coerce
    .number({ invalid_type_error: "El parámetro pageSize no es válido." })
    .int("El parámetro pageSize no es válido.")
    .min(1, `El parámetro pageSize debe estar entre 1 y ${BRANCH_PAGE_SIZE}.`)
    .max(BRANCH_PAGE_SIZE, `El parámetro pageSize debe estar entre 1 y ${BRANCH_PAGE_SIZE}.`)
    .default(BRANCH_PAGE_SIZE),
});

/** GET /api/diner/companies/{companyId}/branches?offset&pageSize=99: `{ items, offset, pageSize, total }`. */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  const { companyId } = parseOr400(params, raw);
  const { offset, pageSize } = parseOr400(query, queryOf(request));
  const company = await getCompanyById(env, companyId);
  if (!company) apiNotFound("No encontramos la empresa.");
  const [items, total] = await Promise.all([
    listCompanyBranches(env, company.id, offset, pageSize),
    countCompanyBranches(env, company.id),
  ]);
  return apiJson({ items: items.map(serializeBranch), offset, pageSize, total });
});
