// The server's side of the order's room (party/order-room.ts, room `order-{code}`): after the
// order, its payment or one of its shipments changes, the follow-up page hears it. Best effort:
// realtime is an enhancement, D1 stays the source of truth.
import type { OrderStatus, PaymentStatus } from "~/domain/orders/order-status";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import { publishTracking } from "./tracking-room.server";

export type OrderRoomEvent =
  | { type: "status"; status: OrderStatus; at: number; paymentStatus?: PaymentStatus }
  | { type: "payment"; paymentStatus: PaymentStatus; at: number }
  // The shop's console moved the expected time ('Demorar'): the follow-up shows the new one.
  | { type: "delay"; readyBy: number; at: number }
  // A shipment of the order changed (the follow-up page reloads its shipment steps).
  | { type: "shipment"; shipmentId: number; shipmentStatus: ShipmentStatus; at: number };

/** Publishes to the order's room; the same change reaches the order's tracking room, when it has one. */
export async function publishOrderStatus(env: Env, code: string, event: OrderRoomEvent): Promise<void> {
  try {
    await env.OrderRoom.get(env.OrderRoom.idFromName(`order-${code}`)).publish(event);
  } catch (error) {
    console.error("order room publish failed", code, error);
  }
  await publishTracking(env, code);
}
