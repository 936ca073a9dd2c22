// Delivery zones of a branch contact (storefront.md §3 "Delivery info"), always
// scoped by the company resolved from the alias (tenant isolation).
import { and, asc, eq } from "drizzle-orm";
import type { DeliveryZone } from "~/domain/delivery";
import type { Db } from "./db.server";
import { deliveryZones } from "./schema.server";

/** Active zones of one branch contact of one company, by position. */
export async function listDeliveryZones(db: Db, companyId: number, branchContactId: number): Promise<DeliveryZone[]> {
  const rows = await db
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
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    polygon: Array.isArray(r.polygon) ? r.polygon : [],
    fee: r.fee,
    cashFee: r.cashFee,
    minimumOrder: r.minimumOrder,
    freeDeliveryFrom: r.freeDeliveryFrom,
    active: r.active,
    position: r.position,
  }));
}
