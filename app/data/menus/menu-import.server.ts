// The stored menu of a branch as the import compares it (every category and plate, hidden ones
// too, with what points at them), and the one batch that writes an import plan. The batch opens
// with the optimistic check: its first statement records the import in menu_audit_log only if the
// branch's menu_revision is still the one the dry run saw, and every other statement runs only if
// that row exists. A menu changed since the dry run therefore gets nothing written; a statement
// that fails rolls the whole batch back (D1 runs a batch as one transaction). The menu tables'
// triggers bump menu_revision, so the storefront's KV snapshot is renewed as for any other edit.
import { auditedPlate, plannedLocations, type ImportPlan, type PlannedPlate, type StoredCategory, type StoredPlate } from "~/domain/menu/menu-import-plan";
import type { LocationPrices, SheetLocation } from "~/domain/menu/menu-sheet";
import { slugOf, type PlateDraft } from "~/domain/menu/plate-form";
import { childStatements, freeSlug, json, locationStatements, type MenuEditor, type SqlRef } from "./back-office-menu.server";

export interface StoredMenu {
  revision: number;
  /** The branch's locations, each with a price column in the file. */
  locations: SheetLocation[];
  categories: StoredCategory[];
  categorySlugs: Set<string>;
  plateSlugs: Map<number, Set<string>>;
}

interface Rows {
  id: number;
  [k: string]: unknown;
}

const PLATE_REFERENCED =
  "(EXISTS (SELECT 1 FROM order_lines WHERE plate_id = {p}) OR EXISTS (SELECT 1 FROM discount_codes WHERE plate_id = {p}) OR EXISTS (SELECT 1 FROM product_discount_plates WHERE plate_id = {p}))";
const CATEGORY_REFERENCED = "(EXISTS (SELECT 1 FROM order_lines WHERE category_id = {c}) OR EXISTS (SELECT 1 FROM discount_codes WHERE category_id = {c}))";

