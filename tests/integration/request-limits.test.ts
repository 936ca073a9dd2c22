// Limits: body size before parsing, paysWith bounded, Idempotency-Key replay with
// another body, guessing limits per client (429 in Spanish, app/http/rate-limit.server.ts).
// The tests name their client with X-Test-Client (TEST_CLIENT_HEADER, vitest.config.ts only).
import { env, SELF } from "cloudflare:test";
import { screenRequest } from "~/http/request-guard.server";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { count, palermoDelivery, postOrder } from "./orders-helpers";
import { cartWith, cookieOf, patchSession, send } from "./session-helpers";
import { browser, insertOrder } from "./follow-up-fixtures";

const TOO_MANY = "Demasiados intentos. Espere unos minutos y vuelva a intentarlo.";
const IN_ZONE = { fullAddress: "Gurruchaga 1500, Palermo, CABA", lat: -34.5893, lng: -58.4262 };

describe("bodies over 64 KB are refused with 413 before parsing", () => {
  it("POST /api/order: declared or streamed, nothing stored", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM orders");
    const huge = JSON.stringify(palermoDelivery({ notes: "x".repeat(70 * 1024) }));
    const declared = await SELF.fetch(`${BASE}/api/order`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "limits-huge-1" },
      body: huge,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: { status: 413, message: "El cuerpo de la solicitud es demasiado grande." } });

    // Streamed without Content-Length: counted while it arrives.
    const bytes = new TextEncoder().encode(JSON.stringify(palermoDelivery({ unknownField: "y".repeat(200 * 1024) })));
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 16 * 1024) c.enqueue(bytes.slice(i, i + 16 * 1024));
        c.close();
      },
    });
    const streamed = await SELF.fetch(`${BASE}/api/order`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "limits-huge-2" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(before);
  });

  it("a small declared length beside a chunked body does not let the body through unread", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(palermoDelivery({ unknownField: "y".repeat(200 * 1024) })));
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 16 * 1024) c.enqueue(bytes.slice(i, i + 16 * 1024));
        c.close();
      },
    });
    const request = new Request(`${BASE}/api/order`, {
      method: "POST",
      headers: { Host: new URL(BASE).host, "Content-Type": "application/json", "Content-Length": "120", "Transfer-Encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const screened = await screenRequest(request, env);
    expect(screened).toEqual({ rejection: { status: 413, message: "El cuerpo de la solicitud es demasiado grande." } });
  });

  it("every other JSON call too", async () => {
    const big = JSON.stringify({ pad: "z".repeat(65 * 1024) });
    for (const [path, method] of [
      ["/api/codediscounts/validate", "POST"],
      ["/api/diner/log", "POST"],
      ["/api/abandoned/cart", "POST"],
      ["/api/abandoned/cart/cancel", "PUT"],
      ["/api/diner/order/details", "POST"],
      ["/api/survey/SABDEM01", "POST"],
      ["/api/paymenturl", "POST"],
    ]) {
      const res = await SELF.fetch(`${BASE}${path}`, { method, headers: { "Content-Type": "application/json" }, body: big });
      expect(res.status, path).toBe(413);
    }
  });
});

