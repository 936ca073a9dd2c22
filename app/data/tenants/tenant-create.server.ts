// A new business in one D1 batch (one transaction): the company, its aliases, its brand and first
// location, the location's order modes with cash payments, a starter menu, and its owner; and a new
// brand of an existing company (the back office's 'Agregar sucursal') with the same statements. Children
// find their parents by their unique alias (sub-selects), so no id is guessed and two sign-ups at
// once cannot interleave: the second's aliases are taken and its batch fails whole.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/data/db.server";
import { aliases, branchContacts, branches, categories, companies, orderModes, paymentTypes, plates } from "~/data/schema.server";
import { json, type MenuEditor } from "~/data/menus/back-office-menu.server";
import { menuAuditLog } from "~/data/schema/menu-audit.server";
import { shopUsers } from "~/data/schema/shop.server";
import type { BranchGeneralConfig, OrderModeType, WorkingDay } from "~/domain/types";

/** Which of these aliases are taken (every public alias shares one namespace). */
export async function takenAliases(env: Pick<Env, "DB">, wanted: string[]): Promise<string[]> {
  if (wanted.length === 0) return [];
  const rows = await db(env).select({ alias: aliases.alias }).from(aliases).where(inArray(aliases.alias, wanted)).all();
  return rows.map((r) => r.alias);
}

/** A brand of a company (a branch: its own menu and storefront) with its first location, as the sign-up and 'Agregar sucursal' create it. */
export interface NewBrand {
  aliases: { branch: string; location: string };
  name: string;
  country: string;
  location: { street: string; number: string; city: string; lat: number; lng: number; whatsappPhone: string; callPhone?: string | null; workingDays: WorkingDay[] };
  branchConfig: BranchGeneralConfig;
  modes: { type: OrderModeType; slug: string; showName: string }[];
  /** null: no starter menu (the demo's seed builds its own menu with the menu's functions). */
  menu: { category: { slug: string; name: string; description: string }; plates: readonly { slug: string; name: string; description: string; price: number }[] } | null;
}

/**
 * "The seed keeps the demo's published ids": the branch, its first location, and per mode (in the
 * order of `modes`) the mode and its cash payment. The back office never passes them; the database
 * picks the ids.
 */
export interface PublishedBrandIds {
  branchId: number;
  locationId: number;
  modes: readonly { id: number; cashPaymentId: number }[];
}

/** The sign-up's published ids for the seed: the brand's, the company's and its owner's. */
export interface PublishedTenantIds extends PublishedBrandIds {
  companyId: number;
  ownerId: number;
}

export interface NewTenant extends Omit<NewBrand, "aliases" | "name"> {
  aliases: { company: string; branch: string; location: string };
  businessName: string;
  owner: { phone: string; name: string };
  nowMs: number;
}

type Db = ReturnType<typeof db>;

/**
 * The statements of a brand of `companyId` (a value or a sub-select): the branch and its alias
 * (after the company's last branch), its first location and alias, the location's order modes
 * with cash payments, and a starter menu. Children find their parents by their unique alias.
 */
function brandStatements(d: Db, companyId: SQL | number, b: NewBrand, published?: PublishedBrandIds) {
  const branchId = sql`(SELECT id FROM branches WHERE alias = ${b.aliases.branch})`;
  const locationId = sql`(SELECT id FROM branch_contacts WHERE alias = ${b.aliases.location})`;
  const modeId = (slug: string) => sql`(SELECT id FROM order_modes WHERE branch_contact_id = ${locationId} AND slug = ${slug})`;
  return [
    d.insert(branches).values({
      id: published?.branchId,
      companyId,
      alias: b.aliases.branch,
      name: b.name,
      generalConfig: b.branchConfig,
      social: { instagram: null, facebook: null },
      nps: { enabled: false, threshold: 4 },
      addressConfig: "AUTOMATIC",
      country: b.country,
      position: sql`(SELECT coalesce(max(position), -1) + 1 FROM branches WHERE company_id = ${companyId})`,
    }),
    d.insert(aliases).values({ alias: b.aliases.branch, type: "branch", companyId, targetId: branchId }),
    d.insert(branchContacts).values({
      id: published?.locationId,
      companyId,
      branchId,
      alias: b.aliases.location,
      name: b.name,
      street: b.location.street,
      number: b.location.number,
      city: b.location.city,
      country: b.country,
      lat: b.location.lat,
      lng: b.location.lng,
      whatsappPhone: b.location.whatsappPhone,
      callPhone: b.location.callPhone ?? null,
      workingDays: b.location.workingDays,
      // A new business starts with the order text handed over by WhatsApp, as the spec's default.
      ordersConsole: false,
    }),
    d.insert(aliases).values({ alias: b.aliases.location, type: "branchContact", companyId, targetId: locationId }),
    ...b.modes.flatMap((m, position) => [
      d.insert(orderModes).values({ id: published?.modes[position]?.id, companyId, branchContactId: locationId, slug: m.slug, type: m.type, showName: m.showName, schedules: [], position }),
      d.insert(paymentTypes).values({ id: published?.modes[position]?.cashPaymentId, companyId, orderModeId: modeId(m.slug), showName: "Efectivo", paymentMethod: "CASH", position: 0 }),
    ]),
    ...(b.menu ? starterMenuStatements(d, companyId, branchId, b.menu) : []),
  ];
}

