// A past day of orders (Tuesday 2026-11-17, Buenos Aires time) so that the console's day's
// figures (/consola/{alias}/resumen?fecha=2026-11-17) show real numbers in the demo and in the
// tests. Every order is finished (delivered or cancelled) or an online card order never paid, so
// no board, picker or rider list of today shows them; none belongs to a customer of the contract.
//
// Palermo that day: 9 orders received (2 cancelled), sales $ 116.450 (cash $ 76.100 in 5 orders,
// card on pick-up $ 20.800, online card $ 19.550), average ticket $ 16.636, accept 4 min,
// preparation 19 min, delivery 54 min. Belgrano 2 orders (1 cancelled), Café Centro 1, Caballito none.
// Ids: orders 201.., lines order*10+n (2011..), events 10000+order*10+n (12010..).
import type * as s from "~/data/schema/index.server";
import type { OrderStatus } from "~/domain/orders/order-status";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import { DEMO_IDS } from "./demo-tenant";
import { DEMO_ORDER_IDS } from "./demo-tenant-orders";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

const I = DEMO_IDS;
const C1 = I.companies.sabores;
const BC = I.branchContacts;
const OM = I.orderModes;
const P = I.plates;

export const FIGURES_DEMO_DAY = "2026-11-17";

/** A Buenos Aires wall-clock time (UTC−3, no daylight saving) on a day of November 2026. */
const ba = (day: number, hh: number, mm: number) => Date.UTC(2026, 10, day, hh + 3, mm);
const min = 60_000;

interface LineDef {
  plateId: number;
  categoryId: number;
  name: string;
  sizeName?: string;
  sizeId?: number;
  quantity: number;
  unitPrice: number;
  originalUnitPrice?: number;
}
interface DayOrderDef {
  id: number;
  code: string;
  branchContactId: number;
  branchId: number;
  orderModeId: number;
  type: OrderModeType;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  /** Buenos Aires day of November 2026, hour and minute it was placed (reached the shop). */
  at: [number, number, number];
  /** Minutes after `at` of each status reached (GENERATED is 0); PENDING_PAYMENT may be negative. */
  events: Partial<Record<OrderStatus, number>>;
  lines: LineDef[];
  fees?: { surcharge: number; service: number; delivery: number };
  codeDiscount?: number;
  scheduledAt?: [number, number, number];
}

const carne = (quantity: number): LineDef => ({ plateId: P.empanadaCarne, categoryId: I.categories.empanadas, name: "Empanada de carne", quantity, unitPrice: 800, originalUnitPrice: 1200 });
const verdura = (quantity: number): LineDef => ({ plateId: P.empanadaVerdura, categoryId: I.categories.empanadas, name: "Empanada de verdura", quantity, unitPrice: 1100 });
const muzzaGrande = (quantity: number, unitPrice = 11500): LineDef => ({ plateId: P.muzzarella, categoryId: I.categories.pizzas, name: "Muzzarella", sizeName: "Grande", sizeId: I.sizes.muzzarellaGrande, quantity, unitPrice, originalUnitPrice: unitPrice });
const muzzaChica = (quantity: number): LineDef => ({ plateId: P.muzzarella, categoryId: I.categories.pizzas, name: "Muzzarella", sizeName: "Chica", sizeId: I.sizes.muzzarellaChica, quantity, unitPrice: 8000 });
const napolitana = (quantity: number): LineDef => ({ plateId: P.napolitana, categoryId: I.categories.pizzas, name: "Napolitana", quantity, unitPrice: 10400, originalUnitPrice: 13000 });
const coca = (quantity: number): LineDef => ({ plateId: P.cocaCola, categoryId: I.categories.bebidas, name: "Coca-Cola 1,5 L", quantity, unitPrice: 2500, originalUnitPrice: 3000 });
const ipa = (quantity: number): LineDef => ({ plateId: P.cervezaIpa, categoryId: I.categories.bebidas, name: "Cerveza IPA", quantity, unitPrice: 3200, originalUnitPrice: 4000 });
const combo = (quantity: number): LineDef => ({ plateId: P.combo, categoryId: I.categories.promos, name: "Combo Pizza + Bebida", quantity, unitPrice: 14000 });
const flan = (quantity: number): LineDef => ({ plateId: P.flan, categoryId: I.categories.postres, name: "Flan con dulce de leche", quantity, unitPrice: 3500 });
const cafeConLeche = (quantity: number): LineDef => ({ plateId: 12001, categoryId: 1201, name: "Café con leche", quantity, unitPrice: 3200 });
const medialunas = (quantity: number): LineDef => ({ plateId: 12003, categoryId: 1202, name: "Medialunas x 3", quantity, unitPrice: 2700 });

/** Palermo delivery: 'Recargo por embalaje' $ 250, service fee $ 300, delivery $ 2.000 cash or $ 1.500 online. */
const palermoDelivery = (cash: boolean) => ({ surcharge: 250, service: 300, delivery: cash ? 2000 : 1500 });
const palermo = { branchContactId: BC.palermo, branchId: I.branches.pizzeria };

