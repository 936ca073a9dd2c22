// Where the address map opens (storefront.md §9 "Map default centre: Buenos
// Aires; zoom default 5 in some views"). maplibre zoom levels: 5 shows the
// region, 12 a city with its delivery zones, 14 the streets around a point
// (docs/decisions.md#storefront-pages-menu-and-modals).
export interface LatLng {
  lat: number;
  lng: number;
}

/** Obelisco, Buenos Aires. */
export const MAP_DEFAULT_CENTER: LatLng = { lat: -34.6037, lng: -58.3816 };
export const MAP_DEFAULT_ZOOM = 5;
export const MAP_LOCAL_ZOOM = 12;
export const MAP_POINT_ZOOM = 14;

/** Finite, in range and not the 0,0 of an address never geocoded. */
export function usableLatLng(p: Partial<LatLng> | null | undefined): p is LatLng {
  if (!p || typeof p.lat !== "number" || typeof p.lng !== "number") return false;
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) return false;
  if (Math.abs(p.lat) > 90 || Math.abs(p.lng) > 180) return false;
  return !(p.lat === 0 && p.lng === 0);
}

/** The diner's point, else the local, else the §9 default. */
export function mapView(point: Partial<LatLng> | null | undefined, local: Partial<LatLng> | null | undefined): { center: LatLng; zoom: number } {
  if (usableLatLng(point)) return { center: { lat: point.lat, lng: point.lng }, zoom: MAP_POINT_ZOOM };
  if (usableLatLng(local)) return { center: { lat: local.lat, lng: local.lng }, zoom: MAP_LOCAL_ZOOM };
  return { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };
}
