// Busy mode's cap of orders per 15-minute slot of a location (branch_contacts.slot_cap): each order
// claims its slot inside its own write batch; past the cap the CHECK aborts the batch, so a race
// of submits never exceeds it.
import { sql } from "drizzle-orm";
import { check, integer, primaryKey, sqliteTable } from "drizzle-orm/sqlite-core";
import { branchContacts, companies } from "../schema.server";

export const orderSlots = sqliteTable(
  "order_slots",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    /** Epoch ms of the slot's start (a multiple of 15 minutes). */
    slotStart: integer("slot_start").notNull(),
    taken: integer("taken").notNull(),
    /** The location's cap when the slot was last claimed. */
    cap: integer("cap").notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchContactId, t.slotStart] }), check("order_slots_cap_ck", sql`${t.taken} <= ${t.cap}`)],
);
