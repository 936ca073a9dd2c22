// A product discount's dates (from, to): it runs from 00:00 of its first day to 24:00 of its last,
// in the location's time zone; no date means no limit on that side. The menu snapshot keeps the
// two instants, and each read applies them to the time of the request (menuAt), so a discount
// starts and ends at midnight without any write to the menu. The clock is the caller's.
import { zonedFormat } from "~/domain/date-time-format";

/** The demo's and Argentina's zone, for a branch whose country row is missing. */
export const DEFAULT_TIME_ZONE = "America/Argentina/Buenos_Aires";

export const MSG_DISCOUNT_DATE = "Ingrese una fecha válida (día, mes y año).";
export const MSG_DISCOUNT_DATE_ORDER = "La fecha de fin debe ser igual o posterior a la de inicio.";

const wallClock = zonedFormat("en-US", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

/** 'YYYY-MM-DD' of a real day, or null. */
export function parseDay(raw: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((raw ?? "").trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && y >= 2000 && y <= 2100 ? m[0] : null;
}

/** How far the wall clock of `tz` is ahead of UTC at the instant `ms`. */
function offsetMs(ms: number, tz: string): number {
  const p = Object.fromEntries(wallClock(tz).formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant 00:00 of `day` ('YYYY-MM-DD') begins in the IANA zone `tz`. */
export function startOfDay(day: string, tz: string): number {
  const [y, m, d] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Twice: the offset at the guess may differ from the offset at the answer (a change of hour).
  const guess = utcMidnight - offsetMs(utcMidnight, tz);
  return utcMidnight - offsetMs(guess, tz);
}

/** The day after `day` ('YYYY-MM-DD'). */
function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The instants a discount of these dates runs between: [startsAt, endsAt), each absent when open. */
export function discountWindow(validFrom: string | null, validTo: string | null, tz: string): { startsAt?: number; endsAt?: number } {
  return {
    ...(validFrom ? { startsAt: startOfDay(validFrom, tz) } : {}),
    ...(validTo ? { endsAt: startOfDay(nextDay(validTo), tz) } : {}),
  };
}

/** Whether a discount with this window applies at `nowMs`. */
export function discountRunsAt(d: { startsAt?: number | null; endsAt?: number | null }, nowMs: number): boolean {
  return (d.startsAt == null || nowMs >= d.startsAt) && (d.endsAt == null || nowMs < d.endsAt);
}

/** 'YYYY-MM-DD' as the owner reads it: '18/11/2026'. */
const dayText = (day: string) => day.split("-").reverse().join("/");

/** What the owner's list says of a discount's dates, or null when it has none. */
export function discountDatesText(validFrom: string | null, validTo: string | null): string | null {
  if (validFrom && validTo) return validFrom === validTo ? `Solo el ${dayText(validFrom)}` : `Del ${dayText(validFrom)} al ${dayText(validTo)}`;
  if (validFrom) return `Desde el ${dayText(validFrom)}`;
  if (validTo) return `Hasta el ${dayText(validTo)}`;
  return null;
}

/** The form's two dates, each blank for no limit; the messages by field name when wrong. */
export function parseDiscountDates(from: string | undefined, to: string | undefined): { validFrom: string | null; validTo: string | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const blank = (v: string | undefined) => (v ?? "").trim() === "";
  const validFrom = blank(from) ? null : parseDay(from);
  const validTo = blank(to) ? null : parseDay(to);
  if (!blank(from) && validFrom === null) errors.validFrom = MSG_DISCOUNT_DATE;
  if (!blank(to) && validTo === null) errors.validTo = MSG_DISCOUNT_DATE;
  if (validFrom && validTo && validTo < validFrom) errors.validTo = MSG_DISCOUNT_DATE_ORDER;
  return { validFrom, validTo, errors };
}
