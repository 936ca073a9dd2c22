// The checkout submit under load: POST /api/order (app/routes/api.order/route.ts → http/create-order.server.ts
// createOrder) creating delivery orders at Palermo paid in cash. What and why: bench/README.md.
//
// - orderSpec(): the payload (ids from app/data/demo/demo-tenant.ts, amounts from
//   the demo tenant seeded from app/data/demo/) and what every answer must carry;
// - warmOrders(): a few sequential orders before the load (route module, zod, D1 warm);
// - orderRequests(): in the load child, the autocannon `requests` entry giving every request a
//   UNIQUE Idempotency-Key (a repeated key is a replay: same order back, nothing written) and a
//   phone of its own, and checking a sample of the answers.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const ORDER_PATH = "/api/order";
const CONTACT_ALIAS = "pizzeria-palermo";
// demo-tenant.md "Delivery at Palermo": a known address inside the zone.
const DESTINATION = {
  fullAddress: "Gurruchaga 1500, Palermo, CABA",
  street: "Gurruchaga",
  number: "1500",
  city: "CABA",
  locality: "Palermo",
  betweenStreets: null,
  details: null,
  lat: -34.5893,
  lng: -58.4262,
};
// 1 × Muzzarella Grande $ 11.500 + cash delivery fee $ 2.000 + service fee $ 300
// + 'Recargo por embalaje' $ 250 (demo-tenant.md) = $ 14.050.
export const EXPECTED_TOTAL = 14050;
const PAYS_WITH = 20000; // cash needs 'con cuánto abona' (§5 Checkout submit)
const SAMPLE_FIRST = 20; // the first answers are all checked …
const SAMPLE_EVERY = 25; // … then one in 25

/** Ids of the demo tenant (the id scheme of app/data/demo/demo-tenant.ts: payment type = mode*10+n). */
function demoIds(root) {
  const seed = readFileSync(path.join(root, "app/data/demo/demo-tenant.ts"), "utf8");
  const num = (re, name) => {
    const n = Number(seed.match(re)?.[1]);
    if (!n) throw new Error(`cannot find ${name} in app/data/demo/demo-tenant.ts`);
    return n;
  };
  return {
    plate: num(/\bmuzzarella:\s*(\d+)/, "plates.muzzarella"),
    size: num(/muzzarellaGrande:\s*(\d+)/, "sizes.muzzarellaGrande"),
  };
}

/** The order the bench submits; `modeId` is the delivery order mode found by run.mjs. */
export function orderSpec(root, modeId, tenant = null) {
  // The scale tenant (bench/scale-tenant.mjs) sells its plate 1 at the Muzzarella's prices: same total.
  const ids = tenant ? { plate: tenant.plate, size: tenant.size } : demoIds(root);
  const payload = {
    branchContact: tenant?.alias ?? CONTACT_ALIAS,
    orderModeId: modeId,
    items: [{ referenceId: ids.plate, sizeId: ids.size, quantity: 1 }],
    phone: "11 5000 0000", // replaced per request
    phoneCountry: "ar",
    customerName: "Cliente Bench",
    optIn: false,
    paymentType: modeId * 10 + 1, // 'Efectivo', first payment type of the delivery mode
    destination: DESTINATION,
    paysWith: PAYS_WITH,
    price: EXPECTED_TOTAL, // compared by the server: a different total answers 409
    source: "API",
  };
  return { path: ORDER_PATH, payload, expectedTotal: EXPECTED_TOTAL, runId: randomUUID().slice(0, 8) };
}

/**
 * Per request: a fresh key and a distinct diner phone (11 5xxx-xxxx, valid in Argentina). A spec's
 * `firstPhone` moves its phones apart from another run's (the warm-up under load: warmUpSpec).
 */
export function orderBody(spec, i) {
  const n = i + (spec.firstPhone ?? 0);
  const phone = `11 5${String(100_0000 + (n % 900_0000)).padStart(7, "0")}`;
  return { key: `bench-${spec.runId}-${n}`, body: JSON.stringify({ ...spec.payload, phone }) };
}

