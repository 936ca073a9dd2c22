// Our addition to logistics.md (docs/decisions/shipment-changes-are-conditional-writes.md):
// shipments of one location that wait for a rider within 10 minutes of each other
// and whose drop-offs lie within 3 km of each other are grouped into a stack of at
// most 3, ordered by a nearest-neighbour route from the store.
import distance from "@turf/distance";

export const STACK_WINDOW_MS = 10 * 60 * 1000;
export const STACK_RADIUS_KM = 3;
export const STACK_MAX = 3;

export interface Point {
  lat: number;
  lng: number;
}

export interface WaitingShipment {
  id: number;
  /** epoch ms the shipment started waiting for a rider */
  createdAt: number;
  dropOff: Point | null;
}

/** A waiting group: a single shipment (stackId null) or a stack still looking for a driver. */
export interface WaitingGroup {
  stackId: number | null;
  shipments: readonly WaitingShipment[];
}

export const km = (a: Point, b: Point) => distance([a.lng, a.lat], [b.lng, b.lat], { units: "kilometers" });

const usable = (p: Point | null): p is Point =>
  !!p && Number.isFinite(p.lat) && Number.isFinite(p.lng) && !(p.lat === 0 && p.lng === 0);

/** Whether `s` may join `group` (time window, pairwise distance, size). */
export function fits(s: WaitingShipment, group: WaitingGroup): boolean {
  if (!usable(s.dropOff) || group.shipments.length === 0 || group.shipments.length >= STACK_MAX) return false;
  return group.shipments.every(
    (o) => o.id !== s.id && usable(o.dropOff) && Math.abs(o.createdAt - s.createdAt) <= STACK_WINDOW_MS && km(o.dropOff, s.dropOff!) <= STACK_RADIUS_KM,
  );
}

/**
 * The group `s` joins: among those it fits, the one whose farthest drop-off is
 * nearest (a tighter route); an existing stack wins a tie over a single shipment.
 */
export function chooseGroup(s: WaitingShipment, groups: readonly WaitingGroup[]): WaitingGroup | null {
  let best: { g: WaitingGroup; spread: number } | null = null;
  for (const g of groups) {
    if (!fits(s, g)) continue;
    const spread = Math.max(...g.shipments.map((o) => km(o.dropOff!, s.dropOff!)));
    if (!best || spread < best.spread - 1e-9 || (Math.abs(spread - best.spread) < 1e-9 && g.stackId !== null && best.g.stackId === null)) {
      best = { g, spread };
    }
  }
  return best?.g ?? null;
}

/** Nearest-neighbour route from the store: ids in visiting order (ties by id). */
export function routeOrder(store: Point, shipments: readonly WaitingShipment[]): number[] {
  const left = [...shipments].sort((a, b) => a.id - b.id);
  const out: number[] = [];
  let at = store;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      const d = usable(left[i]!.dropOff) ? km(at, left[i]!.dropOff!) : Infinity;
      const b = usable(left[best]!.dropOff) ? km(at, left[best]!.dropOff!) : Infinity;
      if (d < b) best = i;
    }
    const [next] = left.splice(best, 1);
    out.push(next!.id);
    if (usable(next!.dropOff)) at = next!.dropOff!;
  }
  return out;
}
