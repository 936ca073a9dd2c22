// GET /api/ordermode/schedule/{orderModeId} (storefront.md §7, §4 Scheduling).
// vitest pins FIXED_NOW = 2026-11-18T15:00:00-03:00 (Wednesday, ISO day 3).
import { describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { expectApiError, getJson } from "./api-helpers";

const OM = I.orderModes;
const DATES = ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"];

describe("GET /api/ordermode/schedule/{orderModeId}", () => {
  it("Belgrano: today from the first slot past the 30-minute lead, no Sunday, in Buenos Aires time", async () => {
    const { status, body, res } = await getJson(`/api/ordermode/schedule/${OM.belgranoTakeAway}`);
    expect(status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(body.datesBetween).toEqual(DATES);
    expect(body.timeZone).toBe("America/Argentina/Buenos_Aires");
    const days = body.schedulerDaysInfo as { dayOfWeek: number; date: string; label: string; availableHours: string[] }[];
    // Wednesday to Tuesday without Sunday (closed).
    expect(days.map((d) => d.dayOfWeek)).toEqual([3, 4, 5, 6, 1, 2]);
    expect(days.map((d) => d.date)).toEqual(["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-23", "2026-11-24"]);
    expect(days[0].label).toBe("Hoy");
    expect(days[1].label).toBe("Mañana");
    // 15:00 now: the lunch range is over; the evening starts at 19:00 (≥ 15:30), the closing time is no slot.
    expect(days[0].availableHours).toEqual(["19:00", "19:30", "20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00"]);
    expect(days[1].availableHours.slice(0, 3)).toEqual(["11:00", "11:30", "12:00"]);
    expect(days[1].availableHours).toHaveLength(17);
    expect(days[1].availableHours).not.toContain("15:00");
    expect(days[1].availableHours).not.toContain("23:30");
    expect(body.immediateAvailable).toBe(false);
    expect(body.mustSchedule).toBe(true);
  });

  it("Palermo is always open: today from 15:30, every day of the window", async () => {
    const { body } = await getJson(`/api/ordermode/schedule/${OM.palermoDelivery}`);
    expect(body.schedulerDaysInfo).toHaveLength(7);
    expect(body.schedulerDaysInfo[0].availableHours[0]).toBe("15:30");
    expect(body.schedulerDaysInfo[0].availableHours.at(-1)).toBe("23:30");
    expect(body.schedulerDaysInfo[1].availableHours[0]).toBe("00:00");
    expect(body.immediateAvailable).toBe(true);
    expect(body.mustSchedule).toBe(false);
  });

  it("an informational mode offers no slot", async () => {
    const { status, body } = await getJson(`/api/ordermode/schedule/${OM.cafeSelfService}`);
    expect(status).toBe(200);
    expect(body.schedulerDaysInfo).toEqual([]);
    expect(body.datesBetween).toEqual(DATES);
  });

  it("400 non-numeric, 404 unknown", async () => {
    expect(await expectApiError(`/api/ordermode/schedule/abc`, 400)).toBe("El parámetro orderModeId no es válido.");
    expect(await expectApiError(`/api/ordermode/schedule/999999`, 404)).toBe("No encontramos el modo de pedido.");
  });

  it("the other tenant's mode is read in its own company", async () => {
    const { status, body } = await getJson(`/api/ordermode/schedule/${OM.otroTakeAway}`);
    expect(status).toBe(200);
    expect(body.orderModeId).toBe(OM.otroTakeAway);
  });
});
