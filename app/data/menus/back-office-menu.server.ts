// The back office's reads and writes of a branch's menu (categories, plates and what hangs from
// them), always within the company of the signed-in owner. Every write also records a row of
// menu_audit_log, in the same batch; the menu tables' triggers bump branches.menu_revision, so
// the storefront's KV snapshot of the old revision is never read again.
//
// A plate's save is one batch whose first statement is the optimistic version check
// (UPDATE … WHERE version = ?); the audit row is inserted only when that UPDATE changed the row
// (changes() = 1) and every other statement runs only if that audit row exists. A save that
// started from an older version therefore writes nothing at all.
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { db as drizzleOf } from "~/data/db.server";
import {
  branchContacts,
  categories,
  entityIndicators,
  garnishes,
  garnishGroups,
  indicators,
  orderModes,
  plates,
  sizes,
} from "~/data/schema.server";
import { locationPlates, locationSizePrices } from "~/data/schema/location-plates.server";
import type { MenuAuditEntity } from "~/domain/menu/menu-change-view";
import { groupRules, sameAsShared, slugOf, type LocationDraft, type PlateDraft } from "~/domain/menu/plate-form";
import type { OrderModeType } from "~/domain/types";

/** Who writes, for the audit log; the tenant comes from the session, never from the form. */
export interface MenuEditor {
  companyId: number;
  personId: number;
  personName: string;
  nowMs: number;
}

export interface CatalogueCategory {
  id: number;
  name: string;
  /** What diners read instead of the name; null = the name. */
  showName: string | null;
  imageFileId: string | null;
  slug: string;
  visible: boolean;
  description: string | null;
  /** Null: offered in every order mode. */
  orderModeTypes: OrderModeType[] | null;
  plates: { id: number; name: string; price: number; visible: boolean; sizeCount: number }[];
}

/** Every category of a branch (hidden ones too) with its plates, in the storefront's order. */
export async function listCatalogue(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<CatalogueCategory[]> {
  const db = drizzleOf(env);
  const scope = (t: { companyId: AnySQLiteColumn; branchId: AnySQLiteColumn }) => and(eq(t.companyId, companyId), eq(t.branchId, branchId));
  const [cats, plateRows, sizeRows] = await db.batch([
    db.select().from(categories).where(scope(categories)).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(plates).where(scope(plates)).orderBy(asc(plates.position), asc(plates.id)),
    db.select({ plateId: sizes.plateId }).from(sizes).where(scope(sizes)),
  ]);
  const sizeCount = new Map<number, number>();
  for (const s of sizeRows) sizeCount.set(s.plateId, (sizeCount.get(s.plateId) ?? 0) + 1);
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    showName: c.showName,
    imageFileId: c.imageFileId,
    slug: c.slug,
    visible: c.visible,
    description: c.description,
    orderModeTypes: c.orderModeTypes,
    plates: plateRows
      .filter((p) => p.categoryId === c.id)
      .map((p) => ({ id: p.id, name: p.name, price: p.price, visible: p.visible, sizeCount: sizeCount.get(p.id) ?? 0 })),
  }));
}

function auditInsert(d1: D1Database, who: MenuEditor, entry: { id: string; branchId: number; entityType: "PLATE" | "CATEGORY" | "MENU"; entityId: number | null; action: string; before: unknown; after: unknown }) {
  return d1
    .prepare(
      "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
    )
    .bind(entry.id, who.companyId, entry.branchId, who.personId, who.personName, entry.entityType, entry.entityId, entry.action, json(entry.before), json(entry.after), who.nowMs);
}

export const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export async function readCategory(env: Pick<Env, "DB">, companyId: number, categoryId: number) {
  const [row] = await drizzleOf(env)
    .select()
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.id, categoryId)))
    .limit(1);
  return row ?? null;
}

async function uniqueCategorySlug(env: Pick<Env, "DB">, companyId: number, branchId: number, name: string): Promise<string> {
  const taken = new Set(
    (await drizzleOf(env).select({ slug: categories.slug }).from(categories).where(and(eq(categories.companyId, companyId), eq(categories.branchId, branchId)))).map((r) => r.slug),
  );
  return freeSlug(slugOf(name), taken);
}

export function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/**
 * The id and URL segment a new row keeps when the seed builds the demo tenant through these
 * functions: the seed keeps the demo's published ids and slugs (tests and links name them).
 * The back office never passes it: the database picks the id and the slug comes from the name.
 */
