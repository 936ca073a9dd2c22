// View models of the menu pages (storefront.md §2 Menu) built from the KV menu
// snapshot of a ModeContext. Server only: the browser receives the small views.
import { categoryPill, discountForPlate } from "~/domain/menu/discounts";
import { cartUnits, priceCart } from "~/domain/cart/cart";
import type { Cart, Category, Country, Indicator, Menu, Plate, ProductDiscount } from "~/domain/types";
import type { ModeOrderStatus } from "~/domain/menu/hours";
import type { MoneyFormat } from "~/domain/money";

// ------------------------------------------------ view model (loader data; app/ui renders it)
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
  /** Marked sold out from the shop's console: the card shows 'Agotado'. */
  soldOut: boolean;
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

/**
 * Whether the diner may add to the cart: 'informational' menus never (storefront.md
 * §2 'Menú informativo. Pedidos deshabilitados.'); a closed local neither, since
 * the closed modal says no order is possible; 'scheduleOnly' may (for later).
 */
export function canOrderFor(status: ModeOrderStatus): boolean {
  return status === "open" || status === "scheduleOnly";
}

export const moneyFormat = (country: Country): MoneyFormat => ({
  currencySymbol: country.currencySymbol,
  mantissaLength: country.mantissaLength,
});

export function findCategory(menu: Menu, slug: string | undefined): Category | null {
  return menu.categories.find((c) => c.slug === slug) ?? null;
}

export function findPlateBySlug(category: Category, slug: string | undefined): Plate | null {
  return category.plates.find((p) => p.slug === slug) ?? null;
}

/** Card price: the plate's, or its cheapest size when it has sizes (Muzzarella: Chica). */
export function basePrice(plate: Plate): number {
  return plate.sizes.length > 0 ? Math.min(...plate.sizes.map((s) => s.price)) : plate.price;
}

export function plateCardView(plate: Plate, categorySlug: string, menu: Menu): PlateCardView {
  return {
    id: plate.id,
    slug: plate.slug,
    categorySlug,
    name: plate.showName || plate.name,
    description: plate.description,
    imageFileId: plate.withImage ? plate.imageFileId : null,
    price: basePrice(plate),
    discount: discountForPlate(menu.discounts, plate.id),
    indicators: plate.hasIndicators ? plate.indicators : [],
    soldOut: !!plate.soldOut,
  };
}

export function categoryTileView(category: Category, menu: Menu): CategoryTileView {
  // A category without its own image borrows its first plate's (tiles never look empty).
  const image =
    (category.withImage ? category.imageFileId : null) ??
    category.plates.find((p) => p.withImage && p.imageFileId)?.imageFileId ??
    null;
  return {
    id: category.id,
    slug: category.slug,
    name: category.showName || category.name,
    description: category.description,
    imageFileId: image,
    pill: categoryPill(category, menu.discounts),
    plateCount: category.plates.length,
  };
}

export function categorySectionView(category: Category, menu: Menu): CategorySectionView {
  return {
    ...categoryTileView(category, menu),
    plates: category.plates.map((p) => plateCardView(p, category.slug, menu)),
  };
}

/** 'Lo más destacado': remarked plate ids in snapshot order, skipping ids no longer on the menu. */
export function remarkedViews(menu: Menu): PlateCardView[] {
  return menu.remarkeds.flatMap((id) => {
    for (const c of menu.categories) {
      const p = c.plates.find((x) => x.id === id);
      if (p) return [plateCardView(p, c.slug, menu)];
    }
    return [];
  });
}

/** Units and items total of the cart for the 'Ver mi pedido' button (prices from the server). */
export function cartSummary(cart: Cart, menu: Menu): { units: number; itemsTotal: number } {
  if (cart.lines.length === 0) return { units: 0, itemsTotal: 0 };
  return { units: cartUnits(cart), itemsTotal: priceCart(cart, menu).itemsTotal };
}