const DAY: DayOrderDef[] = [
  { id: 201, code: "SABDIA01", ...palermo, orderModeId: OM.palermoDelivery, type: "DELIVERY", paymentMethod: "CASH", status: "DELIVERED", at: [17, 12, 10], events: { GENERATED: 0, ACCEPTED: 3, READY: 25, DELIVERED: 48 }, lines: [muzzaGrande(1), coca(1)], fees: palermoDelivery(true) },
  { id: 202, code: "SABDIA02", ...palermo, orderModeId: OM.palermoTakeAway, type: "TAKE_AWAY", paymentMethod: "CARD", status: "DELIVERED", at: [17, 12, 40], events: { GENERATED: 0, ACCEPTED: 5, READY: 25, DELIVERED: 32 }, lines: [napolitana(2)] },
  { id: 203, code: "SABDIA03", ...palermo, orderModeId: OM.palermoTable, type: "TABLE", paymentMethod: "CASH", status: "DELIVERED", at: [17, 13, 5], events: { GENERATED: 0, ACCEPTED: 2, READY: 20, DELIVERED: 45 }, lines: [carne(6), ipa(2)] },
  { id: 204, code: "SABDIA04", ...palermo, orderModeId: OM.palermoDelivery, type: "DELIVERY", paymentMethod: "ONLINE", status: "DELIVERED", at: [17, 13, 20], events: { PENDING_PAYMENT: -2, GENERATED: 0, ACCEPTED: 4, READY: 30, DELIVERED: 60 }, lines: [combo(1), flan(1)], fees: palermoDelivery(false) },
  { id: 205, code: "SABDIA05", ...palermo, orderModeId: OM.palermoDelivery, type: "DELIVERY", paymentMethod: "CASH", status: "CANCELED", at: [17, 13, 45], events: { GENERATED: 0, CANCELED: 7 }, lines: [muzzaChica(1)], fees: palermoDelivery(true) },
  // A scheduled order, placed in the morning for 21:00: it counts for acceptance only.
  { id: 206, code: "SABDIA06", ...palermo, orderModeId: OM.palermoDelivery, type: "DELIVERY", paymentMethod: "CASH", status: "DELIVERED", at: [17, 10, 30], scheduledAt: [17, 21, 0], events: { GENERATED: 0, ACCEPTED: 10, READY: 610, DELIVERED: 635 }, lines: [muzzaGrande(2), coca(2)], fees: palermoDelivery(true) },
  // PIZZA2000: $ 2.000 off.
  { id: 207, code: "SABDIA07", ...palermo, orderModeId: OM.palermoTakeAway, type: "TAKE_AWAY", paymentMethod: "CASH", status: "DELIVERED", at: [17, 20, 15], events: { GENERATED: 0, ACCEPTED: 6, READY: 25, DELIVERED: 40 }, lines: [verdura(3), muzzaGrande(1, 13000)], codeDiscount: 2000 },
  { id: 208, code: "SABDIA08", ...palermo, orderModeId: OM.palermoDelivery, type: "DELIVERY", paymentMethod: "ONLINE", status: "CANCELED", at: [17, 21, 30], events: { PENDING_PAYMENT: -2, GENERATED: 0, ACCEPTED: 3, CANCELED: 10 }, lines: [combo(2)], fees: palermoDelivery(false) },
  { id: 209, code: "SABDIA09", ...palermo, orderModeId: OM.palermoTakeAway, type: "TAKE_AWAY", paymentMethod: "CASH", status: "DELIVERED", at: [17, 23, 50], events: { GENERATED: 0, ACCEPTED: 2, READY: 9, DELIVERED: 15 }, lines: [flan(1)] },
  // Not that day: an online card order never paid, and one placed five minutes before midnight of the 16th.
  { id: 210, code: "SABDIA10", ...palermo, orderModeId: OM.palermoDelivery, type: "DELIVERY", paymentMethod: "ONLINE", status: "PENDING_PAYMENT", at: [17, 19, 40], events: { PENDING_PAYMENT: 0 }, lines: [napolitana(1)], fees: palermoDelivery(false) },
  { id: 211, code: "SABDIA11", ...palermo, orderModeId: OM.palermoTakeAway, type: "TAKE_AWAY", paymentMethod: "CASH", status: "DELIVERED", at: [16, 23, 55], events: { GENERATED: 0, ACCEPTED: 3, READY: 20, DELIVERED: 30 }, lines: [muzzaChica(1)] },
  // Belgrano and Café Centro, for the owner's side-by-side table.
  { id: 221, code: "SABDIA21", branchContactId: BC.belgrano, branchId: I.branches.pizzeria, orderModeId: OM.belgranoTakeAway, type: "TAKE_AWAY", paymentMethod: "CASH", status: "DELIVERED", at: [17, 12, 30], events: { GENERATED: 0, ACCEPTED: 8, READY: 30, DELIVERED: 40 }, lines: [muzzaGrande(2)] },
  { id: 222, code: "SABDIA22", branchContactId: BC.belgrano, branchId: I.branches.pizzeria, orderModeId: OM.belgranoTakeAway, type: "TAKE_AWAY", paymentMethod: "CARD", status: "CANCELED", at: [17, 20, 45], events: { GENERATED: 0, CANCELED: 4 }, lines: [combo(1)] },
  { id: 231, code: "SABDIA31", branchContactId: BC.cafeCentro, branchId: I.branches.cafe, orderModeId: OM.cafeTakeAway, type: "TAKE_AWAY", paymentMethod: "CASH", status: "DELIVERED", at: [17, 9, 15], events: { GENERATED: 0, ACCEPTED: 1, READY: 6, DELIVERED: 10 }, lines: [cafeConLeche(2), medialunas(1)] },
];

