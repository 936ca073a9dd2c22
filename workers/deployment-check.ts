// A deployed Worker refuses to serve with the development SESSION_SECRET, or without one
// (README "Deploy"). Local runs carry LOCAL_DEVELOPMENT
// from local-development.env, which `wrangler deploy` never uploads, so a deployment
// cannot pass for a local run.

import { DEVELOPMENT_SESSION_SECRET } from "../app/http/session.server";

const MIN_SECRET_LENGTH = 32;

/** Why this Worker must not serve, or null when its configuration is deployable. */
export function deploymentProblem(env: Pick<Env, "SESSION_SECRET" | "LOCAL_DEVELOPMENT">): string | null {
  if (env.LOCAL_DEVELOPMENT === "true") return null;
  const secret = env.SESSION_SECRET ?? "";
  if (!secret) return "SESSION_SECRET is not set. Run `wrangler secret put SESSION_SECRET` with a random value of at least 32 characters (README, Deploy).";
  if (secret === DEVELOPMENT_SESSION_SECRET) {
    return "SESSION_SECRET is the development value from local-development.env. Run `wrangler secret put SESSION_SECRET` with a random value of at least 32 characters (README, Deploy).";
  }
  if (secret.length < MIN_SECRET_LENGTH) return `SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters. Run \`wrangler secret put SESSION_SECRET\` with a longer random value (README, Deploy).`;
  return null;
}

let reported = false;

/** The answer of a Worker that refuses to serve: a plain 500 naming the fix, logged once per isolate. */
export function refusalResponse(problem: string): Response {
  if (!reported) {
    console.error(`Refusing to serve: ${problem}`);
    reported = true;
  }
  return new Response(`This deployment is not configured: ${problem}\n`, {
    status: 500,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
