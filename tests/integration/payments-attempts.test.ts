// storefront.md §2 Order follow-up (pay-now / processing / expired), §4 Payment,
// §7 POST /api/paymenturl, POST /api/order/payment: payment attempts.
// An opened-but-abandoned hosted page never blocks paying again; a newer
// attempt replaces an unsubmitted one (race-safe: one usable attempt); a card
// actually submitted blocks any second charge; past the 2 allowed hours nothing
// is charged; a card token issued for another tenant or order pays nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { createCardToken } from "~/data/payments/sandbox.server";
import { getJson } from "./api-helpers";
import { browser, insertOrder, orderRow, pathOf } from "./follow-up-fixtures";

const I = DEMO_IDS;
const SABORES = I.companies.sabores;
const CARDS = { approve: "4509 9535 6623 3704", reject: "4000 0000 0000 0002", processing: "5031 7557 3453 0604" };
const MSG_EXPIRED = "El tiempo para pagar el pedido expiró. Genera el pedido nuevamente.";
const MSG_REPLACED = "Este enlace de pago ya no es válido porque se generó uno nuevo. Vuelve al pedido para pagar.";
const MSG_PAYMENT_ERROR = "Tuvimos un problema al generar el pago de tu pedido. Por favor intente nuevamente más tarde.";
const MSG_LINK_ERROR = "Error generando link de pago, inténtelo nuevamente más tarde.";

const followUp = (code: string) => `/menu/pizzeria-palermo/order/${code}`;
const card = (number: string) => ({
  cardNumber: number, cardName: "ANA TEST", cardExpiry: "11/30", cardSecurityCode: "123", cardDocument: "30.123.456",
});
const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const startPayment = (code: string) => getJson("/api/paymenturl", json({ code, branchContactId: I.branchContacts.palermo, amount: 14800 }));
const charge = (code: string, token: string, paymentMethodId = "visa") =>
  getJson("/api/order/payment", json({ token, paymentMethodId, dinerOrderId: code, cardName: "ANA TEST", identificationType: "DNI", identificationNumber: "30123456" }));

async function paymentUrl(code: string) {
  const res = await startPayment(code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { url: string; token: string };
}

/** The order's payments rows by status, e.g. { PAID: 1, EXPIRED: 2 }. */
async function attempts(orderId: number): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare("SELECT status, COUNT(*) AS n FROM payments WHERE order_id = ? GROUP BY status").bind(orderId).all<{ status: string; n: number }>();
  return Object.fromEntries(results.map((r) => [r.status, r.n]));
}

async function pendingToken(orderId: number): Promise<string | null> {
  const row = await env.DB.prepare("SELECT token FROM payments WHERE order_id = ? AND status = 'PENDING'").bind(orderId).first<{ token: string }>();
  return row?.token ?? null;
}

/** Submits a card on a hosted page and follows the diner back to the follow-up; returns its HTML. */
async function payOn(b: ReturnType<typeof browser>, url: string, number: string) {
  const paid = await b.post(url, card(number));
  expect(paid.status).toBe(302);
  const back = await b.fetch(paid.headers.get("Location")!);
  expect(back.status).toBe(302); // token_ws confirmed and dropped
  return (await b.fetch(back.headers.get("Location")!)).text();
}

const cardToken = (number: string, scope: { companyId: number; orderCode?: string }) =>
  createCardToken(env, { number, cardName: "ANA TEST", documentNumber: "30123456" }, scope);

