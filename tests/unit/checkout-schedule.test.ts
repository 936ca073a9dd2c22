// storefront.md §4 Scheduling, §2 Checkout page titles; demo-tenant.md Belgrano
// (Mon–Sat 11:00-15:00 and 19:00-23:30, closed Sunday), Caballito (manually closed,
// scheduled orders possible; every day 19:00–23:30). Buenos Aires is UTC−3 all year.
import { describe, expect, it } from "vitest";
import type { WorkingDay } from "../../app/domain/types";
import {
  adjustSlot, firstAvailableSlot, isValidScheduledSlot, scheduleDays, scheduleSource, schedulingState, schedulingTexts, wallClock,
} from "../../app/domain/checkout/schedule";

const TZ = "America/Argentina/Buenos_Aires";
const at = (local: string) => new Date(`${local}-03:00`);
const BELGRANO: WorkingDay[] = [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek, workingHours: [{ startAt: "11:00", endAt: "15:00" }, { startAt: "19:00", endAt: "23:30" }],
}));
const CABALLITO: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, workingHours: [{ startAt: "19:00", endAt: "23:30" }] }));
const times = (d: { slots: { time: string }[] }) => d.slots.map((s) => s.time);
const EVENING = ["19:00", "19:30", "20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00"];
const NOON = ["11:00", "11:30", "12:00", "12:30", "13:00", "13:30", "14:00", "14:30"];

describe("Belgrano", () => {
  it("Sunday 22/11 12:00: today is closed and dropped; Monday to Saturday offered", () => {
    const days = scheduleDays(BELGRANO, at("2026-11-22T12:00:00"), TZ);
    expect(days.map((d) => d.label)).toEqual(["Mañana", "Martes 24/11", "Miércoles 25/11", "Jueves 26/11", "Viernes 27/11", "Sábado 28/11"]);
    expect(days[0].date).toBe("2026-11-23");
    expect(times(days[0])).toEqual([...NOON, ...EVENING]);
    expect(days[0].slots[0]).toEqual({ value: "2026-11-23T11:00", time: "11:00", at: Date.parse("2026-11-23T14:00:00Z") });
  });

  it("Monday 14:20: 30 minutes of lead time leave only the evening today", () => {
    const days = scheduleDays(BELGRANO, at("2026-11-23T14:20:00"), TZ);
    expect(days[0].label).toBe("Hoy");
    expect(times(days[0])).toEqual(EVENING);
    expect(days.map((d) => d.label)).toEqual(["Hoy", "Mañana", "Miércoles 25/11", "Jueves 26/11", "Viernes 27/11", "Sábado 28/11"]);
  });

  it("Monday 14:00: 14:30 is exactly 30 minutes ahead and still offered", () => {
    expect(times(scheduleDays(BELGRANO, at("2026-11-23T14:00:00"), TZ)[0])[0]).toBe("14:30");
  });

  it("Monday 14:01: 14:30 is 29 minutes ahead, below the lead time, and dropped", () => {
    expect(times(scheduleDays(BELGRANO, at("2026-11-23T14:01:00"), TZ)[0])[0]).toBe("19:00");
  });

  it("Monday 22:45: no slot left today, the first day is tomorrow", () => {
    const days = scheduleDays(BELGRANO, at("2026-11-23T22:45:00"), TZ);
    expect(days[0].label).toBe("Mañana");
    expect(firstAvailableSlot(days)?.value).toBe("2026-11-24T11:00");
  });

  it("validates a submitted slot against what is offered now", () => {
    const now = at("2026-11-23T14:20:00");
    expect(isValidScheduledSlot("2026-11-23T19:00", BELGRANO, now, TZ)).toBe(true);
    expect(isValidScheduledSlot("2026-11-23T14:30", BELGRANO, now, TZ)).toBe(false); // too soon
    expect(isValidScheduledSlot("2026-11-29T12:00", BELGRANO, now, TZ)).toBe(false); // Sunday
    expect(isValidScheduledSlot("2026-11-23T23:30", BELGRANO, now, TZ)).toBe(false); // closing time
    expect(isValidScheduledSlot("2026-11-23T19:15", BELGRANO, now, TZ)).toBe(false); // off-step
    expect(isValidScheduledSlot("2026-12-01T12:00", BELGRANO, now, TZ)).toBe(false); // beyond 7 days
    expect(isValidScheduledSlot("", BELGRANO, now, TZ)).toBe(false);
  });

  it("changing day keeps the time when offered, else the day's first slot", () => {
    const days = scheduleDays(BELGRANO, at("2026-11-23T14:20:00"), TZ);
    expect(adjustSlot(days, "2026-11-24", "21:00")?.value).toBe("2026-11-24T21:00");
    expect(adjustSlot(days, "2026-11-23", "12:00")?.value).toBe("2026-11-23T19:00");
  });
});

describe("Caballito (manually closed, scheduled only)", () => {
  it("Saturday 21:00: today from 21:30 (lead 30), then 6 more days", () => {
    const days = scheduleDays(CABALLITO, at("2026-11-28T21:00:00"), TZ);
    expect(days).toHaveLength(7);
    expect(times(days[0])).toEqual(["21:30", "22:00", "22:30", "23:00"]);
    expect(days[1].label).toBe("Mañana");
    expect(days[2].label).toBe("Lunes 30/11");
    expect(days[6].date).toBe("2026-12-04");
  });

  it("scheduling is forced when the mode cannot order now", () => {
    const days = scheduleDays(CABALLITO, at("2026-11-28T21:10:00"), TZ);
    expect(schedulingState("scheduleOnly", days)).toEqual({ immediateAvailable: false, mustSchedule: true, canSchedule: true });
    expect(schedulingState("open", days)).toEqual({ immediateAvailable: true, mustSchedule: false, canSchedule: true });
    expect(schedulingState("informational", days).canSchedule).toBe(false);
    expect(schedulingState("closed", []).mustSchedule).toBe(false);
  });
});

