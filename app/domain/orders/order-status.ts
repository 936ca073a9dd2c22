// Order statuses and the follow-up timeline: storefront.md §4 "Order statuses"
// and "Payment", §2 Modals "Order follow-up" (four nodes, labels by order type
// and payment state, pay-now / processing / expired states, cancel offer),
// §3 "Customer orders" and §9 (in-progress window 24 hours). Names and labels
// the spec leaves open: docs/decisions.md#checkout-and-orders "Order statuses".
import type { OrderModeType, PaymentMethod, PaymentType } from "~/domain/types";

/** PENDING_PAYMENT is the spec's 'unconfirmed' state: an online card order not paid yet. */
export const ORDER_STATUSES = [
  "PENDING_PAYMENT", "GENERATED", "ACCEPTED", "AWAITING_FINAL_STAGE", "READY", "DELIVERED", "CANCELED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** §4 Payment: paymentInfo status; PAID / REJECTED come back from the card provider. */
/** REFUNDED: a paid online payment given back (the shop refused the order). */
export type PaymentStatus = "PENDING" | "PROCESSING" | "PAID" | "REJECTED" | "REFUNDED";
/** Who moved an order to a status (kept on its status event). */
export type OrderStatusActor = "system" | "console" | "rider" | "picker" | "diner";
/** What a card payment provider answers for a charge (MercadoPago-like statuses). */
export type ChargeStatus = "APPROVED" | "REJECTED" | "PROCESSING";

/** Allowed transitions, as data. DELIVERED and CANCELED are final. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING_PAYMENT: ["GENERATED", "CANCELED"], // paid → the shop sees it; expired/rejected → cancelled
  GENERATED: ["ACCEPTED", "CANCELED"],
  ACCEPTED: ["AWAITING_FINAL_STAGE", "READY", "CANCELED"],
  // logistics.md §4 Diner order statuses: "AWAITING_FINAL_STAGE to READY, or back to
  // ACCEPTED for delivery orders" (the picker's flow: domain/orders/picking.ts).
  AWAITING_FINAL_STAGE: ["READY", "ACCEPTED", "CANCELED"],
  READY: ["DELIVERED", "CANCELED"],
  DELIVERED: [],
  CANCELED: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export type TransitionResult = { ok: true; status: OrderStatus } | { ok: false; error: string };

export function transition(from: OrderStatus, to: OrderStatus): TransitionResult {
  return canTransition(from, to) ? { ok: true, status: to } : { ok: false, error: `Transición inválida: ${from} → ${to}` };
}

export const isFinalStatus = (s: OrderStatus) => ORDER_TRANSITIONS[s].length === 0;

/** §4 Payment: online card with upload API → PROCESSING, otherwise PENDING. */
export function initialPaymentStatus(p: Pick<PaymentType, "paymentMethod" | "upload">): PaymentStatus {
  return p.paymentMethod === "ONLINE" && p.upload === "API" ? "PROCESSING" : "PENDING";
}

/**
 * A new order: unconfirmed (PENDING_PAYMENT) while an online payment is due
 * ('Tarjeta online'), else GENERATED (cash, card on pick-up).
 */
export function initialOrderStatus(p: Pick<PaymentType, "paymentMethod">): OrderStatus {
  return p.paymentMethod === "ONLINE" ? "PENDING_PAYMENT" : "GENERATED";
}

/** After the provider answers: paid → GENERATED; rejected stays unconfirmed (pay again). */
export function afterPayment(status: OrderStatus, payment: PaymentStatus): OrderStatus {
  return status === "PENDING_PAYMENT" && payment === "PAID" ? "GENERATED" : status;
}

export interface FollowUpOrder {
  status: OrderStatus;
  type: OrderModeType;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  scheduled: boolean;
  /** epoch ms */
  orderedAt: number;
}

export type NodeState = "done" | "active" | "pending" | "canceled";
export interface TimelineNode {
  key: "generated" | "accepted" | "ready" | "final";
  label: string;
  state: NodeState;
}

/** Node 3 label by order type. */
export function readyLabel(type: OrderModeType): string {
  if (type === "DELIVERY") return "En camino";
  if (type === "TABLE") return "Listo para servir";
  return "Listo para retirar";
}

/** Node 1 label by payment state. */
function generatedLabel(o: Pick<FollowUpOrder, "status" | "paymentStatus">): string {
  if (o.status !== "PENDING_PAYMENT") return "Pedido generado";
  return o.paymentStatus === "PROCESSING" ? "Procesando pago" : "Pago pendiente";
}

/** How many of the four nodes the status has reached. */
const REACHED: Record<OrderStatus, number> = {
  PENDING_PAYMENT: 1, GENERATED: 1, ACCEPTED: 2, AWAITING_FINAL_STAGE: 2, READY: 3, DELIVERED: 4, CANCELED: 1,
};

/**
 * §2 Order follow-up: four nodes (generated, accepted, ready, delivered or
 * cancelled). The last reached node is 'active' (the unpaid node 1 too); all
 * four are 'done' once delivered. Cancelled: node 4 reads 'Cancelado' and
 * `showProgress` is false (no progress bars).
 */
export function followUpTimeline(o: Pick<FollowUpOrder, "status" | "type" | "paymentStatus">): {
  nodes: TimelineNode[];
  showProgress: boolean;
} {
  const canceled = o.status === "CANCELED";
  const reached = REACHED[o.status];
  const labels: [TimelineNode["key"], string][] = [
    ["generated", generatedLabel(o)],
    ["accepted", "Pedido aceptado"],
    ["ready", readyLabel(o.type)],
    ["final", canceled ? "Cancelado" : "Entregado"],
  ];
  const nodes = labels.map(([key, label], i): TimelineNode => {
    let state: NodeState = i < reached ? "done" : "pending";
    if (canceled && key === "final") state = "canceled";
    else if (!canceled && o.status !== "DELIVERED" && i === reached - 1) state = "active";
    return { key, label, state };
  });
  return { nodes, showProgress: !canceled };
}

/** §9 Order in-progress window. */
export const IN_PROGRESS_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * §3 Customer orders: in progress if scheduled, or ordered within the last 24
 * hours — and in both cases not delivered or cancelled ('PEDIDO EN CURSO').
 */
export function isInProgress(o: Pick<FollowUpOrder, "status" | "scheduled" | "orderedAt">, now: number): boolean {
  if (isFinalStatus(o.status)) return false;
  return o.scheduled || (now - o.orderedAt >= 0 && now - o.orderedAt < IN_PROGRESS_WINDOW_MS);
}

/** §2: cancel is offered with a WhatsApp contact, unless cancelled, delivered or awaiting payment. */
export function canCancelOrder(o: Pick<FollowUpOrder, "status">, hasWhatsApp: boolean): boolean {
  return hasWhatsApp && !["CANCELED", "DELIVERED", "PENDING_PAYMENT"].includes(o.status);
}

export type PaymentView = "payNow" | "processing" | "expired" | null;
export const MSG_PAYMENT_EXPIRED = "El tiempo para pagar el pedido expiró. Genera el pedido nuevamente.";

/**
 * Hours an unpaid online card order can still be paid (the spec leaves the
 * value open; docs/decisions.md#follow-up-payments-support "Allowed payment hours").
 */
export const PAYMENT_ALLOWED_HOURS = 2;

/** §2: an unpaid card order shows processing, pay-now (also after a rejection), or expired past `allowedHours`. */
export function paymentView(o: Pick<FollowUpOrder, "status" | "paymentStatus" | "orderedAt">, now: number, allowedHours: number): PaymentView {
  if (o.status !== "PENDING_PAYMENT") return null;
  if (o.paymentStatus === "PROCESSING") return "processing";
  return now - o.orderedAt >= allowedHours * 3_600_000 ? "expired" : "payNow";
}
