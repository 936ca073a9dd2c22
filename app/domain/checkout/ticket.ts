// The order ticket of 'Confirmación del pedido': storefront.md §2 "Checkout page"
// (items, surcharges, discounts, loyalty points, 'Tasa de Servicio', delivery fee,
// total), §3 "Delivery info" / "Discount line" / "Surcharge line", §4 (general
// discounts sorted by priority, missing priority last), §7 fees (service fee =
// userFee + percentage of the order amount), §9 (1 point = 1 currency unit).
// Whole pesos; the server computes it, forms never send amounts.
import type { PricedCart } from "~/domain/cart/cart-pricing";
import { formatMoney, toPesos } from "../money";
import type { OrderModeType, PaymentMethod } from "../types";
import type { AppliedCodeDiscount } from "./code-discount";

export interface GeneralDiscount {
  name: string;
  type: "PERCENT" | "FIXED";
  value: number;
  priority: number | null;
  discountReferenceId?: number | null;
  /** §3 Discount line: the partner whose users alone get it; null for everybody. */
  externalBenefitType?: string | null;
}

export interface Surcharge {
  name: string;
  type: "FIXED" | "PERCENT";
  value: number;
  surchargeReferenceId?: number | null;
}

export interface ServiceFeeConfig {
  userFee: number;
  percentageUserFee: number;
}

/** §3 Delivery info, already resolved for the diner's location. */
export interface TicketDeliveryInfo {
  fee: number;
  /** null: same as fee. */
  cashFee: number | null;
  minimumOrder: number;
  freeDeliveryFrom: number | null;
  inside: boolean;
}

export interface TicketInput {
  pricedCart: Pick<PricedCart, "itemsTotal">;
  orderModeType: OrderModeType;
  paymentMethod: PaymentMethod | null;
  deliveryInfo: TicketDeliveryInfo | null;
  generalDiscounts: readonly GeneralDiscount[];
  surcharges: readonly Surcharge[];
  serviceFee: ServiceFeeConfig | null;
  codeDiscount: AppliedCodeDiscount | null;
  redeemedPoints: number;
  /** The programme's points name for the loyalty line; default 'Puntos'. */
  pointsName?: string;
}

export interface AmountLine {
  name: string;
  type: "PERCENT" | "FIXED";
  value: number;
  amount: number;
  text: string;
}

export interface DiscountLine extends AmountLine {
  discountReferenceId: number | null;
  externalBenefitType: string | null;
}

export interface Ticket {
  itemsTotal: number;
  /** General discounts in application order, amounts positive, text negative. */
  discounts: DiscountLine[];
  surcharges: AmountLine[];
  /** Items − general discounts − code discount + surcharges: base of the service-fee percentage and the loyalty cap. */
  orderAmount: number;
  serviceFee: { label: "Tasa de Servicio"; amount: number; text: string; tooltip: string };
  /** null when the mode is not delivery. */
  deliveryFee: { amount: number; fullAmount: number; free: boolean; text: string; struckText: string | null; hint: string | null } | null;
  loyalty: { points: number; amount: number; label: string; text: string } | null;
  codeDiscount: { code: string; amount: number; label: string; text: string } | null;
  total: number;
  totalText: string;
}

// §2 Checkout ticket literals.
export const SERVICE_FEE_LABEL = "Tasa de Servicio";
export const SERVICE_FEE_FREE = "(Bonificada)";
export const SERVICE_FEE_TOOLTIP = "Costo de procesamiento de la órden.";
export const SURCHARGE_TOOLTIP = "Configurado por el local.";
export const DELIVERY_FREE_TEXT = "Gratis";
export const freeDeliveryHint = (amount: number) => `Suma ${formatMoney(amount)} en productos para tener envío gratis`;

/** §4: sorted by priority ascending, missing priority last; stable for equal priorities. */
export function sortByPriority<T extends { priority: number | null }>(list: readonly T[]): T[] {
  const rank = (p: number | null) => (p == null ? Number.POSITIVE_INFINITY : p);
  return list.map((d, i) => [d, i] as const).sort((a, b) => rank(a[0].priority) - rank(b[0].priority) || a[1] - b[1]).map(([d]) => d);
}

const pct = (base: number, value: number) => toPesos((base * Math.max(0, value)) / 100);
const minus = (amount: number) => (amount > 0 ? formatMoney(-amount) : formatMoney(0));

/**
 * Every line of the ticket. Order of application (docs/decisions.md#checkout-and-orders
 * "Ticket arithmetic"): general discounts by priority, each on what is left of
 * the items; the code discount on the items (capped at what is left);
 * surcharges on the items total; service fee on the order amount; delivery fee;
 * loyalty points last (never more than what is left). Total never below 0.
 */
