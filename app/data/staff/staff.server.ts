// Storage of riders, pickers, their shifts and shift tokens (schema-logistics-staff.server.ts).
// Every statement filters by company_id. A shift starts and ends in one D1 batch (one
// transaction): the person's state, the shift rows and the tokens never disagree.
import type { StaffRole } from "~/domain/logistics/staff";
import { SHIFT_TOKEN_TTL_MS } from "~/domain/logistics/staff";
import { newBearerToken, bearerTokenHash } from "./security-code.server";

export interface StaffPlace {
  companyId: number;
  branchContactId: number;
}

export interface StaffPerson {
  id: number;
  companyId: number;
  branchContactId: number;
  role: StaffRole;
  name: string;
  phone: string;
  active: boolean;
  /** Removed by the owner on the team page: the location's code no longer lets them in. */
  removed: boolean;
}

interface StaffRowRaw {
  id: number;
  company_id: number;
  branch_contact_id: number;
  role: StaffRole;
  name: string;
  phone: string;
  active: number;
  removed_at: number | null;
}

const toPerson = (r: StaffRowRaw): StaffPerson => ({
  id: r.id,
  companyId: r.company_id,
  branchContactId: r.branch_contact_id,
  role: r.role,
  name: r.name,
  phone: r.phone,
  active: r.active === 1,
  removed: r.removed_at !== null,
});

const STAFF_COLUMNS = "id, company_id, branch_contact_id, role, name, phone, active, removed_at";

/**
 * Ends the shifts of a person whose token has expired (12 h) without a log out: the shift
 * ends when its token did, and the person is off shift. Read paths call it first.
 */
function expireStatements(d1: D1Database, companyId: number, staffId: number, nowMs: number): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `UPDATE shifts SET ended_at = COALESCE((SELECT MAX(MIN(t.expires_at, COALESCE(t.revoked_at, t.expires_at))) FROM shift_tokens t WHERE t.shift_id = shifts.id), ?3)
         WHERE company_id = ?1 AND staff_id = ?2 AND ended_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM shift_tokens t WHERE t.shift_id = shifts.id AND t.revoked_at IS NULL AND t.expires_at > ?3)`,
      )
      .bind(companyId, staffId, nowMs),
    d1
      .prepare(
        `UPDATE staff SET active = 0, updated_at = ?3 WHERE company_id = ?1 AND id = ?2 AND active = 1
           AND NOT EXISTS (SELECT 1 FROM shifts s WHERE s.company_id = ?1 AND s.staff_id = ?2 AND s.ended_at IS NULL)`,
      )
      .bind(companyId, staffId, nowMs),
  ];
}

/** §7 GET /api/{role}/bc/phone: the person with this phone at the location, or null. */
export async function findStaffByPhone(env: Pick<Env, "DB">, place: StaffPlace, role: StaffRole, phone: string, nowMs: number): Promise<StaffPerson | null> {
  const d1 = env.DB;
  const row = await d1
    .prepare(`SELECT ${STAFF_COLUMNS} FROM staff WHERE company_id = ? AND branch_contact_id = ? AND role = ? AND phone = ?`)
    .bind(place.companyId, place.branchContactId, role, phone)
    .first<StaffRowRaw>();
  if (!row) return null;
  if (row.active === 1) {
    await d1.batch(expireStatements(d1, place.companyId, row.id, nowMs));
    const fresh = await d1.prepare(`SELECT ${STAFF_COLUMNS} FROM staff WHERE company_id = ? AND id = ?`).bind(place.companyId, row.id).first<StaffRowRaw>();
    return fresh ? toPerson(fresh) : null;
  }
  return toPerson(row);
}

/** A person by id at the location (PUT /api/{role}/{id}/updatewithcode). */
export async function findStaffById(env: Pick<Env, "DB">, place: StaffPlace, role: StaffRole, id: number): Promise<StaffPerson | null> {
  const d1 = env.DB;
  const row = await d1
    .prepare(`SELECT ${STAFF_COLUMNS} FROM staff WHERE company_id = ? AND branch_contact_id = ? AND role = ? AND id = ?`)
    .bind(place.companyId, place.branchContactId, role, id)
    .first<StaffRowRaw>();
  return row ? toPerson(row) : null;
}

/** The stored hash of the location's code for a role, or null when it gives none. */
export async function securityCodeHash(env: Pick<Env, "DB">, place: StaffPlace, role: StaffRole): Promise<string | null> {
  const d1 = env.DB;
  const row = await d1
    .prepare(`SELECT code_hash FROM staff_security_codes WHERE company_id = ? AND branch_contact_id = ? AND role = ?`)
    .bind(place.companyId, place.branchContactId, role)
    .first<{ code_hash: string }>();
  return row?.code_hash ?? null;
}

