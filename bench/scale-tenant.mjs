// The scale data set: a bench-only tenant seeded by the bench into its own
// server state (bench-state-<port> in memory, bench/server.mjs), never by `npm start`. What and why: bench/README.md.
//
//   company 'bench-escala' (950) → branch 'bench-escala-marca' (9501) → location 'escala-palermo'
//   (950111), a copy of Sabores Pizzería Palermo (its order modes, payment types, fees, surcharges,
//   general discounts, delivery zones and menu customizations, with their own ids), and
//   - 300 plates in 30 categories, each with sizes Chica / Grande (the Muzzarella's prices),
//     a garnish group 'Agregados' of 3 garnishes, and the demo's 4 product discounts over 40 plates;
//   - 2,000 customers and 100,000 orders over ~2 years (10 minutes apart, DELIVERED), the last 10
//     in progress (ACCEPTED, a minute apart up to now); customer 1 has the first 200 orders.
// One SQL file of INSERT … SELECT over recursive counters, applied with ONE `wrangler d1 execute
// --file`: the 100,000 orders, their lines and status events are written by SQLite itself in a few
// seconds (no row travels through the CLI).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyRows, wrangler } from "./d1-local.mjs";

export const SCALE = {
  companyId: 950,
  branchId: 9501,
  contactId: 950111,
  companyAlias: "bench-escala",
  branchAlias: "bench-escala-marca",
  contactAlias: "escala-palermo",
  categories: 30,
  plates: 300,
  customers: 2_000,
  orders: 100_000,
  inProgress: 10,
  // customer 1 (phone below) owns orders 1..200: 'Mis pedidos' with 200 orders
  heavyCustomerOrders: 200,
  heavyCustomerPhone: "+5491160000001",
  heavyCustomerLocalPhone: "11 6000 0001",
  // ids: demo id + offset (order modes, their fees, surcharges, discounts, zones) / own ranges
  modeOffset: 9_000_000,
  paymentOffset: 90_000_000,
  firstCategory: 9_500_000,
  firstPlate: 9_510_000,
  firstOrder: 10_000_000,
  firstCustomer: 9_600_000,
};
/** The code of order i (1-based): ES000001 … ES100000 (8 characters, like the demo's). */
export const scaleOrderCode = (i) => `ES${String(i).padStart(6, "0")}`;
/** Ids the order submit uses on this tenant: the delivery mode and the first plate's Grande. */
export const scaleIds = { deliveryMode: 1111 + SCALE.modeOffset, plate: SCALE.firstPlate + 1, size: 9_520_000 + 1 * 10 + 2 };

// Demo rows copied (app/data/demo/demo-tenant.ts): company 1, branch 11, location 111, the
// Muzzarella (11001, sizes 11501/11502), its garnish group 11601, category 1101, order 1 (SABDEM01).
const DEMO = { company: 1, branch: 11, contact: 111, plate: 11001, garnishGroup: 11601, category: 1101, order: 1, customer: 1 };

const counter = (name, max) => `${name}(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM ${name} WHERE i < ${max})`;
const withN = (max) => `WITH RECURSIVE ${counter("n", max)}`;

/** Every column of `table` from `src`, some replaced by expressions. */
function select(columns, overrides, src = "src") {
  return columns.map((c) => (c in overrides ? `${overrides[c]} AS "${c}"` : `${src}."${c}"`)).join(", ");
}
const insert = (table, columns) => `INSERT OR IGNORE INTO ${table} (${columns.map((c) => `"${c}"`).join(", ")})`;

