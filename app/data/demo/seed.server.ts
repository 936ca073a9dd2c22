// Seed of the demo tenant (demo-tenant.ts) as plain, idempotent SQL.
//
// Used by scripts/db.mjs (written to a .sql file, run with
// `wrangler d1 execute DB --local --file`) and by tests inside workerd
// (`for (const q of seedStatements()) await env.DB.prepare(q).run()`, or one
// env.DB.batch). Images: see demo-images.ts / seedImages().
//
// Each row is an upsert by primary key whose UPDATE only happens when a value
// differs (`WHERE (cols) IS NOT (excluded cols)`): a second run changes no row,
// so the menu_revision triggers do not fire and revisions stay put.
import { getTableColumns, type Table } from "drizzle-orm";
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import * as storefrontSchema from "~/data/schema.server";
import * as ordersSchema from "~/data/schema/index.server";
import * as staffSchema from "~/data/schema-logistics-staff.server";

const schema = { ...storefrontSchema, ...ordersSchema, ...staffSchema };
import * as demo from "./demo-tenant";
import * as demoOrders from "./demo-tenant-orders";
import * as demoStaff from "./demo-tenant-staff";
import * as demoShop from "./demo-tenant-shop";
import * as demoDayFigures from "./demo-tenant-day-figures";
import { demoImages } from "./demo-images";

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`seed: non-finite number ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`seed: unsupported value ${JSON.stringify(value)}`);
}

const q = (name: string) => `"${name}"`;

/** One `INSERT ... ON CONFLICT(pk) DO UPDATE ... WHERE changed` per row. */
export function upsertStatement<T extends SQLiteTable>(table: T, row: T["$inferInsert"]): string {
  const config = getTableConfig(table);
  const columns = getTableColumns(table as Table) as Record<string, SQLiteColumn>;
  const pk = config.primaryKeys[0]?.columns.map((c) => c.name) ?? Object.values(columns).filter((c) => c.primary).map((c) => c.name);
  if (pk.length === 0) throw new Error(`seed: ${config.name} has no primary key`);

  const names: string[] = [];
  const values: string[] = [];
  for (const [key, column] of Object.entries(columns)) {
    const value = (row as Record<string, unknown>)[key];
    if (value === undefined) continue; // keep the column default / current value
    names.push(column.name);
    values.push(literal(value === null ? null : column.mapToDriverValue(value)));
  }
  const updatable = names.filter((n) => !pk.includes(n));
  const head = `INSERT INTO ${q(config.name)} (${names.map(q).join(", ")}) VALUES (${values.join(", ")}) ON CONFLICT (${pk.map(q).join(", ")})`;
  if (updatable.length === 0) return `${head} DO NOTHING;`;
  const set = updatable.map((n) => `${q(n)} = excluded.${q(n)}`).join(", ");
  const mine = updatable.map((n) => `${q(config.name)}.${q(n)}`).join(", ");
  const theirs = updatable.map((n) => `excluded.${q(n)}`).join(", ");
  const changed = updatable.length === 1 ? `${mine} IS NOT ${theirs}` : `(${mine}) IS NOT (${theirs})`;
  return `${head} DO UPDATE SET ${set} WHERE ${changed};`;
}

/** Parents before children, so that foreign keys (enforced by D1) hold. */
const ORDER: [SQLiteTable, readonly object[]][] = [
  [schema.countries, demo.countries],
  [schema.companies, demo.companies],
  [schema.aliases, demo.aliases],
  [schema.files, demo.files],
  [schema.branches, demo.branches],
  [schema.branchContacts, demo.branchContacts],
  [schema.orderModes, demo.orderModes],
  [schema.paymentTypes, demo.paymentTypes],
  [schema.categories, demo.categories],
  [schema.plates, demo.plates],
  [schema.sizes, demo.sizes],
  [schema.garnishGroups, demo.garnishGroups],
  [schema.garnishes, demo.garnishes],
  [schema.indicators, demo.indicators],
  [schema.entityIndicators, demo.entityIndicators],
  [schema.productDiscounts, demo.productDiscounts],
  [schema.productDiscountPlates, demo.productDiscountPlates],
  [schema.menuCustomizations, demo.menuCustomizations],
  [schema.deliveryZones, demo.deliveryZones],
  // orders, codes, loyalty, surveys (demo-tenant-orders.ts)
  [schema.orderModeFees, demoOrders.orderModeFees],
  [schema.generalSurcharges, demoOrders.generalSurcharges],
  [schema.generalDiscounts, demoOrders.generalDiscounts],
  [schema.loyaltyPrograms, demoOrders.loyaltyPrograms],
  [schema.loyaltyRewards, demoOrders.loyaltyRewards],
  [schema.customers, demoOrders.customers],
  [schema.orders, demoOrders.orders],
  [schema.orderLines, demoOrders.orderLines],
  [schema.orderStatusEvents, demoOrders.orderStatusEvents],
  // a past day of orders for the console's figures (demo-tenant-day-figures.ts)
  [schema.orders, demoDayFigures.orders],
  [schema.orderLines, demoDayFigures.orderLines],
  [schema.orderStatusEvents, demoDayFigures.orderStatusEvents],
  [schema.loyaltyMovements, demoOrders.loyaltyMovements],
  [schema.discountCodes, demoOrders.discountCodes],
  [schema.surveys, demoOrders.surveys],
  [schema.surveyQuestions, demoOrders.surveyQuestions],
  [schema.surveyQuestionReasons, demoOrders.surveyQuestionReasons],
  [schema.geocoderPlaces, demoOrders.geocoderPlaces],
  // riders and pickers (demo-tenant-staff.ts)
  [schema.staffSecurityCodes, demoStaff.staffSecurityCodes],
  [schema.staff, demoStaff.staff],
  // the shop's people (demo-tenant-shop.ts)
  [schema.shopUsers, demoShop.shopUsers],
  [schema.shopUserLocations, demoShop.shopUserLocations],
];

/** Plain SQL statements (each ends with ';'), idempotent and deterministic. */
export function seedStatements(): string[] {
  const out: string[] = [];
  for (const [table, rows] of ORDER) {
    for (const row of rows) out.push(upsertStatement(table, row as never));
  }
  out.push(...demoOrders.seedOrdersFixups());
  return out;
}

/** What a seeded database holds, per table (tests and scripts/db.mjs check). */
export function seedRowCounts(): Record<string, number> {
  return Object.fromEntries(ORDER.map(([t, rows]) => [getTableConfig(t).name, rows.length]));
}

interface R2Like {
  put(key: string, value: string, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
}

/** Puts the demo images into R2 (tests: `await seedImages(env.IMAGES)`). */
export async function seedImages(bucket: R2Like): Promise<number> {
  for (const image of demoImages) {
    await bucket.put(image.r2Key, image.body, { httpMetadata: { contentType: image.contentType } });
  }
  return demoImages.length;
}
