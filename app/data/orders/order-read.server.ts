// Reads of the follow-up page: the order by alias and code, scoped by the
// company the alias resolves to (tenant isolation: another tenant's code, or a
// code of another local of the same company, is a 404). storefront.md §7 GET
// /api/diner/{alias-or-branch}/order/{code}.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Branch, BranchContact, Company, Country } from "~/domain/types";
import { db, preparedStatement } from "~/data/db.server";
import { orderLines, orders } from "~/data/schema/orders.server";
import { countryCached, resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import { orderShipmentsOf, orderShipmentsQueries, type OrderShipments } from "~/data/logistics/shipment-read.server";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export interface FollowUpRecord {
  company: Company;
  branch: Branch;
  branchContact: BranchContact;
  country: Country;
  order: OrderRow;
  lines: OrderLineRow[];
  /** Its logistics order and shipments, read in the same round trip. */
  shipments: OrderShipments;
}

/** Order codes are short base32 strings: anything else never reaches D1. */
export const isOrderCode = (code: string) => /^[0-9A-Za-z-]{4,32}$/.test(code);

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

// The follow-up's reads, by company and order code (placeholders: prepared once per isolate).
const companyIdValue = sql.placeholder("companyId");
const byCode = and(eq(orders.companyId, companyIdValue), eq(orders.code, sql.placeholder("code")));
const orderIdByCode = sql`(SELECT ${orders.id} FROM ${orders} WHERE ${byCode} LIMIT 1)`;
const followUpOrder = preparedStatement((d) => d.select().from(orders).where(byCode).limit(1));
const followUpLines = preparedStatement((d) =>
  d.select().from(orderLines).where(and(eq(orderLines.companyId, companyIdValue), sql`${orderLines.orderId} = ${orderIdByCode}`)).orderBy(asc(orderLines.lineNo)),
);
const followUpLogisticsOrder = preparedStatement((d) => orderShipmentsQueries(d, companyIdValue, orderIdByCode)[0]);
const followUpShipments = preparedStatement((d) => orderShipmentsQueries(d, companyIdValue, orderIdByCode)[1]);
const followUpShipmentEvents = preparedStatement((d) => orderShipmentsQueries(d, companyIdValue, orderIdByCode)[2]);

/** The order `code` of the local (or branch) `alias`; throws 404 otherwise. */
export async function loadFollowUpRecord(env: Env, alias: string, code: string): Promise<FollowUpRecord> {
  if (!isOrderCode(code)) notFound();
  const d = db(env);
  const resolved = await resolveAliasCached(env, alias);
  if (!resolved || resolved.type === "company") notFound();
  // The order, its lines and its shipments in one round trip (each by the order's code: a scalar
  // subquery, so SQLite searches by order_id; tests/integration/query-plans.test.ts), the country
  // beside it (kept by the isolate). The statements are prepared once per isolate.
  const values = { companyId: resolved.company.id, code: code.toUpperCase() };
  const [[[order], lines, logistics, shipmentRows, events], country] = await Promise.all([
    d.batch([
      followUpOrder(env, values),
      followUpLines(env, values),
      followUpLogisticsOrder(env, values),
      followUpShipments(env, values),
      followUpShipmentEvents(env, values),
    ]),
    countryCached(env, resolved.branch.country),
  ]);
  if (!order) notFound();
  const branchContact =
    resolved.type === "branchContact"
      ? resolved.branchContact.id === order.branchContactId
        ? resolved.branchContact
        : null
      : (resolved.branchContacts.find((bc) => bc.id === order.branchContactId) ?? null);
  if (!branchContact) notFound();
  if (!country) notFound();
  return { company: resolved.company, branch: resolved.branch, branchContact, country, order, lines, shipments: orderShipmentsOf(logistics, shipmentRows, events) };
}

/** The diner's remembered orders of one local, newest first (the 'PEDIDO EN CURSO' lookup). */
export async function listOrdersByCodes(env: Env, companyId: number, branchContactId: number, codes: readonly string[]): Promise<OrderRow[]> {
  if (codes.length === 0) return [];
  return db(env)
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.branchContactId, branchContactId), inArray(orders.code, [...codes])))
    .orderBy(desc(orders.createdAt));
}