export interface PublishedRow {
  id: number;
  slug: string;
}

/** A new category at the end of the branch's menu (hidden from diners until it has plates: buildMenu drops empty ones). */
export async function createCategory(env: Pick<Env, "DB">, who: MenuEditor, branchId: number, name: string, published?: PublishedRow): Promise<number> {
  const d1 = env.DB;
  const slug = published?.slug ?? (await uniqueCategorySlug(env, who.companyId, branchId, name));
  const [inserted] = await d1.batch<{ id: number }>([
    d1
      .prepare(
        "INSERT INTO categories (id, company_id, branch_id, slug, name, visible, position) VALUES (?, ?, ?, ?, ?, 1, (SELECT coalesce(max(position), -1) + 1 FROM categories WHERE company_id = ? AND branch_id = ?)) RETURNING id",
      )
      .bind(published?.id ?? null, who.companyId, branchId, slug, name, who.companyId, branchId),
    auditInsert(d1, who, { id: crypto.randomUUID(), branchId, entityType: "CATEGORY", entityId: null, action: "crear", before: null, after: { name, slug } }),
  ]);
  return inserted.results[0].id;
}

/** Renames or hides/shows a category of the company; false when it is not the company's. */
/** What the owner edits of a category besides its place and visibility (null order modes: every mode). */
export interface CategoryDetails {
  name: string;
  showName: string | null;
  description: string | null;
  orderModeTypes: OrderModeType[] | null;
}

export async function updateCategory(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  categoryId: number,
  change: { name: string } | { visible: boolean } | { details: CategoryDetails },
): Promise<boolean> {
  const row = await readCategory(env, who.companyId, categoryId);
  if (!row) return false;
  const d1 = env.DB;
  const [update, action, before] =
    "details" in change
      ? [
          d1
            .prepare("UPDATE categories SET name = ?, show_name = ?, description = ?, order_mode_types = ? WHERE id = ? AND company_id = ?")
            .bind(change.details.name, change.details.showName, change.details.description, change.details.orderModeTypes ? JSON.stringify(change.details.orderModeTypes) : null, categoryId, who.companyId),
          "editar",
          { name: row.name, showName: row.showName, description: row.description, orderModeTypes: row.orderModeTypes },
        ]
      : "name" in change
        ? [d1.prepare("UPDATE categories SET name = ?, show_name = NULL WHERE id = ? AND company_id = ?").bind(change.name, categoryId, who.companyId), "renombrar", { name: row.name }]
        : [
            d1.prepare("UPDATE categories SET visible = ? WHERE id = ? AND company_id = ?").bind(change.visible ? 1 : 0, categoryId, who.companyId),
            change.visible ? "mostrar" : "ocultar",
            { visible: row.visible },
          ];
  await d1.batch([
    update,
    auditInsert(d1, who, {
      id: crypto.randomUUID(),
      branchId: row.branchId,
      entityType: "CATEGORY",
      entityId: categoryId,
      action,
      before,
      after: "details" in change ? change.details : change,
    }),
  ]);
  return true;
}

/**
 * Moves a category one place up or down ('Subir', 'Bajar') or to a place of the branch's list
 * (0 is the first; a drop past the end is the last), renumbering the branch's categories in one
 * batch with its audit row. False when the category is not the company's.
 */
export async function moveCategory(env: Pick<Env, "DB">, who: MenuEditor, categoryId: number, to: "up" | "down" | number): Promise<boolean> {
  const row = await readCategory(env, who.companyId, categoryId);
  if (!row) return false;
  const siblings = await drizzleOf(env)
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(and(eq(categories.companyId, who.companyId), eq(categories.branchId, row.branchId)))
    .orderBy(asc(categories.position), asc(categories.id));
  const order = siblings.map((s) => s.id);
  const at = order.indexOf(categoryId);
  const place = to === "up" ? at - 1 : to === "down" ? at + 1 : Math.min(to, order.length - 1);
  if (place < 0 || place >= order.length || place === at) return true;
  order.splice(at, 1);
  order.splice(place, 0, categoryId);
  const d1 = env.DB;
  const updates = order
    .map((id, position) => ({ id, position }))
    .filter(({ id, position }) => siblings.find((s) => s.id === id)!.position !== position)
    .map(({ id, position }) => d1.prepare("UPDATE categories SET position = ? WHERE id = ? AND company_id = ?").bind(position, id, who.companyId));
  await d1.batch([
    ...updates,
    auditInsert(d1, who, { id: crypto.randomUUID(), branchId: row.branchId, entityType: "CATEGORY", entityId: categoryId, action: "mover", before: { position: at }, after: { position: place } }),
  ]);
  return true;
}

