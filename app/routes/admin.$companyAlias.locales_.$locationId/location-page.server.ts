// /admin/{companyAlias}/locales/{locationId}: one location of the company. Its data (name,
// address and pin, phones), 'Cerrado manualmente' (the storefront shows storefront.md §1's closed
// state), the week's opening hours or 'Siempre abierto' (several ranges a day, past midnight
// allowed), its order modes and the special days (a holiday closed all day or with its own hours).
// Plain forms that post here and redirect back with ?hecho=…; a refused form comes back with its
// values and a Spanish message per field; a form saved from an older state of what it changes is
// refused (409) with the carta's message. Another company's location is a 404.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import { listLocationModes, type StoredModeSettings } from "~/data/tenants/location-modes.server";
import { getLocationSettings, type LocationSettings } from "~/data/tenants/location-settings.server";
import { countryCached } from "~/data/tenants/tenant-cache.server";
import { formatDaySchedule, localTime } from "~/domain/menu/hours";
import type { WorkingDay } from "~/domain/types";
import {
  MSG_CHECK_FIELDS,
  MSG_FORM_UNREADABLE,
  MSG_LOCATION_CONFLICT,
  parseSpecialDayForm,
  parseWeekForm,
  specialDayLabel,
  weekFormValues,
} from "~/domain/shop/location-hours-form";
import { locationDetailsSchema } from "~/domain/shop/new-location-form";
import { modeHoursOf, MSG_MODE_CONFLICT, parseModeForm, percentText, surchargeField } from "~/domain/shop/order-mode-form";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";
import { addSpecialDay, closeLocationManually, dropSpecialDay, editLocationDetails, saveLocationHours, saveLocationMode } from "~/services/locations/location-settings.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const MSG_CHECK_DATA = "Revise los campos marcados.";
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });

const NOTICES: Record<string, string> = {
  "horarios-guardados": "Horarios guardados. La tienda ya muestra los cambios.",
  cerrado: "Local cerrado manualmente. La tienda ya lo muestra cerrado.",
  reabierto: "Local reabierto. La tienda lo muestra abierto en su horario.",
  "dia-especial-guardado": "Día especial guardado. La tienda ya lo tiene en cuenta.",
  "dia-especial-quitado": "Día especial quitado.",
  "datos-guardados": "Datos del local guardados. La tienda ya muestra los cambios.",
  "modo-guardado": "Modo de pedido guardado. La tienda ya muestra los cambios.",
  "local-creado": "Local creado. Ya aparece en la tienda, con retiro en local y pago en efectivo, de 11:00 a 23:00.",
};

/** The stored state a mode's form was opened on: the optimistic check of its save. */
const seenOf = (m: StoredModeSettings) => JSON.stringify(m);

/** The week's hours and 'Siempre abierto' as read: the optimistic check of their save. */
const hoursSeenOf = (l: LocationSettings) => `${l.alwaysOpen ? 1 : 0}|${l.workingDaysText}`;

/** The location's data as read: the optimistic check of 'Datos del local'. */
const detailsSeenOf = (l: LocationSettings) => JSON.stringify([l.name, l.street, l.number, l.city, l.lat, l.lng, l.whatsappPhone, l.callPhone]);

/** The special days as read, hashed (they grow with the years): the optimistic check of adding or removing one. */
async function specialDaysSeenOf(l: LocationSettings): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(l.specialDaysText));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The 'Datos del local' fields as stored (phones as saved, E.164). */
const detailsFormValues = (l: LocationSettings): Record<string, string> => ({
  name: l.name,
  street: l.street,
  number: l.number,
  city: l.city,
  whatsapp: l.whatsappPhone,
  callPhone: l.callPhone ?? "",
});

