// Where a plate of a branch's shared menu is sold, and at what price, location by location
// (a franchise sets its own price for a plate of the shared menu). A row exists only where a
// location differs from the shared menu: not sold there, or its own price. Kept beside the menu's
// rows like the sold-out marks: the menu stays one per branch, each location reads its overlay
// (buildMenu, for the order mode's location). Triggers (same migration) bump the branch's menu
// revision on every write, so the next menu read sees the change.
// plate_id and size_id carry no foreign key: the plate's save and the CSV import delete a plate's
// rows with it, and a stale row of a deleted size is never joined.
import { index, integer, primaryKey, sqliteTable } from "drizzle-orm/sqlite-core";
import { branchContacts, branches, companies } from "../schema.server";
import { bool } from "./columns.server";

export const locationPlates = sqliteTable(
  "location_plates",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    /** The branch whose menu holds the plate (its revision moves with every write). */
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    plateId: integer("plate_id").notNull(),
    /** false: the location does not sell the plate (absent from its menu). */
    sold: bool("sold").notNull().default(true),
    /** Whole pesos instead of the shared price (a plate without sizes); null = the shared price. */
    price: integer("price"),
  },
  (t) => [primaryKey({ columns: [t.branchContactId, t.plateId] }), index("location_plates_plate_idx").on(t.plateId)],
);

/** A location's own price for one size of a plate (instead of the size's shared price). */
export const locationSizePrices = sqliteTable(
  "location_size_prices",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    branchContactId: integer("branch_contact_id")
      .notNull()
      .references(() => branchContacts.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    plateId: integer("plate_id").notNull(),
    sizeId: integer("size_id").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchContactId, t.sizeId] }), index("location_size_prices_plate_idx").on(t.plateId)],
);
