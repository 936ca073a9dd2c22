// Who a rider or a picker is (logistics.md §6 Roles, §7 bearer calls, §2 "Unauthorised
// riders are sent to /404?message=Acceso denegado o link expirado").
//
// A shift's token (app/data/staff/staff.server.ts: random, stored as SHA-256, revoked at
// log out, 12 h) travels in an httpOnly cookie for the pages and as
// `Authorization: Bearer <token>` on the JSON API. A token only opens its own location of
// its own tenant, for its own role.
import { redirect } from "@remix-run/cloudflare";
import { appCookie, overHttps } from "~/http/cookie.server";
import { now } from "~/data/clock.server";
import { identityForToken, type TokenIdentity } from "~/data/staff/staff.server";
import { ACCESS_DENIED_PATH, MSG_ACCESS_DENIED, SHIFT_TOKEN_TTL_MS, STAFF_DEVICE_TTL_MS, type StaffRole } from "~/domain/logistics/staff";
import { apiError } from "~/http/api.server";

export interface StaffIdentity {
  staffId: number;
  role: "rider" | "picker";
  name: string;
  phone: string;
  companyId: number;
  branchContactId: number;
  shiftId: number;
}

export interface StaffScope {
  role: "rider" | "picker";
  companyId: number;
  branchContactId: number;
  as: "page" | "api";
  /** A page's location alias: a refused page remembers it, so /404 offers that location's sign-in. */
  alias?: string;
}

/** The cookie /404 reads to offer the location's own sign-in ('rider:pizzeria-palermo'), for a few minutes. */
export const SIGN_IN_COOKIE = "__staff_sign_in";
const SIGN_IN_COOKIE_SECONDS = 600;

function signInCookie(role: StaffRole, alias: string, secure: boolean): string {
  return `${SIGN_IN_COOKIE}=${role}:${encodeURIComponent(alias)}; Path=/404; Max-Age=${SIGN_IN_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The location and role a refused page named (the /404 page checks the alias exists). */
export function signInFromRequest(request: Request): { role: StaffRole; alias: string } | null {
  const match = /(?:^|;\s*)__staff_sign_in=(rider|picker):([A-Za-z0-9%_.-]{1,120})(?:;|$)/.exec(request.headers.get("Cookie") ?? "");
  if (!match) return null;
  try {
    return { role: match[1] as StaffRole, alias: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/**
 * The shift cookie, `Secure` when the request came over HTTPS (as the diner session's,
 * app/http/session.server.ts); plain-HTTP local runs keep a cookie the browser accepts.
 */
function shiftCookie(env: Env, role: StaffRole, secure: boolean) {
  return appCookie(env, role === "rider" ? "__sabores_rider" : "__sabores_picker", { maxAgeSeconds: SHIFT_TOKEN_TTL_MS / 1000, secure });
}


/** Set-Cookie value that keeps a new shift's token for the pages. */
export function shiftCookieHeader(env: Env, request: Request, role: StaffRole, token: string): Promise<string> {
  return shiftCookie(env, role, overHttps(request)).serialize(token);
}

/** Set-Cookie value that forgets the shift's token (log out). */
export function clearShiftCookieHeader(env: Env, request: Request, role: StaffRole): Promise<string> {
  return shiftCookie(env, role, overHttps(request)).serialize("", { maxAge: 0 });
}

/**
 * The device cookie: the random token of a browser that proved a person's phone (a one-time
 * code), one per browser for every person who proved theirs on it (a shared picker tablet).
 * Long-lived; httpOnly, so a page's scripts never read it.
 */
function deviceCookie(env: Env, secure: boolean) {
  return appCookie(env, "__sabores_staff_device", { maxAgeSeconds: STAFF_DEVICE_TTL_MS / 1000, secure });
}

/** The device token a shift start comes with: the cookie, else (non-browser callers) the body's `deviceToken`. */
export async function deviceTokenOf(request: Request, env: Env, fromBody?: string | null): Promise<string | null> {
  const value = await deviceCookie(env, overHttps(request)).parse(request.headers.get("Cookie"));
  if (typeof value === "string" && value) return value;
  return fromBody ? fromBody : null;
}

/** Set-Cookie value that keeps the device's token (renewed at each shift started on it). */
export function deviceCookieHeader(env: Env, request: Request, token: string): Promise<string> {
  return deviceCookie(env, overHttps(request)).serialize(token);
}

/** The raw token the request carries: the role's cookie for pages, the bearer header for the API. */
export async function requestToken(request: Request, env: Env, role: StaffRole, as: "page" | "api"): Promise<string | null> {
  if (as === "api") {
    const header = request.headers.get("Authorization") ?? "";
    const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{1,200})\s*$/i.exec(header);
    return match ? match[1] : null;
  }
  const value = await shiftCookie(env, role, overHttps(request)).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

const toIdentity = (t: TokenIdentity): StaffIdentity => ({
  staffId: t.staffId,
  role: t.role,
  name: t.name,
  phone: t.phone,
  companyId: t.companyId,
  branchContactId: t.branchContactId,
  shiftId: t.shiftId,
});

/** The identity behind the request's token (any location), or null: GET /api/whoami. */
export async function staffFromRequest(request: Request, env: Env, role: StaffRole, as: "page" | "api"): Promise<(StaffIdentity & { expiresAt: number; shiftStartedAt: number }) | null> {
  const token = await requestToken(request, env, role, as);
  if (!token) return null;
  const found = await identityForToken(env, token, now(env).getTime());
  if (!found || found.role !== role) return null;
  return { ...toIdentity(found), expiresAt: found.expiresAt, shiftStartedAt: found.shiftStartedAt };
}

/** The identity when the token is live and belongs to this role, location and tenant; null otherwise. */
export async function optionalStaff(request: Request, env: Env, opts: StaffScope): Promise<StaffIdentity | null> {
  const found = await staffFromRequest(request, env, opts.role, opts.as);
  if (!found || found.companyId !== opts.companyId || found.branchContactId !== opts.branchContactId) return null;
  const { expiresAt: _e, shiftStartedAt: _s, ...identity } = found;
  return identity;
}

/** The 403 of the staff API: `{ error: { status: 403, message } }`. */
export function staffForbidden(): Response {
  return apiError(403, MSG_ACCESS_DENIED);
}

/**
 * The identity of the request, or a thrown response: pages go to
 * `/404?message=Acceso denegado o link expirado`, the API answers 403 JSON.
 */
export async function requireStaff(request: Request, env: Env, opts: StaffScope): Promise<StaffIdentity> {
  const identity = await optionalStaff(request, env, opts);
  if (identity) return identity;
  if (opts.as === "api") throw staffForbidden();
  // §2: refused pages go to /404?message=…; that page then offers this location's sign-in.
  throw redirect(ACCESS_DENIED_PATH, opts.alias ? { headers: { "Set-Cookie": signInCookie(opts.role, opts.alias, overHttps(request)) } } : undefined);
}
