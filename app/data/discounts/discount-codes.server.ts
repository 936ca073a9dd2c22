// The owner's discount codes (back office): list, read, create and change a company's codes. Every
// statement filters by company_id; each write and its menu_audit_log row are one batch. A change is
// an optimistic write: the UPDATE matches the row only as the owner saw it (every column the form
// edits, and `uses` no higher than the new limit), so a save that started from an older state, or
// that would put the limit under the uses already made, changes nothing.
import type { DiscountCodeDraft } from "~/domain/checkout/discount-code-form";
import { json, type MenuEditor } from "~/data/menus/back-office-menu.server";

export interface StoredDiscountCode extends DiscountCodeDraft {
  id: number;
  uses: number;
}

interface Row {
  id: number;
  code: string;
  type: DiscountCodeDraft["type"];
  value: number;
  minimum_order_amount: number | null;
  max_discount_amount: number | null;
  not_combinable: number;
  first_purchase_only: number;
  max_uses: number | null;
  uses: number;
  payment_method: DiscountCodeDraft["paymentMethod"];
  plate_id: number | null;
  category_id: number | null;
  branch_id: number | null;
  valid_from: number | null;
  valid_to: number | null;
  active: number;
}

const COLUMNS =
  "id, code, type, value, minimum_order_amount, max_discount_amount, not_combinable, first_purchase_only, max_uses, uses, payment_method, plate_id, category_id, branch_id, valid_from, valid_to, active";

const toCode = (r: Row): StoredDiscountCode => ({
  id: r.id,
  code: r.code,
  type: r.type,
  value: r.value,
  minimumOrderAmount: r.minimum_order_amount,
  maxDiscountAmount: r.max_discount_amount,
  notCombinable: r.not_combinable === 1,
  firstPurchaseOnly: r.first_purchase_only === 1,
  maxUses: r.max_uses,
  uses: r.uses,
  paymentMethod: r.payment_method,
  plateId: r.plate_id,
  categoryId: r.category_id,
  branchId: r.branch_id,
  validFrom: r.valid_from,
  validTo: r.valid_to,
  active: r.active === 1,
});

/** The columns the form edits, in the order of EDITED_COLUMNS. */
const EDITED_COLUMNS = [
  "code", "type", "value", "minimum_order_amount", "max_discount_amount", "not_combinable", "first_purchase_only", "max_uses",
  "payment_method", "plate_id", "category_id", "branch_id", "valid_from", "valid_to", "active",
] as const;
const editedValues = (d: DiscountCodeDraft) => [
  d.code, d.type, d.value, d.minimumOrderAmount, d.maxDiscountAmount, d.notCombinable ? 1 : 0, d.firstPurchaseOnly ? 1 : 0, d.maxUses,
  d.paymentMethod, d.plateId, d.categoryId, d.branchId, d.validFrom, d.validTo, d.active ? 1 : 0,
];

/** The company's codes, by code. */
export async function listDiscountCodes(env: Pick<Env, "DB">, companyId: number): Promise<StoredDiscountCode[]> {
  const rows = await env.DB.prepare(`SELECT ${COLUMNS} FROM discount_codes WHERE company_id = ? ORDER BY code`).bind(companyId).all<Row>();
  return rows.results.map(toCode);
}

/** One code of the company, or null (another tenant's id reads as nothing). */
export async function getDiscountCode(env: Pick<Env, "DB">, companyId: number, id: number): Promise<StoredDiscountCode | null> {
  const row = await env.DB.prepare(`SELECT ${COLUMNS} FROM discount_codes WHERE company_id = ? AND id = ?`).bind(companyId, id).first<Row>();
  return row ? toCode(row) : null;
}

/** The ids among `plateIds` / `categoryIds` / `branchIds` that are the company's (a form's choices checked). */
export async function ownedReferences(
  env: Pick<Env, "DB">,
  companyId: number,
  refs: { plateId: number | null; categoryId: number | null; branchId: number | null },
): Promise<{ plate: boolean; category: boolean; branch: boolean }> {
  const row = await env.DB.prepare(
    `SELECT
       (?2 IS NULL OR EXISTS (SELECT 1 FROM plates WHERE id = ?2 AND company_id = ?1)) AS plate,
       (?3 IS NULL OR EXISTS (SELECT 1 FROM categories WHERE id = ?3 AND company_id = ?1)) AS category,
       (?4 IS NULL OR EXISTS (SELECT 1 FROM branches WHERE id = ?4 AND company_id = ?1)) AS branch`,
  )
    .bind(companyId, refs.plateId, refs.categoryId, refs.branchId)
    .first<{ plate: number; category: number; branch: number }>();
  return { plate: row?.plate === 1, category: row?.category === 1, branch: row?.branch === 1 };
}