export function scaleSql(cols, now = Date.now()) {
  const S = SCALE;
  const M = S.modeOffset;
  const modesOf111 = `(SELECT id FROM order_modes WHERE branch_contact_id = ${DEMO.contact})`;
  const sql = [];
  // Tenant, branch, location and their aliases.
  sql.push(`${insert("companies", cols.companies)} SELECT ${select(cols.companies, { id: S.companyId, alias: `'${S.companyAlias}'`, name: "'Bench Escala'", guide_search_code: "NULL" })} FROM companies AS src WHERE src.id = ${DEMO.company};`);
  sql.push(`${withN(1)} ${copyRows("branches", cols.branches, DEMO.branch, { id: S.branchId, company_id: S.companyId, alias: `'${S.branchAlias}'` })}`);
  sql.push(`${withN(1)} ${copyRows("branch_contacts", cols.branch_contacts, DEMO.contact, { id: S.contactId, company_id: S.companyId, branch_id: S.branchId, alias: `'${S.contactAlias}'`, guide_listed: 0 })}`);
  for (const [alias, type, target] of [[S.companyAlias, "company", S.companyId], [S.branchAlias, "branch", S.branchId], [S.contactAlias, "branchContact", S.contactId]]) {
    sql.push(`INSERT OR IGNORE INTO aliases (alias, type, company_id, target_id) VALUES ('${alias}', '${type}', ${S.companyId}, ${target});`);
  }
  // Order modes and what hangs from them (ids shifted by the offset, so mode×10+n stays true).
  sql.push(`${insert("order_modes", cols.order_modes)} SELECT ${select(cols.order_modes, { id: `src.id + ${M}`, company_id: S.companyId, branch_contact_id: S.contactId })} FROM order_modes AS src WHERE src.branch_contact_id = ${DEMO.contact};`);
  sql.push(`${insert("payment_types", cols.payment_types)} SELECT ${select(cols.payment_types, { id: `src.id + ${S.paymentOffset}`, company_id: S.companyId, order_mode_id: `src.order_mode_id + ${M}` })} FROM payment_types AS src WHERE src.order_mode_id IN ${modesOf111};`);
  for (const t of ["order_mode_fees", "general_surcharges", "general_discounts"]) {
    if (!cols[t]) continue;
    sql.push(`${insert(t, cols[t])} SELECT ${select(cols[t], { id: `src.id + ${M}`, company_id: S.companyId, order_mode_id: `src.order_mode_id + ${M}` })} FROM ${t} AS src WHERE src.order_mode_id IN ${modesOf111};`);
  }
  sql.push(`${insert("delivery_zones", cols.delivery_zones)} SELECT ${select(cols.delivery_zones, { id: `src.id + ${M}`, company_id: S.companyId, branch_contact_id: S.contactId })} FROM delivery_zones AS src WHERE src.branch_contact_id = ${DEMO.contact};`);
  sql.push(`${insert("menu_customizations", cols.menu_customizations)} SELECT ${select(cols.menu_customizations, { id: `src.id + ${M}`, company_id: S.companyId, branch_id: S.branchId })} FROM menu_customizations AS src WHERE src.branch_id = ${DEMO.branch};`);
  // The menu: 30 categories × 10 plates, each with 2 sizes and a garnish group of 3.
  const perCategory = S.plates / S.categories;
  sql.push(`${withN(S.categories)} ${copyRows("categories", cols.categories, DEMO.category, { id: `${S.firstCategory} + n.i`, company_id: S.companyId, branch_id: S.branchId, slug: "'categoria-' || n.i", name: "'Categoría ' || n.i", show_name: "'Categoría ' || n.i", position: "n.i" })}`);
  sql.push(`${withN(S.plates)} ${copyRows("plates", cols.plates, DEMO.plate, {
    id: `${S.firstPlate} + n.i`,
    company_id: S.companyId,
    branch_id: S.branchId,
    category_id: `${S.firstCategory} + 1 + (n.i - 1) / ${perCategory}`,
    slug: "'plato-' || n.i",
    name: "'Plato ' || n.i",
    show_name: "'Plato ' || n.i",
    description: "'Masa de la casa, salsa de tomate y muzzarella; receta número ' || n.i || '.'",
    remarked: "CASE WHEN n.i % 37 = 0 THEN 1 ELSE 0 END",
    position: "n.i",
  })}`);
  sql.push(`${withN(S.plates)} ${insert("sizes", cols.sizes)} SELECT ${select(cols.sizes, { id: `9520000 + n.i * 10 + (src.id - 11500)`, company_id: S.companyId, branch_id: S.branchId, plate_id: `${S.firstPlate} + n.i` })} FROM sizes AS src, n WHERE src.plate_id = ${DEMO.plate};`);
  sql.push(`${withN(S.plates)} ${copyRows("garnish_groups", cols.garnish_groups, DEMO.garnishGroup, { id: `9530000 + n.i`, company_id: S.companyId, branch_id: S.branchId, plate_id: `${S.firstPlate} + n.i` })}`);
  sql.push(`${withN(S.plates)} ${insert("garnishes", cols.garnishes)} SELECT ${select(cols.garnishes, { id: `9540000 + n.i * 10 + (src.id - 11700)`, company_id: S.companyId, branch_id: S.branchId, group_id: `9530000 + n.i` })} FROM garnishes AS src, n WHERE src.group_id = ${DEMO.garnishGroup};`);
  sql.push(`${insert("product_discounts", cols.product_discounts)} SELECT ${select(cols.product_discounts, { id: `9550000 + (src.id - 11800)`, company_id: S.companyId, branch_id: S.branchId })} FROM product_discounts AS src WHERE src.branch_id = ${DEMO.branch};`);
  // Discounts over plates 11..50 (10 each), not the first plate: the order submit's total stays the demo's.
  sql.push(`${withN(40)} INSERT OR IGNORE INTO product_discount_plates (company_id, branch_id, discount_id, plate_id) SELECT ${S.companyId}, ${S.branchId}, 9550001 + (n.i - 1) / 10, ${S.firstPlate} + 10 + n.i FROM n;`);
  // Customers and orders.
  const phone = (i) => `'+549116' || printf('%07d', ${i})`;
  sql.push(`${withN(S.customers)} ${insert("customers", cols.customers)} SELECT ${select(cols.customers, { id: `${S.firstCustomer} + n.i`, company_id: S.companyId, phone: phone("n.i"), name: "'Cliente ' || n.i" })} FROM customers AS src, n WHERE src.id = ${DEMO.customer};`);
  // Order i: customer 1 for the first 200, then round the other 1,999.
  const customerNo = `CASE WHEN n.i <= ${S.heavyCustomerOrders} THEN 1 ELSE 2 + (n.i % ${S.customers - 1}) END`;
  const inProgress = `n.i > ${S.orders - S.inProgress}`;
  const createdAt = `CASE WHEN ${inProgress} THEN ${now} - (${S.orders} - n.i) * 60000 - 30000 ELSE ${now} - (${S.orders} - n.i) * 600000 - 86400000 END`;
  sql.push(`${withN(S.orders)} ${insert("orders", cols.orders)} SELECT ${select(cols.orders, {
    id: `${S.firstOrder} + n.i`,
    company_id: S.companyId,
    branch_id: S.branchId,
    branch_contact_id: S.contactId,
    order_mode_id: `src.order_mode_id + ${M}`,
    payment_type_id: `src.payment_type_id + ${S.paymentOffset}`,
    code: `'ES' || printf('%06d', n.i)`,
    idempotency_key: "'escala-' || n.i",
    status: `CASE WHEN ${inProgress} THEN 'ACCEPTED' ELSE src.status END`,
    customer_id: `${S.firstCustomer} + ${customerNo}`,
    customer_name: `'Cliente ' || (${customerNo})`,
    customer_phone: phone(customerNo),
    created_at: createdAt,
    updated_at: createdAt,
  })} FROM orders AS src, n WHERE src.id = ${DEMO.order};`);
  sql.push(`${withN(S.orders)} ${insert("order_lines", cols.order_lines)} SELECT ${select(cols.order_lines, { id: `${S.firstOrder} * 10 + n.i * 10 + src.line_no`, order_id: `${S.firstOrder} + n.i`, company_id: S.companyId, plate_id: `${S.firstPlate} + 1`, category_id: `${S.firstCategory} + 1` })} FROM order_lines AS src, n WHERE src.order_id = ${DEMO.order};`);
  // Status events: the demo order's, shifted to each order's time (in-progress ones stop at ACCEPTED).
  sql.push(`${withN(S.orders)} ${insert("order_status_events", cols.order_status_events)} SELECT ${select(cols.order_status_events, {
    id: `${S.firstOrder} * 10 + n.i * 10 + (src.id % 10)`,
    order_id: `${S.firstOrder} + n.i`,
    company_id: S.companyId,
    at: `src.at - (SELECT created_at FROM orders WHERE id = ${DEMO.order}) + (SELECT created_at FROM orders WHERE id = ${S.firstOrder} + n.i)`,
  })} FROM order_status_events AS src, n WHERE src.order_id = ${DEMO.order} AND (NOT (${inProgress}) OR src.status IN ('GENERATED', 'ACCEPTED'));`);
  sql.push("ANALYZE;");
  return sql.join("\n");
}

