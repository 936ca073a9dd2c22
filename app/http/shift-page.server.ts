// The shift page of both roles (logistics.md §2 Shift page, §4 Shift, §5, §8):
// `logistics/{alias}/rider/{variant}` and `picker/{alias}/picker/{variant}` share this
// loader and action. Plain forms and redirects (works without JavaScript); the phone
// travels between variants in the query (`?phone=+54911…`).
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
} from "~/domain/logistics/staff";
import { clearShiftCookieHeader, optionalStaff, shiftCookieHeader, staffFromRequest } from "./staff-auth.server";
import { deliveredPaymentsOf } from "~/data/logistics/shipment-read.server";
import { CASH_TEXT, cashToHandIn } from "~/domain/logistics/cash";
import { formatMoney } from "~/domain/money";
import { loadStaffPlace, type StaffPlaceContext } from "./staff-place.server";
import { endShiftWithCode, startShiftWithCode } from "./staff-shift.server";

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
  /** A rider ending the shift on their own device: the cash of the shift's delivered cash orders. */
  handIn: { label: string; amount: string; detail: string } | null;
}

export interface ShiftActionData {
  error: string;
  values: Record<string, string>;
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
    if (me && me.companyId === place.companyId && me.branchContactId === place.branchContactId) {
      const cash = cashToHandIn(await deliveredPaymentsOf(env, place.companyId, me.staffId, me.shiftStartedAt));
      handIn = { label: CASH_TEXT.handIn, amount: formatMoney(cash.amount, place.countryInfo), detail: CASH_TEXT.handInOf(cash.count) };
    }
  }

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
    const started = await startShiftWithCode(env, request, place, role, { ...parsed.data, via: "page" });
    if (!started.ok) return fail(started.message, form, started.status);
    return redirect(staffAppPath(role, place.alias), { headers: { ...NO_STORE, "Set-Cookie": await shiftCookieHeader(env, request, role, started.token) } });
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
    const started = await startShiftWithCode(env, request, place, role, { ...parsed.data, via: "page" });
    if (!started.ok) return fail(started.message, form, started.status);
    return redirect(staffAppPath(role, place.alias), { headers: { ...NO_STORE, "Set-Cookie": await shiftCookieHeader(env, request, role, started.token) } });
  }

  // logOut
  const ended = await endShiftWithCode(env, request, place, role, { ...parsed.data, via: "page" });
  if (!ended.ok) {
    if (ended.status === 404) return redirect(withPhone(shiftPath(role, place.alias, "register"), parsed.data.phone), { headers: NO_STORE });
    return fail(ended.message, form, ended.status);
  }
  return redirect(shiftPath(role, place.alias, "success"), { headers: { ...NO_STORE, "Set-Cookie": await clearShiftCookieHeader(env, request, role) } });
}
