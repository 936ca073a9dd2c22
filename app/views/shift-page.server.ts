// The shift page of both roles (logistics.md §2 Shift page, §4 Shift, §5, §8):
// `logistics/{alias}/rider/{variant}` and `picker/{alias}/picker/{variant}` share this
// loader and action. Plain forms and redirects (works without JavaScript); the phone
// travels between variants in the query (`?phone=+54911…`).
//
// Register and log in from a device not known for the person take a second step in the same
// form: after the security code, the one-time code sent to the phone (staff-phone-code.server.ts).
// Between the two steps a signed 10-minute cookie remembers whose start waits for its code, so
// the security code is typed once and never travels back into the page.
import { json, redirect } from "@remix-run/cloudflare";
import { now } from "~/data/clock.server";
import { findStaffByPhone } from "~/data/staff/staff.server";
import { formatPhoneInternational, normalizePhone } from "~/domain/checkout/phone";
import {
  codeSchema,
  isShiftVariant,
  MSG_TRY_LATER,
  phoneIntakeSchema,
  registerSchema,
  shiftPath,
  shiftTitle,
  staffAppPath,
  variantForPerson,
  type ShiftVariant,
  type StaffRole,
  MSG_STAFF_PHONE_CODE_FORMAT,
  MSG_STAFF_PHONE_CODE_VOID,
} from "~/domain/logistics/staff";
import { CODE_TTL_SECONDS } from "~/domain/identity/sign-in-code";
import { appCookie, overHttps } from "~/http/cookie.server";
import { clearShiftCookieHeader, deviceCookieHeader, deviceTokenOf, optionalStaff, shiftCookieHeader, staffFromRequest } from "~/http/staff-auth.server";
import { sendPhoneCode } from "~/services/staff/staff-phone-code.server";
import { deliveredPaymentsOf } from "~/data/logistics/shipment-read.server";
import { CASH_TEXT, cashToHandIn } from "~/domain/logistics/cash";
import { formatMoney } from "~/domain/money";
import { loadStaffPlace, type StaffPlaceContext } from "~/http/staff-place.server";
import { endShiftWithCode, startShiftWithCode, startShiftWithPhoneCode, type ShiftStart } from "~/services/staff/staff-shift.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export interface ShiftPageData {
  role: StaffRole;
  variant: ShiftVariant;
  title: string;
  place: Pick<StaffPlaceContext, "alias" | "name" | "branchName" | "logoFileId" | "header">;
  themeCss: string;
  /** E.164 carried from the intake ('' at intake and when unknown). */
  phone: string;
  /** As people write it ('+54 9 11 7000-0001'). */
  phoneDisplay: string;
  /** The greeting's name at log in and log out. */
  personName: string | null;
  intakeHref: string;
  /** A rider ending the shift on their own device, and once it ended: the cash of the shift's delivered cash orders. */
  handIn: HandInView | null;
}

export interface ShiftActionData {
  error: string;
  values: Record<string, string>;
  /** The phone-code step: 'Le enviamos un código de 6 dígitos por WhatsApp al …' (absent on the first step). */
  phoneCode?: { notice: string };
}

/** A register or log in waiting for the phone's code: its security code was right. */
interface PendingStart {
  role: StaffRole;
  branchContactId: number;
  phone: string;
  name: string | null;
  notice: string;
  /** Epoch ms: the code lives 10 minutes, so does the wait. */
  until: number;
}

function pendingCookie(env: Env, request: Request) {
  return appCookie(env, "__sabores_staff_pending", { maxAgeSeconds: CODE_TTL_SECONDS, secure: overHttps(request) });
}

async function readPending(env: Env, request: Request, role: StaffRole, place: { branchContactId: number }): Promise<PendingStart | null> {
  const value = (await pendingCookie(env, request).parse(request.headers.get("Cookie"))) as PendingStart | null;
  if (!value || typeof value !== "object" || value.role !== role || value.branchContactId !== place.branchContactId) return null;
  if (typeof value.phone !== "string" || typeof value.until !== "number" || value.until <= now(env).getTime()) return null;
  return value;
}

function notFound(): never {
  throw json("No encontramos lo que buscas", { status: 404 });
}

