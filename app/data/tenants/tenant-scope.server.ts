// Tenant scope of the numeric ids the JSON API receives (storefront.md §7:
// /api/ordermodes/{id}/…, external benefits, abandoned carts, recovery, companies, entity
// indicators). A numeric id carries no tenant: each lookup reads the entity's own company_id
// and every later read filters by that company (docs/api.md "Tenant isolation"; never a join
// across companies).
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Company, Indicator } from "~/domain/types";
import { db } from "~/data/db.server";
import { branchContacts, branches, categories, companies, indicators, orderModes, plates } from "~/data/schema.server";
import { toCompany, toIndicator } from "~/data/tenants/storefront.server";

export interface ContactScope {
  companyId: number;
  branchId: number;
  branchContactId: number;
  alias: string;
  country: string;
}

export interface OrderModeScope extends ContactScope {
  orderModeId: number;
  active: boolean;
}

const contactColumns = {
  companyId: branchContacts.companyId,
  branchId: branchContacts.branchId,
  branchContactId: branchContacts.id,
  alias: branchContacts.alias,
  country: branches.country,
};

/** A branch contact by id, with its company and branch (same company on every join). */
export async function contactScope(env: Pick<Env, "DB">, branchContactId: number): Promise<ContactScope | null> {
  const row = await db(env)
    .select(contactColumns)
    .from(branchContacts)
    .innerJoin(branches, and(eq(branches.id, branchContacts.branchId), eq(branches.companyId, branchContacts.companyId)))
    .where(eq(branchContacts.id, branchContactId))
    .get();
  return row ?? null;
}

/** An order mode by id with the contact, branch and company it belongs to. */
export async function orderModeScope(env: Pick<Env, "DB">, orderModeId: number): Promise<OrderModeScope | null> {
  const row = await db(env)
    .select({ ...contactColumns, orderModeId: orderModes.id, active: orderModes.active })
    .from(orderModes)
    .innerJoin(
      branchContacts,
      and(eq(branchContacts.id, orderModes.branchContactId), eq(branchContacts.companyId, orderModes.companyId)),
    )
    .innerJoin(branches, and(eq(branches.id, branchContacts.branchId), eq(branches.companyId, branchContacts.companyId)))
    .where(eq(orderModes.id, orderModeId))
    .get();
  return row ?? null;
}

/**
 * A location by id as pages and the JSON API name it (alias, name, country, support channels).
 * With `companyId` the lookup is scoped by the tenant; without it (an id the JSON API received
 * before any tenant is known) the row names its company.
 */
export async function findBranchContactRef(env: Pick<Env, "DB">, id: number, companyId?: number) {
  const row = await db(env)
    .select({
      id: branchContacts.id,
      companyId: branchContacts.companyId,
      branchId: branchContacts.branchId,
      alias: branchContacts.alias,
      name: branchContacts.name,
      country: branchContacts.country,
      whatsappPhone: branchContacts.whatsappPhone,
      followUpSupport: branchContacts.followUpSupport,
    })
    .from(branchContacts)
    .where(companyId === undefined ? eq(branchContacts.id, id) : and(eq(branchContacts.companyId, companyId), eq(branchContacts.id, id)))
    .get();
  return row ?? null;
}

export async function getCompanyById(env: Pick<Env, "DB">, companyId: number): Promise<Company | null> {
  const [row] = await db(env).select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ? toCompany(row) : null;
}


export async function countCompanyBranches(env: Pick<Env, "DB">, companyId: number): Promise<number> {
  const [row] = await db(env).select({ n: count() }).from(branches).where(eq(branches.companyId, companyId));
  return row?.n ?? 0;
}

/** The company owning a plate or a category (GET /api/entityindicators/{type}/{id}). */
export async function getEntityCompanyId(
  env: Pick<Env, "DB">,
  entityType: "PLATE" | "CATEGORY",
  entityId: number,
): Promise<number | null> {
  const table = entityType === "PLATE" ? plates : categories;
  const [row] = await db(env).select({ companyId: table.companyId }).from(table).where(eq(table.id, entityId)).limit(1);
  return row?.companyId ?? null;
}

/** Indicators offered to every tenant (company_id NULL): GET /api/indicators without a branch. */
export async function listGlobalIndicators(env: Pick<Env, "DB">): Promise<Indicator[]> {
  const rows = await db(env).select().from(indicators).where(isNull(indicators.companyId)).orderBy(asc(indicators.id));
  return rows.map(toIndicator);
}
