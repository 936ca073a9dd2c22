// The diner's address and location: storefront.md §3 "User location", "Address
// object, complex mode / simple mode"; §4 "Address modal"; §5 "Address, simple
// mode", "Address, complex mode"; §8 'Error obteniendo coordenadas'.
// Pure: no I/O, no zod (the menu page may import its types and messages).
import { safeReturnPath } from "../return-path";

/** §3 User location (kept in the server session instead of local storage). */
export interface UserLocation {
  fullAddress: string | null;
  street: string | null;
  number: string | null;
  city: string | null;
  /** The province (§3: "locality (province)"). */
  locality: string | null;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2, lower case ('ar'). */
  country: string | null;
  lat: number;
  lng: number;
  /** entrecalles */
  betweenStreets: string | null;
  /** aclaraciones */
  details: string | null;
  noNumber: boolean;
  /** true if address components or coordinates exist. */
  geocoded: boolean;
}

/** One geocoder answer (a suggestion of the address search, or a reverse lookup). */
export interface Place {
  /** Stable id within its provider ('local:3', 'osm:W123'). */
  id: string;
  /** formatted_address */
  fullAddress: string;
  street: string | null;
  number: string | null;
  city: string | null;
  /** Province / state. */
  locality: string | null;
  postalCode: string | null;
  country: string | null;
  lat: number;
  lng: number;
}

export type AddressTab = "direccion" | "coordenadas";
export type AddressMode = "simple" | "complex";

// §5 messages, to the letter.
export const MSG_ENTER_ADDRESS = "Ingrese una dirección";
export const MSG_SELECT_ADDRESS = "Seleccione una dirección para continuar";
export const MSG_GET_COORDINATES = "Debe obtener sus coordenadas antes de continuar";
export const MSG_ENTER_BETWEEN_STREETS = "Ingrese entrecalles";
export const MSG_ADDRESS_MANDATORY = "Debe ingresar la dirección";
export const MSG_GEOLOCATION_ERROR = "Error obteniendo coordenadas";
export const completeListMessage = (list: string) => `Debes completar ${list} para avanzar`;

/** §3 Place search and reverse lookups are limited to these countries (§5 Phone list). */
export const GEOCODER_COUNTRIES = ["ar", "uy", "cl", "co", "pe", "br", "ve", "py", "mx", "ec", "bo", "us"] as const;

/** §9 Place search debounce (both providers). */
export const PLACE_SEARCH_DEBOUNCE_MS = 500;

/** Fields of the complex form, with the words used in 'Debes completar {list} para avanzar'. */
export const COMPLEX_FIELD_LABELS = {
  direccion: "la dirección",
  street: "la calle",
  number: "la altura",
  postalCode: "el código postal",
  province: "la provincia",
  city: "la ciudad",
  betweenStreets: "las entrecalles",
} as const;
export type ComplexField = keyof typeof COMPLEX_FIELD_LABELS;

/** 'la calle', 'la calle y la altura', 'la calle, la altura y la ciudad' */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}

/** What the diner sends from the modal (all strings as typed; the server merges the chosen place). */
export interface AddressInput {
  tab: AddressTab;
  direccion: string;
  lat: number | null;
  lng: number | null;
  street: string;
  number: string;
  noNumber: boolean;
  postalCode: string;
  province: string;
  city: string;
  country: string;
  betweenStreets: string;
  details: string;
}

export interface AddressRules {
  mode: AddressMode;
  betweenStreetsRequired: boolean;
}

export type AddressErrors = Partial<Record<"direccion" | "coords" | ComplexField | "form", string>>;

const blank = (s: string | null | undefined) => !s || s.trim() === "";
const finite = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/** Complex mode (§5): the required fields still missing, in form order. */
export function missingComplexFields(input: Pick<AddressInput, "street" | "number" | "noNumber" | "postalCode" | "province" | "city">): ComplexField[] {
  const missing: ComplexField[] = [];
  if (blank(input.street)) missing.push("street");
  if (!input.noNumber && blank(input.number)) missing.push("number");
  if (blank(input.postalCode)) missing.push("postalCode");
  if (blank(input.province)) missing.push("province");
  if (blank(input.city)) missing.push("city");
  return missing;
}

/** The error toast after picking a place in complex mode, or null when the place is complete. */
export function placeCompletenessMessage(place: Place): string | null {
  const missing = missingComplexFields({
    street: place.street ?? "",
    number: place.number ?? "",
    noNumber: false,
    postalCode: place.postalCode ?? "",
    province: place.locality ?? "",
    city: place.city ?? "",
  });
  return missing.length ? completeListMessage(joinSpanish(missing.map((f) => COMPLEX_FIELD_LABELS[f]))) : null;
}

export type AddressValidation = { ok: true; location: UserLocation } | { ok: false; errors: AddressErrors };