/** The branch's whole menu (null when the branch is not the company's). */
export async function readStoredMenu(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<StoredMenu | null> {
  const d1 = env.DB;
  const q = (sql: string) => d1.prepare(sql).bind(companyId, branchId);
  const [branch, cats, plateRows, sizeRows, groupRows, optionRows, indicatorRows, locationRows, locationPlateRows, locationSizeRows] = await d1.batch<Rows>([
    q("SELECT id, menu_revision FROM branches WHERE company_id = ? AND id = ?"),
    q(
      `SELECT id, name, slug, visible, ${CATEGORY_REFERENCED.replaceAll(
        "{c}",
        "c.id"
      )} AS referenced FROM categories c WHERE company_id = ? AND branch_id = ? ORDER BY position, id`
    ),
    q(
      `SELECT id, category_id, name, slug, description, price, visible, version, max_quantity, remarked, ${PLATE_REFERENCED.replaceAll(
        "{p}",
        "p.id"
      )} AS referenced FROM plates p WHERE company_id = ? AND branch_id = ? ORDER BY position, id`
    ),
    q("SELECT id, plate_id, name, price FROM sizes WHERE company_id = ? AND branch_id = ? ORDER BY position, id"),
    q("SELECT id, plate_id, name, min_garnish_amount, max_garnish_amount FROM garnish_groups WHERE company_id = ? AND branch_id = ? ORDER BY position, id"),
    q("SELECT id, group_id, name, price FROM garnishes WHERE company_id = ? AND branch_id = ? ORDER BY position, id"),
    q("SELECT entity_id, indicator_id FROM entity_indicators WHERE company_id = ? AND branch_id = ? AND entity_type = 'PLATE' ORDER BY position, id"),
    q("SELECT id, name FROM branch_contacts WHERE company_id = ? AND branch_id = ? ORDER BY id"),
    q("SELECT branch_contact_id, plate_id, sold, price FROM location_plates WHERE company_id = ? AND branch_id = ? ORDER BY branch_contact_id"),
    q("SELECT branch_contact_id, size_id, price FROM location_size_prices WHERE company_id = ? AND branch_id = ? ORDER BY branch_contact_id"),
  ]);
  const b = branch.results[0];
  if (!b) return null;
  const n = (v: unknown) => Number(v);
  const s = (v: unknown) => String(v);
  const groupsOf = (plateId: number) =>
    groupRows.results
      .filter((g) => n(g.plate_id) === plateId)
      .map((g) => ({
        id: g.id,
        name: s(g.name),
        min: n(g.min_garnish_amount),
        max: n(g.max_garnish_amount),
        options: optionRows.results.filter((o) => n(o.group_id) === g.id).map((o) => ({ id: o.id, name: s(o.name), price: n(o.price) })),
      }));
  /** The own prices of the rows `matches` picks, by location; undefined when none. */
  const ownPrices = (rows: Rows[], matches: (r: Rows) => boolean): LocationPrices | undefined => {
    const own = rows.filter((r) => matches(r) && r.price !== null);
    return own.length ? Object.fromEntries(own.map((r) => [n(r.branch_contact_id), n(r.price)])) : undefined;
  };
  const withOwn = <T extends object>(row: T, own: LocationPrices | undefined): T & { locationPrices?: LocationPrices } =>
    own ? { ...row, locationPrices: own } : row;
  const plateSlugs = new Map<number, Set<string>>();
  for (const p of plateRows.results) {
    const set = plateSlugs.get(n(p.category_id)) ?? new Set<string>();
    set.add(s(p.slug));
    plateSlugs.set(n(p.category_id), set);
  }
  const platesOf = (categoryId: number): StoredPlate[] =>
    plateRows.results
      .filter((p) => n(p.category_id) === categoryId)
      .map((p) => ({
        id: p.id,
        name: s(p.name),
        description: p.description === null ? null : s(p.description),
        price: n(p.price),
        visible: n(p.visible) === 1,
        version: n(p.version),
        maxQuantity: p.max_quantity === null ? null : n(p.max_quantity),
        remarked: n(p.remarked) === 1,
        referenced: n(p.referenced) === 1,
        notSoldAt: locationPlateRows.results.filter((r) => n(r.plate_id) === p.id && n(r.sold) === 0).map((r) => n(r.branch_contact_id)),
        ...withOwn(
          {},
          ownPrices(locationPlateRows.results, (r) => n(r.plate_id) === p.id)
        ),
        indicatorIds: indicatorRows.results.filter((r) => n(r.entity_id) === p.id).map((r) => n(r.indicator_id)),
        sizes: sizeRows.results
          .filter((z) => n(z.plate_id) === p.id)
          .map((z) =>
            withOwn(
              { id: z.id, name: s(z.name), price: n(z.price) },
              ownPrices(locationSizeRows.results, (r) => n(r.size_id) === z.id)
            )
          ),
        groups: groupsOf(p.id),
      }));
  return {
    revision: n(b.menu_revision),
    locations: locationRows.results.map((l) => ({ id: l.id, name: s(l.name) })),
    categories: cats.results.map((c) => ({
      id: c.id,
      name: s(c.name),
      visible: n(c.visible) === 1,
      referenced: n(c.referenced) === 1,
      plates: platesOf(c.id),
    })),
    categorySlugs: new Set(cats.results.map((c) => s(c.slug))),
    plateSlugs,
  };
}

export type ImportWriteResult = { status: "written" } | { status: "conflict" };

/** Writes the whole plan in one batch, if the branch's menu is still at `revision`; else nothing. */
export async function writeImportPlan(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  branchId: number,
  stored: StoredMenu,
  plan: ImportPlan
): Promise<ImportWriteResult> {
  const d1 = env.DB;
  const c = who.companyId;
  const importId = crypto.randomUUID();
  const guard: SqlRef = { sql: "EXISTS (SELECT 1 FROM menu_audit_log WHERE id = ?)", binds: [importId] };
  const guarded = (sql: string, ...binds: unknown[]) => d1.prepare(`${sql} AND EXISTS (SELECT 1 FROM menu_audit_log WHERE id = ?)`).bind(...binds, importId);
  const audit = (entityType: "PLATE" | "CATEGORY", entityId: number | null, action: string, before: unknown, after: unknown) =>
    d1
      .prepare(
        "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) SELECT ?,?,?,?,?,?,?,?,?,?,? WHERE EXISTS (SELECT 1 FROM menu_audit_log WHERE id = ?)"
      )
      .bind(crypto.randomUUID(), c, branchId, who.personId, who.personName, entityType, entityId, action, json(before), json(after), who.nowMs, importId);
  const draftOf = (plate: PlannedPlate, stored: StoredPlate | null): PlateDraft => ({
    version: stored?.version ?? null,
    categoryId: 0,
    name: plate.name,
    description: plate.description,
    price: plate.price,
    maxQuantity: stored?.maxQuantity ?? null,
    remarked: stored?.remarked ?? false,
    visible: plate.visible,
    indicatorIds: stored?.indicatorIds ?? [],
    sizes: plate.sizes,
    groups: plate.groups,
    // The file has no column for the order modes (not written: the UPDATE and INSERT below leave them as they are)
    // nor for the locations that do not sell it (kept); the locations' own prices are the file's.
    orderModeTypes: null,
    locations: plannedLocations(plate, stored),
  });

  const statements: D1PreparedStatement[] = [
    // The optimistic check: this row exists only if nobody changed the menu since the dry run.
    d1
      .prepare(
        "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) SELECT ?,?,?,?,?,'MENU',NULL,'importar',NULL,?,? WHERE (SELECT menu_revision FROM branches WHERE id = ? AND company_id = ?) = ?"
      )
      .bind(
        importId,
        c,
        branchId,
        who.personId,
        who.personName,
        json({ added: plan.added, changed: plan.changed, removed: plan.removed }),
        who.nowMs,
        branchId,
        c,
        stored.revision
      ),
  ];

  const platesById = new Map(stored.categories.flatMap((cat) => cat.plates.map((p) => [p.id, p] as const)));
  for (const r of plan.removedPlates) {
    const p = platesById.get(r.id)!;
    if (r.hide) {
      statements.push(guarded("UPDATE plates SET visible = 0, version = version + 1 WHERE id = ? AND company_id = ?", r.id, c));
    } else {
      statements.push(
        guarded("DELETE FROM garnishes WHERE company_id = ? AND group_id IN (SELECT id FROM garnish_groups WHERE plate_id = ?)", c, r.id),
        guarded("DELETE FROM garnish_groups WHERE company_id = ? AND plate_id = ?", c, r.id),
        guarded("DELETE FROM sizes WHERE company_id = ? AND plate_id = ?", c, r.id),
        guarded("DELETE FROM entity_indicators WHERE company_id = ? AND entity_type = 'PLATE' AND entity_id = ?", c, r.id),
        guarded("DELETE FROM location_size_prices WHERE company_id = ? AND plate_id = ?", c, r.id),
        guarded("DELETE FROM location_plates WHERE company_id = ? AND plate_id = ?", c, r.id),
        guarded("DELETE FROM plates WHERE company_id = ? AND id = ?", c, r.id)
      );
    }
    statements.push(audit("PLATE", r.id, r.hide ? "importar-ocultar" : "importar-borrar", auditedPlate(p, p), null));
  }
  for (const r of plan.removedCategories) {
    statements.push(
      r.hide
        ? guarded("UPDATE categories SET visible = 0 WHERE id = ? AND company_id = ?", r.id, c)
        : guarded("DELETE FROM categories WHERE id = ? AND company_id = ?", r.id, c),
      audit("CATEGORY", r.id, r.hide ? "importar-ocultar" : "importar-borrar", null, null)
    );
  }
  for (const cat of plan.changedCategories) {
    statements.push(
      guarded("UPDATE categories SET name = ?, show_name = NULL, visible = ? WHERE id = ? AND company_id = ?", cat.name, cat.visible ? 1 : 0, cat.id, c),
      audit("CATEGORY", cat.id, "importar", null, cat)
    );
  }
  for (const { stored: before, plate } of plan.changedPlates) {
    const draft = draftOf(plate, before);
    const ref: SqlRef = { sql: "?", binds: [before.id] };
    statements.push(
      guarded(
        "UPDATE plates SET name = ?, show_name = NULL, description = ?, price = ?, visible = ?, version = version + 1 WHERE id = ? AND company_id = ?",
        plate.name,
        plate.description,
        plate.price,
        plate.visible ? 1 : 0,
        before.id,
        c
      ),
      ...childStatements(d1, who, branchId, ref, guard, draft),
      ...locationStatements(d1, who, branchId, ref, guard, draft),
      audit("PLATE", before.id, "importar", auditedPlate(before, before), auditedPlate(plate, before))
    );
  }

  const slugsTaken = new Map<number | string, Set<string>>(stored.plateSlugs);
  const categorySlugs = new Set(stored.categorySlugs);
  const insertPlate = (category: SqlRef, categoryKey: number | string, plate: PlannedPlate) => {
    const taken = slugsTaken.get(categoryKey) ?? new Set<string>();
    const slug = freeSlug(slugOf(plate.name), taken);
    taken.add(slug);
    slugsTaken.set(categoryKey, taken);
    const plateRef: SqlRef = {
      sql: `(SELECT id FROM plates WHERE company_id = ? AND branch_id = ? AND category_id = ${category.sql} AND slug = ?)`,
      binds: [c, branchId, ...category.binds, slug],
    };
    const draft = draftOf(plate, null);
    statements.push(
      d1
        .prepare(
          `INSERT INTO plates (category_id, name, description, price, visible, company_id, branch_id, slug, position) SELECT ${category.sql}, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), -1) + 1 FROM plates WHERE company_id = ? AND category_id = ${category.sql}) WHERE ${guard.sql}`
        )
        .bind(...category.binds, plate.name, plate.description, plate.price, plate.visible ? 1 : 0, c, branchId, slug, c, ...category.binds, ...guard.binds),
      ...childStatements(d1, who, branchId, plateRef, guard, draft),
      ...locationStatements(d1, who, branchId, plateRef, guard, draft),
      d1
        .prepare(
          `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) SELECT ?,?,?,?,?,'PLATE',${plateRef.sql},'importar',NULL,?,? WHERE ${guard.sql}`
        )
        .bind(crypto.randomUUID(), c, branchId, who.personId, who.personName, ...plateRef.binds, json(auditedPlate(plate, null)), who.nowMs, ...guard.binds)
    );
  };
  for (const { categoryId, plate } of plan.newPlates) insertPlate({ sql: "?", binds: [categoryId] }, categoryId, plate);
  for (const cat of plan.newCategories) {
    const slug = freeSlug(slugOf(cat.name), categorySlugs);
    categorySlugs.add(slug);
    statements.push(
      d1
        .prepare(
          `INSERT INTO categories (company_id, branch_id, slug, name, visible, position) SELECT ?, ?, ?, ?, ?, (SELECT coalesce(max(position), -1) + 1 FROM categories WHERE company_id = ? AND branch_id = ?) WHERE ${guard.sql}`
        )
        .bind(c, branchId, slug, cat.name, cat.visible ? 1 : 0, c, branchId, ...guard.binds),
      audit("CATEGORY", null, "importar", null, { name: cat.name, slug })
    );
    const ref: SqlRef = { sql: "(SELECT id FROM categories WHERE company_id = ? AND branch_id = ? AND slug = ?)", binds: [c, branchId, slug] };
    for (const plate of cat.plates) insertPlate(ref, `nueva:${slug}`, plate);
  }

  const results = await d1.batch(statements);
  return (results[0].meta.changes ?? 0) === 1 ? { status: "written" } : { status: "conflict" };
}
