import { describe, expect, it } from "vitest";
import { loyaltyProgramFormValues, parseLoyaltyProgramForm, parseLoyaltyRewardForm } from "~/domain/checkout/loyalty-programme-form";

const PLACES = { branches: [{ id: 11 }, { id: 12 }], contacts: [{ id: 111, branchId: 11 }, { id: 112, branchId: 11 }, { id: 121, branchId: 12 }] };
const base = { name: " Puntos  Sabores ", pointsName: "Puntos", active: "on", orderPercentage: "2,5", minRedeemedPoints: "500", maxRedeemedPoints: "5.000", maxRedeemedPercentage: "30 %", supportsDiscounts: "", branchId: "", branchContactIds: ["112", "111"] };

describe("the back office's loyalty programme form", () => {
  it("a decimal comma, thousands dots, the company's branch contacts in order", () => {
    const r = parseLoyaltyProgramForm(base, PLACES);
    expect(r).toEqual({
      ok: true,
      draft: { name: "Puntos Sabores", pointsName: "Puntos", active: true, orderPercentage: 2.5, minRedeemedPoints: 500, maxRedeemedPoints: 5000, maxRedeemedPercentage: 30, supportsDiscounts: false, branchId: null, branchContactIds: [111, 112] },
    });
    if (!r.ok) return;
    expect(loyaltyProgramFormValues(r.draft)).toMatchObject({ orderPercentage: "2,5", maxRedeemedPoints: "5000", branchContactIds: ["111", "112"], supportsDiscounts: "" });
  });

  it("limits: the minimum not above the maximum; percentages 0 to 100 with one decimal at most", () => {
    expect(parseLoyaltyProgramForm({ ...base, minRedeemedPoints: "5001" }, PLACES)).toEqual({ ok: false, errors: { minRedeemedPoints: "El mínimo canjeable no puede ser mayor que el máximo canjeable." } });
    expect(parseLoyaltyProgramForm({ ...base, minRedeemedPoints: "5000", orderPercentage: "0", maxRedeemedPercentage: "100" }, PLACES).ok).toBe(true);
    for (const orderPercentage of ["100,5", "-1", "2,55", "abc", ""]) {
      expect(parseLoyaltyProgramForm({ ...base, orderPercentage }, PLACES), orderPercentage).toEqual({ ok: false, errors: { orderPercentage: "Ingrese un porcentaje de 0 a 100 (con hasta un decimal, por ejemplo 2,5)." } });
    }
    expect(parseLoyaltyProgramForm({ ...base, maxRedeemedPoints: "1,5" }, PLACES)).toEqual({ ok: false, errors: { maxRedeemedPoints: "Ingrese un número entero de puntos, 0 o más." } });
  });

  it("a branch contact of another branch than the programme's, or of another company, is refused", () => {
    expect(parseLoyaltyProgramForm({ ...base, branchId: "12" }, PLACES)).toEqual({ ok: false, errors: { branchContactIds: "Elija locales de su empresa (de la sucursal del programa, si eligió una)." } });
    expect(parseLoyaltyProgramForm({ ...base, branchContactIds: ["211"] }, PLACES).ok).toBe(false);
    expect(parseLoyaltyProgramForm({ ...base, branchId: "21" }, PLACES)).toEqual({ ok: false, errors: { branchId: "Elija una sucursal de su empresa, o todas." } });
  });
});

describe("the back office's loyalty reward form", () => {
  it("points above 0; a branch contact of the reward's branch, or none", () => {
    expect(parseLoyaltyRewardForm({ name: "Bienvenida", amount: "1.000", branchId: "11", branchContactId: "", active: "on" }, PLACES)).toEqual({ ok: true, draft: { name: "Bienvenida", amount: 1000, active: true, branchId: 11, branchContactId: null } });
    expect(parseLoyaltyRewardForm({ name: "", amount: "0", branchId: "12", branchContactId: "111" }, PLACES)).toEqual({
      ok: false,
      errors: { name: "Ingrese el nombre del premio, de hasta 60 letras.", amount: "Los puntos de regalo deben ser un número entero mayor a 0.", branchContactId: "Elija un local de la sucursal del premio, o ninguno." },
    });
  });
});
