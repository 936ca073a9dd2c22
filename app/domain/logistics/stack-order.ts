// §4 stack screen: "Shipments in a stack sort delivered first, cancelled last,
// otherwise by stackingOrder" and "The stack screen selects the shipment on
// route to drop-off first".
import type { ShipmentStatus } from "./shipment-status";

export interface StackedShipment {
  id: number;
  status: ShipmentStatus;
  stackingOrder: number;
  returnShipment: boolean;
}

const rank = (s: ShipmentStatus) =>
  s === "DELIVERED" || s === "RETURNED" ? 0 : s === "DRIVER_CANCELED" || s === "CANCELED" ? 2 : 1;

/** Delivered first, cancelled last, the rest by stackingOrder (ties by id, so the order is stable). */
export function sortStack<T extends StackedShipment>(shipments: readonly T[]): T[] {
  return [...shipments].sort((a, b) => rank(a.status) - rank(b.status) || a.stackingOrder - b.stackingOrder || a.id - b.id);
}

/**
 * Index (in the sorted list) of the shipment the screen shows: the one on route to
 * drop-off first; else the rider's choice when it is still open; else the first
 * open one; else the first.
 */
export function selectedIndex(sorted: readonly StackedShipment[], chosenId: number | null): number {
  const open = (s: StackedShipment) => rank(s.status) === 1;
  const onRoute = sorted.findIndex((s) => s.status === "ON_ROUTE_TO_DROP_OFF");
  const chosen = chosenId === null ? -1 : sorted.findIndex((s) => s.id === chosenId && open(s));
  if (chosen >= 0 && sorted[chosen]!.status === "ON_ROUTE_TO_DROP_OFF") return chosen;
  if (onRoute >= 0) return onRoute;
  if (chosen >= 0) return chosen;
  const firstOpen = sorted.findIndex(open);
  return firstOpen >= 0 ? firstOpen : 0;
}

/** §8 success toast when the rider switches the selected shipment (literal). */
export const selectedChangedMessage = (code: string) => `Se ha cambiado el envío seleccionado por el: ${code}`;
