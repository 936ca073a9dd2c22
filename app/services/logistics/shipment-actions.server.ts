// What a rider does to a shipment or a stack (logistics.md §4): accept, advance,
// enter the delivery key, return, cancel, select a stack's shipment. The pages'
// actions and the JSON calls share these; each change is one conditional write
// (app/data/logistics/shipment-writes.server.ts; the rider's DELIVERED moves the order in
// that same write), then the order's realtime room hears it.
import { claimAttempt, clearAttempts } from "~/data/attempt-locks.server";
import { lockedDeliveries } from "~/data/logistics/delivery-key-locks.server";
import { now } from "~/data/clock.server";
import { fleetLocation, type FleetLocation } from "~/data/logistics/fleet.server";
import { deliveryKeyOf, getShipment, getStack, riderInProgress } from "~/data/logistics/shipment-read.server";
import {
  acceptShipment, acceptStack, cancelShipment, cancelStack, deliverShipment, moveShipment, moveStack, returnShipments,
  selectStackShipment, type Changed, type RiderRef, type WriteResult,
} from "~/data/logistics/shipment-writes.server";
import { deliveryCashback } from "~/data/orders/order-writer.server";
import { publishOrderStatus } from "~/services/realtime/order-room.server";
import type { DeliveredOrder } from "~/data/orders/rider-delivered.server";
import { getOrderByCode } from "~/data/orders/order-reader.server";
import { DELIVERY_KEY_POLICY, DELIVERY_KEY_RESET_POLICY, deliveryKeyLockName, deliveryKeyResetName, deliveryKeySchema, keysMatch, MSG_KEY_LOCKED, MSG_KEY_WRONG } from "~/domain/logistics/delivery-key";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { reachesThreshold } from "~/domain/logistics/slider";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import { selectedChangedMessage } from "~/domain/logistics/stack-order";
import { riderScreen, type RiderIdentity, type RiderScreen, type ShipmentTarget } from "~/services/logistics/rider-screen.server";

export type ActionOutcome =
  | { ok: true; screen: RiderScreen; message: string; redirectTo: ShipmentTarget | null }
  | { ok: false; status: 400 | 403 | 404 | 409 | 422 | 423; message: string; screen: RiderScreen | null };


const riderRef = (r: RiderIdentity): RiderRef => ({ riderId: r.staffId, name: r.name, phone: r.phone });

/** The screen of `target` at the rider's location, or null (404: not there, or another tenant's). */
export async function loadScreen(env: Env, rider: RiderIdentity, target: ShipmentTarget, store?: FleetLocation | null): Promise<RiderScreen | null> {
  const location = store ?? (await fleetLocation(env, rider.companyId, rider.branchContactId));
  if (!location) return null;
  if (target.type === "simple") {
    const record = await getShipment(env, rider.companyId, target.id);
    if (!record || record.shipment.branchContactId !== rider.branchContactId) return null;
    return riderScreen(rider, location, { type: "simple", record });
  }
  const record = await getStack(env, rider.companyId, target.id);
  if (!record || record.stack.branchContactId !== rider.branchContactId) return null;
  return riderScreen(rider, location, { type: "stack", record });
}

/**
 * After the write: each changed shipment reaches its order's room; an order the rider's
 * DELIVERED moved (in the same batch, app/data/orders/rider-delivered.server.ts) too.
 */
async function afterWrite(env: Env, changed: Changed[], at: number, orderDelivered = false): Promise<void> {
  for (const c of changed) {
    if (orderDelivered && c.status === "DELIVERED") await publishOrderStatus(env, c.orderCode, { type: "status", status: "DELIVERED", at });
    await publishOrderStatus(env, c.orderCode, { type: "shipment", shipmentId: c.shipmentId, shipmentStatus: c.status, at });
  }
}

/** What the order earns when the rider delivers it (read before the one write that moves both). */
async function deliveredOrder(env: Env, companyId: number, code: string): Promise<DeliveredOrder | null> {
  const stored = await getOrderByCode(env, companyId, code);
  if (!stored) return null;
  return { orderId: stored.order.id, cashback: await deliveryCashback(env, companyId, stored.order) };
}

export interface AdvanceInput {
  /** The status the rider saw (the step's `from`): a stale screen changes nothing. */
  from: ShipmentStatus;
  /** The slider's value (0-100); the server checks the threshold too. */
  slider: number;
  deliveryKey?: string | null;
}