describe("ranges and sources", () => {
  it("a Friday 20:00–02:00 range puts its late slots on Saturday", () => {
    const late: WorkingDay[] = [{ dayOfWeek: 5, workingHours: [{ startAt: "20:00", endAt: "02:00" }] }];
    const days = scheduleDays(late, at("2026-11-27T10:00:00"), TZ, { stepMinutes: 60 });
    expect(days.map((d) => [d.label, times(d)])).toEqual([
      ["Hoy", ["20:00", "21:00", "22:00", "23:00"]],
      ["Mañana", ["00:00", "01:00"]],
    ]);
  });

  it("always open → all day; useSchedule → the mode's schedules", () => {
    const bc = { alwaysOpen: true, deliveryConfig: { orderModes: [], workingDays: BELGRANO, betweenStreetsRequired: false, npsAvg: null } };
    expect(scheduleSource(bc, { useSchedule: true, schedules: CABALLITO })).toBe(CABALLITO);
    expect(scheduleSource({ ...bc, alwaysOpen: false }, { useSchedule: false, schedules: [] })).toBe(BELGRANO);
    const allDay = scheduleDays(scheduleSource(bc, { useSchedule: false, schedules: [] }), at("2026-11-22T23:00:00"), TZ);
    expect(times(allDay[0])).toEqual(["23:30"]);
    expect(allDay[1].slots).toHaveLength(48);
  });

  it("titles by mode and forcing", () => {
    expect(schedulingTexts("DELIVERY", true)).toEqual({
      title: "Programa tu pedido", toggles: null, subtitle: "Selecciona el día y hora para la entrega de tu pedido.",
    });
    expect(schedulingTexts("TAKE_AWAY", false)).toEqual({
      title: "Tipo de pedido", toggles: ["En el momento", "Programado"], subtitle: "Selecciona el día y hora para el retiro de tu pedido.",
    });
  });
});

describe("wallClock (the zone's offset kept per quarter hour)", () => {
  const byIntl = (at: number, tz: string) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
        .formatToParts(at)
        .map((x) => [x.type, Number(x.value)]),
    );
    return { y: p.year, m: p.month, d: p.day, minutes: (p.hour % 24) * 60 + p.minute };
  };

  it("agrees with Intl minute by minute across DST changes (Santiago, Madrid, Lord Howe) and where there is none (Buenos Aires)", () => {
    const around = [
      ["America/Santiago", Date.UTC(2026, 8, 6, 4, 0)], // clocks forward, first Sunday of September
      ["America/Santiago", Date.UTC(2026, 3, 5, 3, 0)], // clocks back, first Sunday of April
      ["Europe/Madrid", Date.UTC(2026, 2, 29, 1, 0)],
      ["Europe/Madrid", Date.UTC(2026, 9, 25, 1, 0)],
      ["Australia/Lord_Howe", Date.UTC(2026, 3, 4, 15, 0)], // a 30-minute change
      ["America/Argentina/Buenos_Aires", Date.UTC(2026, 10, 18, 18, 0)],
    ] as const;
    for (const [tz, change] of around) {
      for (let at = change - 3 * 3_600_000; at <= change + 3 * 3_600_000; at += 60_000 + 7_000) {
        expect(wallClock(at, tz), `${tz} ${new Date(at).toISOString()}`).toEqual(byIntl(at, tz));
      }
    }
  });
});

describe("scheduleDays within one minute", () => {
  it("each call keeps only the slots its own instant leaves 30 minutes for (12:30 at 12:00:00, not at 12:00:40)", () => {
    const first = (now: Date) => scheduleDays(BELGRANO, now, TZ)[0].slots[0].time;
    expect(first(new Date(Date.parse("2026-11-18T12:00:00-03:00")))).toBe("12:30");
    expect(first(new Date(Date.parse("2026-11-18T12:00:40-03:00")))).toBe("13:00");
    expect(first(new Date(Date.parse("2026-11-18T12:00:00-03:00")))).toBe("12:30");
  });
});

describe("special days in the scheduling picker", () => {
  it("Belgrano closed on Wednesday 25/11 (a holiday) offers no slot that day; Thursday's own hours replace its weekday's", () => {
    const exceptions = [
      { date: "2026-11-25", workingHours: [] },
      { date: "2026-11-26", workingHours: [{ startAt: "12:00", endAt: "13:00" }] },
    ];
    const days = scheduleDays(BELGRANO, at("2026-11-22T12:00:00"), TZ, { exceptions });
    expect(days.map((d) => d.label)).toEqual(["Mañana", "Martes 24/11", "Jueves 26/11", "Viernes 27/11", "Sábado 28/11"]);
    expect(times(days[2])).toEqual(["12:00", "12:30"]);
    expect(isValidScheduledSlot("2026-11-25T12:00", BELGRANO, at("2026-11-22T12:00:00"), TZ, { exceptions })).toBe(false);
    expect(isValidScheduledSlot("2026-11-25T12:00", BELGRANO, at("2026-11-22T12:00:00"), TZ)).toBe(true);
  });

  it("a local always open closed on a holiday: every other day keeps its slots", () => {
    const source = scheduleSource({ alwaysOpen: true, deliveryConfig: { orderModes: [], workingDays: [], betweenStreetsRequired: false, npsAvg: null } }, { useSchedule: false, schedules: [] });
    const days = scheduleDays(source, at("2026-11-22T12:00:00"), TZ, { exceptions: [{ date: "2026-11-23", workingHours: [] }] });
    expect(days.map((d) => d.date)).toEqual(["2026-11-22", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"]);
  });
});
