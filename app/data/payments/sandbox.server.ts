// The built-in `sandbox` card provider (payment type onlinePayment.providerName
// = 'sandbox'). It behaves like a hosted card page (Transbank's webpay: a url +
// token, the diner comes back with `token_ws`) and like a card API
// (MercadoPago: tokenise the card, then charge it). Its state lives in KV with
// a time-to-live, as an external provider's would: D1 keeps only what the order
// needs (order service). Test cards: docs/payments-sandbox.md.
import type {
  ChargeInput,
  ChargeResult,
  ChargeStatus,
  PaymentConfirmation,
  PaymentOrder,
  PaymentProvider,
  PaymentUrl,
  RefundInput,
  RefundResult,
} from "./provider.server";
import { cardBrand, cardLabel, outcomeFor } from "~/domain/checkout/sandbox-cards";

export const SANDBOX_PROVIDER = "sandbox";
/** A hosted payment page lives 3 hours (longer than the allowed payment time). */
const SESSION_TTL_S = 60 * 60 * 3;
/** A card token is single use and short lived, like a real provider's. */
const CARD_TOKEN_TTL_S = 60 * 15;

/** What the hosted page shows and remembers. */
export interface SandboxPayment {
  token: string;
  order: PaymentOrder;
  status: "CREATED" | ChargeStatus;
  paymentReferenceId: string | null;
  /** 'Visa terminada en 3704' once paid. */
  cardLabel: string | null;
}

interface SandboxCard {
  number: string;
  cardName: string;
  documentNumber: string;
}

/** Whom a card token is issued for: the merchant (company) and, from a hosted page, its order. */
export interface CardTokenScope {
  companyId: number;
  orderCode?: string;
}

type StoredCard = SandboxCard & Partial<CardTokenScope>;

const payKey = (token: string) => `sandbox:pay:${token}`;
const cardKey = (token: string) => `sandbox:card:${token}`;
const refundKey = (paymentReferenceId: string) => `sandbox:refund:${paymentReferenceId}`;
/** A refund the sandbox recorded (what a real provider's dashboard would list). */
export interface SandboxRefund extends RefundInput {
  refundReferenceId: string;
}
/** The sandbox's refund of a charge, if any (tests and the sandbox pages read it). */
export async function readSandboxRefund(env: Env, paymentReferenceId: string): Promise<SandboxRefund | null> {
  return env.SESSIONS.get<SandboxRefund>(refundKey(paymentReferenceId), "json");
}
const randomToken = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, "")}`;
/** Tokens we issue: anything else is rejected before touching KV. */
export const isSandboxToken = (token: string) => /^sbx_[a-f0-9]{32}$/.test(token);
const isCardToken = (token: string) => /^sbc_[a-f0-9]{32}$/.test(token);

export function sandboxPaymentPath(token: string): string {
  return `/pago/sandbox/${token}`;
}

export async function readSandboxPayment(env: Env, token: string): Promise<SandboxPayment | null> {
  if (!isSandboxToken(token)) return null;
  return env.SESSIONS.get<SandboxPayment>(payKey(token), "json");
}

async function writeSandboxPayment(env: Env, payment: SandboxPayment): Promise<void> {
  await env.SESSIONS.put(payKey(payment.token), JSON.stringify(payment), { expirationTtl: SESSION_TTL_S });
}

/**
 * Tokenises a typed card (validated by the caller) for one merchant, like a
 * provider's browser script with the merchant's public key: only a charge for
 * `scope.companyId` (and `scope.orderCode`, when given) may use the token.
 */
export async function createCardToken(env: Env, card: SandboxCard, scope: CardTokenScope): Promise<{ token: string; paymentMethodId: string }> {
  const token = randomToken("sbc_");
  const stored: StoredCard = { ...card, companyId: scope.companyId, ...(scope.orderCode ? { orderCode: scope.orderCode } : {}) };
  await env.SESSIONS.put(cardKey(token), JSON.stringify(stored), { expirationTtl: CARD_TOKEN_TTL_S });
  return { token, paymentMethodId: cardBrand(card.number) };
}

/**
 * The hosted page's submit: charge the card for the page's order and remember
 * the result. The caller has claimed the attempt first (order-payment.server.ts
 * payHostedAttempt), so a replaced or already submitted page never gets here.
 */
export async function payOnHostedPage(env: Env, payment: SandboxPayment, card: SandboxCard): Promise<SandboxPayment> {
  if (payment.status !== "CREATED" && payment.status !== "REJECTED") return payment; // paid or in process: idempotent
  const provider = sandboxProvider(env);
  const { code: orderCode, companyId } = payment.order;
  const { token, paymentMethodId } = await createCardToken(env, card, { companyId, orderCode });
  const result = await provider.chargeCard({
    token,
    paymentMethodId,
    cardName: card.cardName,
    identificationType: "DNI",
    identificationNumber: card.documentNumber,
    amount: payment.order.amount,
    orderCode,
    companyId,
  });
  const next: SandboxPayment = {
    ...payment,
    status: result.status,
    paymentReferenceId: result.paymentReferenceId,
    cardLabel: cardLabel(card.number),
  };
  await writeSandboxPayment(env, next);
  return next;
}

export function sandboxProvider(env: Env): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,

    async createPaymentUrl(order: PaymentOrder): Promise<PaymentUrl> {
      const token = randomToken("sbx_");
      await writeSandboxPayment(env, { token, order, status: "CREATED", paymentReferenceId: null, cardLabel: null });
      return { token, url: sandboxPaymentPath(token) };
    },

    async chargeCard(input: ChargeInput): Promise<ChargeResult> {
      if (!isCardToken(input.token) || !(input.amount > 0)) return { status: "REJECTED", paymentReferenceId: null };
      const card = await env.SESSIONS.get<StoredCard>(cardKey(input.token), "json");
      if (!card) return { status: "REJECTED", paymentReferenceId: null };
      // Issued for another merchant or order (or before tokens were scoped): not this charge's, left as it is.
      if (card.companyId !== input.companyId || (card.orderCode != null && card.orderCode !== input.orderCode)) {
        return { status: "REJECTED", paymentReferenceId: null };
      }
      await env.SESSIONS.delete(cardKey(input.token)); // single use
      if (cardBrand(card.number) !== input.paymentMethodId) return { status: "REJECTED", paymentReferenceId: null };
      const status = outcomeFor(card.number, input.cardName || card.cardName);
      return { status, paymentReferenceId: `SBX-${crypto.randomUUID().slice(0, 8).toUpperCase()}` };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      if (!/^SBX-[A-F0-9]{8}$/.test(input.paymentReferenceId) || !(input.amount > 0)) return { refunded: false, refundReferenceId: null };
      const done = await readSandboxRefund(env, input.paymentReferenceId);
      if (done) return { refunded: true, refundReferenceId: done.refundReferenceId };
      const refund: SandboxRefund = { ...input, refundReferenceId: `SBR-${crypto.randomUUID().slice(0, 8).toUpperCase()}` };
      await env.SESSIONS.put(refundKey(input.paymentReferenceId), JSON.stringify(refund));
      return { refunded: true, refundReferenceId: refund.refundReferenceId };
    },

    async confirm(tokenWs: string): Promise<PaymentConfirmation | null> {
      const payment = await readSandboxPayment(env, tokenWs);
      if (!payment || payment.status === "CREATED") return null;
      return {
        token: payment.token,
        status: payment.status,
        paymentReferenceId: payment.paymentReferenceId,
        orderCode: payment.order.code,
        companyId: payment.order.companyId,
        amount: payment.order.amount,
      };
    },
  };
}
