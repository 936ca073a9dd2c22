// The follow-up page's view (storefront.md §2 Modals "Order follow-up": four
// nodes, payment, items, totals, support; pay-now / expired / processing
// states; cancel offer; §1 hand-off by WhatsApp without an orders console).
import { PAYMENT_ALLOWED_HOURS } from "~/domain/orders/order-status";
import { canCancelOrder, followUpTimeline, MSG_PAYMENT_EXPIRED, paymentView } from "~/domain/orders/order-status";
import { SERVICE_FEE_FREE, SERVICE_FEE_LABEL, DELIVERY_FREE_TEXT } from "~/domain/checkout/ticket";
import { defaultModeName } from "~/domain/menu/hours-info";
import { formatMoney } from "~/domain/money";
import { chatWidgetOf, supportChannel, type ChatWidget } from "~/domain/orders/support-chat";
import type { Country } from "~/domain/types";
import { themeCss } from "~/domain/menu/theme";
import { addressText, whatsAppUrl } from "~/domain/contact-links";
import { clockTime } from "~/domain/orders/console-board";
import { asapMovedText } from "~/domain/shop/busy-mode";
import type { FollowUpRecord, OrderLineRow, OrderRow } from "~/data/orders/order-reader.server";
import { formatInstant } from "~/domain/orders/follow-up-time";
import type { PaymentView, TimelineNode } from "~/domain/orders/order-status";
import type { ToastMessage } from "~/domain/toasts";
import type { FollowUpShipmentView } from "~/views/follow-up-logistics.server";

// ------------------------------------------------ view model (loader data; app/ui renders it)
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
  /** The shop's console gave a time on 'Aceptar' (moved by 'Demorar'): 'Estará listo aprox. a las 21:25'. */
  readyBy: string | null;
  /** Busy mode: an order 'lo antes posible' moved past its full slot, until the shop gives its time ('… a partir de las 15:45.'). */
  asapSlot: string | null;
  /** epoch ms of readyBy (a realtime 'delay' event with another time reloads the page). */
  readyByMs: number | null;
  /** The shop's reason when it refused the order ('Motivo: Sin stock'). */
  cancelReason: string | null;
  /** With an orders console only the code is kept: the page says so. */
  ordersConsole: boolean;
  flags: { refreshAfterUpdate: boolean; invalidCustomRedirect: boolean; showPWA: boolean; support: boolean; cancel: boolean };
  toasts: ToastMessage[];
  themeCss: string;
  /** The delivery's shipment steps and the delivery key (null without a shipment). */
  shipment?: FollowUpShipment | null;
  /** The latest shipment status, so that a realtime shipment event reloads the page. */
  shipmentStatus?: string | null;
}

/** The delivery section's view, produced by the follow-up's logistics reader. */
export type FollowUpShipment = FollowUpShipmentView;

/** §2 'Support is follow-up chat when enabled, otherwise WhatsApp': the widget when the channel is chat. */
export function chatWidgetFor(
  bc: { followUpSupport: boolean; whatsAppPhone: string | null },
  config: { chatWidgetConfig?: unknown },
): ChatWidget | null {
  const widget = chatWidgetOf(config.chatWidgetConfig);
  return supportChannel(bc.followUpSupport, widget, bc.whatsAppPhone) === "chat" ? widget : null;
}


const STATUS_TITLES: Record<string, string> = {
  PENDING_PAYMENT: "Tu pedido espera el pago",
  GENERATED: "¡Recibimos tu pedido!",
  ACCEPTED: "El local aceptó tu pedido",
  AWAITING_FINAL_STAGE: "Estamos preparando tu pedido",
  READY: "Tu pedido está listo",
  DELIVERED: "Pedido entregado. ¡Buen provecho!",
  CANCELED: "Pedido cancelado",
};

const PAYMENT_STATUS_TEXT: Record<string, string | null> = {
  PENDING: null,
  PROCESSING: "Pago en proceso",
  PAID: "Pagado",
  REJECTED: "Pago rechazado",
  // The shop refused the order and gave the online payment back.
  REFUNDED: "Reembolso del pago",
};

