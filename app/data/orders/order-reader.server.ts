// The one reader of orders (storefront.md §4, §7): an order by code with its lines and status
// events, by idempotency key, by alias (the follow-up page's record, with its shipments), the
// remembered codes of a session; order codes. Every read is scoped by company (tenant isolation:
// another tenant's code, or a code of another local of the same company, is a 404).
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Branch, BranchContact, Company, Country } from "~/domain/types";
import { db, preparedStatement, type Db } from "~/data/db.server";
import { branchContacts } from "~/data/schema.server";
import { customers } from "~/data/schema/customers.server";
import { orderLines, orderStatusEvents, orders } from "~/data/schema/orders.server";
import { resolveAlias } from "~/data/tenants/storefront.server";
import { countryCached, resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import { orderShipmentsOf, orderShipmentsQueries, type OrderShipments } from "~/data/logistics/shipment-read.server";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

// Crockford base32 without I, L, O, U: short, unambiguous when read aloud.
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 8 Crockford base32 characters = 40 random bits (crypto RNG): unguessable, short. */
export function newOrderCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let out = "";
  for (const b of bytes) out += CROCKFORD[b & 31];
  return out;
}

/** 'sabdem01' → 'SABDEM01'; anything outside the alphabet → null. */
export function normalizeOrderCode(raw: string): string | null {
  const code = String(raw ?? "").trim().toUpperCase();
  return /^[0-9A-HJKMNP-TV-Z]{4,16}$/.test(code) ? code : null;
}

// Placeholders of the prepared reads (preparedStatement: built once per isolate).
const value = { companyId: sql.placeholder("companyId"), key: sql.placeholder("key") };

/** The order a first submit with this idempotency key created (at most one: a unique index). */
export const orderByIdempotencyKey = preparedStatement((d) =>
  d.select().from(orders).where(and(eq(orders.companyId, value.companyId), eq(orders.idempotencyKey, value.key))).limit(1),
);

export async function findOrderByIdempotencyKey(env: Pick<Env, "DB">, companyId: number, key: string): Promise<OrderRow | null> {
  const [row] = await orderByIdempotencyKey(env, { companyId, key });
  return row ?? null;
}

export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
}

/** The order of `code` in `companyId` with its lines and status events (one batch), or null. */
export async function getOrderByCode(env: Pick<Env, "DB">, companyId: number, code: string): Promise<StoredOrder | null> {
  const d = db(env);
  const [found, lines, events] = await d.batch([
    d.select().from(orders).where(and(eq(orders.companyId, companyId), eq(orders.code, code))),
    d
      .select({ line: orderLines })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.companyId, companyId), eq(orders.code, code), eq(orderLines.companyId, companyId)))
      .orderBy(asc(orderLines.lineNo)),
    d
      .select({ event: orderStatusEvents })
      .from(orderStatusEvents)
      .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
      .where(and(eq(orders.companyId, companyId), eq(orders.code, code), eq(orderStatusEvents.companyId, companyId)))
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
  ]);
  const order = found[0];
  if (!order) return null;
  return { order, lines: lines.map((r) => r.line), events: events.map((r) => r.event) };
}

/** The stored order of `code` for the company the alias (any type) belongs to, with its branch-contact alias; null → 404. */
export async function findOrderForAlias(env: Env, alias: string, code: string): Promise<(StoredOrder & { branchContactAlias: string }) | null> {
  const wanted = normalizeOrderCode(code);
  if (!wanted) return null;
  const resolved = await resolveAlias(env, alias);
  if (!resolved) return null;
  const stored = await getOrderByCode(env, resolved.company.id, wanted);
  if (!stored) return null;
  // A branch or branch-contact alias only sees its own orders.
  if (resolved.type === "branch" && stored.order.branchId !== resolved.branch.id) return null;
  if (resolved.type === "branchContact" && stored.order.branchContactId !== resolved.branchContact.id) return null;
  const bc = await db(env)
    .select({ alias: branchContacts.alias })
    .from(branchContacts)
    .where(and(eq(branchContacts.companyId, resolved.company.id), eq(branchContacts.id, stored.order.branchContactId)))
    .get();
  return { ...stored, branchContactAlias: bc?.alias ?? "" };
}

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

/**
 * The order of a public code in any tenant (the code is unguessable: 40 random bits), optionally
 * only at location `branchContactId`: the JSON API's order calls and the support link, which
 * receive a code before any tenant is known; what follows is scoped by the order's company.
 */
export async function findOrderByPublicCode(env: Pick<Env, "DB">, code: string, branchContactId?: number): Promise<OrderRow | null> {
  const byCode = eq(orders.code, code.toUpperCase());
  const [order] = await db(env)
    .select()
    .from(orders)
    .where(branchContactId == null ? byCode : and(byCode, eq(orders.branchContactId, branchContactId)))
    .limit(1);
  return order ?? null;
}

/** Who owns the order with this code (any tenant: codes are unique), or null. Codes are compared upper case. */
export async function findOrderOwnerByCode(env: Pick<Env, "DB">, code: string): Promise<{ customerPhone: string; placedSessionId: string | null } | null> {
  if (!isOrderCode(code)) return null;
  return (
    (await db(env)
      .select({ customerPhone: orders.customerPhone, placedSessionId: orders.placedSessionId })
      .from(orders)
      .where(eq(orders.code, code.toUpperCase()))
      .get()) ?? null
  );
}

/** The code of an order by its id, only within the location (another location's id: null). */
export async function findOrderCodeAtLocation(env: Pick<Env, "DB">, place: { companyId: number; branchContactId: number }, orderId: number): Promise<string | null> {
  const row = await db(env)
    .select({ code: orders.code })
    .from(orders)
    .where(and(eq(orders.companyId, place.companyId), eq(orders.branchContactId, place.branchContactId), eq(orders.id, orderId)))
    .get();
  return row?.code ?? null;
}
