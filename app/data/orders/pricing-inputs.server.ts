// The one reader of an order's pricing inputs (storefront.md §3, §7): fees, surcharges and
// general discounts of the order mode (§7 fees / generalsurcharges / generaldiscounts), delivery
// zones, the loyalty programme, the ordering customer, discount codes, first purchase; read in one
// batch for the checkout page and the order submit (loadPricingSources, loadOrderInputs) and one
// at a time for the pages that show one of them. Every query is scoped by the company resolved
// from the alias. §8 "Silent failures": a failing single read is logged and replaced by
// empty/default data.
import { and, asc, desc, eq, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { CodeDiscountInfo } from "~/domain/checkout/code-discount";
import type { LoyaltyProgram } from "~/domain/checkout/loyalty";
import { normalizeCode } from "~/domain/checkout/code-discount";
import { applicableGeneralDiscounts } from "~/domain/checkout/external-benefit";
import type { PricingSources } from "~/domain/checkout/order-pricing";
import { sortByPriority, type GeneralDiscount, type ServiceFeeConfig, type Surcharge } from "~/domain/checkout/ticket";
import { db, preparedStatement, type Db } from "~/data/db.server";
import { getLoyaltyProgram, loyaltyProgramQuery, toLoyaltyProgram } from "~/data/customers/loyalty.server";
import { riderCoverageQuery } from "~/data/logistics/fleet.server";
import { isolateCacheTtl, storefrontCache } from "~/data/menus/isolate-cache.server";
import { categories, deliveryZones, plates } from "~/data/schema.server";
import { customers } from "~/data/schema/customers.server";
import { discountCodes } from "~/data/schema/discount-codes.server";
import { generalDiscounts, generalSurcharges, orderModeFees } from "~/data/schema/order-mode-charges.server";
import { orders } from "~/data/schema/orders.server";
import { toZone } from "~/data/tenants/delivery-zones.server";
import { orderByIdempotencyKey, type OrderRow } from "./order-reader.server";

export type CustomerRow = typeof customers.$inferSelect;

export interface CheckoutScope {
  companyId: number;
  branchId: number;
  branchContactId: number;
  orderModeId: number;
}

export interface OrderingCustomer {
  id: number;
  phone: string;
  name: string;
  email: string | null;
  document: string | null;
  optIn: boolean;
  loyaltyPointsBalance: number;
}

export interface ModeCharges {
  serviceFee: ServiceFeeConfig | null;
  surcharges: Surcharge[];
  generalDiscounts: GeneralDiscount[];
}

async function silent<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.warn(`checkout: ${what} unavailable`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

/**
 * §7 fees, generalsurcharges, generaldiscounts of one order mode. General
 * discounts: the regular ones plus, for a partner's user, that partner's best
 * (domain/checkout/external-benefit.ts applicableGeneralDiscounts).
 */
export async function loadModeCharges(env: Env, s: CheckoutScope, partner: string | null = null): Promise<ModeCharges> {
  const d = db(env);
  const [fee, surcharges, discounts] = await Promise.all([
    silent("fees", null, async () => {
      const row = await d
        .select()
        .from(orderModeFees)
        .where(and(eq(orderModeFees.companyId, s.companyId), eq(orderModeFees.orderModeId, s.orderModeId)))
        .get();
      return row ? { userFee: row.userFee, percentageUserFee: row.percentageUserFee } : null;
    }),
    silent("surcharges", [] as Surcharge[], async () =>
      (
        await d
          .select()
          .from(generalSurcharges)
          .where(
            and(
              eq(generalSurcharges.companyId, s.companyId),
              eq(generalSurcharges.orderModeId, s.orderModeId),
              eq(generalSurcharges.active, true),
            ),
          )
          .orderBy(generalSurcharges.position, generalSurcharges.id)
      ).map((r) => ({ name: r.name, type: r.type, value: r.value, surchargeReferenceId: r.id })),
    ),
    silent("general discounts", [] as GeneralDiscount[], () => activeModeDiscounts(env, s, partnerFilter(partner))),
  ]);
  return { serviceFee: fee, surcharges, generalDiscounts: applicableGeneralDiscounts(discounts, partner) };
}

/** Regular discounts, and the partner's own when there is one. */
export function partnerFilter(partner: string | SQLWrapper | null) {
  return partner
    ? or(isNull(generalDiscounts.externalBenefitType), eq(generalDiscounts.externalBenefitType, partner))
    : isNull(generalDiscounts.externalBenefitType);
}

export function toGeneralDiscount(r: typeof generalDiscounts.$inferSelect): GeneralDiscount {
  return { name: r.name, type: r.type, value: r.value, priority: r.priority, discountReferenceId: r.id, externalBenefitType: r.externalBenefitType };
}

/** The mode's active general discounts that also pass `filter`, in id order. */
async function activeModeDiscounts(env: Env, s: CheckoutScope, filter: SQL | undefined): Promise<GeneralDiscount[]> {
  const rows = await db(env)
    .select()
    .from(generalDiscounts)
    .where(
      and(
        eq(generalDiscounts.companyId, s.companyId),
        eq(generalDiscounts.orderModeId, s.orderModeId),
        eq(generalDiscounts.active, true),
        filter,
      ),
    )
    .orderBy(generalDiscounts.id);
  return rows.map(toGeneralDiscount);
}

/** §7 external-benefits: the partner's own active general discounts of the mode, by priority. */
export function loadPartnerDiscounts(env: Env, s: CheckoutScope, partner: string): Promise<GeneralDiscount[]> {
  return silent("external benefits", [] as GeneralDiscount[], async () =>
    sortByPriority(await activeModeDiscounts(env, s, eq(generalDiscounts.externalBenefitType, partner))),
  );
}

/** The branch's programme (a branch-specific one wins over a company-wide one). */
export function loadLoyaltyProgram(env: Env, s: Pick<CheckoutScope, "companyId" | "branchId">): Promise<LoyaltyProgram | null> {
  return silent("loyalty programme", null, () => getLoyaltyProgram(env, s.companyId, s.branchId));
}

/** §7 orderingcustomer: null when unknown (§4 'lookup failure yields opted-out with no addresses'). */
export function loadCustomer(env: Env, companyId: number, phone: string | null): Promise<OrderingCustomer | null> {
  if (!phone) return Promise.resolve(null);
  return silent("customer", null, async () => {
    const row = await db(env)
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.phone, phone)))
      .get();
    return row ? toOrderingCustomer(row) : null;
  });
}

