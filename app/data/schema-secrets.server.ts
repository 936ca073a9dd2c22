// Drizzle schema of the guessed secrets: the exact attempt counters every lockout shares
// (app/data/attempt-locks.server.ts), the diner's one-time sign-in codes (stored as an
// HMAC digest, never in clear) and what the sandbox messaging provider "sent" (where a
// developer or an e2e test reads a code). Migrations: 0009_attempt_locks.sql, 0010_sign_in_codes.sql.
//
// Times here are what each table's writer stores: attempt locks and sign-in codes in
// Unix SECONDS, sandbox messages in epoch milliseconds.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { MessageChannel } from "./messaging/provider.server";
import type { OneTimeCodePurpose } from "~/domain/identity/sign-in-code";

/** One row per (tenant, key): the attempts claimed in the current window, and the lock. */
export const attemptLocks = sqliteTable(
  "attempt_locks",
  {
    companyId: integer("company_id").notNull(),
    key: text("key").notNull(),
    attempts: integer("attempts").notNull(),
    /** Unix seconds of the first attempt counted in the current window. */
    windowStart: integer("window_start").notNull(),
    /** Unix seconds until which no attempt is claimed; null while not locked. */
    lockedUntil: integer("locked_until"),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/**
 * One live code per (tenant, purpose, phone): a new send replaces the row (and its code id).
 * The purpose keeps a diner's code from signing the same phone into the shop's console.
 */
export const signInCodes = sqliteTable(
  "sign_in_codes",
  {
    companyId: integer("company_id").notNull(),
    /** 'diner' (the storefront), 'console' (the shop's screens; company 0, the platform's), 'staff' (a rider's or picker's new device). */
    purpose: text("purpose").$type<OneTimeCodePurpose>().notNull().default("diner"),
    phone: text("phone").notNull(),
    /** Random id of this code: the attempt-lock key, and what a verify must still find. */
    codeId: text("code_id").notNull(),
    codeHash: text("code_hash").notNull(),
    channel: text("channel").notNull(),
    /** Unix seconds. */
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.purpose, t.phone] })],
);

/** Development and tests only: real providers never write here. */
export const sandboxMessages = sqliteTable(
  "sandbox_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    toPhone: text("to_phone").notNull(),
    channel: text("channel").$type<MessageChannel>().notNull(),
    body: text("body").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("sandbox_messages_phone_idx").on(t.toPhone, t.id)],
);
