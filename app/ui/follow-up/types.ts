// Loader data of the follow-up page /menu/{alias}/order/{orderCode}
// (storefront.md §2 Modals "Order follow-up", §3 "Follow-up order"). Built on
// the server with amounts already formatted, so the page ships no domain code.
import type { PaymentView, TimelineNode } from "~/domain/orders/order-status";
import type { ChatWidget } from "~/domain/orders/support-chat";
import type { ToastMessage } from "~/domain/toasts";

export interface FollowUpLine {
  name: string;
  quantity: number;
  /** 'Grande · Extra muzzarella, Aceitunas' */
  detail: string | null;
  notes: string | null;
  total: string;
  /** Struck-through total before the product discount. */
  originalTotal: string | null;
}

export interface FollowUpAmountRow {
  label: string;
  text: string;
  kind: "items" | "discount" | "surcharge" | "fee" | "delivery" | "points";
  /** 'Gratis' rows show the full fee struck through. */
  struck?: string | null;
}

export interface FollowUpView {
  code: string;
  /** Room of party/order-room.ts: `order-{code}`. */
  room: string;
  /** `/menu/{alias}/order/{code}`: the page's own URL. */
  path: string;
  /** Back to the menu of the order's mode. */
  menuHref: string;
  local: { name: string; addressText: string };
  typeName: string;
  status: string;
  paymentStatus: string;
  canceled: boolean;
  statusTitle: string;
  timeline: { nodes: TimelineNode[]; showProgress: boolean };
  paymentView: PaymentView;
  expiredMessage: string | null;
  payment: { name: string; statusText: string | null; paysWith: string | null };
  lines: FollowUpLine[];
  amounts: FollowUpAmountRow[];
  total: string;
  /** logistics.md §3 difference detail: the till amount minus the items price, once the picker finished ('-$ 500'). */
  difference: string | null;
  destination: string | null;
  tableNumber: string | null;
  notes: string | null;
  orderedAt: string;
  scheduledAt: string | null;
  customerName: string;
  canCancel: boolean;
  /** WhatsApp to the local with the order code (support), or null. */
  supportUrl: string | null;
  /** §2 'Support is follow-up chat when enabled': the local's chat widget, else null (WhatsApp). */
  chatWidget: ChatWidget | null;
  /** The WhatsApp hand-off with the order text (no orders console), or null. */
  handOffUrl: string | null;
  /** §8 'Hubo un error generando el link de pago o el texto a enviar…' when the hand-off is due but cannot be built. */
  handOffError?: string | null;
  /** With an orders console only the code is kept: the page says so. */
  ordersConsole: boolean;
  flags: { refreshAfterUpdate: boolean; invalidCustomRedirect: boolean; showPWA: boolean; support: boolean; cancel: boolean };
  toasts: ToastMessage[];
  themeCss: string;
  /** Issue 9: the delivery's shipment steps and the delivery key (null without a shipment). */
  shipment?: FollowUpShipment | null;
  /** The latest shipment status, so that a realtime shipment event reloads the page. */
  shipmentStatus?: string | null;
}

export interface FollowUpShipment {
  statusText: string;
  steps: { label: string; state: "done" | "active" | "pending"; at: string | null }[];
  riderName: string | null;
  deliveryKey: string | null;
  keyTitle: string;
  keyHelp: string;
  /** Issue 10: the live tracking map. */
  trackingUrl?: string | null;
}
