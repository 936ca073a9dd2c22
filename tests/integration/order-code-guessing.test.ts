// Limits count guessing, not use: the order's owner viewing its follow-up never counts and is
// never refused; unknown codes (misses) count per address, 30 a minute.
//
// Order codes cannot be guessed through the calls that carry them
// outside GUESSABLE_PATHS' sight. POST /api/survey/{code} answers a stranger the same for
// an unknown code and a real one, and counts in the order-code limit; POST /api/paymenturl
// and POST /api/order/payment carry the code in the body and count their misses there (30 a
// minute per client, then 429 in Spanish). The client is named with X-Test-Client (TEST_CLIENT_HEADER).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { browser, insertOrder, ownerBrowser } from "./follow-up-fixtures";

const TOO_MANY = "Demasiados intentos. Espere unos minutos y vuelva a intentarlo.";

function postJson(path: string, body: unknown, client?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (client) headers["X-Test-Client"] = client;
  return SELF.fetch(`${BASE}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

/** `limit` attempts that are not refused, then the next one (refused). */
async function pastTheLimit(limit: number, attempt: (i: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < limit; i++) {
    const res = await attempt(i);
    statuses.push(res.status);
    await res.arrayBuffer();
  }
  expect(statuses).not.toContain(429);
  return attempt(limit);
}

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ error: { status: 429, message: TOO_MANY } });
}

const answers = [{ questionId: 1111, answer: "5" }];

describe("POST /api/survey/{orderCode}", () => {
  it("a stranger gets the same answer for an unknown code and for a real one", async () => {
    const real = await postJson("/api/survey/SABDEM01", answers);
    const unknown = await postJson("/api/survey/ZZZZZZ99", answers);
    const malformed = await postJson("/api/survey/no!", answers);
    for (const res of [real, unknown, malformed]) expect(res.status).toBe(403);
    const bodies = await Promise.all([real.json(), unknown.json(), malformed.json()]);
    expect(bodies[0]).toEqual({ error: { status: 403, message: "Solo quien hizo el pedido puede hacerlo. Inicie sesión con el teléfono del pedido." } });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it("counts in the order-code limit: 30 a minute, then 429 even for a real code", async () => {
    const client = `survey-guess-${Date.now()}`;
    const refused = await pastTheLimit(30, (i) => postJson(i < 30 ? `/api/survey/ZZZZ${String(i).padStart(4, "0")}` : "/api/survey/SABDEM01", answers, client));
    await expectTooMany(refused);
    // Another client is not affected.
    expect((await postJson("/api/survey/SABDEM01", answers, `${client}-other`)).status).toBe(403);
  });
});

describe("the payment calls carry the order code in the body", () => {
  it("POST /api/paymenturl: 30 codes a minute, then 429 (before the lookup: a real order gets no link)", async () => {
    const order = await insertOrder("onlineDelivery");
    const client = `paymenturl-guess-${Date.now()}`;
    const refused = await pastTheLimit(30, (i) =>
      postJson("/api/paymenturl", { code: i < 30 ? `ZZZZ${String(i).padStart(4, "0")}` : order.code, branchContactId: 111 }, client),
    );
    await expectTooMany(refused);
    const other = await postJson("/api/paymenturl", { code: order.code, branchContactId: 111 }, `${client}-other`);
    expect(other.status).toBe(200);
  });

  it("POST /api/paymenturl: a found order is no guess, 40 calls for it in a minute are never refused", async () => {
    const order = await insertOrder("onlineDelivery");
    const client = `paymenturl-use-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await postJson("/api/paymenturl", { code: order.code, branchContactId: 111 }, client);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).not.toContain(429);
    expect(statuses[0]).toBe(200);
  });

  it("POST /api/order/payment: 30 codes a minute, then 429", async () => {
    const client = `card-guess-${Date.now()}`;
    const card = (code: string) => ({ token: "sbc_x", paymentMethodId: "visa", dinerOrderId: code, cardName: "ANA TEST", identificationType: "DNI", identificationNumber: "30123456" });
    const refused = await pastTheLimit(30, (i) => postJson("/api/order/payment", card(`ZZZZ${String(i).padStart(4, "0")}`), client));
    await expectTooMany(refused);
    const other = await postJson("/api/order/payment", card("ZZZZ0000"), `${client}-other`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { status: 404, message: "No encontramos el pedido." } });
  });
});

describe("the order-code limit counts misses, not use", () => {
  const unknown = (i: number) => `/menu/pizzeria-palermo/order/ZZZX${String(i).padStart(4, "0")}`;

  it("100 views of an owned order's follow-up in one minute all answer 200, and still count nothing", async () => {
    const order = await insertOrder("cashDelivery");
    const client = `owner-views-${Date.now()}`;
    // Signed in with the order's phone (a verified phone, not the session that placed it).
    const owner = await ownerBrowser();
    const headers = { "X-Test-Client": client };
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await owner.fetch(i % 2 ? `/menu/pizzeria-palermo/order/${order.code}` : `/api/diner/pizzeria-palermo/order/${order.code}`, { headers });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual(Array(100).fill(200));
    // None of them counted: the same address still has its 30 misses.
    for (let i = 0; i < 30; i++) expect((await SELF.fetch(`${BASE}${unknown(i)}`, { headers, redirect: "manual" })).status).toBe(404);
    const refused = await SELF.fetch(`${BASE}${unknown(30)}`, { headers });
    expect(refused.status).toBe(429);
  }, 60_000);

  it("40 unknown codes from one address: 30 answer 404, the rest 429 in Spanish with Retry-After, a real code too; the owner still gets in", async () => {
    const order = await insertOrder("cashDelivery");
    const client = `unknown-codes-${Date.now()}`;
    const headers = { "X-Test-Client": client };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/ZZZW${String(i).padStart(4, "0")}`, { headers });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(await res.json()).toEqual({ error: { status: 429, message: TOO_MANY } });
      } else await res.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(30).fill(404), ...Array(10).fill(429)]);
    // Refused alike whether the code exists or not: the refusal tells a guesser nothing.
    const stranger = browser();
    const page = await stranger.fetch(`/menu/pizzeria-palermo/order/${order.code}`, { headers });
    expect(page.status).toBe(429);
    expect(page.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await page.text()).toContain(TOO_MANY);
    // The owner behind the same address (a carrier's shared IPv4) is not refused.
    const owner = await ownerBrowser();
    const own = await owner.fetch(`/menu/pizzeria-palermo/order/${order.code}`, { headers });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(order.code);
    const ownJson = await owner.fetch(`/api/diner/pizzeria-palermo/order/${order.code}`, { headers });
    expect(ownJson.status).toBe(200);
  }, 60_000);

  it("a shared link viewed by others counts nothing either: it is no miss", async () => {
    const order = await insertOrder("cashDelivery");
    const headers = { "X-Test-Client": `shared-link-${Date.now()}` };
    for (let i = 0; i < 40; i++) {
      const res = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${order.code}`, { headers });
      expect(res.status, `view ${i + 1}`).toBe(200);
      await res.arrayBuffer();
    }
  }, 60_000);
});
