// Load generation, in a process of its own so the load generator never shares an event loop
// with the orchestrator (and the server is yet another process group).
//
//   as a child:  node bench/load.mjs '{"url":"http://127.0.0.1:8806/…","connections":10,"duration":10,"maxRequests":200000}'
//                → prints one JSON line with the summary; with "order": <orderSpec()> it POSTs
//                orders (bench/orders.mjs: a unique Idempotency-Key each, sampled answers checked);
//                with "expect": "<text>" a sample of the answers (the first 20, then one in 25)
//                must be 2xx and contain that text (e.g. an order code on 'Mis pedidos')
//   as a module: runLoad(options) spawns the child above and resolves to that summary.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const SELF = fileURLToPath(import.meta.url);

/** Only the local machine may be loaded. */
export function assertLocal(url) {
  const { hostname, protocol } = new URL(url);
  if (protocol !== "http:" || hostname !== "127.0.0.1") throw new Error(`refusing to load ${url}: only http://127.0.0.1 is allowed`);
}

export function runLoad({ url, connections, duration, maxRequests, order = null, cookie = null, form = null, expect = null }) {
  assertLocal(url);
  // A form pool (bench/session-flows.mjs): one POST per entry, each with its own session cookie.
  if (form) maxRequests = Math.min(maxRequests, form.length);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, JSON.stringify({ url, connections, duration, maxRequests, order, cookie, form, expect })], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    // Hard bound: the run's duration plus a grace for in-flight requests (10 s timeout each).
    const killer = setTimeout(() => child.kill("SIGKILL"), (duration + 30) * 1000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(killer);
      const line = out.trim().split("\n").pop();
      if (code === 0 && line) {
        try {
          return resolve(JSON.parse(line));
        } catch {
          /* fall through */
        }
      }
      reject(new Error(`load child failed (exit ${code}): ${err.trim().slice(-500)}`));
    });
  });
}

async function main() {
  const { default: autocannon } = await import("autocannon");
  const opts = JSON.parse(process.argv[2]);
  assertLocal(opts.url);
  // Orders: one POST per request, each with its own key (setupRequest), answers sampled (onResponse).
  const orders = opts.order ? (await import("./orders.mjs")).orderRequests(opts.order) : null;
  let posted = 0;
  const formRequests = opts.form
    ? [
        {
          method: "POST",
          setupRequest(req) {
            const entry = opts.form[posted++ % opts.form.length];
            const origin = new URL(opts.url).origin;
            return { ...req, body: entry.body, headers: { ...req.headers, "content-type": "application/x-www-form-urlencoded", origin, cookie: entry.cookie } };
          },
        },
      ]
    : null;
  // A page that must show something (not only answer 2xx): sampled bodies are searched for it.
  const expected = opts.expect ? expectRequests(opts.expect) : null;
  const startedAt = performance.now();
  let lastResponseAt = 0;
  const run = autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.duration,
    maxOverallRequests: opts.maxRequests, // whichever comes first: the time or the count
    timeout: 10,
    headers: { accept: "text/html,application/json,*/*", ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    ...(orders ? { requests: orders.requests } : formRequests ? { requests: formRequests } : expected ? { requests: expected.requests } : {}),
  });
  run.on("response", () => (lastResponseAt = performance.now()));
  const result = await run;
  // result.duration is in seconds; completed requests / wall time is comparable across targets
  // even when the count bound ends a run early. Autocannon notices the count bound on its
  // once-a-second tick, so such a run's duration is rounded up to whole seconds (a pool of 200
  // checkout posts read 200/3 or 200/4 req/s whatever its speed): it ends at its last answer.
  const total = result.requests.total;
  const countBound = total >= opts.maxRequests && lastResponseAt > 0;
  const seconds = countBound ? Math.min(result.duration, (lastResponseAt - startedAt) / 1000) : result.duration;
  const summary = {
    url: opts.url,
    connections: opts.connections,
    durationS: Number(seconds.toFixed(2)),
    total,
    rps: Number((total / Math.max(seconds, 0.001)).toFixed(1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencyMax: result.latency.max,
    "2xx": result["2xx"],
    // A form post's success is a redirect (302 to the order's page).
    "3xx": result["3xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodeStats: result.statusCodeStats,
    throughputBytesPerS: Math.round(result.throughput.average),
  };
  if (orders) {
    // Orders created per second: 2xx answers over the wall time (each 2xx is a new order, as
    // every key is new; the sample checks that).
    summary.ordersPerS = Number((result["2xx"] / Math.max(seconds, 0.001)).toFixed(1));
    summary.verification = orders.verification;
  }
  if (expected) summary.verification = expected.verification;
  process.stdout.write(JSON.stringify(summary) + "\n");
}

/** The HTML without React's `<!-- -->` between adjacent text nodes ("Pedido <!-- -->ES000200"). */
export const visibleText = (html) => String(html).replace(/<!-- -->/g, "");

/** GETs whose sampled answers (the first 20, then one in 25) must be 2xx and contain `text`. */
function expectRequests(text) {
  let answered = 0;
  const verification = { expect: text, sampled: 0, ok: 0, failures: [] };
  const requests = [
    {
      method: "GET",
      onResponse(status, body) {
        const n = answered++;
        if (n >= 20 && n % 25 !== 0) return;
        verification.sampled++;
        const shown = visibleText(body).includes(text);
        const good = status >= 200 && status < 300 && shown;
        if (good) verification.ok++;
        else if (verification.failures.length < 5) verification.failures.push(`status ${status}, ${shown ? "has" : "without"} ${JSON.stringify(text)}`);
      },
    },
  ];
  return { requests, verification };
}

if (process.argv[1] === SELF) {
  main().catch((e) => {
    console.error(e?.stack ?? String(e));
    process.exit(1);
  });
}
