// Loader and action helpers of /menu/{alias} (storefront.md §2 "Company and
// branch pages", "Branch-contact selector"). The alias is resolved on the server
// and everything read after it is scoped by its company (tenant isolation).
import { countOpenContacts, openContactsQuery } from "~/data/tenants/storefront.server";
import { marketingTagsOf, type MarketingTagIds } from "~/domain/menu/marketing-tags";
import { redirect } from "@remix-run/cloudflare";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { type DeliveryZone, zoneForPoint } from "~/domain/address/delivery";
import { distanceKm, formatDistanceKm, npsBadge, sortByDistance, type LatLng } from "~/domain/menu/branch-list";
import { filterModesByAllowedOM } from "~/domain/entry-params";
import { isOpenAt, modeCanOrderNow } from "~/domain/menu/hours";
import { defaultModeName } from "~/domain/menu/hours-info";
import type { Address, BranchContact, BranchGeneralConfig, OrderMode, OrderModeType } from "~/domain/types";
import { normalizeSearch } from "~/domain/menu/branch-list";
import { themeCss } from "~/domain/menu/theme";
import { emptyTheCart } from "~/http/cart-session.server";
import { now } from "~/data/clock.server";
import { db } from "~/data/db.server";
import { listZonesByContact } from "~/data/tenants/delivery-zones.server";
import { captureEntryParams } from "~/http/entry-session.server";
import { capturePartnerUser } from "~/http/partner-session.server";
import { branchContacts } from "~/data/schema.server";
import { commitSession, getSession, type DinerSession } from "~/http/session.server";
import { cartFromSession, notFound } from "~/http/storefront-context.server";
import type { AliasResolution } from "~/data/tenants/storefront.server";
import { countryCached, resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import type { ModeOrderStatus } from "~/domain/menu/hours";

// ------------------------------------------------ view model (loader data; app/ui renders it)
export interface BranchCardData {
  alias: string;
  name: string;
  description: string | null;
  logoFileId: string | null;
  bannerFileId: string | null;
}

export interface CompanyPageData {
  kind: "company";
  company: { alias: string; name: string; logoFileId: string | null };
  branches: BranchCardData[];
  themeCss: string;
}

/** One choice of the branch page's '¿Cómo quieres tu pedido?' (one per mode type). */
export interface ModeChoice {
  type: OrderModeType;
  slug: string;
  name: string;
}

export interface ContactCardData {
  alias: string;
  name: string;
  /** 'Av. Santa Fe 3253, Palermo, CABA' */
  address: string;
  /** Lower-cased, accent-free name + street + locality, for 'Buscar Local'. */
  searchText: string;
  /** '1,2 km' when the diner's location is known. */
  distance: string | null;
  closed: boolean;
  /** Closed now but some mode takes scheduled orders. */
  scheduleOnly: boolean;
  /** The contact's active modes (type → its slug there), for the card link. */
  modes: { type: OrderModeType; slug: string; name: string }[];
  /** NPS badge text ('4,7') or null (domain npsBadge). */
  nps: string | null;
  /** 'Este local no realiza envíos a tu dirección.' */
  noDelivery: boolean;
}

export interface BranchPageData {
  kind: "branch";
  /** Every location of the branch is blocked: the blocked view instead of the list (§8). */
  allBlocked?: boolean;
  /** §2: 'Ingresa tu dirección…' linking to the first delivery location's address page; null when not needed. */
  addressPrompt?: { href: string; mandatory: boolean } | null;
  company: { alias: string; name: string };
  branch: {
    alias: string;
    name: string;
    description: string | null;
    logoFileId: string | null;
    bannerFileId: string | null;
    addressConfig: "AUTOMATIC" | "MANUAL";
  };
  choices: ModeChoice[];
  /** Slug of the chosen mode (`?modo=`, or the first one with automatic address config). */
  selectedMode: string | null;
  q: string;
  locationKnown: boolean;
  cards: ContactCardData[];
  themeCss: string;
}

export interface SelectorMode {
  slug: string;
  type: OrderModeType;
  name: string;
  status: ModeOrderStatus;
  /** Choosing it first asks to confirm emptying the cart. */
  needsConfirmation: boolean;
}

export interface ContactPageData {
  kind: "branchContact";
  branch: { alias: string; name: string; logoFileId: string | null; bannerFileId: string | null };
  contact: { alias: string; name: string; address: string; closed: boolean };
  /** The selector, or why it cannot be shown (blocked local, no active mode). */
  view: "selector" | "blocked" | "noModes";
  modes: SelectorMode[];
  /** Slug whose confirmation modal the server renders (`?confirmar=`), without JavaScript. */
  confirm: string | null;
  /** Where 'Cambiar local' goes. */
  backHref: string;
  themeCss: string;
}

export type AliasPageData = CompanyPageData | BranchPageData | ContactPageData;

type Resolved<T extends AliasResolution["type"]> = Extract<AliasResolution, { type: T }>;

/** Theme for a page without a branch (company page without branches): all defaults. */
const DEFAULT_GENERAL_CONFIG: BranchGeneralConfig = {
  colorConfig: {
    colorModeType: "LIGHT",
    lightMainColor: null,
    darkMainColor: null,
    buttonBorderedColorLight: null,
    buttonBorderedColorDark: null,
    promotionalBannerColorLight: null,
    promotionalBannerColorDark: null,
    mainBackgroundColorLight: null,
    mainBackgroundColorDark: null,
    mainTextColorLight: null,
    mainTextColorDark: null,
    descriptionTextColorLight: null,
    descriptionTextColorDark: null,
  },
  fontFamily: null,
  menuConfig: { plateDetailInModal: true, platesInMainView: false, notesLimit: 250, indicatorsSpreadMax: 2 },
  onlineMarketingConfig: { fbPixelId: null, googleTagManagerId: null, googleAnalyticsId: null },
};

const FALLBACK_TIME_ZONE = "America/Argentina/Buenos_Aires";

/** 'Av. Santa Fe 3253, Palermo, CABA' */
export function formatAddress(a: Address): string {
  return [`${a.street} ${a.number}`.trim(), a.zone, a.city].filter(Boolean).join(", ");
}

// `?lat=&lng=` (a shareable link or a test) wins over the session location
// written by the address modal (docs/decisions.md#storefront-pages-menu-and-modals "Diner location").
const coordsSchema = z.object({
  lat: z.coerce.number().finite().min(-90).max(90),
  lng: z.coerce.number().finite().min(-180).max(180),
});

export function dinerLocation(url: URL, session: DinerSession): LatLng | null {
  const lat = url.searchParams.get("lat")?.trim();
  const lng = url.searchParams.get("lng")?.trim();
  if (lat && lng) {
    const parsed = coordsSchema.safeParse({ lat, lng });
    if (parsed.success) return parsed.data;
  }
  const stored = session.get("location");
  return stored && Number.isFinite(stored.lat) && Number.isFinite(stored.lng) ? { lat: stored.lat, lng: stored.lng } : null;
}

/** The query string to carry over a redirect, without this page's own flags. */
function carriedSearch(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const own of ["confirmar", "modo", "q"]) params.delete(own);
  const s = params.toString();
  return s ? `?${s}` : "";
}

