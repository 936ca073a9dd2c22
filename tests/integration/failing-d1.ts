// A D1 binding whose statements matching `fails` throw (as a storage failure would), and
// the Worker called with it: the §8 failure messages can then be seen end to end while
// every other read (the alias, the shift token) still works.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { worker } from "./built-worker";

const BROKEN = Symbol("broken statement");
const later = (error: Error) => new Promise<never>((_, reject) => setTimeout(() => reject(error), 0));

export function failingD1(real: D1Database, fails: RegExp): D1Database {
  const broken = (sql: string) => {
    // Rejects later, as a real round trip would (a promise rejected before its caller
    // awaits it is reported as an unhandled rejection).
    const fail = () => later(new Error(`D1_ERROR: storage failure forced by the test (${sql.slice(0, 60)})`));
    const statement: Record<string | symbol, unknown> = { [BROKEN]: true, first: fail, all: fail, run: fail, raw: fail };
    statement.bind = () => statement;
    return statement as unknown as D1PreparedStatement;
  };
  return new Proxy(real, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => (fails.test(sql) ? broken(sql) : target.prepare(sql));
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) =>
          statements.some((s) => (s as unknown as Record<symbol, unknown>)[BROKEN])
            ? later(new Error("D1_ERROR: storage failure forced by the test (batch)"))
            : target.batch(statements);
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The Worker's own fetch with D1 failing on `fails` (https://example.com, redirects not followed). */
export async function withFailingD1(fails: RegExp, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://example.com${path}`, { redirect: "manual", ...init }) as unknown as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB: failingD1(env.DB, fails) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}
