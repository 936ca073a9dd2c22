// Diners with a session, built by the bench with the same form posts a browser without
// JavaScript sends (what and why: bench/README.md "Scale-target rows"):
// - cartCookie(): 'Agregar' on a plate page (POST, 302) → the cookie of a session holding a cart;
// - checkoutPool(): n such sessions (take-away: no address needed), each posted once to the
//   checkout form (`intent=submit`; the session's own idempotency key) by the load child;
// - signedInCookie(): the sign-in by phone of 'Mis pedidos' (intent=login, then the 6-digit code
//   read from the sandbox messages the local provider stores in D1, intent=login-code).
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const cookieOf = (res, previous = "") => (res.headers.get("set-cookie") ?? "").split(";")[0] || previous;

async function post(url, fields, cookie = "") {
  const u = new URL(url);
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: u.origin, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(20_000),
  });
}

/** A session with `quantity` × the plate in its cart: the 'Agregar' form of the plate page. */
export async function cartCookie(base, { alias, mode, platePath, sizeId = null, quantity = 1 }, cookie = "") {
  const res = await post(`${base}/menu/${alias}/${mode}/${platePath}`, { quantity: String(quantity), volver: "categoria", ...(sizeId ? { sizeId: String(sizeId) } : {}) }, cookie);
  await res.arrayBuffer();
  if (res.status !== 302) throw new Error(`'Agregar' on ${platePath} answered ${res.status}`);
  return cookieOf(res, cookie);
}

/** The no-JS checkout's submit fields for a take-away order paid in cash ('Efectivo' = mode × 10 + 1). */
export const checkoutFields = (takeAwayModeId, n) => ({
  intent: "submit",
  phoneCountry: "ar",
  phone: `11 7${String(100_0000 + (n % 900_0000)).padStart(7, "0")}`,
  name: "Cliente Bench",
  email: "",
  scheduled: "0",
  paymentTypeId: String(takeAwayModeId * 10 + 1),
  paysWith: "50000",
});

/** n sessions with a cart each (10 built at a time): one checkout form POST per session. */
export async function checkoutPool(base, cart, takeAwayModeId, n) {
  const pool = [];
  let next = 0;
  async function worker() {
    while (next < n) {
      const i = next++;
      pool.push({ cookie: await cartCookie(base, cart), body: new URLSearchParams(checkoutFields(takeAwayModeId, i)).toString() });
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker));
  return pool;
}

/** The latest sandbox message to `phone` (the local messaging provider stores them in D1). */
export function sandboxCode(state, phone) {
  const dir = path.join(state, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  const body = execFileSync("sqlite3", ["-readonly", path.join(dir, file), `SELECT body FROM sandbox_messages WHERE to_phone LIKE '%${phone.replace(/\D/g, "").slice(-8)}' ORDER BY id DESC LIMIT 1;`], { encoding: "utf8", timeout: 10_000 });
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}

/**
 * A rider's shift through the real call (PUT /api/rider/{id}/updatewithcode with the location's
 * code). A device the rider never used answers 428 needsPhoneCode and sends a one-time code to the
 * rider's phone (docs/api.md); the code is read from the sandbox messages in D1 and the same body
 * goes again with `phoneCode`, as the rider's app does. Resolves to the shift's bearer token.
 */
export async function riderShiftToken(base, state, { riderId, phone, branchContactId, securityCode }) {
  // Retried on a network failure: the first request after a `wrangler d1 execute` may meet a reloading worker.
  const put = async (extra) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(`${base}/api/rider/${riderId}/updatewithcode`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ active: true, securityCode, riderUser: { branchContact: { id: branchContactId } }, ...extra }),
          signal: AbortSignal.timeout(20_000),
        });
        return { status: res.status, body: await res.json() };
      } catch (e) {
        if (attempt === 5) throw e;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  };
  let answer = await put({});
  if (answer.status === 428 && answer.body?.error?.needsPhoneCode) {
    const phoneCode = sandboxCode(state, phone);
    if (!phoneCode) throw new Error(`rider ${riderId} shift: no phone code sent to ${phone}`);
    answer = await put({ phoneCode });
  }
  if (answer.status !== 200 || !answer.body.token) throw new Error(`rider ${riderId} shift: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer.body.token;
}

/**
 * The cookie of a session signed in with `phone` (a local phone of Argentina) at `alias`, and
 * whether 'Mis pedidos' then shows the order `expectCode` ("Pedido {code}", ui/account/orders-list.tsx).
 */
export async function signedInCookie(base, state, alias, phone, expectCode = null) {
  const page = `${base}/menu/${alias}/mis-pedidos`;
  const first = await fetch(page, { redirect: "manual" });
  await first.arrayBuffer();
  let cookie = cookieOf(first);
  const login = await post(page, { intent: "login", phone, country: "ar", channel: "sms" }, cookie);
  await login.arrayBuffer();
  cookie = cookieOf(login, cookie);
  const code = sandboxCode(state, phone);
  if (!code) throw new Error(`sign-in: no code sent to ${phone} (login answered ${login.status})`);
  const done = await post(page, { intent: "login-code", code }, cookie);
  await done.arrayBuffer();
  cookie = cookieOf(done, cookie);
  const check = await fetch(page, { headers: { cookie } });
  const html = await check.text();
  return { cookie, status: check.status, signedIn: login.status < 400 && done.status < 400, bytes: html.length, showsCode: expectCode ? html.replace(/<!-- -->/g, "").includes(`Pedido ${expectCode}`) : null };
}
