import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, idParam, parseOr400 } from "~/http/api.server";
import { getCompanyById } from "~/data/tenants/tenant-scope.server";
import { getFile } from "~/data/tenants/storefront.server";

const params = z.object({ companyId: idParam("companyId") });

/** GET /api/diner/companies/{companyId} (storefront.md §7): `{ id, name, alias, logoFileId }`. */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { companyId } = parseOr400(params, raw);
  const company = await getCompanyById(env, companyId);
  if (!company) apiNotFound("No encontramos la empresa.");
  // A logo of another company is never exposed through this one.
  const logo = company.logoFileId ? await getFile(env, company.logoFileId) : null;
  return apiJson(
    { id: company.id, name: company.name, alias: company.alias, logoFileId: logo?.companyId === company.id ? logo.id : null },
    { cache: "long" },
  );
});
