// Busy mode's slots as the storefront offers them: full 15-minute slots leave the schedule's
// times, and an order 'lo antes posible' moves to the first open slot after its own.
import { describe, expect, it } from "vitest";
import { asapMovedText, asapSlot, MAX_SLOT_MOVES, SLOT_MS, withoutFullSlots } from "~/domain/shop/busy-mode";

const at = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00-03:00`).getTime();
const day = (date: string, times: string[]) => ({ date, slots: times.map((t) => ({ time: t, at: new Date(`${date}T${t}:00-03:00`).getTime() })) });

describe("full slots leave the schedule", () => {
  it("a full 20:00 slot takes 20:00 away, 19:30 and 20:30 stay; a day left without times goes", () => {
    const days = [day("2026-11-18", ["19:30", "20:00", "20:30"]), day("2026-11-19", ["20:00"])];
    const full = new Set([at("20:00"), new Date("2026-11-19T20:00:00-03:00").getTime()]);
    expect(withoutFullSlots(days, full).map((d) => [d.date, d.slots.map((s) => s.time)])).toEqual([["2026-11-18", ["19:30", "20:30"]]]);
  });

  it("a time inside a full slot goes too (20:10 is in the 20:00 slot); nothing full leaves every time", () => {
    const days = [day("2026-11-18", ["20:10", "20:15"])];
    expect(withoutFullSlots(days, new Set([at("20:00")]))[0]!.slots.map((s) => s.time)).toEqual(["20:15"]);
    expect(withoutFullSlots(days, new Set())).toEqual(days);
  });
});

describe("'lo antes posible' with full slots", () => {
  it("15:00 + 35 minutes is the 15:30 slot; full, it moves to 15:45 and says so", () => {
    const order = { at: at("15:00"), minDelayInMinutes: 35 };
    expect(asapSlot(order, new Set())).toEqual({ slotStart: at("15:30"), moved: false });
    expect(asapSlot(order, new Set([at("15:30")]))).toEqual({ slotStart: at("15:45"), moved: true });
    expect(asapSlot(order, new Set([at("15:30"), at("15:45")]))).toEqual({ slotStart: at("16:00"), moved: true });
    expect(asapMovedText("15:45")).toBe("Por la demanda del local, su pedido se prepara a partir de las 15:45.");
  });

  it("eight full slots in a row (two hours): no open slot", () => {
    const order = { at: at("15:00"), minDelayInMinutes: 35 };
    const full = new Set(Array.from({ length: MAX_SLOT_MOVES }, (_, k) => at("15:30") + k * SLOT_MS));
    expect(asapSlot(order, full)).toBeNull();
  });
});
