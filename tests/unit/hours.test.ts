import { describe, expect, it } from "vitest";
import {
  closedModalText,
  formatDaySchedule,
  isOpenAt,
  localTime,
  modeCanOrderNow,
} from "../../app/domain/menu/hours";
import { informationModel } from "../../app/domain/menu/hours-info";
import type { BranchContact, OrderMode, WorkingDay } from "../../app/domain/types";

const TZ = "America/Argentina/Buenos_Aires"; // UTC-3, no DST
const at = (iso: string) => new Date(iso);
// demo-tenant.md: Belgrano Monday to Saturday 11:00-15:00 and 19:00-23:30, closed on Sunday
const belgranoDays: WorkingDay[] = [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  workingHours: [{ startAt: "11:00", endAt: "15:00" }, { startAt: "19:00", endAt: "23:30" }],
}));
const closedFlags = { alwaysOpen: false, manuallyClosed: false };

function mode(over: Partial<OrderMode>): OrderMode {
  return {
    id: 1, slug: "delivery", type: "DELIVERY", showName: null, orderEnabled: true, useSchedule: false,
    active: true, scheduledOnly: false, minDelayInMinutes: 30, maxDelayInMinutes: 60, schedules: [],
    promotionalBanner: null, paymentTypes: [], ...over,
  };
}
function contact(over: Partial<BranchContact>, modes: OrderMode[]): BranchContact {
  return {
    id: 1, companyId: 1, branchId: 1, alias: "pizzeria-belgrano", name: "Sabores Belgrano",
    address: { street: "Av. Cabildo", number: "2040", zone: null, locality: "Belgrano", city: "CABA", country: "ar", lat: -34.5617, lng: -58.456 },
    callPhone: null, whatsAppPhone: null,
    deliveryConfig: { orderModes: modes, workingDays: belgranoDays, betweenStreetsRequired: true, npsAvg: null },
    alwaysOpen: false, blocked: false, manuallyClosed: false, mandatoryEmail: true, ordersConsole: true, followUpSupport: false, requiresRiderOnShift: false,
    ...over,
  };
}

describe("local time through Intl (injected clock and zone)", () => {
  it("reads weekday and minutes in the given zone", () => {
    expect(localTime(at("2025-01-06T14:30:00Z"), TZ)).toEqual({ dayOfWeek: 1, date: "2025-01-06", minutes: 11 * 60 + 30 });
    expect(localTime(at("2025-01-06T02:00:00Z"), TZ)).toEqual({ dayOfWeek: 7, date: "2025-01-05", minutes: 23 * 60 });
    expect(localTime(at("2025-01-06T03:00:00Z"), TZ)).toEqual({ dayOfWeek: 1, date: "2025-01-06", minutes: 0 });
  });
});

describe("isOpenAt (storefront.md §2 Information, demo-tenant.md Belgrano)", () => {
  it("open inside the ranges, closed between them and on Sunday", () => {
    expect(isOpenAt(belgranoDays, at("2025-01-06T15:00:00Z"), TZ, closedFlags)).toBe(true); // Mon 12:00
    expect(isOpenAt(belgranoDays, at("2025-01-06T19:00:00Z"), TZ, closedFlags)).toBe(false); // Mon 16:00
    expect(isOpenAt(belgranoDays, at("2025-01-07T02:29:00Z"), TZ, closedFlags)).toBe(true); // Mon 23:29
    expect(isOpenAt(belgranoDays, at("2025-01-07T02:30:00Z"), TZ, closedFlags)).toBe(false); // Mon 23:30
    expect(isOpenAt(belgranoDays, at("2025-01-12T15:00:00Z"), TZ, closedFlags)).toBe(false); // Sun 12:00
  });
  it("ranges past midnight: endAt '00:00' and endAt before startAt", () => {
    const fri = (startAt: string, endAt: string): WorkingDay[] => [{ dayOfWeek: 5, workingHours: [{ startAt, endAt }] }];
    expect(isOpenAt(fri("20:00", "00:00"), at("2025-01-11T02:59:00Z"), TZ, closedFlags)).toBe(true); // Fri 23:59
    expect(isOpenAt(fri("20:00", "00:00"), at("2025-01-11T03:00:00Z"), TZ, closedFlags)).toBe(false); // Sat 00:00
    expect(isOpenAt(fri("20:00", "02:00"), at("2025-01-11T04:00:00Z"), TZ, closedFlags)).toBe(true); // Sat 01:00
    expect(isOpenAt(fri("20:00", "02:00"), at("2025-01-11T05:00:00Z"), TZ, closedFlags)).toBe(false); // Sat 02:00
    expect(isOpenAt(fri("20:00", "02:00"), at("2025-01-10T04:00:00Z"), TZ, closedFlags)).toBe(false); // Fri 01:00
  });
  it("always open and manually closed", () => {
    const sunday = at("2025-01-12T15:00:00Z");
    expect(isOpenAt(belgranoDays, sunday, TZ, { alwaysOpen: true, manuallyClosed: false })).toBe(true);
    expect(isOpenAt(belgranoDays, at("2025-01-06T15:00:00Z"), TZ, { alwaysOpen: false, manuallyClosed: true })).toBe(false);
  });
});

