// HMAC-SHA256 (the one signer): with the Worker's SESSION_SECRET, the cookies' signatures, digests of one-time sign-in codes and
// short signed tokens (the abandoned-cart recovery link; the verified-phone bearer of
// the JSON calls). A token is `{purpose-free payload}.{exp}.{mac}` in base64url; the
// purpose is mixed into the MAC so a token of one kind never passes as another.

const encoder = new TextEncoder();

/**
 * The key of each secret, imported once per isolate: every cookie read and written is signed
 * with it, and importing it per call cost a key object and a round of the crypto API each time.
 */
const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    // A failed import is not kept: the next call tries again.
    key.catch(() => hmacKeys.delete(secret));
    hmacKeys.set(secret, key);
  }
  return key;
}

function base64(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/=+$/, "");
}

function base64url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, "-").replace(/\//g, "_");
}

function fromBase64url(text: string): string | null {
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export async function hmacBase64url(secret: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(value));
  return base64url(new Uint8Array(mac));
}

/**
 * Cookie values signed as Remix signs them (`{value}.{base64 HMAC-SHA256 without padding}`),
 * so that cookies written before keep reading; the cookies of app/http/cookie.server.ts use these.
 */
export async function signCookieValue(value: string, secret: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(value));
  return `${value}.${base64(new Uint8Array(mac))}`;
}

/** The value of a cookie signed with `secret`, or false. */
export async function unsignCookieValue(signed: string, secret: string): Promise<string | false> {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  const expected = await signCookieValue(value, secret);
  return sameText(signed, expected) ? value : false;
}

/** Equal strings in time independent of where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A token for `payload` (any text) valid until `expSeconds` (unix seconds). */
export async function signToken(secret: string, purpose: string, payload: string, expSeconds: number): Promise<string> {
  const body = `${base64url(encoder.encode(payload))}.${expSeconds}`;
  return `${body}.${await hmacBase64url(secret, `${purpose}:${body}`)}`;
}

/** The payload of a valid, unexpired token of this purpose; else null. */
export async function verifyToken(secret: string, purpose: string, token: string, nowSeconds: number): Promise<string | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || token.length > 600) return null;
  const [payload, exp, mac] = parts;
  if (!/^\d{1,12}$/.test(exp) || Number(exp) <= nowSeconds) return null;
  const expected = await hmacBase64url(secret, `${purpose}:${payload}.${exp}`);
  if (!sameText(mac, expected)) return null;
  return fromBase64url(payload);
}
