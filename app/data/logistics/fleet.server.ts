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

/**
 * Whether the location can take a delivery now: it does not ask for a rider on shift,
 * or one of its riders has a live shift (an open shift with a live token, like
 * staffOnShift). One query.
 */
export async function riderCoverage(d1: D1Database, companyId: number, branchContactId: number, nowMs: number): Promise<boolean> {
  const row = await d1
    .prepare(
      `SELECT CASE WHEN bc.requires_rider_on_shift = 0 THEN 1
         WHEN EXISTS (SELECT 1 FROM shifts sh WHERE sh.company_id = bc.company_id AND sh.branch_contact_id = bc.id AND sh.role = 'rider'
           AND sh.ended_at IS NULL AND EXISTS (SELECT 1 FROM shift_tokens t WHERE t.shift_id = sh.id AND t.revoked_at IS NULL AND t.expires_at > ?3))
         THEN 1 ELSE 0 END AS covered
       FROM branch_contacts bc WHERE bc.company_id = ?1 AND bc.id = ?2`,
    )
    .bind(companyId, branchContactId, nowMs)
    .first<{ covered: number }>();
  return row ? row.covered === 1 : true;
}
