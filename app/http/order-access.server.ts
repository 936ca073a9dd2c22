// Who may act on an order and see where it goes: the order code
// is a link people share, so it shows the order's items, totals and status to anyone;
// but cancelling, rating, reporting and the street, apartment and notes belong to the
// session that placed the order (the order keeps its id: `placedSessionId`) or a caller who
// verified the order's phone with a one-time code (session or bearer).
import type { DinerSession } from "./session.server";
import { callerVerifiedPhone } from "./verified-phone.server";
import { getSession } from "./session.server";

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
