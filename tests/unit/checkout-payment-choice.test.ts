// storefront.md §4 Payment: cash only where delivery cash is allowed; otherwise the
// first active non-cash type.
import { describe, expect, it } from "vitest";
import { allowedPaymentTypes, defaultPaymentType, deliveryCashAllowed } from "../../app/domain/checkout/payment-choice";
import type { OrderModeType, PaymentType } from "../../app/domain/types";

const pt = (id: number, paymentMethod: PaymentType["paymentMethod"], active = true): PaymentType => ({
  id, showName: `p${id}`, description: null, paymentMethod, active, upload: "APP", onlinePayment: null,
});
const mode = (type: OrderModeType, paymentTypes: PaymentType[]) => ({ type, paymentTypes });
const cash = pt(1, "CASH");
const card = pt(2, "CARD");
const online = pt(3, "ONLINE");
const noCash = { cashAllowed: false };
const withCash = { cashAllowed: true };

describe("allowedPaymentTypes", () => {
  it("offers cash on delivery when the zone allows it or the zone is unknown", () => {
    expect(allowedPaymentTypes(mode("DELIVERY", [cash, card]), withCash)).toEqual([cash, card]);
    expect(allowedPaymentTypes(mode("DELIVERY", [cash, card]), null)).toEqual([cash, card]);
  });
  it("drops cash on delivery when the zone does not allow it", () => {
    expect(allowedPaymentTypes(mode("DELIVERY", [cash, card, online]), noCash)).toEqual([card, online]);
  });
  it("never drops cash outside delivery", () => {
    expect(allowedPaymentTypes(mode("TAKE_AWAY", [cash, card]), noCash)).toEqual([cash, card]);
  });
  it("only offers active types", () => {
    expect(allowedPaymentTypes(mode("DELIVERY", [cash, pt(4, "CARD", false), online]), noCash)).toEqual([online]);
  });
  it("deliveryCashAllowed", () => {
    expect(deliveryCashAllowed("DELIVERY", noCash)).toBe(false);
    expect(deliveryCashAllowed("DELIVERY", withCash)).toBe(true);
    expect(deliveryCashAllowed("DELIVERY", undefined)).toBe(true);
    expect(deliveryCashAllowed("TABLE", noCash)).toBe(true);
  });
});

describe("defaultPaymentType", () => {
  it("keeps an allowed choice (number or form string)", () => {
    expect(defaultPaymentType(mode("DELIVERY", [cash, card]), withCash, 1)).toBe(cash);
    expect(defaultPaymentType(mode("DELIVERY", [cash, card]), noCash, "2")).toBe(card);
  });
  it("switches a cash choice to the first active non-cash type when cash is not allowed", () => {
    expect(defaultPaymentType(mode("DELIVERY", [cash, pt(4, "CARD", false), online, card]), noCash, 1)).toBe(online);
    expect(defaultPaymentType(mode("DELIVERY", [cash, card]), noCash, null)).toBe(card);
  });
  it("defaults to the first active type otherwise", () => {
    expect(defaultPaymentType(mode("DELIVERY", [cash, card]), withCash, null)).toBe(cash);
    expect(defaultPaymentType(mode("DELIVERY", [cash, card]), withCash, 99)).toBe(cash);
  });
  it("is null when only cash exists and cash is not allowed", () => {
    expect(defaultPaymentType(mode("DELIVERY", [cash]), noCash, 1)).toBeNull();
  });
});
