// The owner's forms of a location's opening hours (/admin/{companyAlias}/locales/{locationId}):
// the week (several ranges a day, past midnight allowed) and the special days (a holiday closed all
// day or with its own hours). Pure: the page reads the form's fields, these turn them into the
// stored WorkingDay shape (app/domain/types.ts) or Spanish messages per field, keeping the values.
import { DAY_MINUTES, DAY_NAMES, parseHHMM } from "~/domain/menu/hours";
import type { HoursException, WorkingDay, WorkingHours } from "~/domain/types";

/** A range may close past midnight up to this hour of the next day (docs/decisions.md "Opening hours past midnight"). */
export const PAST_MIDNIGHT_LIMIT_MINUTES = 6 * 60;
/** Ranges a day holds in the form (the stored ones plus empty rows to add more). */
export const MAX_RANGES_PER_DAY = 4;

export const MSG_HOURS_FORMAT = "Escriba la hora como HH:MM, por ejemplo 09:30.";
export const MSG_HOURS_BOTH = "Complete la hora de apertura y la de cierre.";
export const MSG_HOURS_BACKWARDS = "La hora de cierre es anterior a la de apertura. Después de medianoche se puede cerrar hasta las 06:00.";
export const MSG_HOURS_OVERLAP = "Este horario se superpone con otro del mismo día o con el que viene de la noche anterior.";
export const MSG_SPECIAL_DATE = "Elija la fecha del día especial.";
export const MSG_SPECIAL_DATE_PAST = "Esa fecha ya pasó. Elija hoy o un día futuro.";
export const MSG_SPECIAL_HOURS = "Marque «Cerrado todo el día» o escriba el horario de ese día.";
export const MSG_LOCATION_CONFLICT = "Otra persona cambió este local. Revisá los cambios y guardá de nuevo.";
export const MSG_FORM_UNREADABLE = "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.";
export const MSG_CHECK_FIELDS = "Revise los horarios marcados.";

/** The field names of a range row: `{prefix}-{row}-desde` and `…-hasta`. */
export const rangeField = (prefix: string, row: number, end: "desde" | "hasta") => `${prefix}-${row}-${end}`;
/** The week form's prefix of a weekday (ISO 1..7). */
export const dayPrefix = (dayOfWeek: number) => `h${dayOfWeek}`;
export const SPECIAL_PREFIX = "e";

const two = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/** A range as [start, end) minutes of its day, `end` past 1440 when it closes after midnight. */
function span(r: WorkingHours): [number, number] {
  const start = parseHHMM(r.startAt)!;
  const end = parseHHMM(r.endAt)!;
  return [start, end <= start ? end + DAY_MINUTES : end];
}

type Rows = { field: string; range: WorkingHours }[];

/** The rows of one prefix: valid ranges in order of opening, or a message per bad row's 'desde' field. */
function readRows(values: Record<string, string>, prefix: string, errors: Record<string, string>): Rows {
  const rows: Rows = [];
  for (let row = 0; row < MAX_RANGES_PER_DAY; row++) {
    const from = (values[rangeField(prefix, row, "desde")] ?? "").trim();
    const to = (values[rangeField(prefix, row, "hasta")] ?? "").trim();
    const field = rangeField(prefix, row, "desde");
    if (from === "" && to === "") continue;
    if (from === "" || to === "") {
      errors[field] = MSG_HOURS_BOTH;
      continue;
    }
    const start = parseHHMM(from);
    const end = parseHHMM(to);
    if (start === null || end === null || !/^\d{1,2}:\d{2}$/.test(from) || !/^\d{1,2}:\d{2}$/.test(to)) {
      errors[field] = MSG_HOURS_FORMAT;
      continue;
    }
    // Equal times are a 24-hour range (hours.ts); an end before the start runs past midnight, up to the limit.
    if (end < start && end > PAST_MIDNIGHT_LIMIT_MINUTES) {
      errors[field] = MSG_HOURS_BACKWARDS;
      continue;
    }
    rows.push({ field, range: { startAt: hhmm(start), endAt: hhmm(end) } });
  }
  rows.sort((a, b) => span(a.range)[0] - span(b.range)[0]);
  for (let i = 1; i < rows.length; i++) {
    if (span(rows[i]!.range)[0] < span(rows[i - 1]!.range)[1]) errors[rows[i]!.field] ??= MSG_HOURS_OVERLAP;
  }
  return rows;
}

