// The checkout wired to the other pieces (docs/decisions.md#checkout-and-orders): analytics
// events (storefront.md §7, stored only with a session cookie), 'PEDIDO EN
// CURSO' right after ordering (§2 Header), the abandoned cart cancelled by the
// order (§4), installedApp and order notes (§3, §5), and POST /api/order
// refusing what the storefront refuses (§2 Closed branch) with source DIRECT (§3).
// The clock is pinned: FIXED_NOW 2026-11-18 15:00 -03:00, a Wednesday (Belgrano
// closed between 15:00 and 19:00; Caballito manually closed, scheduled only).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { cartWith, cookieOf, eventually, send, sessionIdOf } from "./session-helpers";
import { insertOrder } from "./follow-up-fixtures";
import { count, orderRow, palermoDelivery, postOrder } from "./orders-helpers";

const I = DEMO_IDS;
const PALERMO = "pizzeria-palermo";
const MSG_CLOSED = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
const MSG_INFORMATIONAL = "Menú informativo. Pedidos deshabilitados.";
const MSG_SCHEDULE = "Seleccione un horario de programación del pedido";

async function events(sessionId: string | null, name: string) {
  const q = sessionId
    ? env.DB.prepare("SELECT * FROM analytics_events WHERE session_id = ? AND name = ? ORDER BY id").bind(sessionId, name)
    : env.DB.prepare("SELECT * FROM analytics_events WHERE name = ? ORDER BY id").bind(name);
  return (await q.all<any>()).results.map((r) => ({ ...r, payload: JSON.parse(r.payload) }));
}
const settle = () => new Promise((r) => setTimeout(r, 300));

/** A take-away cart at Palermo (flan ×2 = $ 7.000) and its session cookie. */
const takeAwayCart = (cookie = "") => cartWith(PALERMO, "take-away", "postres/flan-con-dulce-de-leche", 2, cookie);

/** GET the checkout (its idempotency key), then POST `intent=submit` with `fields`. */
async function submit(cookie: string, fields: Record<string, string>) {
  const page = await send(`/menu/${PALERMO}/checkout`, { cookie });
  expect(page.status).toBe(200);
  const html = await page.text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
  cookie = cookieOf(page, cookie);
  const res = await send(`/menu/${PALERMO}/checkout`, {
    method: "POST",
    body: new URLSearchParams({ intent: "submit", idempotencyKey: key, ...fields }),
    cookie,
  });
  return { res, html, cookie: cookieOf(res, cookie) };
}

const takeAwayFields = (phone: string, extra: Record<string, string> = {}) => ({
  phoneCountry: "ar",
  phone,
  name: "Ana",
  email: "",
  scheduled: "0",
  paymentTypeId: String(I.orderModes.palermoTakeAway * 10 + 1), // 'Efectivo'
  paysWith: "10000",
  ...extra,
});

