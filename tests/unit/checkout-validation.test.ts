// storefront.md §5 "Checkout submit" (last failing check wins), §9 limits;
// demo-tenant.md Palermo (minimum $ 6.000) and Belgrano (betweenStreetsRequired, mandatoryEmail).
import { describe, expect, it } from "vitest";
import {
  cleanDocument, isValidDocument, isValidEmail, minimumOrderMessage, parsePaysWith, validateCheckout,
  type CheckoutConfig, type CheckoutDraft,
} from "../../app/domain/checkout/checkout-validation";

const okDraft = (over: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  orderModeType: "DELIVERY", phone: "+54 9 11 5555-0001", phoneCountry: "ar", name: "Lucía", lastName: "Fernández",
  email: "", document: "", tableNumber: "", paymentMethod: "CASH", onlineCard: false, paysWith: "15000",
  addressPresent: true, betweenStreets: "", itemsTotal: 11500, total: 14050,
  delivery: { providersFailed: false, inside: true, calculating: false, cashCourierAvailable: true, minimumOrder: 6000 },
  card: null, schedule: { loading: false, immediateAvailable: true, scheduled: false, slot: null },
  ...over,
});
const config = (over: Partial<CheckoutConfig> = {}): CheckoutConfig => ({
  forcePhone: true, forceName: true, mandatoryEmail: false, betweenStreetsRequired: false, complexInputs: false, ...over,
});
const run = (d: Partial<CheckoutDraft> = {}, c: Partial<CheckoutConfig> = {}) => validateCheckout(okDraft(d), config(c));

describe("a complete Palermo delivery passes", () => {
  it("no message, no field error", () => {
    expect(run()).toEqual({ message: null, fieldErrors: {} });
  });
});

describe("each rule with its literal message", () => {
  it("phone and name required when the mode forces them", () => {
    expect(run({ phone: "" }).message).toBe("Debe ingresar su número de teléfono para continuar.");
    expect(run({ phone: "" }, { forcePhone: false }).message).toBeNull();
    expect(run({ name: " " }).message).toBe("Debe ingresar su nombre para poder realizar el pedido.");
  });
  it("phone valid", () => {
    expect(run({ phone: "123" }).fieldErrors.phone).toBe("Debe ingresar un número de teléfono válido para continuar.");
  });
  it("table number for dine-in", () => {
    const r = run({ orderModeType: "TABLE", addressPresent: false });
    expect(r.message).toBe("Debe ingresar número de mesa para poder realizar el pedido.");
    expect(run({ orderModeType: "TABLE", tableNumber: "4" }).message).toBeNull();
  });
  it("email required (Belgrano) and valid", () => {
    expect(run({}, { mandatoryEmail: true }).message).toBe("Debe ingresar su email para poder realizar el pedido");
    expect(run({ email: "lucia@" }).message).toBe("Ingrese un email valido");
    expect(run({ email: `${"a".repeat(90)}@example.com` }).message).toBe("Ingrese un email valido"); // 102 chars
    expect(run({ email: "lucia@example.com" }, { mandatoryEmail: true }).message).toBeNull();
  });
  it("document 7 to 11 characters after stripping . , + -", () => {
    expect(run({ document: "12.345" }).message).toBe("Ingrese un documento valido");
    expect(run({ document: "30.123.456" }).message).toBeNull();
    expect(cleanDocument("20-30.123.456-7")).toBe("20301234567");
    expect(isValidDocument("1234567")).toBe(true);
    expect(isValidDocument("123456789012")).toBe(false);
  });
  it("complex inputs on delivery: document, name, last name", () => {
    expect(run({ lastName: "" }, { complexInputs: true }).message).toBe("Debe ingresar su apellido para poder realizar el pedido");
    expect(run({ document: "" , lastName: "x" }, { complexInputs: true }).fieldErrors.document).toBe(
      "Debe ingresar su documento para poder realizar el pedido");
    expect(run({ name: "", }, { complexInputs: true, forceName: false }).message).toBe("Debe ingresar su nombre para poder realizar el pedido");
    expect(run({ lastName: "", orderModeType: "TAKE_AWAY" }, { complexInputs: true }).message).toBeNull();
  });
  it("cash amount required and not below the total", () => {
    expect(run({ paysWith: "" }).message).toBe("Debe ingresar con cuanto abona para poder realizar el pedido.");
    expect(run({ paysWith: "14049" }).message).toBe("El monto con el cual abonará no puede ser menor al precio del pedido.");
    expect(run({ paysWith: "14.050" }).message).toBeNull();
    expect(run({ paymentMethod: "ONLINE", paysWith: "" }).message).toBeNull();
  });
  it("delivery address and between streets", () => {
    expect(run({ addressPresent: false }).message).toBe("Debe ingresar dirección para poder realizar el pedido.");
    expect(run({}, { betweenStreetsRequired: true }).fieldErrors.betweenStreets).toBe("Debe ingresar entrecalles para poder realizar el pedido.");
  });
  it("minimum order: literal $ and the whole number", () => {
    expect(minimumOrderMessage(6000)).toBe("El precio del pedido debe ser mayor a $6000");
    expect(run({ itemsTotal: 5999, total: 8549, paysWith: "10000" }).message).toBe("El precio del pedido debe ser mayor a $6000");
    expect(run({ itemsTotal: 6000, total: 8550, paysWith: "10000" }).message).toBeNull();
  });
  it("delivery providers, zone, fee and cash courier", () => {
    const st = (x: Partial<CheckoutDraft["delivery"]>) => ({ delivery: { ...okDraft().delivery, ...x } });
    expect(run(st({ providersFailed: true })).message).toBe("En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde");
    expect(run(st({ inside: false })).message).toBe("Tu dirección no se encuentra dentro de la zona de entrega.");
    expect(run(st({ calculating: true })).message).toBe("Estamos calculando el costo de envío, aguarde unos momentos.");
    expect(run(st({ cashCourierAvailable: false })).message).toBe(
      "En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde");
    expect(run({ ...st({ cashCourierAvailable: false }), paymentMethod: "ONLINE" }).message).toBeNull();
  });
  it("online card fields and token", () => {
    const full = { cardNumber: "4509 9535 6623 3704", cardName: "LUCIA F", cardExpiry: "11/30", cardSecurityCode: "123", cardDocument: "30123456" };
    const card = (x: Partial<NonNullable<CheckoutDraft["card"]>>) => ({
      paymentMethod: "ONLINE" as const, onlineCard: true, card: { inputs: full, fieldsValid: true, tokenFailed: false, ...x },
    });
    expect(run(card({})).message).toBeNull();
    const empty = run(card({ inputs: { ...full, cardSecurityCode: "" } }));
    expect(empty.message).toBe("Debe completar correctamente los campos de la tarjeta para continuar.");
    expect(empty.fieldErrors.cardSecurityCode).toBe("Este campo está incompleto");
    expect(run(card({ fieldsValid: false })).message).toBe("Debe completar correctamente los campos de la tarjeta para continuar.");
    expect(run(card({ tokenFailed: true })).message).toBe("Debe completar los campos de su tarjeta correctamente");
  });
  it("schedule loading and missing slot", () => {
    const sc = (x: Partial<CheckoutDraft["schedule"]>) => ({ schedule: { ...okDraft().schedule, ...x } });
    expect(run(sc({ loading: true })).message).toBe("Estamos calculando los horarios del local, aguarde unos momentos.");
    expect(run(sc({ immediateAvailable: false })).message).toBe("Seleccione un horario de programación del pedido");
    expect(run(sc({ scheduled: true })).message).toBe("Seleccione un horario de programación del pedido");
    expect(run(sc({ scheduled: true, slot: "2026-11-23T20:00" })).message).toBeNull();
  });
});

