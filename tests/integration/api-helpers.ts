// Helpers of the API integration tests (api-*.test.ts, tenant-isolation, menu-cache).
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";

export const BASE = "https://example.com";

export async function getJson<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; res: Response }> {
  const res = await SELF.fetch(`${BASE}${path}`, init);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return { status: res.status, body: (await res.json()) as T, res };
}

/** A JSON error `{ error: { status, message } }` with a Spanish message; returns the message. */
export async function expectApiError(path: string, status: number): Promise<string> {
  const { status: got, body, res } = await getJson(path);
  expect(got, path).toBe(status);
  expect(body.error.status).toBe(status);
  expect(typeof body.error.message).toBe("string");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return body.error.message as string;
}

/**
 * Counts D1 round trips made by the Worker under test: the tests and the
 * Worker share one isolate, so patching the D1 binding's prototypes sees the
 * Worker's queries. A batch is one round trip, a statement's first/run/all/raw one each.
 */
export function countD1() {
  const dbProto = Object.getPrototypeOf(env.DB);
  const stmtProto = Object.getPrototypeOf(env.DB.prepare("SELECT 1"));
  const calls: string[] = [];
  const restore: (() => void)[] = [];
  const patch = (proto: any, name: string) => {
    const original = proto[name];
    proto[name] = function (this: unknown, ...args: unknown[]) {
      calls.push(name);
      return original.apply(this, args);
    };
    restore.push(() => (proto[name] = original));
  };
  patch(dbProto, "batch");
  for (const name of ["first", "run", "all", "raw"]) patch(stmtProto, name);
  return {
    calls,
    get count() {
      return calls.length;
    },
    reset() {
      calls.length = 0;
    },
    stop() {
      restore.forEach((r) => r());
    },
  };
}

/**
 * Runs `fn` and returns every SQL statement the Worker ran meanwhile (same isolate, shared D1
 * prototype), with `reads(table)`: how many SELECTs read `table` (the one-pricing-pass tests).
 */
export async function withStatementsRun<T>(fn: () => Promise<T>): Promise<{ value: T; statements: string[]; reads: (table: string) => number }> {
  // Every statement RUN while `fn` runs: drizzle binds its values to a statement for each run,
  // whether it prepared it just now or once per isolate (preparedStatement, app/data/db.server.ts).
  const proto = Object.getPrototypeOf(env.DB.prepare("SELECT 1"));
  const bind = proto.bind;
  const statements: string[] = [];
  proto.bind = function (this: { statement: string }, ...values: unknown[]) {
    statements.push(this.statement);
    return bind.apply(this, values);
  };
  try {
    const value = await fn();
    return { value, statements, reads: (table) => statements.filter((q) => /^select/i.test(q) && q.includes(`from "${table}"`)).length };
  } finally {
    proto.bind = bind;
  }
}
