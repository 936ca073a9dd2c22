// The gazetteer of the 'local' geocoder.
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { companies } from "../schema.server";

/**
 * The 'local' geocoder (branches.geocoder_provider = 'local'): known places.
 * company_id null = a place every tenant's local geocoder knows. `normalized`
 * is the lookup key: lower case, accents and punctuation removed, single spaces.
 */
export const geocoderPlaces = sqliteTable(
  "geocoder_places",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id),
    query: text("query").notNull(),
    normalized: text("normalized").notNull(),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    street: text("street").notNull(),
    number: text("number"),
    city: text("city").notNull(),
    locality: text("locality"),
    postalCode: text("postal_code"),
    country: text("country").notNull().default("ar"),
  },
  (t) => [index("geocoder_places_normalized_idx").on(t.normalized), index("geocoder_places_company_idx").on(t.companyId)],
);
