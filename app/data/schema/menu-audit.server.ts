// What the owner changed in the menu, its discounts and its loyalty programme from the back office: who, what,
// before and after, when.
// Times in epoch MILLISECONDS like the order domain.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { MenuAuditEntity } from "~/domain/menu/menu-change-view";
import { branches, companies } from "../schema.server";

export const menuAuditLog = sqliteTable(
  "menu_audit_log",
  {
    /** Random per change; a plate's save writes it first and its other statements only run if it exists. */
    id: text("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    /** The shop person (shop_users.id) and their name as it was then. */
    personId: integer("person_id").notNull(),
    personName: text("person_name").notNull(),
    entityType: text("entity_type").$type<MenuAuditEntity>().notNull(),
    entityId: integer("entity_id"),
    /** 'crear', 'editar', 'ocultar', 'mostrar', 'renombrar', 'mover', 'duplicar'. */
    action: text("action").notNull(),
    /** JSON of the values before and after (null when there was none). */
    before: text("before"),
    after: text("after"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("menu_audit_log_company_created_idx").on(t.companyId, t.createdAt)],
);
