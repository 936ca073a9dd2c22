// The cart as the cart and checkout pages show it (storefront.md §2 "Cart page", §4 cart
// rules): every line priced against the menu by priceCart, with its display names, its
// stepper limit and its discount pill; lines the menu no longer prices are dropped.
import { priceCart, type InvalidLine } from "~/domain/cart/cart";
import { discountPill } from "~/domain/menu/discounts";
import { lineSoldOutMessage } from "~/domain/menu/sold-out";
import { MAX_CART_QUANTITY } from "~/domain/money";
import type { Cart, Menu } from "~/domain/types";

/** One priced line for display (serialisable loader data). */
export interface CartViewLine {
  lineId: string;
  plateId: number;
  name: string;
  plateSlug: string;
  categorySlug: string;
  categoryId: number;
  imageFileId: string | null;
  sizeName: string | null;
  garnishes: { name: string; quantity: number }[];
  notes: string;
  quantity: number;
  /** Highest quantity the stepper may reach for this line (other lines of the plate count). */
  maxQuantity: number;
  /** The line's own maxQuantity (for the message), 9999999 when none. */
  plateMaxQuantity: number;
  unitPrice: number;
  lineTotal: number;
  /** Undiscounted total; shown struck through when it differs from lineTotal. */
  originalLineTotal: number;
  discountPill: string | null;
  source: "plate" | "upselled";
  /** The line's plate or a chosen garnish is sold out: the message naming it (the line is kept). */
  soldOut: string | null;
}

export interface CartView {
  lines: CartViewLine[];
  itemsTotal: number;
  originalTotal: number;
  units: number;
  /** Messages of the sold-out lines, in order (the cart and checkout refuse to go on while any is left). */
  soldOut: string[];
  /** Lines whose plate, size or garnish left the menu: dropped from `cart`. */
  dropped: InvalidLine[];
  /** The cart without the dropped lines (save it when `dropped` is not empty). */
  cart: Cart;
}

/** Prices the cart against the menu (domain priceCart) for display. */
export function cartView(cart: Cart, menu: Menu): CartView {
  const priced = priceCart(cart, menu);
  const dropIds = new Set(priced.invalid.map((i) => i.lineId));
  const kept: Cart = dropIds.size ? { ...cart, lines: cart.lines.filter((l) => !dropIds.has(l.lineId)) } : cart;
  const lines = priced.lines.map((p): CartViewLine => {
    const category = menu.categories.find((c) => c.id === p.plate.categoryId);
    const garnishes = p.line.extras.flatMap((sel) => {
      const group = p.plate.garnishGroups.find((g) => g.id === sel.groupId);
      return sel.groupItems.map((item) => ({
        name: group?.garnishes.find((g) => g.id === item.referenceId)?.name ?? "",
        quantity: item.quantity,
      }));
    });
    const plateMax = Math.min(p.plate.maxQuantity ?? MAX_CART_QUANTITY, MAX_CART_QUANTITY);
    const otherUnits = cart.lines
      .filter((l) => l.referenceId === p.plate.id && l.lineId !== p.line.lineId)
      .reduce((n, l) => n + l.quantity, 0);
    return {
      lineId: p.line.lineId,
      plateId: p.plate.id,
      name: p.plate.showName || p.plate.name,
      plateSlug: p.plate.slug,
      categorySlug: category?.slug ?? "",
      categoryId: p.plate.categoryId,
      imageFileId: p.plate.withImage ? p.plate.imageFileId : null,
      sizeName: p.plate.sizes.find((s) => s.id === p.line.sizeId)?.name ?? null,
      garnishes,
      notes: p.line.notes,
      quantity: p.line.quantity,
      maxQuantity: Math.max(0, plateMax - otherUnits),
      plateMaxQuantity: plateMax,
      unitPrice: p.unitPrice,
      lineTotal: p.lineTotal,
      originalLineTotal: p.originalLineTotal,
      discountPill: discountPill(p.discount),
      source: p.line.source,
      soldOut: lineSoldOutMessage(p.plate, p.line.extras),
    };
  });
  return {
    lines,
    itemsTotal: priced.itemsTotal,
    originalTotal: priced.originalTotal,
    units: lines.reduce((n, l) => n + l.quantity, 0),
    soldOut: lines.flatMap((l) => (l.soldOut ? [l.soldOut] : [])),
    dropped: priced.invalid,
    cart: kept,
  };
}
