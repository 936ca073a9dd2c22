// Orders, their lines, the status reached (one row per status) and their payments.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import type { OrderStatus, OrderStatusActor, PaymentStatus } from "~/domain/orders/order-status";
import type { OrderDestination, OrderAmountLine, OrderCodeDiscount, OrderLineExtraGroup, OrderLineDiscount, OrderSource } from "~/domain/orders/order-record";
import { branchContacts, branches, orderModes, paymentTypes, plates } from "../schema.server";
import { bool, createdAtMs, updatedAtMs, companyId } from "./columns.server";
import { customers } from "./customers.server";

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    orderModeId: integer("order_mode_id")
      .notNull()
      .references(() => orderModes.id),
    /** Public, unguessable: 8 chars of Crockford base32 (order-reader.server.ts newOrderCode). */
    code: text("code").notNull().unique(),
    /** Client-chosen key (Idempotency-Key header / checkout form): a replay returns the first order. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the canonical JSON body of the POST /api/order that made it; null from the checkout page (0011). */
    requestHash: text("request_hash"),
    status: text("status").$type<OrderStatus>().notNull(),
    type: text("type").$type<OrderModeType>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    paymentTypeId: integer("payment_type_id").references(() => paymentTypes.id),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("PENDING"),
    customerId: integer("customer_id").references(() => customers.id),
    customerName: text("customer_name").notNull(),
    customerLastName: text("customer_last_name"),
    customerPhone: text("customer_phone").notNull(),
    customerEmail: text("customer_email"),
    customerDocument: text("customer_document"),
    optIn: bool("opt_in").notNull().default(true),
    destination: text("destination", { mode: "json" }).$type<OrderDestination | null>(),
    scheduled: bool("scheduled").notNull().default(false),
    /** epoch ms; null when immediate. */
    scheduledAt: integer("scheduled_at"),
    tableNumber: text("table_number"),
    notes: text("notes"),
    itemsTotal: integer("items_total").notNull(),
    discounts: text("discounts", { mode: "json" }).$type<OrderAmountLine[]>().notNull(),
    surcharges: text("surcharges", { mode: "json" }).$type<OrderAmountLine[]>().notNull(),
    serviceFee: integer("service_fee").notNull().default(0),
    deliveryFee: integer("delivery_fee").notNull().default(0),
    codeDiscount: text("code_discount", { mode: "json" }).$type<OrderCodeDiscount | null>(),
    redeemedPoints: integer("redeemed_points").notNull().default(0),
    gainedPoints: integer("gained_points").notNull().default(0),
    cashbackCreditedAt: integer("cashback_credited_at"),
    total: integer("total").notNull(),
    /** Cash only: the bill the diner pays with. */
    paysWith: integer("pays_with"),
    /** The WhatsApp text, built from the stored order; null with an orders console. */
    orderText: text("order_text"),
    menuHash: text("menu_hash"),
    source: text("source").$type<OrderSource>().notNull().default("DIRECT"),
    campaignId: text("campaign_id"),
    /** §3 installedApp: placed from the installed PWA (migrations/0004). */
    installedApp: bool("installed_app").notNull().default(false),
    /** §3 Order payload attribution fields, as sent by the client (migrations/0005; capped by the API). */
    acquisitionChannel: text("acquisition_channel"),
    userExternalReference: text("user_external_reference"),
    partnerName: text("partner_name"),
    /** §3 analyticsInfo.sessionId. */
    analyticsSessionId: text("analytics_session_id"),
    /** The diner session that placed the order (it may cancel, rate, report it and see its address). */
    placedSessionId: text("placed_session_id"),
    // logistics.md §3 Diner order (picker view), migrations/0012: the picker who took the
    // order (staff.id of a picker), when picking started and finished, the final till amount
    // (priceDeliverable) and the difference detail (till amount − items price, pesos).
    pickerStaffId: integer("picker_staff_id"),
    pickerName: text("picker_name"),
    pickerPhone: text("picker_phone"),
    pickingStartedAt: integer("picking_started_at"),
    pickingFinishedAt: integer("picking_finished_at"),
    deliverablePrice: integer("deliverable_price"),
    differenceAmount: integer("difference_amount"),
    // The shop's console (migrations/0019): the preparation time given on 'Aceptar', the minutes
    // added by 'Demorar', the time the order is expected ready (take-away, table) or at the door
    // (delivery), and the reason of a 'Rechazar' the diner reads on the follow-up.
    prepMinutes: integer("prep_minutes"),
    delayMinutes: integer("delay_minutes").notNull().default(0),
    /** epoch ms; null until accepted with a preparation time. */
    readyBy: integer("ready_by"),
    cancelReason: text("cancel_reason"),
    /** Busy mode: epoch ms of the open 15-minute slot an order 'lo antes posible' moved to (its own was full); null when it kept its own. */
    asapSlotAt: integer("asap_slot_at"),
    createdAt: createdAtMs(),
    updatedAt: updatedAtMs(),
  },
  (t) => [
    uniqueIndex("orders_company_idempotency_uq").on(t.companyId, t.idempotencyKey),
    index("orders_contact_created_idx").on(t.branchContactId, t.createdAt),
    index("orders_customer_created_idx").on(t.customerId, t.createdAt),
    index("orders_company_phone_idx").on(t.companyId, t.customerPhone, t.createdAt),
    // §9 'Max orders a picker may take at once: 1': a second open picking of one picker fails its write.
    uniqueIndex("orders_one_open_picking_uq")
      .on(t.companyId, t.pickerStaffId)
      .where(sql`picker_staff_id IS NOT NULL AND picking_finished_at IS NULL AND status NOT IN ('CANCELED', 'DELIVERED')`),
  ],
);

