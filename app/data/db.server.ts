import { drizzle } from "drizzle-orm/d1";
import * as storefrontSchema from "./schema.server";
import * as ordersSchema from "./schema-orders.server";
import * as staffSchema from "./schema-logistics-staff.server";
import * as shipmentsSchema from "./schema-shipments.server";

// The schema files together (schema-orders holds issue-3 tables and imports the storefront ones).
const schema = { ...storefrontSchema, ...ordersSchema, ...staffSchema, ...shipmentsSchema };

export type Db = ReturnType<typeof db>;

export function db(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}
