// Riders under load ("npm run bench: shipment accept and advance, requests/s and p99
// under load, and the parallel accepts of one shipment: one winner, every time").
//
// - seedShipments(): into the bench server's own state (never `npm start`'s): 30 riders of
//   Palermo (staff rows, code 4826) and N delivery orders READY with their logistics order
//   (delivery key 1234) and a shipment LOOKING_FOR_DRIVER each — the rows the acceptance's
//   write creates (app/data/logistics/shipment-create.server.ts), written in one SQL file.
// - the riders start their shifts through the real call (PUT /api/rider/{id}/updatewithcode).
// - flow load (a child process): `connections` riders, each looping over fresh shipments:
//   accept (PUT /api/shipments/{id} ON_ROUTE_TO_PICK_UP), advance twice (POST …/advance),
//   deliver with the key (PUT … DELIVERED): accept latencies and advance latencies apart.
// - race: rounds of 10 riders PUT-accepting the same fresh shipment at once; exactly one
//   200 per round, the others 409; the winner cancels (the shipment is re-offered, the
//   rider is free again).
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { wranglerEnv } from "../scripts/lib.mjs";
import { assertLocal } from "./load.mjs";
import { riderShiftToken } from "./session-flows.mjs";

const SELF = fileURLToPath(import.meta.url);
const PALERMO = 111;
const RIDERS = 30;
const FIRST_RIDER = 11_201;
const FIRST_ORDER = 8_000_001;
export const BENCH_SHIPMENTS = 6_000;
const KEY = "1234";
const RACE_RIDERS = 10;
const RACE_ROUNDS = 30;

function wrangler(root, state, logFile, args) {
  const fd = openSync(logFile, "a");
  try {
    const r = spawnSync(path.join(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, ...args], {
      cwd: root, env: wranglerEnv, encoding: "utf8", stdio: ["ignore", fd, fd], timeout: 180_000,
    });
    if (r.status !== 0) throw new Error(`wrangler d1 execute failed (exit ${r.status ?? r.signal})`);
  } finally {
    closeSync(fd);
  }
}

/** Riders and waiting shipments at Palermo (bench-only rows, fixed ids). */
export function seedShipments({ root, state, logFile, count = BENCH_SHIPMENTS }) {
  const n = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  const at = Date.now();
  const sql = [
    `WITH RECURSIVE r(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM r WHERE i < ${RIDERS - 1})
     INSERT OR IGNORE INTO staff (id, company_id, branch_contact_id, role, name, phone, active)
     SELECT ${FIRST_RIDER} + i, 1, ${PALERMO}, 'rider', 'Rider Bench ' || i, '+54911610' || printf('%05d', i), 0 FROM r;`,
    `${n} INSERT OR IGNORE INTO orders (id, company_id, branch_id, branch_contact_id, order_mode_id, code, idempotency_key, status, type, payment_method,
       customer_name, customer_phone, destination, items_total, discounts, surcharges, total, created_at, updated_at)
     SELECT ${FIRST_ORDER - 1} + i, 1, 11, ${PALERMO}, 1111, 'BSH' || printf('%05d', i), 'bench-shipment-' || i, 'READY', 'DELIVERY', 'ONLINE',
       'Cliente Bench', '+5491155559999', '{"fullAddress":"Gurruchaga 1500","street":"Gurruchaga","number":"1500","city":"CABA","locality":"Palermo","betweenStreets":null,"details":null,"lat":-34.5893,"lng":-58.4262}',
       11500, '[]', '[]', 11500, ${at}, ${at} FROM n;`,
    `${n} INSERT OR IGNORE INTO logistics_orders (id, company_id, branch_contact_id, order_id, order_code, provider, delivery_key, created_at)
     SELECT ${FIRST_ORDER - 1} + i, 1, ${PALERMO}, ${FIRST_ORDER - 1} + i, 'BSH' || printf('%05d', i), 'OWN_FLEET', '${KEY}', ${at} FROM n;`,
    `${n} INSERT OR IGNORE INTO shipments (id, company_id, branch_contact_id, logistics_order_id, order_id, order_code, status, provider, return_shipment, drop_off_lat, drop_off_lng, created_at, updated_at)
     SELECT ${FIRST_ORDER - 1} + i, 1, ${PALERMO}, ${FIRST_ORDER - 1} + i, ${FIRST_ORDER - 1} + i, 'BSH' || printf('%05d', i), 'LOOKING_FOR_DRIVER', 'OWN_FLEET', 0, -34.5893, -58.4262, ${at}, ${at} FROM n;`,
  ].join("\n");
  const dir = path.join(root, ".wrangler", "bench-shipments");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "seed-shipments.sql");
  writeFileSync(file, sql + "\n");
  wrangler(root, state, logFile, ["--file", file]);
  return { riders: RIDERS, shipments: count, firstShipment: FIRST_ORDER };
}

