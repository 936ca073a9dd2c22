// Our addition (issue 9): marking a shipment DELIVERED needs the diner's delivery
// key ('Clave de entrega', 4 digits, shown on the follow-up and tracking pages);
// five wrong keys lock that shipment's delivery until the store's staff resets it.
import { z } from "zod";
import type { AttemptPolicyShape } from "./attempt-policy";

export const DELIVERY_KEY_LENGTH = 4;
export const DELIVERY_KEY_ATTEMPTS = 5;

export const MSG_KEY_FORMAT = "La clave de entrega tiene 4 dígitos.";
export const MSG_KEY_WRONG = (remaining: number) =>
  remaining === 1 ? "La clave de entrega es incorrecta. Te queda 1 intento." : `La clave de entrega es incorrecta. Te quedan ${remaining} intentos.`;
export const MSG_KEY_LOCKED = "La entrega de este envío quedó bloqueada por claves incorrectas. Pide al local que la desbloquee.";

export const deliveryKeySchema = z
  .string({ required_error: MSG_KEY_FORMAT, invalid_type_error: MSG_KEY_FORMAT })
  .trim()
  .regex(/^\d{4}$/, MSG_KEY_FORMAT);

/** The attempt-lock policy: 5 attempts, locked until a reset (no time window expiry in practice). */
export const DELIVERY_KEY_POLICY: AttemptPolicyShape = { maxAttempts: DELIVERY_KEY_ATTEMPTS, lockSeconds: null, windowSeconds: 365 * 24 * 3600 };

/** A key from 4 random bytes' worth of entropy, `rand` in [0, 1). */
export function deliveryKeyFrom(rand: number): string {
  return String(Math.floor(rand * 10_000) % 10_000).padStart(DELIVERY_KEY_LENGTH, "0");
}

/** Compares in constant time for equal lengths. */
export function keysMatch(expected: string, given: string): boolean {
  if (expected.length !== given.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
