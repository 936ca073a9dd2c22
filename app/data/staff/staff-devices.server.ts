// Storage of the devices riders and pickers proved their phone on (schema-logistics-staff.server.ts
// staff_devices). The cookie's token is random (256 bits); only its SHA-256 is stored, as the
// shift tokens'. Every statement filters by company_id.
import { bearerTokenHash } from "./security-code.server";

export interface DeviceOwner {
  companyId: number;
  staffId: number;
}

/** Whether the device token was proved for this person and has not expired. */
export async function isKnownDevice(env: Pick<Env, "DB">, owner: DeviceOwner, token: string | null, nowMs: number): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await env.DB
    .prepare(`SELECT 1 AS known FROM staff_devices WHERE company_id = ? AND staff_id = ? AND token_hash = ? AND expires_at > ?`)
    .bind(owner.companyId, owner.staffId, await bearerTokenHash(token), nowMs)
    .first<{ known: number }>();
  return !!row;
}

/** Remembers the device for the person (or moves its expiry on): one row per person and token. */
export async function rememberDevice(env: Pick<Env, "DB">, owner: DeviceOwner, token: string, nowMs: number, ttlMs: number): Promise<void> {
  await env.DB
    .prepare(
      `INSERT INTO staff_devices (company_id, staff_id, token_hash, created_at, last_used_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?4, ?5)
       ON CONFLICT(staff_id, token_hash) DO UPDATE SET last_used_at = excluded.last_used_at, expires_at = excluded.expires_at
       WHERE staff_devices.company_id = excluded.company_id`,
    )
    .bind(owner.companyId, owner.staffId, await bearerTokenHash(token), nowMs, nowMs + ttlMs)
    .run();
}
