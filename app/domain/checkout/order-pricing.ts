// The one place an order is assembled, priced and validated (storefront.md §3 "Order payload",
// §5 "Checkout submit", "Discount code", "Loyalty redemption", §8 errors list): the checkout page
// shows its ticket and submits its answer, POST /api/order prices its payload with it.
// Pure given the context and the pricing sources: the server never trusts a
// client amount; amounts the client declares are only COMPARED (priceErrors).
import { lineIdFor, priceCart, findPlate, validateAddition, type PricedCart } from "~/domain/cart/cart";
import { MSG_NOTES_DISABLED, notesTooLongMessage } from "~/domain/cart/cart-validation";
import { parsePaysWith, validateCheckout, MSG } from "~/domain/checkout/checkout-validation";
import { normalizeCode, validateCode } from "~/domain/checkout/code-discount";
import { pointsBlockCodeMessage, pointsConflictWithCode, programAppliesTo, validateRedemption } from "~/domain/checkout/loyalty";
import { normalizePhone } from "~/domain/checkout/phone";
import type { ModeOrderStatus } from "~/domain/menu/hours";
import { notSoldMessage } from "~/domain/menu/not-sold";
import { defaultPaymentType, deliveryCashAllowed } from "~/domain/checkout/payment-choice";
import { findSlot, scheduleDays, scheduleSource, type ScheduleSlot } from "~/domain/checkout/schedule";
import { computeTicket, deliveryFreeByAmount, type Ticket, type TicketDeliveryInfo } from "~/domain/checkout/ticket";
import { deliveryTerms, zoneForPoint } from "~/domain/address/delivery";
import type { Branch, Cart, CartLine } from "~/domain/types";
import type { OrderDestination } from "~/domain/orders/order-record";
import type { LineError, OrderDraft, OrderDraftItem, OrderPricing, PriceError, PricedOrder, PricingContext, PricingFailure, PricingSources } from "./order-draft";

export type {
  LineError, OrderDraft, OrderDraftItem, OrderField, OrderPricing, PriceError, PricedOrder, PricingContext, PricingFailure, PricingSources,
} from "./order-draft";

// Ours (docs/decisions.md#checkout-and-orders "Messages"): the spec has no literal for these.
export const MSG_ORDER_NO_ITEMS = "Tu pedido está vacío. Agregá productos para continuar.";
export const MSG_ORDER_LINE_GONE = "Este producto ya no está disponible. Quitalo de tu pedido para continuar.";
export const MSG_ORDER_PAYMENT = "Seleccioná un medio de pago disponible para continuar.";
export const MSG_ORDER_DISABLED = "Menú informativo. Pedidos deshabilitados.";
// storefront.md §2 Modals "Closed branch", literal.
export const MSG_ORDER_CLOSED = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
export const MSG_ORDER_PRICES = "Los precios de tu pedido cambiaron. Revisá el pedido antes de confirmarlo.";
export const MSG_ORDER_POINTS_LOGIN = "Inicie sesión";

/** Why nothing can be ordered at this location and mode now (the cart and checkout pages' note), or null. */
export function orderingClosedMessage(orderStatus: ModeOrderStatus, blocked: boolean): string | null {
  if (blocked || orderStatus === "informational") return MSG_ORDER_DISABLED;
  return orderStatus === "closed" ? MSG_ORDER_CLOSED : null;
}