/** A customers row as the checkout shows it. */
export function toOrderingCustomer(row: typeof customers.$inferSelect): OrderingCustomer {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    document: row.document,
    optIn: row.optIn,
    loyaltyPointsBalance: row.loyaltyBalance,
  };
}

/** The customer has no previous order at this branch (codes 'first purchase only'). */
export function isFirstPurchase(env: Env, s: Pick<CheckoutScope, "companyId" | "branchId">, phone: string | null): Promise<boolean> {
  if (!phone) return Promise.resolve(true);
  return silent("orders of the customer", true, async () => {
    const row = await db(env)
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, s.companyId), eq(orders.customerPhone, phone), eq(orders.branchId, s.branchId)))
      .orderBy(desc(orders.createdAt))
      .limit(1)
      .get();
    return !row;
  });
}

/** The discount_codes row of `code` at this branch (or company-wide) with its plate and category names, as a query (batchable). */
export function discountCodeQuery(d: Db, s: { companyId: number | SQLWrapper; branchId: number | SQLWrapper }, code: string | SQLWrapper) {
  const c = s.companyId;
  return d
    .select({ row: discountCodes, plateName: plates.name, plateShowName: plates.showName, categoryName: categories.name, categoryShowName: categories.showName })
    .from(discountCodes)
    .leftJoin(plates, and(eq(plates.id, discountCodes.plateId), eq(plates.companyId, c)))
    .leftJoin(categories, and(eq(categories.id, discountCodes.categoryId), eq(categories.companyId, c)))
    .where(and(eq(discountCodes.companyId, c), eq(discountCodes.code, code), or(eq(discountCodes.branchId, s.branchId), isNull(discountCodes.branchId))));
}

type CodeJoin = {
  row: typeof discountCodes.$inferSelect;
  plateName: string | null;
  plateShowName: string | null;
  categoryName: string | null;
  categoryShowName: string | null;
};

/** discount_codes row → §3 Code discount info (FREE_DELIVERY is the domain's DELIVERY_FEE). */
export function toCodeInfo(j: CodeJoin, at: number): CodeDiscountInfo {
  const r = j.row;
  const inWindow = (r.validFrom == null || at >= r.validFrom) && (r.validTo == null || at <= r.validTo);
  const usedUp = r.maxUses != null && r.uses >= r.maxUses;
  return {
    id: r.id,
    code: r.code,
    type: r.type === "FREE_DELIVERY" ? "DELIVERY_FEE" : r.type,
    value: r.value,
    minimumOrderAmount: r.minimumOrderAmount,
    maxDiscountAmount: r.maxDiscountAmount,
    notCombinable: r.notCombinable,
    plate: r.plateId != null ? { id: r.plateId, name: j.plateShowName || j.plateName || "" } : null,
    category: r.categoryId != null ? { id: r.categoryId, showName: j.categoryShowName || j.categoryName || "" } : null,
    limitedUsage: r.maxUses != null,
    firstPurchaseOnly: r.firstPurchaseOnly,
    paymentMethod: r.paymentMethod ?? null,
    active: r.active && inWindow && !usedUp,
  };
}

/** §3 Code discount info of `code` at this branch (or company-wide), or null. */
export function findDiscountCode(
  env: Env,
  s: Pick<CheckoutScope, "companyId" | "branchId">,
  rawCode: string,
  at: Date,
): Promise<CodeDiscountInfo | null> {
  const code = normalizeCode(rawCode);
  if (!code) return Promise.resolve(null);
  return silent("discount code", null, async () => {
    const [row] = await discountCodeQuery(db(env), s, code);
    return row ? toCodeInfo(row, at.getTime()) : null;
  });
}

// ------------------------------------------------------------------ one batch: the checkout page and the order submit

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

const riderCoverage = preparedStatement((d) => riderCoverageQuery(d, value.companyId, value.branchContactId, value.now));
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
 * A scope's pricing configuration, kept by the isolate ISOLATE_CACHE_TTL_MS (2 s) like the alias it
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
