// Slow, salted hashes of the locations' security codes (four digits: a fast hash would
// be reversed by trying all 10,000) and SHA-256 of the shift tokens (random, 256 bits:
// a fast hash is enough). WebCrypto only, as available in workerd.
//
// Format: `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`. 100,000 iterations is
// the most workerd's PBKDF2 accepts (docs/decisions/staff-identity-and-shift-tokens.md).
export const PBKDF2_ITERATIONS = 100_000;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function pbkdf2(code: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(code), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** A new stored hash of `code` with a random 16-byte salt. */
export async function hashSecurityCode(code: string, salt: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(16)), iterations = PBKDF2_ITERATIONS): Promise<string> {
  return `pbkdf2-sha256$${iterations}$${b64(salt)}$${b64(await pbkdf2(code, salt, iterations))}`;
}

/** Whether `code` matches the stored hash (compared in constant time). */
export async function verifySecurityCode(code: string, stored: string): Promise<boolean> {
  const [scheme, iter, salt, hash] = stored.split("$");
  const iterations = Number(iter);
  if (scheme !== "pbkdf2-sha256" || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS || !salt || !hash) return false;
  const expected = unb64(hash);
  const got = await pbkdf2(code, unb64(salt), iterations);
  if (got.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < got.length; i++) diff |= got[i] ^ expected[i];
  return diff === 0;
}

/** A new bearer token (a shift's, a console session's): 32 random bytes, base64url. */
export function newBearerToken(): string {
  return b64(crypto.getRandomValues(new Uint8Array(32))).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** What the table stores of a token: its SHA-256, hex. */
export async function bearerTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A new location code: four random digits, uniform (bytes past the last whole 10,000 are drawn again). */
export function newSecurityCode(): string {
  const limit = 65_536 - (65_536 % 10_000);
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint16Array(1));
    if (n! < limit) return String(n! % 10_000).padStart(4, "0");
  }
}
