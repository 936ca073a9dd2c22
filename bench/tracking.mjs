// Live tracking fan-out ("npm run bench: one room fanning a rider's positions out to
// 1,000 watching sockets (opened from a second process over loopback), p50 and p99 from
// publish to receipt, the room's memory").
//
// - seedTracking(): into the bench server's own state: one rider of Palermo (code 4826) and
//   one delivery order whose shipment he holds ON_ROUTE_TO_DROP_OFF, with a fixed tracking id.
// - the rider starts a shift through the real call and connects to the room with his bearer
//   (workers/tracking-access.ts lets only him publish).
// - a child process opens WATCHERS sockets to the same room over 127.0.0.1 and reports, for
//   every position, the moment each socket received it (Date.now() + performance.now()
//   fraction: both processes share the machine's clock).
// - the parent publishes POSITIONS positions 1.2 s apart (the rider page sends one every 4 s
//   at most; the room keeps at most two a second) and records when each was sent:
//   latency = receipt − send, per socket.
// - memory: the resident size of the wrangler dev workerd process(es) before the watchers
//   connect and with all of them connected (the room's share: sockets + state; approximate,
//   the isolate is shared with the rest of the Worker).
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { wranglerEnv } from "../scripts/lib.mjs";
import { assertLocal } from "./load.mjs";
import { riderShiftToken } from "./session-flows.mjs";

const SELF = fileURLToPath(import.meta.url);
const PALERMO = 111;
const RIDER = 11_299;
const ORDER = 8_900_001;
export const TRACKING_ID = "b0a7c0de5eed4f1c9a1e0b1d2c3d4e5f";
export const WATCHERS = 1_000;
const POSITIONS = 30;
const GAP_MS = 1_200;

function wrangler(root, state, logFile, file) {
  const fd = openSync(logFile, "a");
  try {
    const r = spawnSync(path.join(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file], {
      cwd: root, env: wranglerEnv, encoding: "utf8", stdio: ["ignore", fd, fd], timeout: 180_000,
    });
    if (r.status !== 0) throw new Error(`wrangler d1 execute failed (exit ${r.status ?? r.signal})`);
  } finally {
    closeSync(fd);
  }
}

export function seedTracking({ root, state, logFile }) {
  const at = Date.now();
  const sql = [
    `INSERT OR IGNORE INTO staff (id, company_id, branch_contact_id, role, name, phone, active) VALUES (${RIDER}, 1, ${PALERMO}, 'rider', 'Rider Tracking', '+5491161099999', 0);`,
    `INSERT OR IGNORE INTO orders (id, company_id, branch_id, branch_contact_id, order_mode_id, code, idempotency_key, status, type, payment_method,
       customer_name, customer_phone, destination, items_total, discounts, surcharges, total, created_at, updated_at)
     VALUES (${ORDER}, 1, 11, ${PALERMO}, 1111, 'BTRK0001', 'bench-tracking-1', 'READY', 'DELIVERY', 'ONLINE', 'Cliente Bench', '+5491155559998',
       '{"fullAddress":"Gurruchaga 1500","street":"Gurruchaga","number":"1500","city":"CABA","locality":"Palermo","lat":-34.5893,"lng":-58.4262}',
       11500, '[]', '[]', 11500, ${at}, ${at});`,
    `INSERT OR IGNORE INTO logistics_orders (id, company_id, branch_contact_id, order_id, order_code, provider, delivery_key, created_at, tracking_id)
     VALUES (${ORDER}, 1, ${PALERMO}, ${ORDER}, 'BTRK0001', 'OWN_FLEET', '1234', ${at}, '${TRACKING_ID}');`,
    `INSERT OR IGNORE INTO shipments (id, company_id, branch_contact_id, logistics_order_id, order_id, order_code, status, provider, rider_id, rider_name, rider_phone,
       return_shipment, drop_off_lat, drop_off_lng, created_at, updated_at)
     VALUES (${ORDER}, 1, ${PALERMO}, ${ORDER}, ${ORDER}, 'BTRK0001', 'ON_ROUTE_TO_DROP_OFF', 'OWN_FLEET', ${RIDER}, 'Rider Tracking', '+5491161099999', 0, -34.5893, -58.4262, ${at}, ${at});`,
  ].join("\n");
  const dir = path.join(root, ".wrangler", "bench-tracking");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "seed-tracking.sql");
  writeFileSync(file, sql + "\n");
  wrangler(root, state, logFile, file);
}

