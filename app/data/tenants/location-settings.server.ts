// The owner's settings of the company's locations (back office, /admin/{companyAlias}/locales):
// the list by branch, one location's name, address and phones, its opening hours ('Siempre
// abierto' or the week), 'Cerrado manualmente' and special days. Every statement filters by
// company_id (another tenant's id reads and writes nothing). Each change and its menu_audit_log row
// ('LOCATION') are one batch, and every change is an optimistic write: the statement matches the
// rows only as the owner saw them, and the audit row goes in only when it changed something.
import { json, type MenuEditor } from "~/data/menus/back-office-menu.server";
import type { HoursException, WorkingDay } from "~/domain/types";

export interface LocationListItem {
  id: number;
  branchId: number;
  name: string;
  address: string;
  alwaysOpen: boolean;
  manuallyClosed: boolean;
}

export interface StoredSpecialDay extends HoursException {
  id: number;
}

/** A location's name, address, pin and phones: the 'Datos del local' form. */
export interface LocationDetails {
  name: string;
  street: string;
  number: string;
  city: string;
  lat: number;
  lng: number;
  whatsappPhone: string;
  callPhone: string | null;
}

export interface LocationSettings extends LocationDetails {
  id: number;
  branchId: number;
  alias: string;
  alwaysOpen: boolean;
  manuallyClosed: boolean;
  workingDays: WorkingDay[];
  /** The stored JSON of the working days as read: the optimistic check of a save. */
  workingDaysText: string;
  specialDays: StoredSpecialDay[];
  /** The stored special days as read (ids, dates, hours): the optimistic check of adding or removing one. */
  specialDaysText: string;
}

/** The special days of a location as one text, read the same way by the page and by the guarded writes. */
const SPECIAL_DAYS_TEXT = `(SELECT coalesce(group_concat(id || '|' || date || '|' || working_hours, ';'), '')
  FROM (SELECT id, date, working_hours FROM location_hours_exceptions WHERE company_id = ?2 AND branch_contact_id = ?3 ORDER BY id))`;

/** The company's locations, by branch position then their own. */
export async function listCompanyLocations(env: Pick<Env, "DB">, companyId: number): Promise<LocationListItem[]> {
  const rows = await env.DB.prepare(
    `SELECT c.id, c.branch_id, c.name, c.street, c.number, coalesce(c.zone, c.locality, c.city) AS locality, c.always_open, c.manually_closed
     FROM branch_contacts c JOIN branches b ON b.id = c.branch_id AND b.company_id = c.company_id
     WHERE c.company_id = ? ORDER BY b.position, b.id, c.position, c.id`,
  )
    .bind(companyId)
    .all<{ id: number; branch_id: number; name: string; street: string; number: string; locality: string | null; always_open: number; manually_closed: number }>();
  return rows.results.map((r) => ({
    id: r.id,
    branchId: r.branch_id,
    name: r.name,
    address: [`${r.street} ${r.number}`.trim(), r.locality].filter(Boolean).join(", "),
    alwaysOpen: r.always_open === 1,
    manuallyClosed: r.manually_closed === 1,
  }));
}

