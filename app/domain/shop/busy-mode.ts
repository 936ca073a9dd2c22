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

/** Ours (docs/decisions.md): an order 'lo antes posible' moved past its full slot, on the checkout's ticket and the follow-up. */
export const asapMovedText = (time: string) => `Por la demanda del local, su pedido se prepara a partir de las ${time}.`;

/** The start of the 15-minute slot holding `at` (epoch ms). */
export const slotStartOf = (at: number) => Math.floor(at / SLOT_MS) * SLOT_MS;

/** The slot an order claims on its `move`-th try (0 first). */
export function orderSlot(o: { at: number; scheduledAt: number | null; minDelayInMinutes: number }, move: number): number {
  const time = o.scheduledAt ?? o.at + o.minDelayInMinutes * 60_000;
  return slotStartOf(time) + move * SLOT_MS;
}

/** The scheduling days without the times whose 15-minute slot is full (a day left without times goes). */
export function withoutFullSlots<D extends { slots: readonly { at: number }[] }>(days: readonly D[], fullSlots: ReadonlySet<number>): D[] {
  if (fullSlots.size === 0) return [...days];
  return days
    .map((d) => ({ ...d, slots: d.slots.filter((s) => !fullSlots.has(slotStartOf(s.at))) }))
    .filter((d) => d.slots.length > 0);
}

/**
 * Where an order 'lo antes posible' placed at `at` goes: its own slot (`moved` false), the first
 * open one after it within MAX_SLOT_MOVES (`moved` true, `slotStart` its start), or null when all
 * of them are full (the kitchen is full for two hours).
 */
export function asapSlot(o: { at: number; minDelayInMinutes: number }, fullSlots: ReadonlySet<number>): { slotStart: number; moved: boolean } | null {
  for (let move = 0; move < MAX_SLOT_MOVES; move++) {
    const slotStart = orderSlot({ ...o, scheduledAt: null }, move);
    if (!fullSlots.has(slotStart)) return { slotStart, moved: move > 0 };
  }
  return null;
}
