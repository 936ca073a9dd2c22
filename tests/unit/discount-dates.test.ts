// A product discount's dates: it runs from 00:00 of its first day to 24:00 of its last in the
// location's time zone. The clock is injected (docs/decisions/clock-injection.md): each check
// passes the instant, and the same menu snapshot gains or loses the discount at midnight.
import { describe, expect, it } from "vitest";
import { discountDatesText, discountRunsAt, discountWindow, parseDiscountDates, startOfDay } from "~/domain/menu/discount-dates";
import { parseProductDiscountForm } from "~/domain/menu/product-discount-form";
import { menuAt } from "~/domain/menu/sold-out";
import type { Menu } from "~/domain/types";

const BA = "America/Argentina/Buenos_Aires";
const at = (iso: string) => new Date(iso).getTime();

describe("discount dates", () => {
  it("a day starts at 00:00 in the location's zone (Buenos Aires is UTC−3; Madrid changes hour in March)", () => {
    expect(startOfDay("2026-11-19", BA)).toBe(at("2026-11-19T00:00:00-03:00"));
    expect(startOfDay("2026-03-29", "Europe/Madrid")).toBe(at("2026-03-29T00:00:00+01:00"));
    expect(startOfDay("2026-03-30", "Europe/Madrid")).toBe(at("2026-03-30T00:00:00+02:00"));
  });

  it("a discount from tomorrow does not run today, and runs from midnight on", () => {
    const w = discountWindow("2026-11-19", null, BA);
    expect(discountRunsAt(w, at("2026-11-18T15:00:00-03:00"))).toBe(false);
    expect(discountRunsAt(w, at("2026-11-18T23:59:59-03:00"))).toBe(false);
    expect(discountRunsAt(w, at("2026-11-19T00:00:00-03:00"))).toBe(true);
  });

  it("the last day runs whole, to 24:00; no dates run always", () => {
    const w = discountWindow("2026-11-18", "2026-11-18", BA);
    expect(discountRunsAt(w, at("2026-11-18T00:00:00-03:00"))).toBe(true);
    expect(discountRunsAt(w, at("2026-11-18T23:59:59-03:00"))).toBe(true);
    expect(discountRunsAt(w, at("2026-11-19T00:00:00-03:00"))).toBe(false);
    expect(discountRunsAt(w, at("2026-11-17T23:59:59-03:00"))).toBe(false);
    expect(discountRunsAt(discountWindow(null, null, BA), 0)).toBe(true);
  });

  it("the same snapshot gains the discount at midnight, without a write", () => {
    const menu: Menu = {
      categories: [],
      remarkeds: [],
      upselleds: [],
      discounts: [{ id: 7, type: "PERCENT", name: null, percentage: 50, buy: null, pay: null, fixedDiscount: null, finalPrice: null, plates: [1], ...discountWindow("2026-11-19", null, BA) }],
    };
    expect(menuAt(menu, at("2026-11-18T23:59:00-03:00")).discounts).toEqual([]);
    expect(menuAt(menu, at("2026-11-19T00:00:00-03:00")).discounts.map((d) => d.id)).toEqual([7]);
  });

  it("the form: blank is no limit; the end before the start, or a day that does not exist, is refused in Spanish", () => {
    expect(parseDiscountDates("", " ")).toEqual({ validFrom: null, validTo: null, errors: {} });
    expect(parseDiscountDates("2026-11-19", "2026-11-19")).toEqual({ validFrom: "2026-11-19", validTo: "2026-11-19", errors: {} });
    expect(parseDiscountDates("2026-11-19", "2026-11-18").errors).toEqual({ validTo: "La fecha de fin debe ser igual o posterior a la de inicio." });
    expect(parseDiscountDates("2026-02-30", "19/11/2026").errors).toEqual({
      validFrom: "Ingrese una fecha válida (día, mes y año).",
      validTo: "Ingrese una fecha válida (día, mes y año).",
    });
    const r = parseProductDiscountForm(
      { name: "Flan", type: "PERCENT", percentage: "50", branchId: "11", plateIds: ["1"], active: "on", validFrom: "2026-11-20", validTo: "2026-11-19" },
      [{ id: 1, name: "Flan", branchId: 11, lowestPrice: 3500 }],
      null,
    );
    expect(r).toEqual({ ok: false, errors: { validTo: "La fecha de fin debe ser igual o posterior a la de inicio." } });
  });

  it("the owner's list says the dates", () => {
    expect(discountDatesText("2026-11-19", "2026-11-30")).toBe("Del 19/11/2026 al 30/11/2026");
    expect(discountDatesText("2026-11-19", "2026-11-19")).toBe("Solo el 19/11/2026");
    expect(discountDatesText("2026-11-19", null)).toBe("Desde el 19/11/2026");
    expect(discountDatesText(null, "2026-11-30")).toBe("Hasta el 30/11/2026");
    expect(discountDatesText(null, null)).toBeNull();
  });
});
