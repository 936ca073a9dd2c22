// Status changes made from the follow-up page (cancel) and by payments
// (PENDING_PAYMENT → GENERATED), published to the order's room so open
// follow-up pages revalidate (party/order-room.ts, room `order-{code}`).
// A conditional UPDATE (`WHERE status = from`) makes a double submit a no-op;
// the status event is written only after it took effect.
import { and, eq } from "drizzle-orm";
import { canTransition, type OrderStatus, type PaymentStatus } from "~/domain/checkout/order-status";
import { now } from "../clock.server";
import { db } from "../db.server";
import { orders, orderStatusEvents } from "../schema.server";
import type { OrderRow } from "./order-read.server";

export type OrderRoomEvent =
  | { type: "status"; status: OrderStatus; at: number; paymentStatus?: PaymentStatus }
  | { type: "payment"; paymentStatus: PaymentStatus; at: number };

/** Best effort: the page also shows the change on its next load (no JS, or the room is down). */
export async function publishOrderEvent(env: Env, code: string, event: OrderRoomEvent): Promise<void> {
  try {
    const stub = env.OrderRoom.get(env.OrderRoom.idFromName(`order-${code}`));
    await stub.publish(event);
  } catch (error) {
    console.error("order room publish failed", code, error);
  }
}

/** Moves the order from its current status to `to`; false when not allowed or already moved. */
export async function transitionOrderStatus(
  env: Env,
  order: Pick<OrderRow, "id" | "companyId" | "code" | "status">,
  to: OrderStatus,
  actor: "system" | "diner" = "system",
  paymentStatus?: PaymentStatus,
): Promise<boolean> {
  if (!canTransition(order.status, to)) return false;
  const at = now(env).getTime();
  const d = db(env);
  const set = paymentStatus ? { status: to, paymentStatus, updatedAt: at } : { status: to, updatedAt: at };
  const updated = await d.update(orders).set(set)
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (updated.length === 0) return false; // moved meanwhile (double submit, console): nothing to record
  await d.insert(orderStatusEvents)
    .values({ orderId: order.id, companyId: order.companyId, status: to, at, actor })
    .onConflictDoNothing();
  await publishOrderEvent(env, order.code, { type: "status", status: to, at, ...(paymentStatus ? { paymentStatus } : {}) });
  return true;
}
