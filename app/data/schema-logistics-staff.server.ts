// Drizzle schema of the logistics staff (logistics.md §3 Rider / Picker, §4 Shift,
// §6 Roles): riders and pickers of a location, the location's security codes,
// shifts and the shifts' bearer tokens, the devices they proved their phone on.
// Migrations: migrations/0012_logistics_staff.sql, 0022_staff_step_keys.sql, 0024_staff_devices.sql.
//
// Rules (docs/architecture.md): company_id on every row, every query filters by it;
// times are epoch MILLISECONDS like the order domain (now(env)).
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { StaffRole } from "~/domain/logistics/staff";
import { branchContacts, companies } from "./schema.server";

const bool = (name: string) => integer(name, { mode: "boolean" });
const nowMs = sql`(cast(strftime('%s','now') as integer) * 1000)`;
const companyId = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id);
const branchContactId = () =>
  integer("branch_contact_id")
    .notNull()
    .references(() => branchContacts.id);

/** A rider or a picker of one location (branch contact); one row per phone, location and role. */
export const staff = sqliteTable(
  "staff",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchContactId: branchContactId(),
    role: text("role").$type<StaffRole>().notNull(),
    name: text("name").notNull(),
    /** E.164 ('+5491160000001'). */
    phone: text("phone").notNull(),
    /** §3 active: on shift now (§4 Shift routes the phone intake by it). */
    active: bool("active").notNull().default(false),
    /** Taken off the team by the owner (the back office's 'Equipo'): not listed, no shift. */
    removedAt: integer("removed_at"),
    createdAt: integer("created_at").notNull().default(nowMs),
    updatedAt: integer("updated_at").notNull().default(nowMs),
  },
  (t) => [
    uniqueIndex("staff_location_role_phone_uq").on(t.companyId, t.branchContactId, t.role, t.phone),
    index("staff_company_idx").on(t.companyId),
  ],
);

/**
 * The security code a location gives its riders (or its pickers). Four digits, so it is
 * stored as a slow, salted hash: `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`
 * (app/data/staff/security-code.server.ts).
 */
export const staffSecurityCodes = sqliteTable(
  "staff_security_codes",
  {
    companyId: companyId(),
    branchContactId: branchContactId(),
    role: text("role").$type<StaffRole>().notNull(),
    codeHash: text("code_hash").notNull(),
    updatedAt: integer("updated_at").notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.branchContactId, t.role] }), index("staff_security_codes_company_idx").on(t.companyId)],
);

/** §4 Shift: who worked where and when; `endedAt` null while on shift. */
export const shifts = sqliteTable(
  "shifts",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchContactId: branchContactId(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    role: text("role").$type<StaffRole>().notNull(),
    startedAt: integer("started_at").notNull(),
    endedAt: integer("ended_at"),
  },
  (t) => [
    index("shifts_location_idx").on(t.companyId, t.branchContactId, t.endedAt),
    index("shifts_staff_idx").on(t.staffId, t.startedAt),
  ],
);

/**
 * The bearer token of a shift: random, stored as its SHA-256 (a leaked table gives no
 * usable token), revoked at log out, expired after 12 hours.
 */
export const shiftTokens = sqliteTable(
  "shift_tokens",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchContactId: branchContactId(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    shiftId: integer("shift_id")
      .notNull()
      .references(() => shifts.id),
    role: text("role").$type<StaffRole>().notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [uniqueIndex("shift_tokens_hash_uq").on(t.tokenHash), index("shift_tokens_shift_idx").on(t.shiftId)],
);

/**
 * One row per step a rider or picker sent with an idempotency key (a step replayed from the
 * phone's offline queue, a double tap): the first request claims the key with one conditional
 * INSERT, runs the step and keeps its answer; a replay of the key gets that answer back and
 * changes nothing (docs/decisions/offline-steps-replayed-once.md). Kept 7 days.
 */
export const staffStepKeys = sqliteTable(
  "staff_step_keys",
  {
    companyId: companyId(),
    /** The caller's key (1-80 characters of [A-Za-z0-9_.:-]). */
    key: text("key").notNull(),
    staffId: integer("staff_id").notNull(),
    /** What the key was used for (method and path): the same key on another step is refused. */
    target: text("target").notNull(),
    /** The first answer's HTTP status; null while the first request is still running. */
    status: integer("status"),
    /** The first answer: a JSON body (API) or the page's redirect / error, as the writer stores it. */
    answer: text("answer"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index("staff_step_keys_created_idx").on(t.createdAt)],
);

/**
 * The devices a rider or picker proved their phone on (a one-time code sent to it): a random
 * token in a long-lived httpOnly cookie, stored as its SHA-256. From a known device a shift
 * starts with phone + security code; from any other the phone's code is asked first.
 */
export const staffDevices = sqliteTable(
  "staff_devices",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    tokenHash: text("token_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    lastUsedAt: integer("last_used_at").notNull(),
    /** Each shift started from the device moves it on (STAFF_DEVICE_TTL_MS). */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [uniqueIndex("staff_devices_staff_token_uq").on(t.staffId, t.tokenHash), index("staff_devices_company_idx").on(t.companyId)],
);
