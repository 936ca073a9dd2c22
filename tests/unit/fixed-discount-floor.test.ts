// A fixed-amount discount against a location's own price: the discount editor refuses an amount
// that reaches any location's price (product-discount-form.ts), the plate editor refuses a price at
// or below a discount's amount (fixed-discount-floor.ts), and pricing never goes below $ 0.
import { describe, expect, it } from "vitest";
import { discountedUnitPrice } from "~/domain/menu/discounts";
import { pricesUnderFixedDiscount } from "~/domain/menu/fixed-discount-floor";
import { parseProductDiscountForm } from "~/domain/menu/product-discount-form";
import type { PlateDraft } from "~/domain/menu/plate-form";

const NAMES = new Map([
  [111, "Sabores Palermo"],
  [112, "Sabores Belgrano"],
]);
const COCA = [{ name: "Coca fría", fixedDiscount: 500 }];

const plate = (over: Partial<PlateDraft>): Pick<PlateDraft, "price" | "sizes" | "locations"> => ({ price: 3000, sizes: [], locations: [], ...over });

describe("a fixed-amount discount and a location's own price", () => {
  it("the discount editor refuses an amount that reaches a location's lower price, naming the location", () => {
    const plates = [{ id: 1, name: "Coca-Cola 1,5 L", branchId: 11, lowestPrice: 3000, locationPrices: [{ location: "Sabores Belgrano", lowestPrice: 900 }] }];
    const form = { name: "Coca fría", type: "FIXED", branchId: "11", plateIds: ["1"], active: "on" };
    expect(parseProductDiscountForm({ ...form, fixedDiscount: "800" }, plates, null).ok).toBe(true);
    expect(parseProductDiscountForm({ ...form, fixedDiscount: "900" }, plates, null)).toEqual({
      ok: false,
      errors: { fixedDiscount: "El monto a descontar debe ser menor que el precio de Coca-Cola 1,5 L en Sabores Belgrano ($ 900)." },
    });
    // A location priced above the shared price: the shared one is still the lowest.
    const dearer = [{ ...plates[0], locationPrices: [{ location: "Sabores Belgrano", lowestPrice: 3500 }] }];
    expect(parseProductDiscountForm({ ...form, fixedDiscount: "3000" }, dearer, null)).toEqual({
      ok: false,
      errors: { fixedDiscount: "El monto a descontar debe ser menor que el precio de Coca-Cola 1,5 L ($ 3.000)." },
    });
  });

  it("the plate editor refuses a location's price or size price at or below the amount, naming the location and the promotion", () => {
    expect(pricesUnderFixedDiscount(plate({ locations: [{ branchContactId: 112, sold: true, price: 501, sizePrices: [] }] }), COCA, NAMES)).toEqual([]);
    expect(pricesUnderFixedDiscount(plate({ locations: [{ branchContactId: 112, sold: true, price: 500, sizePrices: [] }] }), COCA, NAMES)).toEqual([
      { locationId: 112, sizeIndex: null, message: "El precio en Sabores Belgrano debe ser mayor que los $ 500 que descuenta la promoción «Coca fría»." },
    ]);
    // A location that does not sell it has no price to protect.
    expect(pricesUnderFixedDiscount(plate({ locations: [{ branchContactId: 112, sold: false, price: 400, sizePrices: [] }] }), COCA, NAMES)).toEqual([]);
    const sizes = plate({
      price: 8000,
      sizes: [
        { id: 1, name: "Chica", price: 8000 },
        { id: 2, name: "Grande", price: 11500 },
      ],
      locations: [{ branchContactId: 111, sold: true, price: null, sizePrices: [null, 1000] }],
    });
    expect(pricesUnderFixedDiscount(sizes, [{ name: "Pizza -$ 1.000", fixedDiscount: 1000 }, ...COCA], NAMES)).toEqual([
      {
        locationId: 111,
        sizeIndex: 1,
        message: "El precio de Grande en Sabores Palermo debe ser mayor que los $ 1.000 que descuenta la promoción «Pizza -$ 1.000».",
      },
    ]);
    // The shared price too, the same rule.
    expect(pricesUnderFixedDiscount(plate({ price: 450 }), COCA, NAMES)).toEqual([
      { locationId: null, sizeIndex: null, message: "El precio debe ser mayor que los $ 500 que descuenta la promoción «Coca fría»." },
    ]);
    expect(pricesUnderFixedDiscount(plate({ price: 450 }), [], NAMES)).toEqual([]);
  });

  it("pricing never goes below $ 0, whatever a stored location price and discount say", () => {
    const fixed = { id: 1, name: "Coca fría", type: "FIXED" as const, fixedDiscount: 500, percentage: null, buy: null, pay: null, finalPrice: null, plates: [1] };
    expect(discountedUnitPrice(900, fixed)).toBe(400);
    expect(discountedUnitPrice(500, fixed)).toBe(0);
    expect(discountedUnitPrice(300, fixed)).toBe(0);
  });
});
