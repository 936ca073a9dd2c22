// The owner's product discounts (back office): list, read, create and change a company's
// discounts and the plates they apply to. Every statement filters by company_id; each write, its
// plate links and its menu_audit_log row are one batch, and the menu tables' triggers bump the
// branch's menu_revision, so the storefront's menu snapshot of the old revision is never read
// again. A change is an optimistic write: the UPDATE matches the row only as the owner saw it
// (every column the form edits and the plate list), the audit row goes in only when that UPDATE
// changed the row, and the plate links are rewritten only when that audit row exists.
import type { FixedDiscountOnPlate } from "~/domain/menu/fixed-discount-floor";
import type { DiscountablePlate, ProductDiscountDraft } from "~/domain/menu/product-discount-form";
import { json, type MenuEditor } from "~/data/menus/back-office-menu.server";

export interface StoredProductDiscount extends ProductDiscountDraft {
  id: number;
}

interface Row {
  id: number;
  type: ProductDiscountDraft["type"];
  name: string | null;
  percentage: number | null;
  buy: number | null;
  pay: number | null;
  fixed_discount: number | null;
  final_price: number | null;
  branch_id: number;
  active: number;
  valid_from: string | null;
  valid_to: string | null;
  plate_ids: string;
}

const SELECT = `SELECT d.id, d.type, d.name, d.percentage, d.buy, d.pay, d.fixed_discount, d.final_price, d.branch_id, d.active, d.valid_from, d.valid_to,
  (SELECT json_group_array(plate_id) FROM (SELECT plate_id FROM product_discount_plates WHERE discount_id = d.id AND company_id = d.company_id ORDER BY plate_id)) AS plate_ids
  FROM product_discounts d`;

const toDiscount = (r: Row): StoredProductDiscount => ({
  id: r.id,
  type: r.type,
  name: r.name ?? "",
  percentage: r.percentage,
  buy: r.buy,
  pay: r.pay,
  fixedDiscount: r.fixed_discount,
  finalPrice: r.final_price,
  branchId: r.branch_id,
  plateIds: (JSON.parse(r.plate_ids) as number[]).sort((a, b) => a - b),
  active: r.active === 1,
  validFrom: r.valid_from,
  validTo: r.valid_to,
});

/** The columns the form edits, in the order of editedValues. */
const EDITED_COLUMNS = ["type", "name", "percentage", "buy", "pay", "fixed_discount", "final_price", "branch_id", "active", "valid_from", "valid_to"] as const;
const editedValues = (d: ProductDiscountDraft) => [
  d.type,
  d.name,
  d.percentage,
  d.buy,
  d.pay,
  d.fixedDiscount,
  d.finalPrice,
  d.branchId,
  d.active ? 1 : 0,
  d.validFrom,
  d.validTo,
];
/** The plate list as json_group_array writes it ('[11001,11002]'), for the optimistic check. */
const platesText = (ids: readonly number[]) => JSON.stringify([...ids].sort((a, b) => a - b));

/** The company's discounts, by branch then id. */
export async function listProductDiscounts(env: Pick<Env, "DB">, companyId: number): Promise<StoredProductDiscount[]> {
  const rows = await env.DB.prepare(`${SELECT} WHERE d.company_id = ? ORDER BY d.branch_id, d.id`).bind(companyId).all<Row>();
  return rows.results.map(toDiscount);
}

/** One discount of the company, or null (another tenant's id reads as nothing). */
export async function getProductDiscount(env: Pick<Env, "DB">, companyId: number, id: number): Promise<StoredProductDiscount | null> {
  const row = await env.DB.prepare(`${SELECT} WHERE d.company_id = ? AND d.id = ?`).bind(companyId, id).first<Row>();
  return row ? toDiscount(row) : null;
}

