// Loader data of the menu layout /menu/{alias}/{mode} (storefront.md §2 header,
// Modals "Information", "Closed branch", "Confirmation"; §4 mode change; §6).
// Server only. The route stays thin: it loads the ModeContext, calls these
// helpers and commits the session when `dirty`.
import { chatWidgetFor } from "~/views/follow-up-view.server";
import { closedModalText, isOpenAt, type ModeOrderStatus } from "~/domain/menu/hours";
import { defaultModeName, informationModel, type InformationModel } from "~/domain/menu/hours-info";
import { applyModeChange, confirmationTexts, decideModeChange } from "~/domain/menu/mode-change";
import { filterModesByAllowedOM } from "~/domain/entry-params";
import { isSpecialPage } from "~/domain/menu/special-pages";
import type { BranchContact, Cart, MenuConfig, OrderMode, OrderModeType } from "~/domain/types";
import { themeCss } from "~/domain/menu/theme";
import { saveCart } from "~/http/cart-session.server";
import { takeToasts } from "~/http/flash.server";
import { canOrderFor, cartSummary } from "~/views/menu-views.server";
import { clearCheckoutForModeChange } from "./layout-header.server";
import type { ModeContext } from "~/http/storefront-context.server";
import { addressText, callUrl, mapsUrl, whatsAppUrl } from "~/domain/contact-links";
import type { PendingSignInView } from "~/domain/identity/sign-in-code";
import type { ChatWidget } from "~/domain/orders/support-chat";
import type { ToastMessage } from "~/domain/toasts";
import type { LayoutDelivery } from "./delivery-info.server";

// ------------------------------------------------ view model (loader data; app/ui renders it)
export interface LayoutOrderMode {
  id: number;
  slug: string;
  type: OrderModeType;
  /** showName, or the default name per type ('Delivery', 'Retiro en local', ...). */
  name: string;
}

export interface MenuLayoutData {
  /** §4 loyalty reward sign-up entry of the side menu (http/reward-signup.server.ts). */
  reward?: import("~/views/reward-signup.server").SignUpReward | null;
  company: { alias: string; name: string };
  branch: {
    alias: string;
    name: string;
    logoFileId: string | null;
    /** Set only when the branch uses a custom banner logo (withCustomBannerLogo). */
    bannerFileId: string | null;
    social: { instagram: string | null; facebook: string | null };
    /** The branch's custom message (§3 Branch customMessage), under the header. */
    customMessage: string | null;
  };
  /** Public fields only: no blocked / console / email flags. */
  branchContact: {
    id: number;
    alias: string;
    name: string;
    /** 'Av. Santa Fe 3253, Palermo' */
    addressText: string;
    /** https://www.google.com/maps/search/?api=1&query=lat,lng */
    mapsUrl: string;
    /** tel: link, or null */
    callUrl: string | null;
    /** https://wa.me/{digits}, or null */
    whatsAppUrl: string | null;
    /** The local's chat widget when it offers follow-up support by chat (replaces WhatsApp once JS runs). */
    chatWidget: ChatWidget | null;
    /** 'Cerrado' marker: the local is closed right now (manually or by its hours). */
    closedNow: boolean;
  };
  orderMode: LayoutOrderMode & {
    orderEnabled: boolean;
    scheduledOnly: boolean;
    promotionalBanner: string | null;
    minDelayInMinutes: number;
    maxDelayInMinutes: number;
  };
  /** Active order modes for the header buttons (allowedOM applied; the current one always kept). */
  orderModes: LayoutOrderMode[];
  snapshot: { hash: string };
  /** Priced on the server with domain priceCart over this mode's snapshot menu. */
  cart: { units: number; itemsTotal: number };
  orderStatus: ModeOrderStatus;
  /** Children show add-to-cart only when true (false on informational menus and closed locals). */
  canOrder: boolean;
  /** Blocked branch contact: the layout shows the blocked view and no <Outlet/>. */
  blocked: boolean;
  country: { code: string; currencyCode: string; currencySymbol: string; mantissaLength: number; phonePrefix: string };
  menuConfig: MenuConfig;
  /** Inline theme stylesheet (root puts it in <head>). */
  themeCss: string;
  /** `/menu/{alias}/{mode}`: the layout's own URL (its action lives there). */
  basePath: string;
  /** Absolute URL of this menu, for 'Compartir'. */
  shareUrl: string;
  /** Information modal content (domain informationModel), so JS opens it without a request. */
  information: InformationModel;
  /** Closed banner text when the status is 'closed' or 'scheduleOnly'; null otherwise. */
  closedBanner: { title: string; text: string } | null;
  /** Closed modal: only the first time in the session (server seen flag). */
  closedModal: { title: string; text: string } | null;
  /** Cart made for another mode with another menu: confirm before it is emptied. */
  modeChange: { title: string; text: string; cancel: string; confirm: string; cancelHref: string } | null;
  /** Server-rendered modals from query flags (no JavaScript): ?info=1, ?menu=1, ?login=1. */
  open: { info: boolean; sideMenu: boolean; login: boolean };
  /** Side menu account part (app/views/account-layout.server.ts): greeting name, 'Mis {loyalty program name}' (side menu), 'Mis {points name}' (points modal), sign-in country. */
  customer: { loggedIn: boolean; name?: string | null; loyaltyTitle?: string | null; pointsTitle?: string | null; loginCountry?: string; signInPending?: PendingSignInView | null };
  /** 'Cambiar local': the branch list, or the company page for a one-location branch (docs/decisions.md#storefront-pages-menu-and-modals). */
  changeStoreHref?: string;
  /** §2 Menu "loyalty/cashback banner" (docs/decisions.md#storefront-pages-menu-and-modals); null when no active programme applies here. */
  loyaltyBanner?: { text: string; linkText: string; href: string } | null;
  /** 'PEDIDO EN CURSO': the diner's newest in-progress order of this local (follow-up work). */
  orderInProgress?: { code: string; href: string } | null;
  /** §2 "Under the header" delivery info; set on delivery modes only (app/routes/menu.$alias.$mode/delivery-info.server.ts). */
  delivery?: LayoutDelivery | null;
  /** Flash toasts (flash.server.ts) to show once. */
  toasts: ToastMessage[];
}

