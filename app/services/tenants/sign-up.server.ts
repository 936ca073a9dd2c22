// A new business signs up (/alta): limits, the aliases free, the location found on the map,
// then everything written at once (data/tenants/tenant-create.server.ts). The person's phone is
// already proven by the one-time code (their console session).
import { claimAttempt } from "~/data/attempt-locks.server";
import { now } from "~/data/clock.server";
import { guideGeocoder } from "~/data/geocoding/geocoder.server";
import { createTenant, takenAliases } from "~/data/tenants/tenant-create.server";
import { countryCached } from "~/data/tenants/tenant-cache.server";
import { normalizePhone } from "~/domain/checkout/phone";
import {
  aliasesOf,
  MSG_ADDRESS_NOT_FOUND,
  MSG_ALIAS_TAKEN,
  MSG_COUNTRY,
  MSG_SIGN_UP_LIMIT,
  MSG_WHATSAPP,
  SIGN_UP_MODE_NAMES,
  SIGN_UPS_PER_PHONE,
  STARTER_BRANCH_CONFIG,
  STARTER_MENU,
  workingDaysOf,
  type SignUpInput,
} from "~/domain/tenants/sign-up";
import { checkRateLimit, RATE_LIMIT_MESSAGE } from "~/http/rate-limit.server";

export type SignUpResult =
  | { ok: true; alias: string; locationAlias: string }
  | { ok: false; status: 400 | 409 | 429; fieldErrors: Partial<Record<keyof SignUpInput | "form", string>> };

/** Whether an alias can be taken now (the JavaScript check as the person types). */
export async function aliasAvailable(env: Env, alias: string): Promise<boolean> {
  const wanted = aliasesOf(alias);
  return (await takenAliases(env, [wanted.company, wanted.branch, wanted.location])).length === 0;
}

export async function signUpBusiness(env: Env, request: Request, phone: string, input: SignUpInput): Promise<SignUpResult> {
  const perAddress = await checkRateLimit(request, env, "signUp");
  if (!perAddress.allowed) return { ok: false, status: 429, fieldErrors: { form: RATE_LIMIT_MESSAGE } };
  const country = await countryCached(env, input.country);
  if (!country) return { ok: false, status: 400, fieldErrors: { country: MSG_COUNTRY } };
  const whatsapp = normalizePhone(input.whatsapp, input.country);
  if (!whatsapp) return { ok: false, status: 400, fieldErrors: { whatsapp: MSG_WHATSAPP } };
  if (!(await aliasAvailable(env, input.alias))) return { ok: false, status: 409, fieldErrors: { alias: MSG_ALIAS_TAKEN } };

  let point = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  if (!point) {
    const found = await guideGeocoder(env).search(`${input.street} ${input.number}, ${input.city}`, { country: input.country, limit: 1 }).catch(() => []);
    point = found[0] ? { lat: found[0].lat, lng: found[0].lng } : null;
  }
  if (!point) return { ok: false, status: 400, fieldErrors: { street: MSG_ADDRESS_NOT_FOUND } };

  // Counted once everything else holds: a typo does not use up the person's sign-ups.
  const perPhone = await claimAttempt(env, 0, `sign-up:${phone}`, SIGN_UPS_PER_PHONE, Math.floor(now(env).getTime() / 1000));
  if (!perPhone.allowed) return { ok: false, status: 429, fieldErrors: { form: MSG_SIGN_UP_LIMIT } };

  const names = aliasesOf(input.alias);
  const created = await createTenant(env, {
    aliases: names,
    businessName: input.businessName,
    country: country.code,
    location: { street: input.street, number: input.number, city: input.city, lat: point.lat, lng: point.lng, whatsappPhone: whatsapp, workingDays: workingDaysOf(input) },
    branchConfig: STARTER_BRANCH_CONFIG,
    modes: input.modes.map((type) => ({ type, ...SIGN_UP_MODE_NAMES[type] })),
    menu: STARTER_MENU,
    owner: { phone, name: input.ownerName },
    nowMs: now(env).getTime(),
  });
  if (!created.ok) return { ok: false, status: 409, fieldErrors: { alias: MSG_ALIAS_TAKEN } };
  return { ok: true, alias: names.company, locationAlias: names.location };
}
