// Links to reach a branch contact (storefront.md §2 header: address with map,
// WhatsApp, call; §2 Modals "Order follow-up": support by WhatsApp; §4 "Order
// submit": the order text handed over by WhatsApp). One helper each.
import type { BranchContact } from "./types";

export const mapsUrl = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

/** wa.me wants the number in international form, digits only; `text` is prefilled. Null without a phone. */
export function whatsAppUrl(phone: string | null | undefined, text?: string): string | null {
  const digits = String(phone ?? "").replace(/\D/g, "");
  if (!digits) return null;
  return text === undefined ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export function callUrl(phone: string | null): string | null {
  const cleaned = phone?.replace(/[^\d+]/g, "") ?? "";
  return cleaned ? `tel:${cleaned}` : null;
}

/** 'Gurruchaga 1500, Palermo': street and number, then the zone (else the city). */
export function addressText(bc: Pick<BranchContact, "address">): string {
  const { street, number, zone, city } = bc.address;
  return [`${street} ${number}`.trim(), zone ?? city].filter(Boolean).join(", ");
}
