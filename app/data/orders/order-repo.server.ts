// D1 access of the order service (create-order.server.ts): reads scoped by company,
// the pricing sources in one batch, order codes, constraint-error detection.
import { and, asc, desc, eq, isNull, or } from "drizzle-orm";
import type { CodeDiscountInfo } from "~/domain/checkout/code-discount";
import type { LoyaltyProgram } from "~/domain/checkout/loyalty";
import type { GeneralDiscount, ServiceFeeConfig, Surcharge } from "~/domain/checkout/ticket";
import type { DeliveryZone } from "~/domain/address/delivery";
import type { Db } from "~/data/db.server";
import { categories, deliveryZones, plates } from "~/data/schema.server";
import { customers, discountCodes, generalDiscounts, generalSurcharges, loyaltyPrograms, orderLines, orderModeFees, orderStatusEvents, orders } from "~/data/schema-orders.server";
import { toZone } from "~/data/tenants/delivery-zones.server";
import { partnerFilter, toGeneralDiscount } from "./pricing-inputs.server";
import { applicableGeneralDiscounts } from "~/domain/checkout/external-benefit";
import type { PricingSources } from "~/domain/checkout/order-pricing";

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

export async function findOrderByIdempotencyKey(d: Db, companyId: number, key: string): Promise<OrderRow | null> {
  const row = await d
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, key)))
    .get();
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

/** Everything in ONE batch (one round trip), every read scoped by company. */
export async function loadPricingSources(
  d: Db,
  s: PricingScope,
  phone: string | null,
  code: string | null,
  at: number,
  partner: string | null = null,
): Promise<PricingSources> {
  const c = s.companyId;
  const [fees, surchargeRows, discountRows, zoneRows, programRows, customerRows, codeRows, previous] = await d.batch([
    d.select().from(orderModeFees).where(and(eq(orderModeFees.companyId, c), eq(orderModeFees.orderModeId, s.orderModeId))),
    d
      .select()
      .from(generalSurcharges)
      .where(and(eq(generalSurcharges.companyId, c), eq(generalSurcharges.orderModeId, s.orderModeId), eq(generalSurcharges.active, true)))
      .orderBy(asc(generalSurcharges.position), asc(generalSurcharges.id)),
    d
      .select()
      .from(generalDiscounts)
      .where(and(eq(generalDiscounts.companyId, c), eq(generalDiscounts.orderModeId, s.orderModeId), eq(generalDiscounts.active, true), partnerFilter(partner)))
      .orderBy(asc(generalDiscounts.id)),
    d
      .select()
      .from(deliveryZones)
      .where(and(eq(deliveryZones.companyId, c), eq(deliveryZones.branchContactId, s.branchContactId), eq(deliveryZones.active, true)))
      .orderBy(asc(deliveryZones.position), asc(deliveryZones.id)),
    d
      .select()
      .from(loyaltyPrograms)
      .where(and(eq(loyaltyPrograms.companyId, c), or(eq(loyaltyPrograms.branchId, s.branchId), isNull(loyaltyPrograms.branchId)))),
    d.select().from(customers).where(and(eq(customers.companyId, c), eq(customers.phone, phone ?? ""))),
    d
      .select({ row: discountCodes, plateName: plates.name, plateShowName: plates.showName, categoryName: categories.name, categoryShowName: categories.showName })
      .from(discountCodes)
      .leftJoin(plates, and(eq(plates.id, discountCodes.plateId), eq(plates.companyId, c)))
      .leftJoin(categories, and(eq(categories.id, discountCodes.categoryId), eq(categories.companyId, c)))
      .where(and(eq(discountCodes.companyId, c), eq(discountCodes.code, code ?? ""), or(eq(discountCodes.branchId, s.branchId), isNull(discountCodes.branchId)))),
    d
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, c), eq(orders.branchId, s.branchId), eq(orders.customerPhone, phone ?? "")))
      .orderBy(desc(orders.createdAt))
      .limit(1),
  ]);
  const program = programRows.find((r) => r.branchId === s.branchId) ?? programRows[0] ?? null;
  const codeRow = codeRows[0] ?? null;
  return {
    serviceFee: fees[0] ? { userFee: fees[0].userFee, percentageUserFee: fees[0].percentageUserFee } : null,
    surcharges: surchargeRows.map((r) => ({ name: r.name, type: r.type, value: r.value, surchargeReferenceId: r.id })),
    generalDiscounts: applicableGeneralDiscounts(discountRows.map(toGeneralDiscount), partner),
    zones: zoneRows.map(toZone),
    program: program
      ? {
          active: program.active,
          name: program.name,
          pointsName: program.pointsName,
          orderPercentage: program.orderPercentage,
          minRedeemedPoints: program.minRedeemedPoints,
          maxRedeemedPoints: program.maxRedeemedPoints,
          maxRedeemedPercentage: program.maxRedeemedPercentage,
          supportsDiscounts: program.supportsDiscounts,
          branchContactIds: Array.isArray(program.branchContactIds) ? program.branchContactIds : [],
        }
      : null,
    customer: customerRows[0] ?? null,
    code: codeRow ? toCodeInfo(codeRow, at) : null,
    firstPurchase: previous.length === 0,
  };
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
