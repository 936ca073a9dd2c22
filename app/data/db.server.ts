import { drizzle } from "drizzle-orm/d1";
import * as storefrontSchema from "./schema.server";
import * as ordersSchema from "./schema-orders.server";
import * as staffSchema from "./schema-logistics-staff.server";
import * as shipmentsSchema from "./schema-shipments.server";

// The schema files together (schema-orders holds issue-3 tables and imports the storefront ones).
const schema = { ...storefrontSchema, ...ordersSchema, ...staffSchema, ...shipmentsSchema };

export type Db = ReturnType<typeof db>;

const instances = new WeakMap<D1Database, ReturnType<typeof connect>>();
const connect = (d1: D1Database) => drizzle(d1, { schema });

/**
 * The drizzle database of a D1 binding: built once per binding and isolate (drizzle() maps the
 * whole schema's relations on every call: ≈ 5 % of an order submit's CPU when built per query).
 */
export function db(env: Pick<Env, "DB">) {
  let instance = instances.get(env.DB);
  if (!instance) instances.set(env.DB, (instance = connect(env.DB)));
  return instance;
}