async function startShifts(base, state) {
  const tokens = [];
  for (let i = 0; i < RIDERS; i++) {
    tokens.push(await riderShiftToken(base, state, { riderId: FIRST_RIDER + i, phone: `+54911610${String(i).padStart(5, "0")}`, branchContactId: PALERMO, securityCode: "4826" }));
  }
  return tokens;
}

/** Seeds, starts the shifts, runs the flow load and the race; returns three bench targets. */
export async function benchShipments({ root, base, state, logFile, connections, duration }) {
  const accept = { name: "shipment accept", method: "PUT", path: "/api/shipments/{id}" };
  const advance = { name: "shipment advance", method: "POST", path: "/api/shipments/{id}/advance" };
  const race = { name: "parallel accepts", method: "PUT", path: "/api/shipments/{id}", race: true };
  try {
    const seeded = seedShipments({ root, state, logFile });
    const tokens = await startShifts(base, state);
    const riders = Math.min(connections, RIDERS - RACE_RIDERS);
    console.log(`› shipments     ${seeded.shipments} waiting shipments, ${RIDERS} riders on shift; flow ${duration} s × ${riders} riders, then ${RACE_ROUNDS} races of ${RACE_RIDERS} riders`);
    const result = await runChild({ base, tokens, riders, duration, firstShipment: seeded.firstShipment, count: seeded.shipments });
    Object.assign(accept, { warmStatus: 200, load: result.accept });
    Object.assign(advance, { warmStatus: 200, load: result.advance });
    Object.assign(race, { warmStatus: 200, load: null, rounds: result.race.rounds, winners: result.race.winners, raceFailures: result.race.failures });
    accept.failures = result.failures;
  } catch (e) {
    for (const t of [accept, advance, race]) t.error = e.message;
    console.error(`  ✖ shipments: ${e.message}`);
  }
  return [accept, advance, race];
}

export function shipmentChecks(targets) {
  const [accept, advance, race] = ["shipment accept", "shipment advance", "parallel accepts"].map((n) => targets.find((t) => t.name === n));
  const flow = (t) => {
    const name = `${t?.name ?? "shipments"}: every call answered 200`;
    if (!t?.load) return { name, value: "n/a", result: "FAIL", note: t?.error ?? "no result" };
    const ok = t.load.non2xx === 0 && t.load.errors === 0 && t.load.total > 0;
    return { name, value: `${t.load.rps} req/s, p99 ${t.load.p99} ms`, result: ok ? "PASS" : "FAIL", note: ok ? null : (accept?.failures?.[0] ?? `${t.load.non2xx} non-2xx, ${t.load.errors} errors`) };
  };
  const name = `parallel accepts of one shipment (${RACE_RIDERS} riders): one winner every time`;
  const raceCheck = !race?.winners
    ? { name, value: "n/a", result: "FAIL", note: race?.error ?? "no result" }
    : (() => {
        const ok = race.winners.length === RACE_ROUNDS && race.winners.every((w) => w === 1) && race.raceFailures.length === 0;
        return { name, value: `${race.winners.filter((w) => w === 1).length}/${race.rounds} rounds with exactly one winner`, result: ok ? "PASS" : "FAIL", note: ok ? null : race.raceFailures[0] ?? `winners ${race.winners.join(",")}` };
      })();
  return [flow(accept), flow(advance), raceCheck];
}

