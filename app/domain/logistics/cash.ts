// What a rider collects at the door and hands in at the store (logistics.md §3 Shipment:
// the order's payment; the texts are ours, docs/decisions.md "Rider texts"). Pure: the
// server computes every amount and the pages only show the texts.
import { formatMoney, toPesos, type MoneyFormat } from "~/domain/money";

export interface OrderPayment {
  paymentMethod: string;
  total: number;
  paysWith: number | null;
}

/** The money a rider handles for one order at its door. */
export interface DoorPayment {
  /** 'Cobrar $ 14.050', or null when the order is paid online. */
  collect: string | null;
  /** 'Efectivo' / 'Tarjeta' (how to collect), or 'Pagado en línea'. */
  how: string;
  /** 'Vuelto $ 5.950' when the diner pays cash with more than the total. */
  change: string | null;
  /** 'Paga con $ 20.000'. */
  paysWith: string | null;
  /** Amount to collect in cash (0 when none): the stack's total adds these. */
  cashAmount: number;
  /** Amount to collect in any way (cash or card on delivery). */
  collectAmount: number;
}

export const CASH_TEXT = {
  collect: (amount: string) => `Cobrar ${amount}`,
  change: (amount: string) => `Vuelto ${amount}`,
  paysWith: (amount: string) => `Paga con ${amount}`,
  stackTotal: (amount: string) => `Total a cobrar ${amount}`,
  cash: "Efectivo",
  card: "Tarjeta",
  paidOnline: "Pagado en línea",
  /** The cash of the shift's delivered shipments, shown when the shift ends. */
  handIn: "Efectivo a rendir",
  handInOf: (n: number) => (n === 1 ? "1 envío entregado en efectivo" : `${n} envíos entregados en efectivo`),
} as const;

export function doorPayment(o: OrderPayment, money?: MoneyFormat | null): DoorPayment {
  const total = toPesos(o.total);
  if (o.paymentMethod === "ONLINE") return { collect: null, how: CASH_TEXT.paidOnline, change: null, paysWith: null, cashAmount: 0, collectAmount: 0 };
  if (o.paymentMethod !== "CASH") {
    return { collect: CASH_TEXT.collect(formatMoney(total, money)), how: CASH_TEXT.card, change: null, paysWith: null, cashAmount: 0, collectAmount: total };
  }
  const paysWith = o.paysWith != null && o.paysWith > total ? toPesos(o.paysWith) : null;
  return {
    collect: CASH_TEXT.collect(formatMoney(total, money)),
    how: CASH_TEXT.cash,
    change: paysWith != null ? CASH_TEXT.change(formatMoney(paysWith - total, money)) : null,
    paysWith: paysWith != null ? CASH_TEXT.paysWith(formatMoney(paysWith, money)) : null,
    cashAmount: total,
    collectAmount: total,
  };
}

/** A stack's total to collect over its open stops ('Total a cobrar $ 26.050'), or null below two. */
export function stackCollectText(payments: readonly DoorPayment[], money?: MoneyFormat | null): string | null {
  const collecting = payments.filter((p) => p.collectAmount > 0);
  if (collecting.length < 2) return null;
  return CASH_TEXT.stackTotal(formatMoney(collecting.reduce((n, p) => n + p.collectAmount, 0), money));
}

/** The cash to hand in for the orders delivered in a shift. */
export function cashToHandIn(delivered: readonly OrderPayment[]): { amount: number; count: number } {
  const cash = delivered.filter((o) => o.paymentMethod === "CASH");
  return { amount: cash.reduce((n, o) => n + toPesos(o.total), 0), count: cash.length };
}
