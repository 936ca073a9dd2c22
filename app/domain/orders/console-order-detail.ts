// The console's order detail and its printed tickets (kitchen: no prices; customer: with totals).
// Pure: the caller passes the stored order, whether the person may see the customer's phone,
// `now` and the location's money format and time zone.
import { formatMoney, type MoneyFormat } from "~/domain/money";
import { mapsUrl, whatsAppUrl } from "~/domain/contact-links";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import type { OrderAmountLine, OrderDestination, OrderLineExtraGroup } from "./order-record";
import type { OrderStatus, OrderStatusActor, PaymentStatus } from "./order-status";
import { clockTime, dueLabel, modeLabel } from "./console-board";

export interface DetailOrder {
  code: string;
  status: OrderStatus;
  type: OrderModeType;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  customerName: string;
  customerLastName: string | null;
  customerPhone: string;
  destination: OrderDestination | null;
  tableNumber: string | null;
  notes: string | null;
  scheduled: boolean;
  scheduledAt: number | null;
  createdAt: number;
  itemsTotal: number;
  discounts: OrderAmountLine[];
  surcharges: OrderAmountLine[];
  serviceFee: number;
  deliveryFee: number;
  codeDiscount: { code: string; amount: number } | null;
  redeemedPoints: number;
  total: number;
  paysWith: number | null;
  readyBy: number | null;
  prepMinutes: number | null;
  delayMinutes: number;
  cancelReason: string | null;
}

export interface DetailLine {
  name: string;
  sizeName: string | null;
  quantity: number;
  extras: OrderLineExtraGroup[];
  notes: string | null;
  lineTotal: number;
}

export const STATUS_LABEL: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "Esperando el pago",
  GENERATED: "Nuevo",
  ACCEPTED: "Aceptado",
  AWAITING_FINAL_STAGE: "En preparación",
  READY: "Listo",
  DELIVERED: "Entregado",
  CANCELED: "Cancelado",
};

const ACTOR_LABEL: Record<OrderStatusActor, string> = { system: "Sistema", console: "Consola", rider: "Repartidor", picker: "Preparador", diner: "Cliente" };

const PAYMENT_STATE: Record<PaymentStatus, string> = { PENDING: "Pendiente", PROCESSING: "En proceso", PAID: "Pagado", REJECTED: "Rechazado", REFUNDED: "Reembolso" };
const PAYMENT_NAME: Record<PaymentMethod, string> = { CASH: "Efectivo", CARD: "Tarjeta", ONLINE: "Tarjeta online" };

export interface DetailView {
  code: string;
  status: string;
  mode: string;
  customer: string;
  /** Null when the person may not see it (kitchen). */
  phone: { text: string; whatsApp: string | null } | null;
  address: { text: string; mapsUrl: string | null } | null;
  tableNumber: string | null;
  notes: string | null;
  placedAt: string;
  scheduledAt: string | null;
  due: string | null;
  cancelReason: string | null;
  payment: { name: string; state: string; paysWith: string | null };
  lines: { quantity: number; name: string; extras: string[]; notes: string | null; total: string }[];
  amounts: { label: string; text: string }[];
  total: string;
  timeline: { label: string; at: string; by: string }[];
}

export function destinationLine(d: OrderDestination): string {
  const street = [d.street, d.noNumber ? "S/N" : d.number].filter(Boolean).join(" ");
  return [street || d.fullAddress, d.locality ?? d.city, d.betweenStreets ? `entre ${d.betweenStreets}` : null, d.details].filter(Boolean).join(", ");
}

const extrasOf = (groups: OrderLineExtraGroup[]) => groups.flatMap((g) => g.items.map((i) => `${i.quantity > 1 ? `${i.quantity} × ` : ""}${i.name} (${g.groupName})`));

export function orderDetailView(
  o: DetailOrder,
  lines: DetailLine[],
  events: { status: OrderStatus; at: number; actor: OrderStatusActor }[],
  opts: { showPhone: boolean; tz: string; money: MoneyFormat; paymentName: string | null },
): DetailView {
  const money = (n: number) => formatMoney(n, opts.money);
  const amounts: { label: string; text: string }[] = [{ label: "Productos", text: money(o.itemsTotal) }];
  for (const d of o.discounts) amounts.push({ label: d.name, text: money(-d.amount) });
  if (o.codeDiscount && o.codeDiscount.amount > 0) amounts.push({ label: `Código ${o.codeDiscount.code}`, text: money(-o.codeDiscount.amount) });
  for (const s of o.surcharges) amounts.push({ label: s.name, text: money(s.amount) });
  if (o.redeemedPoints > 0) amounts.push({ label: "Puntos canjeados", text: money(-o.redeemedPoints) });
  if (o.serviceFee > 0) amounts.push({ label: "Costo de servicio", text: money(o.serviceFee) });
  if (o.type === "DELIVERY") amounts.push({ label: "Envío", text: money(o.deliveryFee) });
  const d = o.type === "DELIVERY" ? o.destination : null;
  const open = o.status !== "DELIVERED" && o.status !== "CANCELED";
  return {
    code: o.code,
    status: STATUS_LABEL[o.status],
    mode: modeLabel(o),
    customer: [o.customerName, o.customerLastName].filter(Boolean).join(" "),
    phone: opts.showPhone ? { text: o.customerPhone, whatsApp: whatsAppUrl(o.customerPhone, `Hola, le escribimos por su pedido ${o.code}`) } : null,
    address: d ? { text: destinationLine(d), mapsUrl: d.lat != null && d.lng != null ? mapsUrl(d.lat, d.lng) : null } : null,
    tableNumber: o.type === "TABLE" ? o.tableNumber : null,
    notes: o.notes,
    placedAt: clockTime(o.createdAt, opts.tz),
    scheduledAt: o.scheduled && o.scheduledAt != null ? clockTime(o.scheduledAt, opts.tz) : null,
    due: open && o.readyBy != null ? `${dueLabel(o.type, o.readyBy, opts.tz)}${o.delayMinutes > 0 ? ` (demorado ${o.delayMinutes} min)` : ""}` : null,
    cancelReason: o.cancelReason,
    payment: {
      name: opts.paymentName ?? PAYMENT_NAME[o.paymentMethod],
      state: PAYMENT_STATE[o.paymentStatus],
      paysWith: o.paymentMethod === "CASH" && o.paysWith ? `Paga con ${money(o.paysWith)}` : null,
    },
    lines: lines.map((l) => ({
      quantity: l.quantity,
      name: l.sizeName ? `${l.name} (${l.sizeName})` : l.name,
      extras: extrasOf(l.extras),
      notes: l.notes || null,
      total: money(l.lineTotal),
    })),
    amounts,
    total: money(o.total),
    timeline: events.map((e) => ({ label: STATUS_LABEL[e.status], at: clockTime(e.at, opts.tz), by: ACTOR_LABEL[e.actor] ?? e.actor })),
  };
}

export type TicketKind = "cocina" | "cliente";
export type TicketWidth = "58" | "80";
export const isTicketKind = (v: unknown): v is TicketKind => v === "cocina" || v === "cliente";
export const isTicketWidth = (v: unknown): v is TicketWidth => v === "58" || v === "80";
