// /menu/{branch alias} (storefront.md §2 "Company and branch pages"): the branch's locations as
// cards, nearest first when the diner's location is known, and the order-mode choice.
import { redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { type DeliveryZone, zoneForPoint } from "~/domain/address/delivery";
import { formatDistanceKm, normalizeSearch, npsBadge, sortByDistance, type LatLng } from "~/domain/menu/branch-list";
import { filterModesByAllowedOM } from "~/domain/entry-params";
import { isOpenAt, modeCanOrderNow } from "~/domain/menu/hours";
import { defaultModeName } from "~/domain/menu/hours-info";
import { themeCss } from "~/domain/menu/theme";
import type { BranchContact, OrderModeType } from "~/domain/types";
import { now } from "~/data/clock.server";
import { listZonesByContact } from "~/data/tenants/delivery-zones.server";
import { countryCached } from "~/data/tenants/tenant-cache.server";
import type { DinerSession } from "~/http/session.server";
import { activeModes, FALLBACK_TIME_ZONE, formatAddress, type Resolved } from "./branch-contact.server";

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

export async function branchPage(
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
    ? await listZonesByContact(env, company.id, contacts.map((c) => c.id))
    : new Map<number, DeliveryZone[]>();

  const cards: ContactCardData[] = sortByDistance(contacts, location).map(({ contact: c, distanceKm: km }) => {
    const modes = activeModes(c);
    const flags = { alwaysOpen: c.alwaysOpen, manuallyClosed: c.manuallyClosed };
    const closed = !isOpenAt(c.deliveryConfig.workingDays, at, tz, flags, c.deliveryConfig.hoursExceptions);
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
