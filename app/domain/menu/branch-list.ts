// Branch page cards: storefront.md §2 "Company and branch pages".
import type { Branch, BranchContact } from "~/domain/types";
import { formatDecimal } from "~/domain/money";

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** §2 card: distance in km with one decimal and a Spanish decimal comma: '1,2 km'. */
export function formatDistanceKm(km: number): string {
  return `${formatDecimal(km, 1)} km`;
}

const hasCoords = (p: LatLng | null | undefined): p is LatLng =>
  p != null && Number.isFinite(p.lat) && Number.isFinite(p.lng);

export function distanceKm(contact: Pick<BranchContact, "address">, location: LatLng | null): number | null {
  if (!hasCoords(location) || !hasCoords(contact.address)) return null;
  return haversineKm(location, contact.address);
}

/**
 * §2: NPS badge only when NPS in menu is enabled and the average reaches the
 * threshold; shown with one decimal ('4,5').
 */
export function npsBadge(npsInMenu: Branch["npsInMenu"], npsAvg: number | null): string | null {
  if (!npsInMenu.enabled || npsAvg == null || !Number.isFinite(npsAvg)) return null;
  return npsAvg >= npsInMenu.threshold ? formatDecimal(npsAvg, 1) : null;
}

/**
 * Nearest first when the diner's location is known (stable: equal distances
 * and contacts without coordinates keep their order, the latter last);
 * without a location the order is unchanged.
 */
export function sortByDistance<T extends Pick<BranchContact, "address">>(
  contacts: readonly T[],
  location: LatLng | null,
): { contact: T; distanceKm: number | null }[] {
  const rows = contacts.map((contact, i) => ({ contact, distanceKm: distanceKm(contact, location), i }));
  if (!hasCoords(location)) return rows.map(({ contact, distanceKm }) => ({ contact, distanceKm }));
  rows.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.i - b.i);
  return rows.map(({ contact, distanceKm }) => ({ contact, distanceKm }));
}

/** §2 'Buscar Local' (server and browser alike): lower case, accents removed, spaces collapsed: 'Rivadavia' matches 'rivadavía'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