export interface EditorPlate {
  id: number;
  branchId: number;
  categoryId: number;
  slug: string;
  version: number;
  imageFileId: string | null;
  draft: PlateDraft;
}

/** A plate of the company as the editor shows it (its sizes, groups, options and indicators), or null. */
export async function readEditorPlate(env: Pick<Env, "DB">, companyId: number, plateId: number): Promise<EditorPlate | null> {
  const db = drizzleOf(env);
  const [plateRows, sizeRows, groupRows, garnishRows, indicatorRows, locationRows, locationSizeRows] = await db.batch([
    db.select().from(plates).where(and(eq(plates.companyId, companyId), eq(plates.id, plateId))).limit(1),
    db.select().from(sizes).where(and(eq(sizes.companyId, companyId), eq(sizes.plateId, plateId))).orderBy(asc(sizes.position), asc(sizes.id)),
    db.select().from(garnishGroups).where(and(eq(garnishGroups.companyId, companyId), eq(garnishGroups.plateId, plateId))).orderBy(asc(garnishGroups.position), asc(garnishGroups.id)),
    db
      .select({ g: garnishes })
      .from(garnishes)
      .innerJoin(garnishGroups, eq(garnishGroups.id, garnishes.groupId))
      .where(and(eq(garnishes.companyId, companyId), eq(garnishGroups.plateId, plateId)))
      .orderBy(asc(garnishes.position), asc(garnishes.id)),
    db
      .select({ indicatorId: entityIndicators.indicatorId })
      .from(entityIndicators)
      .where(and(eq(entityIndicators.companyId, companyId), eq(entityIndicators.entityType, "PLATE"), eq(entityIndicators.entityId, plateId)))
      .orderBy(asc(entityIndicators.position), asc(entityIndicators.id)),
    db.select().from(locationPlates).where(and(eq(locationPlates.companyId, companyId), eq(locationPlates.plateId, plateId))).orderBy(asc(locationPlates.branchContactId)),
    db.select().from(locationSizePrices).where(and(eq(locationSizePrices.companyId, companyId), eq(locationSizePrices.plateId, plateId))),
  ]);
  const p = plateRows[0];
  if (!p) return null;
  const contacts = [...new Set([...locationRows.map((r) => r.branchContactId), ...locationSizeRows.map((r) => r.branchContactId)])].sort((a, b) => a - b);
  const locations = contacts
    .map((branchContactId): LocationDraft => {
      const row = locationRows.find((r) => r.branchContactId === branchContactId);
      return {
        branchContactId,
        sold: row?.sold ?? true,
        price: sizeRows.length > 0 ? null : (row?.price ?? null),
        sizePrices: sizeRows.map((z) => locationSizeRows.find((r) => r.branchContactId === branchContactId && r.sizeId === z.id)?.price ?? null),
      };
    })
    .filter((l) => !sameAsShared(l));
  return {
    id: p.id,
    branchId: p.branchId,
    categoryId: p.categoryId,
    slug: p.slug,
    version: p.version,
    imageFileId: p.imageFileId,
    draft: {
      version: p.version,
      categoryId: p.categoryId,
      name: p.name,
      description: p.description,
      price: p.price,
      maxQuantity: p.maxQuantity,
      remarked: p.remarked,
      visible: p.visible,
      indicatorIds: indicatorRows.map((r) => r.indicatorId),
      sizes: sizeRows.map((s) => ({ id: s.id, name: s.name, price: s.price })),
      groups: groupRows.map((g) => ({
        id: g.id,
        name: g.name,
        min: g.minGarnishAmount,
        max: g.maxGarnishAmount,
        options: garnishRows.filter((r) => r.g.groupId === g.id).map((r) => ({ id: r.g.id, name: r.g.name, price: r.g.price })),
      })),
      orderModeTypes: p.orderModeTypes,
      locations,
    },
  };
}

