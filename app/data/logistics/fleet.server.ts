// The location as the fleet sees it: own fleet, rider-on-shift requirement, position.
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { db } from "~/data/db.server";
import { isolateCacheTtl, storefrontCache } from "~/data/menus/isolate-cache.server";
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
export async function riderCoverage(env: Pick<Env, "DB">, companyId: number, branchContactId: number, nowMs: number): Promise<boolean> {
  const [row] = await riderCoverageQuery(db(env), companyId, branchContactId, nowMs);
  return row ? row.covered === 1 : true;
}

/**
 * riderCoverage as the menu page shows it (the 'no riders' notice under the header): kept by the
 * isolate ISOLATE_CACHE_TTL_MS (2 s), a shift that starts or ends shows within that time. The order
 * submit reads it fresh (loadOrderInputs): there it decides whether a delivery is taken.
 */
export function riderCoverageShown(env: Pick<Env, "DB"> & { ISOLATE_CACHE_TTL_MS?: string }, companyId: number, branchContactId: number, nowMs: number): Promise<boolean> {
  return storefrontCache.get(`rider-coverage:${companyId}:${branchContactId}`, isolateCacheTtl(env), () => riderCoverage(env, companyId, branchContactId, nowMs));
}

/** riderCoverage's read, for a caller's `db.batch` (the order submit reads it with its other inputs). */
export function riderCoverageQuery(d: ReturnType<typeof db>, companyId: number | SQLWrapper, branchContactId: number | SQLWrapper, nowMs: number | SQLWrapper) {
  return d
    .select({
      // The location's columns by their table's name: drizzle writes a one-table select's columns
      // bare, and inside the subquery a bare "id" or "company_id" would be the shift's own.
      covered: sql<number>`CASE WHEN "branch_contacts"."requires_rider_on_shift" = 0 THEN 1
         WHEN EXISTS (SELECT 1 FROM shifts sh WHERE sh.company_id = "branch_contacts"."company_id" AND sh.branch_contact_id = "branch_contacts"."id" AND sh.role = 'rider'
           AND sh.ended_at IS NULL AND EXISTS (SELECT 1 FROM shift_tokens t WHERE t.shift_id = sh.id AND t.revoked_at IS NULL AND t.expires_at > ${nowMs}))
         THEN 1 ELSE 0 END`,
    })
    .from(branchContacts)
    .where(and(eq(branchContacts.companyId, companyId), eq(branchContacts.id, branchContactId)))
    .limit(1);
}
