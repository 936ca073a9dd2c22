// Server side of the cart page 'Mi pedido' (storefront.md §2 "Cart page", §3
// Upselling, §4 cart persistence): the cart's mode and menu, priced lines,
// upsell suggestions, delivery minimum progress and whether 'Continuar' shows.
import { upsellCandidates } from "~/domain/cart/upsell";
import { deliveryTerms, minimumProgress, minimumProgressText } from "~/domain/address/delivery";
import { discountForPlate, priceDisplay } from "~/domain/menu/discounts";
import { modeCanOrderNow } from "~/domain/menu/hours";
import { defaultModeName } from "~/domain/menu/hours-info";
import type { Plate } from "~/domain/types";
import { themeCss } from "~/domain/menu/theme";
import { saveCart } from "~/http/cart-session.server";
import { cartView } from "~/domain/cart/cart-view";
import { listDeliveryZones } from "~/data/tenants/delivery-zones.server";
import { takeToasts } from "~/http/flash.server";
import { basePrice, canOrderFor, moneyFormat } from "~/views/menu-views.server";
import { getMenuSnapshot } from "~/data/menus/menu-snapshot.server";
import { loadBranchContactContext, notFound, type ModeContext } from "~/http/storefront-context.server";
import type { ToastMessage } from "~/domain/toasts";
import type { MenuPaths } from "~/views/menu-views.server";
import type { MoneyFormat } from "~/domain/money";
import type { CartViewLine } from "~/domain/cart/cart-view";
import { orderingClosedMessage } from "~/domain/checkout/order-pricing";
import { notSoldMessage } from "~/domain/menu/not-sold";

// ------------------------------------------------ view model (loader data; app/ui renders it)
export interface UpsellView {
  plateId: number;
  name: string;
  description: string | null;
  imageFileId: string | null;
  /** Formatted price (discounted when a discount applies); null when 0. */
  price: string | null;
  originalPrice: string | null;
  /** The plate page (for plates with sizes or a mandatory group). */
  href: string;
  /** true: a one-tap add form; false: a link to the plate page. */
  oneTap: boolean;
}

export interface CartProgressView {
  stage: "minimum" | "freeDelivery" | "done" | "none";
  percent: number;
  minimumMet: boolean;
  text: string;
  minimumOrder: number;
}

export interface CartPageData {
  themeCss: string;
  money: MoneyFormat;
  paths: MenuPaths;
  locationName: string;
  modeName: string;
  lines: CartViewLine[];
  itemsTotal: number;
  originalTotal: number;
  units: number;
  upsell: UpsellView[];
  /** Delivery modes only, with items: toward the minimum, then free delivery. */
  progress: CartProgressView | null;
  /** storefront.md §2: items, minimum met (delivery) and the mode can order. */
  canContinue: boolean;
  statusNote: string | null;
  notices: string[];
  toasts: ToastMessage[];
  /** `?vaciar=1`: the cart-clear confirmation rendered by the server (no JS). */
  confirmEmpty?: boolean;
}

/** What the cart action answers to a fetcher (JS) submission. */
export interface CartActionData {
  ok: boolean;
  error?: string;
  intent?: string;
  toast?: string;
}

// Messages the spec leaves open (docs/decisions.md#plates-and-cart).
export const MSG_LINES_DROPPED = "Algunos productos ya no están disponibles y se quitaron de tu pedido";

/**
 * The cart page is not under a mode: it uses the cart's own mode (set when the
 * first line was added), or the contact's first active mode for an empty cart.
 */
export async function loadCartPageContext(env: Env, request: Request, alias: string): Promise<ModeContext> {
  const base = await loadBranchContactContext(env, request, alias);
  const modes = base.branchContact.deliveryConfig.orderModes.filter((m) => m.active);
  const orderMode = modes.find((m) => m.id === base.cart.orderModeId) ?? modes[0];
  if (!orderMode) notFound();
  const snapshot = await getMenuSnapshot(env, base.branch, orderMode);
  const orderStatus = modeCanOrderNow(base.branchContact, orderMode, base.now, base.country.timeZone);
  return { ...base, orderMode, snapshot, orderStatus };
}

/** One-tap add only for plates needing no choice (no sizes, no mandatory group). */
export const oneTapAddable = (plate: Plate) =>
  plate.sizes.length === 0 && !plate.garnishGroups.some((g) => g.mandatory);

/**
 * The page's data. Lines whose plate/size/garnish left the menu are dropped
 * from the session (the caller commits when `sessionChanged`).
 */
export async function cartPageData(env: Env, ctx: ModeContext): Promise<{ data: CartPageData; sessionChanged: boolean }> {
  const { menu } = ctx.snapshot;
  const view = cartView(ctx.cart, menu);
  const toasts = takeToasts(ctx.session);
  let sessionChanged = toasts.length > 0;
  const notices: string[] = [];
  if (view.dropped.length > 0) {
    saveCart(ctx.session, { ...view.cart, updatedAt: ctx.now.getTime() });
    sessionChanged = true;
    // A plate this location or mode does not sell is named; anything else that left the menu is not.
    const named = view.dropped.flatMap((d) => {
      const line = ctx.cart.lines.find((l) => l.lineId === d.lineId);
      const message = line ? notSoldMessage(menu, line.referenceId) : null;
      return message ? [message] : [];
    });
    notices.push(...new Set(named));
    if (named.length < view.dropped.length) notices.push(MSG_LINES_DROPPED);
  }
  const paths = { alias: ctx.branchContact.alias, mode: ctx.orderMode.slug };
  const categorySlug = (id: number) => menu.categories.find((c) => c.id === id)?.slug ?? "";

  const upsell = upsellCandidates(menu, view.cart).map((plate): UpsellView => {
    const price = priceDisplay(basePrice(plate), discountForPlate(menu.discounts, plate.id));
    return {
      plateId: plate.id,
      name: plate.showName || plate.name,
      description: plate.description,
      imageFileId: plate.withImage ? plate.imageFileId : null,
      price: price?.current ?? null,
      originalPrice: price?.original ?? null,
      href: `/menu/${paths.alias}/${paths.mode}/${categorySlug(plate.categoryId)}/${plate.slug}`,
      oneTap: oneTapAddable(plate),
    };
  });

  const isDelivery = ctx.orderMode.type === "DELIVERY";
  let progress: CartPageData["progress"] = null;
  if (isDelivery) {
    const zones = await listDeliveryZones(env, ctx.company.id, ctx.branchContact.id);
    const terms = deliveryTerms(zones, ctx.session.get("location"));
    const p = minimumProgress(view.itemsTotal, terms);
    const text = minimumProgressText(p, terms.minimumOrder, ctx.country);
    progress = text ? { stage: p.stage, percent: p.percent, minimumMet: p.minimumMet, text, minimumOrder: terms.minimumOrder } : null;
  }
  const minimumMet = !isDelivery || !progress || progress.minimumMet;
  const canOrder = canOrderFor(ctx.orderStatus);

  return {
    sessionChanged,
    data: {
      themeCss: themeCss(ctx.branch.generalConfig),
      money: moneyFormat(ctx.country),
      paths,
      locationName: ctx.branchContact.name,
      modeName: defaultModeName(ctx.orderMode),
      lines: view.lines,
      itemsTotal: view.itemsTotal,
      originalTotal: view.originalTotal,
      units: view.units,
      upsell: canOrder ? upsell : [],
      progress: view.lines.length > 0 ? progress : null,
      canContinue: view.lines.length > 0 && canOrder && minimumMet,
      statusNote: orderingClosedMessage(ctx.orderStatus, false),
      notices,
      toasts,
    },
  };
}
