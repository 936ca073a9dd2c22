// storefront.md §4 "With external benefits, the general discount with the
// lowest priority number is applied; discounts are otherwise sorted by
// priority, missing priority last", "Switching between immediate and scheduled
// clears the applied code unless an external loyalty programme is in use";
// §6 partner user by external user id and token.
import { describe, expect, it } from "vitest";
import {
  applicableGeneralDiscounts,
  parsePartnerToken,
  partnerTokenFresh,
  partnerUserActive,
  scheduleSwitchDropsCode,
} from "~/domain/checkout/external-benefit";
import { computeTicket, type GeneralDiscount } from "~/domain/checkout/ticket";

const regular: GeneralDiscount = { name: "Martes 10%", type: "PERCENT", value: 10, priority: 2, discountReferenceId: 1 };
const clubBest: GeneralDiscount = { name: "Club 15%", type: "PERCENT", value: 15, priority: 1, discountReferenceId: 2, externalBenefitType: "club" };
const clubOther: GeneralDiscount = { name: "Club $ 1.000", type: "FIXED", value: 1000, priority: 3, discountReferenceId: 3, externalBenefitType: "club" };
const clubNoPriority: GeneralDiscount = { name: "Club sin prioridad", type: "FIXED", value: 5000, priority: null, discountReferenceId: 4, externalBenefitType: "club" };
const otherPartner: GeneralDiscount = { name: "Otro 50%", type: "PERCENT", value: 50, priority: 0, discountReferenceId: 5, externalBenefitType: "otro" };
const all = [clubNoPriority, clubOther, regular, otherPartner, clubBest];

describe("applicableGeneralDiscounts", () => {
  it("without a partner: only the regular ones", () => {
    expect(applicableGeneralDiscounts(all, null).map((d) => d.name)).toEqual(["Martes 10%"]);
  });
  it("a partner's user: the regular ones plus that partner's lowest priority number, in priority order", () => {
    expect(applicableGeneralDiscounts(all, "club").map((d) => d.name)).toEqual(["Club 15%", "Martes 10%"]);
  });
  it("missing priority comes last among the partner's", () => {
    expect(applicableGeneralDiscounts([clubNoPriority, clubOther], "club").map((d) => d.name)).toEqual(["Club $ 1.000"]);
    expect(applicableGeneralDiscounts([clubNoPriority], "club").map((d) => d.name)).toEqual(["Club sin prioridad"]);
  });
  it("another partner's discounts never apply", () => {
    expect(applicableGeneralDiscounts(all, "nadie").map((d) => d.name)).toEqual(["Martes 10%"]);
  });
  it("on the ticket, to the peso: $ 20.000 − 15% ($ 3.000) − 10% of the rest ($ 1.700) = $ 15.300", () => {
    const t = computeTicket({
      pricedCart: { itemsTotal: 20000 }, orderModeType: "TAKE_AWAY", paymentMethod: "CASH", deliveryInfo: null,
      generalDiscounts: applicableGeneralDiscounts(all, "club"), surcharges: [], serviceFee: null, codeDiscount: null, redeemedPoints: 0,
    });
    expect(t.discounts.map((d) => [d.name, d.amount, d.externalBenefitType])).toEqual([["Club 15%", 3000, "club"], ["Martes 10%", 1700, null]]);
    expect(t.totalText).toBe("$ 15.300");
  });
});

describe("partner tokens and users", () => {
  const now = Date.parse("2026-11-18T15:00:00-03:00");
  const sig = "A".repeat(43);
  it("parses v1.{exp seconds}.{43-char base64url}; anything else is null", () => {
    expect(parsePartnerToken(`v1.1795500000.${sig}`)).toEqual({ expiresAt: 1795500000000, signature: sig });
    for (const bad of ["", "v1.1795500000", `v2.1795500000.${sig}`, `v1.abc.${sig}`, `v1.1795500000.${sig}x`, `v1.1795500000.${"+".repeat(43)}`]) {
      expect(parsePartnerToken(bad), bad).toBeNull();
    }
  });
  it("fresh: in the future and at most 7 days ahead", () => {
    expect(partnerTokenFresh(now + 1000, now)).toBe(true);
    expect(partnerTokenFresh(now, now)).toBe(false);
    expect(partnerTokenFresh(now + 7 * 86400000, now)).toBe(true);
    expect(partnerTokenFresh(now + 7 * 86400000 + 1, now)).toBe(false);
  });
  it("a session's partner user is active until it expires", () => {
    expect(partnerUserActive({ partner: "club", externalUserId: "u", expiresAt: now + 1 }, now)).toBe(true);
    expect(partnerUserActive({ partner: "club", externalUserId: "u", expiresAt: now }, now)).toBe(false);
    expect(partnerUserActive(undefined, now)).toBe(false);
  });
  it("§4: the schedule switch drops the code unless a partner programme is in use", () => {
    expect(scheduleSwitchDropsCode(false)).toBe(true);
    expect(scheduleSwitchDropsCode(true)).toBe(false);
  });
});
