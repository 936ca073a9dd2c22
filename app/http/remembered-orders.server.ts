// 'PEDIDO EN CURSO' (storefront.md §2 Header; §3 Customer orders: in progress if
// scheduled, or ordered within the last 24 hours and in progress). The session
// keeps the codes of the diner's last orders; the header shows the newest one
// of this local that is still in progress.
import { isInProgress } from "~/domain/orders/order-status";
import { getSession, type DinerSession } from "~/http/session.server";
import { listOrdersByCodes } from "~/data/orders/order-reader.server";

/** Enough for a diner who orders several times a day; older codes drop off. */
export const REMEMBERED_ORDERS = 5;

/** Call after creating an order (and when its follow-up is opened). Returns true when the session changed. */
export function rememberOrderCode(session: DinerSession, code: string): boolean {
  const codes = session.get("orderCodes") ?? [];
  if (codes[0] === code) return false;
  session.set("orderCodes", [code, ...codes.filter((c) => c !== code)].slice(0, REMEMBERED_ORDERS));
  return true;
}

/**
 * Whether the request's session already holds `code` (opened, or placed through the checkout page, by this diner). Reloading
 * it is not a guess: the Worker entry counts no order-code attempt for it (rate-limit.server.ts),
 * so the page a diner keeps open costs no limiter round trip. Codes are compared upper-case.
 */
export async function sessionHoldsOrderCode(env: Env, request: Request, code: string): Promise<boolean> {
  if (!request.headers.has("Cookie")) return false;
  const session = await getSession(env, request);
  const wanted = code.toUpperCase();
  return (session.get("orderCodes") ?? []).some((c) => c.toUpperCase() === wanted);
}

export interface OrderInProgress {
  code: string;
  href: string;
}

/** The newest remembered order of this local still in progress, or null (no query without codes). */
export async function findOrderInProgress(
  env: Env,
  session: DinerSession,
  scope: { companyId: number; branchContactId: number; alias: string },
  nowMs: number,
): Promise<OrderInProgress | null> {
  const codes = session.get("orderCodes") ?? [];
  if (codes.length === 0) return null;
  const rows = await listOrdersByCodes(env, scope.companyId, scope.branchContactId, codes);
  const current = rows.find((o) => isInProgress({ status: o.status, scheduled: o.scheduled, orderedAt: o.createdAt }, nowMs));
  return current ? { code: current.code, href: `/menu/${scope.alias}/order/${current.code}` } : null;
}
