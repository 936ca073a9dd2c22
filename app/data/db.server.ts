import { drizzle } from "drizzle-orm/d1";
import * as storefrontSchema from "./schema.server";
import * as ordersSchema from "./schema-orders.server";
import * as shipmentsSchema from "./schema-shipments.server";

// The two schema files together (schema-orders holds issue-3 tables and imports the storefront ones).
const schema = { ...storefrontSchema, ...ordersSchema, ...shipmentsSchema };

export type Db = ReturnType<typeof db>;

export function db(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}
