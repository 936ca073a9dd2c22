// What the checkout page reads besides the menu: fees, surcharges and general
// discounts of the order mode (storefront.md §7 fees / generalsurcharges /
// generaldiscounts), the loyalty programme, the ordering customer and discount
// codes (§3). Every query is scoped by the company resolved from the alias.
// §8 "Silent failures": a failing read is logged and replaced by empty/default data.
import { and, desc, eq, isNull, or, type SQL, type SQLWrapper } from "drizzle-orm";
import type { CodeDiscountInfo } from "~/domain/checkout/code-discount";
import type { LoyaltyProgram } from "~/domain/checkout/loyalty";
import { normalizeCode } from "~/domain/checkout/code-discount";
import { applicableGeneralDiscounts } from "~/domain/checkout/external-benefit";
import { sortByPriority, type GeneralDiscount, type ServiceFeeConfig, type Surcharge } from "~/domain/checkout/ticket";
import { db, type Db } from "~/data/db.server";
import { getLoyaltyProgram } from "~/data/customers/loyalty.server";
import { categories, plates } from "~/data/schema.server";
import { customers } from "~/data/schema/customers.server";
import { discountCodes } from "~/data/schema/discount-codes.server";
import { generalDiscounts, generalSurcharges, orderModeFees } from "~/data/schema/order-mode-charges.server";
import { orders } from "~/data/schema/orders.server";

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
