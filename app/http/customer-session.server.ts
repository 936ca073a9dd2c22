// The signed-in diner in the session (storefront.md §3 "Session is known by stored
// customer phone and phone prefix"; §5 Phone sign-in; §6 logged-in diner; §8
// sign-in toasts). `customerPhone` is set only by the sign-in with a one-time code
// (app/services/sign-in/sign-in.server.ts): it is a VERIFIED phone, the only one whose stored
// customer (name, email, addresses, points, orders) a session may see or use.
import { initialPhoneCountry, type PhoneCountry } from "~/domain/checkout/phone";
import type { DinerSession } from "~/http/session.server";

export const MSG_INVALID_PHONE = "Debe ingresar un número válido"; // §5 Phone, sign-in
export const MSG_LOGIN_OK = "Inicio de sesión con éxito"; // §8 Toasts
export const MSG_LOGIN_ERROR = "Error iniciando sesión"; // §8 Toasts
export const MSG_SIGN_IN_FIRST = "Inicie sesión"; // §6, §8

export interface SessionCustomer {
  phone: string;
  prefix: string | null;
  name: string | null;
}

/** §3 'Session is known by stored customer phone and phone prefix'. */
export function sessionCustomer(session: DinerSession): SessionCustomer | null {
  const phone = session.get("customerPhone");
  if (!phone) return null;
  return { phone, prefix: session.get("customerPrefix") ?? null, name: session.get("customerName") || null };
}

/** §5 Phone: the select's first country — the stored prefix, else the branch country, else 'ar'. */
export function loginCountry(session: DinerSession, branchCountry: string): PhoneCountry {
  return initialPhoneCountry({ storedPrefix: session.get("customerPrefix") ?? null, branchCountry });
}

export function rememberCustomerName(session: DinerSession, name: string): void {
  if (name.trim()) session.set("customerName", name.trim());
}

/** §6 'Cerrar sesión' clears the stored phone and the customer state. */
export function signOut(session: DinerSession): void {
  session.unset("customerPhone");
  session.unset("customerName");
  session.unset("signInPending");
  // The prefix stays: §5 'initial country from stored prefix' on the next sign-in.
}

/** The session's verified phone (set only by a right one-time code), or null. */
export function verifiedPhone(session: DinerSession | null | undefined): string | null {
  return session?.get("customerPhone") ?? null;
}
