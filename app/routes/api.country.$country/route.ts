import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { serializeCountry } from "~/http/api-serializers.server";
import { getCountry } from "~/data/tenants/storefront.server";

const params = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/, "El código de país no es válido (dos letras, p. ej. ar)."),
});

/** GET /api/country/{country} (storefront.md §7): name, currency code and symbol, phone prefix, mantissa length. */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { country } = parseOr400(params, raw);
  const found = await getCountry(env, country);
  if (!found) apiNotFound("No encontramos el país.");
  return apiJson(serializeCountry(found), { cache: "long" });
});
