// Drizzle schema of the orders side: customers, orders, loyalty, discount codes, fees,
// surveys, abandoned carts, analytics, geocoder gazetteer.
// db.server.ts and drizzle.config.ts read it beside schema.server.ts (which it imports; never the other way round).
//
// Rules (docs/architecture.md, docs/decisions.md#checkout-and-orders):
// - every tenant table carries company_id (geocoder_places / diner_logs: nullable
//   = global row); every query filters by it;
// - money is an integer number of pesos; booleans INTEGER 0/1; JSON is TEXT;
// - times of the order domain are epoch MILLISECONDS (the domain — isInProgress,
//   paymentView — and the injected clock now(env) work in ms);
// - what must happen once is a UNIQUE constraint, never a read-then-write:
//   orders(company_id, idempotency_key), loyalty_movements(order_code, kind),
//   code_redemptions(code_id, order_id), survey_responses(order_id),
//   order_status_events(order_id, status), loyalty_reward_claims(reward_id, customer_id).
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { OrderModeType, PaymentMethod } from "../domain/types";
import type { OrderStatus, PaymentStatus } from "~/domain/orders/order-status";
import type { OrderDestination, OrderAmountLine, OrderCodeDiscount, OrderLineExtraGroup, OrderLineDiscount, DiscountCodeType, LoyaltyMovementKind, OrderSource } from "~/domain/orders/order-record";
import {
  branchContacts,
  branches,
  categories,
  companies,
  orderModes,
  paymentTypes,
  plates,
} from "./schema.server";

const bool = (name: string) => integer(name, { mode: "boolean" });
const nowMs = sql`(cast(strftime('%s','now') as integer) * 1000)`;
const createdAtMs = () => integer("created_at").notNull().default(nowMs);
const updatedAtMs = () => integer("updated_at").notNull().default(nowMs);
const companyId = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id);

// ------------------------------------------------------------------ shapes (JSON): app/domain/orders/order-record.ts
export type { OrderDestination, OrderAmountLine, OrderCodeDiscount, OrderLineExtraGroup, OrderLineDiscount, DiscountCodeType, LoyaltyMovementKind, OrderSource } from "~/domain/orders/order-record";

export type SurveyQuestionType = "rating" | "text" | "multiselect";

// ------------------------------------------------------------------ customers

export const customers = sqliteTable(
  "customers",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    /** E.164 ('+5491155550001'). */
    phone: text("phone").notNull(),
    name: text("name").notNull().default(""),
    email: text("email"),
    document: text("document"),
    optIn: bool("opt_in").notNull().default(false),
    /**
     * Cached loyalty balance (points); the history is loyalty_movements and the
     * last movement's post_balance equals it. Debits are conditional UPDATEs
     * (`WHERE loyalty_balance >= ?`), so the balance never goes negative.
     */
    loyaltyBalance: integer("loyalty_balance").notNull().default(0),
    createdAt: createdAtMs(),
    updatedAt: updatedAtMs(),
  },
  (t) => [
    uniqueIndex("customers_company_phone_uq").on(t.companyId, t.phone),
    // A debit that would overdraw the points aborts its whole batch (order included).
    check("customers_loyalty_balance_ck", sql`${t.loyaltyBalance} >= 0`),
  ],
);

/** Saved addresses ('addressesRegistered' of §3 Ordering customer). */
export const customerAddresses = sqliteTable(
  "customer_addresses",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    label: text("label"),
    address: text("address", { mode: "json" }).$type<OrderDestination>().notNull(),
    lat: real("lat"),
    lng: real("lng"),
    createdAt: createdAtMs(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.companyId, t.customerId)],
);

// ------------------------------------------------------------------ orders

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
    /** Public, unguessable: 8 chars of Crockford base32 (order-repo.server.ts newOrderCode). */
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
    actor: text("actor").$type<"system" | "console" | "rider" | "picker" | "diner">().notNull().default("system"),
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

// ------------------------------------------------------------------ fees per order mode

/** storefront.md §7 fees: service fee = userFee + percentageUserFee % of the order amount. */
export const orderModeFees = sqliteTable(
  "order_mode_fees",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    orderModeId: integer("order_mode_id")
      .notNull()
      .unique()
      .references(() => orderModes.id),
    userFee: integer("user_fee").notNull().default(0),
    percentageUserFee: real("percentage_user_fee").notNull().default(0),
  },
  (t) => [index("order_mode_fees_company_idx").on(t.companyId)],
);

export const generalSurcharges = sqliteTable(
  "general_surcharges",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    orderModeId: integer("order_mode_id")
      .notNull()
      .references(() => orderModes.id),
    name: text("name").notNull(),
    type: text("type").$type<"FIXED" | "PERCENT">().notNull(),
    value: integer("value").notNull(),
    active: bool("active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("general_surcharges_mode_idx").on(t.companyId, t.orderModeId)],
);

export const generalDiscounts = sqliteTable(
  "general_discounts",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    orderModeId: integer("order_mode_id")
      .notNull()
      .references(() => orderModes.id),
    name: text("name").notNull(),
    type: text("type").$type<"PERCENT" | "FIXED">().notNull(),
    value: integer("value").notNull(),
    /** §4: lowest first, missing last. */
    priority: integer("priority"),
    active: bool("active").notNull().default(true),
    /** §3 Discount line externalBenefitType: only that partner's users get it; null = everybody. */
    externalBenefitType: text("external_benefit_type"),
  },
  (t) => [index("general_discounts_mode_idx").on(t.companyId, t.orderModeId)],
);

