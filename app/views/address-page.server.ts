// Loader and action of /menu/{alias}/direccion, the address page/modal
// '¿Dónde te encuentras?' (storefront.md §2 Modals, §4 Address modal, §5 Address
// rules). The alias is resolved on the server (tenant isolation); the geocoder is
// the branch's; the chosen location goes to the session, then back to `?volver=`.
import { trackEvent } from "~/services/analytics/analytics.server";
import { json, redirect } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import {
  type AddressErrors,
  type AddressInput,
  type AddressMode,
  type AddressTab,
  type Place,
  addressModeFor,
  addressReturnPath,
  validateAddress,
} from "~/domain/address/address";
import { emptyValues, valuesFromPlace, type AddressValues } from "~/domain/address/address-values";
import { themeCss } from "~/domain/menu/theme";
import { listDeliveryZones } from "~/data/tenants/delivery-zones.server";
import { GeocoderError, geocoderFor } from "~/data/geocoding/geocoder.server";
import { commitSession } from "~/http/session.server";
import { loadBranchContactContext, type BranchContactContext } from "~/http/storefront-context.server";
import { listMenuCustomizations } from "~/data/tenants/storefront.server";

// ------------------------------------------------ view model (loader data; app/ui renders it)
export interface AddressReply {
  values: AddressValues;
  errors: AddressErrors;
}

export interface AddressMapData {
  center: { lat: number; lng: number };
  zones: { name: string; polygon: [number, number][] }[];
}

export interface AddressPageData {
  alias: string;
  branchContactName: string;
  branchName: string;
  mode: AddressMode;
  betweenStreetsRequired: boolean;
  /** The branch asks for a location and none is stored: closing says 'Debe ingresar la dirección'. */
  mandatory: boolean;
  /** A location is stored: the page offers to forget it (§4 "a hard reset deletes it"). */
  hasLocation?: boolean;
  /** Where CONTINUAR / CANCELAR go back to (validated: same alias). */
  volver: string;
  tab: AddressTab;
  q: string;
  queryTooShort: boolean;
  suggestions: Place[];
  searchError: string | null;
  values: AddressValues;
  /** A place was chosen (no-JS step 2: the address form). */
  chosen: boolean;
  current: { fullAddress: string | null; lat: number; lng: number } | null;
  /** null when the branch's map provider is 'none'. */
  map: AddressMapData | null;
  themeCss: string;
}

/** Answer of the suggestions resource route (…/direccion/buscar). */
export interface PlacesReply {
  places: Place[];
  place: Place | null;
  error: string | null;
}

/** Shown when the provider cannot answer (not in the spec; docs/decisions.md#address-and-zones). */
export const MSG_SEARCH_FAILED = "No pudimos buscar direcciones en este momento. Intenta nuevamente.";
export const MIN_QUERY_LENGTH = 3;
const MAX_QUERY_LENGTH = 120;

async function addressModeOf(env: Env, ctx: BranchContactContext): Promise<AddressMode> {
  const customizations = await listMenuCustomizations(env, ctx.company.id, ctx.branch.id);
  return addressModeFor(ctx.branchContact.id, customizations);
}

/** Suggestions for a query; a provider failure yields none plus a message (never a 500). */
export async function searchPlaces(env: Env, ctx: BranchContactContext, q: string): Promise<{ places: Place[]; error: string | null }> {
  const query = q.trim().slice(0, MAX_QUERY_LENGTH);
  if (query.length < MIN_QUERY_LENGTH) return { places: [], error: null };
  try {
    const places = await geocoderFor(env, ctx.branch).search(query, {
      country: ctx.branch.country,
      near: { lat: ctx.branchContact.address.lat, lng: ctx.branchContact.address.lng },
    });
    return { places, error: null };
  } catch (e) {
    if (e instanceof GeocoderError) return { places: [], error: MSG_SEARCH_FAILED };
    throw e;
  }
}

export async function reversePlace(env: Env, ctx: BranchContactContext, lat: number, lng: number): Promise<Place | null> {
  try {
    return await geocoderFor(env, ctx.branch).reverse(lat, lng);
  } catch (e) {
    if (e instanceof GeocoderError) return null;
    throw e;
  }
}

export async function loadAddressPage(env: Env, request: Request, alias: string, scope?: object): Promise<AddressPageData> {
  const ctx = await loadBranchContactContext(env, request, alias, scope);
  const url = new URL(request.url);
  const bc = ctx.branchContact;
  const tab = url.searchParams.get("tab") === "ubicacion" ? "coordenadas" : "direccion";
  const q = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const [mode, zones, search] = await Promise.all([
    addressModeOf(env, ctx),
    listDeliveryZones(env, ctx.company.id, bc.id),
    tab === "direccion" ? searchPlaces(env, ctx, q) : Promise.resolve({ places: [], error: null }),
  ]);
  const draft = ctx.session.get("addressDraft");
  const chosen = draft && draft.alias === bc.alias && url.searchParams.get("paso") === "datos" ? draft.place : null;
  const stored = ctx.session.get("location") ?? null;
  return {
    alias: bc.alias,
    branchContactName: bc.name,
    branchName: ctx.branch.name,
    mode,
    betweenStreetsRequired: bc.deliveryConfig.betweenStreetsRequired,
    mandatory: ctx.branch.askForLocation && !stored,
    hasLocation: Boolean(stored),
    volver: addressReturnPath(url.searchParams.get("volver"), bc.alias, [ctx.branch.alias]),
    tab,
    q,
    queryTooShort: q.trim().length > 0 && q.trim().length < MIN_QUERY_LENGTH,
    suggestions: search.places,
    searchError: search.error,
    values: chosen ? valuesFromPlace(chosen) : emptyValues(tab),
    chosen: chosen != null,
    current: stored ? { fullAddress: stored.fullAddress, lat: stored.lat, lng: stored.lng } : null,
    map:
      ctx.branch.mapProvider === "none"
        ? null
        : {
            center: { lat: bc.address.lat, lng: bc.address.lng },
            zones: zones.map((z) => ({ name: z.name, polygon: z.polygon })),
          },
    themeCss: themeCss(ctx.branch.generalConfig),
  };
}

