// External loyalty partners (storefront.md §6 "An external loyalty partner user
// may be identified by an optional external user id and a bearer token"; §7
// POST /api/external-benefits/{partner}). Each partner has its own secret in
// the Worker environment: EXTERNAL_BENEFITS_TOKENS is a JSON object
// `{ "<partner>": "<token>" }` (`wrangler secret put EXTERNAL_BENEFITS_TOKENS`
// in production; a dev-only demo value in wrangler.toml). No variable, or a
// partner missing from it, means every request is 401.
import { apiError } from "../api.server";
import { sha256Hex } from "./diner-log.server";

export const MSG_UNAUTHORIZED = "No autorizado.";
export const PARTNER_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function unauthorized(): Response {
  return apiError(401, MSG_UNAUTHORIZED, { headers: { "WWW-Authenticate": 'Bearer realm="external-benefits"' } });
}

function partnerSecrets(env: Env): Record<string, string> {
  const raw = env.EXTERNAL_BENEFITS_TOKENS;
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    console.error("EXTERNAL_BENEFITS_TOKENS is not valid JSON");
    return {};
  }
}

/** Compares digests (fixed length) in constant time: the token's length and prefix do not leak. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Throws a 401 JSON error unless `Authorization: Bearer <token>` is this partner's secret. */
export async function requirePartnerToken(env: Env, request: Request, partner: string): Promise<void> {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const secret = PARTNER_PATTERN.test(partner) ? partnerSecrets(env)[partner] : undefined;
  if (!match || typeof secret !== "string" || secret.length === 0) throw unauthorized();
  if (!(await sameSecret(match[1], secret))) throw unauthorized();
}
