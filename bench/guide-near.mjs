// The nearby-business guide under load: POST /api/menu/near (app/routes/api.menu.near) over
// 5,000 listed locations of a bench-only tenant that this script seeds into the bench
// server's own state (never `npm start`'s). What and why: bench/README.md "Guide".
//
// - seedGuideLocations() (scripts/guide-locations.mjs): one company 'bench-guia' (id 900), one branch, N branch contacts
//   (copies of Sabores Café Centro's row with their own id, alias and position) spread over
//   a 44 × 46 km square of Buenos Aires (lat -34.45…-34.85, lng -58.25…-58.75), all listed:
//   about 800 of them within the guide's 10 km of a point in the city;
// - benchGuideNear(): a warm-up, then the load from a child process, each request from
//   another point of the city (so no answer is the same), a sample of answers checked;
// - as a child: `node bench/guide-near.mjs '{"url":…,"connections":…,"duration":…,"maxRequests":…}'`.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { GUIDE_LOCATIONS, seedGuideLocations } from "../scripts/guide-locations.mjs";
import { assertLocal } from "./load.mjs";

const SELF = fileURLToPath(import.meta.url);
export const GUIDE_PATH = "/api/menu/near";
export { GUIDE_LOCATIONS };
// Request origins: the city itself (CABA), inside the seeded square.
const ORIGINS = { north: -34.54, south: -34.68, east: -58.36, west: -58.52 };

/** A point of the city for request i (deterministic, different for every request). */
export function originFor(i) {
  const f = (k, m) => ((i * k) % m) / m;
  return {
    lat: Number((ORIGINS.north - f(7877, 9973) * (ORIGINS.north - ORIGINS.south)).toFixed(5)),
    lng: Number((ORIGINS.east - f(6271, 9967) * (ORIGINS.east - ORIGINS.west)).toFixed(5)),
  };
}

export const bodyFor = (i) => JSON.stringify({ ...originFor(i), filters: { country: "ar", branch_contact: true }, pagingOption: { pageSize: 20, offset: 0 } });

/** An answer is right when it is 200 with a full first page, nearest first, all within 10 km. */
export function checkAnswer(status, text) {
  if (status !== 200) return `status ${status}`;
  const body = JSON.parse(text);
  const m = body.commerces?.map((c) => c.distanceInMeters) ?? [];
  if (m.length !== 20) return `${m.length} commerces, expected a full page of 20`;
  if (m.some((d, k) => k > 0 && d < m[k - 1] - 1)) return "not nearest first";
  if (m.some((d) => d > 10_000)) return "an entry beyond 10 km";
  return null;
}

/** Seeds, warms and loads POST /api/menu/near; returns a bench target (run.mjs's table and summary). */
export async function benchGuideNear({ root, base, state, logFile, connections, duration, maxRequests }) {
  const target = { name: "guide near", method: "POST", path: GUIDE_PATH, locations: null };
  try {
    const started = Date.now();
    target.locations = seedGuideLocations({ root, state, logFile });
    target.seedS = Number(((Date.now() - started) / 1000).toFixed(1));
    let problem = null;
    for (let i = 0; i < 10; i++) {
      const res = await postOnce(base + GUIDE_PATH, bodyFor(i));
      target.warmStatus = res.status;
      target.contentType = res.headers.get("content-type");
      problem ??= checkAnswer(res.status, await res.text());
    }
    target.warmProblem = problem;
    console.log(`› ${target.name.padEnd(14)} POST ${GUIDE_PATH} → ${target.warmStatus} (${target.locations} listed locations, seeded in ${target.seedS} s; load ${duration} s × ${connections} connections)`);
    if (problem) console.error(`  ✖ warm-up answer: ${problem}`);
    target.load = await runGuideLoad({ url: base + GUIDE_PATH, connections, duration, maxRequests });
  } catch (e) {
    target.error = `${e.message}${e.cause?.code ? ` (${e.cause.code})` : e.cause?.message ? ` (${e.cause.message})` : ""}`;
    console.error(`  ✖ guide near: ${target.error}`);
  }
  return target;
}

/**
 * One warm-up POST; a connection the server closed while idle in the pool ('fetch failed': the
 * seed above takes seconds) is retried on a new one, twice at most. An answer is never retried.
 */
async function postOnce(url, body) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(15_000) });
    } catch (e) {
      if (attempt >= 3 || e.name === "TimeoutError") throw e;
      console.warn(`  ! guide near warm-up: ${e.message} (${e.cause?.code ?? e.cause?.message ?? "no cause"}), retried`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

function runGuideLoad(options) {
  assertLocal(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, JSON.stringify(options)], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const killer = setTimeout(() => child.kill("SIGKILL"), (options.duration + 30) * 1000);
    child.on("close", (code) => {
      clearTimeout(killer);
      try {
        if (code === 0) return resolve(JSON.parse(out.trim().split("\n").pop()));
      } catch {
        /* fall through */
      }
      reject(new Error(`guide load child failed (exit ${code}): ${err.trim().slice(-500)}`));
    });
  });
}

async function child() {
  const { default: autocannon } = await import("autocannon");
  const opts = JSON.parse(process.argv[2]);
  assertLocal(opts.url);
  let next = 1_000;
  let sampled = 0;
  const failures = [];
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.duration,
    maxOverallRequests: opts.maxRequests,
    timeout: 10,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        setupRequest: (req) => ({ ...req, body: bodyFor(next++) }),
        onResponse: (status, body) => {
          // The first 20 answers, then one in 25.
          if (sampled++ < 20 || sampled % 25 === 0) {
            const problem = checkAnswer(status, body);
            if (problem && failures.length < 5) failures.push(problem);
          }
        },
      },
    ],
  });
  const total = result.requests.total;
  process.stdout.write(
    JSON.stringify({
      url: opts.url,
      connections: opts.connections,
      durationS: Number(result.duration.toFixed(2)),
      total,
      rps: Number((total / Math.max(result.duration, 0.001)).toFixed(1)),
      p50: result.latency.p50,
      p99: result.latency.p99,
      latencyMax: result.latency.max,
      "2xx": result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      verification: { sampled: Math.min(sampled, 20) + Math.floor(Math.max(0, sampled - 20) / 25), failures },
    }) + "\n",
  );
}

if (process.argv[1] === SELF) {
  child().catch((e) => {
    console.error(e?.stack ?? String(e));
    process.exit(1);
  });
}

/** run.mjs's check line: every sampled answer right (full page, nearest first, within 10 km), no non-2xx. */
export function guideNearCheck(targets) {
  const t = targets.find((x) => x.path === GUIDE_PATH);
  const name = `guide near over ${GUIDE_LOCATIONS} locations: sampled answers nearest first within 10 km`;
  const l = t?.load;
  if (!l) return { name, value: "n/a", result: "FAIL", note: t?.error?.split("\n")[0] ?? "no load result" };
  const failures = [...(t.warmProblem ? [t.warmProblem] : []), ...l.verification.failures];
  const ok = failures.length === 0 && l.non2xx === 0 && l.errors + l.timeouts === 0 && l.total > 0;
  return { name, value: `${l.rps} req/s, p99 ${l.p99} ms`, result: ok ? "PASS" : "FAIL", note: ok ? null : failures[0] ?? `${l.non2xx} non-2xx, ${l.errors + l.timeouts} errors` };
}
