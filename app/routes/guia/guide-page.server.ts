// Loader of the guide page /guia (logistics.md §2 "Nearby-business guide", §8
// "Guide: the server message is shown as an error toast"). Everything arrives
// as a GET query, so the page works without JavaScript:
//   ?lat=&lng=        the device location (JavaScript sends it)
//   ?direccion=       an address, geocoded here (offline: the local gazetteer)
//   ?codigo=          a company's search code (with lat/lng: distances too)
//   ?ubicacion=1      the location button without JavaScript: explains what to do
//   &desde=           the offset of the page
import { GeocoderError, guideGeocoder } from "~/data/geocoding/geocoder.server";
import { distanceLabel, GUIDE_PAGE_SIZE, GUIDE_RADIUS_M, nearBodySchema, type LatLng } from "~/domain/guide/near-search";
import { formatDistanceKm } from "~/domain/menu/branch-list";
import { MSG_SEARCH_FAILED } from "~/views/address-page.server";
import { searchGuide, type NearbyBusiness } from "~/views/guide-search.server";
import type { ToastMessage } from "~/domain/toasts";

// ------------------------------------------------ view model (loader data; app/ui renders it)
/** §2: each entry shows name, street, number, city and distance in km with one decimal. */
export interface GuideEntry {
  alias: string;
  name: string;
  street: string;
  number: string;
  city: string;
  /** '1,4 km'; null for a search by code without a location. */
  distance: string | null;
  menuHref: string;
}

export type GuideSearchKind = "none" | "location" | "address" | "code";

export interface GuidePageData {
  kind: GuideSearchKind;
  /** The fields as typed, so the forms come back with their values. */
  direccion: string;
  codigo: string;
  /** The point of the search (device or geocoded address): the code form carries it for distances. */
  origin: { lat: number; lng: number } | null;
  /** Heading of the results: 'Cerca de Gurruchaga 1500, Palermo, CABA', 'Locales con el código SABORES'. */
  summary: string | null;
  entries: GuideEntry[];
  /** Shown when a search found nothing (not an error). */
  emptyText: string | null;
  offset: number;
  /** The next page (a plain link without JavaScript, a fetcher with it). */
  nextHref: string | null;
  toasts: ToastMessage[];
}

// Ours (the spec shows none): the guide's own page messages.
export const GUIDE_PAGE_MESSAGES = {
  needsJavaScript: "Para usar la ubicación de tu dispositivo activá JavaScript, o buscá por dirección o código.",
  addressTooShort: "Escribí al menos 3 letras de la dirección.",
  addressNotFound: "No encontramos esa dirección. Probá con calle, número y barrio.",
  nothingNear: `No hay locales a menos de ${formatDistanceKm(GUIDE_RADIUS_M / 1000)} de ese lugar.`,
  nothingForCode: "Ese código todavía no tiene locales en la guía.",
} as const;

const MAX_ADDRESS_LENGTH = 120;
const MAX_CODE_LENGTH = 40;

const blank = (kind: GuideSearchKind, direccion: string, codigo: string): GuidePageData => ({
  kind,
  direccion,
  codigo,
  origin: null,
  summary: null,
  entries: [],
  emptyText: null,
  offset: 0,
  nextHref: null,
  toasts: [],
});

const errorToast = (text: string): ToastMessage => ({ id: `guide-${text.length}-${text.slice(0, 12)}`, text, tone: "error" });

/** A query number ('-34.5893'); NaN for anything else, which the body schema then refuses in Spanish. */
const queryNumber = (raw: string | null): number | undefined =>
  raw == null || raw.trim() === "" ? undefined : /^-?\d{1,3}(\.\d{1,12})?$/.test(raw.trim()) ? Number(raw) : Number.NaN;

function toEntry(b: NearbyBusiness): GuideEntry {
  const c = b.branchContact;
  return {
    alias: c.alias,
    name: c.name,
    street: c.address.street,
    number: c.address.number,
    city: c.address.city,
    distance: b.distanceInMeters == null ? null : distanceLabel(b.distanceInMeters),
    menuHref: `/menu/${encodeURIComponent(c.alias)}`,
  };
}

function nextHref(url: URL, offset: number): string {
  const next = new URL(url);
  next.searchParams.delete("ubicacion");
  next.searchParams.set("desde", String(offset));
  return `${next.pathname}${next.search}`;
}

export async function loadGuidePage(env: Env, request: Request): Promise<{ data: GuidePageData; status: number }> {
  const url = new URL(request.url);
  const q = url.searchParams;
  const direccion = (q.get("direccion") ?? "").trim().slice(0, MAX_ADDRESS_LENGTH);
  const codigo = (q.get("codigo") ?? "").trim().slice(0, MAX_CODE_LENGTH);
  const lat = queryNumber(q.get("lat"));
  const lng = queryNumber(q.get("lng"));
  const desde = queryNumber(q.get("desde"));

  let kind: GuideSearchKind = "none";
  // Half a location or a malformed number goes on to the body schema, which names the problem.
  let origin: { lat: number | undefined; lng: number | undefined } | null = lat !== undefined || lng !== undefined ? { lat, lng } : null;
  let summary: string | null = null;

  if (codigo) {
    kind = "code";
  } else if (direccion) {
    kind = "address";
    if (direccion.length < 3) return fail("address", direccion, codigo, GUIDE_PAGE_MESSAGES.addressTooShort);
    try {
      const [place] = await guideGeocoder(env).search(direccion, { country: "ar", limit: 1 });
      if (!place) return fail("address", direccion, codigo, GUIDE_PAGE_MESSAGES.addressNotFound);
      origin = { lat: place.lat, lng: place.lng } satisfies LatLng;
      summary = `Cerca de ${place.fullAddress}`;
    } catch (e) {
      if (e instanceof GeocoderError) return fail("address", direccion, codigo, MSG_SEARCH_FAILED);
      throw e;
    }
  } else if (origin) {
    kind = "location";
    summary = "Cerca de tu ubicación";
  } else if (q.has("ubicacion")) {
    return fail("location", direccion, codigo, GUIDE_PAGE_MESSAGES.needsJavaScript);
  } else {
    return { data: blank("none", direccion, codigo), status: 200 };
  }

  const parsed = nearBodySchema.safeParse({
    lat: origin?.lat,
    lng: origin?.lng,
    filters: { searchCode: kind === "code" ? codigo : undefined },
    pagingOption: { pageSize: GUIDE_PAGE_SIZE, offset: desde ?? 0 },
  });
  if (!parsed.success) return fail(kind, direccion, codigo, parsed.error.issues[0]?.message ?? GUIDE_PAGE_MESSAGES.addressNotFound);
  const search = parsed.data;
  const result = await searchGuide(env, search);
  if (!result.ok) return fail(kind, direccion, codigo, result.message, result.status);
  if (kind === "code") summary = `Locales con el código ${search.searchCode}`;

  const entries = result.commerces.map(toEntry);
  return {
    data: {
      kind,
      direccion,
      codigo,
      origin: search.origin,
      summary,
      entries,
      emptyText: entries.length > 0 || search.offset > 0 ? null : kind === "code" ? GUIDE_PAGE_MESSAGES.nothingForCode : GUIDE_PAGE_MESSAGES.nothingNear,
      offset: search.offset,
      nextHref: result.hasMore ? nextHref(url, search.offset + search.pageSize) : null,
      toasts: [],
    },
    status: 200,
  };
}

function fail(kind: GuideSearchKind, direccion: string, codigo: string, message: string, status = 400): { data: GuidePageData; status: number } {
  return { data: { ...blank(kind, direccion, codigo), toasts: [errorToast(message)] }, status };
}
