// Discount codes and their redemptions (one per order: UNIQUE(code_id, order_id)).
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { DiscountCodeType } from "~/domain/orders/order-record";
import { branches, categories, plates } from "../schema.server";
import { bool, createdAtMs, companyId } from "./columns.server";
import { orders } from "./orders.server";

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
