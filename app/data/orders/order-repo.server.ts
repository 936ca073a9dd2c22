// D1 access of the order service (create-order.server.ts): reads scoped by company,
// the pricing sources in one batch, order codes, constraint-error detection.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, preparedStatement, type Db } from "~/data/db.server";
import { deliveryZones } from "~/data/schema.server";
import { customers } from "~/data/schema/customers.server";
import { generalDiscounts, generalSurcharges, orderModeFees } from "~/data/schema/order-mode-charges.server";
import { orderLines, orderStatusEvents, orders } from "~/data/schema/orders.server";
import { loyaltyProgramQuery, toLoyaltyProgram } from "~/data/customers/loyalty.server";
import { toZone } from "~/data/tenants/delivery-zones.server";
import { discountCodeQuery, partnerFilter, toCodeInfo, toGeneralDiscount } from "./pricing-inputs.server";
import { applicableGeneralDiscounts } from "~/domain/checkout/external-benefit";
import { riderCoverageQuery } from "~/data/logistics/fleet.server";
import { isolateCacheTtl, storefrontCache } from "~/data/menus/isolate-cache.server";

import type { PricingSources } from "~/domain/checkout/order-pricing";

const riderCoverage = preparedStatement((d) => riderCoverageQuery(d, value.companyId, value.branchContactId, value.now));

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

/** The D1/drizzle error text (drizzle wraps the D1 error in `cause`). */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  let e: unknown = error;
  for (let i = 0; e && i < 4; i++) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : null;
  }
  return parts.join(" | ");
}

export const isIdempotencyConflict = (e: unknown) => /UNIQUE constraint failed: orders\.company_id, orders\.idempotency_key/.test(errorText(e));
export const isCodeCollision = (e: unknown) => /UNIQUE constraint failed: orders\.code/.test(errorText(e));
export const isCodeUsedUp = (e: unknown) => /discount_codes_uses_ck/.test(errorText(e));
export const isPointsOverdraft = (e: unknown) => /customers_loyalty_balance_ck/.test(errorText(e));
export const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/.test(errorText(e));

// The order submit's reads, prepared once per isolate (preparedStatement): building them was a large
// part of its CPU (bench/README.md "Profile"). Their values are named placeholders.
const value = {
  companyId: sql.placeholder("companyId"),
  branchId: sql.placeholder("branchId"),
  branchContactId: sql.placeholder("branchContactId"),
  orderModeId: sql.placeholder("orderModeId"),
  key: sql.placeholder("key"),
  phone: sql.placeholder("phone"),
  code: sql.placeholder("code"),
  partner: sql.placeholder("partner"),
  now: sql.placeholder("now"),
};

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
export async function getOrderByCode(d: Db, companyId: number, code: string): Promise<StoredOrder | null> {
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

export type { PricingSources } from "~/domain/checkout/order-pricing";

export interface PricingScope {
  companyId: number;
  branchId: number;
  branchContactId: number;
  orderModeId: number;
}

/** The pricing sources as read: the ordering customer's whole row (the checkout page shows its name, email, opt-in). */
export type PricingSourcesRead = PricingSources & { customer: CustomerRow | null };

/**
 * The one reader of an order's pricing inputs (storefront.md §3, §7 fees /
 * generalsurcharges / generaldiscounts, zones, loyalty programme, the ordering
 * customer, the discount code, first purchase), every read scoped by company: the
 * scope's pricing configuration (pricingConfig: kept by the isolate) and the diner's
 * own rows in one batch, at the same time. The checkout page reads through it and hands
 * what it read to the order service on submit, which reads through it only when
 * nothing was handed over (POST /api/order).
 */
export async function loadPricingSources(
  env: PricingEnv,
  s: PricingScope,
  phone: string | null,
  code: string | null,
  at: number,
  partner: string | null = null,
): Promise<PricingSourcesRead> {
  // The customer's row is always read here (the checkout page shows its name): never an empty batch.
  const diner = dinerPricingBatch(dinerPricingQueries(env, s, phone, code, true));
  const [config, answers] = await Promise.all([pricingConfig(env, s, partner), db(env).batch(diner.statements as never) as Promise<unknown[]>]);
  return { ...config, ...dinerPricingOf(diner.rowsOf(answers), at) };
}

type PricingEnv = Pick<Env, "DB"> & { ISOLATE_CACHE_TTL_MS?: string };

const pricingSourceReads = {
  fees: preparedStatement((d) => d.select().from(orderModeFees).where(and(eq(orderModeFees.companyId, value.companyId), eq(orderModeFees.orderModeId, value.orderModeId)))),
  surcharges: preparedStatement((d) =>
    d
      .select()
      .from(generalSurcharges)
      .where(and(eq(generalSurcharges.companyId, value.companyId), eq(generalSurcharges.orderModeId, value.orderModeId), eq(generalSurcharges.active, true)))
      .orderBy(asc(generalSurcharges.position), asc(generalSurcharges.id)),
  ),
  // Without a partner user, the regular discounts; with one, the partner's too (partnerFilter).
  discounts: [null, value.partner].map((partner) =>
    preparedStatement((d) =>
      d
        .select()
        .from(generalDiscounts)
        .where(and(eq(generalDiscounts.companyId, value.companyId), eq(generalDiscounts.orderModeId, value.orderModeId), eq(generalDiscounts.active, true), partnerFilter(partner)))
        .orderBy(asc(generalDiscounts.id)),
    ),
  ),
  zones: preparedStatement((d) =>
    d
      .select()
      .from(deliveryZones)
      .where(and(eq(deliveryZones.companyId, value.companyId), eq(deliveryZones.branchContactId, value.branchContactId), eq(deliveryZones.active, true)))
      .orderBy(asc(deliveryZones.position), asc(deliveryZones.id)),
  ),
  program: preparedStatement((d) => loyaltyProgramQuery(d, value.companyId, value.branchId)),
  customer: preparedStatement((d) => d.select().from(customers).where(and(eq(customers.companyId, value.companyId), eq(customers.phone, value.phone)))),
  code: preparedStatement((d) => discountCodeQuery(d, { companyId: value.companyId, branchId: value.branchId }, value.code)),
  previousOrder: preparedStatement((d) =>
    d
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, value.companyId), eq(orders.branchId, value.branchId), eq(orders.customerPhone, value.phone)))
      .orderBy(desc(orders.createdAt))
      .limit(1),
  ),
};