// ------------------------------------------------------------------ loyalty

export const loyaltyPrograms = sqliteTable(
  "loyalty_programs",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    /** null: every branch of the company. */
    branchId: integer("branch_id").references(() => branches.id),
    name: text("name").notNull(),
    pointsName: text("points_name").notNull(),
    active: bool("active").notNull().default(true),
    /** Cashback percentage of the paid total. */
    orderPercentage: real("order_percentage").notNull(),
    minRedeemedPoints: integer("min_redeemed_points").notNull().default(0),
    maxRedeemedPoints: integer("max_redeemed_points").notNull().default(0),
    maxRedeemedPercentage: real("max_redeemed_percentage").notNull().default(100),
    supportsDiscounts: bool("supports_discounts").notNull().default(true),
    /** Empty = every branch contact. */
    branchContactIds: text("branch_contact_ids", { mode: "json" }).$type<number[]>().notNull(),
  },
  (t) => [index("loyalty_programs_company_idx").on(t.companyId, t.branchId)],
);

/** History ('Mis Puntos'): amount +/−, post_balance. UNIQUE(order_code, kind): cashback credited once. */
export const loyaltyMovements = sqliteTable(
  "loyalty_movements",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchId: integer("branch_id").references(() => branches.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** null for movements not tied to an order (rewards, adjustments). */
    orderCode: text("order_code"),
    kind: text("kind").$type<LoyaltyMovementKind>().notNull(),
    amount: integer("amount").notNull(),
    postBalance: integer("post_balance").notNull(),
    createdAt: createdAtMs(),
  },
  (t) => [
    uniqueIndex("loyalty_movements_order_kind_uq").on(t.orderCode, t.kind),
    index("loyalty_movements_customer_idx").on(t.companyId, t.customerId, t.createdAt),
  ],
);

export const loyaltyRewards = sqliteTable(
  "loyalty_rewards",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchId: integer("branch_id").references(() => branches.id),
    /** §4: the reward modal shows only when the reward has no branch contact. */
    branchContactId: integer("branch_contact_id").references(() => branchContacts.id),
    name: text("name").notNull(),
    amount: integer("amount").notNull(),
    active: bool("active").notNull().default(true),
  },
  (t) => [index("loyalty_rewards_company_idx").on(t.companyId, t.branchId)],
);

export const loyaltyRewardClaims = sqliteTable(
  "loyalty_reward_claims",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    rewardId: integer("reward_id")
      .notNull()
      .references(() => loyaltyRewards.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** §7 body: where the diner signed up (checked to be the company's), and how they came. */
    branchContactId: integer("branch_contact_id"),
    acquisitionChannel: text("acquisition_channel"),
    createdAt: createdAtMs(),
  },
  (t) => [
    uniqueIndex("loyalty_reward_claims_uq").on(t.rewardId, t.customerId),
    index("loyalty_reward_claims_company_idx").on(t.companyId),
  ],
);

// ------------------------------------------------------------------ discount codes

export const discountCodes = sqliteTable(
  "discount_codes",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    /** null: every branch of the company. */
    branchId: integer("branch_id").references(() => branches.id),
    /** Upper case, normalised (code-discount.ts normalizeCode). */
    code: text("code").notNull(),
    type: text("type").$type<DiscountCodeType>().notNull(),
    /** Percentage (PERCENT) or pesos (FIXED); 0 for FREE_DELIVERY. */
    value: integer("value").notNull().default(0),
    minimumOrderAmount: integer("minimum_order_amount"),
    maxDiscountAmount: integer("max_discount_amount"),
    notCombinable: bool("not_combinable").notNull().default(false),
    plateId: integer("plate_id").references(() => plates.id),
    categoryId: integer("category_id").references(() => categories.id),
    /** Limited usage: the number of uses allowed; null = unlimited. */
    maxUses: integer("max_uses"),
    /** Redeemed with `UPDATE … SET uses = uses + 1 WHERE id = ? AND uses < max_uses`. */
    uses: integer("uses").notNull().default(0),
    firstPurchaseOnly: bool("first_purchase_only").notNull().default(false),
    /** Valid only paying this way; null = any payment. */
    paymentMethod: text("payment_method").$type<"CASH" | "CARD" | "ONLINE">(),
    active: bool("active").notNull().default(true),
    validFrom: integer("valid_from"),
    validTo: integer("valid_to"),
  },
  (t) => [
    uniqueIndex("discount_codes_company_code_uq").on(t.companyId, t.code),
    // The redeeming UPDATE runs inside the order's batch: past the limit it
    // fails this CHECK and the whole batch (the order too) is rolled back.
    check("discount_codes_uses_ck", sql`${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses}`),
  ],
);