/** Why a write changed nothing, read again after the write. */
async function conflict(env: Env, rider: RiderIdentity, target: ShipmentTarget): Promise<ActionOutcome> {
  const screen = await loadScreen(env, rider, target);
  if (!screen) return { ok: false, status: 404, message: RIDER_TEXT.notFound, screen: null };
  if (screen.expiredByOther) return { ok: false, status: 409, message: RIDER_TEXT.expiredByOther, screen };
  const busy = await riderInProgress(env, rider.companyId, rider.staffId);
  if (busy && !(busy.type === target.type && busy.id === target.id)) return { ok: false, status: 409, message: RIDER_TEXT.inProgressNotice, screen };
  return { ok: false, status: 409, message: RIDER_TEXT.alreadyMoved, screen };
}

/** §4 slide-to-advance: the screen's next step, from the status the rider saw. */
export async function advance(env: Env, rider: RiderIdentity, target: ShipmentTarget, input: AdvanceInput): Promise<ActionOutcome> {
  const screen = await loadScreen(env, rider, target);
  if (!screen) return { ok: false, status: 404, message: RIDER_TEXT.notFound, screen: null };
  if (!reachesThreshold(input.slider)) return { ok: false, status: 400, message: RIDER_TEXT.sliderBelow, screen };
  if (screen.expiredByOther) return { ok: false, status: 409, message: RIDER_TEXT.expiredByOther, screen };
  const step = screen.step;
  if (!step) return { ok: false, status: screen.owner === "me" || screen.owner === "nobody" ? 409 : 403, message: RIDER_TEXT.alreadyMoved, screen };
  if (step.from !== input.from) return { ok: false, status: 409, message: RIDER_TEXT.alreadyMoved, screen };
  const at = now(env).getTime();
  const c = rider.companyId;
  const selected = screen.shipments[screen.selected]!;
  let result: WriteResult;
  switch (step.kind) {
    case "accept":
      result = target.type === "simple"
        ? await acceptShipment(env, c, rider.branchContactId, target.id, riderRef(rider), at)
        : await acceptStack(env, c, rider.branchContactId, target.id, riderRef(rider), at);
      break;
    case "inStore":
      result = target.type === "simple"
        ? await moveShipment(env, c, target.id, rider.staffId, "ON_ROUTE_TO_PICK_UP", "IN_STORE", at)
        : await moveStack(env, c, target.id, rider.staffId, "ON_ROUTE_TO_PICK_UP", "IN_STORE", "IN_STORE", at);
      break;
    case "toCustomer":
      result = target.type === "simple"
        ? await moveShipment(env, c, target.id, rider.staffId, "IN_STORE", "ON_ROUTE_TO_DROP_OFF", at)
        : await moveStack(env, c, target.id, rider.staffId, "IN_STORE", "ON_ROUTE_TO_DROP_OFFS", "ON_ROUTE_TO_DROP_OFF", at);
      break;
    case "delivered": {
      const keyCheck = await checkDeliveryKey(env, rider, selected.id, input.deliveryKey);
      if (keyCheck) return { ...keyCheck, screen };
      const order = await deliveredOrder(env, c, selected.code);
      if (!order) return { ok: false, status: 404, message: RIDER_TEXT.notFound, screen };
      result = await deliverShipment(env, c, selected.id, rider.staffId, target.type === "stack" ? target.id : null, order, at);
      break;
    }
    case "back":
      result = await returnShipments(env, c, target.type === "simple" ? { id: target.id } : { stackId: target.id }, rider.staffId, at);
      break;
  }
  if (!result.ok) return conflict(env, rider, target);
  await afterWrite(env, result.changed, at, result.orderDelivered);
  const after = (await loadScreen(env, rider, target))!;
  return { ok: true, screen: after, message: RIDER_TEXT.advanced, redirectTo: null };
}