/** What the restaurant set up for a scope, the same for every diner: fees, surcharges, general discounts, zones, loyalty programme. */
export type PricingConfig = Pick<PricingSources, "serviceFee" | "surcharges" | "generalDiscounts" | "zones" | "program">;

function pricingConfigQueries(env: Pick<Env, "DB">, s: PricingScope, partner: string | null) {
  const v = { ...s, partner: partner ?? "" };
  const r = pricingSourceReads;
  return [r.fees(env, v), r.surcharges(env, v), r.discounts[partner ? 1 : 0](env, v), r.zones(env, v), r.program(env, v)] as const;
}

/**
 * A scope's pricing configuration, kept by the isolate ISOLATE_CACHE_TTL_MS (5 s) like the alias it
 * hangs from (tenant-cache.server.ts): a change reaches orders within that time, and the checkout
 * page and its submit price with the same one (docs/decisions.md "Isolate cache"). Half of an order
 * submit's reads were these five (bench/README.md "Sixth pass").
 */
export function pricingConfig(env: PricingEnv, s: PricingScope, partner: string | null): Promise<PricingConfig> {
  const key = `pricing-config:${s.companyId}:${s.branchId}:${s.branchContactId}:${s.orderModeId}:${partner ?? ""}`;
  return storefrontCache.get(key, isolateCacheTtl(env), async () => {
    const [fees, surchargeRows, discountRows, zoneRows, programRows] = await db(env).batch(pricingConfigQueries(env, s, partner));
    return {
      serviceFee: fees[0] ? { userFee: fees[0].userFee, percentageUserFee: fees[0].percentageUserFee } : null,
      surcharges: surchargeRows.map((r) => ({ name: r.name, type: r.type, value: r.value, surchargeReferenceId: r.id })),
      generalDiscounts: applicableGeneralDiscounts(discountRows.map(toGeneralDiscount), partner),
      zones: zoneRows.map(toZone),
      program: toLoyaltyProgram(programRows, s.branchId),
    };
  });
}

/**
 * The diner's own pricing rows, only those the draft's pricing asks for: the customer of the
 * phone (its name for the checkout page, its points balance for a redemption: `customer`), and
 * with a code, the code and whether the phone ordered at the branch before (a first-purchase code).
 */
