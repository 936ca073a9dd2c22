// The location as the fleet sees it: own fleet, rider-on-shift requirement, position.
import { and, eq } from "drizzle-orm";
import { db } from "~/data/db.server";
import { branchContacts } from "~/data/schema.server";

export interface FleetLocation {
  id: number;
  companyId: number;
  alias: string;
  name: string;
  lat: number;
  lng: number;
  ownFleet: boolean;
  requiresRiderOnShift: boolean;
}

export async function fleetLocation(env: Pick<Env, "DB">, companyId: number, branchContactId: number): Promise<FleetLocation | null> {
  const row = await db(env)
    .select({
      id: branchContacts.id,
      companyId: branchContacts.companyId,
      alias: branchContacts.alias,
      name: branchContacts.name,
      lat: branchContacts.lat,
      lng: branchContacts.lng,
      ownFleet: branchContacts.ownFleet,
      requiresRiderOnShift: branchContacts.requiresRiderOnShift,
    })
    .from(branchContacts)
    .where(and(eq(branchContacts.companyId, companyId), eq(branchContacts.id, branchContactId)))
    .get();
  return row ?? null;
}
