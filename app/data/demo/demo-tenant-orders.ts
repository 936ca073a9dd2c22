// Issue-3 part of the demo tenant (/work/shared/demo-tenant.md "Delivery at
// Palermo", "Codes, customers, staff"): fees, loyalty, codes, Lucía and her
// delivered order, the survey, the 'local' gazetteer. Same style as
// demo-tenant.ts: plain rows with fixed ids, upserted by seed.server.ts.
//
// Ids: customer 1; order 1 ('SABDEM01'); fees/surcharges by order-mode id;
// codes 11901..; survey = branch*10+1 (111), questions 1111.., reasons 11111..;
// loyalty programme 1; movements 1..; geocoder places 1..3.
//
// Counters that live on (discount_codes.uses, customers.loyalty_balance) are
// NOT in the rows: a re-seed must not reset them. customers.loyalty_balance is
// set by seedOrdersFixups() from the last movement's post_balance.
import type * as s from "~/data/schema/index.server";
import type { OrderLineExtraGroup } from "~/domain/orders/order-record";
import { DEMO_IDS } from "./demo-tenant";
import { normalizePlaceQuery } from "~/domain/address/place-query";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

const I = DEMO_IDS;
const C1 = I.companies.sabores;
const BC = I.branchContacts;
const OM = I.orderModes;

export const DEMO_ORDER_IDS = {
  customers: { lucia: 1 },
  orders: { luciaDelivered: 1 },
  orderCodes: { luciaDelivered: "SABDEM01" },
  loyaltyPrograms: { puntosSabores: 1 },
  discountCodes: { bienvenida: 11901, envioGratis: 11902, pizza2000: 11903, unaVez: 11904, efectivo10: 11905 },
  surveys: { pizzeria: 111 },
  surveyQuestions: { rating: 1111, text: 1112 },
} as const;
const D = DEMO_ORDER_IDS;

// ----------------------------------------------------------- fees per mode
// "Delivery at Palermo": service fee $ 300 + 0 % and 'Recargo por embalaje' $ 250
// on delivery; take-away has no fee row → 'Tasa de Servicio (Bonificada)'.
export const orderModeFees: Row<typeof s.orderModeFees>[] = [
  { id: OM.palermoDelivery, companyId: C1, orderModeId: OM.palermoDelivery, userFee: 300, percentageUserFee: 0 },
];

export const generalSurcharges: Row<typeof s.generalSurcharges>[] = [
  { id: OM.palermoDelivery * 10 + 1, companyId: C1, orderModeId: OM.palermoDelivery, name: "Recargo por embalaje", type: "FIXED", value: 250, active: true, position: 0 },
];

/**
 * No discount for everybody (the demo's amounts are a contract). Partner
 * benefits for users of the demo partner 'club-demo' (storefront.md §6; a link
 * from `node scripts/partner-link.mjs`): on Palermo delivery the one with the
 * lowest priority number (15 %) applies, never the $ 1.000 one.
 */
export const PARTNER_DEMO = "club-demo";
export const generalDiscounts: Row<typeof s.generalDiscounts>[] = [
  { id: OM.palermoDelivery * 10 + 1, companyId: C1, orderModeId: OM.palermoDelivery, name: "Beneficio Club Demo 15%", type: "PERCENT", value: 15, priority: 1, active: true, externalBenefitType: PARTNER_DEMO },
  { id: OM.palermoDelivery * 10 + 2, companyId: C1, orderModeId: OM.palermoDelivery, name: "Club Demo: $ 1.000 de regalo", type: "FIXED", value: 1000, priority: 2, active: true, externalBenefitType: PARTNER_DEMO },
  { id: OM.palermoTakeAway * 10 + 1, companyId: C1, orderModeId: OM.palermoTakeAway, name: "Beneficio Club Demo 15%", type: "PERCENT", value: 15, priority: 1, active: true, externalBenefitType: PARTNER_DEMO },
];

