// Starting and ending a shift with the location's security code (logistics.md §4 Shift,
// §5, §8), shared by the shift pages and the JSON calls of §7 (createwithcode,
// updatewithcode). The code is checked after claiming one attempt (attempt-locks):
// five wrong codes for one phone at one location lock it 15 minutes, and parallel
// guesses never get more than five comparisons.
import { claimAttempt, clearAttempts } from "~/data/attempt-locks.server";
import { now } from "~/data/clock.server";
import { verifySecurityCode } from "~/data/staff/security-code.server";
import { endShift, findStaffById, findStaffByPhone, securityCodeHash, startShift, type StaffPerson, type StaffPlace, type StartedShift } from "~/data/staff/staff.server";
import { CODE_LOCK_POLICY, codeLockedMessage, MSG_TRY_LATER, MSG_WRONG_CODE, type StaffRole } from "~/domain/logistics/staff";

export type ShiftFailure = { ok: false; status: 400 | 404 | 429 | 500; message: string };
export type ShiftStart = ({ ok: true } & StartedShift) | ShiftFailure;
export type ShiftEnd = { ok: true; person: StaffPerson } | ShiftFailure;

const lockKey = (role: StaffRole, place: StaffPlace, phone: string) => `staff-code:${role}:${place.branchContactId}:${phone}`;

/** Claims an attempt and compares the code; null when it is right (attempts forgotten). */
async function checkCode(env: Env, place: StaffPlace, role: StaffRole, phone: string, code: string): Promise<ShiftFailure | null> {
  const nowSeconds = Math.floor(now(env).getTime() / 1000);
  const key = lockKey(role, place, phone);
  const claim = await claimAttempt(env.DB, place.companyId, key, CODE_LOCK_POLICY, nowSeconds);
  if (!claim.allowed) {
    return { ok: false, status: 429, message: codeLockedMessage((claim.lockedUntil ?? nowSeconds + CODE_LOCK_POLICY.lockSeconds) - nowSeconds) };
  }
  const stored = await securityCodeHash(env.DB, place, role);
  const right = stored !== null && /^\d{4}$/.test(code) && (await verifySecurityCode(code, stored));
  if (right) {
    await clearAttempts(env.DB, place.companyId, key);
    return null;
  }
  if (claim.remaining === 0) return { ok: false, status: 429, message: codeLockedMessage(CODE_LOCK_POLICY.lockSeconds) };
  return { ok: false, status: 400, message: MSG_WRONG_CODE };
}

async function guarded<T>(work: () => Promise<T | ShiftFailure>): Promise<T | ShiftFailure> {
  try {
    return await work();
  } catch (error) {
    console.error("shift failed", error);
    return { ok: false, status: 500, message: MSG_TRY_LATER };
  }
}

/** Register (name given) or log in: checks the code, then starts the shift and issues its token. */
export function startShiftWithCode(
  env: Env,
  place: StaffPlace,
  role: StaffRole,
  input: { phone: string; name?: string; securityCode: string },
): Promise<ShiftStart> {
  return guarded(async () => {
    const failure = await checkCode(env, place, role, input.phone, input.securityCode);
    if (failure) return failure;
    const started = await startShift(env.DB, place, role, { phone: input.phone, name: input.name }, now(env).getTime());
    return { ok: true as const, ...started };
  });
}

/** Log out: checks the code, ends the shift and revokes its tokens. */
export function endShiftWithCode(env: Env, place: StaffPlace, role: StaffRole, input: { phone: string; securityCode: string }): Promise<ShiftEnd> {
  return guarded(async () => {
    const person = await findStaffByPhone(env.DB, place, role, input.phone, now(env).getTime());
    if (!person) return { ok: false as const, status: 404 as const, message: MSG_TRY_LATER };
    const failure = await checkCode(env, place, role, input.phone, input.securityCode);
    if (failure) return failure;
    const ended = await endShift(env.DB, place, person.id, now(env).getTime());
    if (!ended) return { ok: false as const, status: 500 as const, message: MSG_TRY_LATER };
    return { ok: true as const, person: ended };
  });
}

export { findStaffById, findStaffByPhone };
