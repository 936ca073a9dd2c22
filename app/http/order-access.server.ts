// Who may act on an order and see where it goes: the order code
// is a link people share, so it shows the order's items, totals and status to anyone;
// but cancelling, rating, reporting and the street, apartment and notes belong to the
// session that placed the order (the order keeps its id: `placedSessionId`) or a caller who
// verified the order's phone with a one-time code (session or bearer).
import type { DinerSession } from "~/http/session.server";
import { callerVerifiedPhone } from "~/http/verified-phone.server";
import { getSession } from "~/http/session.server";
import { findOrderOwnerByCode } from "~/data/orders/order-reader.server";

export const MSG_ORDER_OWNER_ONLY = "Solo quien hizo el pedido puede hacerlo. Inicie sesión con el teléfono del pedido.";

export interface OwnedOrder {
  customerPhone: string;
  placedSessionId: string | null;
}

export function sessionOwnsOrder(session: DinerSession, order: OwnedOrder): boolean {
  if (order.placedSessionId && session.id && order.placedSessionId === session.id) return true;
  const phone = session.get("customerPhone");
  return !!phone && phone === order.customerPhone;
}

/** For the JSON calls: the session cookie, or a bearer of the order's verified phone. */
export async function callerOwnsOrder(env: Env, request: Request, order: OwnedOrder): Promise<boolean> {
  if (request.headers.get("Cookie") && sessionOwnsOrder(await getSession(env, request), order)) return true;
  return (await callerVerifiedPhone(env, request)) === order.customerPhone;
}

/**
 * Whether the caller owns the order with this code: the guessing limit never refuses the
 * owner (a diner behind a carrier address that someone else is guessing from). Looks the
 * order up only for a caller who sends a session or a bearer.
 */
export async function callerOwnsOrderCode(env: Env, request: Request, code: string): Promise<boolean> {
  if (!request.headers.get("Cookie") && !request.headers.get("Authorization")) return false;
  const order = await findOrderOwnerByCode(env, code);
  return !!order && (await callerOwnsOrder(env, request, order));
}
