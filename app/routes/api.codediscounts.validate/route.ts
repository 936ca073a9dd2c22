import { apiLoader } from "~/http/api.server";
import { methodNotAllowed } from "~/http/request-body.server";
import { validateCodeRequest } from "~/routes/api.codediscounts.validate/code-validate.server";

/**
 * POST /api/codediscounts/validate (storefront.md §7, §5 "Discount code"):
 * 200 discount info · 400 bad body / 'Asegurese de haber elegido un medio de pago primero' /
 * 'Asegúrese de haber ingresado sus datos…' · 404 'No se encontró ningún descuento…' or unknown
 * local/mode · 422 the code's rule (minimum, category, free delivery, first purchase…).
 */
export const action = apiLoader(async ({ request, env, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return validateCodeRequest(env, request, context.cloudflare.ctx);
});

export const loader = apiLoader(async () => methodNotAllowed("POST"));
