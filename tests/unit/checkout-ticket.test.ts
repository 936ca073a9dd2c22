// storefront.md §2 Checkout ticket, §3 Delivery info, §4 priority, §7 fees;
// demo-tenant.md "Delivery at Palermo" (fee 1.500, cash 2.000, free from 30.000,
// service fee 300 on delivery, 'Recargo por embalaje' 250).
import { describe, expect, it } from "vitest";
import { priceCart } from "../../app/domain/cart/cart-pricing";
import { lineIdFor } from "../../app/domain/cart/cart";
import type { CartLine } from "../../app/domain/types";
import { computeTicket, sortByPriority, type TicketInput } from "../../app/domain/checkout/ticket";
import { cart, demoMenu } from "./fixtures";

const line = (referenceId: number, quantity: number, sizeId: number | null = null): CartLine => ({
  lineId: lineIdFor(referenceId, sizeId, "", []), referenceId, referenceType: "PLATE", sizeId, quantity, notes: "", extras: [], source: "plate",
});
const priced = (...lines: CartLine[]) => priceCart(cart(lines), demoMenu());
const muzzaGrande = (q = 1) => line(1, q, 12);

const palermoDelivery = (over: Partial<TicketInput> = {}): TicketInput => ({
  pricedCart: priced(muzzaGrande()),
  orderModeType: "DELIVERY",
  paymentMethod: "CASH",
  deliveryInfo: { fee: 1500, cashFee: 2000, minimumOrder: 6000, freeDeliveryFrom: 30000, inside: true },
  generalDiscounts: [],
  surcharges: [{ name: "Recargo por embalaje", type: "FIXED", value: 250 }],
  serviceFee: { userFee: 300, percentageUserFee: 0 },
  codeDiscount: null,
  redeemedPoints: 0,
  ...over,
});

describe("computeTicket, demo Palermo delivery", () => {
  it("cash: 11.500 + 250 + 300 + 2.000 = 14.050", () => {
    const t = computeTicket(palermoDelivery());
    expect(t.itemsTotal).toBe(11500);
    expect(t.surcharges).toEqual([{ name: "Recargo por embalaje", type: "FIXED", value: 250, amount: 250, text: "$ 250" }]);
    expect(t.serviceFee).toMatchObject({ label: "Tasa de Servicio", amount: 300, text: "$ 300", tooltip: "Costo de procesamiento de la órden." });
    expect(t.deliveryFee).toMatchObject({ amount: 2000, free: false, text: "$ 2.000", struckText: null });
    expect(t.deliveryFee?.hint).toBe("Suma $ 18.500 en productos para tener envío gratis");
    expect(t.total).toBe(14050);
    expect(t.totalText).toBe("$ 14.050");
  });

  it("'Tarjeta online': the card fee 1.500 → 13.550", () => {
    const t = computeTicket(palermoDelivery({ paymentMethod: "ONLINE" }));
    expect(t.deliveryFee?.amount).toBe(1500);
    expect(t.total).toBe(13550);
  });

  it("items ≥ 30.000 → delivery 'Gratis', the fee struck through", () => {
    const t = computeTicket(palermoDelivery({ pricedCart: priced(muzzaGrande(3)) })); // 34.500
    expect(t.itemsTotal).toBe(34500);
    expect(t.deliveryFee).toMatchObject({ amount: 0, free: true, text: "Gratis", struckText: "$ 2.000", hint: null });
    expect(t.total).toBe(34500 + 250 + 300);
  });

  it("exactly 30.000 is free too (≥)", () => {
    const t = computeTicket(palermoDelivery({ pricedCart: { itemsTotal: 30000 } }));
    expect(t.deliveryFee?.free).toBe(true);
    const below = computeTicket(palermoDelivery({ pricedCart: { itemsTotal: 29999 } }));
    expect(below.deliveryFee?.hint).toBe("Suma $ 1 en productos para tener envío gratis");
  });

  it("ENVIOGRATIS makes delivery free", () => {
    const t = computeTicket(palermoDelivery({
      codeDiscount: { code: "ENVIOGRATIS", type: "DELIVERY_FEE", amount: 0, freeDelivery: true, limitedUsage: false },
    }));
    expect(t.deliveryFee).toMatchObject({ amount: 0, free: true, text: "Gratis" });
    expect(t.codeDiscount).toMatchObject({ code: "ENVIOGRATIS", amount: 0 });
    expect(t.total).toBe(12050);
  });

  it("take-away: service fee '(Bonificada)', no delivery fee", () => {
    const t = computeTicket(palermoDelivery({
      orderModeType: "TAKE_AWAY", deliveryInfo: null, surcharges: [], serviceFee: { userFee: 0, percentageUserFee: 0 },
    }));
    expect(t.serviceFee.amount).toBe(0);
    expect(t.serviceFee.text).toBe("(Bonificada)");
    expect(t.deliveryFee).toBeNull();
    expect(t.total).toBe(11500);
  });

  it("take-away ignores delivery info even when given", () => {
    const t = computeTicket(palermoDelivery({ orderModeType: "TAKE_AWAY" }));
    expect(t.deliveryFee).toBeNull();
    expect(t.total).toBe(11500 + 250 + 300);
  });
});

