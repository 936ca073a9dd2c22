// External loyalty partner benefits applied at checkout (storefront.md §6 "An
// external loyalty partner user may be identified by an optional external user
// id and a bearer token"; §4 "With external benefits, the general discount with
// the lowest priority number is applied", "Switching between immediate and
// scheduled clears the applied code unless an external loyalty programme is in
// use"; §3 Discount line externalBenefitType, Follow-up order "external benefit
// info and provider"). Demo partner 'club-demo' (secret 'demo-partner-token',
// wrangler.toml dev value): 'Beneficio Club Demo 15%' (priority 1) and
// 'Club Demo: $ 1.000 de regalo' (priority 2) on Palermo delivery.
// Clock pinned: FIXED_NOW 2026-11-18 15:00 -03:00.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { cartWith, cookieOf, expectJsonError, json, patchSession, send } from "./session-helpers";
import { orderRow, palermoDelivery, postOrder } from "./orders-helpers";

const I = DEMO_IDS;
const PALERMO = "pizzeria-palermo";
const SECRET = "demo-partner-token";
const NOW = Date.parse("2026-11-18T15:00:00-03:00");
const IN_ZONE = { fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", lat: -34.5893, lng: -58.4262 };

/** The partner's side, written here independently of the app: v1.{exp}.{base64url HMAC-SHA256}. */
async function userToken(userId: string, opts: { partner?: string; secret?: string; expiresAt?: number } = {}) {
  const partner = opts.partner ?? "club-demo";
  const exp = Math.floor((opts.expiresAt ?? NOW + 60 * 60 * 1000) / 1000);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(opts.secret ?? SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const sig = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`v1:${partner}:${userId}:${exp}`));
  const b64 = btoa(String.fromCharCode(...new Uint8Array(sig))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `v1.${exp}.${b64}`;
}

/** Opens the partner's link on the delivery menu; returns the redirect and the cookie. */
async function enterByLink(params: Record<string, string>, cookie = "") {
  const qs = new URLSearchParams({ campaignId: "club", ...params });
  const res = await send(`/menu/${PALERMO}/delivery?${qs}`, { cookie });
  return { res, cookie: cookieOf(res, cookie) };
}

async function partnerCart(userId = "socio-1001") {
  const { res, cookie } = await enterByLink({ partner: "club-demo", externalUserId: userId, partnerToken: await userToken(userId) });
  expect(res.status).toBe(302);
  const withCart = await cartWith(PALERMO, "delivery", "pizzas/napolitana", 1, cookie);
  await patchSession(withCart, { location: IN_ZONE });
  return withCart;
}

async function checkoutHtml(cookie: string) {
  const res = await send(`/menu/${PALERMO}/checkout`, { cookie });
  expect(res.status).toBe(200);
  return { html: await res.text(), cookie: cookieOf(res, cookie) };
}

async function submit(cookie: string, fields: Record<string, string>) {
  const page = await checkoutHtml(cookie);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.html)?.[1] ?? "";
  return send(`/menu/${PALERMO}/checkout`, {
    method: "POST",
    body: new URLSearchParams({ intent: "submit", idempotencyKey: key, ...fields }),
    cookie: page.cookie,
  });
}

const deliveryFields = {
  phoneCountry: "ar",
  phone: "11 5555-0301",
  name: "Marta",
  lastName: "Socia",
  email: "",
  document: "",
  betweenStreets: "Cabrera y Gorriti",
  addressDetails: "",
  scheduled: "0",
  paymentTypeId: String(I.orderModes.palermoDelivery * 10 + 1), // 'Efectivo'
  paysWith: "20000",
};

