// A new business in one D1 batch (one transaction): the company, its aliases, its brand and first
// location, the location's order modes with cash payments, a starter menu, and its owner. Children
// find their parents by their unique alias (sub-selects), so no id is guessed and two sign-ups at
// once cannot interleave: the second's aliases are taken and its batch fails whole.
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/data/db.server";
import { aliases, branchContacts, branches, categories, companies, orderModes, paymentTypes, plates } from "~/data/schema.server";
import { shopUsers } from "~/data/schema/shop.server";
import type { BranchGeneralConfig, OrderModeType, WorkingDay } from "~/domain/types";

/** Which of these aliases are taken (every public alias shares one namespace). */
export async function takenAliases(env: Pick<Env, "DB">, wanted: string[]): Promise<string[]> {
  if (wanted.length === 0) return [];
  const rows = await db(env).select({ alias: aliases.alias }).from(aliases).where(inArray(aliases.alias, wanted)).all();
  return rows.map((r) => r.alias);
}

export interface NewTenant {
  aliases: { company: string; branch: string; location: string };
  businessName: string;
  country: string;
  location: { street: string; number: string; city: string; lat: number; lng: number; whatsappPhone: string; workingDays: WorkingDay[] };
  branchConfig: BranchGeneralConfig;
  modes: { type: OrderModeType; slug: string; showName: string }[];
  menu: { category: { slug: string; name: string; description: string }; plates: readonly { slug: string; name: string; description: string; price: number }[] };
  owner: { phone: string; name: string };
  nowMs: number;
}

export type TenantCreated = { ok: true; companyId: number } | { ok: false; reason: "alias-taken" };

export async function createTenant(env: Pick<Env, "DB">, t: NewTenant): Promise<TenantCreated> {
  const d = db(env);
  const companyId = sql`(SELECT id FROM companies WHERE alias = ${t.aliases.company})`;
  const branchId = sql`(SELECT id FROM branches WHERE alias = ${t.aliases.branch})`;
  const locationId = sql`(SELECT id FROM branch_contacts WHERE alias = ${t.aliases.location})`;
  const categoryId = sql`(SELECT id FROM categories WHERE branch_id = ${branchId} AND slug = ${t.menu.category.slug})`;
  const modeId = (slug: string) => sql`(SELECT id FROM order_modes WHERE branch_contact_id = ${locationId} AND slug = ${slug})`;
  const statements = [
    d.insert(companies).values({ alias: t.aliases.company, name: t.businessName, country: t.country }),
    d.insert(aliases).values({ alias: t.aliases.company, type: "company", companyId, targetId: companyId }),
    d.insert(branches).values({
      companyId,
      alias: t.aliases.branch,
      name: t.businessName,
      generalConfig: t.branchConfig,
      social: { instagram: null, facebook: null },
      nps: { enabled: false, threshold: 4 },
      addressConfig: "AUTOMATIC",
      country: t.country,
    }),
    d.insert(aliases).values({ alias: t.aliases.branch, type: "branch", companyId, targetId: branchId }),
    d.insert(branchContacts).values({
      companyId,
      branchId,
      alias: t.aliases.location,
      name: t.businessName,
      street: t.location.street,
      number: t.location.number,
      city: t.location.city,
      country: t.country,
      lat: t.location.lat,
      lng: t.location.lng,
      whatsappPhone: t.location.whatsappPhone,
      workingDays: t.location.workingDays,
      // A new business starts with the order text handed over by WhatsApp, as the spec's default.
      ordersConsole: false,
    }),
    d.insert(aliases).values({ alias: t.aliases.location, type: "branchContact", companyId, targetId: locationId }),
    ...t.modes.flatMap((m, position) => [
      d.insert(orderModes).values({ companyId, branchContactId: locationId, slug: m.slug, type: m.type, showName: m.showName, schedules: [], position }),
      d.insert(paymentTypes).values({ companyId, orderModeId: modeId(m.slug), showName: "Efectivo", paymentMethod: "CASH", position: 0 }),
    ]),
    d.insert(categories).values({ companyId, branchId, slug: t.menu.category.slug, name: t.menu.category.name, description: t.menu.category.description }),
    ...t.menu.plates.map((p, position) =>
      d.insert(plates).values({ companyId, branchId, categoryId, slug: p.slug, name: p.name, description: p.description, price: p.price, position }),
    ),
    d.insert(shopUsers).values({ companyId, phone: t.owner.phone, name: t.owner.name, role: "owner", createdAt: t.nowMs }),
  ];
  try {
    await d.batch(statements as unknown as Parameters<typeof d.batch>[0]);
  } catch (error) {
    if (/UNIQUE constraint failed: (aliases\.alias|companies\.alias|branches\.alias|branch_contacts\.alias)/.test(String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? ""))) {
      return { ok: false, reason: "alias-taken" };
    }
    throw error;
  }
  const row = await d.select({ id: companies.id }).from(companies).where(and(eq(companies.alias, t.aliases.company))).get();
  return { ok: true, companyId: row!.id };
}