export function computeTicket(input: TicketInput): Ticket {
  const itemsTotal = Math.max(0, toPesos(input.pricedCart.itemsTotal));
  let products = itemsTotal;
  const discounts: DiscountLine[] = [];
  for (const d of sortByPriority(input.generalDiscounts)) {
    const raw = d.type === "PERCENT" ? pct(products, Math.min(100, d.value)) : toPesos(Math.max(0, d.value));
    const amount = Math.min(products, raw);
    products -= amount;
    discounts.push({
      name: d.name,
      type: d.type,
      value: d.value,
      amount,
      text: minus(amount),
      discountReferenceId: d.discountReferenceId ?? null,
      externalBenefitType: d.externalBenefitType ?? null,
    });
  }

  const code = input.codeDiscount;
  const codeAmount = code ? Math.min(products, Math.max(0, toPesos(code.amount))) : 0;
  products -= codeAmount;

  const surcharges: AmountLine[] = input.surcharges.map((s) => {
    const amount = s.type === "PERCENT" ? pct(itemsTotal, s.value) : toPesos(Math.max(0, s.value));
    return { name: s.name, type: s.type, value: s.value, amount, text: formatMoney(amount) };
  });
  const orderAmount = products + surcharges.reduce((n, s) => n + s.amount, 0);

  // §7 fees: userFee + percentage of the order amount; '(Bonificada)' when zero.
  const feeAmount = input.serviceFee
    ? toPesos(Math.max(0, input.serviceFee.userFee) + (orderAmount * Math.max(0, input.serviceFee.percentageUserFee)) / 100)
    : 0;
  const serviceFee = {
    label: SERVICE_FEE_LABEL,
    amount: feeAmount,
    text: feeAmount > 0 ? formatMoney(feeAmount) : SERVICE_FEE_FREE,
    tooltip: SERVICE_FEE_TOOLTIP,
  } as const;

  const deliveryFee = input.orderModeType === "DELIVERY" && input.deliveryInfo ? deliveryLine(input, itemsTotal) : null;

  const beforePoints = orderAmount + feeAmount + (deliveryFee?.amount ?? 0);
  const points = Math.max(0, Math.floor(input.redeemedPoints || 0));
  const pointsAmount = Math.min(points, beforePoints); // §9: 1 point = $ 1
  const pointsName = input.pointsName ?? "Puntos";
  const total = Math.max(0, beforePoints - pointsAmount);

  return {
    itemsTotal,
    discounts,
    surcharges,
    orderAmount,
    serviceFee,
    deliveryFee,
    loyalty: points > 0 ? { points, amount: pointsAmount, label: `Canje de ${pointsName}`, text: minus(pointsAmount) } : null,
    codeDiscount: code ? { code: code.code, amount: codeAmount, label: `Código ${code.code}`, text: minus(codeAmount) } : null,
    total,
    totalText: formatMoney(total),
  };
}

/**
 * §3 Delivery info: the cash fee when paying cash; 0 when the items reach the
 * free-delivery amount or a free-delivery code is applied ('Gratis', the full
 * fee struck through); otherwise the hint toward free delivery.
 */
function deliveryLine(input: TicketInput, itemsTotal: number): NonNullable<Ticket["deliveryFee"]> {
  const info = input.deliveryInfo!;
  const cash = input.paymentMethod === "CASH" && info.cashFee != null;
  const fullAmount = Math.max(0, toPesos(cash ? (info.cashFee as number) : info.fee));
  const byAmount = info.freeDeliveryFrom != null && itemsTotal >= info.freeDeliveryFrom;
  const free = byAmount || !!input.codeDiscount?.freeDelivery || fullAmount === 0;
  const hint =
    !free && info.freeDeliveryFrom != null ? freeDeliveryHint(info.freeDeliveryFrom - itemsTotal) : null;
  return {
    amount: free ? 0 : fullAmount,
    fullAmount,
    free,
    text: free ? DELIVERY_FREE_TEXT : formatMoney(fullAmount),
    struckText: free && fullAmount > 0 ? formatMoney(fullAmount) : null,
    hint,
  };
}

/** True when delivery is already free without any code (for 'Ya tiene envío gratis'). */
export function deliveryFreeByAmount(itemsTotal: number, info: Pick<TicketDeliveryInfo, "freeDeliveryFrom"> | null): boolean {
  return !!info && info.freeDeliveryFrom != null && itemsTotal >= info.freeDeliveryFrom;
}
