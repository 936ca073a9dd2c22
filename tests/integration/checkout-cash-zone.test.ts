// storefront.md §4 Payment ("Cash is only offered where delivery cash is allowed"),
// §5 'cash with no courier accepting cash', §3 Order payload attribution fields
// (acquisitionChannel, userExternalReference, partnerName, analyticsInfo.sessionId).
// Palermo's zone (demo-tenant.md "Delivery at Palermo") refuses cash only inside
// the tests that need it, and is restored after each.
import { SELF, env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE, getJson } from "./api-helpers";
import { GURRUCHAGA, PALERMO_CASH, orderRow, palermoDelivery, postOrder } from "./orders-helpers";

const PALERMO = "pizzeria-palermo";
const PALERMO_ZONE = 1111;
const NO_CASH = "En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde";

const setCash = (allowed: boolean) =>
  env.DB.prepare("UPDATE delivery_zones SET cash_allowed = ? WHERE id = ? AND company_id = ?")
    .bind(allowed ? 1 : 0, PALERMO_ZONE, DEMO_IDS.companies.sabores)
    .run();

afterEach(async () => {
  await setCash(true);
});

async function send(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return SELF.fetch(`${BASE}${path}`, { ...init, headers, redirect: "manual" });
}

/** A new session with one Napolitana in the delivery cart and a location inside Palermo's zone. */
async function deliveryCartInZone(): Promise<string> {
  const res = await send(`/menu/${PALERMO}/delivery/pizzas/napolitana`, {
    method: "POST",
    body: new URLSearchParams({ quantity: "1", volver: "modal" }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get("Set-Cookie") ?? "").split(";")[0];
  const signed = decodeURIComponent(cookie.split("=")[1]);
  // The cookie names a session version `{id}.{version}`, stored under `{id}:{version}`.
  const id = String(JSON.parse(decodeURIComponent(escape(atob(signed.slice(0, signed.lastIndexOf(".")))))) ).replace(".", ":");
  const data = ((await env.SESSIONS.get(id, "json")) ?? {}) as Record<string, unknown>;
  await env.SESSIONS.put(id, JSON.stringify({ ...data, location: { fullAddress: GURRUCHAGA.fullAddress, lat: GURRUCHAGA.lat, lng: GURRUCHAGA.lng } }));
  return cookie;
}

describe("delivery cash allowed per zone (§4 Payment)", () => {
  it("the demo seed allows cash: the checkout page offers 'Efectivo'", async () => {
    const cookie = await deliveryCartInZone();
    const html = await (await send(`/menu/${PALERMO}/checkout`, { cookie })).text();
    expect(html).toContain("Efectivo");
    expect(html).toContain("Tarjeta online");
  });

  it("a zone without cash: the checkout page no longer offers 'Efectivo' and defaults to the first non-cash type", async () => {
    await setCash(false);
    const cookie = await deliveryCartInZone();
    const res = await send(`/menu/${PALERMO}/checkout`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("Efectivo");
    expect(html).toContain("Tarjeta online");
    expect(html).not.toContain(`value="${PALERMO_CASH}"`);
  });

  it("POST /api/order with cash in a zone without cash: 422 with the §5 message, nothing stored", async () => {
    await setCash(false);
    const { status, body } = await postOrder(palermoDelivery(), "cash-zone-refused-1");
    expect(status).toBe(422);
    expect(body.error.message).toBe(NO_CASH);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?").bind("cash-zone-refused-1").first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("POST /api/order without a payment type in a zone without cash: the first active non-cash type", async () => {
    await setCash(false);
    const { status, body } = await postOrder(palermoDelivery({ paymentType: null, paysWith: null }), "cash-zone-default-1");
    expect(status, JSON.stringify(body)).toBe(200);
    expect((await orderRow(body.data.code)).payment_method).not.toBe("CASH");
  });

  it("the rule follows the zone: once cash is allowed again, the same cash order goes through", async () => {
    await setCash(false);
    const { status } = await postOrder(palermoDelivery({ paymentType: PALERMO_CASH }), "cash-zone-allowed-again");
    expect(status).toBe(422);
    await setCash(true);
    const again = await postOrder(palermoDelivery(), "cash-zone-allowed-again");
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});

describe("POST /api/order attribution fields (§3 Order payload)", () => {
  it("stores acquisitionChannel, userExternalReference, partnerName, analyticsInfo.sessionId and returns them in the follow-up", async () => {
    const attribution = {
      acquisitionChannel: " INSTAGRAM ",
      userExternalReference: "ext-42",
      partnerName: "Club Beneficios",
      analyticsInfo: { sessionId: "sess-abc-123" },
    };
    const { status, body } = await postOrder(palermoDelivery(attribution), "attribution-1");
    expect(status, JSON.stringify(body)).toBe(200);
    const row = await orderRow(body.data.code);
    expect(row).toMatchObject({
      acquisition_channel: "INSTAGRAM",
      user_external_reference: "ext-42",
      partner_name: "Club Beneficios",
      analytics_session_id: "sess-abc-123",
    });
    const follow = await getJson(`/api/diner/${PALERMO}/order/${body.data.code}`);
    expect(follow.status).toBe(200);
    expect(follow.body).toMatchObject({
      acquisitionChannel: "INSTAGRAM",
      userExternalReference: "ext-42",
      partnerName: "Club Beneficios",
      analyticsInfo: { sessionId: "sess-abc-123" },
    });
  });

  it("absent fields are null in the follow-up", async () => {
    const { body } = await postOrder(palermoDelivery(), "attribution-none");
    const follow = await getJson(`/api/diner/${PALERMO}/order/${body.data.code}`);
    expect(follow.body).toMatchObject({ acquisitionChannel: null, userExternalReference: null, partnerName: null, analyticsInfo: { sessionId: null } });
  });

  it("too long or not a string: 400, nothing stored", async () => {
    for (const [i, over] of [
      { acquisitionChannel: "x".repeat(61) },
      { userExternalReference: "x".repeat(101) },
      { partnerName: 12 },
      { analyticsInfo: { sessionId: "x".repeat(101) } },
    ].entries()) {
      const { status } = await postOrder(palermoDelivery(over), `attribution-bad-${i}`);
      expect(status, JSON.stringify(over)).toBe(400);
    }
  });
});
