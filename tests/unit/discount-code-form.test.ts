import { describe, expect, it } from "vitest";
import { discountCodeFormValues, parseDiscountCodeForm } from "~/domain/checkout/discount-code-form";

const BA = "America/Argentina/Buenos_Aires";

describe("the back office's discount code form", () => {
  it("a percentage with a cap, a minimum typed with thousands dots, dates as whole local days", () => {
    const r = parseDiscountCodeForm({ code: " finde-20 ", type: "PERCENT", value: "20 %", minimumOrderAmount: "$ 20.000", maxDiscountAmount: "5000", maxUses: "1", validFrom: "2026-12-01", validTo: "2026-12-31", active: "on" }, BA);
    expect(r.ok && r.draft).toMatchObject({
      code: "FINDE-20", type: "PERCENT", value: 20, minimumOrderAmount: 20000, maxDiscountAmount: 5000, maxUses: 1, active: true, firstPurchaseOnly: false,
      validFrom: Date.UTC(2026, 11, 1, 3), // 00:00 in Buenos Aires (UTC−3)
      validTo: Date.UTC(2027, 0, 1, 3) - 1,
    });
    if (!r.ok) return;
    expect(discountCodeFormValues(r.draft, BA)).toMatchObject({ code: "FINDE-20", value: "20", minimumOrderAmount: "20000", validFrom: "2026-12-01", validTo: "2026-12-31", active: "on" });
  });

  it("free delivery has no value and no cap; a fixed amount must be whole pesos", () => {
    const free = parseDiscountCodeForm({ code: "ENVIO", type: "FREE_DELIVERY", value: "", maxDiscountAmount: "3000" }, BA);
    expect(free.ok && free.draft).toMatchObject({ value: 0, maxDiscountAmount: null, active: false });
    expect(parseDiscountCodeForm({ code: "FIJO", type: "FIXED", value: "12,5" }, BA)).toEqual({ ok: false, errors: { value: "El monto debe ser un número entero de pesos mayor a 0." } });
  });

  it("every bad field has its Spanish message", () => {
    const r = parseDiscountCodeForm({ code: "a b", type: "OTRO", maxUses: "0", paymentMethod: "CHEQUE", plateId: "1", categoryId: "2", validFrom: "2026-02-30", validTo: "mañana", minimumOrderAmount: "-1" }, BA);
    expect(r).toEqual({
      ok: false,
      errors: {
        code: "Ingrese el código: de 3 a 30 letras o números, sin espacios.",
        type: "Elija el tipo de descuento.",
        minimumOrderAmount: "Ingrese un número entero de pesos, o déjelo vacío.",
        maxUses: "El límite de usos debe ser un número entero mayor a 0, o vacío para usos ilimitados.",
        paymentMethod: "Elija un medio de pago de la lista.",
        plateId: "Elija un plato o una categoría como condición, no ambos.",
        validFrom: "Ingrese una fecha válida con el formato AAAA-MM-DD, o déjela vacía.",
        validTo: "Ingrese una fecha válida con el formato AAAA-MM-DD, o déjela vacía.",
      },
    });
  });
});
