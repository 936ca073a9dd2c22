// Flags and environment for `npm run bench` (see bench/README.md). Every figure is bounded.
const HELP = `npm run bench -- [flags]

  --quick               3 s per target (orders: 2 s, at most 500), no Lighthouse
  --duration=S          seconds of load per target (BENCH_DURATION, default 10, 1–120)
  --connections=N       concurrent connections (BENCH_CONNECTIONS, default 10, 1–100)
  --max-requests=N      request cap per target (BENCH_MAX_REQUESTS, default 100000)
  --order-duration=S    seconds of order submits, POST /api/order (BENCH_ORDER_DURATION, default 5, 1–60)
  --max-orders=N        order cap (BENCH_MAX_ORDERS, default 2000, 10–20000)
  --port=P              port of the bench server (BENCH_PORT or E2E_PORT, default 8806)
  --no-build            serve the existing build/ instead of running remix vite:build first
  --no-lighthouse       skip Lighthouse
  --help                this text`;

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
    const takesValue = ["duration", "connections", "max-requests", "order-duration", "max-orders", "port"].includes(key);
    if (!takesValue && !["quick", "no-build", "no-lighthouse", "help"].includes(key)) {
      throw new Error(`unknown flag ${a}\n\n${HELP}`);
    }
    flags.set(key, takesValue ? (inline ?? argv[++i]) : true);
  }
  if (flags.has("help")) return { help: HELP };
  const quick = flags.has("quick");
  const pick = (flag, envName, fallback) => Number(flags.get(flag) ?? env[envName] ?? fallback);
  return {
    quick,
    duration: clamp(quick ? 3 : pick("duration", "BENCH_DURATION", 10), 1, 120, "duration"),
    connections: clamp(pick("connections", "BENCH_CONNECTIONS", 10), 1, 100, "connections"),
    maxRequests: clamp(pick("max-requests", "BENCH_MAX_REQUESTS", 100_000), 100, 1_000_000, "max-requests"),
    // Orders are writes: bounded apart, shorter than the reads (each one adds rows to D1).
    orderDuration: clamp(quick ? 2 : pick("order-duration", "BENCH_ORDER_DURATION", 5), 1, 60, "order-duration"),
    maxOrders: clamp(quick ? 500 : pick("max-orders", "BENCH_MAX_ORDERS", 2000), 10, 20_000, "max-orders"),
    port: clamp(Number(flags.get("port") ?? env.BENCH_PORT ?? env.E2E_PORT ?? 8806), 1024, 65535, "port"),
    build: !flags.has("no-build") && env.BENCH_NO_BUILD !== "1",
    lighthouse: !quick && !flags.has("no-lighthouse"),
  };
}