describe("schedule texts (storefront.md §2 Modals Information)", () => {
  it("'De HH:MM a HH:MM', ranges joined with ' / ', 'Cerrado' without ranges", () => {
    expect(formatDaySchedule(belgranoDays[0])).toBe("De 11:00 a 15:00 / De 19:00 a 23:30");
    expect(formatDaySchedule({ dayOfWeek: 7, workingHours: [{ startAt: "9:00", endAt: "13:00" }] })).toBe("De 09:00 a 13:00");
    expect(formatDaySchedule(undefined)).toBe("Cerrado");
  });
  it("builds the Information model with merged modes", () => {
    const own: WorkingDay[] = [{ dayOfWeek: 6, workingHours: [{ startAt: "12:00", endAt: "14:00" }] }];
    const m = informationModel(
      contact({}, [
        mode({ id: 1, type: "DELIVERY" }),
        mode({ id: 2, type: "TAKE_AWAY" }),
        mode({ id: 3, type: "TABLE", showName: "Salón", useSchedule: true, schedules: own }),
        mode({ id: 4, type: "SELF_SERVICE", orderEnabled: false }),
        mode({ id: 5, type: "TABLE", active: false }),
      ]),
    );
    expect(m.title).toBe("Informacion");
    expect(m.scheduleTitle).toBe("Horarios del Local");
    expect(m.localLabel).toBeNull();
    expect(m.days.map((d) => `${d.day}: ${d.text}`)).toEqual([
      "Lunes: De 11:00 a 15:00 / De 19:00 a 23:30",
      "Martes: De 11:00 a 15:00 / De 19:00 a 23:30",
      "Miércoles: De 11:00 a 15:00 / De 19:00 a 23:30",
      "Jueves: De 11:00 a 15:00 / De 19:00 a 23:30",
      "Viernes: De 11:00 a 15:00 / De 19:00 a 23:30",
      "Sábado: De 11:00 a 15:00 / De 19:00 a 23:30",
      "Domingo: Cerrado",
    ]);
    expect(m.modes.map((b) => [b.name, b.entries.map((e) => e.status)])).toEqual([
      ["Delivery & Retiro en local", ["Pedidos habilitados en el horario del local"]],
      ["Salón", ["Pedidos habilitados en los siguientes horarios"]],
      ["Autoservicio", ["Pedidos deshabilitados, menú informativo"]],
    ]);
    expect(m.modes[1]!.entries[0]!.days[5]).toEqual({ dayOfWeek: 6, day: "Sábado", text: "De 12:00 a 14:00" });
    expect(m.modes[0]!.entries[0]!.label).toBeNull();
  });
  it("merges modes with equal status OR equal schedule, names joined with ' & '", () => {
    const lunch: WorkingDay[] = [{ dayOfWeek: 6, workingHours: [{ startAt: "12:00", endAt: "14:00" }] }];
    const dinner: WorkingDay[] = [{ dayOfWeek: 6, workingHours: [{ startAt: "20:00", endAt: "23:00" }] }];
    // Equal status, different schedules: one block; each schedule labelled with its mode.
    const byStatus = informationModel(
      contact({}, [
        mode({ id: 1, type: "DELIVERY", useSchedule: true, schedules: lunch }),
        mode({ id: 2, type: "TAKE_AWAY", useSchedule: true, schedules: dinner }),
      ]),
    );
    expect(byStatus.modes).toHaveLength(1);
    expect(byStatus.modes[0]!.name).toBe("Delivery & Retiro en local");
    expect(byStatus.modes[0]!.entries.map((e) => [e.label, e.status, e.days[5]!.text])).toEqual([
      ["Delivery", "Pedidos habilitados en los siguientes horarios", "De 12:00 a 14:00"],
      ["Retiro en local", "Pedidos habilitados en los siguientes horarios", "De 20:00 a 23:00"],
    ]);
    // Equal schedule, different status: one block.
    const bySchedule = informationModel(
      contact({}, [
        mode({ id: 1, type: "DELIVERY", useSchedule: true, schedules: lunch }),
        mode({ id: 2, type: "TABLE", useSchedule: true, scheduledOnly: true, schedules: lunch }),
        mode({ id: 3, type: "SELF_SERVICE", orderEnabled: false }),
      ]),
    );
    expect(bySchedule.modes.map((b) => b.name)).toEqual(["Delivery & Mesa", "Autoservicio"]);
    expect(bySchedule.modes[0]!.entries.map((e) => [e.label, e.status, e.days[5]!.text])).toEqual([
      ["Delivery", "Pedidos habilitados en los siguientes horarios", "De 12:00 a 14:00"],
      ["Mesa", "Pedidos habilitados dentro de estos horarios", "De 12:00 a 14:00"],
    ]);
    // A mode without a schedule of its own never merges by schedule with another such mode.
    expect(bySchedule.modes[1]!.entries).toEqual([{ label: null, status: "Pedidos deshabilitados, menú informativo", days: [] }]);
  });
  it("labels 'Siempre abierto' and 'Cerrado Temporalmente'; scheduled-only modes", () => {
    const palermo = informationModel(contact({ alwaysOpen: true }, [mode({ type: "TABLE" })]));
    expect(palermo.localLabel).toBe("Siempre abierto");
    expect(palermo.days).toEqual([]);
    expect(palermo.modes[0]!.name).toBe("Mesa");
    const caballito = informationModel(
      contact({ manuallyClosed: true }, [mode({ type: "DELIVERY", scheduledOnly: true }), mode({ type: "TAKE_AWAY", scheduledOnly: true })]),
    );
    expect(caballito.localLabel).toBe("Cerrado Temporalmente");
    expect(caballito.modes).toHaveLength(1);
    expect(caballito.modes[0]!.name).toBe("Delivery & Retiro en local");
    expect(caballito.modes[0]!.entries).toHaveLength(1);
    expect(caballito.modes[0]!.entries[0]!.status).toBe("Pedidos habilitados dentro de estos horarios");
    expect(caballito.modes[0]!.entries[0]!.days[0]!.text).toBe("De 11:00 a 15:00 / De 19:00 a 23:30");
  });
});

