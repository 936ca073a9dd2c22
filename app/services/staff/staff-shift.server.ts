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
// On a device the person proved their phone on (staff-phone-code.server.ts), the device
// stands for the client and the phone's count is that device's: wrong codes typed by others
// at the same address (the restaurant's wifi) lock neither.
//
// The code proves that someone works at the location; the person is proved by their phone:
// registering, or starting a shift from a device not known for that person, also takes the
// one-time code sent to that phone (or the person's own live session).
import { claimAttempt, clearAttempts, lockedUntil, refundAttempt } from "~/data/attempt-locks.server";
import { now } from "~/data/clock.server";
import { messagingProviderFor } from "~/data/messaging/registry.server";
import { bearerTokenHash, verifySecurityCode } from "~/data/staff/security-code.server";
import { isKnownDevice } from "~/data/staff/staff-devices.server";
import { endShift, findStaffById, findStaffByPhone, locationContact, securityCodeHash, startShift, type StaffPerson, type StaffPlace, type StartedShift } from "~/data/staff/staff.server";
import {
  CLIENT_CODE_LOCK_POLICY, CODE_LOCK_POLICY, MSG_ACCESS_DENIED, MSG_STAFF_REMOVED, MSG_STAFF_TOO_MANY, codeBlockedNotice, codeLockedMessage, LOCATION_CODE_LOCK_POLICY, MSG_CODE_BLOCKED, MSG_TRY_LATER, MSG_WRONG_CODE,
  type StaffRole,
} from "~/domain/logistics/staff";
import { locationCodeLockName } from "~/domain/logistics/location-code-lock";
import { clientKey } from "~/http/rate-limit.server";
import { staffFromRequest } from "~/http/staff-auth.server";
import { proveByPhoneCode, type PhoneCodeFailure } from "~/services/staff/staff-phone-code.server";

export type ShiftFailure = { ok: false; status: 400 | 403 | 404 | 423 | 429 | 500; message: string; retryAfterSeconds?: number } | PhoneCodeFailure;
/** `deviceToken`: the device now remembered for the person (to keep in its cookie), or null. */
export type ShiftStart = ({ ok: true; deviceToken: string | null } & StartedShift) | ShiftFailure;
export type ShiftEnd = { ok: true; person: StaffPerson } | ShiftFailure;


async function codeKeys(request: Request, env: Env, place: StaffPlace, role: StaffRole, phone: string, stored: string | null, knownDevice: string | null) {
  const client = knownDevice ? `device:${(await bearerTokenHash(knownDevice)).slice(0, 32)}` : clientKey(request, env);
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
    const provider = await messagingProviderFor(env, contact.branchId);
    const channel = provider.channels.includes("whatsapp") ? "whatsapp" : "sms";
    await provider.send({ companyId: place.companyId, to: contact.phone, channel, text: codeBlockedNotice(role, contact.name) });
  } catch (error) {
    console.error("could not tell the location its code is blocked", error);
  }
}