// ----------------------------------------------------------------- loyalty
export const loyaltyPrograms: Row<typeof s.loyaltyPrograms>[] = [
  {
    id: D.loyaltyPrograms.puntosSabores,
    companyId: C1,
    branchId: null, // the whole company
    name: "Puntos Sabores",
    pointsName: "Puntos",
    active: true,
    orderPercentage: 5,
    minRedeemedPoints: 500,
    maxRedeemedPoints: 5000,
    maxRedeemedPercentage: 30,
    // docs/decisions.md#checkout-and-orders "Loyalty and codes": points and a code exclude each other.
    supportsDiscounts: false,
    branchContactIds: [],
  },
];

// Loyalty reward sign-up (storefront.md §2 Modals, §4 'Reward modal shows when programme and
// reward are active and the reward has no branch contact'): fixed id, upserted (idempotent).
export const DEMO_REWARD_ID = 11951;
export const loyaltyRewards: Row<typeof s.loyaltyRewards>[] = [
  { id: DEMO_REWARD_ID, companyId: C1, branchId: I.branches.pizzeria, branchContactId: null, name: "500 Puntos de bienvenida", amount: 500, active: true },
];

// --------------------------------------------------------------- customers
export const customers: Row<typeof s.customers>[] = [
  {
    id: D.customers.lucia,
    companyId: C1,
    phone: "+5491155550001",
    name: "Lucía Fernández",
    email: "lucia.fernandez@example.com",
    document: null,
    optIn: true,
    createdAt: Date.UTC(2025, 0, 15, 15, 0, 0),
    updatedAt: Date.UTC(2025, 0, 15, 15, 0, 0),
  },
];

// ------------------------------------------------- Lucía's delivered order
// Palermo, delivery, cash: Muzzarella Grande + Extra muzzarella (13.000) and a
// Coca-Cola 1,5 L with its $ 500 FIXED discount (2.500) → items 15.500;
// 'Recargo por embalaje' 250, service fee 300, cash delivery fee 2.000 → 18.050.
// Cashback 5 % = 903 Puntos (902,5 rounded).
const ORDERED_AT = Date.UTC(2025, 4, 10, 0, 5, 0); // 2025-05-09 21:05 in Buenos Aires
const min = 60_000;
const muzzaExtras: OrderLineExtraGroup[] = [
  { groupId: I.garnishGroups.agregados, groupName: "Agregados", items: [{ garnishId: I.garnishes.extraMuzzarella, name: "Extra muzzarella", quantity: 1, price: 1500 }] },
];

export const orders: Row<typeof s.orders>[] = [
  {
    id: D.orders.luciaDelivered,
    companyId: C1,
    branchId: I.branches.pizzeria,
    branchContactId: BC.palermo,
    orderModeId: OM.palermoDelivery,
    code: D.orderCodes.luciaDelivered,
    idempotencyKey: "seed-lucia-delivered-1",
    status: "DELIVERED",
    type: "DELIVERY",
    paymentMethod: "CASH",
    paymentTypeId: OM.palermoDelivery * 10 + 1,
    paymentStatus: "PENDING",
    customerId: D.customers.lucia,
    customerName: "Lucía Fernández",
    customerLastName: null,
    customerPhone: "+5491155550001",
    customerEmail: "lucia.fernandez@example.com",
    customerDocument: null,
    optIn: true,
    destination: {
      fullAddress: "Gurruchaga 1500, Palermo, CABA",
      street: "Gurruchaga",
      number: "1500",
      city: "CABA",
      locality: "Palermo",
      betweenStreets: "Cabrera y Gorriti",
      details: "Piso 3, depto B",
      lat: -34.5893,
      lng: -58.4262,
    },
    scheduled: false,
    scheduledAt: null,
    tableNumber: null,
    notes: "Tocar timbre, por favor.",
    itemsTotal: 15500,
    discounts: [],
    surcharges: [{ name: "Recargo por embalaje", type: "FIXED", value: 250, amount: 250, referenceId: OM.palermoDelivery * 10 + 1 }],
    serviceFee: 300,
    deliveryFee: 2000,
    codeDiscount: null,
    redeemedPoints: 0,
    gainedPoints: 903,
    cashbackCreditedAt: ORDERED_AT + 50 * min,
    total: 18050,
    paysWith: 20000,
    orderText: null,
    menuHash: null,
    source: "SEED",
    campaignId: null,
    createdAt: ORDERED_AT,
    updatedAt: ORDERED_AT + 50 * min,
  },
];