/** Whether this browser's shift cookie is this person's (only then is their shift theirs to end here). */
async function holdsShiftOf(env: Env, request: Request, place: { companyId: number; branchContactId: number }, role: StaffRole, person: { id: number } | null): Promise<boolean> {
  if (!person) return false;
  const own = await optionalStaff(request, env, { role, companyId: place.companyId, branchContactId: place.branchContactId, as: "page" });
  return own?.staffId === person.id;
}

const withPhone = (path: string, phone: string) => `${path}?phone=${encodeURIComponent(phone)}`;

export async function shiftPageLoader(env: Env, request: Request, role: StaffRole, alias: string, variantParam: string | undefined) {
  if (!isShiftVariant(variantParam)) notFound();
  const variant = variantParam;
  const place = await loadStaffPlace(env, request, alias);
  const intakeHref = shiftPath(role, place.alias, "phoneIntake");
  const rawPhone = new URL(request.url).searchParams.get("phone") ?? "";
  const phone = rawPhone ? normalizePhone(rawPhone, place.country) ?? "" : "";
  let personName: string | null = null;

  if (variant === "logIn" || variant === "logOut") {
    if (!phone) throw redirect(intakeHref, { headers: NO_STORE });
    let person;
    try {
      person = await findStaffByPhone(env, place, role, phone, now(env).getTime());
    } catch (error) {
      console.error("shift page lookup failed", error);
      throw json({ error: MSG_TRY_LATER }, { status: 503 });
    }
    // §4 Shift: the page follows the person's state (and whether this browser holds their shift).
    const wanted = variantForPerson(person, await holdsShiftOf(env, request, place, role, person));
    if (wanted !== variant) throw redirect(withPhone(shiftPath(role, place.alias, wanted), phone), { headers: NO_STORE });
    personName = person?.name ?? null;
  }

  let handIn: ShiftPageData["handIn"] = null;
  if (role === "rider" && variant === "logOut") {
    const me = await staffFromRequest(request, env, role, "page");
    if (me && me.companyId === place.companyId && me.branchContactId === place.branchContactId) handIn = await handInView(env, place, me.staffId, me.shiftStartedAt);
  }
  if (role === "rider" && variant === "success") handIn = await endedShiftHandIn(env, request, place);

  const data: ShiftPageData = {
    role,
    variant,
    title: shiftTitle(role),
    place: { alias: place.alias, name: place.name, branchName: place.branchName, logoFileId: place.logoFileId, header: place.header },
    themeCss: place.themeCss,
    phone,
    phoneDisplay: phone ? formatPhoneInternational(phone) : "",
    personName,
    intakeHref,
    handIn,
  };
  return json(data, { headers: NO_STORE });
}

function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ["phone", "phoneConfirmation", "name"]) {
    const v = form.get(key);
    if (typeof v === "string") out[key] = v.slice(0, 80);
  }
  return out;
}

const fail = (error: string, form: FormData, status = 400) => json<ShiftActionData>({ error, values: formValues(form) }, { status, headers: NO_STORE });