describe("modeCanOrderNow and the closed modal (storefront.md §2 Modals Closed branch)", () => {
  const mon12 = at("2025-01-06T15:00:00Z");
  const mon16 = at("2025-01-06T19:00:00Z");
  it("open, closed, scheduleOnly, informational", () => {
    expect(modeCanOrderNow(contact({}, []), mode({}), mon12, TZ)).toBe("open");
    expect(modeCanOrderNow(contact({}, []), mode({}), mon16, TZ)).toBe("closed");
    expect(modeCanOrderNow(contact({ manuallyClosed: true }, []), mode({ scheduledOnly: true }), mon12, TZ)).toBe("scheduleOnly");
    expect(modeCanOrderNow(contact({}, []), mode({ orderEnabled: false }), mon12, TZ)).toBe("informational");
    const own: WorkingDay[] = [{ dayOfWeek: 1, workingHours: [{ startAt: "16:00", endAt: "17:00" }] }];
    expect(modeCanOrderNow(contact({}, []), mode({ useSchedule: true, schedules: own }), mon16, TZ)).toBe("open");
  });
  it("texts per status", () => {
    expect(closedModalText("closed")).toEqual({
      title: "Local cerrado",
      text: "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.",
    });
    expect(closedModalText("scheduleOnly")).toEqual({
      title: "Programa tu pedido",
      text: "Programa tu pedido para más adelante. En este momento el local está cerrado.",
    });
    expect(closedModalText("open")).toBeNull();
  });
});

