// The pure rules of the store controls: when a sold-out mark ends, what the menu shows as sold out
// at an instant, the message naming the item, and when a paused order mode is closed.
import { describe, expect, it } from "vitest";
import { isModePaused, modeCanOrderNow } from "~/domain/menu/hours";
import { lineSoldOutMessage, menuAt, nextLocalMidnight, soldOutUntil, SOLD_OUT_UNTIL_REACTIVATED } from "~/domain/menu/sold-out";
import { pauseUntil, PAUSED_UNTIL_REOPENED } from "~/domain/shop/store-pause";
import type { Menu, Plate } from "~/domain/types";

const TZ = "America/Argentina/Buenos_Aires";
const WED_15 = new Date("2026-11-18T15:00:00-03:00");

const plate = (over: Partial<Plate> = {}): Plate => ({
  id: 1, slug: "napolitana", name: "Napolitana", showName: null, description: null, price: 13000, categoryId: 1, sizes: [],
  garnishGroups: [{ id: 5, name: "Agregados", showName: null, minGarnishAmount: 0, maxGarnishAmount: 3, multipleSelection: true, mandatory: false,
    garnishes: [{ id: 9, name: "Aceitunas", price: 500, visible: true }] }],
  indicators: [], hasIndicators: false, withImage: false, imageFileId: null, maxQuantity: null, remarked: false, upsell: false, ...over,
});
const menuOf = (p: Plate): Menu => ({ categories: [{ id: 1, slug: "pizzas", name: "Pizzas", showName: null, description: null, withImage: false, imageFileId: null, plates: [p] }], remarkeds: [], upselleds: [], discounts: [] });

describe("sold out until tomorrow", () => {
  it("ends at the location's next midnight: Wednesday 15:00 in Buenos Aires → Thursday 00:00 (03:00 UTC)", () => {
    expect(new Date(nextLocalMidnight(WED_15, TZ)).toISOString()).toBe("2026-11-19T03:00:00.000Z");
    expect(new Date(nextLocalMidnight(new Date("2026-11-18T23:59:30-03:00"), TZ)).toISOString()).toBe("2026-11-19T03:00:00.000Z");
    expect(new Date(nextLocalMidnight(new Date("2026-11-19T00:00:00-03:00"), TZ)).toISOString()).toBe("2026-11-20T03:00:00.000Z");
    expect(soldOutUntil("reactivated", WED_15, TZ)).toBe(SOLD_OUT_UNTIL_REACTIVATED);
  });

  it("the menu at an instant marks what is still sold out, and leaves an unmarked menu as it is", () => {
    const unmarked = menuOf(plate());
    expect(menuAt(unmarked, WED_15.getTime())).toBe(unmarked);
    const until = nextLocalMidnight(WED_15, TZ);
    const marked = menuOf(plate({ soldOutUntil: until }));
    expect(menuAt(marked, WED_15.getTime()).categories[0].plates[0].soldOut).toBe(true);
    expect(menuAt(marked, until).categories[0].plates[0].soldOut).toBe(false);
  });

  it("the message names the plate, or the garnish and its plate", () => {
    const p = menuAt(menuOf(plate({ soldOutUntil: SOLD_OUT_UNTIL_REACTIVATED })), 0).categories[0].plates[0];
    expect(lineSoldOutMessage(p, [])).toBe("Agotado: Napolitana. Quite este producto de su pedido para continuar.");
    const g = plate();
    g.garnishGroups[0].garnishes[0] = { ...g.garnishGroups[0].garnishes[0], soldOut: true };
    expect(lineSoldOutMessage(g, [])).toBeNull();
    expect(lineSoldOutMessage(g, [{ groupId: 5, groupItems: [{ referenceId: 9 }] }])).toBe("Agotado: Aceitunas (Napolitana). Quite este producto de su pedido para continuar.");
  });
});

describe("pauses of online orders", () => {
  const mode = { active: true, orderEnabled: true, scheduledOnly: false, useSchedule: false, schedules: [] };
  const contact = { alwaysOpen: true, manuallyClosed: false, deliveryConfig: { orderModes: [], workingDays: [], betweenStreetsRequired: false, npsAvg: null } } as never;

  it("15, 30 or 60 minutes from now, until reopened, or reopen now", () => {
    expect(pauseUntil(30, WED_15)).toBe(WED_15.getTime() + 30 * 60_000);
    expect(pauseUntil("reopened", WED_15)).toBe(PAUSED_UNTIL_REOPENED);
    expect(pauseUntil("reopen", WED_15)).toBeNull();
  });

  it("a paused mode is closed until the pause ends; a mode that only takes scheduled orders keeps them", () => {
    const until = pauseUntil(15, WED_15)!;
    expect(isModePaused({ pausedUntil: until }, WED_15)).toBe(true);
    expect(modeCanOrderNow(contact, { ...mode, pausedUntil: until }, WED_15, TZ)).toBe("closed");
    expect(modeCanOrderNow(contact, { ...mode, pausedUntil: until }, new Date(until), TZ)).toBe("open");
    expect(modeCanOrderNow(contact, { ...mode, scheduledOnly: true, pausedUntil: until }, WED_15, TZ)).toBe("scheduleOnly");
  });
});