/** The location's name, branch and own phones (WhatsApp first): where the location is told about its code. */
export async function locationContact(env: Pick<Env, "DB">, place: StaffPlace): Promise<{ name: string; branchId: number; phone: string | null } | null> {
  const d1 = env.DB;
  const row = await d1
    .prepare(`SELECT name, branch_id, whatsapp_phone, call_phone FROM branch_contacts WHERE company_id = ? AND id = ?`)
    .bind(place.companyId, place.branchContactId)
    .first<{ name: string; branch_id: number; whatsapp_phone: string | null; call_phone: string | null }>();
  return row ? { name: row.name, branchId: row.branch_id, phone: row.whatsapp_phone || row.call_phone || null } : null;
}

/** Sets (or changes) a location's security code hash for a role. */
export async function setSecurityCodeHash(env: Pick<Env, "DB">, place: StaffPlace, role: StaffRole, codeHash: string, nowMs: number): Promise<void> {
  const d1 = env.DB;
  await d1
    .prepare(
      `INSERT INTO staff_security_codes (company_id, branch_contact_id, role, code_hash, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(branch_contact_id, role) DO UPDATE SET code_hash = excluded.code_hash, updated_at = excluded.updated_at
       WHERE staff_security_codes.company_id = excluded.company_id`,
    )
    .bind(place.companyId, place.branchContactId, role, codeHash, nowMs)
    .run();
}

export interface StartedShift {
  person: StaffPerson;
  shiftId: number;
  startedAt: number;
  token: string;
  expiresAt: number;
}

/**
 * Starts a shift (register or log in): the person is created or found by phone (the name is
 * set when given), any shift still open is ended and its tokens revoked, a new shift and its
 * token are written; all in one batch. A person the owner removed stays removed (only the team
 * page brings them back): no shift is written and the answer is null, even when the removal
 * lands between the caller's check and this batch.
 */
export async function startShift(
  env: Pick<Env, "DB">,
  place: StaffPlace,
  role: StaffRole,
  input: { phone: string; name?: string },
  nowMs: number,
): Promise<StartedShift | null> {
  const d1 = env.DB;
  const token = newBearerToken();
  const tokenHash = await bearerTokenHash(token);
  const expiresAt = nowMs + SHIFT_TOKEN_TTL_MS;
  const { companyId, branchContactId } = place;
  const person = `(SELECT id FROM staff WHERE company_id = ?1 AND branch_contact_id = ?2 AND role = ?3 AND phone = ?4 AND removed_at IS NULL)`;
  const results = await d1.batch([
    d1
      .prepare(
        `INSERT INTO staff (company_id, branch_contact_id, role, name, phone, active, created_at, updated_at)
         VALUES (?1, ?2, ?3, COALESCE(?5, ''), ?4, 1, ?6, ?6)
         ON CONFLICT(company_id, branch_contact_id, role, phone) DO UPDATE SET
           name = COALESCE(?5, staff.name), active = 1, updated_at = ?6
         WHERE staff.removed_at IS NULL`,
      )
      .bind(companyId, branchContactId, role, input.phone, input.name ?? null, nowMs),
    d1
      .prepare(`UPDATE shift_tokens SET revoked_at = ?5 WHERE company_id = ?1 AND staff_id = ${person} AND revoked_at IS NULL`)
      .bind(companyId, branchContactId, role, input.phone, nowMs),
    d1
      .prepare(`UPDATE shifts SET ended_at = ?5 WHERE company_id = ?1 AND staff_id = ${person} AND ended_at IS NULL`)
      .bind(companyId, branchContactId, role, input.phone, nowMs),
    d1
      .prepare(
        `INSERT INTO shifts (company_id, branch_contact_id, staff_id, role, started_at)
         SELECT ?1, ?2, s.id, ?3, ?5 FROM staff s WHERE s.company_id = ?1 AND s.branch_contact_id = ?2 AND s.role = ?3 AND s.phone = ?4 AND s.removed_at IS NULL`,
      )
      .bind(companyId, branchContactId, role, input.phone, nowMs),
    d1
      .prepare(
        `INSERT INTO shift_tokens (company_id, branch_contact_id, staff_id, shift_id, role, token_hash, created_at, expires_at)
         SELECT ?1, ?2, s.id, (SELECT MAX(id) FROM shifts WHERE company_id = ?1 AND staff_id = s.id), ?3, ?5, ?6, ?7
         FROM staff s WHERE s.company_id = ?1 AND s.branch_contact_id = ?2 AND s.role = ?3 AND s.phone = ?4 AND s.removed_at IS NULL`,
      )
      .bind(companyId, branchContactId, role, input.phone, tokenHash, nowMs, expiresAt),
    d1
      .prepare(
        `SELECT s.id, s.company_id, s.branch_contact_id, s.role, s.name, s.phone, s.active, s.removed_at,
           (SELECT MAX(id) FROM shifts WHERE company_id = ?1 AND staff_id = s.id) AS shift_id
         FROM staff s WHERE s.company_id = ?1 AND s.branch_contact_id = ?2 AND s.role = ?3 AND s.phone = ?4`,
      )
      .bind(companyId, branchContactId, role, input.phone),
  ]);
  const row = results[5]?.results?.[0] as (StaffRowRaw & { shift_id: number }) | undefined;
  if (!row) throw new Error("startShift: the person was not written");
  if (row.removed_at !== null) return null;
  return { person: toPerson(row), shiftId: row.shift_id, startedAt: nowMs, token, expiresAt };
}

