// cartView (app/domain/cart/cart-view.ts): the priced lines of the cart page 'Mi pedido'
// (storefront.md §2 Cart page, §3 Cart item). Literal demo amounts.
import { describe, expect, it } from "vitest";
import { cartView } from "../../app/domain/cart/cart-view";
import type { CartLine } from "../../app/domain/types";
import { cart, demoMenu } from "./fixtures";

const line = (x: Partial<CartLine> & Pick<CartLine, "lineId" | "referenceId">): CartLine => ({
  referenceType: "PLATE", sizeId: null, quantity: 1, notes: "", extras: [], source: "plate", ...x,
});

describe("cartView", () => {
  it("shows size, garnishes, notes and discounted totals", () => {
    const v = cartView(
      cart([
        line({ lineId: "a", referenceId: 1, sizeId: 12, quantity: 2, notes: "Bien cocida",
          extras: [{ groupId: 10, groupItems: [{ referenceId: 101, quantity: 2 }, { referenceId: 102, quantity: 1 }] }] }),
        line({ lineId: "b", referenceId: 2 }),
        line({ lineId: "c", referenceId: 3, quantity: 3 }),
      ]),
      demoMenu(),
    );
    expect(v.lines[0]).toMatchObject({
      name: "Muzzarella", sizeName: "Grande", notes: "Bien cocida", categorySlug: "pizzas",
      garnishes: [{ name: "Extra muzzarella", quantity: 2 }, { name: "Aceitunas", quantity: 1 }],
      unitPrice: 15000, lineTotal: 30000, originalLineTotal: 30000, discountPill: null,
    });
    // Napolitana -20%: $ 10.400 instead of $ 13.000
    expect(v.lines[1]).toMatchObject({ lineTotal: 10400, originalLineTotal: 13000, discountPill: "-20%" });
    // Empanada de carne 3x2: 3 units charge 2
    expect(v.lines[2]).toMatchObject({ lineTotal: 2400, originalLineTotal: 3600, discountPill: "3x2" });
    expect(v.itemsTotal).toBe(42800);
    expect(v.units).toBe(6);
    expect(v.dropped).toEqual([]);
  });

  it("caps the stepper with maxQuantity across lines of the plate", () => {
    const v = cartView(
      cart([
        line({ lineId: "x", referenceId: 5, quantity: 2, extras: [{ groupId: 20, groupItems: [{ referenceId: 201, quantity: 1 }] }] }),
        line({ lineId: "y", referenceId: 5, quantity: 1, extras: [{ groupId: 20, groupItems: [{ referenceId: 202, quantity: 1 }] }] }),
      ]),
      demoMenu(),
    );
    expect(v.lines.map((l) => [l.maxQuantity, l.plateMaxQuantity])).toEqual([[4, 5], [3, 5]]);
  });

  it("drops and reports lines whose plate, size or garnish left the menu", () => {
    const v = cartView(
      cart([
        line({ lineId: "gone", referenceId: 999 }),
        line({ lineId: "size", referenceId: 1, sizeId: 77 }),
        line({ lineId: "ok", referenceId: 8 }),
      ]),
      demoMenu(),
    );
    expect(v.dropped).toEqual([{ lineId: "gone", reason: "plate" }, { lineId: "size", reason: "size" }]);
    expect(v.cart.lines.map((l) => l.lineId)).toEqual(["ok"]);
    expect(v.itemsTotal).toBe(3500);
  });
});