function lineView(l: OrderLineRow, country: Country): FollowUpLine {
  const extras = l.extras.flatMap((g) => g.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name)));
  const detail = [l.sizeName, extras.join(", ")].filter(Boolean).join(" · ");
  const original = l.originalUnitPrice * l.quantity;
  return {
    name: l.name,
    quantity: l.quantity,
    detail: detail || null,
    notes: l.notes,
    total: formatMoney(l.lineTotal, country),
    originalTotal: original > l.lineTotal ? formatMoney(original, country) : null,
  };
}

function amountRows(o: OrderRow, country: Country, pointsName: string): FollowUpAmountRow[] {
  const money = (n: number) => formatMoney(n, country);
  const rows: FollowUpAmountRow[] = [{ label: "Productos", text: money(o.itemsTotal), kind: "items" }];
  for (const d of o.discounts) rows.push({ label: d.name, text: money(-d.amount), kind: "discount" });
  if (o.codeDiscount && o.codeDiscount.amount > 0) {
    rows.push({ label: `Código ${o.codeDiscount.code}`, text: money(-o.codeDiscount.amount), kind: "discount" });
  }
  for (const s of o.surcharges) rows.push({ label: s.name, text: money(s.amount), kind: "surcharge" });
  if (o.redeemedPoints > 0) rows.push({ label: `Canje de ${pointsName}`, text: money(-o.redeemedPoints), kind: "points" });
  rows.push({
    label: o.serviceFee > 0 ? SERVICE_FEE_LABEL : `${SERVICE_FEE_LABEL} ${SERVICE_FEE_FREE}`,
    text: money(o.serviceFee),
    kind: "fee",
  });
  if (o.type === "DELIVERY") {
    const waived = o.codeDiscount?.deliveryAmount ?? 0;
    rows.push(
      o.deliveryFee > 0
        ? { label: "Envío", text: money(o.deliveryFee), kind: "delivery" }
        : { label: "Envío", text: DELIVERY_FREE_TEXT, kind: "delivery", struck: waived > 0 ? money(waived) : null },
    );
  }
  return rows;
}

function destinationText(o: OrderRow, owner: boolean): string | null {
  const d = o.destination;
  if (o.type !== "DELIVERY" || !d) return null;
  // The link alone (a code people share) shows the area, never the street, apartment or between-streets.
  if (!owner) return d.locality ?? d.city ?? null;
  const street = [d.street, d.noNumber ? "S/N" : d.number].filter(Boolean).join(" ");
  const main = street || d.fullAddress || "";
  const parts = [main, d.locality ?? d.city, d.betweenStreets ? `entre ${d.betweenStreets}` : null, d.details];
  return parts.filter(Boolean).join(", ") || null;
}

/** The time the shop gave: delivery orders arrive, the others are ready. */
export function readyByText(type: OrderRow["type"], readyBy: number, tz: string): string {
  return `${type === "DELIVERY" ? "Llega aprox. a las" : "Estará listo aprox. a las"} ${clockTime(readyBy, tz)}`;
}

// storefront.md §8, literal: the text or link to hand the order over could not be built.
export const MSG_HANDOFF_ERROR = "Hubo un error generando el link de pago o el texto a enviar, inténtelo en unos minutos.";

/**
 * §1/§4 hand-off without an orders console: a wa.me link with the stored order
 * text. When it is due but cannot be built (no text stored, or the local has no
 * WhatsApp number) the page says so with the §8 message instead of nothing.
 */
export function orderHandOff(
  o: Pick<OrderRow, "orderText" | "status">, bc: { ordersConsole: boolean; whatsAppPhone: string | null }, canceled: boolean,
): { url: string | null; error: string | null } {
  // Due only while the shop has not taken the order yet: once accepted (or later) the
  // text was handed over, and an old order without a stored text is no error.
  if (bc.ordersConsole || canceled || o.status !== "GENERATED") return { url: null, error: null };
  const url = o.orderText ? whatsAppUrl(bc.whatsAppPhone, o.orderText) : null;
  return url ? { url, error: null } : { url: null, error: MSG_HANDOFF_ERROR };
}

export interface FollowUpFlags {
  refreshAfterUpdate: boolean;
  invalidCustomRedirect: boolean;
  showPWA: boolean;
  support: boolean;
  cancel: boolean;
}

