// Store controls of the shop's console: /consola/{alias}/carta marks what is sold out ('Agotado'),
// /consola/{alias}/local pauses online orders per order mode and sets the orders-console flag.
// Each change shows on the storefront in the next request. Clock pinned (FIXED_NOW, Wednesday
// 18/11/2026 15:00 in Buenos Aires): "until tomorrow" ends at 00:00 of Thursday 19/11 (03:00 UTC).
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { cartWith, send } from "./session-helpers";
import type { Diner } from "./sign-in-helpers";

const I = DEMO_IDS;
const PALERMO = "pizzeria-palermo";
const SOLD_OUT_NAPOLITANA = "Agotado: Napolitana. Quite este producto de su pedido para continuar.";
const THURSDAY_MIDNIGHT_AR = Date.parse("2026-11-19T03:00:00Z");

const menuRevision = async () =>
  (await env.DB.prepare("SELECT menu_revision AS r FROM branches WHERE id = (SELECT branch_id FROM branch_contacts WHERE alias = ?)").bind(PALERMO).first<{ r: number }>())!.r;

const soldOutUntilAt = async (branchContactId: number, plateId: number) =>
  (await env.DB.prepare("SELECT until AS u FROM location_sold_out WHERE branch_contact_id = ? AND kind = 'PLATE' AND item_id = ?").bind(branchContactId, plateId).first<{ u: number }>())?.u ?? null;

afterEach(async () => {
  await env.DB.prepare("DELETE FROM location_sold_out").run();
  await env.DB.prepare("UPDATE order_modes SET paused_until = NULL WHERE paused_until IS NOT NULL").run();
});