const activeModes = (c: BranchContact): OrderMode[] => c.deliveryConfig.orderModes.filter((m) => m.active);

export interface AliasPageResult {
  data: CompanyPageData | BranchPageData | ContactPageData;
  headers: Headers;
  /** The branch's ad pixel / tag manager / analytics ids (app/ui/marketing-tags.tsx); none on a company page (no branch chosen yet). */
  marketingTags: MarketingTagIds | null;
}

/** GET /menu/{alias}: company grid, branch list or branch-contact selector; 404 for an unknown alias. */
export async function loadAliasPage(env: Env, request: Request, alias: string): Promise<AliasPageResult> {
  const [resolved, session] = await Promise.all([resolveAliasCached(env, alias), getSession(env, request)]);
  if (!resolved) notFound();
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const entryChanged = captureEntryParams(request, session);
  const partnerRedirect = await capturePartnerUser(env, request, session, now(env));
  if (partnerRedirect) throw redirect(partnerRedirect, { headers: { "Set-Cookie": await commitSession(env, session) } });
  if (entryChanged) headers.append("Set-Cookie", await commitSession(env, session));
  const url = new URL(request.url);
  switch (resolved.type) {
    case "company":
      return { data: companyPage(resolved), headers, marketingTags: null };
    case "branch":
      return { data: await branchPage(env, resolved, url, session, headers), headers, marketingTags: marketingTagsOf(resolved.branch.generalConfig.onlineMarketingConfig) };
    case "branchContact":
      return { data: await contactPage(env, resolved, url, session, headers), headers, marketingTags: marketingTagsOf(resolved.branch.generalConfig.onlineMarketingConfig) };
  }
}

