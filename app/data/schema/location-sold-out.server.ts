// What a location marked sold out ('Agotado') from the shop's console: a plate or a garnish option
// of its branch's menu, until an instant (app/domain/menu/sold-out.ts). Kept per location, not on
// the menu's rows: two locations sharing a branch's menu sell out on their own. Triggers (migration
// 0023) bump the branch's menu revision on every write, so the next menu read sees the change.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { branchContacts, branches, companies } from "../schema.server";

export const locationSoldOut = sqliteTable(
  "location_sold_out",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    /** The branch whose menu holds the item (its revision moves with every write). */
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    kind: text("kind", { enum: ["PLATE", "GARNISH"] }).notNull(),
    /** plates.id or garnishes.id, by kind. */
    itemId: integer("item_id").notNull(),
    /** Epoch ms; SOLD_OUT_UNTIL_REACTIVATED for 'until reactivated'. */
    until: integer("until").notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchContactId, t.kind, t.itemId] })],
);
