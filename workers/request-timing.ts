// Where a request's time goes (bench/README.md "Profile"): with REQUEST_TIMING = "1"
// (the bench server sets it; never deployed), every D1 call (statement or batch), KV call and
// the rate limiter's Durable Object round trip of the request is timed, and the answer carries a
// `Server-Timing` header: `d1;dur=12.3;desc="3 calls"`, `kv-get`, `kv-put`, `limiter`, `total`.
// Off, the env passes through untouched.

type Counter = { calls: number; ms: number };
export type RequestTimings = Record<string, Counter>;

const now = () => performance.now();

function add(t: RequestTimings, name: string, ms: number) {
  const c = (t[name] ??= { calls: 0, ms: 0 });
  c.calls++;
  c.ms += ms;
}

async function timed<T>(t: RequestTimings, name: string, run: () => Promise<T>): Promise<T> {
  const start = now();
  try {
    return await run();
  } finally {
    add(t, name, now() - start);
  }
}

/** D1: prepared statements stay real objects (batch() needs them); their runs are timed. */
function timedD1(db: D1Database, t: RequestTimings): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "bind") return (...args: unknown[]) => wrap((value as D1PreparedStatement["bind"]).apply(target, args));
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => timed(t, "d1", () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(proxy, stmt);
    return proxy;
  };
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql));
      if (prop === "batch") {
        return (stmts: D1PreparedStatement[]) => timed(t, "d1", () => target.batch(stmts.map((s) => originals.get(s) ?? s)));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function timedKv(kv: KVNamespace, t: RequestTimings): KVNamespace {
  return new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "get" || prop === "getWithMetadata" || prop === "put" || prop === "delete" || prop === "list") {
        const name = prop === "getWithMetadata" ? "kv-get" : `kv-${String(prop)}`;
        return (...args: unknown[]) => timed(t, name, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      return value.bind(target);
    },
  });
}

/** The env this request runs with, and the timings it fills; `env` itself when timing is off. */
export function timedEnv(env: Env): { env: Env; timings: RequestTimings | null } {
  if ((env as { REQUEST_TIMING?: string }).REQUEST_TIMING !== "1") return { env, timings: null };
  const timings: RequestTimings = {};
  const out = { ...env, DB: timedD1(env.DB, timings), CACHE: timedKv(env.CACHE, timings), SESSIONS: timedKv(env.SESSIONS, timings) } as Env;
  return { env: out, timings };
}

/** Times one awaited step of the Worker itself (the rate limiter's round trip). */
export function timeStep<T>(timings: RequestTimings | null, name: string, run: () => Promise<T>): Promise<T> {
  return timings ? timed(timings, name, run) : run();
}

export function serverTiming(timings: RequestTimings, totalMs: number): string {
  const parts = Object.entries(timings).map(([name, c]) => `${name};dur=${c.ms.toFixed(1)};desc="${c.calls} call${c.calls === 1 ? "" : "s"}"`);
  return [...parts, `total;dur=${totalMs.toFixed(1)}`].join(", ");
}