/** The categories a plate of the branch may go in, and the indicators the company may use. */
export async function editorChoices(env: Pick<Env, "DB">, companyId: number, branchId: number) {
  const db = drizzleOf(env);
  const [cats, inds, locations] = await db.batch([
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.companyId, companyId), eq(categories.branchId, branchId)))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: indicators.id, name: indicators.name })
      .from(indicators)
      .where(or(isNull(indicators.companyId), eq(indicators.companyId, companyId)))
      .orderBy(asc(indicators.id)),
    db
      .select({ id: branchContacts.id, name: branchContacts.name })
      .from(branchContacts)
      .where(and(eq(branchContacts.companyId, companyId), eq(branchContacts.branchId, branchId)))
      .orderBy(asc(branchContacts.id)),
  ]);
  return { categories: cats, indicators: inds, locations };
}

/** Where a diner sees a plate: the first location of the branch and its first active mode. */
export async function storefrontPlacesOf(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<{ alias: string; modeSlug: string } | null> {
  const [row] = await drizzleOf(env)
    .select({ alias: branchContacts.alias, modeSlug: orderModes.slug })
    .from(branchContacts)
    .innerJoin(orderModes, and(eq(orderModes.branchContactId, branchContacts.id), eq(orderModes.active, true)))
    .where(and(eq(branchContacts.companyId, companyId), eq(branchContacts.branchId, branchId)))
    .orderBy(asc(branchContacts.id), asc(orderModes.position), asc(orderModes.id))
    .limit(1);
  return row ?? null;
}

type Stmt = D1PreparedStatement;
export interface SqlRef {
  sql: string;
  binds: unknown[];
}

/** The ids new sizes, groups and options take (by the draft's indexes; null: the database picks it). */
export interface NewRowIds {
  sizes: (number | null)[];
  groups: (number | null)[];
  options: (number | null)[][];
}

/**
 * The statements that make a plate's sizes, groups, options and indicators equal to the draft's
 * (ids kept where given; new rows take `newIds` when given, see PublishedRow).
 */
export function childStatements(d1: D1Database, who: MenuEditor, branchId: number, plate: SqlRef, guard: SqlRef, draft: PlateDraft, newIds?: NewRowIds): Stmt[] {
  const c = who.companyId;
  const p = (sql: string, ...binds: unknown[]) =>
    d1.prepare(sql.replaceAll("{plate}", plate.sql).replaceAll("{guard}", guard.sql)).bind(...expand(sql, binds, plate, guard));
  const keptSizes = draft.sizes.flatMap((s) => (s.id === null ? [] : [s.id]));
  const keptGroups = draft.groups.flatMap((g) => (g.id === null ? [] : [g.id]));
  const keptOptions = draft.groups.flatMap((g) => g.options.flatMap((o) => (o.id === null ? [] : [o.id])));
  const list = (ids: number[]) => (ids.length ? ids.join(",") : "0");
  const out: Stmt[] = [
    p(`DELETE FROM sizes WHERE company_id = ? AND plate_id = {plate} AND id NOT IN (${list(keptSizes)}) AND {guard}`, c),
    p(
      `DELETE FROM garnishes WHERE company_id = ? AND group_id IN (SELECT id FROM garnish_groups WHERE plate_id = {plate}) AND (id NOT IN (${list(keptOptions)}) OR group_id NOT IN (${list(keptGroups)})) AND {guard}`,
      c,
    ),
    p(`DELETE FROM garnish_groups WHERE company_id = ? AND plate_id = {plate} AND id NOT IN (${list(keptGroups)}) AND {guard}`, c),
    p(`DELETE FROM entity_indicators WHERE company_id = ? AND entity_type = 'PLATE' AND entity_id = {plate} AND {guard}`, c),
    p(`DELETE FROM location_size_prices WHERE company_id = ? AND plate_id = {plate} AND size_id NOT IN (${list(keptSizes)}) AND {guard}`, c),
  ];
  draft.sizes.forEach((s, i) => {
    out.push(
      s.id === null
        ? p(`INSERT INTO sizes (id, company_id, branch_id, plate_id, name, price, position) SELECT ?, ?, ?, {plate}, ?, ?, ? WHERE {guard}`, newIds?.sizes[i] ?? null, c, branchId, s.name, s.price, i)
        : p(`UPDATE sizes SET name = ?, price = ?, position = ? WHERE id = ? AND company_id = ? AND plate_id = {plate} AND {guard}`, s.name, s.price, i, s.id, c),
    );
  });
  draft.groups.forEach((g, i) => {
    const { mandatory, multipleSelection } = groupRules(g);
    out.push(
      g.id === null
        ? p(
            `INSERT INTO garnish_groups (id, company_id, branch_id, plate_id, name, min_garnish_amount, max_garnish_amount, multiple_selection, mandatory, position) SELECT ?, ?, ?, {plate}, ?, ?, ?, ?, ?, ? WHERE {guard}`,
            newIds?.groups[i] ?? null, c, branchId, g.name, g.min, g.max, multipleSelection ? 1 : 0, mandatory ? 1 : 0, i,
          )
        : p(
            `UPDATE garnish_groups SET name = ?, show_name = NULL, min_garnish_amount = ?, max_garnish_amount = ?, multiple_selection = ?, mandatory = ?, position = ? WHERE id = ? AND company_id = ? AND plate_id = {plate} AND {guard}`,
            g.name, g.min, g.max, multipleSelection ? 1 : 0, mandatory ? 1 : 0, i, g.id, c,
          ),
    );
  });
  draft.groups.forEach((g, i) => {
    const groupId = `(SELECT id FROM garnish_groups WHERE company_id = ${c} AND plate_id = {plate} AND position = ${i} ORDER BY id DESC LIMIT 1)`;
    g.options.forEach((o, j) => {
      out.push(
        o.id === null || g.id === null
          ? p(`INSERT INTO garnishes (id, company_id, branch_id, group_id, name, price, visible, position) SELECT ?, ?, ?, ${groupId}, ?, ?, 1, ? WHERE {guard}`, newIds?.options[i]?.[j] ?? null, c, branchId, o.name, o.price, j)
          : p(`UPDATE garnishes SET name = ?, price = ?, position = ? WHERE id = ? AND company_id = ? AND group_id = ? AND {guard}`, o.name, o.price, j, o.id, c, g.id),
      );
    });
  });
  draft.indicatorIds.forEach((indicatorId, i) => {
    out.push(
      p(
        `INSERT INTO entity_indicators (company_id, branch_id, entity_type, entity_id, indicator_id, position) SELECT ?, ?, 'PLATE', {plate}, id, ? FROM indicators WHERE id = ? AND (company_id IS NULL OR company_id = ?) AND {guard}`,
        c, branchId, i, indicatorId, c,
      ),
    );
  });
  return out;
}

/**
 * The statements that make where the plate is sold, and the locations' own prices, equal to the
 * draft's (after childStatements: a new size is found by its position). The locations must be of
 * the plate's branch (checked by the caller).
 */
export function locationStatements(d1: D1Database, who: MenuEditor, branchId: number, plate: SqlRef, guard: SqlRef, draft: PlateDraft): Stmt[] {
  const c = who.companyId;
  const p = (sql: string, ...binds: unknown[]) =>
    d1.prepare(sql.replaceAll("{plate}", plate.sql).replaceAll("{guard}", guard.sql)).bind(...expand(sql, binds, plate, guard));
  const out: Stmt[] = [
    p(`DELETE FROM location_size_prices WHERE company_id = ? AND plate_id = {plate} AND {guard}`, c),
    p(`DELETE FROM location_plates WHERE company_id = ? AND plate_id = {plate} AND {guard}`, c),
  ];
  for (const l of draft.locations) {
    if (!l.sold || l.price !== null) {
      out.push(
        p(`INSERT INTO location_plates (company_id, branch_contact_id, branch_id, plate_id, sold, price) SELECT ?, ?, ?, {plate}, ?, ? WHERE {guard}`, c, l.branchContactId, branchId, l.sold ? 1 : 0, l.price),
      );
    }
    l.sizePrices.forEach((price, k) => {
      const size = draft.sizes[k];
      if (price === null || !size) return;
      const sizeId = size.id !== null ? String(size.id) : `(SELECT id FROM sizes WHERE company_id = ${c} AND plate_id = {plate} AND position = ${k} ORDER BY id DESC LIMIT 1)`;
      out.push(
        p(`INSERT INTO location_size_prices (company_id, branch_contact_id, branch_id, plate_id, size_id, price) SELECT ?, ?, ?, {plate}, ${sizeId}, ? WHERE {guard}`, c, l.branchContactId, branchId, price),
      );
    });
  }
  return out;
}

/** Binds in textual order: each {plate}/{guard} placeholder expands to its own binds where it stands. */
function expand(sql: string, binds: unknown[], plate: SqlRef, guard: SqlRef): unknown[] {
  const out: unknown[] = [];
  let next = 0;
  for (const token of sql.match(/\?|\{plate\}|\{guard\}/g) ?? []) {
    if (token === "?") out.push(binds[next++]);
    else out.push(...(token === "{plate}" ? plate.binds : guard.binds));
  }
  return out;
}

function plateColumns(draft: PlateDraft) {
  return [
    draft.categoryId,
    draft.name,
    draft.description,
    draft.price,
    draft.maxQuantity,
    draft.remarked ? 1 : 0,
    draft.visible ? 1 : 0,
    draft.orderModeTypes ? JSON.stringify(draft.orderModeTypes) : null,
  ] as const;
}

async function slugFor(env: Pick<Env, "DB">, companyId: number, categoryId: number, name: string, exceptPlateId: number | null): Promise<string> {
  const rows = await drizzleOf(env).select({ id: plates.id, slug: plates.slug }).from(plates).where(and(eq(plates.companyId, companyId), eq(plates.categoryId, categoryId)));
  return freeSlug(slugOf(name), new Set(rows.filter((r) => r.id !== exceptPlateId).map((r) => r.slug)));
}

export type PlateSaveResult = { status: "saved"; version: number } | { status: "conflict" };

/**
 * Writes the draft over plate `current` if nobody saved it since `draft.version`; all or nothing.
 * The category must already be checked to be of the plate's branch.
 */
export async function savePlate(env: Pick<Env, "DB">, who: MenuEditor, current: EditorPlate, draft: PlateDraft): Promise<PlateSaveResult> {
  const d1 = env.DB;
  const slug = draft.categoryId === current.categoryId ? current.slug : await slugFor(env, who.companyId, draft.categoryId, draft.name, current.id);
  const auditId = crypto.randomUUID();
  const guard = { sql: "EXISTS (SELECT 1 FROM menu_audit_log WHERE id = ?)", binds: [auditId] };
  const plate = { sql: "?", binds: [current.id] };
  const results = await d1.batch([
    d1
      .prepare(
        "UPDATE plates SET category_id = ?, name = ?, show_name = NULL, description = ?, price = ?, max_quantity = ?, remarked = ?, visible = ?, order_mode_types = ?, slug = ?, version = version + 1 WHERE id = ? AND company_id = ? AND version = ?",
      )
      .bind(...plateColumns(draft), slug, current.id, who.companyId, draft.version ?? -1),
    d1
      .prepare(
        "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) SELECT ?, ?, ?, ?, ?, 'PLATE', ?, 'editar', ?, ?, ? WHERE changes() = 1",
      )
      .bind(auditId, who.companyId, current.branchId, who.personId, who.personName, current.id, json(current.draft), json(draft), who.nowMs),
    ...childStatements(d1, who, current.branchId, plate, guard, draft),
    ...locationStatements(d1, who, current.branchId, plate, guard, draft),
  ]);
  if ((results[1].meta.changes ?? 0) !== 1) return { status: "conflict" };
  return { status: "saved", version: (draft.version ?? 0) + 1 };
}

/**
 * A new plate of the branch from a draft (also 'Duplicar'); all or nothing. Returns its id. With
 * `published` (the seed, see PublishedRow) the plate keeps that id and slug, and its new sizes,
 * groups and options keep the draft's ids.
 */
export async function createPlate(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  branchId: number,
  draft: PlateDraft,
  action: "crear" | "duplicar" = "crear",
  published?: PublishedRow,
): Promise<number> {
  const d1 = env.DB;
  const slug = published?.slug ?? (await slugFor(env, who.companyId, draft.categoryId, draft.name, null));
  const auditId = crypto.randomUUID();
  const plate = { sql: "(SELECT id FROM plates WHERE company_id = ? AND category_id = ? AND slug = ?)", binds: [who.companyId, draft.categoryId, slug] };
  const guard = { sql: "1", binds: [] };
  const fresh: PlateDraft = { ...draft, sizes: draft.sizes.map((s) => ({ ...s, id: null })), groups: draft.groups.map((g) => ({ ...g, id: null, options: g.options.map((o) => ({ ...o, id: null })) })) };
  const newIds: NewRowIds | undefined = published
    ? { sizes: draft.sizes.map((s) => s.id), groups: draft.groups.map((g) => g.id), options: draft.groups.map((g) => g.options.map((o) => o.id)) }
    : undefined;
  const results = await d1.batch<{ id: number }>([
    d1
      .prepare(
        "INSERT INTO plates (id, category_id, name, description, price, max_quantity, remarked, visible, order_mode_types, company_id, branch_id, slug, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), -1) + 1 FROM plates WHERE company_id = ? AND category_id = ?)) RETURNING id",
      )
      .bind(published?.id ?? null, ...plateColumns(draft), who.companyId, branchId, slug, who.companyId, draft.categoryId),
    d1
      .prepare(
        "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) SELECT ?, ?, ?, ?, ?, 'PLATE', id, ?, NULL, ?, ? FROM plates WHERE company_id = ? AND category_id = ? AND slug = ?",
      )
      .bind(auditId, who.companyId, branchId, who.personId, who.personName, action, json(draft), who.nowMs, who.companyId, draft.categoryId, slug),
    ...childStatements(d1, who, branchId, plate, guard, fresh, newIds),
    ...locationStatements(d1, who, branchId, plate, guard, fresh),
  ]);
  return results[0].results[0].id;
}

export interface MenuAuditEntry {
  /** The order rows were written in: the history's page cursor. */
  seq: number;
  id: string;
  personName: string;
  entityType: MenuAuditEntity;
  entityId: number | null;
  branchId: number;
  action: string;
  before: string | null;
  after: string | null;
  createdAt: number;
  /** The plate's, category's (…, branch's for its brand) name today (null for the whole menu, or once it is deleted). */
  currentName: string | null;
}

/**
 * The company's menu changes, newest first (in the order they were written), `limit` of them from
 * before `olderThan` (a page's last `seq`), plus whether older ones remain.
 */
export async function listMenuAudit(
  env: Pick<Env, "DB">,
  companyId: number,
  page: { limit: number; olderThan?: number | null } = { limit: 50 },
): Promise<{ entries: MenuAuditEntry[]; more: boolean }> {
  const rows = await env.DB.prepare(
    `SELECT a.rowid AS seq, a.id, a.person_name, a.entity_type, a.entity_id, a.branch_id, a.action, a.before, a.after, a.created_at,
       CASE a.entity_type
         WHEN 'PLATE' THEN (SELECT name FROM plates WHERE id = a.entity_id AND company_id = a.company_id)
         WHEN 'CATEGORY' THEN (SELECT name FROM categories WHERE id = a.entity_id AND company_id = a.company_id)
         WHEN 'CODE' THEN (SELECT code FROM discount_codes WHERE id = a.entity_id AND company_id = a.company_id)
         WHEN 'DISCOUNT' THEN (SELECT name FROM product_discounts WHERE id = a.entity_id AND company_id = a.company_id)
         WHEN 'LOYALTY' THEN (SELECT name FROM loyalty_programs WHERE id = a.entity_id AND company_id = a.company_id)
         WHEN 'REWARD' THEN (SELECT name FROM loyalty_rewards WHERE id = a.entity_id AND company_id = a.company_id)
         WHEN 'BRAND' THEN (SELECT name FROM branches WHERE id = a.entity_id AND company_id = a.company_id)
       END AS current_name
     FROM menu_audit_log a
     WHERE a.company_id = ?1 AND (?2 IS NULL OR a.rowid < ?2)
     ORDER BY a.rowid DESC
     LIMIT ?3`,
  )
    .bind(companyId, page.olderThan ?? null, page.limit + 1)
    .all<{
      seq: number;
      id: string;
      person_name: string;
      entity_type: MenuAuditEntity;
      entity_id: number | null;
      branch_id: number;
      action: string;
      before: string | null;
      after: string | null;
      created_at: number;
      current_name: string | null;
    }>();
  const entries = rows.results.slice(0, page.limit).map((r) => ({
    seq: r.seq,
    id: r.id,
    personName: r.person_name,
    entityType: r.entity_type,
    entityId: r.entity_id,
    branchId: r.branch_id,
    action: r.action,
    before: r.before,
    after: r.after,
    createdAt: r.created_at,
    currentName: r.current_name,
  }));
  return { entries, more: rows.results.length > page.limit };
}