/** Resident memory (KB) of the workerd processes in the server's process group. */
function workerdRssKb(serverPid) {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pgid = Number(fields[2]);
      if (pgid !== serverPid) continue;
      if (!readFileSync(`/proc/${pid}/comm`, "utf8").includes("workerd")) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (rss) total += Number(rss[1]);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const roomUrl = (base) => `${base.replace(/^http/, "ws")}/parties/tracking-room/tracking-${TRACKING_ID}`;
const now = () => performance.timeOrigin + performance.now();

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function benchTracking({ root, base, state, logFile, serverPid }) {
  const target = { name: "tracking fan-out", path: `/parties/tracking-room/tracking-{id}`, watchers: WATCHERS, positions: POSITIONS };
  let child = null;
  try {
    assertLocal(base);
    seedTracking({ root, state, logFile });
    const token = await riderShiftToken(base, state, { riderId: RIDER, phone: "+5491161099999", branchContactId: PALERMO, securityCode: "4826" });
    const rssBefore = serverPid ? workerdRssKb(serverPid) : null;
    console.log(`› tracking      ${WATCHERS} watchers from a second process, ${POSITIONS} positions ${GAP_MS} ms apart`);

    child = spawn(process.execPath, [SELF, JSON.stringify({ base, watchers: WATCHERS, positions: POSITIONS })], { stdio: ["ignore", "pipe", "pipe", "ipc"] });
    let childErr = "";
    child.stderr.on("data", (d) => (childErr += d));
    const fromChild = (type) => new Promise((resolve, reject) => {
      const onMsg = (m) => m.type === type && (child.off("message", onMsg), resolve(m));
      child.on("message", onMsg);
      child.once("exit", (c) => reject(new Error(`watchers process exited (${c}) ${childErr.slice(0, 300)}`)));
    });
    const ready = await fromChild("ready");
    const rssWith = serverPid ? workerdRssKb(serverPid) : null;

    const rider = new WebSocket(roomUrl(base), { headers: { Authorization: `Bearer ${token}` } });
    await new Promise((resolve, reject) => (rider.once("open", resolve), rider.once("error", reject)));
    const sentAt = [];
    for (let i = 0; i < POSITIONS; i++) {
      // The position's latitude carries its sequence number (1e-6 degrees each).
      const lat = Number((-34.6 + i * 1e-6).toFixed(6));
      sentAt.push(now());
      rider.send(JSON.stringify({ type: "position", lat, lng: -58.42, accuracy: 5 }));
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    child.send({ type: "report" });
    const report = await fromChild("receipts");
    rider.close();
    const latencies = [];
    let delivered = 0;
    for (const [seq, times] of Object.entries(report.receipts)) {
      for (const t of times) latencies.push(t - sentAt[Number(seq)]);
      delivered += times.length;
    }
    latencies.sort((a, b) => a - b);
    Object.assign(target, {
      opened: ready.opened,
      openMs: ready.openMs,
      delivered,
      expected: WATCHERS * POSITIONS,
      p50: Number(percentile(latencies, 50)?.toFixed(1)),
      p99: Number(percentile(latencies, 99)?.toFixed(1)),
      max: Number(latencies.at(-1)?.toFixed(1)),
      workerdRssKb: { before: rssBefore, withWatchers: rssWith, delta: rssBefore && rssWith ? rssWith - rssBefore : null },
    });
    console.log(
      `  ${delivered}/${WATCHERS * POSITIONS} receipts; publish→receipt p50 ${target.p50} ms, p99 ${target.p99} ms, max ${target.max} ms; ` +
        `workerd RSS ${rssBefore ?? "?"} → ${rssWith ?? "?"} KB with ${ready.opened} sockets`,
    );
  } catch (e) {
    target.error = `${e.message}${e.cause ? ` (${e.cause.message ?? e.cause})` : ""}`;
    console.error(`  ✖ tracking: ${target.error}`);
  } finally {
    child?.kill();
  }
  return target;
}

export function trackingCheck(targets) {
  const t = targets.find((x) => x.name === "tracking fan-out");
  const name = `tracking room: ${WATCHERS} watchers get every position`;
  if (!t || t.error || t.delivered == null) return { name, value: "n/a", result: "FAIL", note: t?.error ?? "no result" };
  const ok = t.opened === WATCHERS && t.delivered === t.expected;
  return { name, value: `${t.delivered}/${t.expected}, p50 ${t.p50} ms, p99 ${t.p99} ms`, result: ok ? "PASS" : "FAIL", note: ok ? null : `${t.opened} sockets opened` };
}

// ------------------------------------------------------------ the watchers process
async function watchers({ base, watchers: count }) {
  const receipts = {};
  const sockets = [];
  const started = now();
  let opened = 0;
  const url = roomUrl(base);
  // Opened in batches of 100 so the server is not handed 1,000 handshakes at once.
  for (let b = 0; b < count; b += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - b) }, () =>
        new Promise((resolve) => {
          const ws = new WebSocket(url);
          ws.on("message", (data) => {
            const at = now();
            let m;
            try {
              m = JSON.parse(String(data));
            } catch {
              return;
            }
            if (m.type !== "position") return;
            const seq = Math.round((m.lat + 34.6) / 1e-6);
            (receipts[seq] ??= []).push(at);
          });
          ws.once("open", () => (opened++, resolve()));
          ws.once("error", () => resolve());
          sockets.push(ws);
        }),
      ),
    );
  }
  // The room replays its last position on connect: only the positions published from now on count.
  await new Promise((r) => setTimeout(r, 500));
  for (const k of Object.keys(receipts)) delete receipts[k];
  process.send({ type: "ready", opened, openMs: Math.round(now() - started) });
  process.on("message", (m) => {
    if (m.type !== "report") return;
    process.send({ type: "receipts", receipts }, () => {
      for (const s of sockets) s.terminate();
      process.exit(0);
    });
  });
}

if (process.argv[1] === SELF && process.argv[2]) {
  watchers(JSON.parse(process.argv[2])).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