describe("an abandoned payment attempt does not block a new one", () => {
  it("open the hosted page, abandon it: pay-now offered again, a second paymenturl and the pay-now button work, the approving card pays once", async () => {
    const order = await insertOrder("onlineDelivery");
    const b = browser();
    const first = await paymentUrl(order.code);
    const page = await b.fetch(first.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Número de tarjeta");

    // The diner leaves without paying (back button, closed tab) and opens the order again.
    const html = await (await b.fetch(followUp(order.code))).text();
    expect(html).toContain("Falta pagar tu pedido");
    expect(html).not.toContain("Estamos procesando tu pago");
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "PROCESSING" });

    const second = await paymentUrl(order.code);
    expect(second.token).not.toBe(first.token);
    const button = await b.post(followUp(order.code), { intent: "pay" });
    expect(button.status).toBe(302);
    const third = button.headers.get("Location")!;
    expect(third).toMatch(/^\/pago\/sandbox\/sbx_[a-f0-9]{32}$/);
    expect(await attempts(order.id)).toEqual({ EXPIRED: 2, PENDING: 1 });

    // The replaced links take no card.
    for (const old of [first.url, second.url]) {
      const shown = await b.fetch(old);
      expect(shown.status).toBe(200);
      const text = await shown.text();
      expect(text).toContain(MSG_REPLACED);
      expect(text).not.toContain("Número de tarjeta");
      const stale = await b.post(old, card(CARDS.approve));
      expect(stale.status).toBe(409);
      expect(await stale.text()).toContain(MSG_REPLACED);
    }
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "PROCESSING" });

    const paidHtml = await payOn(b, third, CARDS.approve);
    expect(paidHtml).toContain("Pago procesado con éxito.");
    expect(paidHtml).toContain("Pedido generado");
    expect(await orderRow(order.code)).toEqual({ status: "GENERATED", paymentStatus: "PAID" });
    expect(await attempts(order.id)).toEqual({ EXPIRED: 2, PAID: 1 });

    // Paid: never a second payment.
    const again = await startPayment(order.code);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG_LINK_ERROR);
    const reopened = await b.fetch(third);
    expect(reopened.status).toBe(302);
    expect(await attempts(order.id)).toEqual({ EXPIRED: 2, PAID: 1 });
  });

  it("two parallel paymenturl starts leave exactly one usable attempt; only it takes the card; paid once", async () => {
    const order = await insertOrder("onlineDelivery");
    const started = await Promise.all([startPayment(order.code), startPayment(order.code), startPayment(order.code)]);
    expect(started.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await attempts(order.id)).toEqual({ EXPIRED: 2, PENDING: 1 });
    const usable = await pendingToken(order.id);
    const tokens = started.map((r) => r.body.token as string);
    expect(tokens).toContain(usable);

    const b = browser();
    for (const token of tokens.filter((t) => t !== usable)) {
      const stale = await b.post(`/pago/sandbox/${token}`, card(CARDS.approve));
      expect(stale.status).toBe(409);
    }
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "PROCESSING" });
    const html = await payOn(b, `/pago/sandbox/${usable}`, CARDS.approve);
    expect(html).toContain("Pago procesado con éxito.");
    expect(await attempts(order.id)).toEqual({ EXPIRED: 2, PAID: 1 });
  });

  it("two parallel card submits on the same hosted page charge once", async () => {
    const order = await insertOrder("onlineDelivery");
    const { url } = await paymentUrl(order.code);
    const [a, b] = await Promise.all([browser().post(url, card(CARDS.approve)), browser().post(url, card(CARDS.approve))]);
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(await orderRow(order.code)).toEqual({ status: "GENERATED", paymentStatus: "PAID" });
    expect(await attempts(order.id)).toEqual({ PAID: 1 });
  });

  it("after a rejected card the pay-now state stays; a new attempt pays", async () => {
    const order = await insertOrder("onlineDelivery");
    const b = browser();
    const first = await paymentUrl(order.code);
    const rejected = await payOn(b, first.url, CARDS.reject);
    expect(rejected).toContain("El pago no pudo ser procesado.");
    expect(rejected).toContain("Falta pagar tu pedido");
    const second = await paymentUrl(order.code);
    expect(await payOn(b, second.url, CARDS.approve)).toContain("Pago procesado con éxito.");
    expect(await orderRow(order.code)).toEqual({ status: "GENERATED", paymentStatus: "PAID" });
    expect(await attempts(order.id)).toEqual({ REJECTED: 1, PAID: 1 });
  });
});

describe("a submitted card blocks a second payment", () => {
  it("a card in process: processing state, no new link, no charge, no pay button", async () => {
    const order = await insertOrder("onlineDelivery");
    const b = browser();
    const { url } = await paymentUrl(order.code);
    const html = await payOn(b, url, CARDS.processing);
    expect(html).toContain("Estamos procesando tu pago");
    expect(html).not.toContain("Falta pagar tu pedido");

    const again = await startPayment(order.code);
    expect(again.status).toBe(409);
    const { token, paymentMethodId } = await cardToken(CARDS.approve.replace(/ /g, ""), { companyId: SABORES, orderCode: order.code });
    const charged = await charge(order.code, token, paymentMethodId);
    expect(charged.status).toBe(409);
    expect(charged.body.error.message).toBe(MSG_PAYMENT_ERROR);
    expect(await env.SESSIONS.get(`sandbox:card:${token}`)).not.toBeNull(); // not charged
    const button = await b.post(followUp(order.code), { intent: "pay" });
    expect(pathOf(button.headers.get("Location"))).toBe(followUp(order.code));
    expect(await attempts(order.id)).toEqual({ PROCESSING: 1 });
  });

  it("two parallel POST /api/order/payment: one APPROVED, the other 409 and its card never charged", async () => {
    const order = await insertOrder("onlineDelivery");
    const scope = { companyId: SABORES, orderCode: order.code };
    const t1 = await cardToken("4509953566233704", scope);
    const t2 = await cardToken("4509953566233704", scope);
    const results = await Promise.all([charge(order.code, t1.token, t1.paymentMethodId), charge(order.code, t2.token, t2.paymentMethodId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 200)!.body.status).toBe("APPROVED");
    const loser = results[0].status === 409 ? t1 : t2;
    expect(await env.SESSIONS.get(`sandbox:card:${loser.token}`)).not.toBeNull();
    expect(await orderRow(order.code)).toEqual({ status: "GENERATED", paymentStatus: "PAID" });
    expect(await attempts(order.id)).toEqual({ PAID: 1 });
  });

  it("a card charge replaces an open hosted page: its link takes no card afterwards", async () => {
    const order = await insertOrder("onlineDelivery");
    const { url } = await paymentUrl(order.code);
    const t = await cardToken("4000000000000002", { companyId: SABORES, orderCode: order.code });
    expect((await charge(order.code, t.token, t.paymentMethodId)).body.status).toBe("REJECTED");
    const stale = await browser().post(url, card(CARDS.approve));
    expect(stale.status).toBe(409);
    expect(await attempts(order.id)).toEqual({ EXPIRED: 1, REJECTED: 1 });
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "REJECTED" });
  });
});

