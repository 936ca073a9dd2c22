// The orders board's settings of a location (the shop's console). Migration: migrations/0019.
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { branchContacts, companies } from "../schema.server";
import { bool } from "./columns.server";

/** Auto-accept: a new order of this location is accepted at once with its default preparation time. */
export const consoleBoardSettings = sqliteTable("console_board_settings", {
  branchContactId: integer("branch_contact_id")
    .primaryKey()
    .references(() => branchContacts.id),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id),
  autoAccept: bool("auto_accept").notNull().default(false),
  defaultPrepMinutes: integer("default_prep_minutes").notNull().default(20),
  /** 'Imprimir al aceptar' (/consola/{alias}/local): accepting an order prints its kitchen ticket. */
  printOnAccept: bool("print_on_accept").notNull().default(false),
  updatedAt: integer("updated_at").notNull(),
});
