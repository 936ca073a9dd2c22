// Diner phone numbers: storefront.md §5 "Phone" (cleaned and normalised,
// allowed countries, initial country) and §5 "Checkout submit" (phone valid for
// the country and format). libphonenumber-js/core with the *mobile* metadata
// trimmed to the 12 allowed countries (phone-metadata.ts): mobile numbers are
// validated by their real patterns at ~12.7 KB gzipped instead of 34 KB for
// 'libphonenumber-js/mobile' (docs/decisions.md#checkout-and-orders "Phone metadata").
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from "libphonenumber-js/core";
import { PHONE_METADATA } from "./phone-metadata";
import { keptAnswers } from "~/domain/kept-answers";

/** storefront.md §5 Phone: allowed countries, in the spec's order (the selector's order). */
export const ALLOWED_PHONE_COUNTRIES = ["ar", "uy", "cl", "co", "pe", "br", "ve", "py", "mx", "ec", "bo", "us"] as const;
export type PhoneCountry = (typeof ALLOWED_PHONE_COUNTRIES)[number];

/** storefront.md §5 Phone: 'default ar'. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = "ar";

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === "string" && (ALLOWED_PHONE_COUNTRIES as readonly string[]).includes(value.toLowerCase());
}

/** The separate dial code shown next to the input: 'ar' → '54', 'us' → '1'. */
export function dialCode(country: PhoneCountry): string {
  const upper = country.toUpperCase();
  const entry = Object.entries(PHONE_METADATA.country_calling_codes).find(([, list]) => (list as readonly string[]).includes(upper));
  return entry ? entry[0] : "";
}

/** §5 Phone "cleaned": keep digits and one leading '+'; spaces, dashes, dots, brackets go. */
export function cleanPhone(raw: string): string {
  const trimmed = String(raw ?? "").trim();
  const digits = trimmed.replace(/\D/g, "");
  return trimmed.startsWith("+") && digits ? `+${digits}` : digits;
}

function parse(text: string, country: PhoneCountry): PhoneNumber | undefined {
  return parsePhoneNumberFromString(text, country.toUpperCase() as CountryCode, PHONE_METADATA);
}

/** Valid against the mobile metadata and in one of the allowed countries. */
function accepted(p: PhoneNumber | undefined): boolean {
  return !!p && p.isValid() && isPhoneCountry(p.country?.toLowerCase());
}

/**
 * E.164 ('+5491155550001') or null. The number must be a valid mobile of one of
 * the allowed countries. Argentina: mobiles carry a '9' after the country code
 * that diners usually leave out ('11 5555-0001', '+54 11 5555-0001'); when the
 * number is not valid as typed, it is retried with the '9'
 * (docs/decisions.md#checkout-and-orders "Argentine mobile 9").
 */
export function normalizePhone(raw: string, country: string | null | undefined): string | null {
  // A checkout submit reads its phone three or four times (form, pricing, order, session); the
  // parse is libphonenumber's metadata walk, so its answers are kept (bounded).
  return normalizedPhones(`${country ?? ""}|${raw}`, () => normalizeOnce(raw, country));
}

const normalizedPhones = keptAnswers<string | null>(5_000);

function normalizeOnce(raw: string, country: string | null | undefined): string | null {
  const cleaned = cleanPhone(raw);
  if (cleaned.replace("+", "").length < 6) return null;
  const hint: PhoneCountry = isPhoneCountry(country) ? (country.toLowerCase() as PhoneCountry) : DEFAULT_PHONE_COUNTRY;
  const parsed = parse(cleaned, hint);
  if (parsed && accepted(parsed)) return parsed.number;
  if (parsed && parsed.countryCallingCode === "54" && !parsed.nationalNumber.startsWith("9")) {
    const withNine = parse(`+549${parsed.nationalNumber}`, "ar");
    if (withNine && accepted(withNine)) return withNine.number;
  }
  return null;
}

/**
 * §4 "changing phone" (points, code, the opt-in checkbox): another number, not
 * another way of writing it ('11 5555-0001' and '1155550001' are the same phone).
 */
export function phoneChanged(
  before: { phone: string; country: string | null | undefined },
  after: { phone: string; country: string | null | undefined },
): boolean {
  const key = (p: { phone: string; country: string | null | undefined }) => normalizePhone(p.phone, p.country) ?? cleanPhone(p.phone);
  return key(before) !== key(after);
}

/** §5 Checkout submit 'Phone valid for the country and format'. */
export function isValidPhone(raw: string, country: string | null | undefined): boolean {
  return normalizePhone(raw, country) != null;
}

/** The allowed country of an E.164 number, or null. */
export function phoneCountryOf(e164: string): PhoneCountry | null {
  const p = parsePhoneNumberFromString(e164, PHONE_METADATA);
  const c = p?.country?.toLowerCase();
  return isPhoneCountry(c) ? c : null;
}

/**
 * §5 Phone: 'initial country from stored prefix or branch country, default ar'.
 * The stored prefix is a dial code ('54', '+54'); prefix '1' is the US.
 */
export function initialPhoneCountry(input: { storedPrefix?: string | null; branchCountry?: string | null }): PhoneCountry {
  const prefix = String(input.storedPrefix ?? "").replace(/\D/g, "");
  if (prefix) {
    const fromPrefix = ALLOWED_PHONE_COUNTRIES.find((c) => dialCode(c) === prefix);
    if (fromPrefix) return fromPrefix;
  }
  const branch = String(input.branchCountry ?? "").toLowerCase();
  return isPhoneCountry(branch) ? branch : DEFAULT_PHONE_COUNTRY;
}

/** An E.164 number as people write it ('+54 9 11 6000-0001'); the input back when it does not parse. */
export function formatPhoneInternational(e164: string): string {
  const p = parsePhoneNumberFromString(e164, PHONE_METADATA);
  return p ? p.formatInternational() : e164;
}