/** What an answer must be: 200 `{ data: { code, total } }` with the expected total. */
function checkAnswer(spec, status, text) {
  if (status !== 200) return { ok: false, why: `status ${status}: ${String(text).slice(0, 160)}` };
  try {
    const data = JSON.parse(text)?.data;
    if (typeof data?.code !== "string" || !/^[0-9A-Z]{6,12}$/.test(data.code)) return { ok: false, why: `no order code in ${String(text).slice(0, 160)}` };
    if (data.total !== spec.expectedTotal) return { ok: false, why: `total ${data.total} ≠ ${spec.expectedTotal}`, code: data.code };
    return { ok: true, code: data.code };
  } catch {
    return { ok: false, why: `not JSON: ${String(text).slice(0, 160)}` };
  }
}

/**
 * The order load's warm-up under load (run.mjs): the same order with its own keys (another run id,
 * so countStoredOrders does not count them) and phones apart from the measured run's.
 */
export function warmUpSpec(spec) {
  return { ...spec, runId: `${spec.runId}w`, firstPhone: 500_0000 };
}

/** Sequential orders before the load; returns the last status and the codes created. */
export async function warmOrders(baseUrl, spec, times = 3) {
  const codes = [];
  let status = null;
  let problem = null;
  for (let i = 0; i < times; i++) {
    const { key, body } = orderBody(spec, 900_0000 - 1 - i); // phones and keys apart from the load's
    try {
      const res = await fetch(baseUrl + spec.path, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", "idempotency-key": `${key}-warm` },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      const check = checkAnswer(spec, res.status, await res.text());
      if (check.code) codes.push(check.code);
      if (!check.ok) problem = check.why;
    } catch (e) {
      status = `error: ${e.cause?.code ?? e.message}`;
      problem = status;
    }
  }
  return { status, contentType: "application/json", codes, problem };
}

/**
 * In the load child: the autocannon `requests` list and a `verification` object filled as the
 * answers arrive (autocannon buffers bodies only because onResponse is set).
 */
export function orderRequests(spec) {
  let sent = 0;
  let answered = 0;
  const verification = { sampled: 0, ok: 0, failures: [], distinctCodes: 0, firstCode: null, keysSent: 0 };
  const codes = new Set();
  const requests = [
    {
      method: "POST",
      path: spec.path,
      setupRequest(req) {
        const { key, body } = orderBody(spec, sent++);
        verification.keysSent = sent;
        return { ...req, body, headers: { ...req.headers, "content-type": "application/json", accept: "application/json", "idempotency-key": key } };
      },
      onResponse(status, body) {
        const n = answered++;
        if (n >= SAMPLE_FIRST && n % SAMPLE_EVERY !== 0) return;
        verification.sampled++;
        const check = checkAnswer(spec, status, body);
        if (check.ok) {
          verification.ok++;
          codes.add(check.code);
          verification.firstCode ??= check.code;
        } else if (verification.failures.length < 5) {
          verification.failures.push(check.why);
        }
        verification.distinctCodes = codes.size;
      },
    },
  ];
  return { requests, verification };
}

/**
 * Orders of this run stored in the bench's local D1 (its SQLite file under the state folder), or
 * null without the sqlite3 CLI. Up to one request per connection may still be in flight when
 * autocannon stops counting: those orders exist but are not in its 2xx.
 */
export function countStoredOrders(state, runId) {
  try {
    const dir = path.join(state, "v3/d1/miniflare-D1DatabaseObject");
    const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
    const sql = `SELECT count(*), count(DISTINCT code) FROM orders WHERE idempotency_key LIKE 'bench-${runId}-%' AND idempotency_key NOT LIKE '%-warm';`;
    const [count, distinct] = execFileSync("sqlite3", ["-readonly", path.join(dir, file), sql], { encoding: "utf8", timeout: 10_000 }).trim().split("|").map(Number);
    return { count, distinctCodes: distinct };
  } catch {
    return null;
  }
}