function starterMenuStatements(d: Db, companyId: SQL | number, branchId: SQL, menu: NonNullable<NewBrand["menu"]>) {
  const categoryId = sql`(SELECT id FROM categories WHERE branch_id = ${branchId} AND slug = ${menu.category.slug})`;
  return [
    d.insert(categories).values({ companyId, branchId, slug: menu.category.slug, name: menu.category.name, description: menu.category.description }),
    ...menu.plates.map((p, position) => d.insert(plates).values({ companyId, branchId, categoryId, slug: p.slug, name: p.name, description: p.description, price: p.price, position })),
  ];
}

const aliasTaken = (error: unknown) =>
  /UNIQUE constraint failed: (aliases\.alias|companies\.alias|branches\.alias|branch_contacts\.alias)/.test(String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? ""));

export type TenantCreated = { ok: true; companyId: number } | { ok: false; reason: "alias-taken" };

/** `published`: the seed's ids (the sign-up page never passes them). */
export async function createTenant(env: Pick<Env, "DB">, t: NewTenant, published?: PublishedTenantIds): Promise<TenantCreated> {
  const d = db(env);
  const companyId = sql`(SELECT id FROM companies WHERE alias = ${t.aliases.company})`;
  const statements = [
    d.insert(companies).values({ id: published?.companyId, alias: t.aliases.company, name: t.businessName, country: t.country }),
    d.insert(aliases).values({ alias: t.aliases.company, type: "company", companyId, targetId: companyId }),
    ...brandStatements(d, companyId, { ...t, name: t.businessName }, published),
    d.insert(shopUsers).values({ id: published?.ownerId, companyId, phone: t.owner.phone, name: t.owner.name, role: "owner", createdAt: t.nowMs }),
  ];
  try {
    await d.batch(statements as unknown as Parameters<typeof d.batch>[0]);
  } catch (error) {
    if (aliasTaken(error)) return { ok: false, reason: "alias-taken" };
    throw error;
  }
  const row = await d.select({ id: companies.id }).from(companies).where(and(eq(companies.alias, t.aliases.company))).get();
  return { ok: true, companyId: row!.id };
}

/**
 * A new brand of an existing company ('Agregar sucursal' of the back office), with the sign-up's
 * statements and its history row ('BRANCH', 'crear'), in one batch; 'alias-taken' when either
 * alias is anyone's (nothing written).
 */
export async function createBrand(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  b: NewBrand,
  published?: PublishedBrandIds,
): Promise<{ ok: true; branchId: number } | { ok: false; reason: "alias-taken" }> {
  const d = db(env);
  const branchId = sql`(SELECT id FROM branches WHERE alias = ${b.aliases.branch})`;
  const statements = [
    ...brandStatements(d, who.companyId, b, published),
    d.insert(menuAuditLog).values({
      id: crypto.randomUUID(),
      companyId: who.companyId,
      branchId,
      personId: who.personId,
      personName: who.personName,
      entityType: "BRANCH",
      entityId: branchId,
      action: "crear",
      before: null,
      after: json({ name: b.name, alias: b.aliases.branch, location: `${b.location.street} ${b.location.number}, ${b.location.city}` }),
      createdAt: who.nowMs,
    }),
  ];
  try {
    await d.batch(statements as unknown as Parameters<typeof d.batch>[0]);
  } catch (error) {
    if (aliasTaken(error)) return { ok: false, reason: "alias-taken" };
    throw error;
  }
  const row = await d.select({ id: branches.id }).from(branches).where(and(eq(branches.alias, b.aliases.branch), eq(branches.companyId, who.companyId))).get();
  return { ok: true, branchId: row!.id };
}
