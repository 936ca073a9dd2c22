// Resolved checkout → the serialisable page model of 'Confirmación del pedido'
// (storefront.md §2 "Checkout page": sections, titles, tooltips and ticket lines).
import { codeTerms } from "~/domain/checkout/code-discount";
import { formatPoints, myPointsTitle, proposedPoints, showRedeemButton } from "~/domain/checkout/loyalty";
import { ALLOWED_PHONE_COUNTRIES, dialCode } from "~/domain/checkout/phone";
import { schedulingTexts } from "~/domain/checkout/schedule";
import { defaultModeName } from "~/domain/menu/hours-info";
import { formatMoney } from "~/domain/money";
import type { ToastMessage } from "~/domain/toasts";
import { themeCss } from "~/domain/menu/theme";
import { canOrderFor } from "~/views/menu-views.server";
import { orderingClosedMessage } from "~/domain/checkout/order-pricing";
import type { Resolved } from "./checkout-page.server";
import { asapMovedText, MSG_KITCHEN_FULL, MSG_SLOT_FULL } from "~/domain/shop/busy-mode";
import { clockTime } from "~/domain/orders/console-board";
import type { CheckoutValues } from "~/views/checkout-form.server";

// ------------------------------------------------ view model (loader data; app/ui renders it)
export interface TicketLineView {
  key: string;
  name: string;
  quantity: number;
  detail: string | null;
  total: string;
  originalTotal: string | null;
}

export interface TicketView {
  lines: TicketLineView[];
  itemsTotal: string;
  discounts: { name: string; text: string }[];
  surcharges: { name: string; text: string }[];
  codeDiscount: { label: string; text: string } | null;
  loyalty: { label: string; text: string } | null;
  serviceFee: { label: string; text: string; free: boolean; tooltip: string };
  deliveryFee: { text: string; struckText: string | null; free: boolean; hint: string | null } | null;
  /** Delivery without a known address: the fee is not known yet. */
  deliveryPending: boolean;
  total: string;
  /** Busy mode, an order 'lo antes posible': the time it moved to past its full slot, or that no slot is open. */
  asapNote: string | null;
}

export interface PaymentOption {
  id: string;
  showName: string;
  description: string | null;
  method: "CASH" | "CARD" | "ONLINE";
  /** Online card paid after the order is created (payment step of the follow-up). */
  online: boolean;
}

export interface ScheduleDayView {
  date: string;
  label: string;
  times: string[];
}

export interface CheckoutPageData {
  /** Orders page models: the newest one (loader vs action data) is shown. */
  seq: number;
  themeCss: string;
  paths: { alias: string; mode: string; checkout: string; preview: string; menu: string; hours: string };
  local: { name: string; address: string };
  modeType: "DELIVERY" | "TAKE_AWAY" | "SELF_SERVICE" | "TABLE";
  modeName: string;
  values: CheckoutValues;
  idempotencyKey: string;
  scheduling: {
    title: string;
    subtitle: string;
    toggles: readonly [string, string] | null;
    days: ScheduleDayView[];
  } | null;
  countries: { code: string; name: string; dial: string }[];
  customer: {
    showLastName: boolean;
    emailRequired: boolean;
    showTable: boolean;
    showOptIn: boolean;
    greetingName: string | null;
  };
  address: {
    fullAddress: string | null;
    changeHref: string;
    betweenStreetsRequired: boolean;
  } | null;
  payments: PaymentOption[];
  code: {
    applied: { code: string; text: string; terms: string[]; warning: string | null } | null;
    message: string | null;
  };
  loyalty: {
    title: string;
    pointsName: string;
    balance: string;
    canRedeem: boolean;
    proposal: number;
    applied: { points: string; text: string } | null;
    message: string | null;
  } | null;
  ticket: TicketView;
  /** Form message (§5 'last failing check wins') and per-field messages. */
  message: string | null;
  fieldErrors: Partial<Record<string, string>>;
  /** Payment change that drops the applied code: asks first (§2 Checkout page). */
  confirmDropCode: { text: string } | null;
  canSubmit: boolean;
  /** §5 order notes limit (menuConfig.notesLimit); null: notes disabled, no textarea. */
  notesLimit: number | null;
  statusNote: string | null;
  toasts: ToastMessage[];
}

