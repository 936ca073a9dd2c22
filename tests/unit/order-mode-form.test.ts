// A mode's form (app/domain/shop/order-mode-form.ts): the payments offered and 'Agregar medio de pago'.
import { describe, expect, it } from "vitest";
import { parseModeForm } from "~/domain/shop/order-mode-form";

const STORED = [
  { id: 11111, method: "CASH" as const },
  { id: 11112, method: "ONLINE" as const },
];
const base = { minDelay: "35", maxDelay: "50", horario: "local", cargoFijo: "0", cargoPorcentaje: "0" };
const parse = (over: Record<string, string>, checked: string[] = ["11111"]) => parseModeForm({ ...base, ...over }, checked, STORED, []);

describe("parseModeForm: payments", () => {
  it("offers the checked payments of the mode only; an id of another mode is ignored", () => {
    const r = parse({}, ["11112", "99999"]);
    expect(r.ok && r.draft.activePaymentIds).toEqual([11112]);
    expect(r.ok && r.draft.newPayment).toBeNull();
  });

  it("'Tarjeta con posnet' left unnamed takes the default name and text", () => {
    const r = parse({ nuevoPago: "CARD" });
    expect(r.ok && r.draft.newPayment).toEqual({ method: "CARD", showName: "Tarjeta con posnet", description: "Débito o crédito con posnet." });
  });

  it("a typed name and text are kept, trimmed", () => {
    const r = parse({ nuevoPago: "CARD", nuevoPagoNombre: "  Posnet al repartidor ", nuevoPagoDescripcion: "Visa, Master y Cabal." });
    expect(r.ok && r.draft.newPayment).toEqual({ method: "CARD", showName: "Posnet al repartidor", description: "Visa, Master y Cabal." });
  });

  it("refuses a kind the mode has, a name past 60, a text past 140, a name without a kind and an unknown kind", () => {
    expect(parse({ nuevoPago: "ONLINE" })).toEqual({ ok: false, errors: { nuevoPago: "Este modo ya tiene un medio de pago de ese tipo." } });
    expect(parse({ nuevoPago: "CARD", nuevoPagoNombre: "x".repeat(61), nuevoPagoDescripcion: "y".repeat(141) })).toEqual({
      ok: false,
      errors: { nuevoPagoNombre: "Escriba un nombre de hasta 60 caracteres.", nuevoPagoDescripcion: "Escriba una descripción de hasta 140 caracteres." },
    });
    expect(parse({ nuevoPagoNombre: "Transferencia" })).toEqual({ ok: false, errors: { nuevoPago: "Elija el tipo de medio de pago." } });
    expect(parse({ nuevoPago: "BITCOIN" })).toEqual({ ok: false, errors: { nuevoPago: "Elija el tipo de medio de pago." } });
  });
});
