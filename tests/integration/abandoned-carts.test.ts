// Abandoned carts (storefront.md §4, §7 POST /api/abandoned/cart/, PUT
// /api/abandoned/cart/cancel/, GET /api/recovery/cart/{phone}/{branchContactId};
// §8 'Cart not found') and the recovery link /menu/{alias}/recuperar/{token}
// (a signed, expiring token, the recovery call answers only the verified phone, and the
// cancel call only the caller's own session or verified phone).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { cartWith, cookieOf, expectJsonError, json, patchSession, send } from "./session-helpers";
import { phoneBearerToken } from "~/http/verified-phone.server";
import { cartRecoveryPath } from "~/views/abandoned-carts.server";
import { FIXED_NOW_MS } from "./follow-up-fixtures";

/** The recovery call as the verified owner of `phone` (E.164). */
const asOwner = async (phone: string) => ({ headers: { Authorization: `Bearer ${await phoneBearerToken(env, phone)}` } });
const recoveryLink = (phone: string, alias = "pizzeria-palermo", branchContactId: number = DEMO_IDS.branchContacts.palermo, companyId = 1) =>
  cartRecoveryPath(env, { companyId, branchContactId, alias }, phone, FIXED_NOW_MS);

const BC = DEMO_IDS.branchContacts;
const B = DEMO_IDS.branches;
const O = DEMO_IDS.orderModes;
const P = DEMO_IDS.plates;
const POST = "/api/abandoned/cart/";
const CANCEL = "/api/abandoned/cart/cancel/";
const palermo = { branchContactId: BC.palermo, branchId: B.pizzeria, navigationEvent: "pagehide" };

async function rows(phone: string) {
  const r = await env.DB.prepare("SELECT * FROM abandoned_carts WHERE customer_phone = ? ORDER BY id").bind(phone).all<any>();
  return r.results;
}
async function logs(message: string) {
  const r = await env.DB.prepare("SELECT * FROM diner_logs WHERE message = ?").bind(message).all<any>();
  return r.results;
}

describe("POST /api/abandoned/cart/", () => {
  it("stores the session's cart (ids and quantities, priced by the server) under the given phone", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 3);
    const r = await json(POST, "POST", { ...palermo, phone: "11 5555-0101", items: [{ referenceId: P.flan, quantity: 9 }] }, { cookie });
    expect(r.status).toBe(200);
    // 3 × $ 1.200 with buy 3 pay 2 = $ 2.400; the body's items are ignored when the session has a cart.
    expect(r.body).toEqual({ saved: true, itemsTotal: 2400 });
    const [row] = await rows("+5491155550101");
    expect(row.company_id).toBe(1);
    expect(row.branch_contact_id).toBe(BC.palermo);
    expect(row.order_mode_id).toBe(O.palermoDelivery);
    const cart = JSON.parse(row.cart);
    expect(cart.lines.map((l: any) => [l.referenceId, l.quantity])).toEqual([[P.empanadaCarne, 3]]);
    expect(JSON.stringify(cart)).not.toMatch(/price/i);
  });

  it("sendBeacon's text/plain body works; a second post of the same session updates the row", async () => {
    let cookie = await cartWith("pizzeria-palermo", "take-away", "postres/flan-con-dulce-de-leche", 1);
    const beacon = (c: string) =>
      send(POST, { method: "POST", body: JSON.stringify({ ...palermo, phone: "+54 9 11 5555-0102" }), headers: { "Content-Type": "text/plain;charset=UTF-8" }, cookie: c });
    expect((await beacon(cookie)).status).toBe(200);
    cookie = await cartWith("pizzeria-palermo", "take-away", "postres/flan-con-dulce-de-leche", 1, cookie);
    expect((await beacon(cookie)).status).toBe(200);
    const stored = await rows("+5491155550102");
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0].cart).lines[0].quantity).toBe(2);
  });

  it("the phone can come from the session (signed-in diner or entry link)", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-verdura", 2);
    expectJsonError(await json(POST, "POST", palermo, { cookie }), 400); // no phone known
    await patchSession(cookie, { customerPhone: "+5491155550103" });
    expect((await json(POST, "POST", palermo, { cookie })).status).toBe(200);
    expect(await rows("+5491155550103")).toHaveLength(1);
  });

  it("an API client without a session sends items; unknown plates are dropped, nothing valid is 400", async () => {
    const ok = await json(POST, "POST", {
      ...palermo,
      phone: "1155550104",
      orderModeId: O.palermoTakeAway,
      items: [{ referenceId: P.cocaCola, quantity: 2 }, { referenceId: 999999, quantity: 1 }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.itemsTotal).toBe(5000); // 2 × ($ 3.000 − $ 500)
    expectJsonError(await json(POST, "POST", { ...palermo, phone: "1155550104", orderModeId: O.palermoTakeAway, items: [{ referenceId: P.otroMuzzarella, quantity: 1 }] }), 400);
  });

  it("4xx JSON: bad JSON, bad ids, empty cart, another tenant's or mismatched location, GET", async () => {
    expectJsonError(await json(POST, "POST", "{", {}), 400);
    expectJsonError(await json(POST, "POST", { branchContactId: "x" }), 400);
    expectJsonError(await json(POST, "POST", { ...palermo, phone: "1155550105" }), 400);
    expectJsonError(await json(POST, "POST", { ...palermo, branchContactId: 999999, phone: "1155550105" }), 404);
    expectJsonError(await json(POST, "POST", { ...palermo, branchId: B.otro, phone: "1155550105" }), 404);
    // Otro Sabor's location with Sabores' plate ids: the other tenant's menu has none of them.
    expectJsonError(
      await json(POST, "POST", { branchContactId: BC.otroLocal, phone: "1155550105", orderModeId: O.palermoTakeAway, items: [{ referenceId: P.flan, quantity: 1 }] }),
      400,
    );
    expectJsonError(await json(POST, "GET", undefined), 405);
  });
});

