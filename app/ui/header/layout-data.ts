// Loader data of the menu layout `routes/menu.$alias.$mode` (storefront.md §2
// "Branch-contact selector and header", §6 informational menu / blocked view).
// Types only plus one hook: safe in client code. Children read it with
//   const layout = useMenuLayoutData();   // or useRouteLoaderData<MenuLayoutData>(MENU_LAYOUT_ROUTE_ID)
// Headings: the layout renders the page's <h1> (the branch-contact name); children start at <h2>.
import type { PendingSignInView } from "~/domain/identity/sign-in-code";
import type { ChatWidget } from "~/domain/orders/support-chat";
import { useRouteLoaderData } from "@remix-run/react";
import type { ModeOrderStatus } from "~/domain/menu/hours";
import type { InformationModel } from "~/domain/menu/hours-info";
import type { MenuConfig, OrderModeType } from "~/domain/types";
import type { ToastMessage } from "~/domain/toasts";
import type { LayoutDelivery } from "~/ui/address/delivery-info";

export const MENU_LAYOUT_ROUTE_ID = "routes/menu.$alias.$mode";

export interface LayoutOrderMode {
  id: number;
  slug: string;
  type: OrderModeType;
  /** showName, or the default name per type ('Delivery', 'Retiro en local', ...). */
  name: string;
}

export interface MenuLayoutData {
  /** §4 loyalty reward sign-up entry of the side menu (http/reward-signup.server.ts). */
  reward?: import("~/http/reward-signup.server").SignUpReward | null;
  company: { alias: string; name: string };
  branch: {
    alias: string;
    name: string;
    logoFileId: string | null;
    /** Set only when the branch uses a custom banner logo (withCustomBannerLogo). */
    bannerFileId: string | null;
    social: { instagram: string | null; facebook: string | null };
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
  /** Side menu account part (app/http/account-layout.server.ts): greeting name, 'Mis {loyalty program name}' (side menu), 'Mis {points name}' (points modal), sign-in country. */
  customer: { loggedIn: boolean; name?: string | null; loyaltyTitle?: string | null; pointsTitle?: string | null; loginCountry?: string; signInPending?: PendingSignInView | null };
  /** 'Cambiar local': the branch list, or the company page for a one-location branch (docs/decisions.md#alias-pages). */
  changeStoreHref?: string;
  /** §2 Menu "loyalty/cashback banner" (docs/decisions.md#spec-audit-corrections); null when no active programme applies here. */
  loyaltyBanner?: { text: string; linkText: string; href: string } | null;
  /** 'PEDIDO EN CURSO': the diner's newest in-progress order of this local (follow-up work). */
  orderInProgress?: { code: string; href: string } | null;
  /** §2 "Under the header" delivery info; set on delivery modes only (app/routes/menu.$alias.$mode/delivery-info.server.ts). */
  delivery?: LayoutDelivery | null;
  /** Flash toasts (flash.server.ts) to show once. */
  toasts: ToastMessage[];
}

export function useMenuLayoutData(): MenuLayoutData | undefined {
  return useRouteLoaderData<MenuLayoutData>(MENU_LAYOUT_ROUTE_ID) as MenuLayoutData | undefined;
}
