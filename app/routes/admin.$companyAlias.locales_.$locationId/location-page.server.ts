// /admin/{companyAlias}/locales/{locationId}: one location of the company. 'Cerrado manualmente'
// (the storefront shows storefront.md §1's closed state), the week's opening hours (several
// ranges a day, past midnight allowed) and the special days (a holiday closed all day or with its
// own hours). Plain forms that post here and redirect back with ?hecho=…; a refused form comes
// back with its values and a Spanish message per field. Another company's location is a 404.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import { listLocationModes, type StoredModeSettings } from "~/data/tenants/location-modes.server";
import { getLocationSettings, type LocationSettings } from "~/data/tenants/location-settings.server";
import { countryCached } from "~/data/tenants/tenant-cache.server";
import { formatDaySchedule, localTime } from "~/domain/menu/hours";
import {
  MSG_CHECK_FIELDS,
  MSG_FORM_UNREADABLE,
  MSG_LOCATION_CONFLICT,
  parseSpecialDayForm,
  parseWeekForm,
  specialDayLabel,
  weekFormValues,
} from "~/domain/shop/location-hours-form";
import { MSG_MODE_CONFLICT, parseModeForm, percentText, surchargeField } from "~/domain/shop/order-mode-form";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";
import { addSpecialDay, closeLocationManually, dropSpecialDay, saveLocationHours, saveLocationMode } from "~/services/locations/location-settings.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });

const NOTICES: Record<string, string> = {
  "horarios-guardados": "Horarios guardados. La tienda ya muestra los cambios.",
  cerrado: "Local cerrado manualmente. La tienda ya lo muestra cerrado.",
  reabierto: "Local reabierto. La tienda lo muestra abierto en su horario.",
  "dia-especial-guardado": "Día especial guardado. La tienda ya lo tiene en cuenta.",
  "dia-especial-quitado": "Día especial quitado.",
  "modo-guardado": "Modo de pedido guardado. La tienda ya muestra los cambios.",
  "local-creado": "Local creado. Ya aparece en la tienda, con retiro en local y pago en efectivo, de 11:00 a 23:00.",
};

/** The stored state a mode's form was opened on: the optimistic check of its save. */
const seenOf = (m: StoredModeSettings) => JSON.stringify(m);

/** A mode's form fields as stored. */
function modeFormValues(m: StoredModeSettings): Record<string, string> {
  const values: Record<string, string> = {
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

export type LocationForm = "horarios" | "dia-especial" | "estado" | `modo-${number}`;
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
  const [today, modes] = await Promise.all([todayAt(env, access, location), listLocationModes(env, access.company.id, location.id)]);
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
      week: { values: weekFormValues(location.workingDays), seen: location.workingDaysText },
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

const intent = z.object({
  intent: z.enum(["horarios", "dia-especial", "quitar-dia-especial", "cerrar", "reabrir", "modo"]),
  visto: z.string().max(4000).optional(),
  dia: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  modo: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
});

export async function locationAction(env: Env, request: Request, companyAlias: string, rawId: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const location = await locationOf(env, access, rawId);
  const body = await request.formData();
  const form = Object.fromEntries([...body.entries()].filter(([k]) => k !== "pago").map(([k, v]) => [k.slice(0, 40), typeof v === "string" ? v.slice(0, k === "visto" ? 4000 : 200) : ""]));
  const payments = body.getAll("pago").slice(0, 50).map((v) => (typeof v === "string" ? v.slice(0, 12) : ""));
  const what = intent.safeParse(form);
  const formOf = (i: string | undefined): LocationForm =>
    i === "horarios" ? "horarios" : i === "dia-especial" ? "dia-especial" : i === "modo" && what.success && what.data.modo !== undefined ? `modo-${what.data.modo}` : "estado";
  const fail = (status: number, errors: Record<string, string>, message: string | null) =>
    data<LocationActionData>({ form: formOf(what.success ? what.data.intent : undefined), errors, values: form, payments, message }, { status, headers: NO_STORE });
  if (!what.success) return fail(400, {}, MSG_FORM_UNREADABLE);
  const who = menuEditor(env, access);
  const done = (hecho: string) => redirect(`/admin/${access.company.alias}/locales/${location.id}?hecho=${hecho}`, { headers: NO_STORE });

  switch (what.data.intent) {
    case "cerrar":
    case "reabrir":
      await closeLocationManually(env, who, location, what.data.intent === "cerrar");
      return done(what.data.intent === "cerrar" ? "cerrado" : "reabierto");
    case "horarios": {
      if (what.data.visto === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      const parsed = parseWeekForm(form);
      if (!parsed.ok) return fail(400, parsed.errors, MSG_CHECK_FIELDS);
      if (what.data.visto !== location.workingDaysText) return fail(409, {}, MSG_LOCATION_CONFLICT);
      const saved = await saveLocationHours(env, who, location, what.data.visto, parsed.workingDays);
      if (saved === "conflict") return fail(409, {}, MSG_LOCATION_CONFLICT);
      return done("horarios-guardados");
    }
    case "dia-especial": {
      const parsed = parseSpecialDayForm(form, await todayAt(env, access, location));
      if (!parsed.ok) return fail(400, parsed.errors, MSG_CHECK_FIELDS);
      await addSpecialDay(env, who, location, parsed.exception);
      return done("dia-especial-guardado");
    }
    case "modo": {
      if (what.data.modo === undefined || what.data.visto === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      const mode = (await listLocationModes(env, access.company.id, location.id)).find((m) => m.id === what.data.modo);
      if (!mode) throw notFound();
      const parsed = parseModeForm(form, payments, mode.payments.map((p) => p.id), mode.surcharges.map((c) => c.id));
      if (!parsed.ok) return fail(400, parsed.errors, "Revise los campos marcados.");
      if (what.data.visto !== seenOf(mode)) return fail(409, {}, MSG_MODE_CONFLICT);
      if ((await saveLocationMode(env, who, location, mode, parsed.draft)) === "conflict") return fail(409, {}, MSG_MODE_CONFLICT);
      return done(`modo-guardado#modo-${mode.id}`);
    }
    case "quitar-dia-especial": {
      if (what.data.dia === undefined) return fail(400, {}, MSG_FORM_UNREADABLE);
      if (!(await dropSpecialDay(env, who, location, what.data.dia))) throw notFound();
      return done("dia-especial-quitado");
    }
  }
}
