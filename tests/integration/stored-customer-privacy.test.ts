// Ordering needs no sign-in, but only a verified session sees or uses
// what is stored for a phone. Typing a stored customer's phone at the checkout (no
// JavaScript) shows none of her name, email, document, addresses or points, and the order
// placed with it leaves her stored data alone; POST /api/order cannot spend her points.
// Rosa is a stored customer of this file (her own phone, so no other test's data moves).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { cartWith, cookieOf, send } from "./session-helpers";
import { diner, signInWithCode } from "./sign-in-helpers";

const PALERMO = "pizzeria-palermo";
const CHECKOUT = `/menu/${PALERMO}/checkout`;
const ROSA = "+5491155550611";
const sql = (q: string, ...v: unknown[]) => env.DB.prepare(q).bind(...v);

/** What is stored for Rosa and must never reach a stranger. */
const STORED = ["Rosa Almirón", "rosa.almiron@example.com", "30111222", "Av. Cabildo 2040"];

beforeAll(async () => {
  const at = Date.UTC(2026, 0, 10);
  const row = await sql(
    "INSERT INTO customers (company_id, phone, name, email, document, opt_in, loyalty_balance, created_at, updated_at) VALUES (1, ?, 'Rosa Almirón', 'rosa.almiron@example.com', '30111222', 1, 2500, ?, ?) RETURNING id",
    ROSA, at, at,
  ).first<{ id: number }>();
  await sql(
    "INSERT INTO customer_addresses (company_id, customer_id, label, address, lat, lng, created_at) VALUES (1, ?, 'Casa', ?, -34.5627, -58.4563, ?)",
    row!.id,
    JSON.stringify({ fullAddress: "Av. Cabildo 2040, Belgrano, CABA", street: "Av. Cabildo", number: "2040", city: "CABA", locality: "Belgrano", lat: -34.5627, lng: -58.4563 }),
    at,
  ).run();
});

const rosaRow = () => sql("SELECT name, email, document, loyalty_balance AS balance FROM customers WHERE company_id = 1 AND phone = ?", ROSA).first<{ name: string; email: string; document: string; balance: number }>();

/** The checkout form of a take-away cart (cash at the counter), as a browser without JavaScript posts it. */
const takeAway = (fields: Record<string, string>) => ({
  phoneCountry: "ar", name: "", email: "", document: "", scheduled: "0",
  paymentTypeId: String(DEMO_IDS.orderModes.palermoTakeAway * 10 + 1), paysWith: "30000", code: "",
  ...fields,
});

async function checkoutPost(cookie: string, fields: Record<string, string>) {
  const res = await send(CHECKOUT, { method: "POST", body: new URLSearchParams(fields), cookie });
  return { res, html: await res.text(), cookie: cookieOf(res, cookie) };
}

describe("the checkout with a stored customer's phone typed, without a verified session", () => {
  it("shows nothing stored for it, refuses her points, and the order leaves her stored data alone", async () => {
    let cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 2);
    cookie = cookieOf(await send(CHECKOUT, { cookie }), cookie);

    const typed = await checkoutPost(cookie, { intent: "recalculate", ...takeAway({ phone: "11 5555-0611" }) });
    cookie = typed.cookie;
    expect(typed.res.status).toBe(200);
    for (const stored of STORED) expect(typed.html, stored).not.toContain(stored);
    expect(typed.html).not.toContain("Tenés");
    expect(typed.html).not.toContain("2.500");

    const redeem = await checkoutPost(cookie, { intent: "redeem-points", points: "1000", ...takeAway({ phone: "11 5555-0611" }) });
    cookie = redeem.cookie;
    expect(redeem.html).not.toContain("Canje de Puntos");
    for (const stored of STORED) expect(redeem.html, stored).not.toContain(stored);

    // The order goes through with the phone, under the name and email typed here.
    const page = await send(CHECKOUT, { cookie });
    cookie = cookieOf(page, cookie);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const placed = await checkoutPost(cookie, { intent: "submit", idempotencyKey: key, ...takeAway({ phone: "11 5555-0611", name: "Impostor", email: "impostor@example.com", document: "99888777" }) });
    expect(placed.res.status, placed.html.match(/class="field-error[^"]*"[^>]*>[^<]*/g)?.join(" | ")).toBe(302);
    const code = /\/order\/([A-Z0-9]+)/.exec(placed.res.headers.get("Location") ?? "")?.[1];
    const order = await sql("SELECT customer_name, customer_phone, redeemed_points FROM orders WHERE code = ?", code).first<{ customer_name: string; customer_phone: string; redeemed_points: number }>();
    expect(order).toEqual({ customer_name: "Impostor", customer_phone: ROSA, redeemed_points: 0 });
    expect(await rosaRow()).toEqual({ name: "Rosa Almirón", email: "rosa.almiron@example.com", document: "30111222", balance: 2500 });

    // The follow-up shows the order, not Rosa's stored data.
    const followUp = await (await send(placed.res.headers.get("Location")!.replace(/^https?:\/\/[^/]+/, ""), { cookie: placed.cookie })).text();
    for (const stored of STORED) expect(followUp, stored).not.toContain(stored);
  });

  it("her own verified session does see them (the same page, so the absence above is no accident)", async () => {
    const rosa = diner();
    await signInWithCode(rosa, "1155550611", ROSA);
    const cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 2, rosa.cookie);
    const html = await (await send(CHECKOUT, { cookie })).text();
    expect(html).toContain('value="Rosa Almirón"');
    expect(html).toContain('value="rosa.almiron@example.com"');
    expect(html).toMatch(/Tenés <strong>2\.500<\/strong> (<!-- -->)?Puntos/);
  });
});

describe("POST /api/order redeeming someone else's points", () => {
  const redeeming = (over: Record<string, unknown> = {}) => palermoDelivery({ phone: ROSA, customerName: "Impostor", loyaltyInfo: { redeemedPoints: 1000 }, ...over });

  it("without a verified session of that phone → 422 'Inicie sesión'; nothing stored, the balance unchanged", async () => {
    const before = await sql("SELECT COUNT(*) AS n FROM orders WHERE customer_phone = ?", ROSA).first<{ n: number }>();
    const anonymous = await postOrder(redeeming(), `points-anon-${Date.now()}`);
    expect(anonymous.status).toBe(422);
    expect(anonymous.body.error.message).toBe("Inicie sesión");

    // Another diner's verified session is no better.
    const other = diner();
    await signInWithCode(other, "1155550612", "+5491155550612");
    const res = await other.fetch("/api/order", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `points-other-${Date.now()}` },
      body: JSON.stringify(redeeming()),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).error.message).toBe("Inicie sesión");

    expect((await rosaRow())!.balance).toBe(2500);
    expect(await sql("SELECT COUNT(*) AS n FROM orders WHERE customer_phone = ?", ROSA).first<{ n: number }>()).toEqual(before);
    expect(await sql("SELECT COUNT(*) AS n FROM loyalty_movements m JOIN customers c ON c.id = m.customer_id WHERE c.phone = ?", ROSA).first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("her own verified session redeems them", async () => {
    const rosa = diner();
    await signInWithCode(rosa, "1155550611", ROSA);
    const res = await rosa.fetch("/api/order", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `points-own-${Date.now()}` },
      body: JSON.stringify(redeeming({ customerName: "Rosa Almirón" })),
    });
    expect(res.status).toBe(200);
    expect((await rosaRow())!.balance).toBe(1500);
  });
});
