import { fillPlaceholders, getTableColumns, sql, type Column, type SQL, type Table } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as storefrontSchema from "./schema.server";
import * as ordersSchema from "./schema/index.server";
import * as staffSchema from "./schema-logistics-staff.server";
import * as shipmentsSchema from "./schema-shipments.server";

// The schema files together (schema/ holds the order side, by aggregate, and imports the storefront tables).
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
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A statement whose SQL drizzle builds once per D1 binding and isolate, its values given as
 * `sql.placeholder(name)`: building statements was 20–40 % of the Worker's CPU on the D1 paths
 * (bench/README.md "Profile: CPU of the Worker"). `statement(env, values)` is then used like the
 * query it was built from: awaited, or as an item of `db(env).batch([...])`, whose answer it
 * maps the same way (drizzle's batch prepares each item: this one hands over its prepared
 * statement with the values filled in). Reads and writes alike; a placeholder wrapped in `sql`
 * (`slot(name)`) takes its value as given (see `driverValues`). tests/integration/prepared-reads.test.ts.
 */
export function preparedStatement<Q extends { prepare(): unknown }>(build: (d: Db) => Q): (env: Pick<Env, "DB">, values: Record<string, unknown>) => Q {
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
      then: (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) => p.execute(values).then(resolve, reject),
    };
    return item as unknown as Q;
  };
}

/**
 * A value slot of a prepared write: the placeholder `name` as plain SQL, so the value goes to
 * D1 as given. (Inside `insert().values()` a bare placeholder is encoded by its column when
 * filled, and a column's encoder turns null into the JSON text 'null'; `driverValues` encodes
 * instead, keeping null as NULL.)
 */
export const slot = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** `slot` for each key: the values object of a prepared insert or update. */
export function slots<K extends string>(keys: readonly K[]): Record<K, SQL> {
  return Object.fromEntries(keys.map((k) => [k, slot(k)])) as Record<K, SQL>;
}

/** A row's values as D1 stores them, by the table's own columns (JSON text, 0/1), null kept as NULL. */
export function driverValues(table: Table, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const out: Record<string, unknown> = {};
  for (const key in row) {
    const v = row[key];
    const column = columns[key];
    out[key] = v == null ? null : column ? column.mapToDriverValue(v) : v;
  }
  return out;
}
