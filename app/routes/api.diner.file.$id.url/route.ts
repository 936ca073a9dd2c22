import { z } from "zod";
import { PLACEHOLDER_URL, apiJson, apiLoader, parseOr400, queryOf } from "~/http/api.server";
import { getFile } from "~/data/tenants/storefront.server";

const params = z.object({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/, "El identificador de archivo no es válido."),
});
const query = z.object({ type: z.string().max(20).optional() });

/**
 * GET /api/diner/file/{id}/url?type=LOGO (storefront.md §7): `{ url }`. The
 * relative url /files/{id} gets env.PUBLIC_BASE_URL as prefix when it is set.
 * Unknown id: 404 whose body still carries `url` = a transparent placeholder
 * (the spec's "on failure a transparent placeholder image"), plus `error`.
 */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  const { id } = parseOr400(params, raw);
  parseOr400(query, queryOf(request));
  const file = await getFile(env, id);
  if (!file) {
    return apiJson(
      { url: PLACEHOLDER_URL, error: { status: 404, message: "No encontramos la imagen." } },
      { status: 404, cache: "none" },
    );
  }
  const base = (env.PUBLIC_BASE_URL ?? "").replace(/\/+$/, "");
  return apiJson({ url: `${base}/files/${encodeURIComponent(file.id)}` }, { cache: "long" });
});
