// Scheduled orders: storefront.md §4 "Scheduling" (days filtered to days with
// slots, today dropped when no slot remains, minimum lead time for today's
// slots, first available day and hour, forced scheduling) and §2 "Checkout
// page" (titles and subtitles). `now` and the IANA zone are injected; values the
// spec leaves open are in docs/decisions.md#checkout-and-orders "Scheduling slots".
import { ALWAYS_OPEN, DAY_MINUTES, DAY_NAMES, hoursOn, parseHHMM, type ModeOrderStatus } from "~/domain/menu/hours";
import type { BranchContact, HoursException, OrderMode, OrderModeType, WorkingDay } from "../types";
import { zonedFormat } from "~/domain/date-time-format";
import { keptAnswers } from "~/domain/kept-answers";

const wallClockParts = zonedFormat("en-US", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** Days offered, today included. */
export const SCHEDULE_DAYS = 7;
/** A slot must be at least this far from now. */
export const LEAD_MINUTES = 30;
/** Distance between two slots, from the start of each range. */
export const SLOT_STEP_MINUTES = 30;

export interface ScheduleOptions {
  days?: number;
  leadMinutes?: number;
  stepMinutes?: number;
  /** The location's special days: on their date their ranges replace the weekday's. */
  exceptions?: readonly HoursException[];
}

export interface ScheduleSlot {
  /** Local 'YYYY-MM-DDTHH:MM': the form value (scheduledAt). */
  value: string;
  /** 'HH:MM' */
  time: string;
  /** The instant, epoch ms. */
  at: number;
}

export interface ScheduleDay {
  /** Local 'YYYY-MM-DD' */
  date: string;
  dayOfWeek: number;
  /** 'Hoy', 'Mañana' or 'Lunes 23/11' */
  label: string;
  slots: ScheduleSlot[];
}

const DAY_MS = 86_400_000;
const two = (n: number) => String(n).padStart(2, "0");
/**
 * A zone's offset from UTC is constant within each quarter hour of UTC (every transition of the
 * time zone database falls on one), so it is asked of Intl once per zone and quarter hour: a
 * week of scheduling slots asked it twice per slot, 40 % of the checkout submit's CPU.
 */
const QUARTER_HOUR_MS = 900_000;
const offsets = keptAnswers<number>(20_000);

function offsetMs(at: number, tz: string): number {
  const start = Math.floor(at / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  return offsets(`${tz}|${start}`, () => {
    const p = Object.fromEntries(wallClockParts(tz).formatToParts(start).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute) - start;
  });
}

/** Wall-clock fields of `at` in `tz`. */
export function wallClock(at: number, tz: string) {
  const local = new Date(at + offsetMs(at, tz));
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The instant of a local wall-clock time (two passes settle DST offsets). */
export function instantOf(localDateMs: number, minutes: number, tz: string): number {
  const wanted = localDateMs + minutes * 60_000; // the wall clock written as if it were UTC
  let at = wanted;
  for (let i = 0; i < 2; i++) {
    const w = wallClock(at, tz);
    const seen = Date.UTC(w.y, w.m - 1, w.d) + w.minutes * 60_000;
    at += wanted - seen;
  }
  return at;
}

/** ISO weekday of a local date kept as UTC midnight ms. */
const isoWeekday = (dateMs: number) => ((new Date(dateMs).getUTCDay() + 6) % 7) + 1;
const isoDate = (dateMs: number) => {
  const d = new Date(dateMs);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
};

/** 'Hoy', 'Mañana', else '{Día} dd/mm' (storefront.md §4 Scheduling; format ours). */
export function dayLabel(dateMs: number, todayMs: number): string {
  const diff = Math.round((dateMs - todayMs) / DAY_MS);
  if (diff === 0) return "Hoy";
  if (diff === 1) return "Mañana";
  const d = new Date(dateMs);
  return `${DAY_NAMES[isoWeekday(dateMs) - 1]} ${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}`;
}

/**
 * The days with slots from today on, each with its slots. Ranges past midnight
 * put their late slots on the next day; the range's end (closing time) is not a
 * slot. Slots closer than the lead time to `now` are dropped, so today goes away
 * when none remains.
 */
export function scheduleDays(workingDays: readonly WorkingDay[], now: Date, tz: string, opts: ScheduleOptions = {}): ScheduleDay[] {
  // The week's slots are worked out once per minute (every checkout page and submit asks for
  // them); each call then drops the slots its own `now` no longer leaves time for.
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const key = `${tz}|${minute}|${opts.days}|${opts.leadMinutes}|${opts.stepMinutes}|${JSON.stringify(workingDays)}|${JSON.stringify(opts.exceptions ?? [])}`;
  const week = weeks(key, () => slotsFrom(workingDays, minute, tz, opts));
  const earliest = now.getTime() + (opts.leadMinutes ?? LEAD_MINUTES) * 60_000;
  return week.map((d) => ({ ...d, slots: d.slots.filter((slot) => slot.at >= earliest) })).filter((d) => d.slots.length > 0);
}

const weeks = keptAnswers<ScheduleDay[]>(200);

/** scheduleDays at the start of a minute (`nowMs`): a superset of the slots of any instant in it. */
function slotsFrom(workingDays: readonly WorkingDay[], nowMs: number, tz: string, opts: ScheduleOptions): ScheduleDay[] {
  const now = new Date(nowMs);
  const days = opts.days ?? SCHEDULE_DAYS;
  const lead = opts.leadMinutes ?? LEAD_MINUTES;
  const step = Math.max(5, opts.stepMinutes ?? SLOT_STEP_MINUTES);
  const earliest = now.getTime() + lead * 60_000;
  const wc = wallClock(now.getTime(), tz);
  const today = Date.UTC(wc.y, wc.m - 1, wc.d);
  const byDate = new Map<number, Map<number, ScheduleSlot>>();

  // From yesterday: its ranges past midnight spill into today.
  for (let k = -1; k < days; k++) {
    const dateMs = today + k * DAY_MS;
    const weekday = isoWeekday(dateMs);
    for (const r of hoursOn(workingDays, opts.exceptions ?? [], isoDate(dateMs), weekday)) {
      const start = parseHHMM(r.startAt);
      const endRaw = parseHHMM(r.endAt);
      if (start == null || endRaw == null) continue;
      const end = endRaw <= start ? endRaw + DAY_MINUTES : endRaw;
      for (let t = start; t < end; t += step) {
        const slotDate = dateMs + Math.floor(t / DAY_MINUTES) * DAY_MS;
        const minutes = t % DAY_MINUTES;
        if (slotDate < today || slotDate >= today + days * DAY_MS) continue;
        const at = instantOf(slotDate, minutes, tz);
        if (at < earliest) continue;
        const time = `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
        const list = byDate.get(slotDate) ?? new Map<number, ScheduleSlot>();
        list.set(minutes, { value: `${isoDate(slotDate)}T${time}`, time, at });
        byDate.set(slotDate, list);
      }
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([dateMs, slots]) => ({
      date: isoDate(dateMs),
      dayOfWeek: isoWeekday(dateMs),
      label: dayLabel(dateMs, today),
      slots: [...slots.entries()].sort(([a], [b]) => a - b).map(([, s]) => s),
    }));
}

/** The slot value (from a form) is one of the offered slots right now. */
export function findSlot(days: readonly ScheduleDay[], value: string | null | undefined): ScheduleSlot | null {
  if (!value) return null;
  for (const d of days) for (const s of d.slots) if (s.value === value) return s;
  return null;
}

export function isValidScheduledSlot(
  value: string | null | undefined, workingDays: readonly WorkingDay[], now: Date, tz: string, opts?: ScheduleOptions,
): boolean {
  return findSlot(scheduleDays(workingDays, now, tz, opts), value) != null;
}

/** §4: with scheduling and no time, the first available day and hour. */
export function firstAvailableSlot(days: readonly ScheduleDay[]): ScheduleSlot | null {
  return days[0]?.slots[0] ?? null;
}

/** §4: changing day keeps the time if that day offers it, else the day's first slot. */
export function adjustSlot(days: readonly ScheduleDay[], date: string, time: string | null): ScheduleSlot | null {
  const day = days.find((d) => d.date === date) ?? days[0];
  if (!day) return null;
  return day.slots.find((s) => s.time === time) ?? day.slots[0] ?? null;
}

/** The working days slots come from: the mode's own schedules, else the local's hours. */
export function scheduleSource(
  bc: Pick<BranchContact, "alwaysOpen" | "deliveryConfig">, mode: Pick<OrderMode, "useSchedule" | "schedules">,
): WorkingDay[] {
  if (mode.useSchedule) return mode.schedules;
  return bc.alwaysOpen ? ALWAYS_OPEN : bc.deliveryConfig.workingDays;
}

export interface SchedulingState {
  /** 'En el momento' possible. */
  immediateAvailable: boolean;
  /** §4 'scheduling is forced when availability requires it'. */
  mustSchedule: boolean;
  /** Some slot exists. */
  canSchedule: boolean;
}

/** From the mode's status now (hours.ts modeCanOrderNow) and the offered days. */
export function schedulingState(status: ModeOrderStatus, days: readonly ScheduleDay[]): SchedulingState {
  const canSchedule = status !== "informational" && days.some((d) => d.slots.length > 0);
  const immediateAvailable = status === "open";
  return { immediateAvailable, mustSchedule: !immediateAvailable && canSchedule, canSchedule };
}

/** §2 Checkout page: scheduling title, toggles and subtitle. */
export function schedulingTexts(modeType: OrderModeType, mustSchedule: boolean) {
  return {
    title: mustSchedule ? "Programa tu pedido" : "Tipo de pedido",
    toggles: mustSchedule ? null : (["En el momento", "Programado"] as const),
    subtitle:
      modeType === "DELIVERY"
        ? "Selecciona el día y hora para la entrega de tu pedido."
        : "Selecciona el día y hora para el retiro de tu pedido.",
  };
}
