// Analytics events (storefront.md §7 "Analytics events … only when a session
// cookie exists"): stored in analytics_events by trackEvent (ctx.waitUntil),
// with branch, customer, branchContact, campaignId, date, source, abandonedCart.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { cartWith, cookieOf, eventually, send, sessionIdOf } from "./session-helpers";

const BC = DEMO_IDS.branchContacts;
const P = DEMO_IDS.plates;
const O = DEMO_IDS.orderModes;

async function events(sessionId: string | null) {
  const q = sessionId
    ? env.DB.prepare("SELECT * FROM analytics_events WHERE session_id = ? ORDER BY id").bind(sessionId)
    : env.DB.prepare("SELECT * FROM analytics_events ORDER BY id");
  return (await q.all<any>()).results.map((r) => ({ ...r, payload: JSON.parse(r.payload) }));
}
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe("analytics events", () => {
  it("nothing is stored without a session cookie", async () => {
    const before = (await events(null)).length;
    expect((await send("/menu/pizzeria-palermo/delivery/empanadas/empanada-de-carne")).status).toBe(200);
    expect((await send("/menu/pizzeria-palermo/delivery")).status).toBe(200);
    expect((await send("/menu/pizzeria-palermo/preview")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await events(null)).length).toBe(before);
  });

  it("with the cookie: ITEM_VIEW, ADD_ITEM, VIEW_ORDER_SUMMARY, DELETE_ITEM, mode and location selects (once each)", async () => {
    // The entry link carries a campaign and a utm source; the add sets the cookie.
    const entry = await send("/menu/pizzeria-palermo/delivery?campaignId=verano&utm_source=newsletter");
    let cookie = cookieOf(entry);
    cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 2, cookie);
    const sid = sessionIdOf(cookie);
    // ADD_ITEM (the plate action above) is the first event of this session.
    await send("/menu/pizzeria-palermo/delivery/empanadas/empanada-de-carne", { cookie });
    await send("/menu/pizzeria-palermo/delivery", { cookie });
    await send("/menu/pizzeria-palermo/delivery", { cookie }); // a re-run does not count again
    const cart = await send("/menu/pizzeria-palermo/preview", { cookie });
    const html = await cart.text();
    const lineId = /name="lineId" value="([0-9a-f]{16})"/.exec(html)?.[1];
    expect(lineId).toBeTruthy();
    await send("/menu/pizzeria-palermo/preview", { method: "POST", body: new URLSearchParams({ intent: "remove", lineId: lineId! }), cookie });

    const rows = await eventually(() => events(sid), (r) => r.length >= 6);
    expect(names(rows).sort()).toEqual(
      ["ADD_ITEM", "BRANCH_CONTACT_SELECT", "DELETE_ITEM", "ITEM_VIEW", "ORDER_MODE_SELECT", "VIEW_ORDER_SUMMARY"].sort(),
    );
    for (const r of rows) {
      expect(r.company_id).toBe(1);
      expect(r.branch_contact_id).toBe(BC.palermo);
      expect(r.payload).toMatchObject({
        branch: DEMO_IDS.branches.pizzeria,
        branchContact: BC.palermo,
        customer: null,
        campaignId: "verano",
        source: "newsletter",
        abandonedCart: false,
        date: "2026-11-18T18:00:00.000Z",
      });
    }
    expect(rows.find((r) => r.name === "ADD_ITEM").payload).toMatchObject({ plateId: P.empanadaCarne, quantity: 2 });
    expect(rows.find((r) => r.name === "DELETE_ITEM").payload.plateId).toBe(P.empanadaCarne);
    expect(rows.find((r) => r.name === "ORDER_MODE_SELECT").payload.orderModeId).toBe(O.palermoDelivery);

    // Another mode is a new ORDER_MODE_SELECT.
    await send("/menu/pizzeria-palermo/take-away", { cookie });
    const more = await eventually(() => events(sid), (r) => r.length >= 7);
    expect(names(more).filter((n) => n === "ORDER_MODE_SELECT")).toHaveLength(2);
  });

  it("source: DIRECT by default, 'instagram' from its in-app browser", async () => {
    // The first add sets the cookie (not tracked: no cookie yet); the second one is tracked.
    let cookie = await cartWith("pizzeria-palermo", "take-away", "postres/flan-con-dulce-de-leche", 1);
    cookie = await cartWith("pizzeria-palermo", "take-away", "postres/flan-con-dulce-de-leche", 1, cookie);
    const sid = sessionIdOf(cookie);
    await send("/menu/pizzeria-palermo/take-away/postres/flan-con-dulce-de-leche", {
      cookie,
      headers: { "User-Agent": "Mozilla/5.0 (iPhone) Instagram 300.0" },
    });
    const rows = await eventually(() => events(sid), (r) => r.some((e) => e.name === "ITEM_VIEW"));
    expect(rows.find((r) => r.name === "ADD_ITEM").payload.source).toBe("DIRECT");
    expect(rows.find((r) => r.name === "ITEM_VIEW").payload.source).toBe("instagram");
  });
});