describe("discounts, fees and points", () => {
  it("applies general discounts by priority, missing priority last, each on what is left", () => {
    const t = computeTicket(palermoDelivery({
      pricedCart: { itemsTotal: 10000 },
      generalDiscounts: [
        { name: "Sin prioridad", type: "FIXED", value: 1000, priority: null },
        { name: "Segundo", type: "PERCENT", value: 10, priority: 2 },
        { name: "Primero", type: "PERCENT", value: 20, priority: 1 },
      ],
    }));
    expect(t.discounts.map((d) => [d.name, d.amount, d.text])).toEqual([
      ["Primero", 2000, "-$ 2.000"],
      ["Segundo", 800, "-$ 800"],
      ["Sin prioridad", 1000, "-$ 1.000"],
    ]);
    // 10.000 − 3.800 + 250 surcharge + 300 fee + 2.000 cash delivery
    expect(t.orderAmount).toBe(6450);
    expect(t.total).toBe(8750);
  });

  it("service fee adds the percentage of the order amount, rounded to pesos", () => {
    const t = computeTicket(palermoDelivery({ serviceFee: { userFee: 300, percentageUserFee: 2.5 } }));
    // order amount 11.500 + 250 = 11.750; 2,5% = 293,75 → 300 + 293,75 = 593,75 → 594
    expect(t.serviceFee.amount).toBe(594);
    expect(t.total).toBe(11750 + 594 + 2000);
  });

  it("percentage surcharge on the items total", () => {
    const t = computeTicket(palermoDelivery({ surcharges: [{ name: "Recargo nocturno", type: "PERCENT", value: 5 }] }));
    expect(t.surcharges[0]).toMatchObject({ amount: 575, text: "$ 575" });
  });

  it("code discount and loyalty points (1 point = $ 1)", () => {
    const t = computeTicket(palermoDelivery({
      codeDiscount: { code: "BIENVENIDA", type: "PERCENT", amount: 1150, freeDelivery: false, limitedUsage: false },
      redeemedPoints: 3200,
      pointsName: "Puntos",
    }));
    expect(t.codeDiscount).toEqual({ code: "BIENVENIDA", amount: 1150, label: "Código BIENVENIDA", text: "-$ 1.150" });
    expect(t.loyalty).toEqual({ points: 3200, amount: 3200, label: "Canje de Puntos", text: "-$ 3.200" });
    // 11.500 − 1.150 + 250 + 300 + 2.000 − 3.200
    expect(t.total).toBe(9700);
  });

  it("the total never goes below 0", () => {
    const t = computeTicket(palermoDelivery({
      generalDiscounts: [{ name: "Todo", type: "FIXED", value: 50000, priority: 1 }], redeemedPoints: 99999,
    }));
    expect(t.discounts[0].amount).toBe(11500);
    expect(t.loyalty?.amount).toBe(250 + 300 + 2000);
    expect(t.total).toBe(0);
  });

  it("sortByPriority is stable", () => {
    const list = [{ n: "a", priority: null }, { n: "b", priority: 1 }, { n: "c", priority: 1 }, { n: "d", priority: 0 }];
    expect(sortByPriority(list).map((x) => x.n)).toEqual(["d", "b", "c", "a"]);
  });
});
