// The shop's people (console and back office users) and their sessions. Migration:
// migrations/0018_shop_users.sql. Times in epoch MILLISECONDS like the order domain.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ShopRole } from "~/domain/shop/shop-roles";
import { branchContacts, companies } from "../schema.server";

/** A person who runs a business: one row per (company, phone). Removing them sets `removedAt`. */
export const shopUsers = sqliteTable(
  "shop_users",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    /** E.164 ('+5491140000100'). */
    phone: text("phone").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<ShopRole>().notNull(),
    /** What the shop calls this person's role ('Dueña'); the role's label when null. */
    roleTitle: text("role_title"),
    createdAt: integer("created_at").notNull(),
    removedAt: integer("removed_at"),
  },
  (t) => [uniqueIndex("shop_users_company_phone_uq").on(t.companyId, t.phone), index("shop_users_phone_idx").on(t.phone)],
);

/** The locations a manager or a kitchen works at (an owner works at all of the company's). */
export const shopUserLocations = sqliteTable(
  "shop_user_locations",
  {
    shopUserId: integer("shop_user_id")
      .notNull()
      .references(() => shopUsers.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
  },
  (t) => [primaryKey({ columns: [t.shopUserId, t.branchContactId] })],
);

/**
 * A signed-in phone on one device: a random token kept in an httpOnly cookie, stored here as its
 * SHA-256. The person's rows in shop_users are read on every request, so removing someone
 * takes effect at once; signing out deletes the row.
 */
export const shopSessions = sqliteTable(
  "shop_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    phone: text("phone").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("shop_sessions_phone_idx").on(t.phone)],
);