/** The draft's phone in E.164 (null when not a valid phone); a phone typed without '+' is of `phoneCountry`, else of the branch's country. */
export function orderPhone(draft: Pick<OrderDraft, "phone" | "phoneCountry">, branch: Pick<Branch, "country">): string | null {
  return normalizePhone(draft.phone ?? "", draft.phoneCountry || branch.country || "ar");
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

type SentLine = Pick<CartLine, "referenceId" | "quantity" | "sizeId" | "extras" | "notes"> & { lineId?: string };

/**
 * The order's lines as a domain Cart, each checked against the menu (§4 Cart add rules): the
 * draft's items as sent (two identical items stay two lines), or the session cart's own lines.
 * A line whose plate is gone is left out; one that breaks a rule is refused but still priced
 * (the checkout page shows it), as is one priceCart finds no longer offered (size, garnish).
 */
function orderLines(ctx: PricingContext, items: OrderDraftItem[] | undefined): { priced: PricedCart; lineErrors: LineError[] } {
  const menu = ctx.snapshot.menu;
  const notesLimit = ctx.branch.generalConfig.menuConfig?.notesLimit ?? 250;
  const lineErrors: LineError[] = [];
  const units = new Map<number, number>();
  const lines: CartLine[] = [];
  const indexOf = new Map<string, number>();
  const sent: SentLine[] = items
    ? items.map((i) => ({ referenceId: i.referenceId, quantity: i.quantity, sizeId: i.sizeId ?? null, extras: i.extras ?? [], notes: i.notes ?? "" }))
    : ctx.cart.lines;
  sent.forEach((item, index) => {
    const plate = findPlate(menu, item.referenceId);
    if (!plate) return void lineErrors.push({ referenceId: item.referenceId, index, message: notSoldMessage(menu, item.referenceId) ?? MSG_ORDER_LINE_GONE });
    const check = validateAddition(plate, item, notesLimit, units.get(plate.id) ?? 0);
    if (!check.ok) lineErrors.push({ referenceId: item.referenceId, index, message: check.error });
    else units.set(plate.id, (units.get(plate.id) ?? 0) + item.quantity);
    const notes = item.notes.trim();
    // the index in the id: two identical items sent stay two lines
    const lineId = item.lineId ?? `${lineIdFor(plate.id, item.sizeId, notes, item.extras)}-${index}`;
    indexOf.set(lineId, index);
    lines.push({ lineId, referenceId: plate.id, referenceType: "PLATE", sizeId: item.sizeId, quantity: item.quantity, notes, extras: item.extras, source: "plate" });
  });
  const cart: Cart = { branchContactAlias: ctx.branchContact.alias, orderModeId: ctx.orderMode.id, menuHash: ctx.snapshot.hash, lines, updatedAt: ctx.now.getTime() };
  const priced = priceCart(cart, menu);
  for (const inv of priced.invalid) {
    const index = indexOf.get(inv.lineId) ?? -1;
    if (!lineErrors.some((e) => e.index === index)) lineErrors.push({ referenceId: sent[index]?.referenceId ?? 0, index, message: MSG_ORDER_LINE_GONE });
  }
  lineErrors.sort((a, b) => a.index - b.index);
  return { priced, lineErrors };
}

function cleanDestination(d: OrderDraft["destination"]): OrderDestination | null {
  if (!d) return null;
  const s = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  return {
    fullAddress: s(d.fullAddress),
    street: s(d.street),
    number: s(d.number),
    noNumber: !!d.noNumber,
    zone: s(d.zone),
    city: s(d.city),
    locality: s(d.locality),
    postalCode: s(d.postalCode),
    betweenStreets: s(d.betweenStreets),
    details: s(d.details),
    lat: num(d.lat),
    lng: num(d.lng),
  };
}

/** The posted slot when it is one offered now (the days from the server clock in the business time zone). */
function offeredSlot(ctx: PricingContext, draft: OrderDraft): ScheduleSlot | null {
  if (!draft.scheduled || draft.scheduledAt == null) return null;
  const days = scheduleDays(scheduleSource(ctx.branchContact, ctx.orderMode), ctx.now, ctx.country.timeZone, { exceptions: ctx.branchContact.deliveryConfig.hoursExceptions });
  return typeof draft.scheduledAt === "string"
    ? findSlot(days, draft.scheduledAt)
    : days.flatMap((d) => d.slots).find((s) => s.at === draft.scheduledAt) ?? null;
}

/**
 * Assembles the order (lines, destination and zone, payment, code, points, slot), prices it
 * (ticket.ts) and validates it. The first failing stage answers, in this order: ordering possible
 * → notes → lines → payment → code → points → the client's amounts → §5 checks; a failure carries
 * the order as priced (`pricing`), which the checkout page shows.
 */
export function priceOrder(ctx: PricingContext, draft: OrderDraft, src: PricingSources): PricingFailure | PricedOrder {
  const mode = ctx.orderMode;
  const phone = ctx.phone;
  const { priced, lineErrors } = orderLines(ctx, draft.items);

  const destination = mode.type === "DELIVERY" ? cleanDestination(draft.destination) : null;
  const point = destination && destination.lat != null && destination.lng != null ? { lat: destination.lat, lng: destination.lng } : null;
  const zone = mode.type === "DELIVERY" && point ? zoneForPoint(src.zones, point) : null;
  const terms = deliveryTerms(src.zones, point);
  const deliveryInfo: TicketDeliveryInfo | null = zone
    ? { fee: zone.fee, cashFee: zone.cashFee, minimumOrder: zone.minimumOrder, freeDeliveryFrom: zone.freeDeliveryFrom, inside: true }
    : null;

  // §4 Payment: no payment type given → the default one (the first non-cash where
  // the zone refuses cash); cash asked for in such a zone → the §5 message.
  const asked = draft.paymentTypeId == null ? null : mode.paymentTypes.find((p) => p.active && p.id === draft.paymentTypeId);
  const cashRefused = asked?.paymentMethod === "CASH" && !deliveryCashAllowed(mode.type, zone);
  const payment = cashRefused ? null : draft.paymentTypeId == null ? defaultPaymentType(mode, zone) : asked ?? null;

  // Discount code (§5) and points (§5 Loyalty redemption).
  let code: OrderPricing["code"] = null;
  let codeMessage: string | null = null;
  const wanted = normalizeCode(draft.code);
  const points = Math.max(0, Math.floor(draft.redeemedPoints ?? 0));
  const program = programAppliesTo(src.program, ctx.branchContact.id) ? src.program : null;
  if (wanted && pointsConflictWithCode(program, true, points)) codeMessage = pointsBlockCodeMessage(program!);
  else if (wanted) {
    const result = validateCode(wanted, src.code, {
      orderModeType: mode.type,
      paymentChosen: !!payment,
      paymentMethod: payment?.paymentMethod ?? null,
      phoneValid: !!phone,
      pricedCart: priced,
      deliveryAlreadyFree: deliveryFreeByAmount(priced.itemsTotal, deliveryInfo),
      firstPurchase: src.firstPurchase,
    });
    if (!result.ok) codeMessage = result.message;
    else {
      const info = src.code!;
      code = { ...result.discount, id: info.id, value: info.value, deliveryAmount: 0, maxUses: info.limitedUsage, warning: result.warning };
    }
  }

  const ticket = computeTicket({
    pricedCart: priced,
    orderModeType: mode.type,
    paymentMethod: payment?.paymentMethod ?? null,
    deliveryInfo,
    generalDiscounts: src.generalDiscounts,
    surcharges: src.surcharges,
    serviceFee: src.serviceFee,
    codeDiscount: code,
    redeemedPoints: points,
    pointsName: program?.pointsName,
  });
  if (code && ticket.deliveryFee && code.freeDelivery) code.deliveryAmount = ticket.deliveryFee.fullAmount;

  const slot = offeredSlot(ctx, draft);
  const paysWith = payment?.paymentMethod === "CASH" ? parsePaysWith(draft.paysWith ?? null) : null;
  const pricing: OrderPricing = {
    phone,
    payment,
    priced,
    ticket,
    deliveryInfo,
    terms,
    code,
    codeMessage,
    redeemedPoints: ticket.loyalty?.amount ?? 0,
    slot,
    destination,
    paysWith: paysWith != null ? Math.round(paysWith) : null,
  };
  const fail = (status: PricingFailure["status"], message: string, extra: Partial<PricingFailure> = {}): PricingFailure => ({
    ok: false, status, message, fieldErrors: {}, lineErrors: [], ...extra, pricing,
  });

  if (ctx.branchContact.blocked || ctx.orderStatus === "informational") return fail(422, MSG_ORDER_DISABLED);
  // The same refusals as the storefront's note (hours.ts modeCanOrderNow, §2 Modals "Closed branch").
  if (ctx.orderStatus === "closed") return fail(422, MSG_ORDER_CLOSED);
  if (ctx.orderStatus === "scheduleOnly" && !draft.scheduled) {
    return fail(422, MSG.scheduleRequired, { fieldErrors: { schedule: MSG.scheduleRequired } });
  }
  // §5 'Notes limit … for order and item notes, configurable or disabled'.
  const notesLimit = ctx.branch.generalConfig.menuConfig?.notesLimit ?? null;
  const notes = (draft.notes ?? "").trim();
  if (notes && (notesLimit == null || notes.length > notesLimit)) {
    const m = notesLimit == null ? MSG_NOTES_DISABLED : notesTooLongMessage(notesLimit);
    return fail(400, m, { fieldErrors: { notes: m } });
  }
  if ((draft.items ?? ctx.cart.lines).length === 0) return fail(422, MSG_ORDER_NO_ITEMS, { fieldErrors: { items: MSG_ORDER_NO_ITEMS } });
  if (lineErrors.length > 0) return fail(422, lineErrors[0].message, { lineErrors });
  if (cashRefused) return fail(422, MSG.noCashCourier, { fieldErrors: { paymentType: MSG.noCashCourier } });
  if (!payment) return fail(422, MSG_ORDER_PAYMENT, { fieldErrors: { paymentType: MSG_ORDER_PAYMENT } });
  if (codeMessage) return fail(422, codeMessage, { fieldErrors: { code: codeMessage } });

  if (points > 0) {
    // Points are the signed-in diner's own (§6): never redeemable by phone alone.
    if (!program || !src.customer || !phone || ctx.signedInPhone !== phone) {
      return fail(422, MSG_ORDER_POINTS_LOGIN, { fieldErrors: { points: MSG_ORDER_POINTS_LOGIN } });
    }
    const m = validateRedemption(program, { points, balance: src.customer.loyaltyBalance, orderAmount: ticket.orderAmount });
    if (m) return fail(422, m, { fieldErrors: { points: m } });
  }

  // §8: amounts the client declared must equal the server's; nothing is stored otherwise.
  const errors = priceErrors(draft.items ?? [], priced, ticket, draft);
  if (errors.length > 0) return fail(409, MSG_ORDER_PRICES, { errors });

  const phoneCountry = draft.phoneCountry || ctx.branch.country || "ar";
  const validation = validateCheckout(
    {
      orderModeType: mode.type,
      phone: draft.phone ?? "",
      phoneCountry,
      name: draft.customerName ?? "",
      lastName: draft.lastName ?? "",
      email: draft.customerEmail ?? "",
      document: draft.document ?? "",
      tableNumber: draft.tableNumber ?? "",
      paymentMethod: payment.paymentMethod,
      onlineCard: false, // the card is paid after the order exists (follow-up page)
      paysWith: draft.paysWith ?? null,
      addressPresent: !!point,
      betweenStreets: destination?.betweenStreets ?? "",
      itemsTotal: ticket.itemsTotal,
      total: ticket.total,
      delivery: { providersFailed: mode.type === "DELIVERY" && !!src.noLogisticsCoverage, inside: point ? !!zone : null, calculating: false, cashCourierAvailable: deliveryCashAllowed(mode.type, zone), minimumOrder: terms.minimumOrder },
      card: null,
      schedule: { loading: false, immediateAvailable: ctx.orderStatus === "open", scheduled: draft.scheduled, slot: slot?.value ?? null },
    },
    {
      forcePhone: true,
      forceName: true,
      mandatoryEmail: ctx.branchContact.mandatoryEmail,
      betweenStreetsRequired: ctx.branchContact.deliveryConfig.betweenStreetsRequired,
      complexInputs: false,
    },
  );
  // A slot that was posted but is not offered now counts as no slot.
  if (draft.scheduled && !slot && !validation.fieldErrors.schedule) {
    validation.message = MSG.scheduleRequired;
    validation.fieldErrors.schedule = MSG.scheduleRequired;
  }
  if (validation.message || !phone) {
    const message = validation.message ?? MSG.phoneInvalid;
    return fail(400, message, { fieldErrors: validation.message ? validation.fieldErrors : { phone: message } });
  }
  return { ...pricing, ok: true, phone, payment };
}

function priceErrors(items: OrderDraftItem[], priced: PricedCart, ticket: Ticket, draft: OrderDraft): PriceError[] {
  const errors: PriceError[] = [];
  items.forEach((item, i) => {
    const received = num(item.price);
    const line = priced.lines[i];
    if (received != null && line && received !== line.unitPrice) {
      errors.push({ referenceId: item.referenceId, field: "price", expected: line.unitPrice, received });
    }
  });
  const d = draft.declared ?? {};
  const check = (field: string, received: unknown, expected: number) => {
    const r = num(received);
    if (r != null && r !== expected) errors.push({ referenceId: null, field, expected, received: r });
  };
  check("price", d.total, ticket.total);
  check("deliveryFee", d.deliveryFee, ticket.deliveryFee?.amount ?? 0);
  check("userServiceFee", d.userServiceFee, ticket.serviceFee.amount);
  check("discounts", d.discounts, ticket.discounts.reduce((n, x) => n + x.amount, 0) + (ticket.codeDiscount?.amount ?? 0));
  check("surcharges", d.surcharges, ticket.surcharges.reduce((n, x) => n + x.amount, 0));
  return errors;
}
