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

/**
 * How many times the orders a location's board shows have changed: SQLite triggers bump it on
 * every write of the location's orders, their lines and shipments and its board settings
 * (migrations/0032). The board keeps what it read per revision (docs/decisions/board-kept-per-revision.md).
 */
export const boardRevisions = sqliteTable("board_revisions", {
  // No foreign key: a counter must never stop a location from being deleted.
  branchContactId: integer("branch_contact_id").primaryKey(),
  revision: integer("revision").notNull().default(0),
});
