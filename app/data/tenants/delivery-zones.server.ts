// Delivery zones of a branch contact (storefront.md §3 "Delivery info"), always
// scoped by the company resolved from the alias (tenant isolation).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DeliveryZone } from "~/domain/address/delivery";
import { db as drizzleOf, type Db } from "~/data/db.server";
import { branchContacts, deliveryZones } from "~/data/schema.server";

/** Active zones of one branch contact of one company, by position. */
/** The active zones of a branch contact, as a query (batchable). */
export function deliveryZonesQuery(db: Db, companyId: number, branchContactId: number) {
  return db
    .select()
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.companyId, companyId),
        eq(deliveryZones.branchContactId, branchContactId),
        eq(deliveryZones.active, true),
      ),
    )
    .orderBy(asc(deliveryZones.position), asc(deliveryZones.id));
}

export async function listDeliveryZones(env: Pick<Env, "DB">, companyId: number, branchContactId: number): Promise<DeliveryZone[]> {
  const db = drizzleOf(env);
  return (await deliveryZonesQuery(db, companyId, branchContactId)).map(toZone);
}

/** The company owning a branch contact id (tenant scope of id-only API calls), or null. */
export async function getBranchContactCompanyId(env: Pick<Env, "DB">, branchContactId: number): Promise<number | null> {
  const db = drizzleOf(env);
  const [row] = await db
    .select({ companyId: branchContacts.companyId })
    .from(branchContacts)
    .where(eq(branchContacts.id, branchContactId))
    .limit(1);
  return row?.companyId ?? null;
}

/** Active zones of several branch contacts of one company in one query, by contact id (the branch page). */
export async function listZonesByContact(env: Pick<Env, "DB">, companyId: number, branchContactIds: number[]): Promise<Map<number, DeliveryZone[]>> {
  const db = drizzleOf(env);
  const byContact = new Map<number, DeliveryZone[]>(branchContactIds.map((id) => [id, []]));
  if (branchContactIds.length === 0) return byContact;
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.companyId, companyId),
        inArray(deliveryZones.branchContactId, branchContactIds),
        eq(deliveryZones.active, true),
      ),
    )
    .orderBy(asc(deliveryZones.position), asc(deliveryZones.id));
  for (const r of rows) byContact.get(r.branchContactId)?.push(toZone(r));
  return byContact;
}

export function toZone(r: typeof deliveryZones.$inferSelect): DeliveryZone {
  return {
    id: r.id,
    name: r.name,
    polygon: Array.isArray(r.polygon) ? r.polygon : [],
    fee: r.fee,
    cashFee: r.cashFee,
    minimumOrder: r.minimumOrder,
    freeDeliveryFrom: r.freeDeliveryFrom,
    active: r.active,
    position: r.position,
    cashAllowed: r.cashAllowed,
  };
}
