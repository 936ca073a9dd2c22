// Serialisable view models of the cart page (loader data → components).
// Types only: safe to import from client and server code.
import type { ToastMessage } from "~/domain/toasts";
import type { MenuPaths } from "~/http/menu-views.server";
import type { MoneyFormat } from "~/domain/money";
import type { CartViewLine } from "~/domain/cart/cart-view";

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
