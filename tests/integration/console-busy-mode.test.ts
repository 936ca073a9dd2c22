// Busy mode of a location (/consola/{alias}/local): minutes added to every estimate, and a cap of
// orders per 15-minute slot enforced at submit by the order's own batch (a race of submits never
// exceeds it). Clock pinned (FIXED_NOW, Wednesday 18/11/2026 15:00 in Buenos Aires).
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";

const I = DEMO_IDS;
const LOCAL = "/consola/pizzeria-palermo/local";
const SLOT_FULL = "El horario elegido ya no tiene lugar. Elija otro horario.";

afterEach(async () => {
  await env.DB.prepare("UPDATE branch_contacts SET slot_cap = NULL").run();
  await env.DB.prepare("UPDATE order_modes SET busy_minutes = 0").run();
  await env.DB.prepare("DELETE FROM order_slots").run();
});

const modeDelays = async () =>
  env.DB.prepare("SELECT min_delay_in_minutes AS min, max_delay_in_minutes AS max, busy_minutes AS busy FROM order_modes WHERE id = ?").bind(I.orderModes.palermoDelivery).first<{ min: number; max: number; busy: number }>();

describe("busy mode", () => {
  it("Diego adds 20 minutes and a cap of 1 order per slot: the page shows it, the storefront's estimates grow by 20", async () => {
    const diego = await consoleAs(SHOP.diego);
    const deliveryMode = async () => {
      const body = await (await diego.go(`/api/diner/branchcontacts/pizzeria-palermo`)).json<any>();
      return body.deliveryConfig.orderModes.find((m: { id: number }) => m.id === I.orderModes.palermoDelivery);
    };
    const before = await deliveryMode();
    const res = await diego.post(LOCAL, { intent: "busy", busyMinutes: "20", slotCap: "1" });
    expect(res.status).toBe(302);
    const page = (await (await diego.go(LOCAL)).text()).replace(/<!-- -->/g, "");
    expect(page).toContain("Modo ocupado: +20 min en cada demora.");
    expect(page).toContain("Hasta 1 pedidos cada 15 minutos.");
    const row = await modeDelays();
    expect(row!.busy).toBe(20);
    const after = await deliveryMode();
    expect(after.minDelayInMinutes).toBe(before.minDelayInMinutes + 20);
    expect(after.maxDelayInMinutes).toBe(before.maxDelayInMinutes + 20);
    // Not busy again: the estimates are the mode's own.
    await diego.post(LOCAL, { intent: "busy", busyMinutes: "0", slotCap: "" });
    expect((await modeDelays())!.busy).toBe(0);
    expect((await env.DB.prepare("SELECT slot_cap AS c FROM branch_contacts WHERE id = ?").bind(I.branchContacts.palermo).first<{ c: number | null }>())!.c).toBeNull();
  });

  it("two diners race for the last place of the 20:00 slot: exactly one order is written, the other reads the Spanish message", async () => {
    const diego = await consoleAs(SHOP.diego);
    await diego.post(LOCAL, { intent: "busy", busyMinutes: "0", slotCap: "1" });
    const scheduled = { scheduled: true, scheduledAt: "2026-11-18T20:00" };
    const [a, b] = await Promise.all([
      postOrder(palermoDelivery({ phone: "+5491155550081", ...scheduled }), "slot-race-a"),
      postOrder(palermoDelivery({ phone: "+5491155550082", ...scheduled }), "slot-race-b"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(JSON.stringify(loser.body)).toContain(SLOT_FULL);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE customer_phone IN ('+5491155550081', '+5491155550082')").first<{ n: number }>();
    expect(n!.n).toBe(1);
    const slot = await env.DB.prepare("SELECT taken, cap FROM order_slots WHERE branch_contact_id = ?").bind(I.branchContacts.palermo).first<{ taken: number; cap: number }>();
    expect(slot).toEqual({ taken: 1, cap: 1 });
  });

  it("'lo antes posible' into a full slot moves to the next open one: both orders are taken, one per slot", async () => {
    const diego = await consoleAs(SHOP.diego);
    await diego.post(LOCAL, { intent: "busy", busyMinutes: "0", slotCap: "1" });
    const first = await postOrder(palermoDelivery({ phone: "+5491155550083" }), "slot-asap-1");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await postOrder(palermoDelivery({ phone: "+5491155550084" }), "slot-asap-2");
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const { results } = await env.DB.prepare("SELECT slot_start AS s, taken FROM order_slots WHERE branch_contact_id = ? ORDER BY slot_start").bind(I.branchContacts.palermo).all<{ s: number; taken: number }>();
    expect(results.map((r) => r.taken)).toEqual([1, 1]);
    expect(results[1]!.s - results[0]!.s).toBe(15 * 60_000);
  });

  it("bad input is a Spanish 400; the kitchen cannot switch it (403)", async () => {
    const diego = await consoleAs(SHOP.diego);
    const bad = await diego.post(LOCAL, { intent: "busy", busyMinutes: "20", slotCap: "0" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Escriba un número de pedidos entre 1 y 500, o déjelo vacío para no limitar.");
    const minutes = await diego.post(LOCAL, { intent: "busy", busyMinutes: "7", slotCap: "" });
    expect(minutes.status).toBe(400);
    expect(await minutes.text()).toContain("Elija cuántos minutos sumar a la demora.");
    const cocina = await consoleAs(SHOP.cocina);
    expect((await cocina.post(LOCAL, { intent: "busy", busyMinutes: "20", slotCap: "5" })).status).toBe(403);
    expect((await modeDelays())!.busy).toBe(0);
  });
});