export interface CheckoutActionData {
  page: CheckoutPageData;
}

// §5 Phone: the 12 allowed countries, in the spec's order.
const COUNTRY_NAMES: Record<string, string> = {
  ar: "Argentina", uy: "Uruguay", cl: "Chile", co: "Colombia", pe: "Perú", br: "Brasil",
  ve: "Venezuela", py: "Paraguay", mx: "México", ec: "Ecuador", bo: "Bolivia", us: "Estados Unidos",
};
const COUNTRIES = ALLOWED_PHONE_COUNTRIES.map((code) => ({ code, name: COUNTRY_NAMES[code], dial: `+${dialCode(code)}` }));

let seq = 0;
/** Orders the page models of one isolate (loader vs action data): display only, never a business rule. */
const nextSeq = () => Date.now() * 1000 + (++seq % 1000);

export interface PageMessages {
  message?: string | null;
  fieldErrors?: Partial<Record<string, string>>;
  codeMessage?: string | null;
  pointsMessage?: string | null;
  toasts?: ToastMessage[];
}

function ticketView(r: Resolved): TicketView {
  const money = (n: number) => formatMoney(n, r.ctx.country);
  const t = r.ticket;
  return {
    lines: r.view.lines.map((l) => ({
      key: l.lineId,
      name: l.name,
      quantity: l.quantity,
      detail: [l.sizeName, ...l.garnishes.map((g) => (g.quantity > 1 ? `${g.quantity} × ${g.name}` : g.name)), l.notes ? `“${l.notes}”` : null]
        .filter(Boolean)
        .join(" · ") || null,
      total: money(l.lineTotal),
      originalTotal: l.originalLineTotal !== l.lineTotal ? money(l.originalLineTotal) : null,
    })),
    itemsTotal: money(t.itemsTotal),
    discounts: t.discounts.map((d) => ({ name: d.name, text: d.text })),
    surcharges: t.surcharges.map((s) => ({ name: s.name, text: s.text })),
    codeDiscount: t.codeDiscount ? { label: t.codeDiscount.label, text: t.codeDiscount.text } : null,
    loyalty: t.loyalty ? { label: t.loyalty.label, text: t.loyalty.text } : null,
    serviceFee: { label: t.serviceFee.label, text: t.serviceFee.text, free: t.serviceFee.amount === 0, tooltip: t.serviceFee.tooltip },
    deliveryFee: t.deliveryFee
      ? { text: t.deliveryFee.text, struckText: t.deliveryFee.struckText, free: t.deliveryFee.free, hint: t.deliveryFee.hint }
      : null,
    deliveryPending: r.ctx.orderMode.type === "DELIVERY" && !t.deliveryFee,
    total: t.totalText,
    asapNote: asapNote(r),
  };
}

/** Busy mode: where an order 'lo antes posible' goes when its own 15-minute slot is full. */
function asapNote(r: Resolved): string | null {
  if (!r.busy || r.values.scheduled || !r.scheduling.immediateAvailable) return null;
  if (!r.busy.asap) return MSG_KITCHEN_FULL;
  return r.busy.asap.moved ? asapMovedText(clockTime(r.busy.asap.slotStart, r.ctx.country.timeZone)) : null;
}