describe("last failing check wins", () => {
  it("phone missing + cash missing + schedule missing → the schedule message; every field keeps its own", () => {
    const r = run({ phone: "", paysWith: "", schedule: { loading: false, immediateAvailable: false, scheduled: false, slot: null } });
    expect(r.message).toBe("Seleccione un horario de programación del pedido");
    expect(r.fieldErrors).toEqual({
      phone: "Debe ingresar su número de teléfono para continuar.",
      paysWith: "Debe ingresar con cuanto abona para poder realizar el pedido.",
      schedule: "Seleccione un horario de programación del pedido",
    });
  });
  it("name forced and complex last name: the later name rule overwrites", () => {
    const r = run({ name: "", lastName: "" }, { complexInputs: true });
    expect(r.message).toBe("Debe ingresar su apellido para poder realizar el pedido");
    expect(r.fieldErrors.name).toBe("Debe ingresar su nombre para poder realizar el pedido");
  });
  it("email invalid beats phone invalid", () => {
    expect(run({ phone: "1", email: "x" }).message).toBe("Ingrese un email valido");
  });
});

describe("helpers", () => {
  it("parsePaysWith", () => {
    expect(parsePaysWith("$ 20.000")).toBe(20000);
    expect(parsePaysWith("abc")).toBeNull();
    expect(parsePaysWith("")).toBeNull();
    expect(parsePaysWith(500)).toBe(500);
    expect(parsePaysWith("14050.5")).toBe(14050.5);
    expect(parsePaysWith("1.234,5")).toBe(1234.5);
  });
  it("isValidEmail", () => {
    expect(isValidEmail("lucia@sabores.com.ar")).toBe(true);
    expect(isValidEmail("lucia sabores@x.com")).toBe(false);
  });
});
