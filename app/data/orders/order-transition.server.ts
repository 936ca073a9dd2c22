// Status changes made from the follow-up page (cancel) and by payments
// (PENDING_PAYMENT → GENERATED). The one implementation is transitionOrder
// (order-status.server.ts): conditional UPDATE, status event, cashback, room event.
import type { OrderStatus, PaymentStatus } from "~/domain/orders/order-status";
import { publishOrderStatus, transitionOrder, type OrderRoomEvent } from "./order-status.server";
import type { OrderRow } from "./order-read.server";

export type { OrderRoomEvent };
export const publishOrderEvent = publishOrderStatus;

/** Moves the order from its current status to `to`; false when not allowed or already moved. */
export async function transitionOrderStatus(
  env: Env,
  order: Pick<OrderRow, "companyId" | "code">,
  to: OrderStatus,
  actor: "system" | "diner" = "system",
  paymentStatus?: PaymentStatus,
): Promise<boolean> {
  const result = await transitionOrder(env, order.companyId, order.code, to, actor, { paymentStatus });
  return result.ok;
}