/** The company's plates a discount may name, with the lowest price a diner pays for each (its own, or its cheapest size). */
export async function discountablePlates(env: Pick<Env, "DB">, companyId: number): Promise<DiscountablePlate[]> {
  const rows = await env.DB.prepare(
    `SELECT p.id, p.name, p.branch_id,
       coalesce((SELECT min(x) FROM (SELECT p.price AS x WHERE p.price > 0 UNION ALL SELECT s.price FROM sizes s WHERE s.plate_id = p.id AND s.company_id = p.company_id AND s.price > 0)), 0) AS lowest_price
     FROM plates p WHERE p.company_id = ? ORDER BY p.branch_id, p.name, p.id`
  )
    .bind(companyId)
    .all<{ id: number; name: string; branch_id: number; lowest_price: number }>();
  // Each location that sells a plate at its own prices: the lowest of them (its own price, or its cheapest size there).
  const atLocations = await env.DB.prepare(
    `SELECT plate_id, location, min(price) AS lowest_price FROM (
       SELECT lp.plate_id, bc.id AS contact_id, bc.name AS location, lp.price FROM location_plates lp JOIN branch_contacts bc ON bc.id = lp.branch_contact_id AND bc.company_id = lp.company_id
        WHERE lp.company_id = ?1 AND lp.sold = 1 AND lp.price IS NOT NULL
       UNION ALL
       SELECT s.plate_id, bc.id, bc.name, coalesce(lsp.price, s.price) FROM sizes s
        JOIN branch_contacts bc ON bc.company_id = s.company_id AND bc.branch_id = s.branch_id
        LEFT JOIN location_size_prices lsp ON lsp.size_id = s.id AND lsp.branch_contact_id = bc.id AND lsp.company_id = s.company_id
        WHERE s.company_id = ?1 AND s.price > 0
          AND EXISTS (SELECT 1 FROM location_size_prices x WHERE x.plate_id = s.plate_id AND x.branch_contact_id = bc.id AND x.company_id = s.company_id)
          AND NOT EXISTS (SELECT 1 FROM location_plates y WHERE y.plate_id = s.plate_id AND y.branch_contact_id = bc.id AND y.company_id = s.company_id AND y.sold = 0)
     ) GROUP BY plate_id, contact_id ORDER BY plate_id, contact_id`
  )
    .bind(companyId)
    .all<{ plate_id: number; location: string; lowest_price: number }>();
  return rows.results.map((r) => {
    const own = atLocations.results.filter((l) => l.plate_id === r.id).map((l) => ({ location: l.location, lowestPrice: l.lowest_price }));
    return { id: r.id, name: r.name, branchId: r.branch_id, lowestPrice: r.lowest_price, ...(own.length ? { locationPrices: own } : {}) };
  });
}

/** The active fixed-amount discounts of the company that name the plate (its prices must stay above their amounts). */
export async function fixedDiscountsOnPlate(env: Pick<Env, "DB">, companyId: number, plateId: number): Promise<FixedDiscountOnPlate[]> {
  const rows = await env.DB.prepare(
    `SELECT d.name, d.fixed_discount FROM product_discounts d JOIN product_discount_plates x ON x.discount_id = d.id AND x.company_id = d.company_id
      WHERE d.company_id = ? AND x.plate_id = ? AND d.type = 'FIXED' AND d.active = 1 AND d.fixed_discount > 0 ORDER BY d.id`
  )
    .bind(companyId, plateId)
    .all<{ name: string | null; fixed_discount: number }>();
  return rows.results.map((r) => ({ name: r.name ?? "", fixedDiscount: r.fixed_discount }));
}

/** The history row of a discount's change: ?1 id, ?2 company, ?3 branch, ?4 person, ?5 name, ?6 action, ?7 before, ?8 after, ?9 when. */
const auditRow = (d1: D1Database, entityId: string, guard: string) =>
  d1.prepare(
    `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, 'DISCOUNT', ${entityId}, ?6, ?7, ?8, ?9 WHERE ${guard}`
  );

/** The plate links of a discount: ?1 company, ?2 branch, ?3 the plate ids as JSON (?4 free for `guard`); `discountId` an SQL expression. */
const linkPlates = (d1: D1Database, discountId: string, guard: string) =>
  d1.prepare(
    `INSERT INTO product_discount_plates (company_id, branch_id, discount_id, plate_id)
     SELECT ?1, ?2, ${discountId}, value FROM json_each(?3) WHERE ${guard}`
  );

/**
 * A new discount with its plates (already checked to be of its branch). `publishedId`: the id it
 * keeps when the seed builds the demo tenant (the seed keeps the demo's published ids); the back
 * office never passes it.
 */