// ------------------------------------------------------------------ action

const text = (max: number) => z.string().trim().max(max).optional().default("");
const coord = z.coerce.number().finite().optional();
const placeSchema = z.object({
  id: z.string().max(120),
  fullAddress: z.string().trim().min(1).max(300),
  street: z.string().max(120).nullable(),
  number: z.string().max(20).nullable(),
  city: z.string().max(120).nullable(),
  locality: z.string().max(120).nullable(),
  postalCode: z.string().max(20).nullable(),
  country: z.string().max(4).nullable(),
  lat: z.number().finite().min(-90).max(90),
  lng: z.number().finite().min(-180).max(180),
});

const schema = z.discriminatedUnion("intent", [
  // No JavaScript: a suggestion was picked; it is kept in the session for the form step.
  z.object({
    intent: z.literal("choose"),
    volver: text(500),
    place: z.string().max(2000).transform((s, c) => {
      try {
        return placeSchema.parse(JSON.parse(s));
      } catch {
        c.addIssue({ code: "custom", message: "Seleccione una dirección para continuar" });
        return z.NEVER;
      }
    }),
  }),
  z.object({
    intent: z.literal("save"),
    volver: text(500),
    tab: z.enum(["direccion", "coordenadas"]).default("direccion"),
    direccion: text(300),
    lat: coord,
    lng: coord,
    street: text(120),
    number: text(20),
    noNumber: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    postalCode: text(20),
    province: text(120),
    city: text(120),
    country: text(4),
    betweenStreets: text(200),
    details: text(250),
    fromPlace: z.string().optional(),
  }),
  // CANCELAR with a mandatory address (§5 'Debe ingresar la dirección').
  z.object({ intent: z.literal("cancel"), volver: text(500) }),
  // §4 "Location restored ...; a hard reset deletes it".
  z.object({ intent: z.literal("forget"), volver: text(500) }),
]);

function valuesOf(formData: FormData): AddressValues {
  const s = (k: string) => {
    const v = formData.get(k);
    return typeof v === "string" ? v.slice(0, 300) : "";
  };
  return {
    tab: s("tab") === "coordenadas" ? "coordenadas" : "direccion",
    direccion: s("direccion"),
    lat: s("lat"),
    lng: s("lng"),
    street: s("street"),
    number: s("number"),
    noNumber: s("noNumber") === "on" || s("noNumber") === "true",
    postalCode: s("postalCode"),
    province: s("province"),
    city: s("city"),
    country: s("country"),
    betweenStreets: s("betweenStreets"),
    details: s("details"),
    fromPlace: s("fromPlace") === "1",
  };
}

const reply = (values: AddressValues, errors: AddressErrors) =>
  json<AddressReply>({ values, errors }, { status: 400, headers: { "Cache-Control": "private, no-store" } });

export async function addressAction(env: Env, request: Request, alias: string, scope?: object): Promise<Response> {
  const ctx = await loadBranchContactContext(env, request, alias, scope);
  const bc = ctx.branchContact;
  const formData = await request.formData();
  // Enter in a text field submits without a button's intent: that is CONTINUAR.
  if (!formData.get("intent")) formData.set("intent", "save");
  const submission = parseWithZod(formData, { schema });
  const values = valuesOf(formData);
  if (submission.status !== "success") {
    return reply(values, { coords: "Seleccione una dirección para continuar" });
  }
  const v = submission.value;
  const back = addressReturnPath(v.volver, bc.alias, [ctx.branch.alias]);
  const page = (extra: Record<string, string>) => {
    const p = new URLSearchParams({ volver: back, ...extra });
    return `/menu/${bc.alias}/direccion?${p.toString()}`;
  };

  if (v.intent === "choose") {
    ctx.session.set("addressDraft", { alias: bc.alias, place: v.place });
    return redirect(page({ paso: "datos" }), { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
  }
  if (v.intent === "forget") {
    ctx.session.unset("location");
    ctx.session.unset("addressDraft");
    return redirect(back, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
  }
  if (v.intent === "cancel") {
    if (ctx.branch.askForLocation && !ctx.session.get("location")) {
      return reply(values, { form: "Debe ingresar la dirección" });
    }
    return redirect(back);
  }

  const input: AddressInput = {
    tab: v.tab,
    direccion: v.direccion,
    lat: v.lat ?? null,
    lng: v.lng ?? null,
    street: v.street,
    number: v.number,
    noNumber: v.noNumber,
    postalCode: v.postalCode,
    province: v.province,
    city: v.city,
    country: v.country,
    betweenStreets: v.betweenStreets,
    details: v.details,
  };
  const mode = await addressModeOf(env, ctx);
  const result = validateAddress(input, { mode, betweenStreetsRequired: bc.deliveryConfig.betweenStreetsRequired });
  if (!result.ok) return reply(values, result.errors);

  ctx.session.set("location", result.location);
  ctx.session.unset("addressDraft");
  // §7 ADDRESS_SUBMIT (stored only when the session cookie exists).
  if (scope && "waitUntil" in scope) {
    trackEvent(env, scope as Pick<ExecutionContext, "waitUntil">, "ADDRESS_SUBMIT", {
      request,
      scope: ctx,
      data: { tab: v.tab, addressMode: mode },
    });
  }
  return redirect(back, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
}
