// A new order reaches its location (created as GENERATED; a card order paid later arrives through
// order-transitions.server.ts, without auto-accept): the
// location's boards hear it at once, and with auto-accept on it is accepted right away with the
// location's default preparation time (the board then hears that too). Best effort: the order is
// stored already; a failure here leaves it in 'Nuevos' for a person to accept.
import { now } from "~/data/clock.server";
import { boardSettings } from "~/data/orders/console-board.server";
import { readyByOf } from "~/domain/orders/console-board";
import { publishBoardChange } from "~/services/realtime/board-room.server";
import { transitionOrder } from "~/services/orders/order-transitions.server";

export async function orderArrived(env: Env, companyId: number, branchContactId: number, code: string): Promise<void> {
  await publishBoardChange(env, branchContactId, { type: "new", code });
  try {
    const settings = await boardSettings(env, companyId, branchContactId);
    if (!settings.autoAccept) return;
    const prepMinutes = settings.defaultPrepMinutes;
    await transitionOrder(env, companyId, code, "ACCEPTED", "console", {
      accepted: { prepMinutes, readyBy: readyByOf(now(env).getTime(), prepMinutes) },
      scope: { branchContactId },
    });
  } catch (error) {
    console.error("auto-accept failed", code, error);
  }
}