function runChild(options) {
  assertLocal(options.base);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, JSON.stringify(options)], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const killer = setTimeout(() => child.kill("SIGKILL"), (options.duration + 120) * 1000);
    child.on("close", (code) => {
      clearTimeout(killer);
      try {
        if (code === 0) return resolve(JSON.parse(out.trim().split("\n").pop()));
      } catch {
        /* fall through */
      }
      reject(new Error(`shipments load child failed (exit ${code}): ${err.trim().slice(-500)}`));
    });
  });
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);
function summary(latencies, seconds, non2xx, errors) {
  const s = [...latencies].sort((a, b) => a - b);
  return { total: s.length + errors, rps: Number((s.length / seconds).toFixed(1)), p50: pct(s, 50), p99: pct(s, 99), non2xx, errors, timeouts: 0 };
}

async function child() {
  const o = JSON.parse(process.argv[2]);
  assertLocal(o.base);
  let next = o.firstShipment;
  const last = o.firstShipment + o.count - 1;
  const lat = { accept: [], advance: [] };
  const bad = { accept: 0, advance: 0 };
  const errors = { accept: 0, advance: 0 };
  const failures = [];
  const call = async (kind, method, url, token, body) => {
    const t0 = performance.now();
    try {
      const res = await fetch(o.base + url, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
      const text = await res.text();
      const ms = Math.round(performance.now() - t0);
      if (kind) (res.status === 200 ? lat[kind].push(ms) : bad[kind]++);
      if (res.status !== 200 && kind && failures.length < 5) failures.push(`${method} ${url} → ${res.status} ${text.slice(0, 120)}`);
      return res.status;
    } catch (e) {
      if (kind) errors[kind]++;
      return 0;
    }
  };
  const deadline = Date.now() + o.duration * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: o.riders }, async (_, r) => {
      const token = o.tokens[r];
      while (Date.now() < deadline && next <= last - RACE_ROUNDS) {
        const id = next++;
        if ((await call("accept", "PUT", `/api/shipments/${id}`, token, { id, status: "ON_ROUTE_TO_PICK_UP" })) !== 200) continue;
        await call("advance", "POST", `/api/shipments/${id}/advance`, token, { from: "ON_ROUTE_TO_PICK_UP", slider: 100 });
        await call("advance", "POST", `/api/shipments/${id}/advance`, token, { from: "IN_STORE", slider: 100 });
        await call("advance", "PUT", `/api/shipments/${id}`, token, { status: "DELIVERED", deliveryKey: KEY });
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  // The race: RACE_RIDERS riders not used above, one fresh shipment per round.
  const racers = o.tokens.slice(o.tokens.length - RACE_RIDERS);
  const winners = [];
  const raceFailures = [];
  for (let round = 0; round < RACE_ROUNDS; round++) {
    const id = last - round;
    const statuses = await Promise.all(racers.map((t) => call(null, "PUT", `/api/shipments/${id}`, t, { id, status: "ON_ROUTE_TO_PICK_UP" })));
    const wins = statuses.filter((s) => s === 200).length;
    winners.push(wins);
    if (statuses.some((s) => s !== 200 && s !== 409)) raceFailures.push(`round ${round}: statuses ${statuses.join(",")}`);
    const w = statuses.indexOf(200);
    if (w >= 0) await call(null, "POST", `/api/shipments/${id}/cancel`, racers[w], {});
  }
  process.stdout.write(
    JSON.stringify({
      accept: summary(lat.accept, seconds, bad.accept, errors.accept),
      advance: summary(lat.advance, seconds, bad.advance, errors.advance),
      race: { rounds: RACE_ROUNDS, winners, failures: raceFailures },
      failures,
    }) + "\n",
  );
}

if (process.argv[1] === SELF) child().catch((e) => (console.error(e), process.exit(1)));
