// POST /api/abandoned/cart/ (storefront.md §4 abandoned cart; §7 body items,
// branchContactId, branchId, phone, email, orderModeId, navigationEvent; §8
// "errors only logged" on the client). Sent by navigator.sendBeacon on
// pagehide from the cart and checkout pages (app/ui/abandoned-cart-beacon.tsx).
import { z } from "zod";
import { apiError, apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { now } from "~/data/clock.server";
import { knownPhone, priceAgainstMenu } from "~/views/abandoned-carts.server";
import { saveAbandonedCart } from "~/data/diner-activity/abandoned-carts.server";
import { methodNotAllowed, readJsonBody } from "~/http/request-body.server";
import { contactScope } from "~/data/tenants/tenant-scope.server";
import { getSession } from "~/http/session.server";
import { cartFromSession } from "~/http/storefront-context.server";
import { lineIdFor } from "~/domain/cart/cart";
import { cappedOrderItemSchema } from "~/domain/orders/order-item";
import type { Cart } from "~/domain/types";

export const MSG_NO_PHONE = "Falta un teléfono válido para guardar el pedido.";
export const MSG_EMPTY = "El pedido está vacío.";
const MSG_ID = "El local y la sucursal deben ser números.";
const MSG_ITEMS = "Los productos del pedido no son válidos.";

const id = z.number({ required_error: MSG_ID, invalid_type_error: MSG_ID }).int(MSG_ID).positive(MSG_ID);
export const abandonedBody = z.object({
  branchContactId: id,
  branchId: id.optional(),
  orderModeId: id.nullish(),
  phone: z.string().max(30).nullish(),
  email: z.string().max(100).nullish(),
  navigationEvent: z.string().max(40).nullish(),
  /** Ids, quantities and choices (prices are never read); used only when the session has no cart here. */
  items: z.array(cappedOrderItemSchema, { invalid_type_error: MSG_ITEMS }).max(100, MSG_ITEMS).optional(),
});

/**
 * The cart comes from the diner's session (server truth) when it has lines for
 * this location; an API client without session sends `items` + `orderModeId`.
 * Lines the menu does not price any more are dropped; nothing left → 400.
 * 200 `{ saved: true, itemsTotal }`. Never cached.
 */
export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = parseOr400(abandonedBody, await readJsonBody(request, 32 * 1024));
  const scope = await contactScope(env, input.branchContactId);
  if (!scope || (input.branchId !== undefined && input.branchId !== scope.branchId)) apiNotFound("No encontramos el local.");
  const at = now(env);
  const session = await getSession(env, request);
  const fromSession = cartFromSession(session, scope.alias, at);
  const cart: Cart =
    fromSession.lines.length > 0 || !input.items
      ? fromSession
      : {
          branchContactAlias: scope.alias,
          orderModeId: input.orderModeId ?? null,
          menuHash: null,
          updatedAt: at.getTime(),
          lines: input.items.map((i) => {
            const sizeId = i.sizeId ?? null;
            return {
              lineId: lineIdFor(i.referenceId, sizeId, i.notes, i.extras),
              referenceId: i.referenceId,
              referenceType: "PLATE" as const,
              sizeId,
              quantity: i.quantity,
              notes: i.notes,
              extras: i.extras,
              source: "plate" as const,
            };
          }),
        };
  if (cart.lines.length === 0) return apiError(400, MSG_EMPTY);
  const phone = knownPhone(session, input.phone, scope.country);
  if (!phone) return apiError(400, MSG_NO_PHONE);
  const priced = await priceAgainstMenu(env, scope, cart);
  if (!priced) return apiError(400, MSG_EMPTY);
  await saveAbandonedCart(env, { scope, sessionId: session.id || `phone:${phone}`, phone, priced, at: at.getTime() });
  return apiJson({ saved: true, itemsTotal: priced.itemsTotal }, { cache: "none" });
});

export const loader = () => methodNotAllowed("POST");
