// The 'nominatim' geocoder: OpenStreetMap search over HTTP (storefront.md §7
// "an open-street-map search as alternative geocoder"), limited to the
// storefront's countries (GEOCODER_COUNTRIES). Base URL configurable
// (NOMINATIM_URL) so a self-hosted instance, or a local fake in tests, answers.
// Usage policy: an identifying User-Agent, at most one request per second per
// client (the modal debounces 500 ms and the results are cached in KV by callers).
import { GEOCODER_COUNTRIES, type Place } from "~/domain/address/address";
import { GeocoderError, type Geocoder, type SearchOptions } from "./geocoder-contract.server";

export const NOMINATIM_DEFAULT_URL = "https://nominatim.openstreetmap.org";
export const NOMINATIM_USER_AGENT = "SaboresStorefront/1.0 (pedidos online; +https://github.com/sabores)";
const TIMEOUT_MS = 4000;

interface NominatimAddress {
  house_number?: string;
  road?: string;
  pedestrian?: string;
  suburb?: string;
  neighbourhood?: string;
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
  state?: string;
  postcode?: string;
  country_code?: string;
}

interface NominatimResult {
  place_id?: number;
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: NominatimAddress;
  error?: string;
}

export interface NominatimOptions {
  baseUrl?: string;
  userAgent?: string;
  email?: string;
  /** Injected in unit tests; the Worker's global fetch otherwise. */
  fetch?: typeof fetch;
}

/** A Nominatim result → Place; null when it has no usable coordinates. */
export function placeFromNominatim(r: NominatimResult): Place | null {
  const lat = Number(r.lat);
  const lng = Number(r.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !r.display_name) return null;
  const a = r.address ?? {};
  const osm = r.osm_type && r.osm_id != null ? `${r.osm_type.charAt(0).toUpperCase()}${r.osm_id}` : String(r.place_id ?? `${lat},${lng}`);
  return {
    id: `osm:${osm}`,
    fullAddress: r.display_name,
    street: a.road ?? a.pedestrian ?? null,
    number: a.house_number ?? null,
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? a.suburb ?? null,
    locality: a.state ?? null,
    postalCode: a.postcode ?? null,
    country: a.country_code?.toLowerCase() ?? null,
    lat,
    lng,
  };
}

export function createNominatimGeocoder(options: NominatimOptions = {}): Geocoder {
  const base = (options.baseUrl || NOMINATIM_DEFAULT_URL).replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries({ format: "jsonv2", addressdetails: "1", "accept-language": "es", ...params })) {
      url.searchParams.set(k, v);
    }
    if (options.email) url.searchParams.set("email", options.email);
    let res: Response;
    try {
      res = await doFetch(url.toString(), {
        headers: { "User-Agent": options.userAgent ?? NOMINATIM_USER_AGENT, Accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new GeocoderError("Nominatim no respondió", cause);
    }
    if (!res.ok) throw new GeocoderError(`Nominatim respondió ${res.status}`);
    try {
      return await res.json();
    } catch (cause) {
      throw new GeocoderError("Nominatim respondió algo que no es JSON", cause);
    }
  }

  return {
    name: "nominatim",
    async search(query: string, opts: SearchOptions = {}): Promise<Place[]> {
      const q = query.trim().slice(0, 200);
      if (!q) return [];
      const limit = opts.limit ?? 5;
      const params: Record<string, string> = { q, limit: String(limit), countrycodes: GEOCODER_COUNTRIES.join(",") };
      if (opts.near) {
        // A ~50 km box around the local: preferred, not bounded (bounded=0).
        const d = 0.45;
        const { lat, lng } = opts.near;
        params.viewbox = [lng - d, lat + d, lng + d, lat - d].map((n) => n.toFixed(4)).join(",");
      }
      const body = await get("/search", params);
      if (!Array.isArray(body)) throw new GeocoderError("Nominatim: respuesta inesperada");
      const allowed = new Set<string>(GEOCODER_COUNTRIES);
      const country = opts.country?.toLowerCase();
      // Branch country first, then Nominatim's own relevance order (the viewbox already prefers nearby places).
      return (body as NominatimResult[])
        .map(placeFromNominatim)
        .filter((p): p is Place => p != null && (p.country == null || allowed.has(p.country)))
        .map((p, i) => ({ p, i }))
        .sort(
          (a, b) =>
            Number(b.p.country === country) - Number(a.p.country === country) || a.i - b.i,
        )
        .map(({ p }) => p)
        .slice(0, limit);
    },
    async reverse(lat: number, lng: number): Promise<Place | null> {
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
      const body = (await get("/reverse", { lat: String(lat), lon: String(lng), zoom: "18" })) as NominatimResult;
      if (!body || typeof body !== "object" || body.error) return null;
      const place = placeFromNominatim(body);
      return place && (place.country == null || (GEOCODER_COUNTRIES as readonly string[]).includes(place.country)) ? place : null;
    },
  };
}
