// Storage of the owner's team page (the back office's 'Equipo'): the riders and pickers of the
// company's locations, adding and removing one, and whether a location's code is blocked.
// Every statement filters by company_id; each change is one conditional write (or one batch).
import type { StaffRole } from "~/domain/logistics/staff";
import { locationCodeLockName } from "~/domain/logistics/location-code-lock";
import { lockedUntil } from "~/data/attempt-locks.server";
import { securityCodeHash, type StaffPlace } from "./staff.server";

export interface TeamMember {
  id: number;
  branchContactId: number;
  role: StaffRole;
  name: string;
  phone: string;
  /** A shift open now with a live token. */
  onShift: boolean;
}

/** The riders and pickers (not removed) of the company's locations, by location, role and name. */
export async function listTeam(env: Pick<Env, "DB">, companyId: number, nowMs: number): Promise<TeamMember[]> {
  const { results } = await env.DB.prepare(
    `SELECT s.id, s.branch_contact_id, s.role, s.name, s.phone,
       EXISTS (SELECT 1 FROM shifts sh JOIN shift_tokens t ON t.shift_id = sh.id
               WHERE sh.company_id = s.company_id AND sh.staff_id = s.id AND sh.ended_at IS NULL
                 AND t.revoked_at IS NULL AND t.expires_at > ?2) AS on_shift
     FROM staff s WHERE s.company_id = ?1 AND s.removed_at IS NULL
     ORDER BY s.branch_contact_id, s.role, s.name, s.id`,
  )
    .bind(companyId, nowMs)
    .all<{ id: number; branch_contact_id: number; role: StaffRole; name: string; phone: string; on_shift: number }>();
  return results.map((r) => ({ id: r.id, branchContactId: r.branch_contact_id, role: r.role, name: r.name, phone: r.phone, onShift: r.on_shift === 1 }));
}

/** One member of the company's team (not removed), or null: another tenant's id reads as nobody. */
export async function teamMember(env: Pick<Env, "DB">, companyId: number, staffId: number): Promise<TeamMember | null> {
  const row = await env.DB.prepare(`SELECT id, branch_contact_id, role, name, phone FROM staff WHERE company_id = ? AND id = ? AND removed_at IS NULL`)
    .bind(companyId, staffId)
    .first<{ id: number; branch_contact_id: number; role: StaffRole; name: string; phone: string }>();
  return row ? { id: row.id, branchContactId: row.branch_contact_id, role: row.role, name: row.name, phone: row.phone, onShift: false } : null;
}

/**
 * Adds a rider or picker to a location, off shift; someone removed before comes back with the
 * new name. False when the phone is already on the location's team for that role.
 * `publishedId`: the id a new person keeps when the seed builds the demo tenant (the seed keeps the demo's published ids; the back office never passes it).
 */
export async function addTeamMember(
  env: Pick<Env, "DB">,
  place: StaffPlace,
  role: StaffRole,
  input: { name: string; phone: string },
  nowMs: number,
  publishedId?: number,
): Promise<boolean> {
  const row = await env.DB.prepare(
    `INSERT INTO staff (id, company_id, branch_contact_id, role, name, phone, active, created_at, updated_at)
     VALUES (?7, ?1, ?2, ?3, ?4, ?5, 0, ?6, ?6)
     ON CONFLICT(company_id, branch_contact_id, role, phone) DO UPDATE SET name = excluded.name, removed_at = NULL, updated_at = excluded.updated_at
       WHERE staff.removed_at IS NOT NULL
     RETURNING id`,
  )
    .bind(place.companyId, place.branchContactId, role, input.name, input.phone, nowMs, publishedId ?? null)
    .first<{ id: number }>();
  return !!row;
}

/**
 * Takes a person off the team: their tokens are revoked and their shifts end in the same batch
 * (their phone's pages and calls stop working on the next request), and they are no longer listed.
 * Null when they were not on the company's team.
 */
export async function removeTeamMember(env: Pick<Env, "DB">, companyId: number, staffId: number, nowMs: number): Promise<{ name: string; role: StaffRole } | null> {
  const d1 = env.DB;
  const results = await d1.batch([
    d1.prepare(`UPDATE shift_tokens SET revoked_at = ?3 WHERE company_id = ?1 AND staff_id = ?2 AND revoked_at IS NULL`).bind(companyId, staffId, nowMs),
    d1.prepare(`UPDATE shifts SET ended_at = ?3 WHERE company_id = ?1 AND staff_id = ?2 AND ended_at IS NULL`).bind(companyId, staffId, nowMs),
    d1
      .prepare(`UPDATE staff SET active = 0, removed_at = ?3, updated_at = ?3 WHERE company_id = ?1 AND id = ?2 AND removed_at IS NULL RETURNING name, role`)
      .bind(companyId, staffId, nowMs),
  ]);
  const row = results[2]?.results?.[0] as { name: string; role: StaffRole } | undefined;
  return row ?? null;
}

/** Whether the location's code for a role is blocked by too many wrong codes (until a new code is set). */
export async function locationCodeBlocked(env: Pick<Env, "DB">, place: StaffPlace, role: StaffRole, nowSeconds: number): Promise<boolean> {
  const stored = await securityCodeHash(env, place, role);
  return (await lockedUntil(env, place.companyId, locationCodeLockName(role, place.branchContactId, stored), nowSeconds)).locked;
}

/** Whether the location gives a code to that role at all (a row in staff_security_codes). */
export async function hasSecurityCode(env: Pick<Env, "DB">, place: StaffPlace, role: StaffRole): Promise<boolean> {
  return (await securityCodeHash(env, place, role)) !== null;
}

export interface TeamLocation {
  id: number;
  alias: string;
  name: string;
  /** The branch's country: the hint for phones typed without their country code. */
  country: string;
}

/** The company's locations, by name. */
export async function teamLocations(env: Pick<Env, "DB">, companyId: number): Promise<TeamLocation[]> {
  const { results } = await env.DB.prepare(
    `SELECT bc.id, bc.alias, bc.name, b.country FROM branch_contacts bc JOIN branches b ON b.id = bc.branch_id AND b.company_id = bc.company_id
     WHERE bc.company_id = ? ORDER BY bc.name, bc.id`,
  )
    .bind(companyId)
    .all<TeamLocation>();
  return results;
}
