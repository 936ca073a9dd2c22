// Server-side pricing of a cart against the current menu (storefront.md §3
// Cart item price/originalPrice, §5 Plate and cart). Whole pesos only.
import type { Cart, CartLine, Menu, Plate, ProductDiscount } from "~/domain/types";
import { discountForPlate, discountedUnitPrice, lineTotal } from "~/domain/menu/discounts";
import { toPesos } from "~/domain/money";

export interface PricedLine {
  line: CartLine;
  plate: Plate;
  discount: ProductDiscount | null;
  /** Base (size or plate) price before discount, without garnishes. */
  priceWithoutModifiers: number;
  /** Sum of garnish price × quantity for one unit. */
  garnishesPerUnit: number;
  /** Discounted base + garnishes (MULTIPLE keeps the full unit price). */
  unitPrice: number;
  /** Undiscounted base + garnishes. */
  originalUnit: number;
  /** What the line charges, MULTIPLE groups included. */
  lineTotal: number;
  originalLineTotal: number;
}

export interface InvalidLine {
  lineId: string;
  /** What vanished from the menu since the line was added. */
  reason: "plate" | "size" | "garnish";
}

export interface PricedCart {
  lines: PricedLine[];
  /** Lines the server must drop: their plate, size or a garnish is gone. */
  invalid: InvalidLine[];
  itemsTotal: number;
  originalTotal: number;
}

export function findPlate(menu: Menu, plateId: number): Plate | null {
  for (const c of menu.categories) {
    const p = c.plates.find((x) => x.id === plateId);
    if (p) return p;
  }
  return null;
}

function garnishesPerUnit(plate: Plate, line: CartLine): number | null {
  let sum = 0;
  for (const sel of line.extras) {
    const group = plate.garnishGroups.find((g) => g.id === sel.groupId);
    if (!group) return null;
    for (const item of sel.groupItems) {
      const garnish = group.garnishes.find((g) => g.id === item.referenceId);
      if (!garnish || !garnish.visible) return null;
      sum += garnish.price * item.quantity;
    }
  }
  return toPesos(sum);
}

/** Prices every line with the menu's current prices and discounts. */
export function priceCart(cart: Cart, menu: Menu): PricedCart {
  const lines: PricedLine[] = [];
  const invalid: InvalidLine[] = [];
  for (const line of cart.lines) {
    const plate = findPlate(menu, line.referenceId);
    if (!plate) {
      invalid.push({ lineId: line.lineId, reason: "plate" });
      continue;
    }
    let base = plate.price;
    if (plate.sizes.length > 0 || line.sizeId != null) {
      const size = plate.sizes.find((s) => s.id === line.sizeId);
      if (!size) {
        invalid.push({ lineId: line.lineId, reason: "size" });
        continue;
      }
      base = size.price;
    }
    const extras = garnishesPerUnit(plate, line);
    if (extras == null) {
      invalid.push({ lineId: line.lineId, reason: "garnish" });
      continue;
    }
    const discount = discountForPlate(menu.discounts, plate.id);
    const unitPrice = discountedUnitPrice(base, discount) + extras;
    const originalUnit = toPesos(base) + extras;
    lines.push({
      line,
      plate,
      discount,
      priceWithoutModifiers: toPesos(base),
      garnishesPerUnit: extras,
      unitPrice,
      originalUnit,
      lineTotal: lineTotal(unitPrice, line.quantity, discount),
      originalLineTotal: originalUnit * line.quantity,
    });
  }
  return {
    lines,
    invalid,
    itemsTotal: lines.reduce((n, l) => n + l.lineTotal, 0),
    originalTotal: lines.reduce((n, l) => n + l.originalLineTotal, 0),
  };
}