/**
 * §5 address rules for both modes and both tabs. Each field gets its own message;
 * the complex mode also gets the summary 'Debes completar {list} para avanzar' under `form`.
 */
export function validateAddress(input: AddressInput, rules: AddressRules): AddressValidation {
  const errors: AddressErrors = {};
  const coordsOk = finite(input.lat) && finite(input.lng) && Math.abs(input.lat) <= 90 && Math.abs(input.lng) <= 180;
  if (input.tab === "direccion" && blank(input.direccion)) errors.direccion = MSG_ENTER_ADDRESS;
  if (!coordsOk) errors.coords = input.tab === "coordenadas" ? MSG_GET_COORDINATES : MSG_SELECT_ADDRESS;
  if (rules.betweenStreetsRequired && blank(input.betweenStreets)) errors.betweenStreets = MSG_ENTER_BETWEEN_STREETS;
  if (rules.mode === "complex" && input.tab === "direccion") {
    const missing = missingComplexFields(input);
    for (const f of missing) errors[f] = `Ingrese ${COMPLEX_FIELD_LABELS[f]}`;
    const all: ComplexField[] = [...(errors.direccion ? (["direccion"] as const) : []), ...missing];
    if (errors.betweenStreets) all.push("betweenStreets");
    if (all.length) errors.form = completeListMessage(joinSpanish(all.map((f) => COMPLEX_FIELD_LABELS[f])));
  }
  if (Object.keys(errors).length > 0 || !coordsOk) return { ok: false, errors };

  const t = (s: string) => (blank(s) ? null : s.trim());
  const street = t(input.street);
  const number = input.noNumber ? null : t(input.number);
  const city = t(input.city);
  const locality = t(input.province);
  const postalCode = t(input.postalCode);
  const fullAddress =
    t(input.direccion) ?? ([street && `${street}${number ? ` ${number}` : ""}`, city].filter(Boolean).join(", ") || null);
  return {
    ok: true,
    location: {
      fullAddress: fullAddress ?? `${input.lat!.toFixed(5)}, ${input.lng!.toFixed(5)}`,
      street,
      number,
      city,
      locality,
      postalCode,
      country: t(input.country)?.toLowerCase() ?? null,
      lat: input.lat!,
      lng: input.lng!,
      betweenStreets: t(input.betweenStreets),
      details: t(input.details),
      noNumber: input.noNumber,
      // §3: geocoded = address components or coordinates exist (always, once valid).
      geocoded: true,
    },
  };
}

/** §5: a stored location counts as complete if it has city, postalCode and locality, or is geocoded. */
export function isLocationComplete(loc: Partial<UserLocation> | null | undefined): boolean {
  if (!loc) return false;
  return Boolean((loc.city && loc.postalCode && loc.locality) || loc.geocoded);
}

/**
 * §5 complex mode "enabled for configured branch-contact ids via customization;
 * default list includes one fixed id". The customization is the branch's
 * ADDRESS_FORM menu customization, commands `{"complexAddressBranchContactIds":[…]}`;
 * its ids are added to the default list (docs/decisions.md#address-and-zones).
 */
export const ADDRESS_FORM_RESOURCE = "ADDRESS_FORM";
export const DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS: readonly number[] = [900001];

export function addressModeFor(
  branchContactId: number,
  customizations: readonly { resource: string; commands: string }[],
): AddressMode {
  const ids = new Set<number>(DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS);
  for (const c of customizations) {
    if (c.resource !== ADDRESS_FORM_RESOURCE) continue;
    try {
      const parsed = JSON.parse(c.commands) as { complexAddressBranchContactIds?: unknown };
      const list = parsed?.complexAddressBranchContactIds;
      if (Array.isArray(list)) for (const id of list) if (Number.isInteger(id)) ids.add(id as number);
    } catch {
      // A malformed customization is ignored: simple mode.
    }
  }
  return ids.has(branchContactId) ? "complex" : "simple";
}

/**
 * `?volver=` after saving: only a path on this alias's own pages
 * (`/menu/{alias}` or below, not the address page itself), or the location's own
 * branch page (`otherAliases`, §2 Branch page address prompt); never an open redirect.
 */
export function addressReturnPath(volver: string | null | undefined, alias: string, otherAliases: readonly string[] = []): string {
  const base = `/menu/${alias}`;
  return safeReturnPath(volver, base, { also: otherAliases.map((a) => `/menu/${a}`), refuse: [`${base}/direccion`] });
}

/** A short line for the header link: 'Gurruchaga 1500, Palermo'. */
export function shortAddress(loc: Pick<UserLocation, "fullAddress" | "lat" | "lng">): string {
  if (loc.fullAddress) return loc.fullAddress.split(",").slice(0, 2).join(",").trim();
  return `${loc.lat.toFixed(4)}, ${loc.lng.toFixed(4)}`;
}