/** A mode's form fields as stored (its own week in the week form's fields). */
function modeFormValues(m: StoredModeSettings): Record<string, string> {
  const schedules = JSON.parse(m.schedulesText) as WorkingDay[];
  const hours = modeHoursOf(m.useSchedule, schedules);
  const values: Record<string, string> = {
    ...(hours === "propio" ? weekFormValues(schedules) : {}),
    horario: hours,
    active: m.active ? "on" : "",
    orderEnabled: m.orderEnabled ? "on" : "",
    scheduledOnly: m.scheduledOnly ? "on" : "",
    minDelay: String(m.minDelayInMinutes),
    maxDelay: String(m.maxDelayInMinutes),
    cargoFijo: String(m.serviceFee?.userFee ?? 0),
    cargoPorcentaje: percentText(m.serviceFee?.percentageUserFee ?? 0),
  };
  m.surcharges.forEach((c, row) => {
    values[surchargeField(row, "id")] = String(c.id);
    values[surchargeField(row, "nombre")] = c.name;
    values[surchargeField(row, "tipo")] = c.type;
    values[surchargeField(row, "valor")] = String(c.value);
    values[surchargeField(row, "activo")] = c.active ? "on" : "";
  });
  return values;
}

export type LocationForm = "datos" | "horarios" | "dia-especial" | "estado" | `modo-${number}`;
export type LocationActionData = { form: LocationForm; errors: Record<string, string>; values: Record<string, string>; payments: string[]; message: string | null };

async function locationOf(env: Env, access: BackOfficeAccess, rawId: string): Promise<LocationSettings> {
  if (!/^\d{1,9}$/.test(rawId)) throw notFound();
  const location = await getLocationSettings(env, access.company.id, Number(rawId));
  if (!location) throw notFound();
  return location;
}

/** The location's local date today ('YYYY-MM-DD'): special days start there. */
async function todayAt(env: Env, access: BackOfficeAccess, location: LocationSettings): Promise<string> {
  const branch = access.branches.find((b) => b.id === location.branchId);
  const country = branch ? await countryCached(env, branch.country) : null;
  return localTime(now(env), country?.timeZone ?? "America/Argentina/Buenos_Aires").date;
}

export async function locationLoader(env: Env, request: Request, companyAlias: string, rawId: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const location = await locationOf(env, access, rawId);
  const [today, modes, specialSeen] = await Promise.all([todayAt(env, access, location), listLocationModes(env, access.company.id, location.id), specialDaysSeenOf(location)]);
  const url = new URL(request.url);
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      notice: NOTICES[url.searchParams.get("hecho") ?? ""] ?? null,
      location: {
        id: location.id,
        name: location.name,
        alias: location.alias,
        branchName: access.branches.find((b) => b.id === location.branchId)?.name ?? "",
        alwaysOpen: location.alwaysOpen,
        manuallyClosed: location.manuallyClosed,
      },
      details: { values: detailsFormValues(location), point: { lat: location.lat, lng: location.lng }, seen: detailsSeenOf(location) },
      week: { values: { ...weekFormValues(location.workingDays), siempre: location.alwaysOpen ? "on" : "" }, seen: hoursSeenOf(location) },
      specialSeen,
      specialDays: location.specialDays
        .filter((d) => d.date >= today)
        .map((d) => ({ id: d.id, label: specialDayLabel(d.date), hours: formatDaySchedule({ dayOfWeek: 0, workingHours: d.workingHours }) })),
      today,
      modes: modes.map((m) => ({
        id: m.id,
        name: m.name,
        values: modeFormValues(m),
        payments: m.payments,
        surchargeRows: m.surcharges.length + 1,
        seen: seenOf(m),
      })),
    },
    { headers: NO_STORE },
  );
}

/** The longest 'visto' a form sends back (a mode's stored state with its own week, payments and surcharges). */
const VISTO_MAX = 16_000;

const intent = z.object({
  intent: z.enum(["datos", "horarios", "dia-especial", "quitar-dia-especial", "cerrar", "reabrir", "modo"]),
  visto: z.string().max(VISTO_MAX).optional(),
  dia: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  modo: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
});

