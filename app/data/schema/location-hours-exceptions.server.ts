// A location's special days ('Días especiales'): a date (a holiday) when it is closed all day or
// keeps other hours than its weekday's. The storefront's open/closed state and the scheduling
// slots read them (app/domain/menu/hours.ts hoursOn); the owner edits them on
// /admin/{companyAlias}/locales/{locationId}.
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { WorkingHours } from "~/domain/types";
import { branchContacts, companies } from "../schema.server";

export const locationHoursExceptions = sqliteTable(
  "location_hours_exceptions",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    /** The local date, 'YYYY-MM-DD' in the location's country's time zone. */
    date: text("date").notNull(),
    /** The day's ranges ('HH:MM'; past midnight like WorkingDay's); empty = closed all day. */
    workingHours: text("working_hours", { mode: "json" }).$type<WorkingHours[]>().notNull(),
  },
  (t) => [uniqueIndex("location_hours_exceptions_company_contact_date_uq").on(t.companyId, t.branchContactId, t.date)],
);