describe("paysWith is bounded", () => {
  it("1e308 or a 20-digit amount is refused with a Spanish message and nothing is stored", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM orders");
    for (const [i, paysWith] of [1e308, "99999999999999999999", 14050 + 1_000_001].entries()) {
      const r = await postOrder(palermoDelivery({ paysWith }), `limits-pays-${i}`);
      expect(r.status, String(paysWith)).toBe(400);
      expect(r.body.error.message).toBe("El monto con el cual abonará es demasiado alto: ingrese el billete o el monto con que paga.");
    }
    expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(before);
    // A real bill still works: 14.050 paid with $ 20.000.
    const ok = await postOrder(palermoDelivery({ paysWith: 20000 }), "limits-pays-ok");
    expect(ok.status).toBe(200);
  });

  it("the checkout form (no JavaScript) refuses it too, the values and the cart kept, nothing stored", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "pizzas/napolitana", 1);
    await patchSession(cookie, { location: IN_ZONE });
    const before = await count("SELECT COUNT(*) AS n FROM orders");
    // Napolitana $ 10.400 + cash delivery $ 2.000 + packaging $ 250 + service $ 300 = $ 12.950.
    const post = async (paysWith: string) => {
      const page = await send("/menu/pizzeria-palermo/checkout", { cookie });
      const c = cookieOf(page, cookie);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
      const res = await send("/menu/pizzeria-palermo/checkout", {
        method: "POST",
        cookie: c,
        body: new URLSearchParams({
          intent: "submit", idempotencyKey: key, phoneCountry: "ar", phone: "11 5555-0812", name: "Juan", email: "", document: "",
          betweenStreets: "Soler y Cabrera", addressDetails: "", scheduled: "0", paysWith,
        }),
      });
      expect(res.status, paysWith).toBe(400);
      const html = await res.text();
      expect(html).toContain('value="Juan"');
      expect(html).toContain("Napolitana");
      return html;
    };
    for (const paysWith of ["99999999999999999999", "1.000.000.000", String(12950 + 1_000_001)]) {
      expect(await post(paysWith), paysWith).toContain("El monto con el cual abonará es demasiado alto: ingrese el billete o el monto con que paga.");
    }
    // The form reads only plain amounts ('20000', '$ 20.000'): 1e308 is no amount at all.
    const exponent = await post("1e308");
    expect(exponent).toContain("Debe ingresar con cuanto abona para poder realizar el pedido.");
    expect(exponent).not.toContain("1e+308");
    expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(before);
    // A real bill goes through.
    const page = await send("/menu/pizzeria-palermo/checkout", { cookie });
    const c = cookieOf(page, cookie);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const ok = await send("/menu/pizzeria-palermo/checkout", {
      method: "POST",
      cookie: c,
      body: new URLSearchParams({ intent: "submit", idempotencyKey: key, phoneCountry: "ar", phone: "11 5555-0812", name: "Juan", scheduled: "0", paysWith: "20000" }),
    });
    expect(ok.status).toBe(302);
  });
});

describe("Idempotency-Key replayed with another body", () => {
  it("answers 422 and nothing of the first order; the same body still gets the first order back", async () => {
    const first = await postOrder(palermoDelivery({ customerName: "Marta Gómez", phone: "+5491155550123" }), "limits-idem-1");
    expect(first.status).toBe(200);
    const code = first.body.data.code as string;

    const same = await postOrder(palermoDelivery({ customerName: "Marta Gómez", phone: "+5491155550123" }), "limits-idem-1");
    expect(same.status).toBe(200);
    expect(same.body.data.code).toBe(code);

    for (const other of [
      palermoDelivery({ customerName: "Otro", phone: "+5491155550999" }),
      palermoDelivery({ customerName: "Marta Gómez", phone: "+5491155550123", branchContact: "pizzeria-belgrano", orderModeId: 1121 }),
    ]) {
      const r = await postOrder(other, "limits-idem-1");
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe("La clave de idempotencia ya se usó con otro pedido. Genere una clave nueva para este pedido.");
      const text = JSON.stringify(r.body);
      for (const leak of [code, "Marta", "Gurruchaga", "5555-0123", "5491155550123", "whatsApp"]) expect(text).not.toContain(leak);
    }
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?", "limits-idem-1")).toBe(1);
  });
});