/** One location of the company with its hours and special days, or null. */
export async function getLocationSettings(env: Pick<Env, "DB">, companyId: number, id: number): Promise<LocationSettings | null> {
  const [contact, special, specialText] = await env.DB.batch([
    env.DB.prepare(
      "SELECT id, branch_id, alias, name, street, number, city, lat, lng, whatsapp_phone, call_phone, always_open, manually_closed, working_days FROM branch_contacts WHERE company_id = ? AND id = ?",
    ).bind(companyId, id),
    env.DB.prepare("SELECT id, date, working_hours FROM location_hours_exceptions WHERE company_id = ? AND branch_contact_id = ? ORDER BY date").bind(companyId, id),
    env.DB.prepare(`SELECT ${SPECIAL_DAYS_TEXT} AS seen WHERE ?1 = 1`).bind(1, companyId, id),
  ]);
  type Row = { id: number; branch_id: number; alias: string; name: string; street: string; number: string; city: string; lat: number; lng: number; whatsapp_phone: string | null; call_phone: string | null };
  const r = contact!.results[0] as (Row & { always_open: number; manually_closed: number; working_days: string }) | undefined;
  if (!r) return null;
  return {
    id: r.id,
    branchId: r.branch_id,
    alias: r.alias,
    name: r.name,
    street: r.street,
    number: r.number,
    city: r.city,
    lat: r.lat,
    lng: r.lng,
    whatsappPhone: r.whatsapp_phone ?? "",
    callPhone: r.call_phone,
    alwaysOpen: r.always_open === 1,
    manuallyClosed: r.manually_closed === 1,
    workingDays: JSON.parse(r.working_days) as WorkingDay[],
    workingDaysText: r.working_days,
    specialDays: (special!.results as { id: number; date: string; working_hours: string }[]).map((s) => ({ id: s.id, date: s.date, workingHours: JSON.parse(s.working_hours) })),
    specialDaysText: (specialText!.results[0] as { seen: string }).seen,
  };
}

/** The history row of a location's change: ?1 id, ?2 company, ?3 branch, ?4 person, ?5 name, ?6 location, ?7 action, ?8 before, ?9 after, ?10 when. */
const auditRow = (d1: D1Database, guard: string) =>
  d1.prepare(
    `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, 'LOCATION', ?6, ?7, ?8, ?9, ?10 WHERE ${guard}`,
  );

const audit = (d1: D1Database, who: MenuEditor, at: LocationSettings, guard: string, action: string, before: unknown, after: unknown) =>
  auditRow(d1, guard).bind(crypto.randomUUID(), who.companyId, at.branchId, who.personId, who.personName, at.id, action, json(before), json(after), who.nowMs);

/**
 * Writes the week's hours and 'Siempre abierto' if they are still as `at` read them (the page the
 * owner saved from); 'conflict' when someone changed them since (nothing written).
 */
export async function saveWorkingDays(env: Pick<Env, "DB">, who: MenuEditor, at: LocationSettings, alwaysOpen: boolean, workingDays: WorkingDay[]): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const results = await d1.batch([
    d1
      .prepare("UPDATE branch_contacts SET working_days = ?, always_open = ? WHERE company_id = ? AND id = ? AND working_days = ? AND always_open = ?")
      .bind(JSON.stringify(workingDays), alwaysOpen ? 1 : 0, who.companyId, at.id, at.workingDaysText, at.alwaysOpen ? 1 : 0),
    audit(d1, who, at, "changes() = 1", "horarios", { name: at.name, alwaysOpen: at.alwaysOpen, workingDays: JSON.parse(at.workingDaysText) }, { name: at.name, alwaysOpen, workingDays }),
  ]);
  return (results[1]!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}

const detailsOf = (l: LocationDetails) => ({
  name: l.name,
  address: `${l.street} ${l.number}, ${l.city}`,
  point: `${l.lat}, ${l.lng}`,
  whatsapp: l.whatsappPhone,
  callPhone: l.callPhone,
});

/**
 * The location's name, address, pin and phones, if they are still as `at` read them; 'conflict'
 * otherwise (nothing written). A new address drops the stored neighbourhood (zone, locality):
 * the lists show the city until the address is geocoded again with one.
 */