/** Log out (§4 Shift): every open shift of the person ends, its tokens are revoked, the person is inactive. */
export async function endShift(env: Pick<Env, "DB">, place: StaffPlace, staffId: number, nowMs: number): Promise<StaffPerson | null> {
  const d1 = env.DB;
  const { companyId, branchContactId } = place;
  const results = await d1.batch([
    d1.prepare(`UPDATE shift_tokens SET revoked_at = ?3 WHERE company_id = ?1 AND staff_id = ?2 AND revoked_at IS NULL`).bind(companyId, staffId, nowMs),
    d1.prepare(`UPDATE shifts SET ended_at = ?3 WHERE company_id = ?1 AND staff_id = ?2 AND ended_at IS NULL`).bind(companyId, staffId, nowMs),
    d1
      .prepare(`UPDATE staff SET active = 0, updated_at = ?4 WHERE company_id = ?1 AND branch_contact_id = ?2 AND id = ?3 RETURNING ${STAFF_COLUMNS}`)
      .bind(companyId, branchContactId, staffId, nowMs),
  ]);
  const row = results[2]?.results?.[0] as StaffRowRaw | undefined;
  return row ? toPerson(row) : null;
}

export interface TokenIdentity {
  staffId: number;
  role: StaffRole;
  name: string;
  phone: string;
  companyId: number;
  branchContactId: number;
  shiftId: number;
  shiftStartedAt: number;
  expiresAt: number;
}

/** The live shift a token belongs to: not revoked, not expired, shift still open. Null otherwise. */
export async function identityForToken(env: Pick<Env, "DB">, token: string, nowMs: number): Promise<TokenIdentity | null> {
  const d1 = env.DB;
  if (!token || token.length > 200) return null;
  const row = await d1
    .prepare(
      `SELECT t.staff_id, t.role, s.name, s.phone, t.company_id, t.branch_contact_id, t.shift_id, sh.started_at, t.expires_at
       FROM shift_tokens t
       JOIN staff s ON s.id = t.staff_id AND s.company_id = t.company_id
       JOIN shifts sh ON sh.id = t.shift_id AND sh.company_id = t.company_id
       WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND sh.ended_at IS NULL`,
    )
    .bind(await bearerTokenHash(token), nowMs)
    .first<{ staff_id: number; role: StaffRole; name: string; phone: string; company_id: number; branch_contact_id: number; shift_id: number; started_at: number; expires_at: number }>();
  if (!row) return null;
  return {
    staffId: row.staff_id,
    role: row.role,
    name: row.name,
    phone: row.phone,
    companyId: row.company_id,
    branchContactId: row.branch_contact_id,
    shiftId: row.shift_id,
    shiftStartedAt: row.started_at,
    expiresAt: row.expires_at,
  };
}

/** Who is on shift at a location now (§4 'a location knows who is on shift'). */
export async function staffOnShift(env: Pick<Env, "DB">, place: StaffPlace, role: StaffRole, nowMs: number): Promise<{ staffId: number; name: string; phone: string; shiftId: number; startedAt: number }[]> {
  const d1 = env.DB;
  const { results } = await d1
    .prepare(
      `SELECT s.id AS staff_id, s.name, s.phone, sh.id AS shift_id, sh.started_at
       FROM shifts sh JOIN staff s ON s.id = sh.staff_id AND s.company_id = sh.company_id
       WHERE sh.company_id = ? AND sh.branch_contact_id = ? AND sh.role = ? AND sh.ended_at IS NULL
         AND EXISTS (SELECT 1 FROM shift_tokens t WHERE t.shift_id = sh.id AND t.revoked_at IS NULL AND t.expires_at > ?)
       ORDER BY sh.started_at`,
    )
    .bind(place.companyId, place.branchContactId, role, nowMs)
    .all<{ staff_id: number; name: string; phone: string; shift_id: number; started_at: number }>();
  return results.map((r) => ({ staffId: r.staff_id, name: r.name, phone: r.phone, shiftId: r.shift_id, startedAt: r.started_at }));
}
