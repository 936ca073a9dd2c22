// External loyalty partner benefits: storefront.md §6 "An external loyalty
// partner user may be identified by an optional external user id and a bearer
// token", §4 "Switching between immediate and scheduled clears the applied code
// unless an external loyalty programme is in use" and "With external benefits,
// the general discount with the lowest priority number is applied", §3 Discount
// line externalBenefitType. Pure: the signature check lives in
// app/http/partner-auth.server.ts (docs/decisions/external-partner-benefits.md).
import { sortByPriority, type GeneralDiscount } from "./ticket";

/** A diner the partner vouched for, kept in the session until `expiresAt`. */
export interface PartnerUser {
  partner: string;
  externalUserId: string;
  /** epoch ms */
  expiresAt: number;
}

export const PARTNER_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const EXTERNAL_USER_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,100}$/;
/** A partner link is good for at most this long, whatever expiry it claims. */
export const PARTNER_TOKEN_MAX_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** `v1.{expiry epoch seconds}.{base64url HMAC-SHA256}` → its parts, or null. */
export function parsePartnerToken(token: string): { expiresAt: number; signature: string } | null {
  const m = /^v1\.(\d{9,11})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  return m ? { expiresAt: Number(m[1]) * 1000, signature: m[2] } : null;
}

/** What the partner signs: the partner, the user and the expiry, so none can be swapped. */
export function partnerTokenMessage(partner: string, externalUserId: string, expiresAtMs: number): string {
  return `v1:${partner}:${externalUserId}:${Math.floor(expiresAtMs / 1000)}`;
}

/** Within its expiry and not claiming a lifetime longer than the cap. */
export function partnerTokenFresh(expiresAt: number, now: number): boolean {
  return expiresAt > now && expiresAt - now <= PARTNER_TOKEN_MAX_LIFETIME_MS;
}

export function partnerUserActive(user: PartnerUser | null | undefined, now: number): user is PartnerUser {
  return !!user && PARTNER_PATTERN.test(user.partner) && user.expiresAt > now;
}

/**
 * The general discounts that apply: every regular one (no externalBenefitType)
 * and, for a partner's user, that partner's discount with the lowest priority
 * number (missing priority last). Another partner's discounts never apply.
 * Result in §4 priority order.
 */
export function applicableGeneralDiscounts(all: readonly GeneralDiscount[], partner: string | null): GeneralDiscount[] {
  const regular = all.filter((d) => !d.externalBenefitType);
  const benefit = partner ? sortByPriority(all.filter((d) => d.externalBenefitType === partner))[0] : undefined;
  return sortByPriority(benefit ? [...regular, benefit] : regular);
}

/** §4: the code survives the immediate ↔ scheduled switch only while a partner programme is in use. */
export function scheduleSwitchDropsCode(partnerInUse: boolean): boolean {
  return !partnerInUse;
}
