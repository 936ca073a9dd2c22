// The statements of an order's write batch (app/http/create-order.server.ts), prepared once per
// isolate: drizzle building them per submit (and its `is()` checks per chunk) was the largest
// library cost of the order submit (bench/README.md "Fourth pass"). Every value is a slot filled
// per order; the new order's id and its customer's are subqueries by the order code and by the
// company and phone, so the whole order is one batch (one transaction) with no read before it.
import { and, eq, sql } from "drizzle-orm";
import { driverValues, preparedStatement, slot, slots } from "~/data/db.server";
import { codeRedemptions, discountCodes } from "~/data/schema/discount-codes.server";
import { customers } from "~/data/schema/customers.server";
import { loyaltyMovements } from "~/data/schema/loyalty.server";
import { orderLines, orderStatusEvents, orders } from "~/data/schema/orders.server";

type NewOrder = typeof orders.$inferInsert;
type NewOrderLine = typeof orderLines.$inferInsert;

const ORDER_KEYS = [
  "companyId",
  "branchId",
  "branchContactId",
  "orderModeId",
  "code",
  "idempotencyKey",
  "requestHash",
  "status",
  "type",
  "paymentMethod",
  "paymentTypeId",
  "paymentStatus",
  "customerName",
  "customerLastName",
  "customerPhone",
  "customerEmail",
  "customerDocument",
  "optIn",
  "destination",
  "scheduled",
  "scheduledAt",
  "tableNumber",
  "notes",
  "itemsTotal",
  "discounts",
  "surcharges",
  "serviceFee",
  "deliveryFee",
  "codeDiscount",
  "redeemedPoints",
  "gainedPoints",
  "total",
  "paysWith",
  "orderText",
  "menuHash",
  "source",
  "campaignId",
  "installedApp",
  "acquisitionChannel",
  "userExternalReference",
  "partnerName",
  "analyticsSessionId",
  "placedSessionId",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof NewOrder)[];

const LINE_KEYS = [
  "companyId",
  "lineNo",
  "plateId",
  "sizeId",
  "categoryId",
  "name",
  "sizeName",
  "quantity",
  "unitPrice",
  "originalUnitPrice",
  "lineTotal",
  "discount",
  "extras",
  "notes",
] as const satisfies readonly (keyof NewOrderLine)[];

/** The order's columns the order service sets: every one given, null where empty. */
export type OrderValues = { [K in (typeof ORDER_KEYS)[number]]-?: NewOrder[K] };
export type OrderLineValues = { [K in (typeof LINE_KEYS)[number]]-?: NewOrderLine[K] };

/** The new order's id, by its code (unique): the lines, events and movements point to it. */
const orderIdByCode = sql`(SELECT id FROM orders WHERE code = ${slot("code")})`;
/** The customer of the order's phone in its company (written first in the same batch). */
const customerIdByPhone = sql`(SELECT id FROM customers WHERE company_id = ${slot("companyId")} AND phone = ${slot("phone")})`;

const CUSTOMER_KEYS = ["companyId", "phone", "name", "email", "document", "optIn", "createdAt", "updatedAt"] as const;
export type CustomerValues = { [K in (typeof CUSTOMER_KEYS)[number]]-?: (typeof customers.$inferInsert)[K] };

// Issue 8: only the session that verified this phone updates its stored customer; any other
// order with it creates the customer when new and changes nothing stored.
const customerFirstSeen = preparedStatement((d) =>
  d.insert(customers).values(slots(CUSTOMER_KEYS)).onConflictDoNothing({ target: [customers.companyId, customers.phone] }),
);
const customerVerified = preparedStatement((d) =>
  d
    .insert(customers)
    .values(slots(CUSTOMER_KEYS))
    .onConflictDoUpdate({
      target: [customers.companyId, customers.phone],
      set: {
        name: sql`CASE WHEN excluded.name <> '' THEN excluded.name ELSE ${customers.name} END`,
        email: sql`COALESCE(excluded.email, ${customers.email})`,
        document: sql`COALESCE(excluded.document, ${customers.document})`,
        optIn: sql`MAX(${customers.optIn}, excluded.opt_in)`,
        updatedAt: sql`excluded.updated_at`,
      },
    }),
);
const orderInsert = preparedStatement((d) => d.insert(orders).values({ ...slots(ORDER_KEYS), customerId: customerIdByPhone }));
const lineInsert = preparedStatement((d) => d.insert(orderLines).values({ ...slots(LINE_KEYS), orderId: orderIdByCode }));
const firstStatusEvent = preparedStatement((d) =>
  d.insert(orderStatusEvents).values({ orderId: orderIdByCode, companyId: slot("companyId"), status: slot("status"), at: slot("at"), actor: "system" }),
);
// Single conditional write: past max_uses the CHECK aborts the whole batch.
const codeUse = preparedStatement((d) =>
  d
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(and(eq(discountCodes.companyId, slot("companyId")), eq(discountCodes.id, slot("codeId")))),
);
const codeRedemption = preparedStatement((d) =>
  d.insert(codeRedemptions).values({
    companyId: slot("companyId"),
    codeId: slot("codeId"),
    orderId: orderIdByCode,
    customerPhone: slot("phone"),
    amount: slot("amount"),
    createdAt: slot("at"),
  }),
);
// CHECK(loyalty_balance >= 0): points never overdraw.
const pointsDebit = preparedStatement((d) =>
  d
    .update(customers)
    .set({ loyaltyBalance: sql`${customers.loyaltyBalance} - ${slot("points")}` })
    .where(and(eq(customers.companyId, slot("companyId")), eq(customers.phone, slot("phone")))),
);
const pointsMovement = preparedStatement((d) =>
  d.insert(loyaltyMovements).values({
    companyId: slot("companyId"),
    branchId: slot("branchId"),
    customerId: customerIdByPhone,
    orderCode: slot("code"),
    kind: "REDEEM",
    amount: sql`-${slot("points")}`,
    postBalance: sql`(SELECT loyalty_balance FROM customers WHERE company_id = ${slot("companyId")} AND phone = ${slot("phone")})`,
    createdAt: slot("at"),
  }),
);

export interface OrderWrite {
  customer: CustomerValues;
  /** The diner verified this phone in this session: the stored customer takes the order's name, email… */
  verifiedCustomer: boolean;
  order: OrderValues;
  lines: OrderLineValues[];
  code: { codeId: number; amount: number } | null;
  redeemedPoints: number;
}

/** The statements of one order, in the order D1 must run them (one transaction with the caller's). */
export function orderWriteStatements(env: Pick<Env, "DB">, w: OrderWrite): unknown[] {
  const { companyId, code, customerPhone: phone, createdAt: at } = w.order;
  const statements: unknown[] = [
    (w.verifiedCustomer ? customerVerified : customerFirstSeen)(env, driverValues(customers, w.customer)),
    orderInsert(env, { ...driverValues(orders, w.order), phone }),
    ...w.lines.map((line) => lineInsert(env, { ...driverValues(orderLines, line), code })),
    firstStatusEvent(env, { code, companyId, status: w.order.status, at }),
  ];
  if (w.code) {
    statements.push(
      codeUse(env, { companyId, codeId: w.code.codeId }),
      codeRedemption(env, { companyId, codeId: w.code.codeId, code, phone, amount: w.code.amount, at }),
    );
  }
  if (w.redeemedPoints > 0) {
    statements.push(
      pointsDebit(env, { companyId, phone, points: w.redeemedPoints }),
      pointsMovement(env, { companyId, branchId: w.order.branchId, phone, code, points: w.redeemedPoints, at }),
    );
  }
  return statements;
}
