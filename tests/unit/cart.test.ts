import { describe, expect, it } from "vitest";
import {
  addToCart,
  itemsCartHash,
  lineIdFor,
  priceCart,
  replaceLine,
  updateLineQuantity,
  type CartResult,
} from "../../app/domain/cart/cart";
import { cart, combo, demoMenu, empanadaCarne, muzzarella, napolitana } from "./fixtures";
import type { Cart } from "../../app/domain/types";

const opts = { notesLimit: 250, now: 1 };
const ok = (r: CartResult): Cart => {
  if (!r.ok) throw new Error(r.error);
  return r.cart;
};
const jamonAceitunas = [{ groupId: 10, groupItems: [{ referenceId: 103, quantity: 1 }, { referenceId: 102, quantity: 1 }] }];
const aceitunasJamon = [{ groupId: 10, groupItems: [{ referenceId: 102, quantity: 1 }, { referenceId: 103, quantity: 1 }] }];

describe("cart add and merge (storefront.md §4 Cart add)", () => {
  it("merges equal plate, size, notes and extras regardless of order", () => {
    let c = ok(addToCart(cart(), muzzarella, { sizeId: 12, quantity: 1, notes: "bien cocida", extras: jamonAceitunas }, opts));
    c = ok(addToCart(c, muzzarella, { sizeId: 12, quantity: 2, notes: "bien cocida ", extras: aceitunasJamon }, opts));
    expect(c.lines).toHaveLength(1);
    expect(c.lines[0]!.quantity).toBe(3);
    expect(c.lines[0]!.lineId).toBe(lineIdFor(1, 12, "bien cocida", aceitunasJamon));
    expect(c.lines[0]!.lineId).toMatch(/^[0-9a-f]{16}$/);
  });
  it("different notes, size or extras make a new line", () => {
    let c = ok(addToCart(cart(), muzzarella, { sizeId: 12, quantity: 1, notes: "", extras: [] }, opts));
    c = ok(addToCart(c, muzzarella, { sizeId: 11, quantity: 1, notes: "", extras: [] }, opts));
    c = ok(addToCart(c, muzzarella, { sizeId: 12, quantity: 1, notes: "sin sal", extras: [] }, opts));
    c = ok(addToCart(c, muzzarella, { sizeId: 12, quantity: 1, notes: "", extras: jamonAceitunas }, opts));
    expect(c.lines).toHaveLength(4);
    expect(new Set(c.lines.map((l) => l.lineId)).size).toBe(4);
    expect(itemsCartHash(c)).toEqual({ 1: 4 });
  });
  it("maxQuantity applies to the units of a plate across lines", () => {
    const coca = [{ groupId: 20, groupItems: [{ referenceId: 201, quantity: 1 }] }];
    const agua = [{ groupId: 20, groupItems: [{ referenceId: 203, quantity: 1 }] }];
    const c = ok(addToCart(cart(), combo, { sizeId: null, quantity: 3, notes: "", extras: coca }, opts));
    const r = addToCart(c, combo, { sizeId: null, quantity: 3, notes: "", extras: agua }, opts);
    expect(r).toEqual({ ok: false, error: "Has alcanzado el máximo de unidades (5) para este producto" });
    expect(addToCart(c, combo, { sizeId: null, quantity: 2, notes: "", extras: agua }, opts).ok).toBe(true);
  });
});

describe("quantity update (storefront.md §4, §5)", () => {
  const base = ok(addToCart(cart(), napolitana, { sizeId: null, quantity: 2, notes: "", extras: [] }, opts));
  const id = base.lines[0]!.lineId;
  it("sets the quantity and keeps itemsCartHash in step", () => {
    const c = ok(updateLineQuantity(base, id, 7, napolitana, 2));
    expect(itemsCartHash(c)).toEqual({ 2: 7 });
  });
  it("0 removes the line; negative is refused; cap 9999999", () => {
    expect(ok(updateLineQuantity(base, id, 0, napolitana, 2)).lines).toEqual([]);
    expect(updateLineQuantity(base, id, -1, napolitana, 2)).toEqual({ ok: false, error: "La cantidad debe ser al menos 1" });
    expect(updateLineQuantity(base, id, 10_000_000, napolitana, 2)).toEqual({
      ok: false,
      error: "Has alcanzado el máximo de unidades (9999999) para este producto",
    });
  });
  it("editing a line into an equal one merges them", () => {
    let c = ok(addToCart(cart(), napolitana, { sizeId: null, quantity: 1, notes: "", extras: [] }, opts));
    c = ok(addToCart(c, napolitana, { sizeId: null, quantity: 2, notes: "cortada en 8", extras: [] }, opts));
    const second = c.lines[1]!.lineId;
    c = ok(replaceLine(c, second, napolitana, { sizeId: null, quantity: 2, notes: "", extras: [] }, opts));
    expect(c.lines).toHaveLength(1);
    expect(c.lines[0]!.quantity).toBe(3);
  });
});

describe("priceCart (storefront.md §3 Cart item, §5)", () => {
  it("prices sizes, garnishes and discounts in whole pesos", () => {
    let c = ok(addToCart(cart(), muzzarella, { sizeId: 12, quantity: 2, notes: "", extras: jamonAceitunas }, opts));
    c = ok(addToCart(c, napolitana, { sizeId: null, quantity: 1, notes: "", extras: [] }, opts));
    c = ok(addToCart(c, empanadaCarne, { sizeId: null, quantity: 4, notes: "", extras: [] }, opts));
    const p = priceCart(c, demoMenu());
    expect(p.invalid).toEqual([]);
    // Grande $ 11.500 + Jamón $ 1.200 + Aceitunas $ 500 = $ 13.200 × 2
    expect(p.lines[0]).toMatchObject({ unitPrice: 13200, originalUnit: 13200, lineTotal: 26400 });
    expect(p.lines[1]).toMatchObject({ unitPrice: 10400, originalUnit: 13000, lineTotal: 10400 });
    expect(p.lines[2]).toMatchObject({ unitPrice: 1200, lineTotal: 3600, originalLineTotal: 4800 });
    expect(p.itemsTotal).toBe(26400 + 10400 + 3600);
    expect(p.originalTotal).toBe(26400 + 13000 + 4800);
  });
  it("reports lines whose plate, size or garnish vanished", () => {
    let c = ok(addToCart(cart(), muzzarella, { sizeId: 12, quantity: 1, notes: "", extras: [] }, opts));
    c = ok(addToCart(c, muzzarella, { sizeId: 11, quantity: 1, notes: "", extras: jamonAceitunas }, opts));
    c = ok(addToCart(c, napolitana, { sizeId: null, quantity: 1, notes: "", extras: [] }, opts));
    const menu = demoMenu();
    const pizzas = menu.categories[0]!;
    const muzza = { ...pizzas.plates[0]!, sizes: [{ id: 11, name: "Chica", price: 8000 }] };
    muzza.garnishGroups = [{ ...muzza.garnishGroups[0]!, garnishes: muzza.garnishGroups[0]!.garnishes.filter((g) => g.id !== 103) }];
    menu.categories[0] = { ...pizzas, plates: [muzza] };
    const p = priceCart(c, menu);
    expect(p.invalid.map((i) => i.reason)).toEqual(["size", "garnish", "plate"]);
    expect(p.lines).toEqual([]);
    expect(p.itemsTotal).toBe(0);
  });
});
