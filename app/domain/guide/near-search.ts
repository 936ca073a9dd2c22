// The nearby-business guide's search (logistics.md §2 "Nearby-business guide",
// §3 "Nearby business", §7 POST /api/menu/near, §9): the request body and its
// Spanish messages, the radius and paging bounds, the bounding box of the
// index prefilter, the exact distance and the '1,2 km' label. Pure: no I/O.
import turfDistance from "@turf/distance";
import { z } from "zod";
import { formatDistanceKm } from "~/domain/menu/branch-list";

/** Businesses farther than this from the point are not "nearby" (docs/decisions.md#nearby-business-guide-logisticsmd). */
export const GUIDE_RADIUS_M = 10_000;
/** Paging of §7 pagingOption: default and largest page, largest offset. */
export const GUIDE_PAGE_SIZE = 20;
export const GUIDE_MAX_PAGE_SIZE = 50;
export const GUIDE_MAX_OFFSET = 1_000;

/** Metres in one degree of latitude on turf's sphere (Earth radius 6,371,008.8 m). */
export const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

// Messages are ours: the spec shows none (§8 "Guide: the server message is shown as an error toast").
export const GUIDE_MESSAGES = {
  lat: "La latitud (lat) debe ser un número entre -90 y 90.",
  lng: "La longitud (lng) debe ser un número entre -180 y 180.",
  locationOrCode: "Indicá una ubicación (lat y lng) o un código de búsqueda.",
  halfLocation: "La ubicación necesita latitud (lat) y longitud (lng).",
  pageSize: `El tamaño de página (pageSize) debe ser un número entero entre 1 y ${GUIDE_MAX_PAGE_SIZE}.`,
  offset: `El desplazamiento (offset) debe ser un número entero entre 0 y ${GUIDE_MAX_OFFSET}.`,
  country: "El país (country) debe ser un código de dos letras, por ejemplo ar.",
  branchContactFlag: "El dato 'branch_contact' debe ser verdadero o falso.",
  codeFormat: "El código de búsqueda solo puede tener letras, números y guiones (hasta 30).",
  unknownCode: (code: string) => `No encontramos negocios con el código ${code}.`,
} as const;

/** A search code as stored: trimmed, upper case ('sabores' → 'SABORES'); null when not a valid code. */
export function normalizeSearchCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9Ñ-]{1,30}$/.test(code) ? code : null;
}

const searchCode = z
  .string({ invalid_type_error: GUIDE_MESSAGES.codeFormat })
  .transform((s, ctx) => {
    const code = normalizeSearchCode(s);
    if (!code) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: GUIDE_MESSAGES.codeFormat });
      return z.NEVER;
    }
    return code;
  });

const coordinate = (max: number, message: string) =>
  z.number({ invalid_type_error: message }).finite(message).min(-max, message).max(max, message);

/** §7 body: lat, lng, filters (country, branch_contact flag), pagingOption (pageSize, offset). */
export const nearBodySchema = z
  .object({
    lat: coordinate(90, GUIDE_MESSAGES.lat).nullish(),
    lng: coordinate(180, GUIDE_MESSAGES.lng).nullish(),
    filters: z
      .object({
        country: z
          .string({ invalid_type_error: GUIDE_MESSAGES.country })
          .regex(/^[A-Za-z]{2}$/, GUIDE_MESSAGES.country)
          .transform((c) => c.toLowerCase())
          .nullish(),
        /** true (default): one entry per location; false: one per business, its nearest location. */
        branch_contact: z.boolean({ invalid_type_error: GUIDE_MESSAGES.branchContactFlag }).nullish(),
        /** Ours: a company's guide search code ('SABORES'); lists that business's locations at any distance. */
        searchCode: searchCode.nullish(),
      })
      .nullish(),
    pagingOption: z
      .object({
        pageSize: z.number({ invalid_type_error: GUIDE_MESSAGES.pageSize }).int(GUIDE_MESSAGES.pageSize).min(1, GUIDE_MESSAGES.pageSize).max(GUIDE_MAX_PAGE_SIZE, GUIDE_MESSAGES.pageSize).nullish(),
        offset: z.number({ invalid_type_error: GUIDE_MESSAGES.offset }).int(GUIDE_MESSAGES.offset).min(0, GUIDE_MESSAGES.offset).max(GUIDE_MAX_OFFSET, GUIDE_MESSAGES.offset).nullish(),
      })
      .nullish(),
  })
  .superRefine((b, ctx) => {
    const hasLat = b.lat != null;
    const hasLng = b.lng != null;
    if (hasLat !== hasLng) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [hasLat ? "lng" : "lat"], message: GUIDE_MESSAGES.halfLocation });
    else if (!hasLat && !b.filters?.searchCode) ctx.addIssue({ code: z.ZodIssueCode.custom, message: GUIDE_MESSAGES.locationOrCode });
  })
  .transform((b): NearSearch => ({
    origin: b.lat != null && b.lng != null ? { lat: b.lat, lng: b.lng } : null,
    country: b.filters?.country ?? null,
    perBranchContact: b.filters?.branch_contact ?? true,
    searchCode: b.filters?.searchCode ?? null,
    pageSize: b.pagingOption?.pageSize ?? GUIDE_PAGE_SIZE,
    offset: b.pagingOption?.offset ?? 0,
  }));

export interface LatLng {
  lat: number;
  lng: number;
}

/** A validated search: by location (origin, within the radius) or by code (origin optional, any distance). */
export interface NearSearch {
  origin: LatLng | null;
  country: string | null;
  perBranchContact: boolean;
  searchCode: string | null;
  pageSize: number;
  offset: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The lat/lng box around a circle (the index prefilter); clamped to the valid ranges. */
export function boundingBox(center: LatLng, radiusM: number): BoundingBox {
  const dLat = radiusM / METRES_PER_DEGREE;
  // Near the poles a degree of longitude shrinks to nothing: the box then spans every longitude.
  const cos = Math.cos((Math.min(89.9, Math.abs(center.lat) + dLat) * Math.PI) / 180);
  const dLng = Math.min(180, radiusM / (METRES_PER_DEGREE * cos));
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLng: Math.max(-180, center.lng - dLng),
    maxLng: Math.min(180, center.lng + dLng),
  };
}

/**
 * The ordering key computed in SQL (no trigonometry there): squared
 * equirectangular distance in degrees², longitude scaled by cos(origin lat).
 * Within the 10 km radius it differs from the great-circle distance by well
 * under 0.5%, so it ranks like the exact distance except for near-ties.
 */
export function equirectangularScale(origin: LatLng): number {
  return Math.cos((origin.lat * Math.PI) / 180);
}

/** The radius as a bound on the squared equirectangular distance (degrees²). */
export function radiusInSquaredDegrees(radiusM: number): number {
  return (radiusM / METRES_PER_DEGREE) ** 2;
}

/** Exact great-circle distance in whole metres (@turf/distance, shown to the diner). */
export function distanceInMeters(a: LatLng, b: LatLng): number {
  return Math.round(turfDistance([a.lng, a.lat], [b.lng, b.lat], { units: "meters" }));
}

/** §2 entry: 'distance in km with one decimal' → '1,4 km' (the branch cards' format). */
export function distanceLabel(metres: number): string {
  return formatDistanceKm(metres / 1000);
}