const layoutMode = (m: OrderMode): LayoutOrderMode => ({ id: m.id, slug: m.slug, type: m.type, name: defaultModeName(m) });

/**
 * §4 mode change on arrival. Returns the cart to store (or null) and whether the
 * confirmation modal must be shown. An empty cart just records the mode, unless
 * the stored cart is a non-empty one of another local (the branch page's
 * confirmation owns that case, never clobber it from here).
 */
export function modeChangeOnArrival(ctx: ModeContext): { save: Cart | null; confirm: boolean } {
  const { cart, orderMode, snapshot } = ctx;
  const at = ctx.now.getTime();
  if (cart.orderModeId === orderMode.id && cart.menuHash === snapshot.hash) return { save: null, confirm: false };
  if (cart.lines.length === 0) {
    // A first-time visitor has nothing to remember yet: creating a KV session for every
    // anonymous page view would cost a write per request. The first cart line records the mode.
    if (!ctx.session.id) return { save: null, confirm: false };
    const stored = ctx.session.get("cart");
    if (stored && stored.branchContactAlias !== cart.branchContactAlias && stored.lines.length > 0) {
      return { save: null, confirm: false };
    }
    return { save: { ...cart, orderModeId: orderMode.id, menuHash: snapshot.hash, updatedAt: at }, confirm: false };
  }
  // Same mode, newer menu revision: the cart functions re-price and refresh the hash.
  if (cart.orderModeId === orderMode.id) return { save: null, confirm: false };
  if (decideModeChange(cart, snapshot.hash).needsConfirmation) return { save: null, confirm: true };
  return { save: applyModeChange(cart, orderMode.id, snapshot.hash, at), confirm: false };
}

/** §2 Modals "Closed branch": once per session and branch contact, never on special pages. */
export function takeClosedModal(ctx: ModeContext, pathname: string): { title: string; text: string } | null {
  const texts = closedModalText(ctx.orderStatus);
  if (!texts || isSpecialPage(pathname) || ctx.branchContact.blocked) return null;
  const seen = ctx.session.get("closedSeen") ?? [];
  if (seen.includes(ctx.branchContact.id)) return null;
  ctx.session.set("closedSeen", [...seen, ctx.branchContact.id]);
  return texts;
}

/** Banner under the header: always while closed (§2 "A closed banner ... is also shown"). */
function closedBanner(ctx: ModeContext): { title: string; text: string } | null {
  if (ctx.orderStatus === "closed") {
    return { title: "Local cerrado", text: "Intenta nuevamente dentro del horario de apertura." };
  }
  if (ctx.orderStatus === "scheduleOnly") {
    return { title: "Programa tu pedido", text: "En este momento el local está cerrado." };
  }
  return null;
}