/** The delivery key: claimed attempt first (parallel guesses cannot pass 5), then compared. */
async function checkDeliveryKey(
  env: Env, rider: RiderIdentity, shipmentId: number, given: string | null | undefined,
): Promise<{ ok: false; status: 400 | 422 | 423; message: string } | null> {
  const parsed = deliveryKeySchema.safeParse(given ?? "");
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  const record = await getShipment(env, rider.companyId, shipmentId);
  if (!record) return { ok: false, status: 422, message: RIDER_TEXT.notFound };
  const lock = deliveryKeyLockName(record.shipment.logisticsOrderId, rider.staffId);
  const claim = await claimAttempt(env, rider.companyId, lock, DELIVERY_KEY_POLICY, Math.floor(now(env).getTime() / 1000));
  if (!claim.allowed) return { ok: false, status: 423, message: MSG_KEY_LOCKED };
  const expected = await deliveryKeyOf(env, rider.companyId, record.shipment.logisticsOrderId);
  if (expected && keysMatch(expected, parsed.data)) {
    await clearAttempts(env, rider.companyId, lock);
    return null;
  }
  return claim.remaining === 0
    ? { ok: false, status: 423, message: MSG_KEY_LOCKED }
    : { ok: false, status: 422, message: MSG_KEY_WRONG(claim.remaining) };
}

/** 'Cancelar envío en curso' / 'Cancelar multientrega'. */
export async function cancel(env: Env, rider: RiderIdentity, target: ShipmentTarget): Promise<ActionOutcome> {
  const screen = await loadScreen(env, rider, target);
  if (!screen) return { ok: false, status: 404, message: RIDER_TEXT.notFound, screen: null };
  if (screen.expiredByOther) return { ok: false, status: 409, message: RIDER_TEXT.expiredByOther, screen };
  if (screen.owner !== "me") return { ok: false, status: 403, message: RIDER_TEXT.notYours, screen };
  if (!screen.cancel) return { ok: false, status: 409, message: RIDER_TEXT.cannotCancel, screen };
  const at = now(env).getTime();
  const result = target.type === "simple"
    ? await cancelShipment(env, rider.companyId, target.id, rider.staffId, at)
    : await cancelStack(env, rider.companyId, target.id, rider.staffId, at);
  if (!result.ok) return conflict(env, rider, target);
  await afterWrite(env, result.changed, at);
  const after = (await loadScreen(env, rider, target))!;
  return { ok: true, screen: after, message: RIDER_TEXT.canceled, redirectTo: null };
}

/** §4 stack selection: 'Se ha cambiado el envío seleccionado por el: {code}'. */
export async function selectShipment(env: Env, rider: RiderIdentity, stackId: number, shipmentId: number): Promise<ActionOutcome> {
  const target: ShipmentTarget = { type: "stack", id: stackId };
  const screen = await loadScreen(env, rider, target);
  if (!screen) return { ok: false, status: 404, message: RIDER_TEXT.notFound, screen: null };
  if (screen.owner !== "me") return { ok: false, status: 403, message: RIDER_TEXT.notYours, screen };
  const chosen = screen.shipments.find((s) => s.id === shipmentId);
  if (!chosen || chosen.finished) return { ok: false, status: 409, message: RIDER_TEXT.alreadyMoved, screen };
  const ok = await selectStackShipment(env, rider.companyId, stackId, rider.staffId, shipmentId, now(env).getTime());
  if (!ok) return conflict(env, rider, target);
  const after = (await loadScreen(env, rider, target))!;
  return { ok: true, screen: after, message: selectedChangedMessage(chosen.code), redirectTo: null };
}

/**
 * Lifts the delivery-key lock of a shipment at the location (the store's staff): only a
 * delivery that is locked, and at most twice per delivery by the picker; past that only the
 * owner or manager (`by: "manager"`, from the console's order page), whose resets are not counted.
 */
export async function resetDeliveryKey(
  env: Env, place: { companyId: number; branchContactId: number }, shipmentId: number, by: "picker" | "manager" = "picker",
): Promise<"reset" | "notLocked" | "needsOwner"> {
  const target = (await lockedDeliveries(env, place.companyId, place.branchContactId)).find((l) => l.shipmentId === shipmentId);
  if (!target) return "notLocked";
  if (by === "picker") {
    const resets = await claimAttempt(env, place.companyId, deliveryKeyResetName(target.logisticsOrderId), DELIVERY_KEY_RESET_POLICY, Math.floor(now(env).getTime() / 1000));
    if (!resets.allowed) return "needsOwner";
  }
  await clearAttempts(env, place.companyId, deliveryKeyLockName(target.logisticsOrderId, target.riderId));
  return "reset";
}