export async function createProductDiscount(env: Pick<Env, "DB">, who: MenuEditor, draft: ProductDiscountDraft, publishedId?: number): Promise<{ id: number }> {
  const d1 = env.DB;
  // In the batch's transaction the row just inserted holds the highest id (or the one it was given).
  const newest = publishedId === undefined ? "(SELECT max(id) FROM product_discounts)" : String(Math.trunc(publishedId));
  const [inserted] = await d1.batch<{ id: number }>([
    d1
      .prepare(`INSERT INTO product_discounts (id, company_id, ${EDITED_COLUMNS.join(", ")}) VALUES (?, ?${", ?".repeat(EDITED_COLUMNS.length)}) RETURNING id`)
      .bind(publishedId ?? null, who.companyId, ...editedValues(draft)),
    linkPlates(d1, newest, "1").bind(who.companyId, draft.branchId, platesText(draft.plateIds)),
    auditRow(d1, newest, "1").bind(crypto.randomUUID(), who.companyId, draft.branchId, who.personId, who.personName, "crear", null, json(draft), who.nowMs),
  ]);
  return { id: inserted!.results[0]!.id };
}

/**
 * Writes `draft` over the discount if it is still as `seen` (columns and plates); false when
 * someone changed it since (nothing is written then).
 */
export async function saveProductDiscount(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  seen: StoredProductDiscount,
  draft: ProductDiscountDraft
): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const auditId = crypto.randomUUID();
  // A discount stored without a name reads as '' in the form.
  const asSeen = EDITED_COLUMNS.map((c) => (c === "name" ? "coalesce(name, '') IS ?" : `${c} IS ?`)).join(" AND ");
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE product_discounts SET ${EDITED_COLUMNS.map((c) => `${c} = ?`).join(", ")}
         WHERE company_id = ? AND id = ? AND ${asSeen}
           AND (SELECT json_group_array(plate_id) FROM (SELECT plate_id FROM product_discount_plates WHERE discount_id = ? AND company_id = ? ORDER BY plate_id)) = ?`
      )
      .bind(...editedValues(draft), who.companyId, seen.id, ...editedValues(seen), seen.id, who.companyId, platesText(seen.plateIds)),
    auditRow(d1, String(seen.id), "changes() = 1").bind(
      auditId,
      who.companyId,
      draft.branchId,
      who.personId,
      who.personName,
      "editar",
      json(seen),
      json(draft),
      who.nowMs
    ),
    d1
      .prepare("DELETE FROM product_discount_plates WHERE company_id = ?1 AND discount_id = ?2 AND EXISTS (SELECT 1 FROM menu_audit_log WHERE id = ?3)")
      .bind(who.companyId, seen.id, auditId),
    linkPlates(d1, String(seen.id), "EXISTS (SELECT 1 FROM menu_audit_log WHERE id = ?4)").bind(
      who.companyId,
      draft.branchId,
      platesText(draft.plateIds),
      auditId
    ),
  ]);
  // The audit row tells: D1's count of the UPDATE's changes includes its triggers' (the menu revision).
  return (results[1]!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}

/** The active fixed-amount discounts of a branch, by the plates they name (a menu import keeps their prices above the amounts). */
export async function fixedDiscountsByPlate(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<Map<number, FixedDiscountOnPlate[]>> {
  const rows = await env.DB.prepare(
    `SELECT x.plate_id, d.name, d.fixed_discount FROM product_discounts d JOIN product_discount_plates x ON x.discount_id = d.id AND x.company_id = d.company_id
      WHERE d.company_id = ? AND d.branch_id = ? AND d.type = 'FIXED' AND d.active = 1 AND d.fixed_discount > 0 ORDER BY d.id`
  )
    .bind(companyId, branchId)
    .all<{ plate_id: number; name: string | null; fixed_discount: number }>();
  const out = new Map<number, FixedDiscountOnPlate[]>();
  for (const r of rows.results) out.set(r.plate_id, [...(out.get(r.plate_id) ?? []), { name: r.name ?? "", fixedDiscount: r.fixed_discount }]);
  return out;
}
