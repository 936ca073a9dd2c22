// priceOrder (app/domain/checkout/order-pricing.ts), the one place an order is assembled, priced and
// validated: storefront.md §3 "Order payload", §4 Payment / Discount code / Loyalty / Scheduling,
// §5 "Checkout submit", "Discount code", "Loyalty redemption", §8 errors list. Every input it reads,
// with the demo tenant's Palermo numbers (shared/demo-tenant.md): Muzzarella grande $ 11.500,
// 'Recargo por embalaje' $ 250, 'Tasa de Servicio' $ 300, delivery $ 1.500 ($ 2.000 cash, free from $ 30.000).
import { describe, expect, it } from "vitest";
import { lineIdFor } from "../../app/domain/cart/cart";
import {
  orderPhone,
  orderingClosedMessage,
  priceOrder,
  type OrderDraft,
  type PricingContext,
  type PricingFailure,
  type PricingSources,
  type PricedOrder,
} from "../../app/domain/checkout/order-pricing";
import type { CodeDiscountInfo } from "../../app/domain/checkout/code-discount";
import type { LoyaltyProgram } from "../../app/domain/checkout/loyalty";
import type { DeliveryZone } from "../../app/domain/address/delivery";
import type { Branch, BranchContact, CartLine, OrderMode, OrderModeType, PaymentType } from "../../app/domain/types";
import { cart, demoMenu } from "./fixtures";

const PHONE = "+5491155550001";
const NOW = new Date("2026-11-18T15:00:00Z"); // Wednesday 12:00 in Buenos Aires

const efectivo: PaymentType = { id: 1, showName: "Efectivo", description: null, paymentMethod: "CASH", active: true, upload: "APP", onlinePayment: null };
const tarjeta: PaymentType = { id: 2, showName: "Tarjeta al recibir", description: null, paymentMethod: "CARD", active: true, upload: "APP", onlinePayment: null };
const online: PaymentType = { id: 3, showName: "Tarjeta online", description: null, paymentMethod: "ONLINE", active: true, upload: "API", onlinePayment: { providerName: "sandbox" } };
const apagado: PaymentType = { id: 4, showName: "Transferencia", description: null, paymentMethod: "CARD", active: false, upload: "APP", onlinePayment: null };

const allWeek = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, workingHours: [{ startAt: "11:00", endAt: "23:30" }] }));

function mode(type: OrderModeType, paymentTypes: PaymentType[] = [efectivo, tarjeta, online, apagado]): OrderMode {
  return {
    id: 1, slug: type === "DELIVERY" ? "delivery" : "take-away", type, showName: null, orderEnabled: true, useSchedule: false, active: true,
    scheduledOnly: false, minDelayInMinutes: 30, maxDelayInMinutes: 60, schedules: [], promotionalBanner: null, paymentTypes,
  };
}

const branch = (notesLimit: number | null = 250) =>
  ({ id: 1, companyId: 1, country: "ar", generalConfig: { menuConfig: { notesLimit } } }) as unknown as Branch;

const branchContact = (over: Partial<BranchContact> = {}) =>
  ({
    id: 1, companyId: 1, branchId: 1, alias: "pizzeria-palermo", name: "Pizzería Palermo", blocked: false, alwaysOpen: false,
    mandatoryEmail: false, ordersConsole: false, requiresRiderOnShift: false,
    deliveryConfig: { orderModes: [], workingDays: allWeek, betweenStreetsRequired: false, npsAvg: null },
    ...over,
  }) as BranchContact;

const line = (referenceId: number, quantity: number, sizeId: number | null = null, notes = ""): CartLine => ({
  lineId: lineIdFor(referenceId, sizeId, notes, []), referenceId, referenceType: "PLATE", sizeId, quantity, notes, extras: [], source: "plate",
});
const muzzaGrande = (q = 1) => line(1, q, 12);

function context(over: Partial<PricingContext> = {}): PricingContext {
  const m = over.orderMode ?? mode("DELIVERY");
  return {
    branch: branch(),
    branchContact: branchContact(),
    orderMode: m,
    orderStatus: "open",
    snapshot: { hash: "h1", revision: 1, menu: demoMenu() },
    country: { code: "ar", name: "Argentina", currencyCode: "ARS", currencySymbol: "$", phonePrefix: "54", mantissaLength: 0, timeZone: "America/Argentina/Buenos_Aires" },
    cart: cart([muzzaGrande()]),
    now: NOW,
    signedInPhone: null,
    phone: PHONE,
    ...over,
  };
}