export interface LayoutBuild {
  data: MenuLayoutData;
  /** The session changed (seen flag, cart mode, flash read): commit it. */
  dirty: boolean;
}

export function buildMenuLayoutData(ctx: ModeContext, request: Request): LayoutBuild {
  const url = new URL(request.url);
  const { company, branch, branchContact: bc, orderMode, country } = ctx;
  const alias = bc.alias;
  const basePath = `/menu/${alias}/${orderMode.slug}`;
  let dirty = false;

  const active = bc.deliveryConfig.orderModes.filter((m) => m.active);
  const allowed = filterModesByAllowedOM(active, ctx.session.get("entry")?.allowedOM ?? null);
  const buttons = allowed.some((m) => m.id === orderMode.id) ? allowed : [...allowed, orderMode];

  let cart = ctx.cart;
  let modeChange: MenuLayoutData["modeChange"] = null;
  if (!bc.blocked) {
    const step = modeChangeOnArrival(ctx);
    if (step.save) {
      // §4: another mode also clears the checkout's discount code and payment choice.
      if (step.save.orderModeId !== ctx.cart.orderModeId) clearCheckoutForModeChange(ctx.session, alias);
      saveCart(ctx.session, step.save);
      cart = step.save;
      dirty = true;
    }
    if (step.confirm) {
      const cartMode = active.find((m) => m.id === cart.orderModeId);
      modeChange = { ...confirmationTexts(), cancelHref: cartMode ? `/menu/${alias}/${cartMode.slug}` : `/menu/${alias}` };
    }
  }

  const flag = (name: string) => url.searchParams.get(name) === "1";
  const open = { info: flag("info"), sideMenu: flag("menu"), login: flag("login") };
  // One modal at a time: the closed modal waits (not marked seen) behind a pending
  // confirmation or a modal the diner asked for.
  const otherModal = modeChange || open.info || open.sideMenu || open.login;
  const closedModal = otherModal ? null : takeClosedModal(ctx, url.pathname);
  if (closedModal) dirty = true;
  const toasts = takeToasts(ctx.session);
  if (toasts.length > 0) dirty = true;

  const data: MenuLayoutData = {
    company: { alias: company.alias, name: company.name },
    branch: {
      alias: branch.alias,
      name: branch.name,
      logoFileId: branch.logoFileId ?? company.logoFileId,
      bannerFileId: branch.withCustomBannerLogo ? branch.bannerFileId : null,
      social: branch.social,
      customMessage: branch.customMessage?.trim() || null,
    },
    branchContact: {
      id: bc.id,
      alias,
      name: bc.name,
      addressText: addressText(bc),
      mapsUrl: mapsUrl(bc.address.lat, bc.address.lng),
      callUrl: callUrl(bc.callPhone),
      whatsAppUrl: whatsAppUrl(bc.whatsAppPhone),
      // §2 Header: 'WhatsApp, or chat when follow-up support exists'.
      chatWidget: chatWidgetFor(bc, ctx.branch.generalConfig),
      closedNow: !isOpenAt(bc.deliveryConfig.workingDays, ctx.now, country.timeZone, bc, bc.deliveryConfig.hoursExceptions),
    },
    orderMode: {
      ...layoutMode(orderMode),
      orderEnabled: orderMode.orderEnabled,
      scheduledOnly: orderMode.scheduledOnly,
      promotionalBanner: orderMode.promotionalBanner?.trim() || null,
      minDelayInMinutes: orderMode.minDelayInMinutes,
      maxDelayInMinutes: orderMode.maxDelayInMinutes,
    },
    orderModes: buttons.map(layoutMode),
    snapshot: { hash: ctx.snapshot.hash },
    cart: cartSummary(cart, ctx.snapshot.menu),
    orderStatus: ctx.orderStatus,
    canOrder: !bc.blocked && canOrderFor(ctx.orderStatus),
    blocked: bc.blocked,
    country: {
      code: country.code,
      currencyCode: country.currencyCode,
      currencySymbol: country.currencySymbol,
      mantissaLength: country.mantissaLength,
      phonePrefix: country.phonePrefix,
    },
    menuConfig: branch.generalConfig.menuConfig,
    themeCss: themeCss(branch.generalConfig),
    basePath,
    shareUrl: `${url.origin}${basePath}`,
    information: informationModel(bc),
    closedBanner: bc.blocked || isSpecialPage(url.pathname) ? null : closedBanner(ctx),
    closedModal,
    modeChange,
    open,
    customer: { loggedIn: Boolean(ctx.session.get("customerPhone")) },
    toasts,
  };
  return { data, dirty };
}
