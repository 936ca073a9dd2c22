import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, idParam, parseOr400 } from "~/http/api.server";
import { getEntityCompanyId } from "~/data/tenants/tenant-scope.server";
import { serializeIndicator } from "~/http/api-serializers.server";
import { listEntityIndicators } from "~/data/tenants/storefront.server";

// {a} = entity type (PLATE or CATEGORY, any case), {b} = the entity's id (docs/api.md).
const params = z.object({
  a: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(["PLATE", "CATEGORY"], { errorMap: () => ({ message: "El tipo de entidad debe ser PLATE o CATEGORY." }) })),
  b: idParam("id"),
});

/** GET /api/entityindicators/{PLATE|CATEGORY}/{id} (storefront.md §7): the entity's indicators, in order. */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { a: entityType, b: entityId } = parseOr400(params, raw);
  // The entity's own company scopes the read.
  const companyId = await getEntityCompanyId(env, entityType, entityId);
  if (companyId === null) apiNotFound(entityType === "PLATE" ? "No encontramos el producto." : "No encontramos la categoría.");
  const list = await listEntityIndicators(env, companyId, entityType, entityId);
  return apiJson(list.map(serializeIndicator));
});