// A square around Palermo; the diner's point inside it.
const palermoZone: DeliveryZone = {
  id: 1, name: "Palermo", polygon: [[-34.6, -58.45], [-34.6, -58.4], [-34.55, -58.4], [-34.55, -58.45]],
  fee: 1500, cashFee: 2000, minimumOrder: 6000, freeDeliveryFrom: 30000, active: true, position: 1, cashAllowed: true,
};
const inside = { fullAddress: "Honduras 4800, Palermo", street: "Honduras", number: "4800", city: "CABA", lat: -34.58, lng: -58.43 };
const outside = { ...inside, lat: -34.7, lng: -58.6 };

function sources(over: Partial<PricingSources> = {}): PricingSources {
  return {
    serviceFee: { userFee: 300, percentageUserFee: 0 },
    surcharges: [{ name: "Recargo por embalaje", type: "FIXED", value: 250, surchargeReferenceId: 7 }],
    generalDiscounts: [],
    zones: [palermoZone],
    program: null,
    customer: null,
    code: null,
    firstPurchase: true,
    ...over,
  };
}

function draft(over: Partial<OrderDraft> = {}): OrderDraft {
  return {
    paymentTypeId: efectivo.id,
    phone: "11 5555-0001",
    phoneCountry: "ar",
    customerName: "Martina",
    lastName: "Gómez",
    destination: inside,
    scheduled: false,
    paysWith: 20000,
    ...over,
  };
}

const code = (over: Partial<CodeDiscountInfo> = {}): CodeDiscountInfo => ({
  id: 9, code: "BIENVENIDA", type: "PERCENT", value: 10, minimumOrderAmount: null, maxDiscountAmount: null, notCombinable: false,
  plate: null, category: null, limitedUsage: false, firstPurchaseOnly: false, active: true, ...over,
});

const program: LoyaltyProgram = {
  active: true, name: "Puntos Sabores", pointsName: "Puntos", orderPercentage: 5, minRedeemedPoints: 100, maxRedeemedPoints: 5000,
  maxRedeemedPercentage: 50, supportsDiscounts: false, branchContactIds: [],
};

