// The ordering customer (storefront.md §3 Ordering customer) and their saved addresses.
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { OrderDestination } from "~/domain/orders/order-record";
import { bool, createdAtMs, updatedAtMs, companyId } from "./columns.server";

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
