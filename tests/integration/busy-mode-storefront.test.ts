// Busy mode's cap as the diner meets it on the storefront (no JavaScript: the checkout page's own
// form): a full 15-minute slot leaves the schedule picker, a time that filled while the diner was
// choosing comes back with a Spanish message and everything typed, and an order 'lo antes posible'
// whose slot is full shows the next open one before and after it is placed.
// Clock pinned (FIXED_NOW, Wednesday 18/11/2026 15:00 in Buenos Aires, UTC-3); Palermo is always
// open, its slots every 30 minutes; delivery's minimum delay is 35 minutes (15:35 → the 15:30 slot).
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { getJson } from "./api-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { cartWith, cookieOf, patchSession, send } from "./session-helpers";

const PALERMO = "pizzeria-palermo";
const CHECKOUT = `/menu/${PALERMO}/checkout`;
const LOCAL = "/consola/pizzeria-palermo/local";
const IN_ZONE = { fullAddress: "Gurruchaga 1500, Palermo, CABA", lat: -34.5893, lng: -58.4262 };
const SLOT_FULL = "El horario elegido ya no tiene lugar. Elija otro horario.";
const MOVED_TO_1545 = "Por la demanda del local, su pedido se prepara a partir de las 15:45.";
const FORM = {
  phoneCountry: "ar",
  phone: "11 5555-0071",
  name: "Juan",
  lastName: "Pérez",
  email: "",
  document: "",
  betweenStreets: "Soler y Cabrera",
  addressDetails: "Piso 3 B",
  paysWith: "20000",
  notes: "Sin cebolla, por favor",
};

afterEach(async () => {
  await env.DB.prepare("UPDATE branch_contacts SET slot_cap = NULL").run();
  await env.DB.prepare("DELETE FROM order_slots").run();
});

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
/** The 'Hora' select's options for the day the page shows. */
const times = (html: string) => [...(/<select id="co-time"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "").matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
const selectedTime = (html: string) => /<select id="co-time"[\s\S]*?<option value="([^"]+)" selected/.exec(html)?.[1];

async function deliveryCart(): Promise<string> {
  const cookie = await cartWith(PALERMO, "delivery", "pizzas/napolitana");
  await patchSession(cookie, { location: IN_ZONE });
  return cookie;
}

/** Diego caps Palermo at one order per 15-minute slot. */
async function capAtOne() {
  const diego = await consoleAs(SHOP.diego);
  expect((await diego.post(LOCAL, { intent: "busy", busyMinutes: "0", slotCap: "1" })).status).toBe(302);
}

describe("busy mode on the storefront", () => {
  it("a full slot leaves the schedule picker: 20:00 taken, the page offers 19:30 and 20:30 but not 20:00", async () => {
    const cookie = await deliveryCart();
    const before = times(await text(await send(CHECKOUT, { cookie })));
    expect(before).toContain("20:00");
    await capAtOne();
    const taken = await postOrder(palermoDelivery({ phone: "+5491155550072", scheduled: true, scheduledAt: "2026-11-18T20:00" }), "busy-store-2000");
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const after = times(await text(await send(CHECKOUT, { cookie })));
    expect(after).not.toContain("20:00");
    expect(after).toContain("19:30");
    expect(after).toContain("20:30");
    // The schedule API (the order mode's time selection) offers the same times.
    const api = await getJson(`/api/ordermode/schedule/${DEMO_IDS.orderModes.palermoDelivery}`);
    const today = (api.body.schedulerDaysInfo as { date: string; availableHours: string[] }[]).find((d) => d.date === "2026-11-18")!;
    expect(today.availableHours).not.toContain("20:00");
    expect(today.availableHours).toContain("20:30");
  });

  it("a time that filled while the diner chose it: 409, the Spanish message, the next open time and everything typed", async () => {
    const cookie = await deliveryCart();
    await capAtOne();
    const page = await send(CHECKOUT, { cookie });
    const html = await text(page);
    expect(times(html)).toContain("20:00");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
    // Another diner takes the last place of 20:00 meanwhile.
    expect((await postOrder(palermoDelivery({ phone: "+5491155550073", scheduled: true, scheduledAt: "2026-11-18T20:00" }), "busy-store-race")).status).toBe(200);
    const res = await send(CHECKOUT, {
      method: "POST",
      cookie: cookieOf(page, cookie),
      body: new URLSearchParams({ ...FORM, intent: "submit", idempotencyKey: key, scheduled: "1", day: "2026-11-18", time: "20:00" }),
    });
    expect(res.status).toBe(409);
    const back = await text(res);
    expect(back).toContain(SLOT_FULL);
    expect(times(back)).not.toContain("20:00");
    expect(selectedTime(back)).toBe("20:30");
    for (const kept of ['value="Juan"', 'value="Pérez"', 'value="Soler y Cabrera"', 'value="Piso 3 B"', 'value="20000"', "Sin cebolla, por favor", "Napolitana"]) {
      expect(back, kept).toContain(kept);
    }
    const n = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE customer_phone = '+5491155550071'").first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("'lo antes posible' while 15:30 is full: the ticket says 15:45 before the order, the follow-up and its JSON after", async () => {
    const cookie = await deliveryCart();
    const plain = await text(await send(CHECKOUT, { cookie }));
    expect(plain).not.toContain("Por la demanda del local");
    await capAtOne();
    const first = await postOrder(palermoDelivery({ phone: "+5491155550074" }), "busy-store-asap-1");
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const page = await send(CHECKOUT, { cookie });
    const html = await text(page);
    expect(html).toContain(MOVED_TO_1545);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const res = await send(CHECKOUT, {
      method: "POST",
      cookie: cookieOf(page, cookie),
      body: new URLSearchParams({ ...FORM, intent: "submit", idempotencyKey: key, scheduled: "0" }),
    });
    expect(res.status, await res.clone().text()).toBe(302);
    const followUp = res.headers.get("Location") ?? "";
    const code = /\/order\/([^/?]+)/.exec(followUp)?.[1] ?? "";
    expect(code).not.toBe("");
    const row = await env.DB.prepare("SELECT scheduled, asap_slot_at AS slot FROM orders WHERE code = ?").bind(code).first<{ scheduled: number; slot: number }>();
    expect(row).toEqual({ scheduled: 0, slot: Date.UTC(2026, 10, 18, 18, 45) });

    const after = cookieOf(res, cookieOf(page, cookie));
    expect(await text(await send(followUp, { cookie: after }))).toContain(MOVED_TO_1545);
    const api = await send(`/api/diner/${PALERMO}/order/${code}`, { cookie: after });
    expect(api.status).toBe(200);
    const body = (await api.json()) as { asapSlotAt: number | null; scheduled: boolean };
    expect(body.asapSlotAt).toBe(Date.UTC(2026, 10, 18, 18, 45)); // 15:45 in Buenos Aires
    expect(body.scheduled).toBe(false);
  });

  it("an order 'lo antes posible' that kept its own slot says nothing more, and its JSON has asapSlotAt null", async () => {
    await capAtOne();
    const first = await postOrder(palermoDelivery({ phone: "+5491155550075" }), "busy-store-own");
    expect(first.status).toBe(200);
    const code = (await env.DB.prepare("SELECT code FROM orders WHERE customer_phone = '+5491155550075'").first<{ code: string }>())!.code;
    const api = await send(`/api/diner/${PALERMO}/order/${code}`);
    expect(api.status).toBe(200);
    expect(((await api.json()) as { asapSlotAt: number | null }).asapSlotAt).toBeNull();
  });
});