export async function locationAction(env: Env, request: Request, companyAlias: string, rawId: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const location = await locationOf(env, access, rawId);
  const body = await request.formData();
  const form = Object.fromEntries([...body.entries()].filter(([k]) => k !== "pago").map(([k, v]) => [k.slice(0, 40), typeof v === "string" ? v.slice(0, k === "visto" ? VISTO_MAX : 200) : ""]));
  const payments = body.getAll("pago").slice(0, 50).map((v) => (typeof v === "string" ? v.slice(0, 12) : ""));
  const what = intent.safeParse(form);
  const formOf = (i: string | undefined): LocationForm =>
    i === "datos" || i === "horarios" || i === "dia-especial" ? i : i === "quitar-dia-especial" ? "dia-especial" : i === "modo" && what.success && what.data.modo !== undefined ? `modo-${what.data.modo}` : "estado";
  const fail = (status: number, errors: Record<string, string>, message: string | null) =>
    data<LocationActionData>({ form: formOf(what.success ? what.data.intent : undefined), errors, values: form, payments, message }, { status, headers: NO_STORE });
  if (!what.success) return fail(400, {}, MSG_FORM_UNREADABLE);
  const who = menuEditor(env, access);
  const done = (hecho: string) => redirect(`/admin/${access.company.alias}/locales/${location.id}?hecho=${hecho}`, { headers: NO_STORE });

  switch (what.data.intent) {
    case "datos": {
      if (what.data.visto === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      const parsed = locationDetailsSchema.safeParse(form);
      if (!parsed.success) return fail(400, Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])), MSG_CHECK_DATA);
      if (what.data.visto !== detailsSeenOf(location)) return fail(409, {}, MSG_LOCATION_CONFLICT);
      const country = access.branches.find((b) => b.id === location.branchId)?.country ?? "AR";
      const saved = await editLocationDetails(env, who, country, location, parsed.data);
      if (!saved.ok) return "conflict" in saved ? fail(409, {}, MSG_LOCATION_CONFLICT) : fail(saved.status, saved.errors, MSG_CHECK_DATA);
      return done("datos-guardados");
    }
    // The button says what the owner saw: closing a location someone already closed (or reopening
    // one already reopened) is a save from an older state.
    case "cerrar":
    case "reabrir":
      if (!(await closeLocationManually(env, who, location, what.data.intent === "cerrar"))) return fail(409, {}, MSG_LOCATION_CONFLICT);
      return done(what.data.intent === "cerrar" ? "cerrado" : "reabierto");
    case "horarios": {
      if (what.data.visto === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      const alwaysOpen = (form.siempre ?? "") !== "";
      const parsed = parseWeekForm(form);
      if (!parsed.ok) return fail(400, parsed.errors, MSG_CHECK_FIELDS);
      if (what.data.visto !== hoursSeenOf(location)) return fail(409, {}, MSG_LOCATION_CONFLICT);
      const saved = await saveLocationHours(env, who, location, alwaysOpen, parsed.workingDays);
      if (saved === "conflict") return fail(409, {}, MSG_LOCATION_CONFLICT);
      return done("horarios-guardados");
    }
    case "dia-especial": {
      if (what.data.visto === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      const parsed = parseSpecialDayForm(form, await todayAt(env, access, location));
      if (!parsed.ok) return fail(400, parsed.errors, MSG_CHECK_FIELDS);
      if (what.data.visto !== (await specialDaysSeenOf(location))) return fail(409, {}, MSG_LOCATION_CONFLICT);
      if ((await addSpecialDay(env, who, location, parsed.exception)) === "conflict") return fail(409, {}, MSG_LOCATION_CONFLICT);
      return done("dia-especial-guardado");
    }
    case "modo": {
      if (what.data.modo === undefined || what.data.visto === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      const mode = (await listLocationModes(env, access.company.id, location.id)).find((m) => m.id === what.data.modo);
      if (!mode) throw notFound();
      const parsed = parseModeForm(form, payments, mode.payments, mode.surcharges.map((c) => c.id));
      if (!parsed.ok) return fail(400, parsed.errors, "Revise los campos marcados.");
      if (what.data.visto !== seenOf(mode)) return fail(409, {}, MSG_MODE_CONFLICT);
      if ((await saveLocationMode(env, who, location, mode, parsed.draft)) === "conflict") return fail(409, {}, MSG_MODE_CONFLICT);
      return done(`modo-guardado#modo-${mode.id}`);
    }
    case "quitar-dia-especial": {
      if (what.data.dia === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      if (!location.specialDays.some((d) => d.id === what.data.dia)) throw notFound();
      if (what.data.visto === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      if (what.data.visto !== (await specialDaysSeenOf(location))) return fail(409, {}, MSG_LOCATION_CONFLICT);
      const removed = await dropSpecialDay(env, who, location, what.data.dia);
      if (removed === "not-found") throw notFound();
      if (removed === "conflict") return fail(409, {}, MSG_LOCATION_CONFLICT);
      return done("dia-especial-quitado");
    }
  }
}
