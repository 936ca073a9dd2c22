// Status changes made from the follow-up page (cancel) and by payments
// (PENDING_PAYMENT → GENERATED). The one implementation is transitionOrder
// (order-status.server.ts): conditional UPDATE, status event, cashback, room event.
import type { OrderStatus, PaymentStatus } from "~/domain/orders/order-status";
import { publishOrderStatus, transitionOrder, type OrderRoomEvent } from "./order-status.server";
import type { OrderRow } from "./order-read.server";
import { now } from "~/data/clock.server";
import { finishDeliveryPicking } from "./picking.server";

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

// ------------------------------------------------------------------ picker (logistics.md §4 Diner order statuses)

export type PickingResult = { ok: true } | { ok: false; error: "taken" | "failed"; status: OrderStatus | null };

/**
 * GENERATED → ACCEPTED by a picker: one conditional UPDATE that also names the picker, so
 * of two pickers taking one order one wins and the other gets `taken`.
 */
export async function takeOrderForPicking(
  env: Env,
  order: Pick<OrderRow, "companyId" | "code">,
  picker: { staffId: number; name: string; phone: string },
): Promise<PickingResult> {
  const result = await transitionOrder(env, order.companyId, order.code, "ACCEPTED", "picker", { picking: { take: picker } });
  if (result.ok) return { ok: true };
  return { ok: false, error: result.error === "conflict" || result.status !== "GENERATED" ? "taken" : "failed", status: result.status };
}

/**
 * The picker's last step: READY for take-away, table and self-service orders; a delivery
 * order stays ACCEPTED for its rider with the picking finished (order-status.ts). Both
 * record the till amount and the difference detail, only by the picker holding the order.
 */
export async function finishPicking(
  env: Env,
  order: Pick<OrderRow, "companyId" | "code" | "id" | "type">,
  finish: { staffId: number; deliverablePrice: number; differenceAmount: number },
): Promise<PickingResult> {
  if (order.type === "DELIVERY") {
    const at = now(env).getTime();
    const ok = await finishDeliveryPicking(env.DB, order.companyId, order.id, finish.staffId, finish.deliverablePrice, finish.differenceAmount, at);
    if (!ok) return { ok: false, error: "failed", status: null };
    await publishOrderStatus(env, order.code, { type: "status", status: "ACCEPTED", at });
    return { ok: true };
  }
  const result = await transitionOrder(env, order.companyId, order.code, "READY", "picker", { picking: { finish } });
  return result.ok ? { ok: true } : { ok: false, error: "failed", status: result.status };
}