describe("/consola/{alias}/carta: sold out", () => {
  it("Diego marks Napolitana sold out until tomorrow: the revision moves, the menu shows 'Agotado', adding it is refused", async () => {
    const diego = await consoleAs(SHOP.diego);
    const page = await diego.go(`/consola/${PALERMO}/carta`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Agotado hasta mañana");
    // Each plate's row names the plate (not its category).
    expect(html).toContain('aria-label="Disponibilidad de Napolitana"');
    const before = await menuRevision();
    const res = await diego.post(`/consola/${PALERMO}/carta`, { kind: "plate", id: String(I.plates.napolitana), until: "tomorrow" });
    expect(res.status).toBe(302);
    expect(await menuRevision()).toBeGreaterThan(before);
    expect(await soldOutUntilAt(I.branchContacts.palermo, I.plates.napolitana)).toBe(THURSDAY_MIDNIGHT_AR);
    expect(await (await diego.go(`/consola/${PALERMO}/carta`)).text()).toContain("Agotado hasta mañana</span>");

    const menu = await (await send(`/menu/${PALERMO}/delivery/pizzas`)).text();
    expect(menu).toMatch(/Napolitana[\s\S]*?pill--sold-out">Agotado</);
    const add = await send(`/menu/${PALERMO}/delivery/pizzas/napolitana`, { method: "POST", body: new URLSearchParams({ quantity: "1", volver: "categoria" }) });
    expect(add.status).toBe(400);
    expect(await add.text()).toContain(SOLD_OUT_NAPOLITANA);
  });

  it("a cart holding it is told which item to remove, keeps the rest, and the order is refused at submit", async () => {
    let cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 1);
    cookie = await cartWith(PALERMO, "take-away", "empanadas/empanada-de-verdura", 2, cookie);
    const diego = await consoleAs(SHOP.diego);
    await diego.post(`/consola/${PALERMO}/carta`, { kind: "plate", id: String(I.plates.napolitana), until: "reactivated" });
    const cart = await (await send(`/menu/${PALERMO}/preview`, { cookie })).text();
    expect(cart).toContain(SOLD_OUT_NAPOLITANA);
    expect(cart).toContain("Empanada de verdura");
    const checkout = await (await send(`/menu/${PALERMO}/checkout`, { cookie })).text();
    expect(checkout).toContain(SOLD_OUT_NAPOLITANA);

    const order = await postOrder(palermoDelivery({ phone: "+5491155550071", items: [{ referenceId: I.plates.napolitana, quantity: 1, extras: [], notes: "" }] }), "sold-out-submit");
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain(SOLD_OUT_NAPOLITANA);

    await diego.post(`/consola/${PALERMO}/carta`, { kind: "plate", id: String(I.plates.napolitana), until: "available" });
    expect(await (await send(`/menu/${PALERMO}/preview`, { cookie })).text()).not.toContain(SOLD_OUT_NAPOLITANA);
  });

  it("a garnish option sold out: the plate form shows it and a line holding it is refused naming it", async () => {
    const diego = await consoleAs(SHOP.diego);
    const res = await diego.post(`/consola/${PALERMO}/carta`, { kind: "garnish", id: String(I.garnishes.aceitunas), until: "tomorrow" });
    expect(res.status).toBe(302);
    const order = await postOrder(
      palermoDelivery({
        phone: "+5491155550072",
        items: [{ referenceId: I.plates.muzzarella, quantity: 1, sizeId: I.sizes.muzzarellaGrande, extras: [{ groupId: I.garnishGroups.agregados, groupItems: [{ referenceId: I.garnishes.aceitunas, quantity: 1 }] }], notes: "" }],
      }),
      "sold-out-garnish",
    );
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain("Agotado: Aceitunas (Muzzarella). Quite este producto de su pedido para continuar.");
  });

  it("the mark lapses at the location's midnight without a write", async () => {
    await env.DB.prepare("INSERT INTO location_sold_out (company_id, branch_contact_id, branch_id, kind, item_id, until) VALUES (?, ?, ?, 'PLATE', ?, ?)")
      .bind(I.companies.sabores, I.branchContacts.palermo, I.branches.pizzeria, I.plates.napolitana, Date.parse("2026-11-18T17:59:00Z"))
      .run();
    const menu = await (await send(`/menu/${PALERMO}/delivery/pizzas`)).text();
    expect(menu).not.toContain("pill--sold-out");
  });

  it("kitchen gets 403, another tenant's owner 404, a plate not on the menu 404, bad input a Spanish 400", async () => {
    const cocina = await consoleAs(SHOP.cocina);
    const forbidden = await cocina.go(`/consola/${PALERMO}/carta`);
    expect(forbidden.status).toBe(403);
    // Shown on the page, not only carried in the page's data.
    expect((await forbidden.text()).replace(/<script\b[\s\S]*?<\/script>/g, "")).toContain("Su rol no tiene acceso a esta sección.");
    expect((await cocina.post(`/consola/${PALERMO}/carta`, { kind: "plate", id: String(I.plates.napolitana), until: "tomorrow" })).status).toBe(403);
    const otro = await consoleAs(SHOP.otroDueno);
    expect((await otro.go(`/consola/${PALERMO}/carta`)).status).toBe(404);
    expect((await otro.post(`/consola/${PALERMO}/carta`, { kind: "plate", id: String(I.plates.napolitana), until: "tomorrow" })).status).toBe(404);
    const diego = await consoleAs(SHOP.diego);
    const other = await diego.post(`/consola/${PALERMO}/carta`, { kind: "plate", id: "999999", until: "tomorrow", via: "fetcher" });
    expect(other.status).toBe(404);
    expect(await other.text()).toContain("Ese producto no está en la carta de este local.");
    const bad = await diego.post(`/consola/${PALERMO}/carta`, { kind: "plate", id: "x", until: "siempre" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Elija un producto y cuándo vuelve a estar disponible.");
    expect(await soldOutUntilAt(I.branchContacts.palermo, I.plates.napolitana)).toBeNull();
  });
});

/** A form post with repeated fields (checkboxes). */
const postMany = (who: Diner, path: string, fields: [string, string][]) =>
  who.fetch(path, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

describe("/consola/{alias}/local: 'Sin stock' and 'Cerramos por hoy'", () => {
  it("Diego checks Napolitana and Fugazzeta as without stock at Palermo: both 'Agotado' there, refused at checkout; Belgrano (same menu) still sells them", async () => {
    const diego = await consoleAs(SHOP.diego);
    const page = await (await diego.go(`/consola/${PALERMO}/local`)).text();
    expect(page).toContain("Marque los platos sin stock");
    expect(page).toMatch(/name="soldOut" value="11002"/);
    const res = await postMany(diego, `/consola/${PALERMO}/local`, [["intent", "soldOut"], ["soldOut", String(I.plates.napolitana)], ["soldOut", String(I.plates.fugazzeta)]]);
    expect(res.status).toBe(302);
    expect(await soldOutUntilAt(I.branchContacts.palermo, I.plates.napolitana)).toBe(THURSDAY_MIDNIGHT_AR);
    expect(await soldOutUntilAt(I.branchContacts.palermo, I.plates.fugazzeta)).toBe(THURSDAY_MIDNIGHT_AR);
    expect(await soldOutUntilAt(I.branchContacts.belgrano, I.plates.napolitana)).toBeNull();

    const palermo = await (await send(`/menu/${PALERMO}/take-away/pizzas`)).text();
    expect(palermo).toMatch(/Napolitana[\s\S]*?pill--sold-out">Agotado</);
    const belgrano = await (await send(`/menu/pizzeria-belgrano/take-away/pizzas`)).text();
    expect(belgrano).toContain("Napolitana");
    expect(belgrano).not.toContain("pill--sold-out");
    const order = await postOrder(palermoDelivery({ phone: "+5491155550076", items: [{ referenceId: I.plates.napolitana, quantity: 1, extras: [], notes: "" }] }), "local-sold-out");
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain(SOLD_OUT_NAPOLITANA);
    // The page shows them checked; unchecking Napolitana brings it back, Fugazzeta stays sold out.
    const shown = await (await diego.go(`/consola/${PALERMO}/local`)).text();
    expect(shown).toContain('name="soldOut" checked="" value="11002"/><span>Napolitana</span><span class="pill pill--sold-out">Agotado</span>');
    expect(shown).toContain('name="soldOut" value="11001"/><span>Muzzarella</span></label>');
    await postMany(diego, `/consola/${PALERMO}/local`, [["intent", "soldOut"], ["soldOut", String(I.plates.fugazzeta)]]);
    expect(await soldOutUntilAt(I.branchContacts.palermo, I.plates.napolitana)).toBeNull();
    expect(await soldOutUntilAt(I.branchContacts.palermo, I.plates.fugazzeta)).toBe(THURSDAY_MIDNIGHT_AR);
    const ok = await postOrder(palermoDelivery({ phone: "+5491155550077", items: [{ referenceId: I.plates.napolitana, quantity: 1, extras: [], notes: "" }] }), "local-back-in-stock");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("a plate of another tenant's menu is a Spanish 404 and marks nothing", async () => {
    const diego = await consoleAs(SHOP.diego);
    const res = await postMany(diego, `/consola/${PALERMO}/local`, [["intent", "soldOut"], ["soldOut", "999999"], ["via", "fetcher"]]);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Ese producto no está en la carta de este local.");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM location_sold_out").first<{ n: number }>())!.n).toBe(0);
  });

  it("'Cerramos por hoy' closes every mode of Palermo until its midnight: the storefront is closed, an order is refused, Belgrano's modes are untouched", async () => {
    const diego = await consoleAs(SHOP.diego);
    const res = await diego.post(`/consola/${PALERMO}/local`, { intent: "closeForToday" });
    expect(res.status).toBe(302);
    expect(await (await diego.go(`/consola/${PALERMO}/local`)).text()).toContain("Pausado hasta las 00:00");
    const closedText = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
    expect(await (await send(`/menu/${PALERMO}/delivery`)).text()).toContain(closedText);
    expect(await (await send(`/menu/${PALERMO}/take-away`)).text()).toContain(closedText);
    // Belgrano's hours close it at this time anyway: its modes are what stays untouched.
    expect((await env.DB.prepare("SELECT count(*) AS n FROM order_modes WHERE branch_contact_id = ? AND paused_until IS NOT NULL").bind(I.branchContacts.belgrano).first<{ n: number }>())!.n).toBe(0);
    const order = await postOrder(palermoDelivery({ phone: "+5491155550078" }), "closed-for-today");
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain(closedText);
    const row = await env.DB.prepare("SELECT min(paused_until) AS u FROM order_modes WHERE branch_contact_id = ?").bind(I.branchContacts.palermo).first<{ u: number }>();
    expect(row!.u).toBe(THURSDAY_MIDNIGHT_AR);
  });
});

describe("/consola/{alias}/local: pauses and the orders console", () => {
  it("pausing delivery at Palermo closes delivery on the storefront at once, take-away stays open; 'Reabrir' opens it", async () => {
    const diego = await consoleAs(SHOP.diego);
    const page = await (await diego.go(`/consola/${PALERMO}/local`)).text();
    expect(page).toContain("Pausar 30 min");
    const res = await diego.post(`/consola/${PALERMO}/local`, { intent: "pause", orderModeId: String(I.orderModes.palermoDelivery), length: "30" });
    expect(res.status).toBe(302);
    expect(await (await diego.go(`/consola/${PALERMO}/local`)).text()).toContain("Pausado hasta las 15:30");

    const closedText = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
    expect(await (await send(`/menu/${PALERMO}/delivery`)).text()).toContain(closedText);
    expect(await (await send(`/menu/${PALERMO}/take-away`)).text()).not.toContain(closedText);
    const order = await postOrder(palermoDelivery({ phone: "+5491155550073" }), "paused-delivery");
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain(closedText);

    await diego.post(`/consola/${PALERMO}/local`, { intent: "pause", orderModeId: String(I.orderModes.palermoDelivery), length: "reopen" });
    expect(await (await send(`/menu/${PALERMO}/delivery`)).text()).not.toContain(closedText);
  });

  it("the orders console flag: off, the order text goes to WhatsApp; on, only the code is kept", async () => {
    const diego = await consoleAs(SHOP.diego);
    await diego.post(`/consola/${PALERMO}/local`, { intent: "ordersConsole", on: "false" });
    const off = await postOrder(palermoDelivery({ phone: "+5491155550074" }), "console-flag-off");
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const offRow = await env.DB.prepare("SELECT order_text AS t FROM orders WHERE code = ?").bind(off.body.data.code).first<{ t: string | null }>();
    expect(offRow!.t).toContain("Muzzarella");
    await diego.post(`/consola/${PALERMO}/local`, { intent: "ordersConsole", on: "true" });
    const on = await postOrder(palermoDelivery({ phone: "+5491155550075" }), "console-flag-on");
    expect(on.status).toBe(200);
    const onRow = await env.DB.prepare("SELECT order_text AS t FROM orders WHERE code = ?").bind(on.body.data.code).first<{ t: string | null }>();
    expect(onRow!.t).toBeNull();
  });

  it("kitchen 403, other tenant 404, a mode of another location 404, bad input 400", async () => {
    const cocina = await consoleAs(SHOP.cocina);
    expect((await cocina.go(`/consola/${PALERMO}/local`)).status).toBe(403);
    const otro = await consoleAs(SHOP.otroDueno);
    expect((await otro.post(`/consola/${PALERMO}/local`, { intent: "pause", orderModeId: String(I.orderModes.palermoDelivery), length: "15" })).status).toBe(404);
    const diego = await consoleAs(SHOP.diego);
    const wrong = await diego.post(`/consola/pizzeria-belgrano/local`, { intent: "pause", orderModeId: String(I.orderModes.palermoDelivery), length: "15" });
    expect(wrong.status).toBe(404);
    const bad = await diego.post(`/consola/${PALERMO}/local`, { intent: "pause", orderModeId: "1", length: "45" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Elija una opción válida.");
    const row = await env.DB.prepare("SELECT count(*) AS n FROM order_modes WHERE paused_until IS NOT NULL").first<{ n: number }>();
    expect(row!.n).toBe(0);
  });
});
