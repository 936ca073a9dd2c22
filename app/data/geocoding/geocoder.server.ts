// Geocoders of the address modal (storefront.md §2 Modals "Address '¿Dónde te
// encuentras?'", §7 "Third-party kinds": a places autocomplete limited to Latin
// American countries and an open-street-map search as alternative geocoders).
// Chosen per branch by branches.geocoder_provider: 'local' (the D1 gazetteer,
// offline default) or 'nominatim' (OpenStreetMap search over HTTP).
import type { LatLng } from "~/domain/address/delivery";
import type { Place } from "~/domain/address/address";
import type { Branch } from "~/domain/types";
import { createLocalGeocoder } from "./local.server";
import { createNominatimGeocoder, NOMINATIM_DEFAULT_URL } from "./nominatim.server";
import type { Geocoder } from "./geocoder-contract.server";

export { GeocoderError, metresBetween, type Geocoder, type SearchOptions } from "./geocoder-contract.server";

export type { Place } from "~/domain/address/address";

/** Optional bindings read by the geocoders (all have defaults). */
export interface GeocoderEnv {
  DB: D1Database;
  /** Base URL of the Nominatim service (default https://nominatim.openstreetmap.org). */
  NOMINATIM_URL?: string;
  /** Contact e-mail sent to Nominatim (its usage policy asks for one). */
  NOMINATIM_EMAIL?: string;
}

/** The geocoder of a branch, scoped to its company (tenant isolation of the gazetteer). */
export function geocoderFor(env: Env, branch: Pick<Branch, "companyId" | "geocoderProvider">): Geocoder {
  const e = env as unknown as GeocoderEnv;
  if (branch.geocoderProvider === "nominatim") {
    const remote = createNominatimGeocoder({ baseUrl: e.NOMINATIM_URL || NOMINATIM_DEFAULT_URL, email: e.NOMINATIM_EMAIL });
    return cachedGeocoder(remote, env.CACHE);
  }
  return createLocalGeocoder(env, branch.companyId);
}

/**
 * The geocoder of the public nearby-business guide (/guia), which belongs to no
 * tenant: GUIDE_GEOCODER 'nominatim' (cached in KV) or, by default and offline,
 * the global rows of the local gazetteer.
 */
export function guideGeocoder(env: Env): Geocoder {
  const e = env as unknown as GeocoderEnv & { GUIDE_GEOCODER?: string };
  if (e.GUIDE_GEOCODER === "nominatim") {
    return cachedGeocoder(createNominatimGeocoder({ baseUrl: e.NOMINATIM_URL || NOMINATIM_DEFAULT_URL, email: e.NOMINATIM_EMAIL }), env.CACHE);
  }
  return createLocalGeocoder(env, null);
}

/** Remote answers are kept a day in KV: the same street typed by many diners costs one request. */
const GEOCODE_CACHE_TTL_S = 24 * 60 * 60;

export function cachedGeocoder(inner: Geocoder, kv: KVNamespace | undefined): Geocoder {
  if (!kv) return inner;
  const remember = async <T>(key: string, make: () => Promise<T>): Promise<T> => {
    const hit = await kv.get<T>(key, "json").catch(() => null);
    if (hit != null) return hit;
    const value = await make();
    await kv.put(key, JSON.stringify(value), { expirationTtl: GEOCODE_CACHE_TTL_S }).catch(() => undefined);
    return value;
  };
  return {
    name: inner.name,
    search: (query, options = {}) => {
      const near = options.near ? `${options.near.lat.toFixed(2)},${options.near.lng.toFixed(2)}` : "";
      const key = `geo:${inner.name}:s:${options.country ?? ""}:${near}:${options.limit ?? 5}:${query.trim().toLowerCase()}`;
      return remember(key, () => inner.search(query, options));
    },
    reverse: async (lat, lng) => {
      const key = `geo:${inner.name}:r:${lat.toFixed(5)},${lng.toFixed(5)}`;
      // null (nothing there) is cached as {"none":true}: KV cannot hold a JSON null distinguishably.
      const v = await remember(key, async () => (await inner.reverse(lat, lng)) ?? { none: true as const });
      return "none" in v ? null : v;
    },
  };
}
