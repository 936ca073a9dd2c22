// The plain-SQL half of the demo tenant's seed (demo-tenant*.ts): the rows and columns no
// back-office function writes, around the tenants and menus that
// app/services/demo/seed-demo-tenant.server.ts builds with the back office's own functions. Run inside workerd (integration tests) and through wrangler's
// platform proxy (scripts/db.mjs seed). Images: see demo-images.ts / seedImages().
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

/**
 * One `INSERT ... ON CONFLICT(pk) DO UPDATE ... WHERE changed` per row. `insertOnly`: columns a
 * new row starts with but an existing row keeps (a back-office function sets them afterwards).
 */
export function upsertStatement<T extends SQLiteTable>(table: T, row: T["$inferInsert"], insertOnly: readonly string[] = []): string {
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
  const kept = insertOnly.map((key) => columns[key]?.name ?? key);
  const updatable = names.filter((n) => !pk.includes(n) && !kept.includes(n));
  const head = `INSERT INTO ${q(config.name)} (${names.map(q).join(", ")}) VALUES (${values.join(", ")}) ON CONFLICT (${pk.map(q).join(", ")})`;
  if (updatable.length === 0) return `${head} DO NOTHING;`;
  const set = updatable.map((n) => `${q(n)} = excluded.${q(n)}`).join(", ");
  const mine = updatable.map((n) => `${q(config.name)}.${q(n)}`).join(", ");
  const theirs = updatable.map((n) => `excluded.${q(n)}`).join(", ");
  const changed = updatable.length === 1 ? `${mine} IS NOT ${theirs}` : `(${mine}) IS NOT (${theirs})`;
  return `${head} DO UPDATE SET ${set} WHERE ${changed};`;
}

type Seeded = [SQLiteTable, readonly object[], insertOnly?: readonly string[]];

/** Reference data written before the tenants are signed up (a company names its country). */
const REFERENCE_ROWS: Seeded[] = [[schema.countries, demo.countries]];

/**
 * Plain rows written once app/services/demo has signed the tenants up (their companies, branches,
 * locations and order modes exist) and before it builds the menu: what the menu hangs from
 * (docs/decisions/demo-built-through-services.md lists why each stays a row). Parents before
 * children, so that foreign keys (enforced by D1) hold.
 */
const ROWS_BEFORE_MENU: Seeded[] = [
  [schema.files, demo.files],
  // The sign-up made each mode with 'Efectivo' (the demo's own description set here); the card
  // payments are added through the mode's page ('Agregar medio de pago', app/services/demo).
  [schema.paymentTypes, demo.paymentTypes.filter((p) => p.paymentMethod === "CASH")],
  [schema.indicators, demo.indicators],
];

/** Written by the sign-up's functions (createTenant, createBrand, createLocation) with the demo's published ids. */
const SIGNED_UP: Seeded[] = [
  [schema.companies, demo.companies],
  [schema.aliases, demo.aliases],
  [schema.branches, demo.branches],
  [schema.branchContacts, demo.branchContacts],
  [schema.orderModes, demo.orderModes],
  // a mode's service fee and surcharges: saved through the mode's page (saveModeSettings)
  [schema.orderModeFees, demoOrders.orderModeFees],
  [schema.generalSurcharges, demoOrders.generalSurcharges],
];

/** Built by app/services/demo with the back office's functions; listed here for the row counts of `check`. */
const BUILT_BY_SERVICES: Seeded[] = [
  [schema.categories, demo.categories],
  [schema.plates, demo.plates],
  [schema.sizes, demo.sizes],
  [schema.garnishGroups, demo.garnishGroups],
  [schema.garnishes, demo.garnishes],
  [schema.entityIndicators, demo.entityIndicators],
  [schema.productDiscounts, demo.productDiscounts],
  [schema.productDiscountPlates, demo.productDiscountPlates],
  [schema.deliveryZones, demo.deliveryZones],
  [schema.loyaltyPrograms, demoOrders.loyaltyPrograms],
  [schema.loyaltyRewards, demoOrders.loyaltyRewards],
  [schema.discountCodes, demoOrders.discountCodes],
  [schema.staff, demoStaff.staff],
  [schema.shopUsers, demoShop.shopUsers],
  [schema.shopUserLocations, demoShop.shopUserLocations.filter((l) => !ownerLocation(l))],
];

/** A location row of an owner: the team page stores none (an owner has every location), the demo keeps one. */
function ownerLocation(l: (typeof demoShop.shopUserLocations)[number]): boolean {
  return demoShop.shopUsers.some((u) => u.id === l.shopUserId && u.role === "owner");
}

