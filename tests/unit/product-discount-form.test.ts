import { describe, expect, it } from "vitest";
import { discountAmountText, parseProductDiscountForm, productDiscountFormValues } from "~/domain/menu/product-discount-form";

// Two plates of branch 11 (one priced by its sizes from $ 8.000) and one of branch 12.
const PLATES = [
  { id: 1, name: "Muzzarella", branchId: 11, lowestPrice: 8000 },
  { id: 2, name: "Coca-Cola", branchId: 11, lowestPrice: 2500 },
  { id: 3, name: "Café", branchId: 12, lowestPrice: 1800 },
];
const base = { name: " 20% en pizzas ", type: "PERCENT", percentage: "20 %", branchId: "11", plateIds: ["2", "1", "1"], active: "on" };

describe("the back office's product discount form", () => {
  it("a percentage: the plates once each, in order; the fields of the other types stay empty", () => {
    const r = parseProductDiscountForm({ ...base, buy: "2", fixedDiscount: "100" }, PLATES, null);
    expect(r).toEqual({ ok: true, draft: { type: "PERCENT", name: "20% en pizzas", percentage: 20, buy: null, pay: null, fixedDiscount: null, finalPrice: null, branchId: 11, plateIds: [1, 2], active: true, validFrom: null, validTo: null } });
    if (!r.ok) return;
    expect(productDiscountFormValues(r.draft)).toMatchObject({ percentage: "20", buy: "", branchId: "11", plateIds: ["1", "2"], active: "on" });
    expect(discountAmountText(r.draft, null)).toBe("-20%");
  });

  it("buy x pay: pay below buy; the pill says '3x2'", () => {
    const r = parseProductDiscountForm({ ...base, type: "MULTIPLE", buy: "3", pay: "2" }, PLATES, null);
    expect(r.ok && discountAmountText(r.draft, null)).toBe("3x2");
    expect(parseProductDiscountForm({ ...base, type: "MULTIPLE", buy: "2", pay: "2" }, PLATES, null)).toEqual({ ok: false, errors: { pay: "Paga: un número entero de 1 a 98, menor que lo que lleva." } });
    expect(parseProductDiscountForm({ ...base, type: "MULTIPLE", buy: "1", pay: "" }, PLATES, null)).toEqual({
      ok: false,
      errors: { buy: "Lleva: un número entero de 2 a 99.", pay: "Paga: un número entero de 1 a 98, menor que lo que lleva." },
    });
  });

  it("a fixed amount must be below the cheapest chosen plate; a final price above 0", () => {
    const ok = parseProductDiscountForm({ ...base, type: "FIXED", fixedDiscount: "$ 2.000" }, PLATES, null);
    expect(ok.ok && ok.draft.fixedDiscount).toBe(2000);
    expect(ok.ok && discountAmountText(ok.draft, null)).toBe("-$ 2.000");
    expect(parseProductDiscountForm({ ...base, type: "FIXED", fixedDiscount: "2500" }, PLATES, null)).toEqual({ ok: false, errors: { fixedDiscount: "El monto a descontar debe ser menor que el precio de Coca-Cola ($ 2.500)." } });
    expect(parseProductDiscountForm({ ...base, type: "FIXED", fixedDiscount: "12,5" }, PLATES, null)).toEqual({ ok: false, errors: { fixedDiscount: "El monto a descontar debe ser un número entero de pesos mayor a 0." } });
    const final = parseProductDiscountForm({ ...base, type: "FINAL_PRICE", finalPrice: "3.200" }, PLATES, null);
    expect(final.ok && discountAmountText(final.draft, null)).toBe("Precio final $ 3.200");
    expect(parseProductDiscountForm({ ...base, type: "FINAL_PRICE", finalPrice: "0" }, PLATES, null)).toEqual({ ok: false, errors: { finalPrice: "El precio final debe ser un número entero de pesos mayor a 0." } });
  });

  it("every bad field has its Spanish message; a plate of another branch or unknown is refused", () => {
    expect(parseProductDiscountForm({ name: "", type: "OTRO", branchId: "x", plateIds: [], percentage: "" }, PLATES, null)).toEqual({
      ok: false,
      errors: {
        name: "Ingrese un nombre de hasta 80 letras para la promoción.",
        type: "Elija el tipo de promoción.",
        branchId: "Elija la sucursal de la promoción.",
        plateIds: "Elija al menos un plato de la sucursal.",
      },
    });
    for (const plateIds of [["3"], ["99"], ["1", "abc"]]) {
      expect(parseProductDiscountForm({ ...base, plateIds }, PLATES, null), plateIds.join()).toEqual({ ok: false, errors: { plateIds: "Elija al menos un plato de la sucursal." } });
    }
    for (const percentage of ["0", "101", "12,5", "-5"]) {
      expect(parseProductDiscountForm({ ...base, percentage }, PLATES, null), percentage).toEqual({ ok: false, errors: { percentage: "El porcentaje debe ser un número entero de 1 a 100." } });
    }
  });
});