const TABLES = ["companies", "branches", "branch_contacts", "order_modes", "payment_types", "order_mode_fees", "general_surcharges", "general_discounts", "delivery_zones", "menu_customizations", "categories", "plates", "sizes", "garnish_groups", "garnishes", "product_discounts", "customers", "orders", "order_lines", "order_status_events"];

/** Seeds the scale tenant into the local D1 at `state`; returns counts and the seconds it took. */
export function seedScaleTenant({ root, state, logFile }) {
  const started = Date.now();
  const cols = {};
  const info = wrangler(root, state, logFile, ["--json", "--command", `SELECT m.name AS t, p.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p WHERE m.type = 'table' AND m.name IN (${TABLES.map((t) => `'${t}'`).join(", ")})`], true);
  for (const row of JSON.parse(info.slice(info.indexOf("[")))[0].results) (cols[row.t] ??= []).push(row.name);
  const dir = path.join(root, ".wrangler", "bench-scale");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "seed-scale.sql");
  writeFileSync(file, scaleSql(cols) + "\n");
  wrangler(root, state, logFile, ["--file", file]);
  const check = wrangler(root, state, logFile, ["--json", "--command", `SELECT (SELECT COUNT(*) FROM plates WHERE company_id = ${SCALE.companyId}) AS plates, (SELECT COUNT(*) FROM categories WHERE company_id = ${SCALE.companyId}) AS categories, (SELECT COUNT(*) FROM orders WHERE company_id = ${SCALE.companyId}) AS orders, (SELECT COUNT(*) FROM customers WHERE company_id = ${SCALE.companyId}) AS customers`], true);
  const counts = JSON.parse(check.slice(check.indexOf("[")))[0].results[0];
  if (counts.plates !== SCALE.plates || counts.orders !== SCALE.orders || counts.customers !== SCALE.customers) {
    throw new Error(`scale seed: ${JSON.stringify(counts)}, expected ${SCALE.plates} plates, ${SCALE.orders} orders, ${SCALE.customers} customers`);
  }
  return { ...counts, seconds: Number(((Date.now() - started) / 1000).toFixed(1)) };
}


