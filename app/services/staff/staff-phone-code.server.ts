// The person behind a shift start is proved by their phone (logistics.md §6: the location's code
// proves only that someone works there). A device that proved a person's phone is remembered
// (staff_devices, a long-lived httpOnly cookie); from any other device, registering or starting
// a shift takes the one-time code sent to that phone by the location's messaging provider (the
// diners' sign-in machinery, purpose 'staff'), unless the request carries the person's own live
// session. Callers check the location's code first: nobody without it makes us send a message.
import { now } from "~/data/clock.server";
import { messagingProviderFor } from "~/data/messaging/registry.server";
import { newBearerToken } from "~/data/staff/security-code.server";
import { rememberDevice } from "~/data/staff/staff-devices.server";
import { locationContact, type StaffPlace } from "~/data/staff/staff.server";
import { formatPhoneInternational } from "~/domain/checkout/phone";
import { CHANNEL_LABEL, type Channel } from "~/domain/identity/sign-in-code";
import {
  MSG_STAFF_PHONE_CODE_FORMAT, MSG_STAFF_PHONE_CODE_VOID, MSG_STAFF_TOO_MANY, MSG_TRY_LATER, phoneCodeNeededMessage, STAFF_DEVICE_TTL_MS, staffCodeSentNotice, staffWrongPhoneCodeMessage,
} from "~/domain/logistics/staff";
import { checkSignInCode, sendOneTimeCode, type CodeCheck } from "~/services/sign-in/sign-in.server";

/** A refused phone code, as the staff screens say it. */
function staffCodeCheckMessage(check: Exclude<CodeCheck, { kind: "ok" }>): string {
  switch (check.kind) {
    case "format":
      return MSG_STAFF_PHONE_CODE_FORMAT;
    case "limited":
      return MSG_STAFF_TOO_MANY;
    case "wrong":
      return staffWrongPhoneCodeMessage(check.remaining);
    case "void":
      return MSG_STAFF_PHONE_CODE_VOID;
  }
}

/**
 * The phone is not proved yet. 428: a code was just sent (`notice` says where); 400: the typed
 * code is wrong (`codeVoid`: expired or out of tries, ask for a new one); 429 / 503: no code
 * could be checked or sent now.
 */
export type PhoneCodeFailure = {
  ok: false;
  status: 400 | 428 | 429 | 503;
  message: string;
  needsPhoneCode: true;
  notice?: string;
  codeVoid?: boolean;
  retryAfterSeconds?: number;
};

/** What a proved phone gives: `remember(staffId)` keeps the device for the person and returns its token (null when nothing is kept). */
export type PhoneProof = { ok: true; remember: (staffId: number) => Promise<string | null> } | PhoneCodeFailure;

/** A device token we issued: 32 random bytes, base64url (anything else a caller makes up is replaced). */
const isIssuedToken = (token: string | null): token is string => !!token && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Sends a fresh one-time code to the phone through the location's provider (WhatsApp when it has it). */
export async function sendPhoneCode(env: Env, request: Request, place: StaffPlace, phone: string): Promise<PhoneCodeFailure> {
  const contact = await locationContact(env, place);
  if (!contact) return { ok: false, status: 503, message: MSG_TRY_LATER, needsPhoneCode: true };
  const provider = await messagingProviderFor(env, contact.branchId);
  const channel: Channel = provider.channels.includes("whatsapp") ? "whatsapp" : "sms";
  const sent = await sendOneTimeCode(env, { request, now: now(env), owner: { companyId: place.companyId, purpose: "staff", phone }, channel, provider, senderName: contact.name });
  if (!sent.ok) return { ok: false, status: sent.status === 429 ? 429 : 503, message: sent.error, needsPhoneCode: true, retryAfterSeconds: sent.retryAfterSeconds };
  const notice = staffCodeSentNotice(CHANNEL_LABEL[channel], formatPhoneInternational(phone));
  return { ok: false, status: 428, message: phoneCodeNeededMessage(notice), notice, needsPhoneCode: true };
}

/**
 * Proves the phone of a shift start: a known device (its expiry moves on), the person's own
 * session, or the one-time code (`phoneCode`; without one a code is sent).
 */
export async function proveByPhoneCode(
  env: Env,
  request: Request,
  place: StaffPlace,
  input: { phone: string; deviceToken: string | null; knownDevice: string | null; ownSession: boolean; phoneCode: string | undefined },
): Promise<PhoneProof> {
  const keep = (token: string) => async (staffId: number) => {
    await rememberDevice(env, { companyId: place.companyId, staffId }, token, now(env).getTime(), STAFF_DEVICE_TTL_MS);
    return token;
  };
  if (input.knownDevice) return { ok: true, remember: keep(input.knownDevice) };
  if (input.ownSession) return { ok: true, remember: async () => null };
  if (input.phoneCode === undefined || input.phoneCode === "") return sendPhoneCode(env, request, place, input.phone);
  const check = await checkSignInCode(env, { request, company: { id: place.companyId, name: "" }, now: now(env), purpose: "staff" }, input.phone, input.phoneCode);
  if (check.kind !== "ok") {
    const limited = check.kind === "limited";
    return { ok: false, status: limited ? 429 : 400, message: staffCodeCheckMessage(check), needsPhoneCode: true, codeVoid: check.kind === "void", ...(limited ? { retryAfterSeconds: 15 * 60 } : {}) };
  }
  // This browser's token when it has one of ours (a tablet shared by pickers keeps one), else a new one.
  return { ok: true, remember: keep(isIssuedToken(input.deviceToken) ? input.deviceToken : newBearerToken()) };
}
