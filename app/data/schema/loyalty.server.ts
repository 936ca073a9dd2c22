// The loyalty programme of a branch: its movements ('Mis Puntos'), rewards and their claims.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { LoyaltyMovementKind } from "~/domain/orders/order-record";
import { branchContacts, branches } from "../schema.server";
import { bool, createdAtMs, companyId } from "./columns.server";
import { customers } from "./customers.server";

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