/** A night's ranges spilling past midnight overlap the next day's first ones: the next day's row is marked. */
function markSpills(previous: Rows, next: Rows, errors: Record<string, string>) {
  const spill = Math.max(0, ...previous.map((r) => span(r.range)[1] - DAY_MINUTES));
  for (const r of next) if (span(r.range)[0] < spill) errors[r.field] ??= MSG_HOURS_OVERLAP;
}

export type WeekFormResult = { ok: true; workingDays: WorkingDay[] } | { ok: false; errors: Record<string, string> };

/** The week form: every weekday's rows; a day without any is closed (no entry stored). */
export function parseWeekForm(values: Record<string, string>): WeekFormResult {
  const errors: Record<string, string> = {};
  const week = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, rows: readRows(values, dayPrefix(dayOfWeek), errors) }));
  week.forEach((day, i) => markSpills(day.rows, week[(i + 1) % 7]!.rows, errors));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    workingDays: week.filter((d) => d.rows.length > 0).map((d) => ({ dayOfWeek: d.dayOfWeek, workingHours: d.rows.map((r) => r.range) })),
  };
}

/** The week form's values of stored working days (several entries of a weekday merged). */
export function weekFormValues(workingDays: readonly WorkingDay[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let dayOfWeek = 1; dayOfWeek <= 7; dayOfWeek++) {
    const ranges = workingDays.filter((d) => d.dayOfWeek === dayOfWeek).flatMap((d) => d.workingHours);
    ranges.slice(0, MAX_RANGES_PER_DAY).forEach((r, row) => {
      values[rangeField(dayPrefix(dayOfWeek), row, "desde")] = r.startAt;
      values[rangeField(dayPrefix(dayOfWeek), row, "hasta")] = r.endAt;
    });
  }
  return values;
}

/** How many rows a day shows: its filled ones and one empty row to add a range (at least two). */
export function rowsShown(values: Record<string, string>, prefix: string): number {
  let filled = 0;
  for (let row = 0; row < MAX_RANGES_PER_DAY; row++) {
    if ((values[rangeField(prefix, row, "desde")] ?? "") !== "" || (values[rangeField(prefix, row, "hasta")] ?? "") !== "") filled = row + 1;
  }
  return Math.min(MAX_RANGES_PER_DAY, Math.max(2, filled + 1));
}

export type SpecialDayResult = { ok: true; exception: HoursException } | { ok: false; errors: Record<string, string> };

/** The special day form: a date from `today` on ('YYYY-MM-DD', local), closed all day or its own ranges. */
export function parseSpecialDayForm(values: Record<string, string>, today: string): SpecialDayResult {
  const errors: Record<string, string> = {};
  const date = (values.fecha ?? "").trim();
  const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
  if (!real) errors.fecha = MSG_SPECIAL_DATE;
  else if (date < today) errors.fecha = MSG_SPECIAL_DATE_PAST;
  const closed = (values.cerrado ?? "") !== "";
  const rows = closed ? [] : readRows(values, SPECIAL_PREFIX, errors);
  if (!closed && rows.length === 0 && !Object.keys(errors).some((k) => k.startsWith(`${SPECIAL_PREFIX}-`))) errors[rangeField(SPECIAL_PREFIX, 0, "desde")] = MSG_SPECIAL_HOURS;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, exception: { date, workingHours: rows.map((r) => r.range) } };
}

/** 'Miércoles 25/12/2026' of a local date. */
export function specialDayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const weekday = ((new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7) + 1;
  return `${DAY_NAMES[weekday - 1]} ${two(d!)}/${two(m!)}/${y}`;
}