describe("analytics events of the checkout (stored only with a session cookie)", () => {
  it("CONTINUE_TO_CHECKOUT when the checkout opens from 'Continuar' (Referer: the cart page), not on other loads", async () => {
    const cookie = await takeAwayCart();
    const sid = sessionIdOf(cookie);
    await send(`/menu/${PALERMO}/checkout`, { cookie, headers: { Referer: `https://example.com/menu/${PALERMO}/preview` } });
    await send(`/menu/${PALERMO}/checkout`, { cookie, headers: { Referer: `https://example.com/menu/${PALERMO}/checkout` } });
    await send(`/menu/${PALERMO}/checkout`, { cookie });
    const rows = await eventually(() => events(sid, "CONTINUE_TO_CHECKOUT"), (r) => r.length >= 1);
    await settle();
    expect(await events(sid, "CONTINUE_TO_CHECKOUT")).toHaveLength(1);
    expect(rows[0].branch_contact_id).toBe(I.branchContacts.palermo);
    expect(rows[0].payload).toMatchObject({ branchContact: I.branchContacts.palermo, source: "DIRECT", orderModeId: I.orderModes.palermoTakeAway, units: 2 });
  });

  it("ADDRESS_SUBMIT in the address page action: with the cookie only", async () => {
    const fields = {
      intent: "save", volver: `/menu/${PALERMO}/delivery`, tab: "direccion", direccion: "Gurruchaga 1500, Palermo, CABA",
      lat: "-34.5893", lng: "-58.4262", street: "Gurruchaga", number: "1500", postalCode: "C1414", city: "CABA",
      province: "Palermo", country: "ar", betweenStreets: "Cabrera y Gorriti",
    };
    const before = (await events(null, "ADDRESS_SUBMIT")).length;
    const anonymous = await send(`/menu/${PALERMO}/direccion`, { method: "POST", body: new URLSearchParams(fields) });
    expect(anonymous.status).toBe(302);
    await settle();
    expect((await events(null, "ADDRESS_SUBMIT")).length).toBe(before);

    const cookie = await takeAwayCart();
    const res = await send(`/menu/${PALERMO}/direccion`, { method: "POST", body: new URLSearchParams(fields), cookie });
    expect(res.status).toBe(302);
    const rows = await eventually(() => events(sessionIdOf(cookie), "ADDRESS_SUBMIT"), (r) => r.length >= 1);
    expect(rows[0].payload).toMatchObject({ branchContact: I.branchContacts.palermo, tab: "direccion" });
  });

  it("PAY_ORDER where an online payment starts: POST /api/paymenturl and the follow-up's intent=pay", async () => {
    const before = (await events(null, "PAY_ORDER")).length;
    const a = await insertOrder("onlineDelivery");
    const bare = await send("/api/paymenturl", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: a.code, branchContactId: I.branchContacts.palermo }),
    });
    expect(bare.status).toBe(200);
    await settle();
    expect((await events(null, "PAY_ORDER")).length).toBe(before);

    const cookie = await takeAwayCart();
    const sid = sessionIdOf(cookie);
    const b = await insertOrder("onlineDelivery");
    const api = await send("/api/paymenturl", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: b.code, branchContactId: I.branchContacts.palermo }),
      cookie,
    });
    expect(api.status).toBe(200);
    const c = await insertOrder("onlineDelivery");
    const pay = await send(`/menu/${PALERMO}/order/${c.code}`, { method: "POST", body: new URLSearchParams({ intent: "pay" }), cookie });
    expect(pay.status).toBe(302);
    const rows = await eventually(() => events(sid, "PAY_ORDER"), (r) => r.length >= 2);
    expect(rows.map((r) => r.payload.orderCode).sort()).toEqual([b.code, c.code].sort());
  });
});

