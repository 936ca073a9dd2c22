import { createCookieFactory, type Cookie, type CookieOptions } from "@remix-run/server-runtime";
import { signCookieValue, unsignCookieValue } from "~/http/signed-token.server";

/**
 * Remix's cookies signed by the one signer (signed-token.server.ts), whose key is imported once
 * per isolate rather than on every read and write. Same format as @remix-run/cloudflare's
 * `createCookie`: a cookie of either reads with the other.
 */
const makeCookie = createCookieFactory({ sign: signCookieValue, unsign: unsignCookieValue });

/**
 * A cookie object holds no state (its expiry is computed when it is written), so the one of each
 * name and settings is made once per isolate: the session's is asked for on every request.
 */
const made = new Map<string, Cookie>();

export function createCookie(name: string, options: CookieOptions & { secrets?: string[] } = {}): Cookie {
  const key = JSON.stringify([name, options]);
  let cookie = made.get(key);
  if (!cookie) {
    // Few settings exist (a name per role, with and without Secure); a growing map would mean a bug.
    if (made.size >= 64) made.clear();
    made.set(key, (cookie = makeCookie(name, options)));
  }
  return cookie;
}

/** Whether the request came over HTTPS: a plain-HTTP local run keeps cookies the browser accepts. */
export const overHttps = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * The app's own cookies: httpOnly (a page's scripts never read them), signed with SESSION_SECRET,
 * Secure over HTTPS, SameSite=Lax and the whole site unless a page narrows them.
 */
export function appCookie(
  env: Pick<Env, "SESSION_SECRET">,
  name: string,
  o: { maxAgeSeconds: number; secure: boolean; path?: string; sameSite?: "lax" | "strict" },
): Cookie {
  return createCookie(name, { httpOnly: true, sameSite: o.sameSite ?? "lax", path: o.path ?? "/", secure: o.secure, maxAge: o.maxAgeSeconds, secrets: [env.SESSION_SECRET] });
}
