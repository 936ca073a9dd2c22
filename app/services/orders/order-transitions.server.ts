// Order status changes (storefront.md §4 "Order statuses"; logistics.md §4 Diner order statuses)
// and what follows each: the conditional write (app/data/orders/order-writer.server.ts), then the
// accepted delivery order's shipment joins a waiting rider's stack, then the order's rooms hear it.
import type { OrderStatus, OrderStatusActor, PaymentStatus } from "~/domain/orders/order-status";
import { now } from "~/data/clock.server";
import { stackWaitingShipment } from "~/data/logistics/shipment-create.server";
import type { OrderRow } from "~/data/orders/order-reader.server";
import { finishDeliveryPicking } from "~/data/orders/picking.server";
import { writeOrderTransition, type TransitionOptions, type TransitionResult } from "~/data/orders/order-writer.server";
import { publishOrderStatus } from "~/services/realtime/order-room.server";
import { publishBoardChange } from "~/services/realtime/board-room.server";

export async function transitionOrder(
  env: Env,
  companyId: number,
  code: string,
  to: OrderStatus,
  actor: OrderStatusActor = "system",
  opts: TransitionOptions = {},
): Promise<TransitionResult> {
  const result = await writeOrderTransition(env, companyId, code, to, actor, opts);
  if (!result.ok) return result;
  if (to === "ACCEPTED") await stackWaitingShipment(env, companyId, result.orderId);
  await publishOrderStatus(env, result.code, { type: "status", status: to, at: result.at, ...(opts.paymentStatus ? { paymentStatus: opts.paymentStatus } : {}) });
  // The location's boards hear every change; a paid order reaching GENERATED arrives on them as new.
  await publishBoardChange(env, result.branchContactId, to === "GENERATED" ? { type: "new", code: result.code } : { type: "status", code: result.code, status: to });
  return result;
}

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
    const ok = await finishDeliveryPicking(env, order.companyId, order.id, finish.staffId, finish.deliverablePrice, finish.differenceAmount, at);
    if (!ok) return { ok: false, error: "failed", status: null };
    await publishOrderStatus(env, order.code, { type: "status", status: "ACCEPTED", at });
    return { ok: true };
  }
  const result = await transitionOrder(env, order.companyId, order.code, "READY", "picker", { picking: { finish } });
  return result.ok ? { ok: true } : { ok: false, error: "failed", status: result.status };
}