export async function shiftPageAction(env: Env, request: Request, role: StaffRole, alias: string, variantParam: string | undefined) {
  if (!isShiftVariant(variantParam) || variantParam === "success") notFound();
  const variant = variantParam;
  const place = await loadStaffPlace(env, request, alias);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json<ShiftActionData>({ error: MSG_TRY_LATER, values: {} }, { status: 400, headers: NO_STORE });
  }
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const intent = form.get("intent");
  if ((variant === "register" || variant === "logIn") && (intent === "phoneCode" || intent === "resend")) {
    return phoneCodeStep(env, request, role, place, form, intent);
  }

  if (variant === "phoneIntake") {
    const parsed = phoneIntakeSchema(place.country).safeParse(fields);
    if (!parsed.success) return fail(parsed.error.issues[0].message, form);
    let person;
    try {
      person = await findStaffByPhone(env, place, role, parsed.data.phone, now(env).getTime());
    } catch (error) {
      console.error("phone intake lookup failed", error);
      return fail(MSG_TRY_LATER, form, 503);
    }
    const wanted = variantForPerson(person, await holdsShiftOf(env, request, place, role, person));
    return redirect(withPhone(shiftPath(role, place.alias, wanted), parsed.data.phone), { headers: NO_STORE });
  }

  if (variant === "register") {
    const parsed = registerSchema(place.country).safeParse(fields);
    if (!parsed.success) return fail(parsed.error.issues[0].message, form);
    const deviceToken = await deviceTokenOf(request, env);
    const started = await startShiftWithCode(env, request, place, role, { ...parsed.data, deviceToken, via: "page" });
    return afterStart(env, request, role, place, form, started, { phone: parsed.data.phone, name: parsed.data.name });
  }

  const parsed = codeSchema(place.country).safeParse(fields);
  if (!parsed.success) return fail(parsed.error.issues[0].message, form);
  if (variant === "logIn") {
    let person;
    try {
      person = await findStaffByPhone(env, place, role, parsed.data.phone, now(env).getTime());
    } catch (error) {
      console.error("log in lookup failed", error);
      return fail(MSG_TRY_LATER, form, 503);
    }
    const wanted = variantForPerson(person, await holdsShiftOf(env, request, place, role, person));
    if (wanted !== "logIn") return redirect(withPhone(shiftPath(role, place.alias, wanted), parsed.data.phone), { headers: NO_STORE });
    const deviceToken = await deviceTokenOf(request, env);
    const started = await startShiftWithCode(env, request, place, role, { ...parsed.data, deviceToken, via: "page" });
    return afterStart(env, request, role, place, form, started, { phone: parsed.data.phone, name: null });
  }

  // logOut: only the person's own session ends the shift; its start bounds the cash to hand in.
  const me = role === "rider" ? await staffFromRequest(request, env, role, "page") : null;
  const ended = await endShiftWithCode(env, request, place, role, { ...parsed.data, via: "page" });
  if (!ended.ok) {
    if (ended.status === 404) return redirect(withPhone(shiftPath(role, place.alias, "register"), parsed.data.phone), { headers: NO_STORE });
    return fail(ended.message, form, ended.status);
  }
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await clearShiftCookieHeader(env, request, role));
  if (me && me.staffId === ended.person.id && me.companyId === place.companyId) {
    headers.append("Set-Cookie", await endedShiftCookieHeader(env, request, place, me.staffId, await shiftCash(env, place, me.staffId, me.shiftStartedAt)));
  }
  return redirect(shiftPath(role, place.alias, "success"), { headers });
}

/**
 * What a register or log in answered: the app (shift cookie, and the device's when it is now
 * remembered), the phone-code step (the code was sent: the wait is remembered), or the error.
 */
async function afterStart(
  env: Env,
  request: Request,
  role: StaffRole,
  place: StaffPlaceContext,
  form: FormData,
  started: ShiftStart,
  who: { phone: string; name: string | null },
) {
  if (started.ok) {
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", await shiftCookieHeader(env, request, role, started.token));
    if (started.deviceToken) headers.append("Set-Cookie", await deviceCookieHeader(env, request, started.deviceToken));
    headers.append("Set-Cookie", await pendingCookie(env, request).serialize("", { maxAge: 0 }));
    return redirect(staffAppPath(role, place.alias), { headers });
  }
  if (started.status === 428 && "notice" in started && started.notice) {
    const pending: PendingStart = { role, branchContactId: place.branchContactId, phone: who.phone, name: who.name, notice: started.notice, until: now(env).getTime() + CODE_TTL_SECONDS * 1000 };
    return json<ShiftActionData>(
      { error: "", values: formValues(form), phoneCode: { notice: started.notice } },
      { headers: { ...NO_STORE, "Set-Cookie": await pendingCookie(env, request).serialize(pending) } },
    );
  }
  // Back to the first step with what was typed (the code step's form carries none of it).
  const values = { phone: formatPhoneInternational(who.phone), phoneConfirmation: formatPhoneInternational(who.phone), ...(who.name ? { name: who.name } : {}), ...formValues(form) };
  return json<ShiftActionData>({ error: started.message, values }, { status: started.status === 428 ? 400 : started.status, headers: NO_STORE });
}

