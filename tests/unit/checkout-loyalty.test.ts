// storefront.md §4 Loyalty, §5 Loyalty redemption, §9; demo-tenant.md 'Puntos Sabores'
// (points name 'Puntos', 5% cashback, min 500, max 5.000, 30% of the order; Lucía 3.200).
import { describe, expect, it } from "vitest";
import {
  cashbackPoints, myPointsTitle, orderCap, pointsBlockCodeMessage, pointsConflictWithCode, programAppliesTo,
  proposedPoints, showRedeemButton, validateRedemption, type LoyaltyProgram,
} from "../../app/domain/checkout/loyalty";

const PUNTOS: LoyaltyProgram = {
  active: true, name: "Puntos Sabores", pointsName: "Puntos", orderPercentage: 5,
  minRedeemedPoints: 500, maxRedeemedPoints: 5000, maxRedeemedPercentage: 30, supportsDiscounts: true, branchContactIds: [],
};
const LUCIA = 3200;

describe("redeem button (§4)", () => {
  it("shows for Lucía with 3.200 points and nothing applied", () => {
    expect(showRedeemButton(PUNTOS, LUCIA, 0)).toBe(true);
  });
  it("hides when points are applied, below the minimum, zero, or the programme is off", () => {
    expect(showRedeemButton(PUNTOS, LUCIA, 1000)).toBe(false);
    expect(showRedeemButton(PUNTOS, 499, 0)).toBe(false);
    expect(showRedeemButton(PUNTOS, 500, 0)).toBe(true);
    expect(showRedeemButton({ ...PUNTOS, minRedeemedPoints: 0 }, 0, 0)).toBe(false);
    expect(showRedeemButton({ ...PUNTOS, active: false }, LUCIA, 0)).toBe(false);
    expect(showRedeemButton(null, LUCIA, 0)).toBe(false);
  });
});

describe("proposed default = min(balance, max, 30% cap)", () => {
  it("Muzzarella Grande delivery (order amount 11.750): cap 3.525 → Lucía's 3.200", () => {
    expect(orderCap(PUNTOS, 11750)).toBe(3525);
    expect(proposedPoints(PUNTOS, LUCIA, 11750)).toBe(3200);
  });
  it("a small order: 30% of 8.000 = 2.400", () => {
    expect(proposedPoints(PUNTOS, LUCIA, 8000)).toBe(2400);
  });
  it("a big balance stops at the programme max 5.000", () => {
    expect(proposedPoints(PUNTOS, 9000, 50000)).toBe(5000);
  });
  it("the cap rounds down: 30% of 11.502 = 3.450,6 → 3.450", () => {
    expect(orderCap(PUNTOS, 11502)).toBe(3450);
  });
});

describe("validateRedemption (§5, literal messages)", () => {
  const v = (points: number, balance = LUCIA, orderAmount = 20000) => validateRedemption(PUNTOS, { points, balance, orderAmount });
  it("accepts the proposed amount", () => {
    expect(v(3200)).toBeNull();
    expect(v(500)).toBeNull();
  });
  it("not above the balance", () => {
    expect(v(3300)).toBe("El máximo de Puntos acumulados es: 3.200");
  });
  it("not above the programme maximum", () => {
    expect(v(6000, 8000)).toBe("El máximo de Puntos canjeable es: 5.000");
  });
  it("not below the minimum", () => {
    expect(v(499)).toBe("El mínimo de Puntos canjeable es: 500");
    expect(v(0)).toBe("El mínimo de Puntos canjeable es: 500");
  });
  it("not above 30% of the order amount", () => {
    expect(v(3000, LUCIA, 8000)).toBe("El máximo de Puntos utilizable para este pedido es: 2.400");
  });
});

describe("cashback and codes", () => {
  it("5% of the paid total, whole points: 14.050 → 702,5 → 703", () => {
    expect(cashbackPoints(PUNTOS, 14050)).toBe(703);
    expect(cashbackPoints(PUNTOS, 13550)).toBe(678); // 677,5
    expect(cashbackPoints({ ...PUNTOS, active: false }, 14050)).toBe(0);
  });
  it("points and a code conflict only when the programme does not support discounts", () => {
    expect(pointsConflictWithCode(PUNTOS, true, 1000)).toBe(false);
    expect(pointsConflictWithCode({ supportsDiscounts: false }, true, 1000)).toBe(true);
    expect(pointsConflictWithCode({ supportsDiscounts: false }, true, 0)).toBe(false);
    expect(pointsBlockCodeMessage(PUNTOS)).toBe("No es posible usar un código de descuento junto con el canje de Puntos");
  });
  it("titles and branch scope", () => {
    expect(myPointsTitle(PUNTOS)).toBe("Mis Puntos");
    expect(programAppliesTo(PUNTOS, 7)).toBe(true);
    expect(programAppliesTo({ ...PUNTOS, branchContactIds: [1] }, 7)).toBe(false);
  });
});