function companyPage({ company, branches }: Resolved<"company">): CompanyPageData {
  return {
    kind: "company",
    company: { alias: company.alias, name: company.name, logoFileId: company.logoFileId },
    branches: branches.map((b) => ({
      alias: b.alias,
      name: b.name,
      description: b.description,
      logoFileId: b.logoFileId ?? company.logoFileId,
      bannerFileId: b.bannerFileId,
    })),
    themeCss: themeCss(branches[0]?.generalConfig ?? DEFAULT_GENERAL_CONFIG),
  };
}

/** §2: one choice per order-mode type found across the locations, in their order. */
export function modeChoices(contacts: readonly BranchContact[], allowed: readonly OrderModeType[] | null): ModeChoice[] {
  const byType = new Map<OrderModeType, ModeChoice>();
  for (const c of contacts) {
    for (const m of activeModes(c)) {
      if (!byType.has(m.type)) byType.set(m.type, { type: m.type, slug: m.slug, name: defaultModeName(m) });
    }
  }
  return filterModesByAllowedOM([...byType.values()], allowed);
}

async function branchPage(
  env: Env,
  { company, branch, branchContacts: all }: Resolved<"branch">,
  url: URL,
  session: DinerSession,
  headers: Headers,
): Promise<BranchPageData> {
  // A blocked local is not offered in the list (docs/decisions.md#storefront-pages-menu-and-modals).
  const contacts = all.filter((c) => !c.blocked);
  // §2: a branch with one location redirects straight to it.
  if (contacts.length === 1) throw redirect(`/menu/${contacts[0].alias}${url.search}`, { headers });

  const country = await countryCached(env, branch.country);
  const tz = country?.timeZone ?? FALLBACK_TIME_ZONE;
  const at = now(env);
  const choices = modeChoices(contacts, session.get("entry")?.allowedOM ?? null);
  const modo = url.searchParams.get("modo");
  const selected =
    choices.find((c) => c.slug === modo) ?? (branch.addressConfig === "AUTOMATIC" ? choices[0] ?? null : null);
  const location = dinerLocation(url, session);
  // §2 'Este local no realiza envíos a tu dirección.': the real delivery zones (one query for all locations).
  const zonesByContact = location
    ? await listZonesByContact(db(env), company.id, contacts.map((c) => c.id))
    : new Map<number, DeliveryZone[]>();

  const cards: ContactCardData[] = sortByDistance(contacts, location).map(({ contact: c, distanceKm: km }) => {
    const modes = activeModes(c);
    const flags = { alwaysOpen: c.alwaysOpen, manuallyClosed: c.manuallyClosed };
    const closed = !isOpenAt(c.deliveryConfig.workingDays, at, tz, flags);
    const a = c.address;
    return {
      alias: c.alias,
      name: c.name,
      address: formatAddress(a),
      searchText: normalizeSearch([c.name, a.street, a.number, a.zone, a.locality, a.city].filter(Boolean).join(" ")),
      distance: km == null ? null : formatDistanceKm(km),
      closed,
      scheduleOnly: closed && modes.some((m) => modeCanOrderNow(c, m, at, tz) === "scheduleOnly"),
      modes: modes.map((m) => ({ type: m.type, slug: m.slug, name: defaultModeName(m) })),
      nps: npsBadge(branch.npsInMenu, c.deliveryConfig.npsAvg),
      // Unreachable: a location is known and the local has no delivery mode or no
      // zone containing it (docs/decisions.md#address-and-zones "Unreachable on the branch page").
      noDelivery:
        location != null &&
        (!modes.some((m) => m.type === "DELIVERY") || zoneForPoint(zonesByContact.get(c.id) ?? [], location) == null),
    };
  });

  // §2 Branch page: delivery chosen and no stored location → the address modal, mandatory
  // when the branch asks for location (docs/decisions.md#storefront-pages-menu-and-modals "Address prompt on the branch page").
  const mandatory = branch.askForLocation && location == null;
  const firstDelivery = contacts.find((c) => activeModes(c).some((m) => m.type === "DELIVERY"));
  const volver = `/menu/${branch.alias}${selected ? `?modo=${encodeURIComponent(selected.slug)}` : ""}`;
  const addressPrompt =
    firstDelivery && location == null && (mandatory || selected?.type === "DELIVERY")
      ? { href: `/menu/${firstDelivery.alias}/direccion?${new URLSearchParams({ volver })}`, mandatory }
      : null;

  return {
    kind: "branch",
    // §8 "All locations blocked shows a blocked view".
    allBlocked: all.length > 0 && contacts.length === 0,
    addressPrompt,
    company: { alias: company.alias, name: company.name },
    branch: {
      alias: branch.alias,
      name: branch.name,
      description: branch.description,
      logoFileId: branch.logoFileId ?? company.logoFileId,
      bannerFileId: branch.bannerFileId,
      addressConfig: branch.addressConfig,
    },
    choices,
    selectedMode: selected?.slug ?? null,
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    locationKnown: location != null,
    cards,
    themeCss: themeCss(branch.generalConfig),
  };
}



