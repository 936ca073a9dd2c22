// /menu/{location alias} (storefront.md §2 "Branch-contact selector"): the order modes of one
// location, the confirmation before a mode change empties the cart, and its 'Continuar'.
import { redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { filterModesByAllowedOM } from "~/domain/entry-params";
import { isOpenAt, modeCanOrderNow, type ModeOrderStatus } from "~/domain/menu/hours";
import { defaultModeName } from "~/domain/menu/hours-info";
import { themeCss } from "~/domain/menu/theme";
import type { BranchContact, OrderMode, OrderModeType } from "~/domain/types";
import { now } from "~/data/clock.server";
import { countOpenContacts } from "~/data/tenants/storefront.server";
import { countryCached, resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import { emptyTheCart } from "~/http/cart-session.server";
import { getSession, type DinerSession } from "~/http/session.server";
import { cartFromSession, notFound } from "~/http/storefront-context.server";
import { activeModes, FALLBACK_TIME_ZONE, formatAddress, type Resolved } from "./branch-contact.server";

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

/** The query string to carry over a redirect, without this page's own flags. */
function carriedSearch(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const own of ["confirmar", "modo", "q"]) params.delete(own);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The modes the selector offers: active ones, filtered by the entry allowedOM (§2). */
export function selectorModes(contact: BranchContact, session: DinerSession): OrderMode[] {
  return filterModesByAllowedOM(activeModes(contact), session.get("entry")?.allowedOM ?? null);
}

export async function contactPage(
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
      closed: !isOpenAt(c.deliveryConfig.workingDays, at, tz, { alwaysOpen: c.alwaysOpen, manuallyClosed: c.manuallyClosed }, c.deliveryConfig.hoursExceptions),
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
