// The WhatsApp order text (storefront.md §1, §4 "Order submit"): built from the stored order
// (app/domain/orders/order-text.ts buildOrderText, the shapes of order-record.ts), every line to the peso.
import { describe, expect, it } from "vitest";
import { buildOrderText, type TextLine, type TextOrder } from "../../app/domain/orders/order-text";

const TZ = "America/Argentina/Buenos_Aires";
const options = { branchContactName: "Pizzería Palermo", orderModeName: "Delivery", paymentName: "Efectivo", timeZone: TZ };

// Palermo cash delivery: Muzzarella grande with extra muzzarella, 2 flanes; a discount, the code, a surcharge.
const order = (over: Partial<TextOrder> = {}): TextOrder => ({
  code: "AB12CD34",
  type: "DELIVERY",
  customerName: "Martina",
  customerLastName: "Gómez",
  customerPhone: "+5491155550001",
  customerEmail: "martina@example.com",
  destination: {
    fullAddress: "Honduras 4800, Palermo", street: "Honduras", number: "4800", city: "CABA", locality: null,
    betweenStreets: "Thames y Uriarte", details: "Timbre 2", lat: -34.58, lng: -58.43,
  },
  scheduled: false,
  scheduledAt: null,
  tableNumber: null,
  notes: "Sin cebolla",
  itemsTotal: 20000,
  discounts: [{ name: "Socios", type: "PERCENT", value: 10, amount: 2000, referenceId: 1 }],
  surcharges: [{ name: "Recargo por embalaje", type: "FIXED", value: 250, amount: 250, referenceId: 7 }],
  serviceFee: 300,
  deliveryFee: 2000,
  codeDiscount: { codeId: 9, code: "BIENVENIDA", type: "PERCENT", value: 10, amount: 1800, deliveryAmount: 0 },
  redeemedPoints: 0,
  total: 18750,
  paysWith: 20000,
  ...over,
});

const lines: TextLine[] = [
  {
    name: "Muzzarella", sizeName: "Grande", quantity: 1, lineTotal: 13000, notes: "Bien cocida",
    extras: [{ groupId: 10, groupName: "Agregados", items: [{ garnishId: 101, name: "Extra muzzarella", quantity: 1, price: 1500 }, { garnishId: 102, name: "Aceitunas", quantity: 2, price: 0 }] }],
  },
  { name: "Flan con dulce de leche", sizeName: null, quantity: 2, lineTotal: 7000, notes: null, extras: [] },
];

describe("buildOrderText", () => {
  it("a cash delivery: lines, extras, every amount, the customer and the address", () => {
    expect(buildOrderText(order(), lines, options).split("\n")).toEqual([
      "*Pedido AB12CD34* - Pizzería Palermo",
      "Delivery",
      "Para: lo antes posible",
      "",
      "1 x Muzzarella (Grande): $ 13.000",
      "   + Extra muzzarella ($ 1.500)",
      "   + 2 x Aceitunas",
      "   Nota: Bien cocida",
      "2 x Flan con dulce de leche: $ 7.000",
      "",
      "Productos: $ 20.000",
      "Socios: -$ 2.000",
      "Código BIENVENIDA: -$ 1.800",
      "Recargo por embalaje: $ 250",
      "Tasa de Servicio: $ 300",
      "Envío: $ 2.000",
      "*Total: $ 18.750*",
      "",
      "Pago: Efectivo (abona con $ 20.000)",
      "Cliente: Martina Gómez - +5491155550001",
      "Email: martina@example.com",
      "Dirección: Honduras 4800, Palermo",
      "Entre calles: Thames y Uriarte",
      "Aclaraciones: Timbre 2",
      "Ubicación: https://maps.google.com/?q=-34.58,-58.43",
      "Notas: Sin cebolla",
    ]);
  });

  it("a scheduled order says when, in the business time zone", () => {
    const text = buildOrderText(order({ scheduled: true, scheduledAt: Date.parse("2026-11-18T23:00:00Z") }), lines, options);
    expect(text.split("\n")[2]).toBe("Programado para: miércoles 18-11, 20:00");
  });

  it("free delivery by code, points redeemed with the programme's name, no service fee, no cash amount", () => {
    const text = buildOrderText(
      order({
        codeDiscount: { codeId: 10, code: "ENVIOGRATIS", type: "FREE_DELIVERY", value: 0, amount: 0, deliveryAmount: 2000 },
        deliveryFee: 0, serviceFee: 0, redeemedPoints: 1000, paysWith: null, total: 17250,
      }),
      lines,
      { ...options, paymentName: "Tarjeta al recibir", pointsName: "Puntos Sabores" },
    ).split("\n");
    expect(text).toContain("Código ENVIOGRATIS: envío gratis");
    expect(text).toContain("Envío: Gratis");
    expect(text).toContain("Canje de Puntos Sabores: -$ 1.000");
    expect(text).toContain("*Total: $ 17.250*");
    expect(text).toContain("Pago: Tarjeta al recibir");
    expect(text.some((l) => l.startsWith("Tasa de Servicio"))).toBe(false);
  });

  it("take-away without a mode name, and a table order with its number: no address, no delivery line", () => {
    const takeAway = buildOrderText(order({ type: "TAKE_AWAY", destination: null, deliveryFee: 0 }), lines, { ...options, orderModeName: "" }).split("\n");
    expect(takeAway[1]).toBe("Retiro en local");
    expect(takeAway.some((l) => l.startsWith("Envío") || l.startsWith("Dirección"))).toBe(false);
    const table = buildOrderText(order({ type: "TABLE", destination: null, tableNumber: "12", customerLastName: null }), lines, { ...options, orderModeName: "" }).split("\n");
    expect(table[1]).toBe("Mesa - Mesa 12");
    expect(table).toContain("Cliente: Martina - +5491155550001");
  });

  it("an address without fullAddress is its street and number; no coordinates, no map link", () => {
    const text = buildOrderText(
      order({ destination: { fullAddress: null, street: "Honduras", number: "4800", city: null, locality: null, betweenStreets: null, details: null, lat: null, lng: null } }),
      lines,
      options,
    ).split("\n");
    expect(text).toContain("Dirección: Honduras 4800");
    expect(text.some((l) => l.startsWith("Ubicación") || l.startsWith("Entre calles"))).toBe(false);
  });
});
