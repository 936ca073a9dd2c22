// Who may read or use what is stored for a phone: only the
// caller whose session holds that VERIFIED phone (signed in with a one-time code,
// app/services/sign-in/sign-in.server.ts), or a bearer token signed for it. The phone-keyed JSON
// calls (§7 orderingcustomer, orders, loyalty history, reward, recovery) answer
// everyone else 401 with a Spanish message and no data.
import { now } from "~/data/clock.server";
import { apiError } from "~/http/api.server";
import { verifiedPhone } from "~/http/customer-session.server";
import { getSession } from "~/http/session.server";
import { signToken, verifyToken } from "~/http/signed-token.server";

export const MSG_VERIFIED_PHONE_REQUIRED = "Inicie sesión con el código que enviamos a ese teléfono para ver estos datos.";

const PHONE_TOKEN = "verified-phone";
/** A bearer for the verified phone lives as long as a day of use. */
export const PHONE_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** A bearer token for a phone the caller has just verified (the JSON sign-in). */
export async function phoneBearerToken(env: Pick<Env, "SESSION_SECRET" | "FIXED_NOW">, phone: string): Promise<string> {
  return signToken(env.SESSION_SECRET, PHONE_TOKEN, phone, Math.floor(now(env).getTime() / 1000) + PHONE_TOKEN_TTL_SECONDS);
}

function bearerOf(request: Request): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "")?.[1] ?? null;
}

/** The caller's verified phone: the bearer's when one is sent, else the session's; null when none. */
export async function callerVerifiedPhone(env: Env, request: Request): Promise<string | null> {
  const bearer = bearerOf(request);
  if (bearer) return verifyToken(env.SESSION_SECRET, PHONE_TOKEN, bearer, Math.floor(now(env).getTime() / 1000));
  if (!request.headers.get("Cookie")) return null;
  return verifiedPhone(await getSession(env, request));
}

export function verifiedPhoneRequired(): Response {
  return apiError(401, MSG_VERIFIED_PHONE_REQUIRED, { headers: { "WWW-Authenticate": 'Bearer realm="diner"' } });
}

/** Throws the 401 unless the caller's verified phone is `phoneE164`. */
export async function requireVerifiedPhone(env: Env, request: Request, phoneE164: string): Promise<void> {
  if ((await callerVerifiedPhone(env, request)) !== phoneE164) throw verifiedPhoneRequired();
}
