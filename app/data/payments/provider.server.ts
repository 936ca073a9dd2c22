// The online card payment behind a provider interface (storefront.md §4
// "Payment", §7 POST /api/paymenturl, POST /api/order/payment, POST
// /api/callback/transbank). Checkout and follow-up only talk to
// `PaymentProvider`; a payment type names its provider with
// `onlinePayment.providerName`, so a MercadoPago / Transbank adapter is one
// more entry in registry.server.ts (docs/payments-sandbox.md).
import type { ChargeStatus, PaymentStatus } from "~/domain/orders/order-status";

export type { ChargeStatus };

/** §9 'Card identification type: DNI'. */
export type IdentificationType = "DNI";

/** The order as a provider needs it: never more than the code, the amount and where to come back. */
export interface PaymentOrder {
  code: string;
  companyId: number;
  branchContactId: number;
  branchContactAlias: string;
  /** Shown on the hosted page: the local's name. */
  merchantName: string;
  /** Whole pesos, computed on the server (never from the form). */
  amount: number;
  /** Absolute or root-relative URL the diner returns to; the provider appends `token_ws`. */
  returnUrl: string;
}

export interface PaymentUrl {
  url: string;
  token: string;
}

/** §3 Card payment info: token, paymentMethodId, dinerOrderId, cardName, identificationType, identificationNumber. */
export interface ChargeInput {
  /** The card token the provider issued for the typed card. */
  token: string;
  paymentMethodId: string;
  cardName: string;
  identificationType: IdentificationType;
  identificationNumber: string;
  amount: number;
  /** The order the charge belongs to (provider's external reference). */
  orderCode: string;
  /**
   * The order's company (the merchant account). A card token is issued for one
   * merchant, as a real provider's public key ties it: the provider rejects a
   * token issued for another company (or for another order).
   */
  companyId: number;
}

export interface ChargeResult {
  status: ChargeStatus;
  /** The provider's payment id (§3 paymentInfo.paymentReferenceId); null when nothing was charged. */
  paymentReferenceId: string | null;
}

/** A hosted-page payment the diner came back from (`token_ws`). */
export interface PaymentConfirmation extends ChargeResult {
  token: string;
  orderCode: string;
  companyId: number;
  amount: number;
}

/** A paid charge given back in full (the shop refused the order). */
export interface RefundInput {
  /** The provider's payment id of the charge (payments.external_id). */
  paymentReferenceId: string;
  orderCode: string;
  companyId: number;
  amount: number;
}

export interface RefundResult {
  refunded: boolean;
  /** The provider's refund id; null when nothing was refunded. */
  refundReferenceId: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** §7 POST /api/paymenturl: a hosted page where the diner pays this order. */
  createPaymentUrl(order: PaymentOrder): Promise<PaymentUrl>;
  /** §7 POST /api/order/payment: charges a tokenised card. */
  chargeCard(input: ChargeInput): Promise<ChargeResult>;
  /**
   * §7 POST /api/callback/transbank: the result of a hosted-page payment.
   * null for an unknown/expired token or one the diner has not paid yet. Idempotent.
   */
  confirm(tokenWs: string): Promise<PaymentConfirmation | null>;
  /** Gives a paid charge back in full. Idempotent per paymentReferenceId (a retry refunds nothing twice). */
  refund(input: RefundInput): Promise<RefundResult>;
}

export type PaymentProviderFactory = (env: Env) => PaymentProvider;

/** Provider status → the order's paymentInfo status (order-status.ts PaymentStatus). */
export function paymentStatusOf(status: ChargeStatus): PaymentStatus {
  if (status === "APPROVED") return "PAID";
  if (status === "REJECTED") return "REJECTED";
  return "PROCESSING";
}

/** §8 toasts after an online card payment: success on PAID, the error text otherwise. */
export const MSG_PAYMENT_OK = "Pago procesado con éxito.";
export const MSG_PAYMENT_FAILED = "El pago no pudo ser procesado.";
/** §8 payment errors. */
export const MSG_PAYMENT_LINK_ERROR = "Error generando link de pago, inténtelo nuevamente más tarde.";
export const MSG_PAYMENT_ERROR = "Tuvimos un problema al generar el pago de tu pedido. Por favor intente nuevamente más tarde.";
