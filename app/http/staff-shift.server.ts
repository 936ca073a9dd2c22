// Starting and ending a shift with the location's security code (logistics.md §4 Shift,
// §5, §8), shared by the shift pages and the JSON calls of §7 (createwithcode,
// updatewithcode). Each attempt is claimed before the code is compared (attempt-locks), in
// three counts, so parallel guesses never get more comparisons than these allow:
// - the location: 20 wrong codes in a day, from any phones and clients, block its code
//   until the owner sets a new one (the count is keyed by the stored hash's salt), and the
//   location's own phone is told;
// - the client (address): 10 wrong codes in 15 minutes lock it, whatever phones it rotates;
// - the phone from that client: 5 wrong codes lock that pair 15 minutes. A stranger's wrong
//   codes lock the stranger, never the person whose phone they typed.
// A right code gives the location's and the client's claims back: only wrong codes count.
import { claimAttempt, clearAttempts, lockedUntil, refundAttempt } from "~/data/attempt-locks.server";
import { now } from "~/data/clock.server";
import { messagingProviderFor } from "~/data/messaging/registry.server";
import { verifySecurityCode } from "~/data/staff/security-code.server";
import { endShift, findStaffById, findStaffByPhone, locationContact, securityCodeHash, startShift, type StaffPerson, type StaffPlace, type StartedShift } from "~/data/staff/staff.server";
import {
  CLIENT_CODE_LOCK_POLICY, CODE_LOCK_POLICY, MSG_ACCESS_DENIED, codeBlockedNotice, codeLockedMessage, LOCATION_CODE_LOCK_POLICY, MSG_CODE_BLOCKED, MSG_TRY_LATER, MSG_WRONG_CODE,
  type StaffRole,
} from "~/domain/logistics/staff";
import { locationCodeLockName } from "~/domain/logistics/location-code-lock";
import { clientKey, RATE_LIMIT_MESSAGE } from "./rate-limit.server";
import { staffFromRequest } from "./staff-auth.server";

export type ShiftFailure = { ok: false; status: 400 | 403 | 404 | 423 | 429 | 500; message: string; retryAfterSeconds?: number };
export type ShiftStart = ({ ok: true } & StartedShift) | ShiftFailure;
export type ShiftEnd = { ok: true; person: StaffPerson } | ShiftFailure;


function codeKeys(request: Request, env: Env, place: StaffPlace, role: StaffRole, phone: string, stored: string | null) {
  const client = clientKey(request, env);
  return {
    location: locationCodeLockName(role, place.branchContactId, stored),
    client: `staff-code-client:${client}`,
    phone: `staff-code:${role}:${place.branchContactId}:${phone}:${client}`,
  };
}

/** Tells the location (its own WhatsApp or phone, by the branch's messaging provider) that its code is blocked. */
async function tellLocationCodeBlocked(env: Env, place: StaffPlace, role: StaffRole): Promise<void> {
  try {
    const contact = await locationContact(env, place);
    if (!contact?.phone) {
      console.error("staff code blocked; the location has no phone to tell", place.branchContactId);
      return;
    }
    const provider = messagingProviderFor(env, contact.branchId);
    const channel = provider.channels.includes("whatsapp") ? "whatsapp" : "sms";
    await provider.send({ companyId: place.companyId, to: contact.phone, channel, text: codeBlockedNotice(role, contact.name) });
  } catch (error) {
    console.error("could not tell the location its code is blocked", error);
  }
}