/** Plain rows written after the menu (they name its plates, or are history no back-office function writes). */
const ROWS_AFTER_MENU: Seeded[] = [
  [schema.menuCustomizations, demo.menuCustomizations],
  // orders, codes, loyalty, surveys (demo-tenant-orders.ts)
  [schema.generalDiscounts, demoOrders.generalDiscounts],
  [schema.customers, demoOrders.customers],
  [schema.orders, demoOrders.orders],
  [schema.orderLines, demoOrders.orderLines],
  [schema.orderStatusEvents, demoOrders.orderStatusEvents],
  // a past day of orders for the console's figures (demo-tenant-day-figures.ts)
  [schema.orders, demoDayFigures.orders],
  [schema.orderLines, demoDayFigures.orderLines],
  [schema.orderStatusEvents, demoDayFigures.orderStatusEvents],
  [schema.loyaltyMovements, demoOrders.loyaltyMovements],
  [schema.surveys, demoOrders.surveys],
  [schema.surveyQuestions, demoOrders.surveyQuestions],
  [schema.surveyQuestionReasons, demoOrders.surveyQuestionReasons],
  [schema.geocoderPlaces, demoOrders.geocoderPlaces],
  // the riders' and pickers' codes of Palermo (demo-tenant-staff.ts): published, not drawn at random
  [schema.staffSecurityCodes, demoStaff.staffSecurityCodes],
  // the shop's people (demo-tenant-shop.ts): an owner's location, which the team page never stores
  [schema.shopUserLocations, demoShop.shopUserLocations.filter(ownerLocation)],
];

function statementsOf(tables: Seeded[]): string[] {
  const out: string[] = [];
  for (const [table, rows, insertOnly] of tables) {
    for (const row of rows) out.push(upsertStatement(table, row as never, insertOnly));
  }
  return out;
}

/**
 * `UPDATE … SET cols WHERE pk AND (cols) IS NOT (values)`: a column of a row a back-office
 * function created that no back-office form edits (docs/decisions/demo-built-through-services.md);
 * it changes nothing (and fires no trigger) once the value is there.
 */
export function columnsStatement<T extends SQLiteTable>(table: T, id: number, values: Partial<T["$inferInsert"]>): string {
  const config = getTableConfig(table);
  const columns = getTableColumns(table as Table) as Record<string, SQLiteColumn>;
  const pairs = Object.entries(values).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`seed: ${config.name} has no column ${key}`);
    return [q(column.name), literal(value === null || value === undefined ? null : column.mapToDriverValue(value))] as const;
  });
  const mine = pairs.map(([n]) => `${q(config.name)}.${n}`).join(", ");
  const theirs = pairs.map(([, v]) => v).join(", ");
  const changed = pairs.length === 1 ? `${mine} IS NOT ${theirs}` : `(${mine}) IS NOT (${theirs})`;
  return `UPDATE ${q(config.name)} SET ${pairs.map(([n, v]) => `${n} = ${v}`).join(", ")} WHERE "id" = ${literal(id)} AND ${changed};`;
}

/**
 * Columns of the signed-up companies, branches and locations that no back-office form writes
 * (docs/decisions/demo-built-through-services.md): the company's logo; a branch's name (the sign-up
 * names the first after the business), description, files and storefront switches; a location's
 * neighbourhood, country name and flags; a mode's promotional banner.
 */
function signedUpColumnsStatements(): string[] {
  return [
    ...demo.companies.map((c) => columnsStatement(schema.companies, c.id!, { logoFileId: c.logoFileId ?? null })),
    ...demo.branches.map((b) =>
      columnsStatement(schema.branches, b.id!, {
        name: b.name,
        description: b.description ?? null,
        logoFileId: b.logoFileId ?? null,
        bannerFileId: b.bannerFileId ?? null,
        backgroundFileId: b.backgroundFileId ?? null,
        horizontalFileId: b.horizontalFileId ?? null,
        askForLocation: b.askForLocation ?? false,
        addressConfig: b.addressConfig ?? "MANUAL",
        nps: b.nps,
        mapProvider: b.mapProvider ?? "maplibre",
        geocoderProvider: b.geocoderProvider ?? "local",
      }),
    ),
    ...demo.branchContacts.map((c) =>
      columnsStatement(schema.branchContacts, c.id!, {
        zone: c.zone ?? null,
        locality: c.locality ?? null,
        country: c.country,
        betweenStreetsRequired: c.betweenStreetsRequired ?? false,
        npsAvg: c.npsAvg ?? null,
        blocked: c.blocked ?? false,
        mandatoryEmail: c.mandatoryEmail ?? false,
        followUpSupport: c.followUpSupport ?? false,
        ownFleet: c.ownFleet ?? false,
        requiresRiderOnShift: c.requiresRiderOnShift ?? false,
      }),
    ),
    ...demo.orderModes.map((m) => columnsStatement(schema.orderModes, m.id!, { promotionalBanner: m.promotionalBanner ?? null })),
  ];
}

