// The day's orders for accounting (/consola/{alias}/resumen.csv): one row per order, Spanish
// headers, money in whole pesos without thousands separators (a spreadsheet reads them as
// numbers). The cells only: app/http/csv.server.ts writes them (';', a BOM, no formulas).
import { zonedFormat } from "~/domain/date-time-format";
import { toPesos } from "~/domain/money";
import type { OrderModeType, PaymentMethod } from "~/domain/types";
import { MODE_LABEL, ORDER_STATUS_LABEL, PAYMENT_METHOD_LABEL } from "./day-figures";
import type { OrderStatus } from "./order-status";

export const ACCOUNTING_HEADERS = ["Código", "Fecha", "Hora", "Modo", "Medio de pago", "Estado", "Productos", "Descuentos", "Cargos", "Total"] as const;

export interface AccountingOrder {
  code: string;
  /** epoch ms the order was placed */
  createdAt: number;
  type: OrderModeType;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  itemsTotal: number;
  /** Service fee + delivery fee + surcharges. */
  fees: number;
  total: number;
}

/**
 * Products − discounts + fees = total. Product discounts are inside the items total already;
 * what is left (general discounts, a code, points redeemed) is the difference, so the row adds
 * up whatever took money off.
 */
export function discountsOf(o: Pick<AccountingOrder, "itemsTotal" | "fees" | "total">): number {
  return Math.max(0, toPesos(o.itemsTotal + o.fees - o.total));
}

const dateFormat = zonedFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
const timeFormat = zonedFormat("es-AR", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The header row, then one row per order. */
export function accountingRows(orders: readonly AccountingOrder[], tz: string): (string | number)[][] {
  return [
    [...ACCOUNTING_HEADERS],
    ...orders.map((o) => [
      o.code,
      dateFormat(tz).format(o.createdAt),
      timeFormat(tz).format(o.createdAt),
      MODE_LABEL[o.type] ?? o.type,
      PAYMENT_METHOD_LABEL[o.paymentMethod] ?? o.paymentMethod,
      ORDER_STATUS_LABEL[o.status] ?? o.status,
      toPesos(o.itemsTotal),
      discountsOf(o),
      toPesos(o.fees),
      toPesos(o.total),
    ]),
  ];
}
