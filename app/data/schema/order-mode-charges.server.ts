// What an order mode adds to or takes from an order (storefront.md §7): fees, general surcharges
// and general discounts.
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { orderModes } from "../schema.server";
import { bool, companyId } from "./columns.server";

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
