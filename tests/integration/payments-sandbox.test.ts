// storefront.md §4 Payment, §7 POST /api/paymenturl, POST /api/order/payment,
// POST /api/callback/transbank, §8 toasts: the built-in sandbox provider end to end
// (hosted page → token_ws → follow-up), docs/payments-sandbox.md test cards.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createCardToken } from "~/data/payments/sandbox.server";
import { getJson } from "./api-helpers";
import { browser, insertOrder, orderRow, pathOf } from "./follow-up-fixtures";

const CARDS = { approve: "4509 9535 6623 3704", reject: "4000 0000 0000 0002", processing: "5031 7557 3453 0604" };
const card = (number: string) => ({
  cardNumber: number, cardName: "ANA TEST", cardExpiry: "11/30", cardSecurityCode: "123", cardDocument: "30.123.456",
});

async function paymentUrl(code: string) {
  const { status, body } = await getJson("/api/paymenturl", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, branchContactId: 111, amount: 14800 }),
  });
  expect(status).toBe(200);
  expect(body.url).toBe(`/pago/sandbox/${body.token}`);
  return body as { url: string; token: string };
}

/** Pays on the hosted page and comes back to the follow-up; returns its HTML. */
async function payWith(number: string) {
  const order = await insertOrder("onlineDelivery");
  const b = browser();
  const { url, token } = await paymentUrl(order.code);
  const page = await b.fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Número de tarjeta");
  const paid = await b.post(url, card(number));
  expect(paid.status).toBe(302);
  expect(pathOf(paid.headers.get("Location"))).toBe(`/menu/pizzeria-palermo/order/${order.code}?token_ws=${token}`);
  const back = await b.fetch(paid.headers.get("Location")!);
  expect(back.status).toBe(302); // confirmed, toast flashed, token_ws dropped
  expect(pathOf(back.headers.get("Location"))).toBe(`/menu/pizzeria-palermo/order/${order.code}`);
  const html = await (await b.fetch(back.headers.get("Location")!)).text();
  return { order, html, token, b };
}

describe("sandbox provider through the hosted page", () => {
  it("4509 9535 6623 3704 approves: order GENERATED, paid, 'Pago procesado con éxito.'", async () => {
    const { order, html } = await payWith(CARDS.approve);
    expect(await orderRow(order.code)).toEqual({ status: "GENERATED", paymentStatus: "PAID" });
    expect(html).toContain("Pago procesado con éxito.");
    expect(html).toContain("Pedido generado");
    expect(html).not.toContain("Falta pagar tu pedido");
  });

  it("4000 0000 0000 0002 rejects: still unpaid, 'El pago no pudo ser procesado.', pay-now again", async () => {
    const { order, html } = await payWith(CARDS.reject);
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "REJECTED" });
    expect(html).toContain("El pago no pudo ser procesado.");
    expect(html).toContain("Falta pagar tu pedido");
  });

  it("5031 7557 3453 0604 stays PROCESSING: processing state", async () => {
    const { order, html } = await payWith(CARDS.processing);
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "PROCESSING" });
    expect(html).toContain("Estamos procesando tu pago");
  });

  it("empty inputs: 'Este campo está incompleto' on each and the §5 form message; values kept", async () => {
    const order = await insertOrder("onlineDelivery");
    const { url } = await paymentUrl(order.code);
    const b = browser();
    const res = await b.post(url, { cardNumber: "", cardName: "ANA TEST", cardExpiry: "", cardSecurityCode: "", cardDocument: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Debe completar correctamente los campos de la tarjeta para continuar.");
    const fieldErrors = [...html.matchAll(/class="field-error">([^<]*)</g)].map((m) => m[1]);
    expect(fieldErrors).toEqual(["Este campo está incompleto", "Este campo está incompleto", "Este campo está incompleto", "Este campo está incompleto"]);
    expect(html).toContain('value="ANA TEST"');
    expect(await orderRow(order.code)).toEqual({ status: "PENDING_PAYMENT", paymentStatus: "PROCESSING" });
  });

  it("unknown token → 404; a replayed token_ws does not change the result", async () => {
    expect((await browser().fetch("/pago/sandbox/sbx_00000000000000000000000000000000")).status).toBe(404);
    const { order, token, b } = await payWith(CARDS.approve);
    await b.fetch(`/menu/pizzeria-palermo/order/${order.code}?token_ws=${token}`);
    expect(await orderRow(order.code)).toEqual({ status: "GENERATED", paymentStatus: "PAID" });
  });

  it("the pay-now button (POST intent=pay) redirects to the provider's page", async () => {
    const order = await insertOrder("onlineDelivery");
    const b = browser();
    const html = await (await b.fetch(`/menu/pizzeria-palermo/order/${order.code}`)).text();
    expect(html).toContain("Falta pagar tu pedido");
    const res = await b.post(`/menu/pizzeria-palermo/order/${order.code}`, { intent: "pay" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/pago\/sandbox\/sbx_[a-f0-9]{32}$/);
  });

  it("past the allowed payment hours: the expired message, no pay button", async () => {
    const order = await insertOrder("onlineDelivery", { minutesAgo: 180 });
    const html = await (await browser().fetch(`/menu/pizzeria-palermo/order/${order.code}`)).text();
    expect(html).toContain("El tiempo para pagar el pedido expiró. Genera el pedido nuevamente.");
    expect(html).not.toContain("Falta pagar tu pedido");
    const res = await getJson("/api/paymenturl", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: order.code, branchContactId: 111 }) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("El tiempo para pagar el pedido expiró. Genera el pedido nuevamente.");
  });
});