export const orderLines = sqliteTable(
  "order_lines",
  {
    id: integer("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    companyId: companyId(),
    lineNo: integer("line_no").notNull(),
    plateId: integer("plate_id").references(() => plates.id),
    sizeId: integer("size_id"),
    categoryId: integer("category_id"),
    name: text("name").notNull(),
    sizeName: text("size_name"),
    quantity: integer("quantity").notNull(),
    /** Charged unit price (plate/size + extras, after product discount). */
    unitPrice: integer("unit_price").notNull(),
    /** Unit price before the product discount. */
    originalUnitPrice: integer("original_unit_price").notNull(),
    lineTotal: integer("line_total").notNull(),
    discount: text("discount", { mode: "json" }).$type<OrderLineDiscount | null>(),
    extras: text("extras", { mode: "json" }).$type<OrderLineExtraGroup[]>().notNull(),
    notes: text("notes"),
  },
  (t) => [
    uniqueIndex("order_lines_order_line_uq").on(t.orderId, t.lineNo),
    index("order_lines_company_idx").on(t.companyId),
  ],
);

/** One row per status reached (the state machine has no cycles): timestamps per status. */
export const orderStatusEvents = sqliteTable(
  "order_status_events",
  {
    id: integer("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    companyId: companyId(),
    status: text("status").$type<OrderStatus>().notNull(),
    /** epoch ms */
    at: integer("at").notNull(),
    actor: text("actor").$type<OrderStatusActor>().notNull().default("system"),
  },
  (t) => [
    uniqueIndex("order_status_events_order_status_uq").on(t.orderId, t.status),
    index("order_status_events_company_idx").on(t.companyId),
  ],
);

export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    companyId: companyId(),
    provider: text("provider").notNull(),
    token: text("token"),
    externalId: text("external_id"),
    status: text("status").$type<PaymentStatus>().notNull(),
    amount: integer("amount").notNull(),
    createdAt: createdAtMs(),
    updatedAt: updatedAtMs(),
  },
  (t) => [index("payments_order_idx").on(t.orderId), index("payments_company_idx").on(t.companyId)],
);
