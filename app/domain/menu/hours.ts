// Opening hours (storefront.md §2 Modals "Information" and "Closed branch").
// The clock and time zone are injected; only Intl is used to read local time.
import type { BranchContact, HoursException, OrderMode, WorkingDay, WorkingHours } from "~/domain/types";
import { zonedFormat } from "~/domain/date-time-format";

const weekdayClock = zonedFormat("en-US", { weekday: "short", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** ISO weekday order 1..7 (types.ts WorkingDay.dayOfWeek). */
export const DAY_NAMES = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"] as const;
export const DAY_MINUTES = 24 * 60;

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
/** Local ISO weekday, date ('YYYY-MM-DD') and minutes since midnight of `now` in the IANA zone `tz`. */
export function localTime(now: Date, tz: string): { dayOfWeek: number; date: string; minutes: number } {
  const fmt = weekdayClock(tz);
  const parts = Object.fromEntries(fmt.formatToParts(now).map((p) => [p.type, p.value]));
  // Some ICU versions print midnight as '24' even with h23; fold it back to 0.
  const hour = Number(parts.hour) % 24;
  return { dayOfWeek: WEEKDAYS[parts.weekday ?? ""] ?? 1, date: `${parts.year}-${parts.month}-${parts.day}`, minutes: hour * 60 + Number(parts.minute) };
}

/** The local date before 'YYYY-MM-DD'. */
export function previousDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
}

/**
 * The ranges a date opens with: its special day's when it has one (none = closed all day),
 * else its weekday's (several entries of one weekday are merged).
 */
export function hoursOn(workingDays: readonly WorkingDay[], exceptions: readonly HoursException[], date: string, dayOfWeek: number): WorkingHours[] {
  const special = exceptions.find((e) => e.date === date);
  if (special) return special.workingHours;
  return workingDays.filter((d) => d.dayOfWeek === dayOfWeek).flatMap((d) => d.workingHours);
}

/** 'HH:MM' (or 'H:MM', 'HH:MM:SS') → minutes; invalid → null. */
export function parseHHMM(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/**
 * A range as [start, end) minutes of its own day. endAt '00:00' or below startAt
 * runs past midnight (end > 1440); startAt equal to endAt is a 24-hour range.
 */
function rangeMinutes(r: { startAt: string; endAt: string }): [number, number] | null {
  const start = parseHHMM(r.startAt);
  const end = parseHHMM(r.endAt);
  if (start == null || end == null) return null;
  return [start, end <= start ? end + DAY_MINUTES : end];
}

/**
 * True when `now` falls inside the working days (ranges past midnight included). A special day
 * replaces its weekday's ranges on its date, the ones spilling past its midnight included.
 */
export function isWithinWorkingDays(workingDays: readonly WorkingDay[], now: Date, tz: string, exceptions: readonly HoursException[] = []): boolean {
  const { dayOfWeek, date, minutes } = localTime(now, tz);
  const yesterday = dayOfWeek === 1 ? 7 : dayOfWeek - 1;
  const inside = (ranges: readonly WorkingHours[], test: (range: [number, number]) => boolean) =>
    ranges.some((r) => {
      const range = rangeMinutes(r);
      return range !== null && test(range);
    });
  return (
    inside(hoursOn(workingDays, exceptions, date, dayOfWeek), (range) => minutes >= range[0] && minutes < range[1]) ||
    // yesterday's ranges spilling past midnight into today
    inside(hoursOn(workingDays, exceptions, previousDate(date), yesterday), (range) => minutes + DAY_MINUTES < range[1])
  );
}

/**
 * storefront.md §2 Information: manually closed wins over everything
 * ('Cerrado Temporalmente'), then a special day of today's date (docs/decisions.md "Special
 * days"), then 'Siempre abierto', then the working days.
 */
export function isOpenAt(
  workingDays: readonly WorkingDay[],
  now: Date,
  tz: string,
  flags: { alwaysOpen: boolean; manuallyClosed: boolean },
  exceptions: readonly HoursException[] = [],
): boolean {
  if (flags.manuallyClosed) return false;
  if (flags.alwaysOpen && exceptions.length === 0) return true;
  return isWithinWorkingDays(flags.alwaysOpen ? ALWAYS_OPEN : workingDays, now, tz, exceptions);
}

/** Every day 00:00–00:00: the hours of a local that is always open (its special days still count). */
export const ALWAYS_OPEN: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, workingHours: [{ startAt: "00:00", endAt: "00:00" }] }));

const pad = (t: string) => {
  const m = parseHHMM(t);
  if (m == null) return t;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/**
 * storefront.md §2 Information: 'De HH:MM a HH:MM' per range; several ranges
 * joined with ' / ' so each keeps the literal form; no range → 'Cerrado'.
 */
export function formatDaySchedule(day: WorkingDay | undefined): string {
  const ranges = (day?.workingHours ?? []).filter((r) => rangeMinutes(r));
  if (ranges.length === 0) return "Cerrado";
  return ranges.map((r) => `De ${pad(r.startAt)} a ${pad(r.endAt)}`).join(" / ");
}

/** Online orders of the mode paused from the shop's console at `now`. */
export function isModePaused(mode: Pick<OrderMode, "pausedUntil">, now: Date): boolean {
  return mode.pausedUntil != null && now.getTime() < mode.pausedUntil;
}

export type ModeOrderStatus = "open" | "scheduleOnly" | "closed" | "informational";

/**
 * Whether a mode can take an order now. Disabled or inactive → 'informational';
 * scheduledOnly → 'scheduleOnly'; otherwise open if the local is open (and, with
 * useSchedule, the mode's own schedules too), else 'closed'.
 */
export function modeCanOrderNow(
  branchContact: Pick<BranchContact, "alwaysOpen" | "manuallyClosed" | "deliveryConfig">,
  mode: Pick<OrderMode, "active" | "orderEnabled" | "scheduledOnly" | "useSchedule" | "schedules" | "pausedUntil">,
  now: Date,
  tz: string,
): ModeOrderStatus {
  if (!mode.active || !mode.orderEnabled) return "informational";
  if (mode.scheduledOnly) return "scheduleOnly";
  // Paused from the shop's console: closed like a manually closed local, for this mode only.
  if (isModePaused(mode, now)) return "closed";
  const flags = { alwaysOpen: branchContact.alwaysOpen, manuallyClosed: branchContact.manuallyClosed };
  const exceptions = branchContact.deliveryConfig.hoursExceptions ?? [];
  const open = mode.useSchedule
    ? !flags.manuallyClosed && isWithinWorkingDays(mode.schedules, now, tz, exceptions)
    : isOpenAt(branchContact.deliveryConfig.workingDays, now, tz, flags, exceptions);
  return open ? "open" : "closed";
}

/** storefront.md §2 Modals "Closed branch": texts per status; null when no modal. */
export function closedModalText(status: ModeOrderStatus): { title: string; text: string } | null {
  if (status === "closed") {
    return {
      title: "Local cerrado",
      text: "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.",
    };
  }
  if (status === "scheduleOnly") {
    return {
      title: "Programa tu pedido",
      text: "Programa tu pedido para más adelante. En este momento el local está cerrado.",
    };
  }
  return null;
}