describe("the allowed payment time (2 hours)", () => {
  it("POST /api/order/payment past the window: 409 with the expired message, nothing charged", async () => {
    const order = await insertOrder("onlineDelivery", { minutesAgo: 121 });
    const { token, paymentMethodId } = await cardToken("4509953566233704", { companyId: SABORES, orderCode: order.code });
    const res = await charge(order.code, token, paymentMethodId);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(MSG_EXPIRED);
    expect(await env.SESSIONS.get(`sandbox:card:${token}`)).not.toBeNull();
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "PROCESSING" });
    expect(await attempts(order.id)).toEqual({});
  });

  it("POST /api/paymenturl past the window: 409 with the expired message", async () => {
    const order = await insertOrder("onlineDelivery", { minutesAgo: 180 });
    const res = await startPayment(order.code);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(MSG_EXPIRED);
  });

  it("a hosted page opened in time but submitted after the window takes no card", async () => {
    const order = await insertOrder("onlineDelivery", { minutesAgo: 100 });
    const { url } = await paymentUrl(order.code);
    // Time passes: the order is now 3 hours old.
    await env.DB.prepare("UPDATE orders SET created_at = created_at - ? WHERE id = ?").bind(80 * 60_000, order.id).run();
    const res = await browser().post(url, card(CARDS.approve));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(MSG_EXPIRED);
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "PROCESSING" });
  });
});

describe("tokens of another tenant or order pay nothing", () => {
  it("a card token issued for another company or another order is rejected; a hosted token is no card token", async () => {
    const order = await insertOrder("onlineDelivery");
    const other = await insertOrder("onlineDelivery");
    const foreignTenant = await cardToken("4509953566233704", { companyId: I.companies.otroSabor });
    const foreignOrder = await cardToken("4509953566233704", { companyId: SABORES, orderCode: other.code });
    const hosted = await paymentUrl(other.code);
    for (const [token, method] of [[foreignTenant.token, "visa"], [foreignOrder.token, "visa"], [hosted.token, "visa"]]) {
      const res = await charge(order.code, token, method);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("REJECTED");
    }
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "REJECTED" });
    expect(await orderRow(other.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "PROCESSING" });
    const own = await cardToken("4509953566233704", { companyId: SABORES, orderCode: order.code });
    expect((await charge(order.code, own.token, own.paymentMethodId)).body.status).toBe("APPROVED");
    expect(await orderRow(order.code)).toEqual({ status: "GENERATED", paymentStatus: "PAID" });
  });
});

describe("the follow-up JSON and the pay-now button tell what the page tells", () => {
  it("GET /api/diner/{alias}/order/{code}: an opened page is no payment in process (PENDING); a submitted card is PROCESSING", async () => {
    const order = await insertOrder("onlineDelivery");
    const b = browser();
    await b.fetch((await paymentUrl(order.code)).url);
    const opened = await getJson(`/api/diner/pizzeria-palermo/order/${order.code}`);
    expect(opened.body.paymentType.status).toBe("PENDING");

    const submitted = await b.post((await paymentUrl(order.code)).url, card(CARDS.processing));
    expect(submitted.status).toBe(302);
    const processing = await getJson(`/api/diner/pizzeria-palermo/order/${order.code}`);
    expect(processing.body.paymentType.status).toBe("PROCESSING");
  });

  it("the pay-now button past the window says the payment time expired", async () => {
    const order = await insertOrder("onlineDelivery", { minutesAgo: 125 });
    const b = browser();
    const res = await b.post(followUp(order.code), { intent: "pay" });
    expect(res.status).toBe(302);
    const html = await (await b.fetch(res.headers.get("Location")!)).text();
    expect(html).toContain(MSG_EXPIRED);
    expect(html).not.toContain(MSG_LINK_ERROR);
  });

  it("the pay-now button on an order with no online payment: 'Error generando link de pago…' (§8)", async () => {
    const order = await insertOrder("cashDelivery");
    const b = browser();
    const res = await b.post(followUp(order.code), { intent: "pay" });
    expect(res.status).toBe(302);
    expect(await (await b.fetch(res.headers.get("Location")!)).text()).toContain(MSG_LINK_ERROR);
  });
});
