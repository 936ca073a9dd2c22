// A phone number alone reveals nothing and spends nothing. One test
// per finding of the attack report (each failed on the phone-only sign-in): sign-in
// needs the 6-digit code sent to the phone; phone-keyed calls answer only the verified
// phone; cancelling, rating and reporting need the session that ordered; an unverified
// order never overwrites the stored customer; parallel wrong codes get five comparisons.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { phoneBearerToken } from "~/http/verified-phone.server";
import { cartRecoveryPath } from "~/views/abandoned-carts.server";
import { BASE } from "./api-helpers";
import { insertOrder, orderRow, FIXED_NOW_MS } from "./follow-up-fixtures";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { cartWith, json } from "./session-helpers";
import { diner, enterCode, lastCodeSentTo, requestCode, signInWithCode } from "./sign-in-helpers";

const I = DEMO_IDS;
const LUCIA = "+5491155550001";
const PAGE = "/menu/pizzeria-palermo/delivery";
const sql = (q: string, ...v: unknown[]) => env.DB.prepare(q).bind(...v);

async function api(path: string, init: RequestInit & { cookie?: string; bearer?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.bearer) headers.set("Authorization", `Bearer ${init.bearer}`);
  const res = await SELF.fetch(`${BASE}${path}`, { ...init, headers, redirect: "manual" });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

const UNAUTHORIZED = "Inicie sesión con el código que enviamos a ese teléfono para ver estos datos.";

describe("sign-in with a one-time code (§5 Phone, §8 toasts)", () => {
  it("the phone sends a 6-digit code by WhatsApp; the code, not the phone, signs in: 'Inicio de sesión con éxito'", async () => {
    const d = diner();
    const asked = await requestCode(d, "11 5555-0001");
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe(`${PAGE}?login=1`);
    // Not signed in yet: the phone alone gives no session customer.
    const step2 = await (await d.go(`${PAGE}?login=1`)).text();
    expect(step2).toContain("Le enviamos un código de 6 dígitos por WhatsApp al +54 9 11 5555 0001.");
    expect(step2).toContain("Código de 6 dígitos");
    expect(step2).not.toContain("Cerrar sesión");

    const code = await lastCodeSentTo(LUCIA);
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed: the digest is not the code.
    const stored = await sql("SELECT code_hash, expires_at - created_at AS ttl FROM sign_in_codes WHERE company_id = 1 AND phone = ?", LUCIA).first<{ code_hash: string; ttl: number }>();
    expect(stored!.code_hash).not.toContain(code);
    expect(stored!.ttl).toBe(600);

    const wrong = await enterCode(d, code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("El código no es correcto. Le quedan 4 intentos.");

    const ok = await enterCode(d, code);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(PAGE);
    const menu = await (await d.go(`${PAGE}?menu=1`)).text();
    expect(menu).toContain("Inicio de sesión con éxito");
    expect(menu).toContain("Cerrar sesión");
    // One use only.
    expect(await sql("SELECT COUNT(*) AS n FROM sign_in_codes WHERE phone = ?", LUCIA).first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("SMS is the other channel; the sandbox page /dev/mensajes lists what was sent", async () => {
    const d = diner();
    await requestCode(d, "11 5555-0077", { channel: "sms" });
    const page = await (await SELF.fetch(`${BASE}/dev/mensajes?telefono=%2B5491155550077`)).text();
    expect(page).toContain("Mensajes de prueba");
    expect(page).toContain("+5491155550077");
    expect(page).toContain("SMS");
    expect(page).toMatch(/\d{6} es su código para iniciar sesión en /);
  });

  it("finding: 150 sign-ins with Lucía's phone and no code → none signed in; sends stop at 5 an hour (429)", async () => {
    const statuses: number[] = [];
    let signedIn = 0;
    for (let i = 0; i < 150; i++) {
      const d = diner();
      const res = await d.post(`${PAGE}?login=1`, { intent: "login", phone: "1155550003", country: "ar", returnTo: PAGE });
      statuses.push(res.status);
      if (i < 3 || i === 149) {
        const html = await (await d.go(`${PAGE}?menu=1`)).text();
        if (html.includes("Cerrar sesión")) signedIn++;
        const orders = await d.post(PAGE, { intent: "my-orders", returnTo: PAGE });
        expect(orders.headers.get("Location")).toBe(PAGE); // 'Inicie sesión', not 'Mis pedidos'
      }
    }
    expect(signedIn).toBe(0);
    expect(statuses.slice(0, 5)).toEqual([302, 302, 302, 302, 302]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const last = await diner().post(`${PAGE}?login=1`, { intent: "login", phone: "1155550003", country: "ar", returnTo: PAGE });
    expect(await last.text()).toContain("Pidió demasiados códigos para este número. Inténtelo de nuevo en una hora.");
    expect(await sql("SELECT COUNT(*) AS n FROM sandbox_messages WHERE to_phone = '+5491155550003'").first<{ n: number }>()).toEqual({ n: 5 });
  }, 90_000);

  it("five wrong codes void the code: the right one then fails with 'Error iniciando sesión'", async () => {
    const d = diner();
    await requestCode(d, "1155550004");
    const code = await lastCodeSentTo("+5491155550004");
    const wrong = code === "123456" ? "654321" : "123456";
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) texts.push(await (await enterCode(d, wrong)).text());
    expect(texts[3]).toContain("El código no es correcto. Le queda 1 intento.");
    const fifth = await enterCode(d, wrong);
    expect(fifth.status).toBe(302);
    const right = await enterCode(d, code);
    expect(right.status).toBe(302);
    const html = await (await d.go(`${PAGE}?login=1`)).text();
    expect(html).toContain("Error iniciando sesión");
    expect(html).toContain("El código venció o se agotaron los intentos. Pida un código nuevo.");
    expect(html).toContain("Reenviar código");
    expect(html).not.toContain("Cerrar sesión");
  });

  it("a code expires after 10 minutes", async () => {
    const d = diner();
    await requestCode(d, "1155550005");
    const code = await lastCodeSentTo("+5491155550005");
    await sql("UPDATE sign_in_codes SET expires_at = ? WHERE phone = '+5491155550005'", Math.floor(FIXED_NOW_MS / 1000) - 1).run();
    await enterCode(d, code);
    const html = await (await d.go(`${PAGE}?menu=1`)).text();
    expect(html).toContain("Error iniciando sesión");
    expect(html).not.toContain("Cerrar sesión");
  });

  it("finding: 30 parallel wrong codes make at most five comparisons, and then the code is void", async () => {
    const d = diner();
    await requestCode(d, "1155550006");
    const code = await lastCodeSentTo("+5491155550006");
    const row = await sql("SELECT code_id FROM sign_in_codes WHERE phone = '+5491155550006'").first<{ code_id: string }>();
    const wrong = code === "999999" ? "888888" : "999999";
    const cookie = d.cookie;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        SELF.fetch(`${BASE}${PAGE}?login=1`, {
          method: "POST",
          body: new URLSearchParams({ intent: "login-code", code: wrong, returnTo: PAGE }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
          redirect: "manual",
        }).then((r) => r.text()),
      ),
    );
    const compared = answers.filter((t) => t.includes("El código no es correcto")).length;
    expect(compared).toBeLessThanOrEqual(4);
    const lock = await sql("SELECT attempts FROM attempt_locks WHERE key = ?", `sign-in-code:${row!.code_id}`).first<{ attempts: number }>();
    expect(lock?.attempts ?? 0).toBeLessThanOrEqual(5);
    // The right code no longer signs in.
    const fresh = diner(cookie);
    await enterCode(fresh, code);
    expect(await (await fresh.go(`${PAGE}?menu=1`)).text()).not.toContain("Cerrar sesión");
  });

  it("per address and phone: a sixth code sent to one phone, or an eleventh code typed for it, within 15 minutes → 429; other phones behind the address go on", async () => {
    const client = { "X-Test-Client": `identity-${Date.now()}` };
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      body: new URLSearchParams({ returnTo: PAGE, ...fields }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...client },
    });
    const send = (d: ReturnType<typeof diner>, phone: string) => d.fetch(`${PAGE}?login=1`, form({ intent: "login", phone, country: "ar" }));
    const type = (d: ReturnType<typeof diner>, code: string) => d.fetch(`${PAGE}?login=1`, form({ intent: "login-code", code }));

    const sends: number[] = [];
    let last = "";
    for (let i = 0; i < 6; i++) {
      const res = await send(diner(), "1155550410");
      sends.push(res.status);
      last = await res.text();
    }
    expect(sends).toEqual([302, 302, 302, 302, 302, 429]);
    expect(last).toContain("Demasiados intentos. Espere unos minutos y vuelva a intentarlo.");
    expect(await sql("SELECT COUNT(*) AS n FROM sandbox_messages WHERE to_phone = '+5491155550410'").first<{ n: number }>()).toEqual({ n: 5 });
    // A carrier puts thousands of diners behind one address: another phone's code is sent.
    expect((await send(diner(), "1155550411")).status).toBe(302);

    // Ten wrong codes typed for one phone (two codes, five tries each), then an eleventh: refused.
    const guesser = diner();
    const guesses: number[] = [];
    for (let round = 0; round < 2; round++) {
      expect((await send(guesser, "1155550420")).status).toBe(302);
      for (let i = 0; i < 5; i++) guesses.push((await type(guesser, "000000")).status);
    }
    // Each fifth wrong try voids the code and sends the diner back to the phone step (302).
    expect(guesses).toEqual([400, 400, 400, 400, 302, 400, 400, 400, 400, 302]);
    expect((await send(guesser, "1155550420")).status).toBe(302);
    const refused = await type(guesser, "000000");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Demasiados intentos. Espere unos minutos y vuelva a intentarlo.");
    // Another diner behind the same address types their own code: not refused.
    const other = diner();
    expect((await send(other, "1155550421")).status).toBe(302);
    expect((await type(other, "000000")).status).toBe(400);
  }, 60_000);

  it("the account page (no JavaScript) signs in with the code too", async () => {
    const d = diner();
    await signInWithCode(d, "1155550001", LUCIA, "/menu/pizzeria-palermo/mis-pedidos");
    const html = await (await d.go("/menu/pizzeria-palermo/mis-pedidos")).text();
    expect(html).toContain("SABDEM01");
  });
});

describe("finding: phone-keyed calls without a verified session → 401, no data", () => {
  const calls = [
    `/api/orderingcustomer/%2B5491155550001?branchId=${I.branches.pizzeria}`,
    `/api/orders?phone=%2B5491155550001&branchContactId=${I.branchContacts.palermo}`,
    `/api/branch/${I.branches.pizzeria}/loyalty-points/history/%2B5491155550001`,
    `/api/recovery/cart/%2B5491155550001/${I.branchContacts.palermo}`,
  ];

  it("no session, another diner's verified session, or a forged bearer: 401 with the Spanish message", async () => {
    const other = diner();
    await signInWithCode(other, "1155550008");
    for (const path of calls) {
      for (const auth of [{}, { cookie: other.cookie }, { bearer: "eyJ.123.abc" }]) {
        const r = await api(path, auth);
        expect(r.status, path).toBe(401);
        expect(r.body.error.message).toBe(UNAUTHORIZED);
        expect(r.text).not.toContain("Lucía");
        expect(r.text).not.toContain("SABDEM01");
      }
    }
  });

  it("Lucía's verified session (or a bearer signed for her phone) reads them", async () => {
    const lucia = diner();
    await signInWithCode(lucia, "1155550001", LUCIA);
    const customer = await api(calls[0], { cookie: lucia.cookie });
    expect(customer.status).toBe(200);
    expect(customer.body.name).toBe("Lucía Fernández");
    const orders = await api(calls[1], { cookie: lucia.cookie });
    expect(orders.body.dinerOrders.orders.map((o: any) => o.code)).toContain("SABDEM01");
    expect((await api(calls[2], { cookie: lucia.cookie })).status).toBe(200);
    const bearer = await phoneBearerToken(env, LUCIA);
    expect((await api(calls[0], { bearer })).body.loyaltyPointsBalance).toBeGreaterThan(0);
  });

  it("the reward sign-up call for someone else's phone → 401, nothing credited", async () => {
    await sql(`INSERT OR IGNORE INTO loyalty_rewards (id, company_id, branch_id, branch_contact_id, name, amount, active) VALUES (9901, 1, ${I.branches.pizzeria}, NULL, 'Bienvenida', 500, 1)`).run();
    const r = await api(`/api/diner/customer/%2B5491155550001/loyalty-reward/9901`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Intruso", phone: "+5491155550001", email: "x@example.com", branchId: I.branches.pizzeria, loyaltyRewardId: 9901 }),
    });
    expect(r.status).toBe(401);
    expect(r.body.error.message).toBe("Inicie sesión con ese teléfono para sumar el premio.");
    expect(await sql("SELECT COUNT(*) AS n FROM loyalty_reward_claims WHERE reward_id = 9901").first<{ n: number }>()).toEqual({ n: 0 });
  });
});

describe("the JSON sign-in for apps: POST /api/sign-in/code and /verify → a bearer", () => {
  const post = (path: string, body: unknown) => api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("the code sent to the phone gives a bearer that reads the phone's data; a wrong code says how many tries are left", async () => {
    const sent = await post("/api/sign-in/code", { branchId: I.branches.pizzeria, phone: "11 5555-0001", channel: "sms" });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ sent: true, channel: "sms", expiresInSeconds: 600 });
    const code = await lastCodeSentTo(LUCIA);
    const wrong = await post("/api/sign-in/verify", { branchId: I.branches.pizzeria, phone: "11 5555-0001", code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("El código no es correcto. Le quedan 4 intentos.");
    const ok = await post("/api/sign-in/verify", { branchId: I.branches.pizzeria, phone: "+5491155550001", code });
    expect(ok.status).toBe(200);
    expect(ok.body.phone).toBe(LUCIA);
    const customer = await api(`/api/orderingcustomer/%2B5491155550001?branchId=${I.branches.pizzeria}`, { bearer: ok.body.token });
    expect(customer.body.name).toBe("Lucía Fernández");
    // Used once.
    const again = await post("/api/sign-in/verify", { branchId: I.branches.pizzeria, phone: "+5491155550001", code });
    expect(again.body.error.message).toBe("El código venció o se agotaron los intentos. Pida un código nuevo.");
  });

  it("bad input: Spanish 4xx, never 5xx", async () => {
    expect((await post("/api/sign-in/code", { branchId: I.branches.pizzeria, phone: "12" })).body.error.message).toBe("Debe ingresar un número válido");
    expect((await post("/api/sign-in/code", { branchId: 999999, phone: "1155550001" })).status).toBe(404);
    expect((await post("/api/sign-in/code", { phone: "1155550001" })).status).toBe(400);
    expect((await post("/api/sign-in/verify", { branchId: I.branches.pizzeria, phone: "1155550001", code: "abc" })).body.error.message).toBe("Ingrese el código de 6 dígitos que le enviamos");
    expect((await api("/api/sign-in/verify")).status).toBe(405);
  });
});

describe("finding: an order by someone else never overwrites the stored customer", () => {
  it("POST /api/order with Lucía's phone and another name: the order is placed, her name stays", async () => {
    const r = await postOrder(palermoDelivery({ phone: LUCIA, customerName: "Intruso Malicioso", customerEmail: "intruso@example.com" }), `identity-overwrite-${Date.now()}`);
    expect(r.status).toBe(200);
    const row = await sql("SELECT name, email FROM customers WHERE company_id = 1 AND phone = ?", LUCIA).first<{ name: string; email: string | null }>();
    expect(row!.name).toBe("Lucía Fernández");
    expect(row!.email).not.toBe("intruso@example.com");
  });
});

describe("finding: the order code alone neither cancels, rates nor reports, and hides the address", () => {
  it("cancel with only the code: refused with a Spanish toast; the status stays", async () => {
    const order = await insertOrder("cashDelivery");
    const stranger = diner();
    const res = await stranger.post(`/menu/pizzeria-palermo/order/${order.code}`, { intent: "cancel" });
    expect(res.status).toBe(302);
    expect((await orderRow(order.code))!.status).toBe("GENERATED");
    const page = await (await stranger.go(`/menu/pizzeria-palermo/order/${order.code}`)).text();
    expect(page).toContain("Solo quien hizo el pedido puede hacerlo. Inicie sesión con el teléfono del pedido.");
    // The rest of the order shows; street, between-streets and notes do not.
    expect(page).toContain("Napolitana");
    expect(page).not.toContain("Gurruchaga");
    expect(page).not.toContain("Cabrera y Gorriti");
    const json = await api(`/api/diner/pizzeria-palermo/order/${order.code}`);
    expect(json.status).toBe(200);
    expect(json.body.destination.street).toBeNull();
    expect(json.text).not.toContain("Gurruchaga");
  });

  it("a verified session of the order's phone cancels it and sees the address", async () => {
    const order = await insertOrder("cashDelivery");
    const owner = diner();
    await signInWithCode(owner, "1155550002", "+5491155550002");
    const page = await (await owner.go(`/menu/pizzeria-palermo/order/${order.code}`)).text();
    expect(page).toContain("Gurruchaga 1500");
    await owner.post(`/menu/pizzeria-palermo/order/${order.code}`, { intent: "cancel" });
    expect((await orderRow(order.code))!.status).toBe("CANCELED");
  });

  it("the session that placed an order (no sign-in) sees its address and may report it; a stranger gets 403", async () => {
    const placer = diner();
    const placed = await placer.fetch("/api/order", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `identity-placer-${Date.now()}` },
      body: JSON.stringify(palermoDelivery({ phone: "+5491155550123", notes: "Tocar timbre 3B" })),
    });
    expect(placed.status).toBe(200);
    const { code } = ((await placed.json()) as { data: { code: string } }).data;
    const mine = await api(`/api/diner/pizzeria-palermo/order/${code}`, { cookie: placer.cookie });
    expect(mine.body.destination.street).toBe("Gurruchaga");
    const report = { code, errorType: "Falta un producto" };
    const stranger = await api("/api/diner/order/details", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(report) });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe("Solo quien hizo el pedido puede hacerlo. Inicie sesión con el teléfono del pedido.");
    const own = await api("/api/diner/order/details", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(report), cookie: placer.cookie });
    expect(own.status).toBe(200);
  });

  it("the survey of an order by code alone → 403", async () => {
    const r = await api("/api/survey/SABDEM01", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify([{ questionId: 1, answer: "5" }]) });
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe("Solo quien hizo el pedido puede hacerlo. Inicie sesión con el teléfono del pedido.");
  });
});