/** The second step: the phone's code ('phoneCode'), or a new code ('resend'). */
async function phoneCodeStep(env: Env, request: Request, role: StaffRole, place: StaffPlaceContext, form: FormData, intent: "phoneCode" | "resend") {
  const pending = await readPending(env, request, role, place);
  // The wait ran out (10 minutes) or belongs elsewhere: from the top, security code included.
  if (!pending) return fail(MSG_STAFF_PHONE_CODE_VOID, form);
  const codeStepError = (error: string, status: number, notice = pending.notice) =>
    json<ShiftActionData>({ error, values: formValues(form), phoneCode: { notice } }, { status, headers: NO_STORE });
  if (intent === "resend") {
    const sent = await sendPhoneCode(env, request, place, pending.phone);
    if (sent.status !== 428 || !sent.notice) return codeStepError(sent.message, sent.status);
    const renewed: PendingStart = { ...pending, notice: sent.notice, until: now(env).getTime() + CODE_TTL_SECONDS * 1000 };
    return json<ShiftActionData>({ error: "", values: formValues(form), phoneCode: { notice: sent.notice } }, { headers: { ...NO_STORE, "Set-Cookie": await pendingCookie(env, request).serialize(renewed) } });
  }
  const phoneCode = String(form.get("phoneCode") ?? "").slice(0, 20);
  if (!phoneCode.trim()) return codeStepError(MSG_STAFF_PHONE_CODE_FORMAT, 400);
  const deviceToken = await deviceTokenOf(request, env);
  const started = await startShiftWithPhoneCode(env, request, place, role, { phone: pending.phone, name: pending.name ?? undefined, phoneCode, deviceToken, via: "page" });
  if (!started.ok && "needsPhoneCode" in started) return codeStepError(started.message, started.status === 428 ? 400 : started.status);
  return afterStart(env, request, role, place, form, started, pending);
}

// The cash a rider hands in at the store (logistics.md §3 Shipment: the order's payment; the
// texts are ours, docs/decisions.md "End of a rider's shift"): the cash orders the rider
// delivered since the shift started, on the log-out page while the shift runs and on 'Turno
// finalizado con éxito' once it ended. The shift cookie is cleared when the shift ends, so the
// amount reaches the success page in a signed 10-minute cookie written by the ending request:
// computed on the server, never taken from the query string.

interface HandInView {
  label: string;
  amount: string;
  detail: string;
}

interface EndedShiftCash {
  branchContactId: number;
  staffId: number;
  /** Whole pesos, as cashToHandIn sums them. */
  amount: number;
  count: number;
  /** Epoch ms after which the success page no longer shows it. */
  until: number;
}

const ENDED_SHIFT_SECONDS = 10 * 60;

function endedShiftCookie(env: Env, request: Request) {
  return appCookie(env, "__sabores_shift_ended", { maxAgeSeconds: ENDED_SHIFT_SECONDS, secure: overHttps(request) });
}

const viewOf = (cash: { amount: number; count: number }, place: Pick<StaffPlaceContext, "countryInfo">): HandInView => ({
  label: CASH_TEXT.handIn,
  amount: formatMoney(cash.amount, place.countryInfo),
  detail: CASH_TEXT.handInOf(cash.count),
});

/** The cash of the cash orders this rider delivered since `shiftStartedAt`. */
async function shiftCash(env: Env, place: Pick<StaffPlaceContext, "companyId">, staffId: number, shiftStartedAt: number) {
  return cashToHandIn(await deliveredPaymentsOf(env, place.companyId, staffId, shiftStartedAt));
}

async function handInView(env: Env, place: Pick<StaffPlaceContext, "companyId" | "countryInfo">, staffId: number, shiftStartedAt: number): Promise<HandInView> {
  return viewOf(await shiftCash(env, place, staffId, shiftStartedAt), place);
}

/** The Set-Cookie that carries the ended shift's cash to 'Turno finalizado con éxito'. */
async function endedShiftCookieHeader(
  env: Env,
  request: Request,
  place: Pick<StaffPlaceContext, "branchContactId">,
  staffId: number,
  cash: { amount: number; count: number },
): Promise<string> {
  const value: EndedShiftCash = { branchContactId: place.branchContactId, staffId, amount: cash.amount, count: cash.count, until: now(env).getTime() + ENDED_SHIFT_SECONDS * 1000 };
  return endedShiftCookie(env, request).serialize(value);
}

/** What the success page shows: the shift this browser just ended at this location, or null. */
async function endedShiftHandIn(env: Env, request: Request, place: Pick<StaffPlaceContext, "branchContactId" | "countryInfo">): Promise<HandInView | null> {
  const value = (await endedShiftCookie(env, request).parse(request.headers.get("Cookie"))) as EndedShiftCash | null;
  if (!value || typeof value !== "object" || value.branchContactId !== place.branchContactId) return null;
  if (typeof value.amount !== "number" || typeof value.count !== "number" || typeof value.until !== "number" || value.until <= now(env).getTime()) return null;
  return viewOf(value, place);
}