export function checkoutView(r: Resolved, messages: PageMessages = {}): CheckoutPageData {
  const { ctx, values } = r;
  const alias = ctx.branchContact.alias;
  const mode = ctx.orderMode;
  const base = `/menu/${encodeURIComponent(alias)}`;
  const checkout = `${base}/checkout`;
  const a = ctx.branchContact.address;
  const texts = schedulingTexts(mode.type, r.scheduling.mustSchedule);
  const logged = ctx.session.get("customerPhone") ?? null;
  const program = r.program;
  const balance = r.loggedCustomer?.loyaltyPointsBalance ?? 0;
  const applied = r.state.points?.points ?? 0;
  const statusNote = orderingClosedMessage(ctx.orderStatus, ctx.branchContact.blocked);
  const canOrder = canOrderFor(ctx.orderStatus) && !ctx.branchContact.blocked && (r.scheduling.immediateAvailable || r.scheduling.canSchedule);

  return {
    seq: nextSeq(),
    themeCss: themeCss(ctx.branch.generalConfig),
    paths: {
      alias,
      mode: mode.slug,
      checkout,
      preview: `${base}/preview`,
      menu: `${base}/${mode.slug}`,
      hours: `${base}/${mode.slug}?info=1`,
    },
    local: {
      name: ctx.branchContact.name,
      address: [`${a.street} ${a.number}`.trim(), a.zone ?? a.locality, a.city].filter(Boolean).join(", "),
    },
    modeType: mode.type,
    modeName: defaultModeName(mode),
    values,
    idempotencyKey: r.state.key,
    scheduling: r.scheduling.canSchedule
      ? {
          title: texts.title,
          subtitle: texts.subtitle,
          toggles: r.scheduling.immediateAvailable ? texts.toggles : null,
          days: r.days.map((d) => ({ date: d.date, label: d.label, times: d.slots.map((s) => s.time) })),
        }
      : null,
    countries: COUNTRIES,
    customer: {
      showLastName: mode.type === "DELIVERY",
      emailRequired: ctx.branchContact.mandatoryEmail,
      showTable: mode.type === "TABLE",
      // §4: only when the customer is not opted in and the phone is valid.
      showOptIn: !!r.phoneE164 && !r.phoneCustomer?.optIn,
      greetingName: r.loggedCustomer?.name || null,
    },
    address:
      mode.type === "DELIVERY"
        ? {
            fullAddress: r.location?.fullAddress ?? (r.location ? `${r.location.lat.toFixed(4)}, ${r.location.lng.toFixed(4)}` : null),
            changeHref: `${base}/direccion?volver=${encodeURIComponent(checkout)}`,
            betweenStreetsRequired: ctx.branchContact.deliveryConfig.betweenStreetsRequired,
          }
        : null,
    payments: r.payments.map((p) => ({
      id: String(p.id),
      showName: p.showName,
      description: p.description,
      method: p.paymentMethod,
      online: p.paymentMethod === "ONLINE" || p.upload === "API",
    })),
    code: {
      applied:
        r.order.code && r.ticket.codeDiscount && r.codeInfo
          ? {
              code: r.ticket.codeDiscount.code,
              text: r.ticket.codeDiscount.text,
              terms: codeTerms(r.codeInfo),
              warning: r.order.code.warning,
            }
          : null,
      message: messages.codeMessage ?? r.messages.code,
    },
    loyalty:
      program && logged
        ? {
            title: myPointsTitle(program),
            pointsName: program.pointsName,
            balance: formatPoints(balance),
            canRedeem: showRedeemButton(program, balance, applied),
            proposal: proposedPoints(program, balance, r.ticket.orderAmount),
            applied: r.ticket.loyalty ? { points: formatPoints(r.ticket.loyalty.points), text: r.ticket.loyalty.text } : null,
            message: messages.pointsMessage ?? r.messages.points,
          }
        : null,
    ticket: ticketView(r),
    message: messages.message ?? r.view.soldOut[0] ?? null,
    // A chosen time whose slot filled up meanwhile: said beside the next open time the picker shows.
    fieldErrors: messages.fieldErrors ?? (r.busy?.postedSlotFull ? { schedule: MSG_SLOT_FULL } : {}),
    confirmDropCode: r.messages.confirmDropCode ? { text: r.messages.confirmDropCode } : null,
    // §5 order notes: used/limit; null = disabled (menuConfig.notesLimit).
    notesLimit: ctx.branch.generalConfig.menuConfig?.notesLimit ?? null,
    canSubmit: canOrder && r.view.lines.length > 0,
    statusNote,
    toasts: messages.toasts ?? [],
  };
}
