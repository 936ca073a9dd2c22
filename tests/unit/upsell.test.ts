import { describe, expect, it } from "vitest";
import { UPSELL_MAX, upsellCandidates } from "../../app/domain/cart/upsell";
import { cart, demoMenu } from "./fixtures";
import type { CartLine } from "../../app/domain/types";

const line = (referenceId: number): CartLine => ({
  lineId: `l${referenceId}`, referenceId, referenceType: "PLATE", sizeId: null, quantity: 1, notes: "", extras: [], source: "plate",
});

describe("upsell candidates (storefront.md §3 Upselling)", () => {
  it("offers the upsell plates in order when the cart has none of their categories", () => {
    expect(upsellCandidates(demoMenu(), cart([line(2)])).map((p) => p.name)).toEqual([
      "Coca-Cola 1,5 L",
      "Cerveza IPA",
      "Flan con dulce de leche",
    ]);
  });
  it("drops plates in the cart and plates of categories already in the cart", () => {
    // Coca-Cola in the cart: it and Cerveza IPA (same category Bebidas) go away
    expect(upsellCandidates(demoMenu(), cart([line(6)])).map((p) => p.name)).toEqual(["Flan con dulce de leche"]);
  });
  it("skips ids no longer in the menu and cuts to the maximum", () => {
    const menu = { ...demoMenu(), upselleds: [99, 8, 6, 7] };
    expect(upsellCandidates(menu, cart()).map((p) => p.id)).toEqual([8, 6, 7]);
    expect(upsellCandidates(menu, cart(), 2).map((p) => p.id)).toEqual([8, 6]);
    expect(UPSELL_MAX).toBe(6);
  });
});