/**
 * Columns no back-office form writes: the plates' photos (the demo's fixed files) and the cart's
 * suggestions; the people's role titles ('Dueña').
 */
function columnsStatements(): string[] {
  return [
    ...demo.plates.map((p) => columnsStatement(schema.plates, p.id!, { imageFileId: p.imageFileId ?? null, upsell: p.upsell ?? false })),
    ...demoShop.shopUsers.map((u) => columnsStatement(schema.shopUsers, u.id!, { roleTitle: u.roleTitle ?? null })),
  ];
}

/** The seed's plain statements, in the order they run around the menu the services build. */
export const seedPhases = {
  reference: (): string[] => statementsOf(REFERENCE_ROWS),
  beforeMenu: (): string[] => [...signedUpColumnsStatements(), ...statementsOf(ROWS_BEFORE_MENU)],
  afterMenu: (): string[] => [...columnsStatements(), ...statementsOf(ROWS_AFTER_MENU), ...demoOrders.seedOrdersFixups()],
};

/** Runs plain seed statements, 50 to a batch (each batch is one transaction). */
export async function runSeedStatements(env: Pick<Env, "DB">, statements: string[]): Promise<void> {
  for (let i = 0; i < statements.length; i += 50) {
    await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
  }
}

/** Which of the demo's rows the services create exist already (by id): a second seed creates none of them again. */
const CREATED_BY_SERVICES = {
  companies: [schema.companies, demo.companies],
  branches: [schema.branches, demo.branches],
  branchContacts: [schema.branchContacts, demo.branchContacts],
  categories: [schema.categories, demo.categories],
  plates: [schema.plates, demo.plates],
  productDiscounts: [schema.productDiscounts, demo.productDiscounts],
  deliveryZones: [schema.deliveryZones, demo.deliveryZones],
  loyaltyPrograms: [schema.loyaltyPrograms, demoOrders.loyaltyPrograms],
  loyaltyRewards: [schema.loyaltyRewards, demoOrders.loyaltyRewards],
  discountCodes: [schema.discountCodes, demoOrders.discountCodes],
  staff: [schema.staff, demoStaff.staff],
  shopUsers: [schema.shopUsers, demoShop.shopUsers],
} as const;

export async function existingDemoRowIds(env: Pick<Env, "DB">): Promise<Record<keyof typeof CREATED_BY_SERVICES, Set<number>>> {
  const entries = Object.entries(CREATED_BY_SERVICES) as [keyof typeof CREATED_BY_SERVICES, (typeof CREATED_BY_SERVICES)[keyof typeof CREATED_BY_SERVICES]][];
  const results = await env.DB.batch<{ id: number }>(
    entries.map(([, [table, rows]]) =>
      env.DB.prepare(`SELECT id FROM ${q(getTableConfig(table).name)} WHERE id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(rows.map((r) => r.id!))),
    ),
  );
  return Object.fromEntries(entries.map(([key], i) => [key, new Set(results[i]!.results.map((x) => x.id))])) as Record<keyof typeof CREATED_BY_SERVICES, Set<number>>;
}

/**
 * Drops the history rows the seed's own calls wrote (person `personId`): the demo starts with an
 * empty menu history, as before the seed went through the back office's functions.
 */
export async function forgetSeedHistory(env: Pick<Env, "DB">, personId: number): Promise<void> {
  const companies = JSON.stringify(demo.companies.map((c) => c.id!));
  await env.DB.prepare("DELETE FROM menu_audit_log WHERE person_id = ? AND company_id IN (SELECT value FROM json_each(?))").bind(personId, companies).run();
}

/** What a seeded database holds, per table (tests and scripts/db.mjs check). */
export function seedRowCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [t, rows] of [...REFERENCE_ROWS, ...SIGNED_UP, ...ROWS_BEFORE_MENU, ...BUILT_BY_SERVICES, ...ROWS_AFTER_MENU]) {
    const name = getTableConfig(t).name;
    counts[name] = (counts[name] ?? 0) + rows.length;
  }
  return counts;
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