describe("recovery", () => {
  it("GET /api/recovery/cart/{phone}/{branchContactId}: data with orderModeId and items", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 2);
    await json(POST, "POST", { ...palermo, phone: "1155550201" }, { cookie });
    const owner = await asOwner("+5491155550201");
    expectJsonError(await json(`/api/recovery/cart/${encodeURIComponent("+5491155550201")}/${BC.palermo}`, "GET", undefined), 401);
    const r = await json(`/api/recovery/cart/${encodeURIComponent("+5491155550201")}/${BC.palermo}`, "GET", undefined, owner);
    expect(r.status).toBe(200);
    expect(r.body.data.orderModeId).toBe(O.palermoDelivery);
    expect(r.body.data.items).toEqual([
      { referenceId: P.empanadaCarne, referenceType: "PLATE", sizeId: null, quantity: 2, notes: "", extras: [], source: "plate" },
    ]);
    // The same phone typed differently finds it too.
    expect((await json(`/api/recovery/cart/1155550201/${BC.palermo}`, "GET", undefined, owner)).status).toBe(200);
  });

  it("404 'Cart not found' (logged) for an unknown phone, another location or another tenant", async () => {
    const before = (await logs("Cart not found")).length;
    for (const [path, phone] of [[`/api/recovery/cart/1155550299/${BC.palermo}`, "+5491155550299"], [`/api/recovery/cart/1155550201/${BC.belgrano}`, "+5491155550201"]]) {
      const r = await json(path, "GET", undefined, await asOwner(phone));
      expectJsonError(r, 404);
      expect(r.body.error.message).toBe("Cart not found");
    }
    expectJsonError(await json(`/api/recovery/cart/1155550201/${BC.otroLocal}`, "GET", undefined, await asOwner("+5491155550201")), 404);
    expectJsonError(await json(`/api/recovery/cart/1155550201/abc`, "GET", undefined), 400);
    expectJsonError(await json(`/api/recovery/cart/123/${BC.palermo}`, "GET", undefined), 400);
    const after = await logs("Cart not found");
    expect(after.length).toBe(before + 3);
    expect(after.at(-1).company_id).not.toBeNull();
  });

  it("/menu/{alias}/recuperar/{token} restores the session cart and redirects to the cart page", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 4);
    await json(POST, "POST", { ...palermo, phone: "1155550202" }, { cookie });
    // A new device: no cookie at all.
    const res = await send(await recoveryLink("+5491155550202"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/menu/pizzeria-palermo/preview");
    const fresh = cookieOf(res);
    expect(fresh).toMatch(/^__sabores=/);
    const page = await send("/menu/pizzeria-palermo/preview", { cookie: fresh });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Empanada de carne");
    const [row] = await rows("+5491155550202");
    expect(row.recovered_at).not.toBeNull();
  });

  it("recovery link without a cart: 'Cart not found' logged, back to the location's page", async () => {
    const before = (await logs("Cart not found")).length;
    const res = await send(await recoveryLink("+5491155550298"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/menu/pizzeria-palermo");
    expect((await logs("Cart not found")).length).toBe(before + 1);
    // Another tenant's alias never sees Sabores' carts; unknown aliases are 404.
    expect((await send((await recoveryLink("+5491155550202")).replace("pizzeria-palermo", "otro-local"))).headers.get("Location")).toBe("/menu/otro-local");
    expect((await send((await recoveryLink("+5491155550202")).replace("pizzeria-palermo", "no-existe"))).status).toBe(404);
  });
});

