// Providers' credentials sealed at rest (docs/decisions/provider-credentials.md): AES-GCM 256 with a
// key derived by HKDF-SHA-256 from the Worker's SESSION_SECRET (its own salt and info, so the key is
// never the one that signs cookies), a random 96-bit IV per seal, and the row's place (company,
// branch, kind) as additional data: a sealed value copied to another branch's row does not open.
// Sealed text: 'v1.{iv}.{ciphertext}' in base64url.

const encoder = new TextEncoder();
const SALT = encoder.encode("provider-credentials/v1");
const INFO = encoder.encode("aes-gcm-256 provider credentials");

/** The derived key of each secret, once per isolate. */
const keys = new Map<string, Promise<CryptoKey>>();

function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) => crypto.subtle.deriveKey({ name: "HKDF", hash: "SHA-256", salt: SALT, info: INFO }, base, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]));
    key.catch(() => keys.delete(secret));
    keys.set(secret, key);
  }
  return key;
}

function toBase64url(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** Seals `plaintext` for the row named by `place` ('{companyId}:{branchId}:{kind}'). */
export async function sealCredentials(secret: string, place: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(place) }, await sealingKey(secret), encoder.encode(plaintext));
  return `v1.${toBase64url(iv)}.${toBase64url(new Uint8Array(sealed))}`;
}

/** The plaintext, or null when the text was sealed with another key or for another row, or was altered. */
export async function openCredentials(secret: string, place: string, sealed: string): Promise<string | null> {
  const [version, iv, body] = sealed.split(".");
  if (version !== "v1" || !iv || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64url(iv), additionalData: encoder.encode(place) }, await sealingKey(secret), fromBase64url(body));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