describe("guessing limits per client (429 in Spanish)", () => {
  async function exhaust(path: string, limit: number, client: string, init: RequestInit = {}) {
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      const res = await SELF.fetch(`${BASE}${path}`, { ...init, headers: { ...(init.headers as object), "X-Test-Client": client }, redirect: "manual" });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).not.toContain(429);
    return SELF.fetch(`${BASE}${path}`, { ...init, headers: { ...(init.headers as object), "X-Test-Client": client }, redirect: "manual" });
  }

  it("order codes: 30 a minute on the follow-up page and the order call, then 429", async () => {
    const api = await exhaust("/api/diner/pizzeria-palermo/order/ZZZZ0000", 30, "guess-order-api");
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await api.json()).toEqual({ error: { status: 429, message: TOO_MANY } });

    const page = await exhaust("/menu/pizzeria-palermo/order/ZZZZ0001", 30, "guess-order-page");
    expect(page.status).toBe(429);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(await page.text()).toContain(TOO_MANY);
    // Another client is not affected.
    const other = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/ZZZZ0000`, { headers: { "X-Test-Client": "someone-else" } });
    expect(other.status).toBe(404);
  });

  it("a code the session already holds reloads past the limit; the same session guessing other codes is refused after 30", async () => {
    const order = await insertOrder("cashDelivery");
    const client = `own-order-${Date.now()}`;
    const diner = browser();
    const page = `/menu/pizzeria-palermo/order/${order.code}`;
    const open = async (path: string) => {
      const res = await diner.fetch(path, { headers: { "X-Test-Client": client } });
      return { status: res.status, html: await res.text() };
    };
    const first = await open(page); // a hit: claimed, then given back
    expect(first.status).toBe(200);
    expect(first.html).toContain(order.code);
    for (let i = 0; i < 40; i++) expect((await open(i % 2 ? page : page.toLowerCase())).status, `reload ${i + 1}`).toBe(200);
    // 30 unknown codes fill the window of 30; the 31st attempt is refused.
    for (let i = 0; i < 30; i++) expect((await open(`/menu/pizzeria-palermo/order/ZZZY${String(i).padStart(4, "0")}`)).status).toBe(404);
    const refused = await open("/menu/pizzeria-palermo/order/ZZZY0099");
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(TOO_MANY);
    // The diner's own order still opens.
    const own = await open(page);
    expect(own.status).toBe(200);
    expect(own.html).toContain(order.code);
  });

  it("discount codes: 20 a minute on the validation call and on the checkout's 'Aplicar'", async () => {
    const init = { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: "NOEXISTE" }) };
    const api = await exhaust("/api/codediscounts/validate", 20, "guess-code-api", init);
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ error: { status: 429, message: TOO_MANY } });

    const cookie = await cartWith("pizzeria-palermo", "delivery", "pizzas/napolitana", 1);
    await patchSession(cookie, { location: IN_ZONE });
    const c = cookieOf(await send("/menu/pizzeria-palermo/checkout", { cookie }), cookie);
    const apply = (code: string) =>
      send("/menu/pizzeria-palermo/checkout", {
        method: "POST",
        cookie: c,
        headers: { "X-Test-Client": "guess-code-page" },
        body: new URLSearchParams({ intent: "apply-code", code, phoneCountry: "ar", phone: "11 5555-0002", name: "Juan", scheduled: "0" }),
      });
    for (let i = 0; i < 20; i++) expect((await apply(`NOEXISTE${i}`)).status).toBe(400);
    const refused = await apply("BIENVENIDA");
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain(TOO_MANY);
    expect(html).not.toContain("Código BIENVENIDA");
  });

  it("phone lookups: 20 a minute per address and phone, then 429", async () => {
    const res = await exhaust("/api/orderingcustomer/%2B5491155550001?branchId=1", 20, "guess-phone");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ error: { status: 429, message: TOO_MANY } });
    // The same client is refused on the other calls keyed by that phone…
    const history = await SELF.fetch(`${BASE}/api/branch/1/loyalty-points/history/%2B5491155550001`, { headers: { "X-Test-Client": "guess-phone" } });
    expect(history.status).toBe(429);
    // …but another diner's phone behind the same address (a carrier's shared IPv4) is not.
    const other = await SELF.fetch(`${BASE}/api/orderingcustomer/%2B5491155550009?branchId=1`, { headers: { "X-Test-Client": "guess-phone" } });
    expect(other.status).toBe(404); // what the first lookups got (no branch 1), not 429
  });
});
