// PUT /api/abandoned/cart/cancel/ (storefront.md §7: email, phone,
// branchContactId, branchId, navigationEvent): the diner's abandoned cart at
// that location is dropped. The order action calls cancelAbandonedCarts directly.
// A phone alone cancels nothing and tells nothing. The caller's own session
// cancels its own carts; a phone's carts only go for its verified owner (session or
// bearer); anyone else gets 401. The call counts in the phone-lookup guessing limit
// (GUESSABLE_PATHS, app/http/rate-limit.server.ts).
import { z } from "zod";
import { apiError, apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { now } from "~/data/clock.server";
import { cancelAbandonedCarts } from "~/data/diner-activity/abandoned-carts.server";
import { methodNotAllowed, readJsonBody } from "~/http/request-body.server";
import { contactScope } from "~/data/tenants/tenant-scope.server";
import { getSession } from "~/http/session.server";
import { callerVerifiedPhone } from "~/http/verified-phone.server";
import { normalizePhone } from "~/domain/checkout/phone";

export const MSG_CANCEL_OWNER_ONLY = "Solo puede cancelar su propio pedido guardado: inicie sesión con el código que enviamos a su teléfono.";

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
 * Cancels by the caller's session (cookie) and by the phone when it is the caller's
 * verified phone; only inside the location's company. 200 `{ cancelled: n }` (0 when
 * there was nothing). A phone the caller has not verified is ignored next to its own
 * session (the count then says nothing about that phone) and, without a session,
 * answers 401.
 */
export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const input = parseOr400(body, await readJsonBody(request, 8 * 1024));
  const scope = await contactScope(env, input.branchContactId);
  if (!scope || (input.branchId !== undefined && input.branchId !== scope.branchId)) apiNotFound("No encontramos el local.");
  const session = await getSession(env, request);
  const sessionId = session.id || null;
  const typed = input.phone ? normalizePhone(input.phone, scope.country) : null;
  const phone = typed && typed === (await callerVerifiedPhone(env, request)) ? typed : null;
  if (!sessionId && !phone) return apiError(401, MSG_CANCEL_OWNER_ONLY, { headers: { "WWW-Authenticate": 'Bearer realm="diner"' } });
  const cancelled = await cancelAbandonedCarts(env, {
    companyId: scope.companyId,
    branchContactId: scope.branchContactId,
    sessionId,
    phone,
    at: now(env).getTime(),
  });
  return apiJson({ cancelled }, { cache: "none" });
});

export const loader = () => methodNotAllowed("PUT");
