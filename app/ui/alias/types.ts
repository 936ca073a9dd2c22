// Loader data of /menu/{alias} (storefront.md §2 "Company and branch pages",
// "Branch-contact selector"): plain serialisable shapes, built on the server by
// app/routes/menu.$alias._index/alias-page.server.ts and rendered by the components of this folder.
import type { ModeOrderStatus } from "~/domain/menu/hours";
import type { OrderModeType } from "~/domain/types";

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