describe("checkout submit wiring", () => {
  it("after the order the menu shows 'PEDIDO EN CURSO'; the abandoned cart is tied to the order; installedApp and notes are stored", async () => {
    const cookie = await takeAwayCart();
    const phone = "+5491155561234";
    // The diner's cart was filed as abandoned (pagehide beacon, §7 POST /api/abandoned/cart/).
    const beacon = await send("/api/abandoned/cart/", {
      method: "POST",
      body: JSON.stringify({ branchContactId: I.branchContacts.palermo, branchId: I.branches.pizzeria, orderModeId: I.orderModes.palermoTakeAway, phone }),
      cookie,
    });
    expect(beacon.status).toBeLessThan(300);
    expect(await count("SELECT COUNT(*) AS n FROM abandoned_carts WHERE customer_phone = ? AND order_id IS NULL", phone)).toBe(1);

    const before = await send(`/menu/${PALERMO}/take-away`, { cookie });
    expect(await before.text()).not.toContain("PEDIDO EN CURSO");

    const { res, html, cookie: after } = await submit(cookie, takeAwayFields("11 5556-1234", { notes: "Sin azúcar, por favor", installedApp: "1" }));
    // The page offers the notes with their used/limit counter (menuConfig.notesLimit 250) and the hidden installedApp.
    expect(html).toContain("0/250");
    expect(html).toMatch(/name="installedApp" value="0"/);
    expect(res.status).toBe(302);
    const code = new URL(res.headers.get("Location") ?? "", "http://x").pathname.split("/").pop()!;
    expect(code).toMatch(/^[0-9A-Z]{8}$/);

    const menu = await send(`/menu/${PALERMO}/take-away`, { cookie: after });
    const menuHtml = await menu.text();
    expect(menuHtml).toContain("PEDIDO EN CURSO");
    expect(menuHtml).toContain(`/menu/${PALERMO}/order/${code}`);

    const row = await orderRow(code);
    expect(row.notes).toBe("Sin azúcar, por favor");
    expect(row.installed_app).toBe(1);
    expect(row.source).toBe("DIRECT");
    expect(await count("SELECT COUNT(*) AS n FROM abandoned_carts WHERE customer_phone = ? AND order_id IS NULL", phone)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM abandoned_carts WHERE customer_phone = ? AND order_id = ?", phone, row.id)).toBe(1);
  });

  it("without JavaScript installedApp is false; notes over the limit are refused with a clear message and the text comes back", async () => {
    const cookie = await takeAwayCart();
    const long = "x".repeat(251);
    const refused = await submit(cookie, takeAwayFields("11 5556-1235", { notes: long }));
    expect(refused.res.status).toBe(400);
    const html = await refused.res.text();
    expect(html).toContain("Las notas no pueden superar los 250 caracteres");
    expect(html).toContain(long);

    const ok = await submit(refused.cookie, takeAwayFields("11 5556-1235", { notes: "Timbre 2" }));
    expect(ok.res.status).toBe(302);
    const row = await orderRow(new URL(ok.res.headers.get("Location") ?? "", "http://x").pathname.split("/").pop()!);
    expect(row.installed_app).toBe(0);
    expect(row.notes).toBe("Timbre 2");
  });
});

describe("POST /api/order refuses what the storefront refuses", () => {
  const takeAway = (branchContact: string, orderModeId: number, over: Record<string, unknown> = {}) => ({
    branchContact,
    orderModeId,
    items: [{ referenceId: I.plates.flan, quantity: 2 }],
    phone: "+5491155569999",
    customerName: "Martina",
    customerEmail: "martina@example.com",
    paysWith: 10000,
    ...over,
  });

  it("Belgrano closed at 15:00 (between 11:00-15:00 and 19:00-23:30): 422 'Local cerrado' text, even scheduled; nothing stored", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM orders WHERE branch_contact_id = ?", I.branchContacts.belgrano);
    const now = await postOrder(takeAway("pizzeria-belgrano", I.orderModes.belgranoTakeAway), "refusal-belgrano-1");
    expect(now.status).toBe(422);
    expect(now.body.error.message).toBe(MSG_CLOSED);
    const scheduled = await postOrder(takeAway("pizzeria-belgrano", I.orderModes.belgranoTakeAway, { scheduled: true, scheduledAt: "2026-11-18T19:30" }), "refusal-belgrano-2");
    expect(scheduled.status).toBe(422);
    expect(scheduled.body.error.message).toBe(MSG_CLOSED);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE branch_contact_id = ?", I.branchContacts.belgrano)).toBe(before);
  });

  it("Café Centro self-service (informational menu): 422 'Menú informativo. Pedidos deshabilitados.'", async () => {
    const r = await postOrder(takeAway("cafe-centro", I.orderModes.cafeSelfService, { items: [{ referenceId: I.plates.flan, quantity: 1 }] }), "refusal-cafe-1");
    expect(r.status).toBe(422);
    expect(r.body.error.message).toBe(MSG_INFORMATIONAL);
  });

  it("Caballito (scheduled only): immediate → 422 'Seleccione un horario…'; a non-offered slot → refused; an offered slot → 200", async () => {
    const immediate = await postOrder(takeAway("pizzeria-caballito", I.orderModes.caballitoTakeAway), "refusal-caballito-1");
    expect(immediate.status).toBe(422);
    expect(immediate.body.error.message).toBe(MSG_SCHEDULE);
    const bogus = await postOrder(takeAway("pizzeria-caballito", I.orderModes.caballitoTakeAway, { scheduled: true, scheduledAt: "2026-11-18T03:17" }), "refusal-caballito-2");
    expect(bogus.status).toBe(400);
    expect(bogus.body.error.message).toBe(MSG_SCHEDULE);
    // The first slot the checkout offers (its schedule select) is accepted.
    const cookie = await cartWith("pizzeria-caballito", "take-away", "postres/flan-con-dulce-de-leche", 1);
    const html = await (await send("/menu/pizzeria-caballito/checkout", { cookie })).text();
    const day = /name="day"[^>]*>[\s\S]*?<option[^>]*value="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
    const time = /name="time"[^>]*>[\s\S]*?<option[^>]*value="(\d{2}:\d{2})"/.exec(html)?.[1];
    expect(day && time, "the checkout offers a slot").toBeTruthy();
    const ok = await postOrder(takeAway("pizzeria-caballito", I.orderModes.caballitoTakeAway, { scheduled: true, scheduledAt: `${day}T${time}` }), "refusal-caballito-3");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("source defaults to DIRECT (§3); an explicit source is kept", async () => {
    const plain = await postOrder(palermoDelivery(), "refusal-source-1");
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect((await orderRow(plain.body.data.code)).source).toBe("DIRECT");
    const api = await postOrder(palermoDelivery({ source: "API" }), "refusal-source-2");
    expect(api.status).toBe(200);
    expect((await orderRow(api.body.data.code)).source).toBe("API");
  });
});
