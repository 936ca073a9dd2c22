import { fillPlaceholders } from "drizzle-orm";
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

/** What drizzle's D1 batch asks of each item once prepared (drizzle-orm/d1/session.js batch()). */
interface PreparedForBatch {
  stmt: D1PreparedStatement;
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
  all(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A read whose SQL drizzle builds once per D1 binding and isolate, its values given as
 * `sql.placeholder(name)`: building statements was 20–40 % of the Worker's CPU on the D1 paths
 * (bench/README.md "Profile: CPU of the Worker"). `read(env, values)` is then used like the query
 * it was built from: awaited, or as an item of `db(env).batch([...])`, whose answer it maps the
 * same way (drizzle's batch prepares each item: this one hands over its prepared statement with
 * the values filled in). tests/integration/prepared-reads.test.ts.
 */
export function preparedRead<Q extends { prepare(): unknown }>(build: (d: Db) => Q): (env: Pick<Env, "DB">, values: Record<string, unknown>) => Q {
  const byBinding = new WeakMap<D1Database, PreparedForBatch>();
  return (env, values) => {
    let prepared = byBinding.get(env.DB);
    if (!prepared) byBinding.set(env.DB, (prepared = build(db(env)).prepare() as PreparedForBatch));
    const p = prepared;
    const item = {
      _prepare: () => ({
        stmt: p.stmt,
        getQuery: () => ({ sql: p.getQuery().sql, params: fillPlaceholders(p.getQuery().params, values) }),
        mapResult: (result: unknown, isFromBatch?: boolean) => p.mapResult(result, isFromBatch),
      }),
      then: (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) => p.all(values).then(resolve, reject),
    };
    return item as unknown as Q;
  };
}