describe("a partner's signed link", () => {
  it("keeps the partner user in the session and redirects to the same page without the token", async () => {
    const { res, cookie } = await enterByLink({ partner: "club-demo", externalUserId: "socio-1001", partnerToken: await userToken("socio-1001") });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/menu/${PALERMO}/delivery?campaignId=club`);
    expect(cookie).toMatch(/^__sabores=/);
  });

  it.each([
    ["another user's token", async () => ({ externalUserId: "socio-2", partnerToken: await userToken("socio-1001") })],
    ["a token signed with another secret", async () => ({ externalUserId: "socio-1001", partnerToken: await userToken("socio-1001", { secret: "nope" }) })],
    ["an expired token", async () => ({ externalUserId: "socio-1001", partnerToken: await userToken("socio-1001", { expiresAt: NOW - 1000 }) })],
    ["a token claiming 30 days", async () => ({ externalUserId: "socio-1001", partnerToken: await userToken("socio-1001", { expiresAt: NOW + 30 * 86400000 }) })],
    ["garbage", async () => ({ externalUserId: "socio-1001", partnerToken: "v1.123.abc" })],
  ])("ignores %s: same redirect, no benefit at checkout", async (_, make) => {
    const { res, cookie } = await enterByLink({ partner: "club-demo", ...(await make()) });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/menu/${PALERMO}/delivery?campaignId=club`);
    const withCart = await cartWith(PALERMO, "delivery", "pizzas/napolitana", 1, cookie);
    await patchSession(withCart, { location: IN_ZONE });
    const { html } = await checkoutHtml(withCart);
    expect(html).not.toContain("Beneficio Club Demo 15%");
  });
});

describe("checkout of a partner's user", () => {
  it("ticket: the partner's lowest-priority-number discount only, to the peso", async () => {
    const { html } = await checkoutHtml(await partnerCart());
    // Napolitana $ 13.000 − 20% = $ 10.400; − 15% ($ 1.560) + embalaje $ 250 + tasa $ 300 + envío en efectivo $ 2.000 = $ 11.390
    expect(html).toContain("Beneficio Club Demo 15%");
    expect(html).toContain("$ 1.560");
    expect(html).toContain("$ 11.390");
    expect(html).not.toContain("Club Demo: $ 1.000 de regalo");
  });

  it("a diner without the link sees none of the partner's discounts", async () => {
    const cookie = await cartWith(PALERMO, "delivery", "pizzas/napolitana", 1);
    await patchSession(cookie, { location: IN_ZONE });
    const { html } = await checkoutHtml(cookie);
    expect(html).not.toContain("Beneficio Club Demo");
    expect(html).toContain("$ 12.950"); // 10.400 + 250 + 300 + 2.000
  });

  it("the order stores the benefit, the partner and the user; the follow-up JSON shows them", async () => {
    const res = await submit(await partnerCart("socio-77"), deliveryFields);
    expect(res.status).toBe(302);
    const code = /\/order\/([^/?]+)/.exec(res.headers.get("Location") ?? "")?.[1] ?? "";
    const row = await orderRow(code);
    expect(row.total).toBe(11390);
    expect(row.partner_name).toBe("club-demo");
    expect(row.user_external_reference).toBe("socio-77");
    expect(JSON.parse(row.discounts)).toEqual([
      { name: "Beneficio Club Demo 15%", type: "PERCENT", value: 15, amount: 1560, referenceId: I.orderModes.palermoDelivery * 10 + 1, externalBenefitType: "club-demo" },
    ]);
    const follow = await json(`/api/diner/${PALERMO}/order/${code}`, "GET", undefined);
    expect(follow.status).toBe(200);
    expect(follow.body.externalBenefitProvider).toBe("club-demo");
    expect(follow.body.externalBenefitInfo).toMatchObject({ externalUserId: "socio-77", amount: 1560 });
    expect(follow.body.discounts[0]).toMatchObject({ name: "Beneficio Club Demo 15%", amount: 1560, externalBenefitType: "club-demo" });
    const page = await (await send(`/menu/${PALERMO}/order/${code}`)).text();
    expect(page).toContain("Beneficio Club Demo 15%");
    expect(page).toContain("$ 11.390");
  });
});