export const orderLines: Row<typeof s.orderLines>[] = [
  {
    id: 1,
    orderId: D.orders.luciaDelivered,
    companyId: C1,
    lineNo: 1,
    plateId: I.plates.muzzarella,
    sizeId: I.sizes.muzzarellaGrande,
    categoryId: I.categories.pizzas,
    name: "Muzzarella",
    sizeName: "Grande",
    quantity: 1,
    unitPrice: 13000,
    originalUnitPrice: 13000,
    lineTotal: 13000,
    discount: null,
    extras: muzzaExtras,
    notes: "Bien cocida",
  },
  {
    id: 2,
    orderId: D.orders.luciaDelivered,
    companyId: C1,
    lineNo: 2,
    plateId: I.plates.cocaCola,
    sizeId: null,
    categoryId: I.categories.bebidas,
    name: "Coca-Cola 1,5 L",
    sizeName: null,
    quantity: 1,
    unitPrice: 2500,
    originalUnitPrice: 3000,
    lineTotal: 2500,
    discount: { discountId: I.discounts.cocaCola, type: "FIXED", amount: 500 },
    extras: [],
    notes: null,
  },
];

export const orderStatusEvents: Row<typeof s.orderStatusEvents>[] = (
  [
    ["GENERATED", 0],
    ["ACCEPTED", 3],
    ["READY", 25],
    ["DELIVERED", 50],
  ] as const
).map(([status, after], n) => ({
  id: n + 1,
  orderId: D.orders.luciaDelivered,
  companyId: C1,
  status,
  at: ORDERED_AT + after * min,
  actor: n === 0 ? "system" : "console",
}));

/** 2.297 migrated from the previous programme + 903 cashback of SABDEM01 = 3.200 Puntos. */
export const loyaltyMovements: Row<typeof s.loyaltyMovements>[] = [
  { id: 1, companyId: C1, branchId: I.branches.pizzeria, customerId: D.customers.lucia, orderCode: null, kind: "ADJUSTMENT", amount: 2297, postBalance: 2297, createdAt: Date.UTC(2025, 0, 15, 15, 0, 0) },
  { id: 2, companyId: C1, branchId: I.branches.pizzeria, customerId: D.customers.lucia, orderCode: D.orderCodes.luciaDelivered, kind: "CASHBACK", amount: 903, postBalance: 3200, createdAt: ORDERED_AT + 50 * min },
];

// ----------------------------------------------------------- discount codes
// "Codes, customers, staff" + UNAVEZ, a one-time code (max_uses 1) for the
// race test: 10 % on products, no cap, usable once in the whole tenant.
const code = (
  id: number,
  c: string,
  rest: Partial<Row<typeof s.discountCodes>> & Pick<Row<typeof s.discountCodes>, "type" | "value">,
): Row<typeof s.discountCodes> => ({
  id,
  companyId: C1,
  branchId: I.branches.pizzeria,
  code: c,
  minimumOrderAmount: null,
  maxDiscountAmount: null,
  notCombinable: false,
  plateId: null,
  categoryId: null,
  maxUses: null,
  firstPurchaseOnly: false,
  paymentMethod: null,
  active: true,
  validFrom: null,
  validTo: null,
  ...rest,
});

