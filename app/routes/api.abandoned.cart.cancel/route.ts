// PUT /api/abandoned/cart/cancel/ (storefront.md §7: email, phone,
// branchContactId, branchId, navigationEvent): the diner's abandoned cart at
// that location is dropped. The order action calls cancelAbandonedCarts directly.
import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { now } from "~/data/clock.server";
import { cancelAbandonedCarts } from "~/http/abandoned-carts.server";
import { methodNotAllowed, readJsonBody } from "~/http/request-body.server";
import { contactScope } from "~/http/api-scope.server";
import { getSession } from "~/http/session.server";
import { normalizePhone } from "~/domain/checkout/phone";

const MSG_ID = "El local y la sucursal deben ser números.";
const id = z.number({ required_error: MSG_ID, invalid_type_error: MSG_ID }).int(MSG_ID).positive(MSG_ID);
const body = z.object({
  branchContactId: id,
  branchId: id.optional(),
  phone: z.string().max(30).nullish(),
  email: z.string().max(100).nullish(),
  navigationEvent: z.string().max(40).nullish(),
});

/**
 * Cancels by the session (cookie) and by the phone, if given; only inside the
 * location's company. 200 `{ cancelled: n }` (0 when there was nothing).
 */
export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const input = parseOr400(body, await readJsonBody(request, 8 * 1024));
  const scope = await contactScope(env, input.branchContactId);
  if (!scope || (input.branchId !== undefined && input.branchId !== scope.branchId)) apiNotFound("No encontramos el local.");
  const session = await getSession(env, request);
  const phone = input.phone ? normalizePhone(input.phone, scope.country) : null;
  const cancelled = await cancelAbandonedCarts(env, {
    companyId: scope.companyId,
    branchContactId: scope.branchContactId,
    sessionId: session.id || null,
    phone,
    at: now(env).getTime(),
  });
  return apiJson({ cancelled }, { cache: "none" });
});

export const loader = () => methodNotAllowed("PUT");
