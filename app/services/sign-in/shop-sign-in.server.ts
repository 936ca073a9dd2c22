// The phone and one-time code steps of the shop's screens: /consola (the shop's people) and /alta
// (anyone signing a business up). The code is the platform's (company 0, purpose 'console').
//
// On /consola a phone of nobody goes through the same steps (limits, a stored code) but nothing
// is sent, so the page never tells a stranger who works where; /alta sends to any phone.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import type { MessagingProvider } from "~/data/messaging/provider.server";
import { messagingProviderFor } from "~/data/messaging/registry.server";
import { shopPeopleByPhone } from "~/data/shop/shop-people.server";
import { DEFAULT_PHONE_COUNTRY, formatPhoneInternational, isPhoneCountry, normalizePhone } from "~/domain/checkout/phone";
import { codeSentNotice, MSG_CODE_FORMAT } from "~/domain/identity/sign-in-code";
import { MSG_INVALID_PHONE } from "~/http/customer-session.server";
import { startShopSession } from "~/http/shop-auth.server";
import { checkSignInCode, codeCheckMessage, sendOneTimeCode } from "~/services/sign-in/sign-in.server";

/** The console's codes belong to the platform, not to one business (a phone may run several). */
const PLATFORM = { id: 0, name: "" } as const;

/** What a code for a phone of nobody is handed to: nothing leaves the platform. */
const NOBODY: MessagingProvider = { name: "nobody", channels: ["whatsapp", "sms"], send: async () => ({ ok: true }) };

export interface PhoneStepData {
  step: "phone" | "code";
  phone: string;
  country: string;
  notice?: string;
  error?: string;
}

export const phoneStepFields = {
  phone: z.string({ required_error: MSG_INVALID_PHONE }).trim().min(1, MSG_INVALID_PHONE).max(40, MSG_INVALID_PHONE),
  country: z.string().max(4).optional(),
};
export const codeStepFields = {
  ...phoneStepFields,
  code: z.string({ required_error: MSG_CODE_FORMAT }).max(20, MSG_CODE_FORMAT),
};

/** The phone as typed, kept for the form that comes back. */
export const typedPhone = (form: FormData) => ({
  phone: String(form.get("phone") ?? "").slice(0, 40),
  country: String(form.get("country") ?? DEFAULT_PHONE_COUNTRY).slice(0, 4),
});

function phoneOf(input: { phone: string; country?: string }) {
  const country = isPhoneCountry(input.country) ? input.country : DEFAULT_PHONE_COUNTRY;
  return { country, phone: normalizePhone(input.phone, country) };
}

/** Step 1: a code to the phone (to anyone's on /alta; on /consola, only the shop's people get one). */
export async function askShopCode(env: Env, request: Request, input: { phone: string; country?: string }, opts: { anyPhone: boolean; senderName: string }) {
  const { country, phone } = phoneOf(input);
  if (!phone) return data<PhoneStepData>({ step: "phone", phone: input.phone, country, error: MSG_INVALID_PHONE }, { status: 400 });
  const known = opts.anyPhone || (await shopPeopleByPhone(env, phone)).length > 0;
  const sent = await sendOneTimeCode(env, {
    request,
    now: now(env),
    owner: { companyId: PLATFORM.id, purpose: "console", phone },
    channel: "whatsapp",
    provider: known ? await messagingProviderFor(env, 0) : NOBODY,
    senderName: opts.senderName,
  });
  if (!sent.ok) {
    const headers: HeadersInit = sent.retryAfterSeconds ? { "Retry-After": String(sent.retryAfterSeconds) } : {};
    return data<PhoneStepData>({ step: "phone", phone: input.phone, country, error: sent.error }, { status: sent.status === 429 ? 429 : 503, headers });
  }
  return data<PhoneStepData>({ step: "code", phone: input.phone, country, notice: codeSentNotice("whatsapp", formatPhoneInternational(phone)) });
}

/**
 * Step 2: the code; right, the device gets a console session and goes to `to`. `mustBeShopPerson`
 * (/consola): a right code of a phone that runs nothing opens nothing.
 */
export async function verifyShopCode(env: Env, request: Request, input: { phone: string; country?: string; code: string }, opts: { mustBeShopPerson: boolean; to: string }) {
  const { country, phone } = phoneOf(input);
  if (!phone) return data<PhoneStepData>({ step: "phone", phone: input.phone, country, error: MSG_INVALID_PHONE }, { status: 400 });
  const check = await checkSignInCode(env, { request, company: PLATFORM, now: now(env), purpose: "console" }, phone, input.code);
  if (check.kind !== "ok") {
    const status = check.kind === "limited" ? 429 : 400;
    const headers: HeadersInit = status === 429 ? { "Retry-After": "900" } : {};
    // A void code sends the person back to ask for a new one; a wrong one keeps the code step.
    return data<PhoneStepData>({ step: check.kind === "void" ? "phone" : "code", phone: input.phone, country, error: codeCheckMessage(check) }, { status, headers });
  }
  if (opts.mustBeShopPerson && (await shopPeopleByPhone(env, phone)).length === 0) {
    return data<PhoneStepData>({ step: "phone", phone: input.phone, country, error: codeCheckMessage({ kind: "void" }) }, { status: 400 });
  }
  throw redirect(opts.to, { headers: { "Set-Cookie": await startShopSession(env, request, phone) } });
}
