// The sandbox card checks (docs/payments-sandbox.md; storefront.md §5 "Card upload",
// 'Further card rules not shown': ours).
import { describe, expect, it } from "vitest";
import { cardBrand, cardLabel, digitsOnly, expiryValid, luhnValid, outcomeFor, securityCodeValid } from "~/domain/checkout/sandbox-cards";

describe("sandbox cards", () => {
  it("Luhn: the test cards pass, a changed digit fails, 13–19 digits only", () => {
    expect(luhnValid("4509953566233704")).toBe(true);
    expect(luhnValid("4509953566233705")).toBe(false);
    expect(luhnValid("4242")).toBe(false);
    expect(digitsOnly("4509 9535-6623 3704")).toBe("4509953566233704");
  });

  it("expiry: this month up to 20 years ahead, MM/AA or MM/AAAA", () => {
    const now = new Date("2026-11-18T15:00:00-03:00");
    expect(expiryValid("11/26", now)).toBe(true);
    expect(expiryValid("10/26", now)).toBe(false);
    expect(expiryValid("12/2046", now)).toBe(false);
    expect(expiryValid("11/2046", now)).toBe(true);
    expect(expiryValid("13/27", now)).toBe(false);
  });

  it("brand, security code, label and the fixed outcomes", () => {
    expect(cardBrand("4509953566233704")).toBe("visa");
    expect(cardBrand("5031755734530604")).toBe("master");
    expect(securityCodeValid("123", "visa")).toBe(true);
    expect(securityCodeValid("123", "amex")).toBe(false);
    expect(cardLabel("4509953566233704")).toBe("Visa terminada en 3704");
    expect(outcomeFor("4000000000000002", "Ana")).toBe("REJECTED");
    expect(outcomeFor("4509953566233704", "cont")).toBe("APPROVED");
    expect(outcomeFor("4242424242424242", "CONT")).toBe("PROCESSING");
  });
});
