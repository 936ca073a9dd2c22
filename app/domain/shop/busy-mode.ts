// Busy mode of a location, from the shop's console: minutes added to every estimate of its order
// modes, and a cap of orders per 15-minute slot (the kitchen's capacity). An order takes the slot
// its time falls in: a scheduled order its chosen time, an order 'lo antes posible' the end of its
// minimum delay (busy minutes included); when that slot is full it moves to the next open one.

export const SLOT_MS = 15 * 60_000;
/** Minutes the console offers to add to every estimate (0 = not busy). */
export const BUSY_MINUTES = [0, 10, 15, 20, 30, 45] as const;
export type BusyMinutes = (typeof BUSY_MINUTES)[number];
export const MAX_SLOT_CAP = 500;
/** Slots an order 'lo antes posible' may move forward (two hours) before it is refused. */
export const MAX_SLOT_MOVES = 8;

/** Ours (docs/decisions.md): a scheduled time whose slot is full, and a kitchen full for two hours. */
export const MSG_SLOT_FULL = "El horario elegido ya no tiene lugar. Elija otro horario.";
export const MSG_KITCHEN_FULL = "El local no tiene lugar para más pedidos por ahora. Programe su pedido para más tarde.";

/** The start of the 15-minute slot holding `at` (epoch ms). */
export const slotStartOf = (at: number) => Math.floor(at / SLOT_MS) * SLOT_MS;

/** The slot an order claims on its `move`-th try (0 first). */
export function orderSlot(o: { at: number; scheduledAt: number | null; minDelayInMinutes: number }, move: number): number {
  const time = o.scheduledAt ?? o.at + o.minDelayInMinutes * 60_000;
  return slotStartOf(time) + move * SLOT_MS;
}
