// Tenant scope of the numeric ids the JSON API receives (storefront.md §7:
// /api/ordermodes/{id}/…, external benefits, abandoned carts, recovery). A
// numeric id carries no tenant: each lookup reads the entity's own company_id
// and every later read filters by that company (docs/api.md "Tenant isolation").
import { and, eq } from "drizzle-orm";
import { db } from "~/data/db.server";
import { branchContacts, branches, orderModes } from "~/data/schema.server";

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
