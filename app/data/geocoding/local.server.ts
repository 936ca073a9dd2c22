// The 'local' geocoder: the D1 gazetteer geocoder_places (company rows plus the
// global ones, company_id NULL). Offline, deterministic: the demo and the tests
// use it (demo-tenant.md "Addresses the offline geocoder knows").
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Place } from "~/domain/address/address";
import { normalizePlaceQuery } from "~/domain/address/place-query";
import { db } from "../db.server";
import { geocoderPlaces } from "../schema/geocoder-places.server";
import { metresBetween, type Geocoder, type SearchOptions } from "./geocoder-contract.server";

/** A reverse lookup answers the nearest known place within this radius. */
export const LOCAL_REVERSE_RADIUS_M = 150;

type Row = typeof geocoderPlaces.$inferSelect;

const toPlace = (r: Row): Place => ({
  id: `local:${r.id}`,
  fullAddress: r.query,
  street: r.street,
  number: r.number,
  city: r.city,
  locality: r.locality,
  postalCode: r.postalCode,
  country: r.country,
  lat: r.lat,
  lng: r.lng,
});

/** companyId null: the global places only (the public guide belongs to no tenant). */
export function createLocalGeocoder(env: Pick<Env, "DB">, companyId: number | null): Geocoder {
  const database = db(env);
  const scope =
    companyId == null ? isNull(geocoderPlaces.companyId) : or(isNull(geocoderPlaces.companyId), eq(geocoderPlaces.companyId, companyId));
  return {
    name: "local",
    async search(query: string, options: SearchOptions = {}): Promise<Place[]> {
      // Every word of the query must appear in the key: 'gurruchaga 15' finds 'gurruchaga 1500 palermo caba'.
      const words = normalizePlaceQuery(query).split(" ").filter(Boolean).slice(0, 8);
      if (words.length === 0) return [];
      // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes ("pattern too complex"), and a
      // word needs no escaping. Both sides are normalized (lower case, no accents).
      const rows = await database
        .select()
        .from(geocoderPlaces)
        .where(and(scope, ...words.map((w) => sql`instr(${geocoderPlaces.normalized}, ${w}) > 0`)))
        .limit(50);
      const near = options.near;
      const country = options.country?.toLowerCase();
      return rows
        .map(toPlace)
        .sort(
          (a, b) =>
            Number(b.country === country) - Number(a.country === country) ||
            (near ? metresBetween(near, a) - metresBetween(near, b) : a.fullAddress.localeCompare(b.fullAddress)),
        )
        .slice(0, options.limit ?? 5);
    },
    async reverse(lat: number, lng: number): Promise<Place | null> {
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
      const box = 0.01; // ~1 km around the point: a cheap pre-filter before the exact distance
      const rows = await database
        .select()
        .from(geocoderPlaces)
        .where(
          and(
            scope,
            sql`${geocoderPlaces.lat} BETWEEN ${lat - box} AND ${lat + box}`,
            sql`${geocoderPlaces.lng} BETWEEN ${lng - box} AND ${lng + box}`,
          ),
        )
        .limit(200);
      const point = { lat, lng };
      const nearest = rows
        .map((r) => ({ r, d: metresBetween(point, r) }))
        .filter((x) => x.d <= LOCAL_REVERSE_RADIUS_M)
        .sort((a, b) => a.d - b.d)[0];
      return nearest ? toPlace(nearest.r) : null;
    },
  };
}
