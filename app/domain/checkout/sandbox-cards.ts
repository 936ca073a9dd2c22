// The sandbox's test cards and card checks (docs/payments-sandbox.md): pure rules the sandbox
// card page and the sandbox provider share. storefront.md §5 "Card upload": all card inputs
// required, empty ones show 'Este campo está incompleto'; 'Further card rules not shown': ours below.
import type { ChargeStatus } from "~/domain/orders/order-status";

/** Card numbers with a fixed outcome; any other valid number is approved. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, ChargeStatus>> = {
  "4509953566233704": "APPROVED", // Visa
  "4000000000000002": "REJECTED", // Visa
  "5031755734530604": "PROCESSING", // Mastercard: stays in process (never settles)
};

/** MercadoPago-style cardholder names that force an outcome with any valid card. */
const NAME_OUTCOMES: Readonly<Record<string, ChargeStatus>> = { APRO: "APPROVED", OTHE: "REJECTED", CONT: "PROCESSING" };

export const digitsOnly = (raw: string) => String(raw ?? "").replace(/\D/g, "");

export function luhnValid(number: string): boolean {
  if (!/^\d{13,19}$/.test(number)) return false;
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = Number(number[i]);
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The paymentMethodId of a card number (MercadoPago ids). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2[2-7]|503)/.test(number)) return "master";
  if (/^3[47]/.test(number)) return "amex";
  return "debcabal";
}

/** 'MM/AA' (or MM/AAAA) not before the current month, at most 20 years ahead. */
export function expiryValid(raw: string, now: Date): boolean {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  return expiry >= current && expiry <= current + 240;
}

export function securityCodeValid(raw: string, brand: string): boolean {
  return brand === "amex" ? /^\d{4}$/.test(raw.trim()) : /^\d{3}$/.test(raw.trim());
}

export function outcomeFor(number: string, cardName: string): ChargeStatus {
  return SANDBOX_TEST_CARDS[number] ?? NAME_OUTCOMES[cardName.trim().toUpperCase()] ?? "APPROVED";
}

/** 'Visa terminada en 3704' */
export function cardLabel(number: string): string {
  const names: Record<string, string> = { visa: "Visa", master: "Mastercard", amex: "American Express", debcabal: "Tarjeta" };
  return `${names[cardBrand(number)]} terminada en ${number.slice(-4)}`;
}