describe("PUT /api/abandoned/cart/cancel/", () => {
  // The caller's own session, or the phone's verified owner; nobody else.
  const OWNER_ONLY = "Solo puede cancelar su propio pedido guardado: inicie sesión con el código que enviamos a su teléfono.";

  it("cancels the session's own cart at that location only", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 1);
    await json(POST, "POST", { ...palermo, phone: "1155550301" }, { cookie });
    expect(await rows("+5491155550301")).toHaveLength(1);
    const other = await json(CANCEL, "PUT", { branchContactId: BC.belgrano, phone: "1155550301" }, { cookie });
    expect(other.body).toEqual({ cancelled: 0 });
    const r = await json(CANCEL, "PUT", { ...palermo, phone: "1155550301", email: "a@b.com" }, { cookie });
    expect(r.status).toBe(200);
    expect(r.body.cancelled).toBeGreaterThanOrEqual(1);
    expect(await rows("+5491155550301")).toHaveLength(0);
    expectJsonError(await json(`/api/recovery/cart/1155550301/${BC.palermo}`, "GET", undefined, await asOwner("+5491155550301")), 404);
  });

  it("a phone alone cancels nothing and tells nothing: 401 in Spanish, whether or not it has a cart", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 1);
    await json(POST, "POST", { ...palermo, phone: "1155550302" }, { cookie });
    const withCart = await json(CANCEL, "PUT", { ...palermo, phone: "1155550302" });
    const withoutCart = await json(CANCEL, "PUT", { ...palermo, phone: "1155550399" });
    for (const r of [withCart, withoutCart]) {
      expectJsonError(r, 401);
      expect(r.body.error.message).toBe(OWNER_ONLY);
    }
    expect(withCart.body).toEqual(withoutCart.body);
    // A bearer of another phone is no better.
    expectJsonError(await json(CANCEL, "PUT", { ...palermo, phone: "1155550302" }, await asOwner("+5491155550399")), 401);
    expect(await rows("+5491155550302")).toHaveLength(1);
  });

  it("another diner's session naming the phone: the phone is ignored (0 cancelled), the cart stays", async () => {
    const owner = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 1);
    await json(POST, "POST", { ...palermo, phone: "1155550303" }, { cookie: owner });
    const stranger = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-verdura", 1);
    const r = await json(CANCEL, "PUT", { ...palermo, phone: "1155550303" }, { cookie: stranger });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ cancelled: 0 });
    expect(await rows("+5491155550303")).toHaveLength(1);
  });

  it("the phone's verified owner cancels it from another device", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 1);
    await json(POST, "POST", { ...palermo, phone: "1155550304" }, { cookie });
    const r = await json(CANCEL, "PUT", { ...palermo, phone: "11 5555-0304" }, await asOwner("+5491155550304"));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ cancelled: 1 });
    expect(await rows("+5491155550304")).toHaveLength(0);
  });

  it("counts in the phone-lookup guessing limit: 20 a minute per client, then 429 in Spanish", async () => {
    const client = { "X-Test-Client": `cancel-guess-${Date.now()}` };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await json(CANCEL, "PUT", { ...palermo, phone: `11555503${10 + i}` }, { headers: client })).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const refused = await json(CANCEL, "PUT", { ...palermo, phone: "1155550330" }, { headers: client });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { status: 429, message: "Demasiados intentos. Espere unos minutos y vuelva a intentarlo." } });
    expect(Number(refused.res.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("4xx JSON: bad ids, unknown location, POST", async () => {
    expectJsonError(await json(CANCEL, "PUT", { branchContactId: "x" }), 400);
    expectJsonError(await json(CANCEL, "PUT", { branchContactId: 999999 }), 404);
    expectJsonError(await json(CANCEL, "PUT", { branchContactId: BC.otroLocal, branchId: B.pizzeria }), 404);
    expectJsonError(await json(CANCEL, "POST", { branchContactId: BC.palermo }), 405);
  });
});
