// The signed-in diner in the session (storefront.md §3 "Session is known by stored
// customer phone and phone prefix"; §5 Phone sign-in; §6 logged-in diner; §8
// sign-in toasts). The customer rows are read through data/customers.
import { initialPhoneCountry, isPhoneCountry, normalizePhone, dialCode, type PhoneCountry } from "~/domain/checkout/phone";
import { lookupOrderingCustomer } from "~/data/customers/customers.server";
import { flashToast } from "./flash.server";
import type { DinerSession } from "./session.server";

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
  // The prefix stays: §5 'initial country from stored prefix' on the next sign-in.
}

export type SignInResult = { ok: true } | { ok: false; field: "phone"; error: string; phone: string; country: string };

/**
 * §5 Phone sign-in: validates for the chosen country, looks the customer up in
 * this company and stores phone + prefix (and the name for the greeting).
 * Queues the §8 toast; the caller commits the session and redirects.
 */
export async function signIn(
  env: Pick<Env, "DB">,
  session: DinerSession,
  companyId: number,
  input: { phone: string; country: string },
): Promise<SignInResult> {
  const country = isPhoneCountry(input.country) ? (input.country.toLowerCase() as PhoneCountry) : null;
  const e164 = country ? normalizePhone(input.phone, country) : null;
  if (!country || !e164) return { ok: false, field: "phone", error: MSG_INVALID_PHONE, phone: input.phone, country: input.country };
  const customer = await lookupOrderingCustomer(env, companyId, e164);
  if (customer.status === "error") {
    flashToast(session, MSG_LOGIN_ERROR, "error");
    return { ok: true };
  }
  session.set("customerPhone", e164);
  session.set("customerPrefix", dialCode(country));
  if (customer.name) session.set("customerName", customer.name);
  else session.unset("customerName");
  flashToast(session, MSG_LOGIN_OK, "success");
  return { ok: true };
}