describe("§4 switching immediate ↔ scheduled with a code applied", () => {
  /** Take-away Napolitana ($ 13.000 − 20% = $ 10.400) with BIENVENIDA applied immediately. */
  async function withCode(cookie: string) {
    const withCart = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 1, cookie);
    const page = await checkoutHtml(withCart);
    const fields = {
      phoneCountry: "ar", phone: "11 5555-0302", name: "Leo", email: "", document: "",
      scheduled: "0", paymentTypeId: String(I.orderModes.palermoTakeAway * 10 + 1), paysWith: "",
    };
    const applied = await send(`/menu/${PALERMO}/checkout`, {
      method: "POST",
      body: new URLSearchParams({ intent: "apply-code", code: "BIENVENIDA", ...fields }),
      cookie: page.cookie,
    });
    const html = await applied.text();
    expect(html).toContain("Código BIENVENIDA");
    return { cookie: cookieOf(applied, page.cookie), fields };
  }
  const toScheduled = (cookie: string, fields: Record<string, string>) =>
    send(`/menu/${PALERMO}/checkout`, {
      method: "POST",
      body: new URLSearchParams({ intent: "recalculate", code: "BIENVENIDA", ...fields, scheduled: "1" }),
      cookie,
    }).then((r) => r.text());

  it("without a partner the code is cleared", async () => {
    const { cookie, fields } = await withCode("");
    const html = await toScheduled(cookie, fields);
    expect(html).not.toContain("Código BIENVENIDA");
    expect(html).toContain("$ 10.400");
  });

  it("with a partner's user the code stays (and the partner's 15% too)", async () => {
    const link = await enterByLink({ partner: "club-demo", externalUserId: "socio-5", partnerToken: await userToken("socio-5") });
    const { cookie, fields } = await withCode(link.cookie);
    const html = await toScheduled(cookie, fields);
    expect(html).toContain("Código BIENVENIDA");
    // $ 10.400 − 15% ($ 1.560) − BIENVENIDA 10% ($ 1.040) = $ 7.800
    expect(html).toContain("$ 1.560");
    expect(html).toContain("$ 7.800");
  });
});

describe("POST /api/order and POST /api/external-benefits with a user token", () => {
  it("a bearer user token applies the benefit; the total must match the server's", async () => {
    const headers = { Authorization: `Bearer ${await userToken("socio-api")}` };
    const body = palermoDelivery({ partnerName: "club-demo", userExternalReference: "socio-api", price: 12325 });
    const res = await send("/api/order", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "partner-api-1", ...headers },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as any;
    const row = await orderRow(data.code);
    expect(row.total).toBe(12325);
    expect(row.partner_name).toBe("club-demo");
  });

  it("401 for a wrong bearer; without one the partner name is only attribution (no discount)", async () => {
    const body = palermoDelivery({ partnerName: "club-demo", userExternalReference: "socio-api" });
    const wrong = await send("/api/order", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "partner-api-2", Authorization: `Bearer ${await userToken("otro")}` },
      body: JSON.stringify(body),
    });
    expect(wrong.status).toBe(401);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = 'partner-api-2'").first("n")).toBe(0);
    const plain = await postOrder(body, "partner-api-3");
    expect(plain.status).toBe(200);
    expect((await orderRow(plain.body.data.code)).total).toBe(14050);
  });

  it("external-benefits: the user token works for its own user only and lists the partner's discounts by priority", async () => {
    const path = "/api/external-benefits/club-demo";
    const ids = { branchId: I.branches.pizzeria, branchContactId: I.branchContacts.palermo, orderModeId: I.orderModes.palermoDelivery };
    const ok = await json(path, "POST", { ...ids, externalUserId: "socio-9" }, { headers: { Authorization: `Bearer ${await userToken("socio-9")}` } });
    expect(ok.status).toBe(200);
    expect(ok.body.generalDiscounts.map((d: any) => [d.name, d.priority, d.externalBenefitType])).toEqual([
      ["Beneficio Club Demo 15%", 1, "club-demo"],
      ["Club Demo: $ 1.000 de regalo", 2, "club-demo"],
    ]);
    expectJsonError(await json(path, "POST", { ...ids, externalUserId: "socio-10" }, { headers: { Authorization: `Bearer ${await userToken("socio-9")}` } }), 401);
  });

  it("the regular general-discounts call never lists a partner's discounts", async () => {
    const res = await send(`/api/ordermodes/${I.orderModes.palermoDelivery}/generaldiscounts`);
    expect(JSON.stringify(await res.json())).not.toContain("Club Demo");
  });
});