describe("POST /api/order/payment and POST /api/callback/transbank", () => {
  const charge = (code: string, token: string, paymentMethodId = "visa") =>
    getJson("/api/order/payment", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, paymentMethodId, dinerOrderId: code, cardName: "ANA TEST", identificationType: "DNI", identificationNumber: "30123456" }),
    });

  it("charges a sandbox card token: approve / reject / processing", async () => {
    for (const [number, status, paymentStatus, orderStatus] of [
      ["4509953566233704", "APPROVED", "PAID", "GENERATED"],
      ["4000000000000002", "REJECTED", "REJECTED", "PENDING_PAYMENT"],
      ["5031755734530604", "PROCESSING", "PROCESSING", "PENDING_PAYMENT"],
    ] as const) {
      const order = await insertOrder("onlineDelivery");
      const { token, paymentMethodId } = await createCardToken(env, { number, cardName: "ANA TEST", documentNumber: "30123456" }, { companyId: 1 });
      const res = await charge(order.code, token, paymentMethodId);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
      expect(await orderRow(order.code)).toEqual({ status: orderStatus, paymentStatus });
      // a card token is single use
      if (status === "REJECTED") expect((await charge(order.code, token, paymentMethodId)).body.status).toBe("REJECTED");
    }
  });

  it("a paid order cannot be charged again; a cash order has no provider", async () => {
    const cash = await insertOrder("cashDelivery");
    const { token } = await createCardToken(env, { number: "4509953566233704", cardName: "A", documentNumber: "30123456" }, { companyId: 1 });
    expect((await charge(cash.code, token)).status).toBe(422);
  });

  it("the callback confirms a hosted-page token as JSON", async () => {
    const { order, token } = await payWith(CARDS.approve);
    const res = await getJson("/api/callback/transbank/confirm", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token_ws: token }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: order.code, status: "APPROVED", paymentStatus: "PAID", orderStatus: "GENERATED" });
    const unknown = await getJson("/api/callback/transbank/confirm", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token_ws: "sbx_ffffffffffffffffffffffffffffffff" }),
    });
    expect(unknown.status).toBe(404);
  });
});