function priced(result: PricedOrder | PricingFailure): PricedOrder {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.message}`);
  return result;
}
function refused(result: PricedOrder | PricingFailure): PricingFailure {
  if (result.ok) throw new Error(`priced: total ${result.ticket.total}`);
  return result;
}

describe("priceOrder: the order and its ticket, to the peso", () => {
  it("cash delivery at Palermo from the session cart: 11.500 + 250 + 300 + 2.000 = $ 14.050", () => {
    const p = priced(priceOrder(context(), draft(), sources()));
    expect(p.phone).toBe(PHONE);
    expect(p.payment.showName).toBe("Efectivo");
    expect(p.ticket.itemsTotal).toBe(11500);
    expect(p.ticket.surcharges.map((s) => [s.name, s.amount])).toEqual([["Recargo por embalaje", 250]]);
    expect(p.ticket.serviceFee.amount).toBe(300);
    expect(p.ticket.deliveryFee?.amount).toBe(2000);
    expect(p.ticket.total).toBe(14050);
    expect(p.ticket.totalText).toBe("$ 14.050");
    expect(p.deliveryInfo).toEqual({ fee: 1500, cashFee: 2000, minimumOrder: 6000, freeDeliveryFrom: 30000, inside: true });
    expect(p.destination).toMatchObject({ street: "Honduras", number: "4800", lat: -34.58, lng: -58.43, betweenStreets: null });
    expect(p.paysWith).toBe(20000);
    expect(p.slot).toBeNull();
    expect(p.priced.lines.map((l) => [l.plate.name, l.line.quantity, l.lineTotal])).toEqual([["Muzzarella", 1, 11500]]);
  });

  it("the card on delivery pays the plain fee: $ 13.550, and paysWith is not kept", () => {
    const p = priced(priceOrder(context(), draft({ paymentTypeId: tarjeta.id }), sources()));
    expect(p.ticket.deliveryFee?.amount).toBe(1500);
    expect(p.ticket.total).toBe(13550);
    expect(p.paysWith).toBeNull();
  });

  it("no payment type given: the mode's first active one (Efectivo)", () => {
    expect(priced(priceOrder(context(), draft({ paymentTypeId: null }), sources())).payment.id).toBe(efectivo.id);
  });

  it("the API's items are priced as sent: two identical items stay two lines; the session cart is not used", () => {
    const items = [
      { referenceId: 3, quantity: 3, sizeId: null, extras: [], notes: "" }, // empanadas: 3x2 → $ 2.400
      { referenceId: 8, quantity: 1, sizeId: null, extras: [], notes: "" },
      { referenceId: 8, quantity: 1, sizeId: null, extras: [], notes: "" },
    ];
    const p = priced(priceOrder(context({ orderMode: mode("TAKE_AWAY") }), draft({ items, destination: null }), sources()));
    expect(p.priced.lines.map((l) => [l.plate.name, l.lineTotal])).toEqual([["Empanada de carne", 2400], ["Flan con dulce de leche", 3500], ["Flan con dulce de leche", 3500]]);
    expect(p.ticket.itemsTotal).toBe(9400);
    expect(p.ticket.deliveryFee).toBeNull();
    expect(p.destination).toBeNull();
    expect(p.ticket.total).toBe(9400 + 250 + 300);
  });

  it("general discounts by priority and a percentage service fee on the order amount", () => {
    const p = priced(priceOrder(context({ cart: cart([muzzaGrande(2)]) }), draft({ paysWith: 30000 }), sources({
      generalDiscounts: [{ name: "Martes", type: "FIXED", value: 1000, priority: 2 }, { name: "Socios", type: "PERCENT", value: 10, priority: 1 }],
      serviceFee: { userFee: 100, percentageUserFee: 2 },
    })));
    // 23.000 − 10 % (2.300) − 1.000 = 19.700; + 250 = 19.950; fee 100 + 2 % of 19.950 (399) = 499; cash delivery 2.000.
    expect(p.ticket.discounts.map((d) => [d.name, d.amount])).toEqual([["Socios", 2300], ["Martes", 1000]]);
    expect(p.ticket.orderAmount).toBe(19950);
    expect(p.ticket.serviceFee.amount).toBe(499);
    expect(p.ticket.total).toBe(19950 + 499 + 2000);
  });

  it("cash typed as the diner writes it ('$ 20.000') is kept in pesos", () => {
    expect(priced(priceOrder(context(), draft({ paysWith: "$ 20.000" }), sources())).paysWith).toBe(20000);
  });
});

describe("priceOrder: ordering possible, notes, lines", () => {
  it("a blocked location or an informational menu: 422 'Menú informativo. Pedidos deshabilitados.'", () => {
    for (const ctx of [context({ branchContact: branchContact({ blocked: true }) }), context({ orderStatus: "informational" })]) {
      const f = refused(priceOrder(ctx, draft(), sources()));
      expect([f.status, f.message]).toEqual([422, "Menú informativo. Pedidos deshabilitados."]);
      expect(f.pricing?.ticket.total).toBe(14050); // the page still shows the ticket
    }
  });

  it("closed: 422 with the §2 'Closed branch' text", () => {
    const f = refused(priceOrder(context({ orderStatus: "closed" }), draft(), sources()));
    expect([f.status, f.message]).toEqual([422, "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura."]);
  });

  it("only scheduled orders: an immediate one is refused with 'Seleccione un horario de programación del pedido'", () => {
    const f = refused(priceOrder(context({ orderStatus: "scheduleOnly" }), draft(), sources()));
    expect([f.status, f.message, f.fieldErrors.schedule]).toEqual([422, "Seleccione un horario de programación del pedido", "Seleccione un horario de programación del pedido"]);
  });

  it("the cart and checkout pages' note says the same", () => {
    expect(orderingClosedMessage("open", false)).toBeNull();
    expect(orderingClosedMessage("scheduleOnly", false)).toBeNull();
    expect(orderingClosedMessage("open", true)).toBe("Menú informativo. Pedidos deshabilitados.");
    expect(orderingClosedMessage("informational", false)).toBe("Menú informativo. Pedidos deshabilitados.");
    expect(orderingClosedMessage("closed", false)).toBe("El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.");
  });

  it("order notes: over the branch's limit, or any when notes are disabled → 400; within it they pass", () => {
    const long = refused(priceOrder(context({ branch: branch(20) }), draft({ notes: "x".repeat(21) }), sources()));
    expect([long.status, long.message, long.fieldErrors.notes]).toEqual([400, "Las notas no pueden superar los 20 caracteres", "Las notas no pueden superar los 20 caracteres"]);
    const disabled = refused(priceOrder(context({ branch: branch(null) }), draft({ notes: "Timbre 2" }), sources()));
    expect([disabled.status, disabled.message]).toEqual([400, "Este local no admite notas en los productos"]);
    expect(priceOrder(context({ branch: branch(20) }), draft({ notes: "  Timbre 2  " }), sources()).ok).toBe(true);
  });

  it("an empty order: 422 'Tu pedido está vacío…'", () => {
    const f = refused(priceOrder(context({ cart: cart([]) }), draft(), sources()));
    expect([f.status, f.message]).toEqual([422, "Tu pedido está vacío. Agregá productos para continuar."]);
    expect(refused(priceOrder(context(), draft({ items: [] }), sources())).message).toBe("Tu pedido está vacío. Agregá productos para continuar.");
  });

  it("a plate gone from the menu, and a line breaking a cart rule: 422 with each line's index", () => {
    const items = [
      { referenceId: 8, quantity: 1, sizeId: null, extras: [], notes: "" },
      { referenceId: 999, quantity: 1, sizeId: null, extras: [], notes: "" },
      { referenceId: 5, quantity: 6, sizeId: null, extras: [{ groupId: 20, groupItems: [{ referenceId: 201, quantity: 1 }] }], notes: "" },
    ];
    const f = refused(priceOrder(context(), draft({ items }), sources()));
    expect(f.status).toBe(422);
    expect(f.lineErrors).toEqual([
      { referenceId: 999, index: 1, message: "Este producto ya no está disponible. Quitalo de tu pedido para continuar." },
      { referenceId: 5, index: 2, message: "Has alcanzado el máximo de unidades (5) para este producto" },
    ]);
    expect(f.message).toBe("Este producto ya no está disponible. Quitalo de tu pedido para continuar.");
  });

  it("a session line whose size is no longer offered is refused", () => {
    const f = refused(priceOrder(context({ cart: cart([line(1, 1, 77)]) }), draft(), sources()));
    expect(f.lineErrors).toEqual([{ referenceId: 1, index: 0, message: "El tamaño elegido no corresponde a este producto" }]);
  });
});

describe("priceOrder: payment (§4)", () => {
  const noCash: DeliveryZone = { ...palermoZone, cashAllowed: false };

  it("cash asked for where the zone's couriers refuse it: 422 with the §5 message", () => {
    const f = refused(priceOrder(context(), draft(), sources({ zones: [noCash] })));
    expect([f.status, f.message, f.fieldErrors.paymentType]).toEqual([
      422,
      "En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde",
      "En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde",
    ]);
  });

  it("no payment type given in such a zone: the first non-cash one (the card fee, $ 13.550)", () => {
    const p = priced(priceOrder(context(), draft({ paymentTypeId: null }), sources({ zones: [noCash] })));
    expect(p.payment.id).toBe(tarjeta.id);
    expect(p.ticket.total).toBe(13550);
  });

  it("an inactive or unknown payment type: 422 'Seleccioná un medio de pago disponible…'", () => {
    for (const id of [apagado.id, 42]) {
      const f = refused(priceOrder(context(), draft({ paymentTypeId: id }), sources()));
      expect([f.status, f.message]).toEqual([422, "Seleccioná un medio de pago disponible para continuar."]);
    }
  });
});

describe("priceOrder: discount code (§5)", () => {
  it("BIENVENIDA 10 % off the products: 11.500 − 1.150 → $ 12.900", () => {
    const p = priced(priceOrder(context(), draft({ code: " bienvenida " }), sources({ code: code() })));
    expect(p.code).toMatchObject({ id: 9, code: "BIENVENIDA", amount: 1150, value: 10, deliveryAmount: 0, maxUses: false, warning: null });
    expect(p.codeMessage).toBeNull();
    expect(p.ticket.codeDiscount).toMatchObject({ amount: 1150, label: "Código BIENVENIDA", text: "-$ 1.150" });
    expect(p.ticket.total).toBe(14050 - 1150);
  });

  it("a free-delivery code keeps the fee it waived (deliveryAmount $ 2.000)", () => {
    const p = priced(priceOrder(context(), draft({ code: "ENVIOGRATIS" }), sources({ code: code({ code: "ENVIOGRATIS", type: "DELIVERY_FEE", value: 0, limitedUsage: true }) })));
    expect(p.ticket.deliveryFee).toMatchObject({ amount: 0, free: true, text: "Gratis" });
    expect(p.code).toMatchObject({ deliveryAmount: 2000, maxUses: true });
    expect(p.ticket.total).toBe(12050);
  });

  it("an unknown code: 422 with the §8 message; the ticket is without it", () => {
    const f = refused(priceOrder(context(), draft({ code: "NOEXISTE" }), sources()));
    expect([f.status, f.message, f.fieldErrors.code]).toEqual([422, "No se encontró ningún descuento con el código ingresado.", "No se encontró ningún descuento con el código ingresado."]);
    expect(f.pricing?.codeMessage).toBe("No se encontró ningún descuento con el código ingresado.");
    expect(f.pricing?.ticket.total).toBe(14050);
  });

  it("a first-purchase code for a phone that already ordered, and a code for another payment method", () => {
    const first = refused(priceOrder(context(), draft({ code: "BIENVENIDA" }), sources({ code: code({ firstPurchaseOnly: true }), firstPurchase: false })));
    expect(first.fieldErrors.code).toBe("Descuento válido solo para tu primera compra");
    expect(priceOrder(context(), draft({ code: "BIENVENIDA" }), sources({ code: code({ firstPurchaseOnly: true }), firstPurchase: true })).ok).toBe(true);
    const cash = refused(priceOrder(context(), draft({ code: "BIENVENIDA", paymentTypeId: tarjeta.id }), sources({ code: code({ paymentMethod: "CASH" }) })));
    expect(cash.message).toBe("Descuento válido solo pagando en efectivo");
  });

  it("without a valid phone the code is not validated: 'Asegúrese de haber ingresado sus datos…'", () => {
    const f = refused(priceOrder(context({ phone: null }), draft({ phone: "123", code: "BIENVENIDA" }), sources({ code: code() })));
    expect(f.message).toBe("Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.");
  });

  it("points with a code where the programme refuses both: 422 on the code", () => {
    const f = refused(priceOrder(context({ signedInPhone: PHONE }), draft({ code: "BIENVENIDA", redeemedPoints: 500 }), sources({ code: code(), program, customer: { loyaltyBalance: 2000 } })));
    expect(f.fieldErrors.code).toBe("No es posible usar un código de descuento junto con el canje de Puntos");
  });
});

describe("priceOrder: loyalty points (§5 Loyalty redemption)", () => {
  const withPoints = (points: number, over: Partial<PricingContext> = {}, src: Partial<PricingSources> = {}) =>
    priceOrder(context({ signedInPhone: PHONE, ...over }), draft({ redeemedPoints: points }), sources({ program, customer: { loyaltyBalance: 2000 }, ...src }));

  it("the signed-in diner redeems 1.000 points: $ 14.050 − 1.000 = $ 13.050", () => {
    const p = priced(withPoints(1000));
    expect(p.redeemedPoints).toBe(1000);
    expect(p.ticket.loyalty).toMatchObject({ points: 1000, amount: 1000, label: "Canje de Puntos", text: "-$ 1.000" });
    expect(p.ticket.total).toBe(13050);
  });

  it("points by phone alone, for another phone, or without a programme here: 422 'Inicie sesión'", () => {
    for (const f of [
      withPoints(1000, { signedInPhone: null }),
      withPoints(1000, { signedInPhone: "+5491155550002" }),
      withPoints(1000, {}, { program: { ...program, branchContactIds: [99] } }),
      withPoints(1000, {}, { customer: null }),
    ]) {
      expect([refused(f).status, refused(f).message, refused(f).fieldErrors.points]).toEqual([422, "Inicie sesión", "Inicie sesión"]);
    }
  });

  it("more than the balance, the maximum or the order's cap; fewer than the minimum", () => {
    expect(refused(withPoints(2500)).message).toBe("El máximo de Puntos acumulados es: 2.000");
    expect(refused(withPoints(2500, {}, { customer: { loyaltyBalance: 9000 }, program: { ...program, maxRedeemedPoints: 2400 } })).message).toBe("El máximo de Puntos canjeable es: 2.400");
    expect(refused(withPoints(50)).message).toBe("El mínimo de Puntos canjeable es: 100");
    // 50 % of the order amount (11.750) = 5.875
    expect(refused(withPoints(6000, {}, { customer: { loyaltyBalance: 9000 }, program: { ...program, maxRedeemedPoints: 9000 } })).message).toBe("El máximo de Puntos utilizable para este pedido es: 5.875");
  });
});

describe("priceOrder: the client's amounts (§8 errors list) are compared, never trusted", () => {
  const items = [{ referenceId: 8, quantity: 2, sizeId: null, extras: [], notes: "", price: 3500 }];
  const takeAway = () => context({ orderMode: mode("TAKE_AWAY") });

  it("equal amounts pass", () => {
    const p = priced(priceOrder(takeAway(), draft({ items, destination: null, declared: { total: 7550, userServiceFee: 300, surcharges: 250, discounts: 0, deliveryFee: 0 } }), sources()));
    expect(p.ticket.total).toBe(7550);
  });

  it("declared delivery fee, discounts and surcharges are compared too", () => {
    const f = refused(priceOrder(context(), draft({ declared: { deliveryFee: 1500, discounts: 100, surcharges: 0 } }), sources()));
    expect(f.errors).toEqual([
      { referenceId: null, field: "deliveryFee", expected: 2000, received: 1500 },
      { referenceId: null, field: "discounts", expected: 0, received: 100 },
      { referenceId: null, field: "surcharges", expected: 250, received: 0 },
    ]);
  });

  it("a different unit price and total: 409 with each difference, nothing else decided", () => {
    const f = refused(priceOrder(takeAway(), draft({ items: [{ ...items[0], price: 3000 }], destination: null, declared: { total: 6550, userServiceFee: 0 } }), sources()));
    expect(f.status).toBe(409);
    expect(f.message).toBe("Los precios de tu pedido cambiaron. Revisá el pedido antes de confirmarlo.");
    expect(f.errors).toEqual([
      { referenceId: 8, field: "price", expected: 3500, received: 3000 },
      { referenceId: null, field: "price", expected: 7550, received: 6550 },
      { referenceId: null, field: "userServiceFee", expected: 300, received: 0 },
    ]);
  });
});

describe("priceOrder: §5 checkout checks", () => {
  it("missing name and phone: 400 with each field's message, the last one as the form message", () => {
    const f = refused(priceOrder(context({ phone: null }), draft({ phone: "", customerName: " " }), sources()));
    expect(f.status).toBe(400);
    expect(f.fieldErrors).toMatchObject({ phone: "Debe ingresar su número de teléfono para continuar.", name: "Debe ingresar su nombre para poder realizar el pedido." });
    expect(f.message).toBe("Debe ingresar su nombre para poder realizar el pedido.");
  });

  it("a phone that is not a mobile: 'Debe ingresar un número de teléfono válido para continuar.'", () => {
    const f = refused(priceOrder(context({ phone: null }), draft({ phone: "1234567" }), sources()));
    expect([f.status, f.fieldErrors.phone]).toEqual([400, "Debe ingresar un número de teléfono válido para continuar."]);
  });

  it("the location's mandatory email, and the between streets it requires", () => {
    const email = refused(priceOrder(context({ branchContact: branchContact({ mandatoryEmail: true }) }), draft(), sources()));
    expect(email.fieldErrors.email).toBe("Debe ingresar su email para poder realizar el pedido");
    const between = branchContact({ deliveryConfig: { orderModes: [], workingDays: allWeek, betweenStreetsRequired: true, npsAvg: null } });
    expect(refused(priceOrder(context({ branchContact: between }), draft(), sources())).fieldErrors.betweenStreets).toBe("Debe ingresar entrecalles para poder realizar el pedido.");
    expect(priceOrder(context({ branchContact: between }), draft({ destination: { ...inside, betweenStreets: "Thames y Uriarte" } }), sources()).ok).toBe(true);
  });

  it("an email or a document that is not one", () => {
    const f = refused(priceOrder(context(), draft({ customerEmail: "martina@", document: "12.345" }), sources()));
    expect(f.fieldErrors).toMatchObject({ email: "Ingrese un email valido", document: "Ingrese un documento valido" });
    expect(priceOrder(context(), draft({ customerEmail: "martina@example.com", document: "30.123.456" }), sources()).ok).toBe(true);
  });

  it("table orders need the table number", () => {
    const f = refused(priceOrder(context({ orderMode: mode("TABLE") }), draft({ destination: null }), sources()));
    expect(f.fieldErrors.tableNumber).toBe("Debe ingresar número de mesa para poder realizar el pedido.");
    expect(priceOrder(context({ orderMode: mode("TABLE") }), draft({ destination: null, tableNumber: "12" }), sources()).ok).toBe(true);
  });

  it("cash below the total, and none typed", () => {
    expect(refused(priceOrder(context(), draft({ paysWith: 10000 }), sources())).fieldErrors.paysWith).toBe("El monto con el cual abonará no puede ser menor al precio del pedido.");
    expect(refused(priceOrder(context(), draft({ paysWith: null }), sources())).fieldErrors.paysWith).toBe("Debe ingresar con cuanto abona para poder realizar el pedido.");
  });

  it("delivery: no address, outside every zone, below the zone's minimum, no rider on shift", () => {
    expect(refused(priceOrder(context(), draft({ destination: null }), sources())).message).toBe("Debe ingresar dirección para poder realizar el pedido.");
    expect(refused(priceOrder(context(), draft({ destination: outside }), sources())).message).toBe("Tu dirección no se encuentra dentro de la zona de entrega.");
    const flan = refused(priceOrder(context({ cart: cart([line(8, 1)]) }), draft(), sources()));
    expect(flan.message).toBe("El precio del pedido debe ser mayor a $6000");
    expect(refused(priceOrder(context(), draft(), sources({ noLogisticsCoverage: true }))).message).toBe("En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde");
  });
});

describe("priceOrder: scheduling (§4)", () => {
  it("an offered slot, by its form value or its instant, is the order's", () => {
    const byValue = priced(priceOrder(context(), draft({ scheduled: true, scheduledAt: "2026-11-18T20:00" }), sources()));
    expect(byValue.slot).toMatchObject({ value: "2026-11-18T20:00", time: "20:00", at: Date.parse("2026-11-18T23:00:00Z") });
    const byInstant = priced(priceOrder(context(), draft({ scheduled: true, scheduledAt: Date.parse("2026-11-18T23:00:00Z") }), sources()));
    expect(byInstant.slot?.value).toBe("2026-11-18T20:00");
  });

  it("a mode with its own schedule offers its hours, not the location's", () => {
    const nights = { ...mode("DELIVERY"), useSchedule: true, schedules: [{ dayOfWeek: 3, workingHours: [{ startAt: "21:00", endAt: "23:00" }] }] };
    expect(priceOrder(context({ orderMode: nights }), draft({ scheduled: true, scheduledAt: "2026-11-18T20:00" }), sources()).ok).toBe(false);
    expect(priced(priceOrder(context({ orderMode: nights }), draft({ scheduled: true, scheduledAt: "2026-11-18T21:30" }), sources())).slot?.time).toBe("21:30");
  });

  it("a slot not offered now (outside the hours) is no slot: 400 'Seleccione un horario…'", () => {
    const f = refused(priceOrder(context(), draft({ scheduled: true, scheduledAt: "2026-11-18T03:17" }), sources()));
    expect([f.status, f.fieldErrors.schedule]).toEqual([400, "Seleccione un horario de programación del pedido"]);
  });
});

describe("orderPhone", () => {
  it("E.164 from what the diner typed, in the country chosen or the branch's", () => {
    expect(orderPhone({ phone: "11 5555-0001", phoneCountry: "ar" }, { country: "ar" })).toBe(PHONE);
    expect(orderPhone({ phone: "11 5555-0001", phoneCountry: null }, { country: "ar" })).toBe(PHONE);
    expect(orderPhone({ phone: "123", phoneCountry: "ar" }, { country: "ar" })).toBeNull();
  });
});
