// Loyalty programme, points history and reward sign-up (storefront.md §3
// "Loyalty programme" (history row orderCode, createdAt, amount, postBalance;
// reward id, active, amount, branchId, branchContactId; sign-up name, phone,
// email), §4 "Loyalty" (reward credited once only), §5 "Loyalty sign-up",
// §7 loyalty calls, §8 loyalty claim failure). Scoped by the company of the
// branch / reward the caller resolved.
import { and, asc, count, desc, eq, isNull, or, sql, type SQLWrapper } from "drizzle-orm";
import type { LoyaltyProgram } from "~/domain/checkout/loyalty";
import { db } from "~/data/db.server";
import { customers } from "~/data/schema/customers.server";
import { loyaltyMovements, loyaltyPrograms, loyaltyRewardClaims, loyaltyRewards } from "~/data/schema/loyalty.server";

/** §7 `limit=20`, §9 'Loyalty history page size 20'. */
export const HISTORY_PAGE_SIZE = 20;

export type LoyaltyProgramWithId = LoyaltyProgram & { id: number; branchId: number | null };

/** The programme of a branch: a branch-specific one wins over the company-wide one. */
export async function getLoyaltyProgram(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<LoyaltyProgramWithId | null> {
  return toLoyaltyProgram(await loyaltyProgramQuery(db(env), companyId, branchId), branchId);
}

/** The programme rows that may apply to a branch, as a query (batchable). */
/** The programme rows of a branch and of its company (`companyId`, `branchId`: values or placeholders of a prepared read). */
export function loyaltyProgramQuery(d: ReturnType<typeof db>, companyId: number | SQLWrapper, branchId: number | SQLWrapper) {
  return d
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.companyId, companyId), or(eq(loyaltyPrograms.branchId, branchId), isNull(loyaltyPrograms.branchId))));
}

export function toLoyaltyProgram(rows: (typeof loyaltyPrograms.$inferSelect)[], branchId: number): LoyaltyProgramWithId | null {
  const row = rows.find((r) => r.branchId === branchId) ?? rows[0];
  if (!row) return null;
  return {
    id: row.id,
    branchId: row.branchId,
    active: row.active,
    name: row.name,
    pointsName: row.pointsName,
    orderPercentage: row.orderPercentage,
    minRedeemedPoints: row.minRedeemedPoints,
    maxRedeemedPoints: row.maxRedeemedPoints,
    maxRedeemedPercentage: row.maxRedeemedPercentage,
    supportsDiscounts: row.supportsDiscounts,
    branchContactIds: Array.isArray(row.branchContactIds) ? row.branchContactIds : [],
  };
}

/** Never throws: §8 'Silent failures ... loyalty programme'. */
export async function getLoyaltyProgramSilently(env: Pick<Env, "DB">, companyId: number, branchId: number) {
  try {
    return await getLoyaltyProgram(env, companyId, branchId);
  } catch (error) {
    console.warn("loyalty programme unavailable", error instanceof Error ? error.message : error);
    return null;
  }
}

export interface LoyaltyHistoryRow {
  orderCode: string | null;
  /** epoch ms */
  createdAt: number;
  amount: number;
  postBalance: number;
  kind: string;
}

/** §3 history rows of one customer in one company, newest first. */
export async function listLoyaltyHistory(
  env: Pick<Env, "DB">,
  q: { companyId: number; customerId: number; offset: number; limit?: number },
): Promise<{ history: LoyaltyHistoryRow[]; total: number }> {
  const d = db(env);
  const where = and(eq(loyaltyMovements.companyId, q.companyId), eq(loyaltyMovements.customerId, q.customerId));
  const [rows, totals] = await d.batch([
    d
      .select({
        orderCode: loyaltyMovements.orderCode,
        createdAt: loyaltyMovements.createdAt,
        amount: loyaltyMovements.amount,
        postBalance: loyaltyMovements.postBalance,
        kind: loyaltyMovements.kind,
      })
      .from(loyaltyMovements)
      .where(where)
      .orderBy(desc(loyaltyMovements.createdAt), desc(loyaltyMovements.id))
      .limit(q.limit ?? HISTORY_PAGE_SIZE)
      .offset(Math.max(0, q.offset)),
    d.select({ n: count() }).from(loyaltyMovements).where(where),
  ]);
  return { history: rows, total: totals[0]?.n ?? 0 };
}

export type LoyaltyReward = typeof loyaltyRewards.$inferSelect;

/** A reward by id (its own company scopes what follows), or null. */
export async function getLoyaltyReward(env: Pick<Env, "DB">, id: number): Promise<LoyaltyReward | null> {
  return (await db(env).select().from(loyaltyRewards).where(eq(loyaltyRewards.id, id)).get()) ?? null;
}

