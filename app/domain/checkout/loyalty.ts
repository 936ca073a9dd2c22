// Loyalty programme: storefront.md §3 "Loyalty programme", §4 "Loyalty"
// (redeem button, conflict with codes), §5 "Loyalty redemption", §9 (1 point =
// 1 currency unit; whole-number rounding).
import { toPesos } from "../money";

export interface LoyaltyProgram {
  active: boolean;
  /** 'Puntos Sabores' */
  name: string;
  /** 'Puntos': used in every message. */
  pointsName: string;
  /** Cashback percentage of the paid total. */
  orderPercentage: number;
  minRedeemedPoints: number;
  maxRedeemedPoints: number;
  /** At most this percentage of the order amount can be paid with points. */
  maxRedeemedPercentage: number;
  /** §3: default true; false → points and discount codes exclude each other. */
  supportsDiscounts: boolean;
  /** Branch contacts where it applies; empty = all. */
  branchContactIds: number[];
}

/** §9 Number format default: thousands '.' ('3.200'), like the amounts. */
export function formatPoints(n: number): string {
  const whole = Math.trunc(Number.isFinite(n) ? n : 0);
  return `${whole < 0 ? "-" : ""}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

// §5 Loyalty redemption, literal.
export const balanceMessage = (p: Pick<LoyaltyProgram, "pointsName">, n: number) =>
  `El máximo de ${p.pointsName} acumulados es: ${formatPoints(n)}`;
export const maxMessage = (p: Pick<LoyaltyProgram, "pointsName">, n: number) =>
  `El máximo de ${p.pointsName} canjeable es: ${formatPoints(n)}`;
export const minMessage = (p: Pick<LoyaltyProgram, "pointsName">, n: number) =>
  `El mínimo de ${p.pointsName} canjeable es: ${formatPoints(n)}`;
export const orderCapMessage = (p: Pick<LoyaltyProgram, "pointsName">, n: number) =>
  `El máximo de ${p.pointsName} utilizable para este pedido es: ${formatPoints(n)}`;

/** The programme applies at this branch contact. */
export function programAppliesTo(program: LoyaltyProgram | null, branchContactId: number): program is LoyaltyProgram {
  return !!program && program.active && (program.branchContactIds.length === 0 || program.branchContactIds.includes(branchContactId));
}

/**
 * §4: the redeem button shows only when points are above 0, the programme is
 * active, the points reach the minimum redeemable and none are applied.
 */
export function showRedeemButton(program: LoyaltyProgram | null, balance: number, appliedPoints: number): boolean {
  return !!program && program.active && balance > 0 && balance >= program.minRedeemedPoints && appliedPoints <= 0;
}

/** §5: the percent cap of this order, rounded down so it never exceeds the percentage. */
export function orderCap(program: Pick<LoyaltyProgram, "maxRedeemedPercentage">, orderAmount: number): number {
  return Math.max(0, Math.floor((Math.max(0, orderAmount) * program.maxRedeemedPercentage) / 100));
}

/** §5: proposed default = min(balance, max points, percent cap), whole points. */
export function proposedPoints(program: LoyaltyProgram, balance: number, orderAmount: number): number {
  return Math.max(0, Math.floor(Math.min(balance, program.maxRedeemedPoints, orderCap(program, orderAmount))));
}

/**
 * §5 Loyalty redemption: the first failing rule in the spec's order, or null.
 * Non-integer or negative input counts as below the minimum.
 */
export function validateRedemption(
  program: LoyaltyProgram,
  input: { points: number; balance: number; orderAmount: number },
): string | null {
  const points = Number.isFinite(input.points) ? Math.floor(input.points) : 0;
  if (points > input.balance) return balanceMessage(program, input.balance);
  if (points > program.maxRedeemedPoints) return maxMessage(program, program.maxRedeemedPoints);
  if (points < program.minRedeemedPoints || points <= 0) return minMessage(program, program.minRedeemedPoints);
  const cap = orderCap(program, input.orderAmount);
  if (points > cap) return orderCapMessage(program, cap);
  return null;
}

/** §3 orderPercentage: cashback points earned on the paid total, rounded to whole points. */
export function cashbackPoints(program: Pick<LoyaltyProgram, "active" | "orderPercentage"> | null, paidTotal: number): number {
  if (!program || !program.active) return 0;
  return Math.max(0, toPesos((Math.max(0, paidTotal) * program.orderPercentage) / 100));
}

/** §4: points and a discount code conflict unless the programme supports discounts. */
export function pointsConflictWithCode(program: Pick<LoyaltyProgram, "supportsDiscounts"> | null, hasCode: boolean, points: number): boolean {
  return !!program && !program.supportsDiscounts && hasCode && points > 0;
}

// Ours (docs/decisions.md#checkout-and-orders "Loyalty vs code messages").
export const pointsBlockCodeMessage = (program: Pick<LoyaltyProgram, "pointsName">) =>
  `No es posible usar un código de descuento junto con el canje de ${program.pointsName}`;

/** The 'Mis {points name}' title of the loyalty points modal and page (§2 Modals): 'Mis Puntos'. */
export const myPointsTitle = (program: Pick<LoyaltyProgram, "pointsName">) => `Mis ${program.pointsName}`;

/** §2 Side menu: 'Mi beneficio' shown as 'Mis {loyalty program name}': 'Mis Puntos Sabores'. */
export const myBenefitLabel = (program: Pick<LoyaltyProgram, "name">) => `Mis ${program.name}`;