describe("the abandoned-cart recovery link carries a signed, expiring token", () => {
  it("a bare phone restores nothing; an expired link neither; the signed link restores the cart", async () => {
    const cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 2);
    await json("/api/abandoned/cart/", "POST", { branchContactId: I.branchContacts.palermo, branchId: I.branches.pizzeria, phone: "1155550311" }, { cookie });
    const bare = await diner().go("/menu/pizzeria-palermo/recuperar/1155550311");
    expect(bare.headers.get("Location")).toBe("/menu/pizzeria-palermo");
    const scope = { companyId: 1, branchContactId: I.branchContacts.palermo, alias: "pizzeria-palermo" };
    const expired = await cartRecoveryPath(env, scope, "+5491155550311", FIXED_NOW_MS - 8 * 24 * 3600_000);
    expect((await diner().go(expired)).headers.get("Location")).toBe("/menu/pizzeria-palermo");
    const forged = (await cartRecoveryPath(env, scope, "+5491155550311", FIXED_NOW_MS)).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await diner().go(forged)).headers.get("Location")).toBe("/menu/pizzeria-palermo");
    const path = await cartRecoveryPath(env, scope, "+5491155550311", FIXED_NOW_MS);
    expect((await diner().go(path)).headers.get("Location")).toBe("/menu/pizzeria-palermo/preview");
  });
});