/** The modes the selector offers: active ones, filtered by the entry allowedOM (§2). */
export function selectorModes(contact: BranchContact, session: DinerSession): OrderMode[] {
  return filterModesByAllowedOM(activeModes(contact), session.get("entry")?.allowedOM ?? null);
}

async function contactPage(
  env: Env,
  { company, branch, branchContact: c }: Resolved<"branchContact">,
  url: URL,
  session: DinerSession,
  headers: Headers,
): Promise<ContactPageData> {
  const at = now(env);
  const [country, siblings] = await Promise.all([
    countryCached(env, branch.country),
    countOpenContacts(env, company.id, branch.id),
  ]);
  const tz = country?.timeZone ?? FALLBACK_TIME_ZONE;
  const cart = cartFromSession(session, c.alias, at);
  const modes = selectorModes(c, session).map((m) => ({
    slug: m.slug,
    type: m.type,
    name: defaultModeName(m),
    status: modeCanOrderNow(c, m, at, tz),
    // §2 Selector: a non-empty cart asks before it is emptied; going back to the
    // cart's own mode keeps it (docs/decisions.md#storefront-pages-menu-and-modals "Confirmation").
    needsConfirmation: cart.lines.length > 0 && cart.orderModeId !== m.id,
  }));
  const view = c.blocked ? "blocked" : modes.length === 0 ? "noModes" : "selector";
  const search = carriedSearch(url);
  const go = (slug: string) => `/menu/${c.alias}/${slug}${search}`;

  if (view === "selector") {
    // §2: a single mode is chosen automatically.
    if (modes.length === 1 && !modes[0].needsConfirmation) throw redirect(go(modes[0].slug), { headers });
    const asked = url.searchParams.get("confirmar");
    const target = asked ? modes.find((m) => m.slug === asked) : undefined;
    // A stale confirmation link (cart emptied meanwhile) goes straight on.
    if (target && !target.needsConfirmation) throw redirect(go(target.slug), { headers });
  }
  const confirm = url.searchParams.get("confirmar");

  return {
    kind: "branchContact",
    branch: {
      alias: branch.alias,
      name: branch.name,
      logoFileId: branch.logoFileId ?? company.logoFileId,
      bannerFileId: branch.bannerFileId,
    },
    contact: {
      alias: c.alias,
      name: c.name,
      address: formatAddress(c.address),
      closed: !isOpenAt(c.deliveryConfig.workingDays, at, tz, { alwaysOpen: c.alwaysOpen, manuallyClosed: c.manuallyClosed }),
    },
    view,
    modes,
    confirm: view === "selector" && modes.some((m) => m.slug === confirm && m.needsConfirmation) ? confirm : null,
    backHref: siblings > 1 ? `/menu/${branch.alias}` : `/menu/${company.alias}`,
    themeCss: themeCss(branch.generalConfig),
  };
}

/** The confirmation form: one intent, the chosen mode's slug (never a price). */
export const emptyCartSchema = z.object({
  intent: z.literal("empty-cart-and-go"),
  mode: z.string().trim().min(1).max(60),
});

/**
 * POST intent=empty-cart-and-go (the confirmation's 'Continuar'): empties the
 * diner's cart for this location and goes to the chosen mode's menu.
 */
export async function emptyCartAndGo(env: Env, request: Request, alias: string, slug: string): Promise<Response> {
  const [resolved, session] = await Promise.all([resolveAliasCached(env, alias), getSession(env, request)]);
  if (!resolved || resolved.type !== "branchContact" || resolved.branchContact.blocked) notFound();
  const contact = resolved.branchContact;
  const mode = selectorModes(contact, session).find((m) => m.slug === slug);
  if (!mode) notFound();
  const at = now(env);
  const { setCookie } = await emptyTheCart(env, { session, cart: cartFromSession(session, contact.alias, at), now: at });
  return redirect(`/menu/${contact.alias}/${mode.slug}`, { headers: { "Set-Cookie": setCookie } });
}
