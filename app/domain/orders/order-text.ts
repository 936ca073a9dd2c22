// The order text handed to the shop by WhatsApp (storefront.md §1, §4 "Order
// submit"): built on the server from the stored order (rows of orders /
// order_lines), never from what the client sent. With an orders console
// (branch_contacts.orders_console) only the code is kept: no text, no link.
import { formatMoney } from "~/domain/money";
import type { OrderModeType } from "~/domain/types";
import type { OrderAmountLine, OrderCodeDiscount, OrderDestination, OrderLineExtraGroup } from "./order-record";
import { zonedFormat } from "~/domain/date-time-format";

const weekdayDateTime = zonedFormat("es-AR", { weekday: "long", day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The stored order's fields the text shows (a row of `orders`). */
export interface TextOrder {
  code: string;
  type: OrderModeType;
  customerName: string;
  customerLastName: string | null;
  customerPhone: string;
  customerEmail: string | null;
  destination: OrderDestination | null;
  scheduled: boolean;
  scheduledAt: number | null;
  tableNumber: string | null;
  notes: string | null;
  itemsTotal: number;
  discounts: OrderAmountLine[];
  surcharges: OrderAmountLine[];
  serviceFee: number;
  deliveryFee: number;
  codeDiscount: OrderCodeDiscount | null;
  redeemedPoints: number;
  total: number;
  paysWith: number | null;
}

/** A stored line's fields the text shows (a row of `order_lines`). */
export interface TextLine {
  name: string;
  sizeName: string | null;
  quantity: number;
  lineTotal: number;
  extras: OrderLineExtraGroup[];
  notes: string | null;
}

export interface OrderTextOptions {
  branchContactName: string;
  orderModeName: string;
  paymentName: string;
  timeZone: string;
  pointsName?: string;
}

const TYPE_NAME: Record<TextOrder["type"], string> = {
  DELIVERY: "Delivery",
  TAKE_AWAY: "Retiro en local",
  TABLE: "Mesa",
  SELF_SERVICE: "Autoservicio",
};

function when(at: number, tz: string): string {
  return weekdayDateTime(tz).format(at);
}

/** Plain text (WhatsApp renders *bold*). */
export function buildOrderText(order: TextOrder, lines: readonly TextLine[], o: OrderTextOptions): string {
  const out: string[] = [];
  out.push(`*Pedido ${order.code}* - ${o.branchContactName}`);
  out.push(`${o.orderModeName || TYPE_NAME[order.type]}${order.tableNumber ? ` - Mesa ${order.tableNumber}` : ""}`);
  out.push(order.scheduled && order.scheduledAt ? `Programado para: ${when(order.scheduledAt, o.timeZone)}` : "Para: lo antes posible");
  out.push("");
  for (const l of lines) {
    out.push(`${l.quantity} x ${l.name}${l.sizeName ? ` (${l.sizeName})` : ""}: ${formatMoney(l.lineTotal)}`);
    for (const g of l.extras ?? []) {
      for (const it of g.items) {
        out.push(`   + ${it.quantity > 1 ? `${it.quantity} x ` : ""}${it.name}${it.price > 0 ? ` (${formatMoney(it.price)})` : ""}`);
      }
    }
    if (l.notes) out.push(`   Nota: ${l.notes}`);
  }
  out.push("");
  out.push(`Productos: ${formatMoney(order.itemsTotal)}`);
  for (const d of order.discounts ?? []) out.push(`${d.name}: ${formatMoney(-d.amount)}`);
  if (order.codeDiscount) {
    const c = order.codeDiscount;
    out.push(c.type === "FREE_DELIVERY" ? `Código ${c.code}: envío gratis` : `Código ${c.code}: ${formatMoney(-c.amount)}`);
  }
  for (const s of order.surcharges ?? []) out.push(`${s.name}: ${formatMoney(s.amount)}`);
  if (order.serviceFee > 0) out.push(`Tasa de Servicio: ${formatMoney(order.serviceFee)}`);
  if (order.type === "DELIVERY") out.push(`Envío: ${order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : "Gratis"}`);
  if (order.redeemedPoints > 0) out.push(`Canje de ${o.pointsName ?? "Puntos"}: ${formatMoney(-order.redeemedPoints)}`);
  out.push(`*Total: ${formatMoney(order.total)}*`);
  out.push("");
  out.push(`Pago: ${o.paymentName}${order.paysWith != null ? ` (abona con ${formatMoney(order.paysWith)})` : ""}`);
  const name = [order.customerName, order.customerLastName].filter(Boolean).join(" ");
  out.push(`Cliente: ${name} - ${order.customerPhone}`);
  if (order.customerEmail) out.push(`Email: ${order.customerEmail}`);
  const d = order.destination;
  if (d) {
    const street = d.fullAddress || [d.street, d.number].filter(Boolean).join(" ");
    out.push(`Dirección: ${street}`);
    if (d.betweenStreets) out.push(`Entre calles: ${d.betweenStreets}`);
    if (d.details) out.push(`Aclaraciones: ${d.details}`);
    if (d.lat != null && d.lng != null) out.push(`Ubicación: https://maps.google.com/?q=${d.lat},${d.lng}`);
  }
  if (order.notes) out.push(`Notas: ${order.notes}`);
  return out.join("\n");
}