function isUniqueClash(error: unknown): boolean {
  return /UNIQUE constraint failed: discount_codes\.company_id, discount_codes\.code/.test(String((error as Error)?.message ?? error));
}

/** The history row of a code's change: ?1 id, ?2 company, ?3 branch, ?4 person, ?5 name, ?6 action, ?7 before, ?8 after, ?9 when. */
const auditRow = (d1: D1Database, entityId: string, guard: string) =>
  d1.prepare(
    `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, 'CODE', ${entityId}, ?6, ?7, ?8, ?9 WHERE ${guard}`,
  );

/**
 * A new code; "taken" when the company already has that code. `auditBranchId`: the branch the
 * history files it under (the code's own, or the company's first). `publishedId`: the id it keeps
 * when the seed builds the demo tenant (the seed keeps the demo's published ids); the back office
 * never passes it.
 */
export async function createDiscountCode(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  draft: DiscountCodeDraft,
  auditBranchId: number,
  publishedId?: number,
): Promise<{ id: number } | "taken"> {
  const d1 = env.DB;
  try {
    const [inserted] = await d1.batch<{ id: number }>([
      d1
        .prepare(`INSERT INTO discount_codes (id, company_id, ${EDITED_COLUMNS.join(", ")}) VALUES (?, ?${", ?".repeat(EDITED_COLUMNS.length)}) RETURNING id`)
        .bind(publishedId ?? null, who.companyId, ...editedValues(draft)),
      auditRow(d1, "(SELECT id FROM discount_codes WHERE company_id = ?2 AND code = ?10)", "1").bind(
        crypto.randomUUID(), who.companyId, auditBranchId, who.personId, who.personName, "crear", null, json(draft), who.nowMs, draft.code,
      ),
    ]);
    return { id: inserted!.results[0]!.id };
  } catch (error) {
    if (isUniqueClash(error)) return "taken";
    throw error;
  }
}

export type DiscountCodeSave = "saved" | "conflict" | "taken" | "below-uses";

/**
 * Writes `draft` over the code if it is still as `seen` and its uses fit the new limit; the audit
 * row only when that UPDATE changed the row. "below-uses": the row is as seen but has more uses
 * than the new limit; "conflict": someone changed it since.
 */
export async function saveDiscountCode(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  seen: StoredDiscountCode,
  draft: DiscountCodeDraft,
  auditBranchId: number,
): Promise<DiscountCodeSave> {
  const d1 = env.DB;
  const asSeen = EDITED_COLUMNS.map((c) => `${c} IS ?`).join(" AND ");
  try {
    const results = await d1.batch([
      d1
        .prepare(
          `UPDATE discount_codes SET ${EDITED_COLUMNS.map((c) => `${c} = ?`).join(", ")}
           WHERE company_id = ? AND id = ? AND ${asSeen} AND (? IS NULL OR uses <= ?)`,
        )
        .bind(...editedValues(draft), who.companyId, seen.id, ...editedValues(seen), draft.maxUses, draft.maxUses),
      auditRow(d1, "?10", "changes() = 1").bind(
        crypto.randomUUID(), who.companyId, auditBranchId, who.personId, who.personName, "editar", json(seen), json(draft), who.nowMs, seen.id,
      ),
    ]);
    if ((results[0]!.meta.changes ?? 0) === 1) return "saved";
  } catch (error) {
    if (isUniqueClash(error)) return "taken";
    throw error;
  }
  const now = await getDiscountCode(env, who.companyId, seen.id);
  if (!now) return "conflict";
  const [stored, opened] = [editedValues(now), editedValues(seen)];
  const unchanged = stored.every((value, i) => value === opened[i]);
  return unchanged && draft.maxUses !== null && now.uses > draft.maxUses ? "below-uses" : "conflict";
}

/** What a code may require in the cart: the company's plates and categories, by name. */
export async function codeConditionChoices(env: Pick<Env, "DB">, companyId: number): Promise<{ plates: { id: number; name: string }[]; categories: { id: number; name: string }[] }> {
  const [plates, categories] = await env.DB.batch<{ id: number; name: string }>([
    env.DB.prepare("SELECT id, name FROM plates WHERE company_id = ? ORDER BY name, id").bind(companyId),
    env.DB.prepare("SELECT id, name FROM categories WHERE company_id = ? ORDER BY name, id").bind(companyId),
  ]);
  return { plates: plates!.results, categories: categories!.results };
}