export const discountCodes: Row<typeof s.discountCodes>[] = [
  code(D.discountCodes.bienvenida, "BIENVENIDA", { type: "PERCENT", value: 10, maxDiscountAmount: 3000, firstPurchaseOnly: true }),
  code(D.discountCodes.envioGratis, "ENVIOGRATIS", { type: "FREE_DELIVERY", value: 0 }),
  code(D.discountCodes.pizza2000, "PIZZA2000", { type: "FIXED", value: 2000, minimumOrderAmount: 15000, categoryId: I.categories.pizzas }),
  code(D.discountCodes.unaVez, "UNAVEZ", { type: "PERCENT", value: 10, maxUses: 1 }),
  // Ours: a code for one payment method, so a payment change can drop it (§2 asks first).
  code(D.discountCodes.efectivo10, "EFECTIVO10", { type: "PERCENT", value: 10, paymentMethod: "CASH" }),
];

// ------------------------------------------------------------------- survey
export const surveys: Row<typeof s.surveys>[] = [
  { id: D.surveys.pizzeria, companyId: C1, branchId: I.branches.pizzeria, title: "Califica tu pedido", active: true },
];

export const surveyQuestions: Row<typeof s.surveyQuestions>[] = [
  { id: D.surveyQuestions.rating, companyId: C1, surveyId: D.surveys.pizzeria, title: "¿Cómo calificarías tu pedido?", subtitle: null, type: "rating", mandatory: true, priority: true, questionOrder: 0 },
  { id: D.surveyQuestions.text, companyId: C1, surveyId: D.surveys.pizzeria, title: "¿Querés contarnos algo más?", subtitle: null, type: "text", mandatory: false, priority: false, questionOrder: 1 },
];

export const surveyQuestionReasons: Row<typeof s.surveyQuestionReasons>[] = ["Demora", "Calidad", "Temperatura", "Atención"].map((reason, n) => ({
  id: D.surveyQuestions.rating * 10 + n + 1,
  companyId: C1,
  questionId: D.surveyQuestions.rating,
  reason,
  position: n,
}));

// ------------------------------------------------- 'local' geocoder places
// demo-tenant.md "Addresses the offline geocoder knows"; company_id null = every tenant.
const place = (id: number, query: string, p: Omit<Row<typeof s.geocoderPlaces>, "id" | "query" | "normalized" | "companyId">): Row<typeof s.geocoderPlaces> => ({
  id,
  companyId: null,
  query,
  normalized: normalizePlaceQuery(query),
  ...p,
});

export const geocoderPlaces: Row<typeof s.geocoderPlaces>[] = [
  place(1, "Gurruchaga 1500, Palermo, CABA", { lat: -34.5893, lng: -58.4262, street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", postalCode: "C1414", country: "ar" }),
  place(2, "Av. Santa Fe 3400, Palermo, CABA", { lat: -34.5868, lng: -58.4128, street: "Av. Santa Fe", number: "3400", city: "CABA", locality: "Palermo", postalCode: "C1425", country: "ar" }),
  place(3, "Av. Mitre 500, Avellaneda, Buenos Aires", { lat: -34.662, lng: -58.365, street: "Av. Mitre", number: "500", city: "Avellaneda", locality: "Buenos Aires", postalCode: "B1870", country: "ar" }),
];

/**
 * Statements run after the upserts: the cached balance equals the last
 * movement's post_balance (idempotent: changes nothing the second time).
 */
export function seedOrdersFixups(): string[] {
  return [
    `UPDATE "customers" SET "loyalty_balance" = (SELECT "post_balance" FROM "loyalty_movements" m WHERE m."customer_id" = "customers"."id" ORDER BY m."id" DESC LIMIT 1) WHERE "id" = ${D.customers.lucia} AND "loyalty_balance" IS NOT (SELECT "post_balance" FROM "loyalty_movements" m WHERE m."customer_id" = "customers"."id" ORDER BY m."id" DESC LIMIT 1);`,
  ];
}
