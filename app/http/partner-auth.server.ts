// External loyalty partners (storefront.md §6 "An external loyalty partner user
// may be identified by an optional external user id and a bearer token"; §7
// POST /api/external-benefits/{partner}). Each partner has its own secret in
// the Worker environment: EXTERNAL_BENEFITS_TOKENS is a JSON object
// `{ "<partner>": "<token>" }` (`wrangler secret put EXTERNAL_BENEFITS_TOKENS`
// in production; a dev-only demo value in wrangler.toml). No variable, or a
// partner missing from it, means every request is 401.
//
// Two kinds of bearer: the partner's secret itself (its servers), or a user
// token the partner signed with that secret for one external user
// (`v1.{exp}.{HMAC}`, docs/decisions/external-partner-benefits.md): the one a diner's
// link or app carries, never the secret.
import {
  PARTNER_PATTERN,
  parsePartnerToken,
  partnerTokenFresh,
  partnerTokenMessage,
  type PartnerUser,
} from "~/domain/checkout/external-benefit";
import { apiError } from "~/http/api.server";
import { sha256Hex } from "~/data/diner-activity/diner-log.server";
import { hmacBase64url, sameText } from "~/http/signed-token.server";

export { PARTNER_PATTERN };
export const MSG_UNAUTHORIZED = "No autorizado.";

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
  return sameText(a, b);
}

function secretOf(env: Env, partner: string): string | null {
  const secret = PARTNER_PATTERN.test(partner) ? partnerSecrets(env)[partner] : undefined;
  return typeof secret === "string" && secret.length > 0 ? secret : null;
}

export function bearerOf(request: Request): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "")?.[1] ?? null;
}

/** The user token a partner gives one of its users (scripts/partner-link.mjs does the same in Node). */
export async function signPartnerUserToken(secret: string, partner: string, externalUserId: string, expiresAtMs: number): Promise<string> {
  return `v1.${Math.floor(expiresAtMs / 1000)}.${await hmacBase64url(secret, partnerTokenMessage(partner, externalUserId, expiresAtMs))}`;
}

/** The partner user a token vouches for, or null (unknown partner, bad signature, expired, other user). */
export async function verifyPartnerUserToken(
  env: Env,
  input: { partner: string; externalUserId: string; token: string },
  now: number,
): Promise<PartnerUser | null> {
  const secret = secretOf(env, input.partner);
  const parsed = parsePartnerToken(input.token);
  if (!secret || !parsed || !partnerTokenFresh(parsed.expiresAt, now)) return null;
  const expected = await hmacBase64url(secret, partnerTokenMessage(input.partner, input.externalUserId, parsed.expiresAt));
  if (!(await sameSecret(parsed.signature, expected))) return null;
  return { partner: input.partner, externalUserId: input.externalUserId, expiresAt: parsed.expiresAt };
}

/**
 * Throws a 401 JSON error unless `Authorization: Bearer <token>` is this
 * partner's secret, or (with `externalUserId`) a fresh user token the partner
 * signed for that user.
 */
export async function requirePartnerToken(
  env: Env,
  request: Request,
  partner: string,
  user?: { externalUserId: string | null; now: number },
): Promise<void> {
  const bearer = bearerOf(request);
  const secret = secretOf(env, partner);
  if (!bearer || !secret) throw unauthorized();
  if (await sameSecret(bearer, secret)) return;
  if (user?.externalUserId && (await verifyPartnerUserToken(env, { partner, externalUserId: user.externalUserId, token: bearer }, user.now))) return;
  throw unauthorized();
}