export function buildFollowUpView(
  r: FollowUpRecord,
  nowMs: number,
  flags: FollowUpFlags,
  extra: { toasts: FollowUpView["toasts"]; pointsName?: string; /** The session placed the order or verified its phone (order-access.server.ts). */ owner: boolean },
): FollowUpView {
  const { order: o, branchContact: bc, country } = r;
  const mode = bc.deliveryConfig.orderModes.find((m) => m.id === o.orderModeId) ?? null;
  const paymentType = mode?.paymentTypes.find((p) => p.id === o.paymentTypeId) ?? null;
  const followUp = { status: o.status, type: o.type, paymentStatus: o.paymentStatus, orderedAt: o.createdAt };
  const view = paymentView(followUp, nowMs, PAYMENT_ALLOWED_HOURS);
  const canceled = o.status === "CANCELED";
  const path = `/menu/${bc.alias}/order/${o.code}`;
  // The hand-off text carries the address and phone: only for the one who ordered.
  const handOff = extra.owner ? orderHandOff(o, bc, canceled) : { url: null, error: null };
  return {
    code: o.code,
    room: `order-${o.code}`,
    path,
    menuHref: mode ? `/menu/${bc.alias}/${mode.slug}` : `/menu/${bc.alias}`,
    local: { name: bc.name, addressText: addressText(bc) },
    typeName: mode ? defaultModeName(mode) : o.type,
    status: o.status,
    paymentStatus: o.paymentStatus,
    canceled,
    statusTitle: view === "expired" ? "Tiempo de pago vencido" : (STATUS_TITLES[o.status] ?? o.status),
    timeline: followUpTimeline(followUp),
    paymentView: view,
    expiredMessage: view === "expired" ? MSG_PAYMENT_EXPIRED : null,
    payment: {
      name: paymentType?.showName ?? (o.paymentMethod === "CASH" ? "Efectivo" : "Tarjeta"),
      statusText: o.paymentMethod === "ONLINE" ? PAYMENT_STATUS_TEXT[o.paymentStatus] ?? null : null,
      paysWith: o.paymentMethod === "CASH" && o.paysWith ? formatMoney(o.paysWith, country) : null,
    },
    lines: r.lines.map((l) => lineView(l, country)),
    amounts: amountRows(o, country, extra.pointsName ?? "Puntos"),
    total: formatMoney(o.total, country),
    difference: o.differenceAmount !== null && o.differenceAmount !== 0 ? formatMoney(o.differenceAmount, country) : null,
    destination: destinationText(o, extra.owner),
    tableNumber: o.type === "TABLE" ? o.tableNumber : null,
    notes: extra.owner ? o.notes : null,
    orderedAt: formatInstant(o.createdAt, nowMs, country.timeZone),
    scheduledAt: o.scheduled && o.scheduledAt ? formatInstant(o.scheduledAt, nowMs, country.timeZone) : null,
    customerName: [o.customerName, o.customerLastName].filter(Boolean).join(" "),
    canCancel: extra.owner && canCancelOrder(o, Boolean(bc.whatsAppPhone)),
    supportUrl: whatsAppUrl(bc.whatsAppPhone, `Hola, necesito ayuda con mi pedido ${o.code}`),
    chatWidget: chatWidgetFor(bc, r.branch.generalConfig),
    handOffUrl: handOff.url,
    handOffError: handOff.error,
    readyBy: o.readyBy != null && !canceled && o.status !== "DELIVERED" ? readyByText(o.type, o.readyBy, country.timeZone) : null,
    readyByMs: o.readyBy,
    asapSlot:
      o.asapSlotAt != null && o.readyBy == null && (o.status === "GENERATED" || o.status === "PENDING_PAYMENT")
        ? asapMovedText(clockTime(o.asapSlotAt, country.timeZone))
        : null,
    cancelReason: canceled && o.cancelReason ? `Motivo: ${o.cancelReason}` : null,
    ordersConsole: bc.ordersConsole,
    flags,
    toasts: extra.toasts,
    themeCss: themeCss(r.branch.generalConfig),
  };
}
