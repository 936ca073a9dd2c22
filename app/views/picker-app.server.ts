// The picker app's service, shared by its pages (picker/{alias}/pickerApp/list and
// /{orderCode}) and its JSON calls (logistics.md §7 api/picker/…): taking an order (only
// the first of the list, one at a time, one winner), the local progress kept in the
// server session for pages without JavaScript (KV, per shift), the final step with the
// till amount, and the §3 Diner order (picker view) JSON.
import { finishPicking, takeOrderForPicking } from "~/services/orders/order-transitions.server";
import { firstOrderToPick, orderInPickingOf, type PickerListRow, type PickerOrder } from "~/data/orders/picking.server";
import {
  differenceAmount,
  emptyProgress,
  isTakenByOther,
  markPrepared,
  MSG_STATUS_FAILED,
  MSG_TAKE_ONLY_READY,
  MSG_TAKEN_BY_OTHER,
  parseFinalAmount,
  pickerUnits,
  sanitizeProgress,
  type PickerProgress,
} from "~/domain/orders/picking";
import type { StaffIdentity } from "~/http/staff-auth.server";

// ------------------------------------------------------------------ progress without JavaScript

/** The session's copy of `pickerSave` (pages without JavaScript): KV SESSIONS, per shift, 12 h. */
const progressKey = (me: StaffIdentity) => `picker-save:${me.companyId}:${me.shiftId}`;
const PROGRESS_TTL_SECONDS = 12 * 60 * 60;

export async function readProgress(env: Env, me: StaffIdentity, order: PickerOrder): Promise<PickerProgress> {
  const raw = await env.SESSIONS.get(progressKey(me), "json").catch(() => null);
  return sanitizeProgress(raw, order.stored.order.code, pickerUnits(order.lines));
}

export async function saveProgress(env: Env, me: StaffIdentity, progress: PickerProgress): Promise<void> {
  await env.SESSIONS.put(progressKey(me), JSON.stringify(progress), { expirationTtl: PROGRESS_TTL_SECONDS });
}

export async function clearProgress(env: Env, me: StaffIdentity): Promise<void> {
  await env.SESSIONS.delete(progressKey(me));
}

// ------------------------------------------------------------------ steps

export type StepResult = { ok: true } | { ok: false; status: 400 | 409; message: string; inProgressCode?: string };

/**
 * GENERATED → ACCEPTED (§4 'Aceptar pedido'). Refused when the picker already holds an
 * order (§9 max 1: `inProgressCode`), when it is not the first of the list (§5), and for
 * the loser of two pickers taking it at once ('Otro preparador ya tomó el pedido').
 */
export async function takeOrder(env: Env, me: StaffIdentity, order: PickerOrder): Promise<StepResult> {
  const o = order.stored.order;
  const current = await orderInPickingOf(env, me.companyId, me.staffId);
  if (current && current.code === o.code) return { ok: true };
  if (current) return { ok: false, status: 409, message: MSG_STATUS_FAILED, inProgressCode: current.code };
  if (isTakenByOther(o, me.staffId)) return { ok: false, status: 400, message: MSG_TAKEN_BY_OTHER };
  if (o.status !== "GENERATED") return { ok: false, status: 400, message: MSG_TAKE_ONLY_READY };
  const first = await firstOrderToPick(env, me);
  if (first !== o.code) return { ok: false, status: 400, message: MSG_TAKE_ONLY_READY };
  const taken = await takeOrderForPicking(env, o, { staffId: me.staffId, name: me.name, phone: me.phone });
  if (taken.ok) {
    await clearProgress(env, me);
    return { ok: true };
  }
  // Lost the race, or this picker's other order won the one-open-picking index.
  const mine = await orderInPickingOf(env, me.companyId, me.staffId);
  if (mine && mine.code !== o.code) return { ok: false, status: 409, message: MSG_STATUS_FAILED, inProgressCode: mine.code };
  return { ok: false, status: 400, message: taken.error === "taken" ? MSG_TAKEN_BY_OTHER : MSG_STATUS_FAILED };
}

/**
 * The final step (§4 'Pedido listo para retirar'): every unit marked (§5 'Faltan items que
 * seleccionar'), the till amount within (0, items price] (§5), then READY, or ACCEPTED with
 * the picking finished for a delivery order. `progress` is the device's (pickerSave) or
 * the session's.
 */
export async function finishOrder(env: Env, me: StaffIdentity, order: PickerOrder, progress: PickerProgress, rawAmount: unknown): Promise<StepResult> {
  const o = order.stored.order;
  if (isTakenByOther(o, me.staffId)) return { ok: false, status: 400, message: MSG_TAKEN_BY_OTHER };
  if (o.pickerStaffId !== me.staffId || o.status !== "ACCEPTED" || o.pickingFinishedAt !== null) return { ok: false, status: 400, message: MSG_STATUS_FAILED };
  const prepared = markPrepared(progress, pickerUnits(order.lines));
  if (!prepared.ok) return { ok: false, status: 400, message: prepared.error };
  const amount = parseFinalAmount(rawAmount, o.itemsTotal);
  if (!amount.ok) return { ok: false, status: 400, message: amount.error };
  const done = await finishPicking(env, o, { staffId: me.staffId, deliverablePrice: amount.amount, differenceAmount: differenceAmount(amount.amount, o.itemsTotal) });
  if (!done.ok) return { ok: false, status: 400, message: MSG_STATUS_FAILED };
  await clearProgress(env, me);
  return { ok: true };
}

/** Progress for a picker's order (first visit: nothing marked). */
export const freshProgress = (order: PickerOrder) => emptyProgress(order.stored.order.code);

// ------------------------------------------------------------------ JSON (§3 Diner order, picker view)

export function dinerOrderJson(order: PickerOrder) {
  const o = order.stored.order;
  return {
    id: o.id,
    code: o.code,
    status: o.status,
    items: order.lines.map((l) => ({ groupName: l.groupName, name: l.sizeName ? `${l.name} (${l.sizeName})` : l.name, price: l.unitPrice, quantity: l.quantity, extras: l.extras, notes: l.notes })),
    itemsPrice: o.itemsTotal,
    total: o.total,
    orderedAt: o.createdAt,
    pickerId: o.pickerStaffId,
    pickerInfo: o.pickerStaffId !== null ? { pickerId: o.pickerStaffId, pickerName: o.pickerName, pickerPhone: o.pickerPhone, dinerOrderId: o.id } : null,
    isPicking: o.pickerStaffId !== null && o.pickingFinishedAt === null && o.status !== "CANCELED" && o.status !== "DELIVERED",
    priceDeliverable: o.deliverablePrice,
    differenceDetail: o.differenceAmount !== null ? { dinerOrderId: o.id, amount: o.differenceAmount } : null,
    delivery: o.type === "DELIVERY",
  };
}

export function dinerOrderListItem(row: PickerListRow) {
  return { id: row.id, code: row.code, status: row.status, itemsPrice: row.itemsTotal, total: row.total, orderedAt: row.orderedAt, quantity: row.units, delivery: row.type === "DELIVERY" };
}
