// Our addition: marking a shipment DELIVERED needs the diner's delivery
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

/**
 * The attempt lock of a delivery key (app/data/attempt-locks.server.ts), per order and rider:
 * the lock names who caused it, and a shipment handed back starts the next rider afresh
 * (the same rider taking it again keeps their count).
 */
export const DELIVERY_KEY_LOCK_PREFIX = "delivery-key:";
export const deliveryKeyLockName = (logisticsOrderId: number, riderId: number) => `${DELIVERY_KEY_LOCK_PREFIX}${logisticsOrderId}:${riderId}`;

/**
 * Resets of one delivery's lock by the location's picker: two. Each gives the rider five more
 * keys; past two (15 keys of 10,000) only the owner or manager lifts it.
 */
export const DELIVERY_KEY_RESETS = 2;
export const DELIVERY_KEY_RESET_POLICY: AttemptPolicyShape = { maxAttempts: DELIVERY_KEY_RESETS, lockSeconds: null, windowSeconds: 365 * 24 * 3600 };
export const deliveryKeyResetName = (logisticsOrderId: number) => `delivery-key-reset:${logisticsOrderId}`;

/**
 * The staff page that lifts a lock (`picker/{alias}/entregas`, the location's picker on
 * shift: "the store's staff"). Ours: docs/decisions/staff-identity-and-shift-tokens.md.
 */
export const DELIVERY_RESET_TEXT = {
  title: "Entregas bloqueadas",
  intro: "Tras cinco claves de entrega incorrectas, la entrega queda bloqueada. Confirma con el cliente y desbloquéala para que el repartidor vuelva a ingresar la clave.",
  empty: "No hay entregas bloqueadas",
  rider: (name: string) => `Repartidor: ${name}`,
  button: "Desbloquear entrega",
  done: "Entrega desbloqueada. El repartidor ya puede ingresar la clave del cliente.",
  notLocked: "Esta entrega ya no estaba bloqueada.",
  needsOwner: "Esta entrega ya se desbloqueó dos veces. Solo el dueño o el encargado del local puede volver a desbloquearla.",
  listAlert: (n: number) => (n === 1 ? "1 entrega bloqueada por claves incorrectas" : `${n} entregas bloqueadas por claves incorrectas`),
  listLink: "Ver entregas bloqueadas",
  back: "Ver pedidos",
} as const;