const PAYMENT_TYPE_INDEX: Record<PaymentMethod, number> = { CASH: 1, ONLINE: 2, CARD: 2 };

function orderRow(o: DayOrderDef): Row<typeof s.orders> {
  const at = ba(...o.at);
  const itemsTotal = o.lines.reduce((n, l) => n + l.quantity * l.unitPrice, 0);
  const fees = o.fees ?? { surcharge: 0, service: 0, delivery: 0 };
  const codeDiscount = o.codeDiscount ?? 0;
  const lastEvent = Math.max(...Object.values(o.events).map((m) => m ?? 0));
  return {
    id: o.id,
    companyId: C1,
    branchId: o.branchId,
    branchContactId: o.branchContactId,
    orderModeId: o.orderModeId,
    code: o.code,
    idempotencyKey: `seed-day-figures-${o.id}`,
    status: o.status,
    type: o.type,
    paymentMethod: o.paymentMethod,
    paymentTypeId: o.orderModeId * 10 + PAYMENT_TYPE_INDEX[o.paymentMethod],
    paymentStatus: o.paymentMethod === "ONLINE" && o.status !== "PENDING_PAYMENT" ? "PAID" : "PENDING",
    customerId: null,
    customerName: "Cliente de mostrador",
    customerLastName: null,
    customerPhone: `+54911590${String(o.id).padStart(5, "0")}`,
    customerEmail: null,
    customerDocument: null,
    optIn: false,
    destination:
      o.type === "DELIVERY"
        ? { fullAddress: "Av. Santa Fe 3400, Palermo, CABA", street: "Av. Santa Fe", number: "3400", city: "CABA", locality: "Palermo", betweenStreets: null, details: null, lat: -34.5868, lng: -58.4128 }
        : null,
    scheduled: Boolean(o.scheduledAt),
    scheduledAt: o.scheduledAt ? ba(...o.scheduledAt) : null,
    tableNumber: o.type === "TABLE" ? "4" : null,
    notes: null,
    itemsTotal,
    discounts: [],
    surcharges: fees.surcharge ? [{ name: "Recargo por embalaje", type: "FIXED", value: fees.surcharge, amount: fees.surcharge, referenceId: OM.palermoDelivery * 10 + 1 }] : [],
    serviceFee: fees.service,
    deliveryFee: fees.delivery,
    codeDiscount: codeDiscount
      ? { codeId: DEMO_ORDER_IDS.discountCodes.pizza2000, code: "PIZZA2000", type: "FIXED", value: codeDiscount, amount: codeDiscount, deliveryAmount: 0 }
      : null,
    redeemedPoints: 0,
    gainedPoints: 0,
    cashbackCreditedAt: null,
    total: itemsTotal - codeDiscount + fees.surcharge + fees.service + fees.delivery,
    paysWith: null,
    orderText: null,
    menuHash: null,
    source: "SEED",
    campaignId: null,
    createdAt: at,
    updatedAt: at + lastEvent * min,
  };
}

export const orders: Row<typeof s.orders>[] = DAY.map(orderRow);

export const orderLines: Row<typeof s.orderLines>[] = DAY.flatMap((o) =>
  o.lines.map((l, n) => ({
    id: o.id * 10 + n + 1,
    orderId: o.id,
    companyId: C1,
    lineNo: n + 1,
    plateId: l.plateId,
    sizeId: l.sizeId ?? null,
    categoryId: l.categoryId,
    name: l.name,
    sizeName: l.sizeName ?? null,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    originalUnitPrice: l.originalUnitPrice ?? l.unitPrice,
    lineTotal: l.quantity * l.unitPrice,
    discount: null,
    extras: [],
    notes: null,
  })),
);

const EVENT_ORDER: OrderStatus[] = ["PENDING_PAYMENT", "GENERATED", "ACCEPTED", "AWAITING_FINAL_STAGE", "READY", "DELIVERED", "CANCELED"];

export const orderStatusEvents: Row<typeof s.orderStatusEvents>[] = DAY.flatMap((o) =>
  EVENT_ORDER.filter((status) => o.events[status] != null).map((status, n) => ({
    id: 10_000 + o.id * 10 + n,
    orderId: o.id,
    companyId: C1,
    status,
    at: ba(...o.at) + o.events[status]! * min,
    actor: status === "GENERATED" || status === "PENDING_PAYMENT" ? "system" : "console",
  })),
);