export const codeRedemptions = sqliteTable(
  "code_redemptions",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    customerPhone: text("customer_phone").notNull(),
    amount: integer("amount").notNull().default(0),
    createdAt: createdAtMs(),
  },
  (t) => [
    uniqueIndex("code_redemptions_code_order_uq").on(t.codeId, t.orderId),
    index("code_redemptions_company_phone_idx").on(t.companyId, t.customerPhone),
  ],
);

// ------------------------------------------------------------------ surveys

export const surveys = sqliteTable(
  "surveys",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    title: text("title").notNull().default("Califica tu pedido"),
    active: bool("active").notNull().default(true),
  },
  (t) => [index("surveys_company_branch_idx").on(t.companyId, t.branchId)],
);

export const surveyQuestions = sqliteTable(
  "survey_questions",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    type: text("type").$type<SurveyQuestionType>().notNull(),
    mandatory: bool("mandatory").notNull().default(false),
    /** §4: the priority rating is answered first. */
    priority: bool("priority").notNull().default(false),
    questionOrder: integer("question_order").notNull().default(0),
  },
  (t) => [index("survey_questions_survey_idx").on(t.surveyId, t.questionOrder)],
);

export const surveyQuestionReasons = sqliteTable(
  "survey_question_reasons",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id),
    reason: text("reason").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("survey_question_reasons_question_idx").on(t.questionId, t.position)],
);

/** One answer per order: UNIQUE(order_id). */
export const surveyResponses = sqliteTable(
  "survey_responses",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    customerId: integer("customer_id").references(() => customers.id),
    /** generalNPSAnswer: the priority rating. */
    generalNpsAnswer: integer("general_nps_answer"),
    createdAt: createdAtMs(),
  },
  (t) => [index("survey_responses_company_idx").on(t.companyId, t.surveyId)],
);

export const surveyAnswers = sqliteTable(
  "survey_answers",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    responseId: integer("response_id")
      .notNull()
      .references(() => surveyResponses.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id),
    answer: text("answer"),
    /** Chosen reasons (JSON array of strings) when the rating is not 5. */
    reasons: text("reasons", { mode: "json" }).$type<string[]>(),
  },
  (t) => [
    uniqueIndex("survey_answers_order_question_uq").on(t.orderId, t.questionId),
    index("survey_answers_company_idx").on(t.companyId),
  ],
);

// ------------------------------------------------------------------ abandoned carts, analytics, logs

export const abandonedCarts = sqliteTable(
  "abandoned_carts",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    orderModeId: integer("order_mode_id").references(() => orderModes.id),
    sessionId: text("session_id").notNull(),
    customerPhone: text("customer_phone"),
    /** The session Cart (ids, quantities, choices), JSON. */
    cart: text("cart", { mode: "json" }).$type<unknown>().notNull(),
    menuHash: text("menu_hash"),
    itemsTotal: integer("items_total").notNull().default(0),
    createdAt: createdAtMs(),
    updatedAt: updatedAtMs(),
    recoveredAt: integer("recovered_at"),
    orderId: integer("order_id").references(() => orders.id),
  },
  (t) => [
    uniqueIndex("abandoned_carts_session_uq").on(t.companyId, t.branchContactId, t.sessionId),
    index("abandoned_carts_phone_idx").on(t.companyId, t.customerPhone),
  ],
);

export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchId: integer("branch_id"),
    branchContactId: integer("branch_contact_id"),
    sessionId: text("session_id"),
    name: text("name").notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAtMs(),
  },
  (t) => [index("analytics_events_company_idx").on(t.companyId, t.name, t.createdAt)],
);

/** Client/server diagnostics of the diner app; company_id null when the tenant is unknown. */
export const dinerLogs = sqliteTable(
  "diner_logs",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id),
    level: text("level").$type<"info" | "warn" | "error">().notNull().default("info"),
    message: text("message").notNull(),
    context: text("context", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAtMs(),
  },
  (t) => [index("diner_logs_company_idx").on(t.companyId, t.createdAt)],
);

// ------------------------------------------------------------------ geocoder gazetteer

/**
 * The 'local' geocoder (branches.geocoder_provider = 'local'): known places.
 * company_id null = a place every tenant's local geocoder knows. `normalized`
 * is the lookup key: lower case, accents and punctuation removed, single spaces.
 */
export const geocoderPlaces = sqliteTable(
  "geocoder_places",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id),
    query: text("query").notNull(),
    normalized: text("normalized").notNull(),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    street: text("street").notNull(),
    number: text("number"),
    city: text("city").notNull(),
    locality: text("locality"),
    postalCode: text("postal_code"),
    country: text("country").notNull().default("ar"),
  },
  (t) => [index("geocoder_places_normalized_idx").on(t.normalized), index("geocoder_places_company_idx").on(t.companyId)],
);