export async function saveLocationDetails(env: Pick<Env, "DB">, who: MenuEditor, at: LocationSettings, next: LocationDetails): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const moved = next.street !== at.street || next.number !== at.number || next.city !== at.city;
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE branch_contacts SET name = ?1, street = ?2, number = ?3, city = ?4, lat = ?5, lng = ?6, whatsapp_phone = ?7, call_phone = ?8,
           zone = CASE WHEN ?9 THEN NULL ELSE zone END, locality = CASE WHEN ?9 THEN NULL ELSE locality END
         WHERE company_id = ?10 AND id = ?11 AND name = ?12 AND street = ?13 AND number = ?14 AND city = ?15 AND lat = ?16 AND lng = ?17
           AND coalesce(whatsapp_phone, '') = ?18 AND call_phone IS ?19`,
      )
      .bind(
        next.name, next.street, next.number, next.city, next.lat, next.lng, next.whatsappPhone, next.callPhone, moved ? 1 : 0,
        who.companyId, at.id, at.name, at.street, at.number, at.city, at.lat, at.lng, at.whatsappPhone, at.callPhone,
      ),
    audit(d1, who, at, "changes() = 1", "datos", detailsOf(at), detailsOf(next)),
  ]);
  return (results[1]!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}

/** 'Cerrado manualmente' on or off; false when it already was (nothing written, no history row). */
export async function setManuallyClosed(env: Pick<Env, "DB">, who: MenuEditor, at: LocationSettings, closed: boolean): Promise<boolean> {
  const d1 = env.DB;
  const results = await d1.batch([
    d1.prepare("UPDATE branch_contacts SET manually_closed = ? WHERE company_id = ? AND id = ? AND manually_closed = ?").bind(closed ? 1 : 0, who.companyId, at.id, closed ? 0 : 1),
    audit(d1, who, at, "changes() = 1", closed ? "cerrar" : "reabrir", { name: at.name, manuallyClosed: !closed }, { name: at.name, manuallyClosed: closed }),
  ]);
  return (results[1]!.meta.changes ?? 0) === 1;
}

/**
 * A special day of the location (the date's former one, if any, replaced), if the special days are
 * still as `at` read them; 'conflict' otherwise (nothing written).
 */
export async function saveSpecialDay(env: Pick<Env, "DB">, who: MenuEditor, at: LocationSettings, day: HoursException): Promise<"saved" | "conflict"> {
  const d1 = env.DB;
  const former = at.specialDays.find((s) => s.date === day.date);
  const results = await d1.batch([
    d1
      .prepare(
        `INSERT INTO location_hours_exceptions (company_id, branch_contact_id, date, working_hours) SELECT ?2, ?3, ?4, ?5 WHERE ${SPECIAL_DAYS_TEXT} = ?1
         ON CONFLICT (company_id, branch_contact_id, date) DO UPDATE SET working_hours = excluded.working_hours`,
      )
      .bind(at.specialDaysText, who.companyId, at.id, day.date, JSON.stringify(day.workingHours)),
    audit(d1, who, at, "changes() = 1", "dia-especial", former ? { name: at.name, specialDay: { date: former.date, workingHours: former.workingHours } } : null, { name: at.name, specialDay: day }),
  ]);
  return (results[1]!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}

/** Removes a special day of the location if the special days are still as `at` read them; 'not-found' when it is not one of its own. */
export async function removeSpecialDay(env: Pick<Env, "DB">, who: MenuEditor, at: LocationSettings, specialDayId: number): Promise<"removed" | "conflict" | "not-found"> {
  const d1 = env.DB;
  const day = at.specialDays.find((s) => s.id === specialDayId);
  if (!day) return "not-found";
  const results = await d1.batch([
    d1
      .prepare(`DELETE FROM location_hours_exceptions WHERE company_id = ?2 AND branch_contact_id = ?3 AND id = ?4 AND ${SPECIAL_DAYS_TEXT} = ?1`)
      .bind(at.specialDaysText, who.companyId, at.id, specialDayId),
    audit(d1, who, at, "changes() = 1", "quitar-dia-especial", { name: at.name, specialDay: { date: day.date, workingHours: day.workingHours } }, { name: at.name }),
  ]);
  return (results[1]!.meta.changes ?? 0) === 1 ? "removed" : "conflict";
}

export interface NewLocation {
  branchId: number;
  alias: string;
  name: string;
  street: string;
  number: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  whatsappPhone: string;
  callPhone: string | null;
  workingDays: WorkingDay[];
  /** Its order modes in the storefront's order, each paid in cash (the back office's form: one). */
  modes: readonly { type: string; slug: string; showName: string }[];
}

/** "The seed keeps the demo's published ids": the location's, and per mode its own and its cash payment's. The back office never passes them. */
export interface PublishedLocationIds {
  locationId: number;
  modes: readonly { id: number; cashPaymentId: number }[];
}

/**
 * A new location of one of the company's branches, with its alias, its order modes paid in cash and
 * its history row, in one batch; 'alias-taken' when the alias is already anyone's. The branch is
 * the company's (the INSERT selects it by company), else nothing is written.
 */
export async function createLocation(
  env: Pick<Env, "DB">,
  who: MenuEditor,
  l: NewLocation,
  published?: PublishedLocationIds,
): Promise<{ ok: true; id: number } | { ok: false; reason: "alias-taken" | "no-branch" }> {
  const d1 = env.DB;
  const location = "(SELECT id FROM branch_contacts WHERE alias = ?1)";
  try {
    const results = await d1.batch([
      d1
        .prepare(
          `INSERT INTO branch_contacts (id, company_id, branch_id, alias, name, street, number, city, country, lat, lng, whatsapp_phone, call_phone, working_days, position)
           SELECT ?14, company_id, id, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,
             (SELECT coalesce(max(position), -1) + 1 FROM branch_contacts WHERE company_id = ?12 AND branch_id = ?13)
           FROM branches WHERE company_id = ?12 AND id = ?13`,
        )
        .bind(l.alias, l.name, l.street, l.number, l.city, l.country, l.lat, l.lng, l.whatsappPhone, l.callPhone, JSON.stringify(l.workingDays), who.companyId, l.branchId, published?.locationId ?? null),
      d1.prepare(`INSERT INTO aliases (alias, type, company_id, target_id) SELECT ?1, 'branchContact', ?2, id FROM branch_contacts WHERE alias = ?1 AND company_id = ?2`).bind(l.alias, who.companyId),
      ...l.modes.flatMap((mode, position) => [
        d1
          .prepare(`INSERT INTO order_modes (id, company_id, branch_contact_id, slug, type, show_name, schedules, position) SELECT ?6, ?2, id, ?3, ?4, ?5, '[]', ?7 FROM branch_contacts WHERE alias = ?1 AND company_id = ?2`)
          .bind(l.alias, who.companyId, mode.slug, mode.type, mode.showName, published?.modes[position]?.id ?? null, position),
        d1
          .prepare(`INSERT INTO payment_types (id, company_id, order_mode_id, show_name, payment_method, position) SELECT ?4, ?2, id, 'Efectivo', 'CASH', 0 FROM order_modes WHERE company_id = ?2 AND branch_contact_id = ${location} AND slug = ?3`)
          .bind(l.alias, who.companyId, mode.slug, published?.modes[position]?.cashPaymentId ?? null),
      ]),
      d1
        .prepare(
          `INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at)
           SELECT ?2, ?3, branch_id, ?4, ?5, 'LOCATION', id, 'crear', NULL, ?6, ?7 FROM branch_contacts WHERE alias = ?1 AND company_id = ?3`,
        )
        .bind(l.alias, crypto.randomUUID(), who.companyId, who.personId, who.personName, json({ name: l.name, address: `${l.street} ${l.number}, ${l.city}` }), who.nowMs),
      d1.prepare("SELECT id FROM branch_contacts WHERE alias = ?1 AND company_id = ?2").bind(l.alias, who.companyId),
    ]);
    const row = results[results.length - 1]!.results[0] as { id: number } | undefined;
    return row ? { ok: true, id: row.id } : { ok: false, reason: "no-branch" };
  } catch (error) {
    if (/UNIQUE constraint failed/.test(String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? ""))) return { ok: false, reason: "alias-taken" };
    throw error;
  }
}
