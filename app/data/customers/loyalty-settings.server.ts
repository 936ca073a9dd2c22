// The owner's loyalty programme and rewards (back office): list, create and change them, always
// within the owner's company. Each write and its menu_audit_log row are one batch; a change is an
// optimistic write that matches the row only as the owner saw it (every column the form edits),
// and the audit row goes in only when that UPDATE changed the row. The storefront reads the
// programme from D1 (through the isolate cache's few seconds), so a change reaches diners at once.
import type { LoyaltyProgramDraft, LoyaltyRewardDraft } from "~/domain/checkout/loyalty-programme-form";
import { json, type MenuEditor } from "~/data/menus/back-office-menu.server";

export interface StoredLoyaltyProgram extends LoyaltyProgramDraft {
  id: number;
  /** branch_contact_ids exactly as stored, for the optimistic check. */
  storedContactIds: string;
}

export interface StoredLoyaltyReward extends LoyaltyRewardDraft {
  id: number;
}

interface ProgramRow {
  id: number;
  name: string;
  points_name: string;
  active: number;
  order_percentage: number;
  min_redeemed_points: number;
  max_redeemed_points: number;
  max_redeemed_percentage: number;
  supports_discounts: number;
  branch_id: number | null;
  branch_contact_ids: string;
}

const PROGRAM_COLUMNS = [
  "name", "points_name", "active", "order_percentage", "min_redeemed_points", "max_redeemed_points", "max_redeemed_percentage", "supports_discounts", "branch_id", "branch_contact_ids",
] as const;
const programValues = (p: LoyaltyProgramDraft, contactIds: string = JSON.stringify(p.branchContactIds)) => [
  p.name, p.pointsName, p.active ? 1 : 0, p.orderPercentage, p.minRedeemedPoints, p.maxRedeemedPoints, p.maxRedeemedPercentage, p.supportsDiscounts ? 1 : 0, p.branchId, contactIds,
];

function contactIdsOf(text: string): number[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)).sort((a, b) => a - b) : [];
  } catch {
    return [];
  }
}

const toProgram = (r: ProgramRow): StoredLoyaltyProgram => ({
  id: r.id,
  name: r.name,
  pointsName: r.points_name,
  active: r.active === 1,
  orderPercentage: r.order_percentage,
  minRedeemedPoints: r.min_redeemed_points,
  maxRedeemedPoints: r.max_redeemed_points,
  maxRedeemedPercentage: r.max_redeemed_percentage,
  supportsDiscounts: r.supports_discounts === 1,
  branchId: r.branch_id,
  branchContactIds: contactIdsOf(r.branch_contact_ids),
  storedContactIds: r.branch_contact_ids,
});

interface RewardRow {
  id: number;
  name: string;
  amount: number;
  active: number;
  branch_id: number | null;
  branch_contact_id: number | null;
}
const REWARD_COLUMNS = ["name", "amount", "active", "branch_id", "branch_contact_id"] as const;
const rewardValues = (r: LoyaltyRewardDraft) => [r.name, r.amount, r.active ? 1 : 0, r.branchId, r.branchContactId];
const toReward = (r: RewardRow): StoredLoyaltyReward => ({ id: r.id, name: r.name, amount: r.amount, active: r.active === 1, branchId: r.branch_id, branchContactId: r.branch_contact_id });

/** The company's programmes (the company-wide one first) and rewards. */
export async function listLoyaltySettings(env: Pick<Env, "DB">, companyId: number): Promise<{ programs: StoredLoyaltyProgram[]; rewards: StoredLoyaltyReward[] }> {
  const [programs, rewards] = await env.DB.batch([
    env.DB.prepare(`SELECT id, ${PROGRAM_COLUMNS.join(", ")} FROM loyalty_programs WHERE company_id = ? ORDER BY branch_id IS NOT NULL, branch_id, id`).bind(companyId),
    env.DB.prepare(`SELECT id, ${REWARD_COLUMNS.join(", ")} FROM loyalty_rewards WHERE company_id = ? ORDER BY id`).bind(companyId),
  ]);
  return { programs: (programs!.results as ProgramRow[]).map(toProgram), rewards: (rewards!.results as RewardRow[]).map(toReward) };
}

/** The company's branch contacts, where a programme or a reward may apply. */
export async function loyaltyContactChoices(env: Pick<Env, "DB">, companyId: number): Promise<{ id: number; name: string; branchId: number }[]> {
  const rows = await env.DB.prepare("SELECT id, name, branch_id FROM branch_contacts WHERE company_id = ? ORDER BY branch_id, name, id").bind(companyId).all<{ id: number; name: string; branch_id: number }>();
  return rows.results.map((r) => ({ id: r.id, name: r.name, branchId: r.branch_id }));
}