describe("special days (a holiday closed all day or with its own hours) replace the weekday's hours on their date", () => {
  // 2025-01-06 is a Monday.
  const closedAllDay = [{ date: "2025-01-06", workingHours: [] }];
  const shortDay = [{ date: "2025-01-06", workingHours: [{ startAt: "12:00", endAt: "14:00" }] }];

  it("closed all day: closed at an hour the weekday opens, open again the next day", () => {
    expect(isOpenAt(belgranoDays, at("2025-01-06T15:00:00Z"), TZ, closedFlags, closedAllDay)).toBe(false); // Mon 12:00
    expect(isOpenAt(belgranoDays, at("2025-01-07T15:00:00Z"), TZ, closedFlags, closedAllDay)).toBe(true); // Tue 12:00
    expect(isOpenAt(belgranoDays, at("2025-01-13T15:00:00Z"), TZ, closedFlags, closedAllDay)).toBe(true); // next Mon 12:00
  });

  it("its own hours: open inside them only, that date", () => {
    expect(isOpenAt(belgranoDays, at("2025-01-06T14:30:00Z"), TZ, closedFlags, shortDay)).toBe(false); // Mon 11:30
    expect(isOpenAt(belgranoDays, at("2025-01-06T16:00:00Z"), TZ, closedFlags, shortDay)).toBe(true); // Mon 13:00
    expect(isOpenAt(belgranoDays, at("2025-01-06T23:00:00Z"), TZ, closedFlags, shortDay)).toBe(false); // Mon 20:00
  });

  it("a local always open is closed on its holiday, and open the day before and after", () => {
    const always = { alwaysOpen: true, manuallyClosed: false };
    expect(isOpenAt([], at("2025-01-06T15:00:00Z"), TZ, always, closedAllDay)).toBe(false);
    expect(isOpenAt([], at("2025-01-06T02:59:00Z"), TZ, always, closedAllDay)).toBe(true); // Sun 23:59
    expect(isOpenAt([], at("2025-01-07T03:00:00Z"), TZ, always, closedAllDay)).toBe(true); // Tue 00:00
  });

  it("hours past midnight: the weekday's night before does not spill into a holiday's, the holiday's own night does spill", () => {
    const sundayNight: WorkingDay[] = [{ dayOfWeek: 7, workingHours: [{ startAt: "20:00", endAt: "02:00" }] }];
    const sundayHoliday = [{ date: "2025-01-05", workingHours: [] }];
    expect(isOpenAt(sundayNight, at("2025-01-06T04:00:00Z"), TZ, closedFlags)).toBe(true); // Mon 01:00
    expect(isOpenAt(sundayNight, at("2025-01-06T04:00:00Z"), TZ, closedFlags, sundayHoliday)).toBe(false);
    const mondayNight = [{ date: "2025-01-06", workingHours: [{ startAt: "21:00", endAt: "03:00" }] }];
    expect(isOpenAt([], at("2025-01-07T05:00:00Z"), TZ, closedFlags, mondayNight)).toBe(true); // Tue 02:00
    expect(isOpenAt([], at("2025-01-07T06:00:00Z"), TZ, closedFlags, mondayNight)).toBe(false); // Tue 03:00
  });

  it("manually closed still wins; a mode's own schedules follow the special day too; the modal says 'Local cerrado'", () => {
    expect(isOpenAt(belgranoDays, at("2025-01-06T16:00:00Z"), TZ, { alwaysOpen: false, manuallyClosed: true }, shortDay)).toBe(false);
    const own = mode({ useSchedule: true, schedules: belgranoDays });
    const c = contact({ deliveryConfig: { orderModes: [own], workingDays: belgranoDays, hoursExceptions: closedAllDay, betweenStreetsRequired: true, npsAvg: null } }, [own]);
    const status = modeCanOrderNow(c, own, at("2025-01-06T15:00:00Z"), TZ);
    expect(status).toBe("closed");
    expect(closedModalText(status)?.text).toBe("El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.");
  });
});
