// The passwordless sign-in by phone (storefront.md §5 Phone sign-in, §6 logged-in
// diner, §8 toasts): the owner of the number proves it with a
// 6-digit one-time code sent by WhatsApp or SMS. Pure rules and the Spanish texts;
// storage is app/data/identity/sign-in-codes.server.ts, the flow app/services/sign-in/sign-in.server.ts.

/** A code lives 10 minutes. */
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_LENGTH = 6;

/** Five wrong tries void a code (an exact count: attempt_locks, claimed before comparing). */
export const CODE_TRIES = { maxAttempts: 5, windowSeconds: CODE_TTL_SECONDS, lockSeconds: CODE_TTL_SECONDS } as const;

/**
 * Sends per phone: five codes an hour, then the phone waits an hour
 * (docs/decisions/sign-in-codes.md). Keeps a number from being flooded and bounds
 * the guesses on one phone to 25 an hour out of a million codes.
 */
export const SENDS_PER_PHONE = { maxAttempts: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 } as const;

export const MSG_CODE_FORMAT = "Ingrese el código de 6 dígitos que le enviamos";
export const MSG_CODE_VOID = "El código venció o se agotaron los intentos. Pida un código nuevo.";
export const MSG_SEND_LIMIT = "Pidió demasiados códigos para este número. Inténtelo de nuevo en una hora.";
export const MSG_CHANNEL_UNAVAILABLE = "Este medio no está disponible. Elija otro para recibir el código.";

export function wrongCodeMessage(remaining: number): string {
  if (remaining <= 0) return MSG_CODE_VOID;
  return remaining === 1 ? "El código no es correcto. Le queda 1 intento." : `El código no es correcto. Le quedan ${remaining} intentos.`;
}

export type Channel = "whatsapp" | "sms";

/** Whom a one-time code signs in: a diner of one business, a person of the shop's screens, or a rider or picker on a new device. */
export type OneTimeCodePurpose = "diner" | "console" | "staff";

/** The sign-in waiting for its code, as the session keeps it. */
export interface PendingSignIn {
  companyId: number;
  phone: string;
  country: string;
  channel: Channel;
  /** The code ran out (expired, five wrong tries): the form offers a new one, not the code field. */
  voided?: boolean;
}

/** What the sign-in form shows on its second step. */
export interface PendingSignInView {
  phone: string;
  country: string;
  channel: Channel;
  notice: string;
  /** Set when the code is void: 'El código venció o se agotaron los intentos. Pida un código nuevo.' */
  voidedMessage: string | null;
}

export const CHANNEL_LABEL: Record<Channel, string> = { whatsapp: "WhatsApp", sms: "SMS" };

export function isChannel(value: unknown): value is Channel {
  return value === "whatsapp" || value === "sms";
}

/** What the sign-in form says once the code is on its way. */
export function codeSentNotice(channel: Channel, phoneDisplay: string): string {
  return `Le enviamos un código de 6 dígitos por ${CHANNEL_LABEL[channel]} al ${phoneDisplay}.`;
}

/** The message itself (the sandbox page shows it as sent). */
export function codeMessageText(businessName: string, code: string): string {
  return `${code} es su código para iniciar sesión en ${businessName}. Vence en 10 minutos. No lo comparta con nadie.`;
}

/** The typed code: digits only (spaces and dashes people type are dropped), exactly 6. */
export function normalizeTypedCode(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A uniformly drawn 6-digit code from random bytes (callers pass crypto.getRandomValues output). */
export function codeFromRandom(random: Uint32Array): string {
  // 2^32 is not a multiple of 10^6: drop the top sliver so every code is equally likely.
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (const n of random) if (n < limit) return String(n % 1_000_000).padStart(CODE_LENGTH, "0");
  return String(random[0] % 1_000_000).padStart(CODE_LENGTH, "0");
}