export type ClaimResult =
  | { ok: true; customerId: number; amount: number; balance: number }
  | { ok: false; reason: "already" | "error" };

/**
 * §4 'Reward is credited once only': one D1 batch (a transaction) inserts the
 * claim — UNIQUE(reward_id, customer_id) makes a second claim fail and roll
 * the whole batch back — then credits the balance and writes the movement.
 * The customer is created (opted in) when the phone is new in the company.
 */
export async function claimLoyaltyReward(
  env: Pick<Env, "DB">,
  reward: LoyaltyReward,
  input: { name: string; phoneE164: string; email: string; branchId: number | null; branchContactId?: number | null; acquisitionChannel?: string | null },
): Promise<ClaimResult> {
  const d = db(env);
  const companyId = reward.companyId;
  try {
    const [customer] = await d
      .insert(customers)
      .values({ companyId, phone: input.phoneE164, name: input.name, email: input.email, optIn: true })
      .onConflictDoUpdate({
        target: [customers.companyId, customers.phone],
        set: {
          name: sql`CASE WHEN ${customers.name} = '' THEN excluded.name ELSE ${customers.name} END`,
          email: sql`COALESCE(${customers.email}, excluded.email)`,
        },
      })
      .returning({ id: customers.id });
    const customerId = customer.id;
    // Raw D1 statements: one batch = one transaction (the claim's UNIQUE fails it whole).
    const D = env.DB;
    await D.batch([
      D.prepare(
        "INSERT INTO loyalty_reward_claims (company_id, reward_id, customer_id, branch_contact_id, acquisition_channel) VALUES (?1, ?2, ?3, ?4, ?5)",
      ).bind(companyId, reward.id, customerId, input.branchContactId ?? null, input.acquisitionChannel ?? null),
      D.prepare("UPDATE customers SET loyalty_balance = loyalty_balance + ?1 WHERE company_id = ?2 AND id = ?3").bind(reward.amount, companyId, customerId),
      D.prepare(
        `INSERT INTO loyalty_movements (company_id, branch_id, customer_id, order_code, kind, amount, post_balance)
         SELECT ?1, ?2, id, NULL, 'REWARD', ?3, loyalty_balance FROM customers WHERE company_id = ?1 AND id = ?4`,
      ).bind(companyId, input.branchId ?? reward.branchId, reward.amount, customerId),
    ]);
    const row = await d.select({ b: customers.loyaltyBalance }).from(customers).where(eq(customers.id, customerId)).get();
    return { ok: true, customerId, amount: reward.amount, balance: row?.b ?? 0 };
  } catch (error) {
    const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
    // §8: 'already exists' → 'Ya ha canjeado este premio'.
    if (/UNIQUE constraint failed: loyalty_reward_claims/i.test(message)) return { ok: false, reason: "already" };
    console.warn("loyalty reward claim failed", message);
    return { ok: false, reason: "error" };
  }
}

/** The sign-up rewards that may apply to a branch, first one first, as a query (batchable). */
export function signUpRewardQuery(d: ReturnType<typeof db>, companyId: number, branchId: number) {
  return d
    .select()
    .from(loyaltyRewards)
    .where(
      and(
        eq(loyaltyRewards.companyId, companyId),
        eq(loyaltyRewards.active, true),
        isNull(loyaltyRewards.branchContactId),
        or(eq(loyaltyRewards.branchId, branchId), isNull(loyaltyRewards.branchId)),
      ),
    )
    .orderBy(asc(loyaltyRewards.id))
    .limit(1);
}

export type LoyaltyRewardRow = typeof loyaltyRewards.$inferSelect;

/** The sign-up reward a branch offers now (the first active one without a location), or null. */
export async function findSignUpReward(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<LoyaltyRewardRow | null> {
  const rows = await signUpRewardQuery(db(env), companyId, branchId);
  return rows[0] ?? null;
}

/** Whether the customer of `phone` already claimed `rewardId` ('Reward is credited once only'). */
export async function hasClaimedReward(env: Pick<Env, "DB">, companyId: number, rewardId: number, phone: string): Promise<boolean> {
  const claimed = await db(env)
    .select({ id: loyaltyRewardClaims.id })
    .from(loyaltyRewardClaims)
    .innerJoin(customers, and(eq(customers.id, loyaltyRewardClaims.customerId), eq(customers.companyId, companyId)))
    .where(and(eq(loyaltyRewardClaims.companyId, companyId), eq(loyaltyRewardClaims.rewardId, rewardId), eq(customers.phone, phone)))
    .get();
  return claimed != null;
}
