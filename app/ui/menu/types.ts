// Serialisable view models of the menu pages (loader data → components).
// Types only: safe to import from client and server code.
import type { CartExtraGroup, Indicator, Plate, ProductDiscount } from "~/domain/types";

/** Money format of the branch's country (domain formatMoney). */
export interface MoneyFormat {
  currencySymbol: string;
  mantissaLength: number;
}

/** The /menu/{alias}/{mode} prefix every link of the menu pages is built on. */
export interface MenuPaths {
  alias: string;
  mode: string;
}

export interface PlateCardView {
  id: number;
  slug: string;
  categorySlug: string;
  name: string;
  description: string | null;
  imageFileId: string | null;
  /** Base price shown on the card: the plate's, or its cheapest size. */
  price: number;
  discount: ProductDiscount | null;
  indicators: Indicator[];
}

export interface CategoryTileView {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  imageFileId: string | null;
  /** storefront.md §2 Menu: '%' when any plate of the category is discounted. */
  pill: "%" | null;
  plateCount: number;
}

export interface CategorySectionView extends CategoryTileView {
  plates: PlateCardView[];
}

/** What the diner chose in the plate form: ids and quantities only, never prices. */
export interface PlateFormValues {
  sizeId: number | null;
  quantity: number;
  notes: string;
  extras: CartExtraGroup[];
}

/** Loader data of the plate route, used by its page and by the modal (fetcher.load). */
export interface PlateDetailData {
  paths: MenuPaths;
  category: { slug: string; name: string };
  plate: Plate;
  discount: ProductDiscount | null;
  notesLimit: number | null;
  indicatorsSpreadMax: number;
  canOrder: boolean;
  /** Why there is no add button when canOrder is false. */
  orderingNote: string | null;
  /** Edit mode (`?linea=`): the cart line being edited, prefilled. */
  editLineId: string | null;
  initialValues: PlateFormValues;
  /** Units of this plate already in the cart (other lines), for the maxQuantity cap. */
  unitsInCart: number;
  money: MoneyFormat;
}

/** What the plate action returns on a 400: the message and the diner's choices. */
export interface PlateActionError {
  ok?: undefined;
  error: string;
  values: PlateFormValues;
}

/** The modal's fetcher gets this instead of a redirect: it closes and shows the toast. */
export interface PlateActionDone {
  ok: true;
  toast: string;
}
