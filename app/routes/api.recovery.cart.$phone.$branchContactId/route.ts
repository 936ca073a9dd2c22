// GET /api/recovery/cart/{phone}/{branchContactId} (storefront.md §7: data with
// orderModeId and items; §8 "Cart not found on recovery logs 'Cart not found'").
import { z } from "zod";
import { apiError, apiJson, apiLoader, apiNotFound, idParam, parseOr400 } from "~/http/api.server";
import { recoveryData } from "~/views/abandoned-carts.server";
import { findAbandonedCart } from "~/data/diner-activity/abandoned-carts.server";
import { writeDinerLog } from "~/data/diner-activity/diner-log.server";
import { contactScope } from "~/data/tenants/tenant-scope.server";
import { normalizePhone } from "~/domain/checkout/phone";
import { requireVerifiedPhone } from "~/http/verified-phone.server";

export const MSG_CART_NOT_FOUND = "Cart not found";
const MSG_PHONE = "El teléfono no es válido.";
const params = z.object({ phone: z.string().max(30, MSG_PHONE), branchContactId: idParam("branchContactId") });

/**
 * `{ data: { orderModeId, items: [{ referenceId, referenceType, sizeId, quantity, notes, extras, source }], itemsTotal, updatedAt } }`
 * of the newest open abandoned cart of that phone at that location. 404
 * `Cart not found` (also written to diner_logs) when there is none. Never cached.
 * Only for the caller's verified phone (session or bearer): anyone else gets 401.
 */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  const { phone: rawPhone, branchContactId } = parseOr400(params, raw);
  const scope = await contactScope(env, branchContactId);
  if (!scope) apiNotFound("No encontramos el local.");
  const phone = normalizePhone(rawPhone, scope.country);
  if (!phone) return apiError(400, MSG_PHONE);
  await requireVerifiedPhone(env, request, phone);
  const row = await findAbandonedCart(env, scope, phone);
  if (!row) {
    await writeDinerLog(env, {
      companyId: scope.companyId,
      level: "warn",
      message: MSG_CART_NOT_FOUND,
      context: { branchContactId, via: "api" },
    });
    return apiError(404, MSG_CART_NOT_FOUND);
  }
  return apiJson({ data: recoveryData(row) }, { cache: "none" });
});
