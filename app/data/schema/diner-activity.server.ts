// What the diner app records besides orders: abandoned carts, analytics events, diagnostics.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { branchContacts, companies, orderModes } from "../schema.server";
import { createdAtMs, updatedAtMs, companyId } from "./columns.server";
import { orders } from "./orders.server";

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