function dinerPricingQueries(env: Pick<Env, "DB">, s: PricingScope, phone: string | null, code: string | null, customer: boolean) {
  const v = { ...s, phone: phone ?? "", code: code ?? "" };
  const r = pricingSourceReads;
  return {
    customer: customer ? r.customer(env, v) : null,
    code: code ? r.code(env, v) : null,
    previousOrder: code ? r.previousOrder(env, v) : null,
  };
}

type DinerPricingQueries = ReturnType<typeof dinerPricingQueries>;
type DinerPricingRows = { [K in keyof DinerPricingQueries]: Awaited<NonNullable<DinerPricingQueries[K]>> | null };

/** The statements to batch (the ones asked for), and how to name the batch's answers back. */
function dinerPricingBatch(queries: DinerPricingQueries) {
  const names = (Object.keys(queries) as (keyof DinerPricingQueries)[]).filter((k) => queries[k] !== null);
  return {
    statements: names.map((k) => queries[k]!),
    rowsOf: (answers: unknown[]) => Object.fromEntries((Object.keys(queries) as (keyof DinerPricingQueries)[]).map((k) => [k, names.includes(k) ? answers[names.indexOf(k)] : null])) as DinerPricingRows,
  };
}

function dinerPricingOf(rows: DinerPricingRows, at: number): Pick<PricingSourcesRead, "customer" | "code" | "firstPurchase"> {
  const codeRow = rows.code?.[0] ?? null;
  return {
    customer: rows.customer?.[0] ?? null,
    code: codeRow ? toCodeInfo(codeRow, at) : null,
    // Only a first-purchase code asks; without a code it is not read.
    firstPurchase: rows.previousOrder ? rows.previousOrder.length === 0 : true,
  };
}

/**
 * What the order service checks before it writes. `firstOrder`: the order a first submit of the key
 * created, or null; undefined when the key was not read (nothing else was to be read: the write's
 * UNIQUE index answers it then). `covered`: the riders' coverage (null: not asked).
 */
export interface OrderInputsRead {
  firstOrder: OrderRow | null | undefined;
  covered: boolean | null;
}

/**
 * Everything an order submit reads before it writes, in ONE round trip, and only what the draft
 * needs: the diner's pricing rows unless the caller read them already (the checkout page), whether
 * a rider is on shift where the location asks for one, and with them the order a first submit with
 * this idempotency key created (a replay answers it early). The scope's pricing configuration comes
 * from the isolate (pricingConfig), read at the same time when it is not there. With nothing of the
 * diner's to read and no coverage to check, no round trip at all: the key is then checked by the
 * write (UNIQUE(company_id, idempotency_key)) and, when the pricing fails, by the order service.
 */
export async function loadOrderInputs(
  env: PricingEnv,
  s: PricingScope,
  input: {
    idempotencyKey: string;
    phone: string | null;
    code: string | null;
    at: number;
    partner: string | null;
    readSources: boolean;
    riderCoverage: boolean;
    /** The customer row of the phone (default true; the order service reads it for a redemption only). */
    customer?: boolean;
  },
): Promise<{ firstOrder: OrderRow | null | undefined; sources: PricingSourcesRead | null; covered: boolean | null }> {
  const diner = input.readSources ? dinerPricingBatch(dinerPricingQueries(env, s, input.phone, input.code, input.customer ?? true)) : null;
  const reads = [
    ...(input.riderCoverage ? [riderCoverage(env, { companyId: s.companyId, branchContactId: s.branchContactId, now: input.at })] : []),
    ...(diner?.statements ?? []),
  ];
  const [config, rows] = await Promise.all([
    input.readSources ? pricingConfig(env, s, input.partner) : null,
    reads.length > 0
      ? (db(env).batch([orderByIdempotencyKey(env, { companyId: s.companyId, key: input.idempotencyKey }), ...reads] as never) as Promise<unknown[]>)
      : null,
  ]);
  const firstRows = rows ? (rows[0] as OrderRow[]) : null;
  const coverageRows = rows && input.riderCoverage ? (rows[1] as { covered: number }[]) : null;
  const dinerRows = rows ? rows.slice(input.riderCoverage ? 2 : 1) : [];
  return {
    firstOrder: firstRows ? (firstRows[0] ?? null) : undefined,
    sources: config && diner ? { ...config, ...dinerPricingOf(diner.rowsOf(dinerRows), input.at) } : null,
    covered: coverageRows ? (coverageRows[0] ? coverageRows[0].covered === 1 : true) : null,
  };
}