/** The history row of a change: ?1 id, ?2 company, ?3 branch, ?4 person, ?5 name, ?6 action, ?7 before, ?8 after, ?9 when. */
const auditRow = (d1: D1Database, entity: "LOYALTY" | "REWARD", entityId: string, guard: string) =>
  d1.prepare(
    `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, '${entity}', ${entityId}, ?6, ?7, ?8, ?9 WHERE ${guard}`,
  );

const auditValues = (who: MenuEditor, branchId: number, action: string, before: unknown, after: unknown) =>
  [crypto.randomUUID(), who.companyId, branchId, who.personId, who.personName, action, json(before), json(after), who.nowMs] as const;

/** Without the storage-only field, what the history keeps of a programme. */
const programOf = ({ storedContactIds: _stored, ...p }: StoredLoyaltyProgram) => p;

/**
 * A new programme. `auditBranchId`: the branch the history files it under (its own, or the
 * company's first). `publishedId`: the id it keeps when the seed builds the demo tenant (the seed keeps the demo's published ids; the back office never passes it).
 */
export async function createLoyaltyProgram(env: Pick<Env, "DB">, who: MenuEditor, draft: LoyaltyProgramDraft, auditBranchId: number, publishedId?: number): Promise<void> {
  const d1 = env.DB;
  const newest = publishedId === undefined ? "(SELECT max(id) FROM loyalty_programs)" : String(Math.trunc(publishedId));
  await d1.batch([
    d1.prepare(`INSERT INTO loyalty_programs (id, company_id, ${PROGRAM_COLUMNS.join(", ")}) VALUES (?, ?${", ?".repeat(PROGRAM_COLUMNS.length)})`).bind(publishedId ?? null, who.companyId, ...programValues(draft)),
    auditRow(d1, "LOYALTY", newest, "1").bind(...auditValues(who, auditBranchId, "crear", null, draft)),
  ]);
}

/** Writes `draft` over the programme if it is still as `seen`; "conflict" when someone changed it since (nothing is written). */
export async function saveLoyaltyProgram(env: Pick<Env, "DB">, who: MenuEditor, seen: StoredLoyaltyProgram, draft: LoyaltyProgramDraft, auditBranchId: number): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const [, audited] = await d1.batch([
    d1
      .prepare(`UPDATE loyalty_programs SET ${PROGRAM_COLUMNS.map((c) => `${c} = ?`).join(", ")} WHERE company_id = ? AND id = ? AND ${PROGRAM_COLUMNS.map((c) => `${c} IS ?`).join(" AND ")}`)
      .bind(...programValues(draft), who.companyId, seen.id, ...programValues(seen, seen.storedContactIds)),
    auditRow(d1, "LOYALTY", String(seen.id), "changes() = 1").bind(...auditValues(who, auditBranchId, "editar", programOf(seen), draft)),
  ]);
  return (audited!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}

/** A new reward; `publishedId` as for createLoyaltyProgram. */
export async function createLoyaltyReward(env: Pick<Env, "DB">, who: MenuEditor, draft: LoyaltyRewardDraft, auditBranchId: number, publishedId?: number): Promise<void> {
  const d1 = env.DB;
  const newest = publishedId === undefined ? "(SELECT max(id) FROM loyalty_rewards)" : String(Math.trunc(publishedId));
  await d1.batch([
    d1.prepare(`INSERT INTO loyalty_rewards (id, company_id, ${REWARD_COLUMNS.join(", ")}) VALUES (?, ?${", ?".repeat(REWARD_COLUMNS.length)})`).bind(publishedId ?? null, who.companyId, ...rewardValues(draft)),
    auditRow(d1, "REWARD", newest, "1").bind(...auditValues(who, auditBranchId, "crear", null, draft)),
  ]);
}

/** Writes `draft` over the reward if it is still as `seen`; "conflict" when someone changed it since. */
export async function saveLoyaltyReward(env: Pick<Env, "DB">, who: MenuEditor, seen: StoredLoyaltyReward, draft: LoyaltyRewardDraft, auditBranchId: number): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const [, audited] = await d1.batch([
    d1
      .prepare(`UPDATE loyalty_rewards SET ${REWARD_COLUMNS.map((c) => `${c} = ?`).join(", ")} WHERE company_id = ? AND id = ? AND ${REWARD_COLUMNS.map((c) => `${c} IS ?`).join(" AND ")}`)
      .bind(...rewardValues(draft), who.companyId, seen.id, ...rewardValues(seen)),
    auditRow(d1, "REWARD", String(seen.id), "changes() = 1").bind(...auditValues(who, auditBranchId, "editar", seen, draft)),
  ]);
  return (audited!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}
