// §2 "Map directions links are built for riders (stack routes with waypoints and
// return variants)". Google Maps' directions URL (api=1) opens the installed map
// app on a phone; with no origin it starts at the rider's position.
import type { Point } from "./stacking";

const DIRECTIONS = "https://www.google.com/maps/dir/?api=1";
const ll = (p: Point) => `${p.lat},${p.lng}`;

function url(destination: Point, waypoints: readonly Point[]): string {
  const params = [`destination=${encodeURIComponent(ll(destination))}`];
  if (waypoints.length > 0) params.push(`waypoints=${encodeURIComponent(waypoints.map(ll).join("|"))}`);
  params.push("travelmode=driving");
  return `${DIRECTIONS}&${params.join("&")}`;
}

export interface DirectionsLinks {
  /** To the store (before the pick-up). */
  toStore: string;
  /** The whole route from the store: the open drop-offs in route order (waypoints then the last one). */
  route: string | null;
  /** To the selected drop-off only. */
  toSelected: string | null;
  /** Return variant: the open drop-offs, then back to the store. */
  routeAndBack: string | null;
}

/**
 * Links for the rider's screen. `dropOffs` are the shipments not finished yet, in
 * route order; `returns` says whether the route ends back at the store.
 */
export function directionsLinks(store: Point, dropOffs: readonly Point[], selected: Point | null, returns: boolean): DirectionsLinks {
  const last = dropOffs[dropOffs.length - 1];
  return {
    toStore: url(store, []),
    route: last ? url(last, dropOffs.slice(0, -1)) : null,
    toSelected: selected ? url(selected, []) : null,
    routeAndBack: returns ? url(store, dropOffs) : null,
  };
}
