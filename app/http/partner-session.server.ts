// A partner's diner arriving by link (storefront.md §6 "An external loyalty
// partner user may be identified by an optional external user id and a bearer
// token"): `?partner=club-demo&externalUserId=U-1&partnerToken=v1.…` on any
// storefront page. A token that verifies puts the partner user in the server
// session (checkout and order read it from there, never from the form); the
// diner is then redirected to the same URL without those three parameters, so
// the token does not stay in the address bar, history or a shared link.
// §8 "Silent failures … external benefits": a bad token is logged and ignored.
import { EXTERNAL_USER_ID_PATTERN, partnerUserActive, type PartnerUser } from "~/domain/checkout/external-benefit";
import { bearerOf, requirePartnerToken, unauthorized, verifyPartnerUserToken } from "~/http/partner-auth.server";
import type { DinerSession } from "~/http/session.server";

export const PARTNER_PARAMS = ["partner", "externalUserId", "partnerToken"] as const;

/**
 * Reads the partner parameters of `request`. Returns the URL to redirect to
 * (the same one without them) when there were any, else null. The session is
 * changed only by a valid token; the caller commits it on the redirect.
 */
export async function capturePartnerUser(env: Env, request: Request, session: DinerSession, now: Date): Promise<string | null> {
  const url = new URL(request.url);
  if (!PARTNER_PARAMS.some((p) => url.searchParams.has(p))) return null;
  const partner = url.searchParams.get("partner")?.trim() ?? "";
  const externalUserId = url.searchParams.get("externalUserId")?.trim() ?? "";
  const token = url.searchParams.get("partnerToken")?.trim() ?? "";
  const user = EXTERNAL_USER_ID_PATTERN.test(externalUserId) && token
    ? await verifyPartnerUserToken(env, { partner, externalUserId, token }, now.getTime())
    : null;
  if (user) session.set("partnerUser", user);
  else console.warn("external benefits: partner link not accepted", JSON.stringify({ partner: partner.slice(0, 40) }));
  for (const p of PARTNER_PARAMS) url.searchParams.delete(p);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The session's partner user while its token is valid, else null (an expired one is forgotten). */
export function activePartnerUser(session: DinerSession, now: Date): PartnerUser | null {
  const user = session.get("partnerUser");
  if (partnerUserActive(user, now.getTime())) return user;
  if (user) session.unset("partnerUser");
  return null;
}

/**
 * POST /api/order: the partner user behind a call. With `Authorization: Bearer`
 * the body must name the partner and user (partnerName, userExternalReference)
 * and the bearer must be that partner's secret or its user token for that user
 * (else 401); without it, the session's partner user, if any.
 */
export async function partnerUserOfApiCall(
  env: Env,
  request: Request,
  body: { partnerName?: string | null; userExternalReference?: string | null },
  session: DinerSession | null,
  now: Date,
): Promise<{ partner: string; externalUserId: string } | null> {
  if (!bearerOf(request)) {
    const user = session ? activePartnerUser(session, now) : null;
    return user ? { partner: user.partner, externalUserId: user.externalUserId } : null;
  }
  const partner = body.partnerName?.trim() ?? "";
  const externalUserId = body.userExternalReference?.trim() ?? "";
  if (!EXTERNAL_USER_ID_PATTERN.test(externalUserId)) throw unauthorized();
  await requirePartnerToken(env, request, partner, { externalUserId, now: now.getTime() });
  return { partner, externalUserId };
}
