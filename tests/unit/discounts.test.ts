import { describe, expect, it } from "vitest";
import {
  categoryPill,
  discountForPlate,
  discountPill,
  discountedUnitPrice,
  lineTotal,
  priceDisplay,
} from "../../app/domain/menu/discounts";
import { buy3pay2, demoMenu, final3200, fixed500, percent20 } from "./fixtures";

const discounts = demoMenu().discounts;

describe("discounted prices (storefront.md §3 Discount (product))", () => {
  it("finds the discount of a plate", () => {
    expect(discountForPlate(discounts, 2)?.type).toBe("PERCENT");
    expect(discountForPlate(discounts, 4)).toBeNull();
  });
  it("PERCENT: Napolitana $ 13.000 at 20% is $ 10.400, rounded to whole pesos", () => {
    expect(discountedUnitPrice(13000, percent20)).toBe(10400);
    expect(discountedUnitPrice(999, { ...percent20, percentage: 15 })).toBe(849); // 849.15
  });
  it("FINAL_PRICE: Cerveza IPA $ 4.000 sells at $ 3.200", () => {
    expect(discountedUnitPrice(4000, final3200)).toBe(3200);
  });
  it("FIXED: Coca-Cola $ 3.000 minus $ 500 is $ 2.500, never below 0", () => {
    expect(discountedUnitPrice(3000, fixed500)).toBe(2500);
    expect(discountedUnitPrice(300, fixed500)).toBe(0);
  });
  it("MULTIPLE keeps the unit price; buy 3 pay 2 of $ 1.200 charges $ 2.400 for 3 and $ 3.600 for 4", () => {
    expect(discountedUnitPrice(1200, buy3pay2)).toBe(1200);
    expect(lineTotal(1200, 2, buy3pay2)).toBe(2400);
    expect(lineTotal(1200, 3, buy3pay2)).toBe(2400);
    expect(lineTotal(1200, 4, buy3pay2)).toBe(3600);
    expect(lineTotal(1200, 6, buy3pay2)).toBe(4800);
    expect(lineTotal(10400, 2, percent20)).toBe(20800);
  });
});

describe("discount pills (storefront.md §2 Menu)", () => {
  it("renders '-20%', '3x2', '-$ 500' and none for FINAL_PRICE", () => {
    expect(discountPill(percent20)).toBe("-20%");
    expect(discountPill(buy3pay2)).toBe("3x2");
    expect(discountPill(fixed500)).toBe("-$ 500");
    expect(discountPill(final3200)).toBeNull();
    expect(discountPill(null)).toBeNull();
  });
  it("marks a category '%' when any plate has a discount", () => {
    const [pizzas, , , , postres] = demoMenu().categories;
    expect(categoryPill(pizzas!, discounts)).toBe("%");
    expect(categoryPill(postres!, discounts)).toBeNull();
  });
  it("strikes through the original price and hides a price of 0", () => {
    expect(priceDisplay(13000, percent20)).toEqual({ current: "$ 10.400", original: "$ 13.000" });
    expect(priceDisplay(3500, null)).toEqual({ current: "$ 3.500", original: null });
    expect(priceDisplay(1200, buy3pay2)).toEqual({ current: "$ 1.200", original: null });
    expect(priceDisplay(0, null)).toBeNull();
  });
});
