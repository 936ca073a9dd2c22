// The board's actions (the shop's console): 'Aceptar' with a preparation time, 'Rechazar' with a
// reason, 'Demorar', 'Listo', and the location's auto-accept. Each is one conditional write (the
// order writer's status change, or the delay's UPDATE … WHERE ready_by = seen): of two people
// acting at once one wins and the other reads MSG_BOARD_TAKEN. What follows a change (the rooms,
// the rider's stack) is transitionOrder's.
import { now } from "~/data/clock.server";
import { delayOrder } from "~/data/orders/console-board.server";
import { publishOrderStatus } from "~/services/realtime/order-room.server";
import { transitionOrder } from "~/services/orders/order-transitions.server";
import type { TransitionResult } from "~/data/orders/order-writer.server";
import { MSG_BOARD_NOT_ALLOWED, MSG_BOARD_TAKEN, readyByOf } from "~/domain/orders/console-board";
import { publishBoardChange } from "~/services/realtime/board-room.server";
import { refundCanceledOrder } from "~/services/payments/order-refund.server";
import { closeForToday, markPlatesSoldOut, type StoreControlsPlace } from "~/services/store/store-controls.server";

export type BoardActionResult = { ok: true } | { ok: false; status: 404 | 409; error: string };

export interface BoardPlace {
  companyId: number;
  branchContactId: number;
}

const NOT_FOUND = { ok: false, status: 404, error: "No encontramos lo que buscas" } as const;

function answer(result: TransitionResult): BoardActionResult {
  if (result.ok) return { ok: true };
  if (result.error === "not_found") return NOT_FOUND;
  // Someone else moved it first (a picker, another screen): conflict or a status that no longer allows it.
  return { ok: false, status: 409, error: result.error === "conflict" ? MSG_BOARD_TAKEN : MSG_BOARD_NOT_ALLOWED };
}


/** 'Aceptar': GENERATED → ACCEPTED (the picker's state too) with the preparation time. */
export async function acceptOrder(env: Env, place: BoardPlace, code: string, prepMinutes: number): Promise<BoardActionResult> {
  const readyBy = readyByOf(now(env).getTime(), prepMinutes);
  const result = await transitionOrder(env, place.companyId, code, "ACCEPTED", "console", { accepted: { prepMinutes, readyBy }, scope: { branchContactId: place.branchContactId } });
  return answer(result);
}

/** What a refusal also does to the location: 'Sin stock' sells the chosen plates out, 'Cerramos por hoy' closes it. */
export interface RefusalEffects {
  soldOutPlateIds: number[];
  closeForToday: boolean;
}

/**
 * 'Rechazar': → CANCELED with the reason; the writer gives points and the discount code back.
 * Only the winner of the refusal refunds a paid online payment and applies its effects on the
 * location (sold out, closed for today).
 */
export async function refuseOrder(env: Env, place: BoardPlace & StoreControlsPlace, code: string, reason: string, effects?: RefusalEffects): Promise<BoardActionResult> {
  const result = await transitionOrder(env, place.companyId, code, "CANCELED", "console", { cancelReason: reason, scope: { branchContactId: place.branchContactId } });
  // A paid online payment goes back to the diner through its provider.
  if (result.ok) await refundCanceledOrder(env, place.companyId, result.code);
  if (result.ok && effects) {
    if (effects.soldOutPlateIds.length > 0) await markPlatesSoldOut(env, place, effects.soldOutPlateIds, "tomorrow");
    if (effects.closeForToday) await closeForToday(env, place);
  }
  return answer(result);
}

/** 'Listo': a take-away or table order is READY (delivery orders go on to the rider's flow). */
export async function markOrderReady(env: Env, place: BoardPlace, code: string): Promise<BoardActionResult> {
  const scope = { branchContactId: place.branchContactId, types: ["TAKE_AWAY", "TABLE", "SELF_SERVICE"] as const };
  const result = await transitionOrder(env, place.companyId, code, "READY", "console", { scope });
  return answer(result);
}

/** 'Demorar': minutes added to the expected time the person saw. */
export async function delayOrderBy(env: Env, place: BoardPlace, code: string, seenReadyBy: number, minutes: number): Promise<BoardActionResult> {
  const at = now(env).getTime();
  const done = await delayOrder(env, place.companyId, place.branchContactId, code, seenReadyBy, minutes, at);
  if (!done) return { ok: false, status: 409, error: MSG_BOARD_TAKEN };
  await publishOrderStatus(env, code, { type: "delay", readyBy: done.readyBy, at });
  await publishBoardChange(env, place.branchContactId, { type: "delay", code });
  return { ok: true };
}