/** Claims the attempts and compares the code; null when it is right. */
async function checkCode(env: Env, request: Request, place: StaffPlace, role: StaffRole, phone: string, code: string): Promise<ShiftFailure | null> {
  const nowSeconds = Math.floor(now(env).getTime() / 1000);
  const stored = await securityCodeHash(env, place, role);
  const keys = codeKeys(request, env, place, role, phone, stored);
  const { companyId } = place;
  // A blocked code is refused before anything is counted; the location's count is claimed
  // last, so a burst of one client adds no more than that client and phone may compare.
  if ((await lockedUntil(env, companyId, keys.location, nowSeconds)).locked) return { ok: false, status: 423, message: MSG_CODE_BLOCKED };
  const client = await claimAttempt(env, companyId, keys.client, CLIENT_CODE_LOCK_POLICY, nowSeconds);
  if (!client.allowed) {
    const left = (client.lockedUntil ?? nowSeconds + CLIENT_CODE_LOCK_POLICY.lockSeconds) - nowSeconds;
    return { ok: false, status: 429, message: RATE_LIMIT_MESSAGE, retryAfterSeconds: Math.max(1, left) };
  }
  const claim = await claimAttempt(env, companyId, keys.phone, CODE_LOCK_POLICY, nowSeconds);
  if (!claim.allowed) {
    await refundAttempt(env, companyId, keys.client);
    const left = (claim.lockedUntil ?? nowSeconds + CODE_LOCK_POLICY.lockSeconds) - nowSeconds;
    return { ok: false, status: 429, message: codeLockedMessage(left), retryAfterSeconds: Math.max(1, left) };
  }
  const location = await claimAttempt(env, companyId, keys.location, LOCATION_CODE_LOCK_POLICY, nowSeconds);
  if (!location.allowed) {
    await Promise.all([refundAttempt(env, companyId, keys.client), refundAttempt(env, companyId, keys.phone)]);
    return { ok: false, status: 423, message: MSG_CODE_BLOCKED };
  }
  const right = stored !== null && /^\d{4}$/.test(code) && (await verifySecurityCode(code, stored));
  if (right) {
    await Promise.all([
      clearAttempts(env, companyId, keys.phone),
      refundAttempt(env, companyId, keys.location),
      refundAttempt(env, companyId, keys.client),
    ]);
    return null;
  }
  if (location.remaining === 0) {
    await tellLocationCodeBlocked(env, place, role);
    return { ok: false, status: 423, message: MSG_CODE_BLOCKED };
  }
  if (claim.remaining === 0) return { ok: false, status: 429, message: codeLockedMessage(CODE_LOCK_POLICY.lockSeconds), retryAfterSeconds: CODE_LOCK_POLICY.lockSeconds };
  if (client.remaining === 0) return { ok: false, status: 429, message: RATE_LIMIT_MESSAGE, retryAfterSeconds: CLIENT_CODE_LOCK_POLICY.lockSeconds };
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

/** Whether the request carries the shift of this very person (page cookie or API bearer, same tenant). */
async function isOwnSession(env: Env, request: Request, role: StaffRole, via: "page" | "api", person: StaffPerson): Promise<boolean> {
  const actor = await staffFromRequest(request, env, role, via);
  return !!actor && actor.staffId === person.id && actor.companyId === person.companyId;
}

/**
 * Register (name given) or log in: checks the code, then starts the shift and issues its
 * token. A name for someone already registered renames them (diners see it): only with that
 * person's own session.
 */
export function startShiftWithCode(
  env: Env,
  request: Request,
  place: StaffPlace,
  role: StaffRole,
  input: { phone: string; name?: string; securityCode: string; via: "page" | "api" },
): Promise<ShiftStart> {
  return guarded(async () => {
    if (input.name) {
      const existing = await findStaffByPhone(env, place, role, input.phone, now(env).getTime());
      if (existing && existing.name !== input.name && !(await isOwnSession(env, request, role, input.via, existing))) {
        return { ok: false as const, status: 403 as const, message: MSG_ACCESS_DENIED };
      }
    }
    const failure = await checkCode(env, request, place, role, input.phone, input.securityCode);
    if (failure) return failure;
    const started = await startShift(env, place, role, { phone: input.phone, name: input.name }, now(env).getTime());
    return { ok: true as const, ...started };
  });
}

/** Log out: only with the person's own session (cookie or bearer) and the code; ends the shift and revokes its tokens. */
export function endShiftWithCode(
  env: Env,
  request: Request,
  place: StaffPlace,
  role: StaffRole,
  input: { phone: string; securityCode: string; via: "page" | "api" },
): Promise<ShiftEnd> {
  return guarded(async () => {
    const person = await findStaffByPhone(env, place, role, input.phone, now(env).getTime());
    if (!person) return { ok: false as const, status: 404 as const, message: MSG_TRY_LATER };
    if (!(await isOwnSession(env, request, role, input.via, person))) return { ok: false as const, status: 403 as const, message: MSG_ACCESS_DENIED };
    const failure = await checkCode(env, request, place, role, input.phone, input.securityCode);
    if (failure) return failure;
    const ended = await endShift(env, place, person.id, now(env).getTime());
    if (!ended) return { ok: false as const, status: 500 as const, message: MSG_TRY_LATER };
    return { ok: true as const, person: ended };
  });
}

export { findStaffById, findStaffByPhone };