/** Claims the attempts and compares the code; null when it is right. `knownDevice`: the person's proved device, if the request comes from one. */
async function checkCode(env: Env, request: Request, place: StaffPlace, role: StaffRole, phone: string, code: string, knownDevice: string | null = null): Promise<ShiftFailure | null> {
  const nowSeconds = Math.floor(now(env).getTime() / 1000);
  const stored = await securityCodeHash(env, place, role);
  const keys = await codeKeys(request, env, place, role, phone, stored, knownDevice);
  const { companyId } = place;
  // A blocked code is refused before anything is counted; the location's count is claimed
  // last, so a burst of one client adds no more than that client and phone may compare.
  if ((await lockedUntil(env, companyId, keys.location, nowSeconds)).locked) return { ok: false, status: 423, message: MSG_CODE_BLOCKED };
  const client = await claimAttempt(env, companyId, keys.client, CLIENT_CODE_LOCK_POLICY, nowSeconds);
  if (!client.allowed) {
    const left = (client.lockedUntil ?? nowSeconds + CLIENT_CODE_LOCK_POLICY.lockSeconds) - nowSeconds;
    return { ok: false, status: 429, message: MSG_STAFF_TOO_MANY, retryAfterSeconds: Math.max(1, left) };
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
  if (client.remaining === 0) return { ok: false, status: 429, message: MSG_STAFF_TOO_MANY, retryAfterSeconds: CLIENT_CODE_LOCK_POLICY.lockSeconds };
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

interface StartInput {
  phone: string;
  /** Register (a new person's name, or the person's own new name: only with their own session). */
  name?: string;
  /** The request's device token (cookie, or a JSON caller's `deviceToken`). */
  deviceToken: string | null;
  via: "page" | "api";
}

/** The person of the phone, whether a new name is theirs to give, and what already proves them. */
async function whoStarts(env: Env, request: Request, place: StaffPlace, role: StaffRole, input: StartInput) {
  const nowMs = now(env).getTime();
  const existing = await findStaffByPhone(env, place, role, input.phone, nowMs);
  const own = existing ? await isOwnSession(env, request, role, input.via, existing) : false;
  const renames = !!(input.name && existing && existing.name !== input.name);
  const knownDevice = existing && input.deviceToken && (await isKnownDevice(env, { companyId: place.companyId, staffId: existing.id }, input.deviceToken, nowMs)) ? input.deviceToken : null;
  return { existing, own, denied: renames && !own, knownDevice };
}

const denied = () => ({ ok: false as const, status: 403 as const, message: MSG_ACCESS_DENIED });
// Told only after the location's code was right: a stranger learns nothing about who was removed.
const removed = () => ({ ok: false as const, status: 403 as const, message: MSG_STAFF_REMOVED });

/** After the security code: the phone proved (known device, own session or its one-time code), then the shift. */
async function startProved(env: Env, request: Request, place: StaffPlace, role: StaffRole, input: StartInput, who: Awaited<ReturnType<typeof whoStarts>>, phoneCode: string | undefined): Promise<ShiftStart> {
  const proof = await proveByPhoneCode(env, request, place, { phone: input.phone, deviceToken: input.deviceToken, knownDevice: who.knownDevice, ownSession: who.own, phoneCode });
  if (!proof.ok) return proof;
  const started = await startShift(env, place, role, { phone: input.phone, name: input.name }, now(env).getTime());
  if (!started) return removed();
  const deviceToken = await proof.remember(started.person.id);
  return { ok: true as const, ...started, deviceToken };
}

/**
 * Register (name given) or log in: checks the location's code, then the phone (known device,
 * the person's own session, or `phoneCode`: without it a one-time code is sent and the answer
 * is 428), then starts the shift and issues its token. A name for someone already registered
 * renames them (diners see it): only with that person's own session.
 */
export function startShiftWithCode(env: Env, request: Request, place: StaffPlace, role: StaffRole, input: StartInput & { securityCode: string; phoneCode?: string }): Promise<ShiftStart> {
  return guarded(async () => {
    const who = await whoStarts(env, request, place, role, input);
    if (who.denied) return denied();
    const failure = await checkCode(env, request, place, role, input.phone, input.securityCode, who.knownDevice);
    if (failure) return failure;
    if (who.existing?.removed) return removed();
    return startProved(env, request, place, role, input, who, input.phoneCode);
  });
}

/**
 * The shift page's second step: the security code was right moments ago (the page's signed,
 * 10-minute pending cookie says so), now the phone's one-time code.
 */
export function startShiftWithPhoneCode(env: Env, request: Request, place: StaffPlace, role: StaffRole, input: StartInput & { phoneCode: string }): Promise<ShiftStart> {
  return guarded(async () => {
    const who = await whoStarts(env, request, place, role, input);
    if (who.denied) return denied();
    if (who.existing?.removed) return removed();
    return startProved(env, request, place, role, input, who, input.phoneCode);
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
