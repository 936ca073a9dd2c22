import { describe, expect, it } from "vitest";
import { formatMoney, toPesos } from "../../app/domain/money";

describe("formatMoney (storefront.md §9 Number format, demo-tenant.md amounts)", () => {
  it("prints whole pesos with '.' thousands and a space after the symbol", () => {
    expect(formatMoney(11500)).toBe("$ 11.500");
    expect(formatMoney(1200)).toBe("$ 1.200");
    expect(formatMoney(500)).toBe("$ 500");
    expect(formatMoney(0)).toBe("$ 0");
    expect(formatMoney(9999999)).toBe("$ 9.999.999");
  });
  it("prints negatives as -$ 500", () => {
    expect(formatMoney(-500)).toBe("-$ 500");
    expect(formatMoney(-30000)).toBe("-$ 30.000");
  });
  it("rounds to whole pesos when the mantissa is 0", () => {
    expect(formatMoney(10399.6)).toBe("$ 10.400");
    expect(formatMoney(-0.4)).toBe("$ 0");
  });
  it("shows ',' decimals only when the country's mantissa is above 0", () => {
    expect(formatMoney(1234.5, { currencySymbol: "US$", mantissaLength: 2 })).toBe("US$ 1.234,50");
    expect(formatMoney(11500, { currencySymbol: "$", mantissaLength: 0 })).toBe("$ 11.500");
  });
  it("toPesos rounds half up to whole pesos", () => {
    expect(toPesos(10400.5)).toBe(10401);
  });
});
