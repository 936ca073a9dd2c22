// Flags and environment for `npm run bench` (see bench/README.md). Every figure is bounded.
const HELP = `npm run bench -- [flags]

  --quick               3 s per target (orders: 2 s, at most 500; an explicit --duration / --order-duration wins), no Lighthouse
  --duration=S          seconds of load per target (BENCH_DURATION, default 10, 1–120)
  --connections=N       concurrent connections (BENCH_CONNECTIONS, default 10, 1–100)
  --max-requests=N      request cap per target (BENCH_MAX_REQUESTS, default 100000)
  --order-duration=S    seconds of order submits, POST /api/order (BENCH_ORDER_DURATION, default 5, 1–60)
  --max-orders=N        order cap (BENCH_MAX_ORDERS, default 2000, 10–20000)
  --port=P              port of the bench server (BENCH_PORT or E2E_PORT, default 8806)
  --no-build            serve the existing build/ instead of running remix vite:build first
  --no-lighthouse       skip Lighthouse
  --one-server          measure every row on the one server started first, instead of a fresh
                          runtime per row (its collections then grow with the rows before; README "Ninth pass")
  --only=PARTS          run only these parts, comma-separated (a partial run never passes the scale targets):
                          pages      static asset, branch page, menu page, menu JSON, menu (session)
                          demo       the scale-target rows on the demo tenant
                          scale      seed the scale tenant, its scale-target rows
                          ceiling    the order submit at 1, 10, 50 connections
                          start      the order submit's p99 against the static asset's, at 10 connections,
                                       on the server \`npm start\` runs (state on disk, one runtime), port P+1
                          guide, shipments, tracking
                          console    the shop's console: 50 boards on one location while orders arrive at
                                       10/s (order → card p99), a board page of 300 orders against the menu page
                          backoffice the owner saves a price 10 times: the time until the storefront's page and
                                       menu JSON show it (target: within 5 s)
                          js         menu page JavaScript (gzip -9)
                          lighthouse Lighthouse mobile on the menu page
                          worker     Worker script (wrangler deploy --dry-run)
                          sizes      = js,lighthouse,worker (no load at all)
  --help                this text`;

/** The bench's parts, in the order they run (bench/README.md "What it does"). */
export const PARTS = ["pages", "demo", "scale", "ceiling", "guide", "shipments", "tracking", "console", "backoffice", "start", "js", "lighthouse", "worker"];
const PART_ALIASES = { sizes: ["js", "lighthouse", "worker"] };

const clamp = (n, min, max, name) => {
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number`);
  return Math.min(max, Math.max(min, Math.round(n)));
};

export function parseOptions(argv = process.argv.slice(2), env = process.env) {
  const flags = new Map();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) throw new Error(`unknown argument ${a}\n\n${HELP}`);
    const [key, inline] = a.slice(2).split(/=(.*)/s);
    const takesValue = ["duration", "connections", "max-requests", "order-duration", "max-orders", "port", "only"].includes(key);
    if (!takesValue && !["quick", "no-build", "no-lighthouse", "one-server", "help"].includes(key)) {
      throw new Error(`unknown flag ${a}\n\n${HELP}`);
    }
    flags.set(key, takesValue ? (inline ?? argv[++i]) : true);
  }
  if (flags.has("help")) return { help: HELP };
  const quick = flags.has("quick");
  let only = null;
  if (flags.has("only")) {
    only = [];
    for (const p of String(flags.get("only") ?? "").split(",").map((x) => x.trim()).filter(Boolean)) {
      if (PART_ALIASES[p]) only.push(...PART_ALIASES[p]);
      else if (PARTS.includes(p)) only.push(p);
      else throw new Error(`unknown part ${p} in --only (parts: ${PARTS.join(", ")}, sizes)\n\n${HELP}`);
    }
    if (!only.length) throw new Error(`--only needs at least one part\n\n${HELP}`);
  }
  const parts = only ? PARTS.filter((p) => only.includes(p)) : PARTS;
  // --quick leaves Lighthouse out unless --only names it.
  const lighthouse = !flags.has("no-lighthouse") && (only ? only.includes("lighthouse") : !quick);
  // With --quick an explicit --duration / --order-duration still wins (e.g. 1 s for a smoke run).
  const quickOr = (flag, q, envName, fallback) => (quick && !flags.has(flag) ? q : pick(flag, envName, fallback));
  const pick = (flag, envName, fallback) => Number(flags.get(flag) ?? env[envName] ?? fallback);
  return {
    quick,
    duration: clamp(quickOr("duration", 3, "BENCH_DURATION", 10), 1, 120, "duration"),
    connections: clamp(pick("connections", "BENCH_CONNECTIONS", 10), 1, 100, "connections"),
    maxRequests: clamp(pick("max-requests", "BENCH_MAX_REQUESTS", 100_000), 100, 1_000_000, "max-requests"),
    // Orders are writes: bounded apart, shorter than the reads (each one adds rows to D1).
    orderDuration: clamp(quickOr("order-duration", 2, "BENCH_ORDER_DURATION", 5), 1, 60, "order-duration"),
    maxOrders: clamp(quick ? 500 : pick("max-orders", "BENCH_MAX_ORDERS", 2000), 10, 20_000, "max-orders"),
    port: clamp(Number(flags.get("port") ?? env.BENCH_PORT ?? env.E2E_PORT ?? 8806), 1024, 65535, "port"),
    build: !flags.has("no-build") && env.BENCH_NO_BUILD !== "1",
    lighthouse,
    freshServerPerRow: !flags.has("one-server"),
    parts: parts.filter((p) => p !== "lighthouse" || lighthouse),
    partial: only != null,
  };
}
