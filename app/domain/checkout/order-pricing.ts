// Re-pricing and validation of an order draft (storefront.md §3 "Order payload",
// §5 "Checkout submit", "Discount code", "Loyalty redemption", §8 errors list).
// Pure given the context and the pricing sources: the server never trusts a
// client amount; amounts the client declares are only COMPARED (priceErrors).
import { lineIdFor, priceCart, findPlate, validateAddition, type PricedCart } from "~/domain/cart/cart";
import { MSG_NOTES_DISABLED, notesTooLongMessage } from "~/domain/cart/cart-validation";
import { validateCheckout, MSG, type CheckoutValidation } from "~/domain/checkout/checkout-validation";
import { normalizeCode, validateCode, type AppliedCodeDiscount } from "~/domain/checkout/code-discount";
import { pointsBlockCodeMessage, pointsConflictWithCode, programAppliesTo, validateRedemption } from "~/domain/checkout/loyalty";
import { normalizePhone } from "~/domain/checkout/phone";
import { defaultPaymentType, deliveryCashAllowed } from "~/domain/checkout/payment-choice";
import { findSlot, scheduleDays, scheduleSource, type ScheduleSlot } from "~/domain/checkout/schedule";
import { computeTicket, deliveryFreeByAmount, type Ticket, type TicketDeliveryInfo } from "~/domain/checkout/ticket";
import { deliveryTerms, zoneForPoint } from "~/domain/address/delivery";
import type { Branch, BranchContact, Cart, CartExtraGroup, CartLine, Country, MenuSnapshot, OrderMode, OrderModeType, PaymentType } from "~/domain/types";
import type { CodeDiscountInfo } from "~/domain/checkout/code-discount";
import type { LoyaltyProgram } from "~/domain/checkout/loyalty";
import type { GeneralDiscount, ServiceFeeConfig, Surcharge } from "~/domain/checkout/ticket";
import type { DeliveryZone } from "~/domain/address/delivery";
import type { ModeOrderStatus } from "~/domain/menu/hours";
import type { OrderDestination, OrderSource } from "~/domain/orders/order-record";

/** Where the order is placed: the local, its mode and menu, the diner's cart and clock. */
export interface PricingContext {
  branch: Branch;
  branchContact: BranchContact;
  orderMode: OrderMode;
  orderStatus: ModeOrderStatus;
  snapshot: MenuSnapshot;
  country: Country;
  cart: Cart;
  now: Date;
  /** The signed-in diner's phone (the session's), null when nobody is signed in: points are only theirs (§6). */
  signedInPhone: string | null;
}

/** What pricing an order needs besides the menu snapshot. */
export interface PricingSources {
  serviceFee: ServiceFeeConfig | null;
  surcharges: Surcharge[];
  generalDiscounts: GeneralDiscount[];
  zones: DeliveryZone[];
  program: LoyaltyProgram | null;
  /** The ordering customer of the draft's phone (its points balance), null when unknown. */
  customer: { loyaltyBalance: number } | null;
  /** The code row found for the draft's code (any state), mapped to the domain shape. */
  code: CodeDiscountInfo | null;
  /** No previous order of this phone at the branch. */
  firstPurchase: boolean;
  /** The location asks for a rider on shift and none is (storefront.md §5 courier messages). */
  noLogisticsCoverage?: boolean;
}

/** One line as the client sends it: ids, quantity, choices; `price` (unit) only to be compared. */
export interface OrderDraftItem {
  referenceId: number;
  quantity: number;
  sizeId: number | null;
  extras: CartExtraGroup[];
  notes: string;
  /** The unit price the client showed (plate/size + extras, after the product discount). */
  price?: number | null;
}

/**
 * What createOrder takes. Structurally a superset of checkout-order.server.ts
 * CheckoutOrderDraft; `items` absent → the session cart of the context.
 */
export interface OrderDraft {
  orderModeId?: number;
  type?: OrderModeType;
  items?: OrderDraftItem[];
  /** null → the mode's first active payment type (§4 'default payment'). */
  paymentTypeId: number | null;
  phone: string;
  /** ISO country of a phone typed without '+' ('ar'); default: the branch's country. */
  phoneCountry?: string | null;
  customerName: string;
  lastName?: string | null;
  customerEmail?: string | null;
  document?: string | null;
  optIn?: boolean;
  tableNumber?: string | null;
  destination?: Partial<OrderDestination> | null;
  scheduled: boolean;
  /** epoch ms of an offered slot, or its form value 'YYYY-MM-DDTHH:MM'; null when immediate. */
  scheduledAt?: number | string | null;
  notes?: string | null;
  paysWith?: number | string | null;
  code?: string | null;
  redeemedPoints?: number;
  campaignId?: string | null;
  source?: OrderSource;
  /** §3 installedApp: the diner ordered from the installed PWA (only a boolean is stored). */
  installedApp?: boolean;
  /** §3 attribution fields (API), stored as sent; the API caps their length. */
  acquisitionChannel?: string | null;
  userExternalReference?: string | null;
  partnerName?: string | null;
  /**
   * An external partner's user, already verified (session from a signed link,
   * or the API's bearer user token): their partner's general discount applies.
   */
  partnerUser?: { partner: string; externalUserId: string } | null;
  /** §3 analyticsInfo.sessionId. */
  analyticsSessionId?: string | null;
  /** The total the diner saw (checkout page); compared, never stored. */
  expectedTotal?: number | null;
  /** Amounts of the §3 payload the client declared (API); compared, never stored. */
  declared?: { total?: number | null; deliveryFee?: number | null; userServiceFee?: number | null; discounts?: number | null; surcharges?: number | null };
}

/** §8 'errors list': what differs between the client's amounts and the server's. */
export interface PriceError {
  referenceId: number | null;
  field: string;
  expected: number;
  received: number;
}

export interface LineError {
  referenceId: number;
  index: number;
  message: string;
}

export type OrderField = keyof CheckoutValidation["fieldErrors"] | "code" | "points" | "paymentType" | "items" | "notes";

export interface PricingFailure {
  ok: false;
  status: 400 | 409 | 422;
  message: string;
  fieldErrors: Partial<Record<OrderField, string>>;
  lineErrors: LineError[];
  errors?: PriceError[];
}

export interface PricedOrder {
  ok: true;
  phone: string;
  payment: PaymentType;
  priced: PricedCart;
  ticket: Ticket;
  deliveryInfo: TicketDeliveryInfo | null;
  code: (AppliedCodeDiscount & { id: number; value: number; deliveryAmount: number; maxUses: boolean }) | null;
  redeemedPoints: number;
  slot: ScheduleSlot | null;
  destination: OrderDestination | null;
  paysWith: number | null;
}

// Ours (docs/decisions.md#checkout-and-orders "Messages"): the spec has no literal for these.
export const MSG_ORDER_NO_ITEMS = "Tu pedido está vacío. Agregá productos para continuar.";
export const MSG_ORDER_LINE_GONE = "Este producto ya no está disponible. Quitalo de tu pedido para continuar.";
export const MSG_ORDER_PAYMENT = "Seleccioná un medio de pago disponible para continuar.";
export const MSG_ORDER_DISABLED = "Menú informativo. Pedidos deshabilitados.";
// storefront.md §2 Modals "Closed branch", literal.
export const MSG_ORDER_CLOSED = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
export const MSG_ORDER_PRICES = "Los precios de tu pedido cambiaron. Revisá el pedido antes de confirmarlo.";
export const MSG_ORDER_POINTS_LOGIN = "Inicie sesión";

const fail = (status: PricingFailure["status"], message: string, extra: Partial<PricingFailure> = {}): PricingFailure => ({
  ok: false,
  status,
  message,
  fieldErrors: {},
  lineErrors: [],
  ...extra,
});

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The draft's items (or the session cart) as a domain Cart, validated line by line against the menu. */
function draftCart(ctx: PricingContext, items: OrderDraftItem[]): { cart: Cart; lineErrors: LineError[] } {
  const menu = ctx.snapshot.menu;
  const notesLimit = ctx.branch.generalConfig.menuConfig?.notesLimit ?? 250;
  const lineErrors: LineError[] = [];
  const units = new Map<number, number>();
  const lines: CartLine[] = [];
  items.forEach((item, index) => {
    const plate = findPlate(menu, item.referenceId);
    if (!plate) return void lineErrors.push({ referenceId: item.referenceId, index, message: MSG_ORDER_LINE_GONE });
    const input = { sizeId: item.sizeId ?? null, quantity: item.quantity, notes: item.notes ?? "", extras: item.extras ?? [] };
    const check = validateAddition(plate, input, notesLimit, units.get(plate.id) ?? 0);
    if (!check.ok) return void lineErrors.push({ referenceId: item.referenceId, index, message: check.error });
    units.set(plate.id, (units.get(plate.id) ?? 0) + item.quantity);
    const notes = input.notes.trim();
    lines.push({
      // index in the id: two identical items stay two lines, as sent
      lineId: `${lineIdFor(plate.id, input.sizeId, notes, input.extras)}-${index}`,
      referenceId: plate.id,
      referenceType: "PLATE",
      sizeId: input.sizeId,
      quantity: item.quantity,
      notes,
      extras: input.extras,
      source: "plate",
    });
  });
  const cart: Cart = { branchContactAlias: ctx.branchContact.alias, orderModeId: ctx.orderMode.id, menuHash: ctx.snapshot.hash, lines, updatedAt: ctx.now.getTime() };
  return { cart, lineErrors };
}

export function itemsFromCart(cart: Cart): OrderDraftItem[] {
  return cart.lines.map((l) => ({ referenceId: l.referenceId, quantity: l.quantity, sizeId: l.sizeId, extras: l.extras, notes: l.notes }));
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

/** Prices and validates; the first failing stage answers (lines → prices → code/points → §5 checks). */
export function priceOrder(ctx: PricingContext, draft: OrderDraft, src: PricingSources): PricingFailure | PricedOrder {
  const mode = ctx.orderMode;
  if (ctx.branchContact.blocked || ctx.orderStatus === "informational") return fail(422, MSG_ORDER_DISABLED);
  // The same refusals as the storefront (hours.ts modeCanOrderNow; checkout submitValidation, §2 Modals "Closed branch").
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

  const items = draft.items ?? itemsFromCart(ctx.cart);
  if (items.length === 0) return fail(422, MSG_ORDER_NO_ITEMS, { fieldErrors: { items: MSG_ORDER_NO_ITEMS } });
  const { cart, lineErrors } = draftCart(ctx, items);
  const priced = priceCart(cart, ctx.snapshot.menu);
  if (lineErrors.length > 0 || priced.invalid.length > 0) {
    for (const inv of priced.invalid) {
      const index = cart.lines.findIndex((l) => l.lineId === inv.lineId);
      lineErrors.push({ referenceId: cart.lines[index]?.referenceId ?? 0, index, message: MSG_ORDER_LINE_GONE });
    }
    return fail(422, lineErrors[0].message, { lineErrors });
  }

  const destination = mode.type === "DELIVERY" ? cleanDestination(draft.destination) : null;
  const point = destination && destination.lat != null && destination.lng != null ? { lat: destination.lat, lng: destination.lng } : null;
  const zone = mode.type === "DELIVERY" && point ? zoneForPoint(src.zones, point) : null;

  // §4 Payment: no payment type given → the default one (the first non-cash where
  // the zone refuses cash); cash asked for in such a zone → the §5 message.
  const actives = mode.paymentTypes.filter((p) => p.active);
  const asked = draft.paymentTypeId == null ? null : actives.find((p) => p.id === draft.paymentTypeId);
  if (asked?.paymentMethod === "CASH" && !deliveryCashAllowed(mode.type, zone)) {
    return fail(422, MSG.noCashCourier, { fieldErrors: { paymentType: MSG.noCashCourier } });
  }
  const payment = draft.paymentTypeId == null ? defaultPaymentType(mode, zone) : asked;
  if (!payment) return fail(422, MSG_ORDER_PAYMENT, { fieldErrors: { paymentType: MSG_ORDER_PAYMENT } });

  const phoneCountry = draft.phoneCountry || ctx.branch.country || "ar";
  const phone = normalizePhone(draft.phone ?? "", phoneCountry);
  const terms = deliveryTerms(src.zones, point);
  const deliveryInfo: TicketDeliveryInfo | null = zone
    ? { fee: zone.fee, cashFee: zone.cashFee, minimumOrder: zone.minimumOrder, freeDeliveryFrom: zone.freeDeliveryFrom, inside: true }
    : null;

  // Discount code (§5) and points (§5 Loyalty redemption).
  let code: PricedOrder["code"] = null;
  const wanted = normalizeCode(draft.code);
  const points = Math.max(0, Math.floor(draft.redeemedPoints ?? 0));
  const program = programAppliesTo(src.program, ctx.branchContact.id) ? src.program : null;
  if (wanted) {
    if (pointsConflictWithCode(program, true, points)) {
      const m = pointsBlockCodeMessage(program!);
      return fail(422, m, { fieldErrors: { code: m } });
    }
    const result = validateCode(wanted, src.code, {
      orderModeType: mode.type,
      paymentChosen: true,
      paymentMethod: payment.paymentMethod,
      phoneValid: !!phone,
      pricedCart: priced,
      deliveryAlreadyFree: deliveryFreeByAmount(priced.itemsTotal, deliveryInfo),
      firstPurchase: src.firstPurchase,
    });
    if (!result.ok) return fail(422, result.message, { fieldErrors: { code: result.message } });
    const info = src.code!;
    code = { ...result.discount, id: info.id, value: info.value, deliveryAmount: 0, maxUses: info.limitedUsage };
  }

  const ticketInput = {
    pricedCart: priced,
    orderModeType: mode.type,
    paymentMethod: payment.paymentMethod,
    deliveryInfo,
    generalDiscounts: src.generalDiscounts,
    surcharges: src.surcharges,
    serviceFee: src.serviceFee,
    codeDiscount: code,
    pointsName: program?.pointsName,
  };
  const ticket = computeTicket({ ...ticketInput, redeemedPoints: points });
  if (code && ticket.deliveryFee && code.freeDelivery) code.deliveryAmount = ticket.deliveryFee.fullAmount;

  if (points > 0) {
    const logged = ctx.signedInPhone;
    // Points are the signed-in diner's own (§6): never redeemable by phone alone.
    if (!program || !src.customer || !phone || logged !== phone) {
      return fail(422, MSG_ORDER_POINTS_LOGIN, { fieldErrors: { points: MSG_ORDER_POINTS_LOGIN } });
    }
    const m = validateRedemption(program, { points, balance: src.customer.loyaltyBalance, orderAmount: ticket.orderAmount });
    if (m) return fail(422, m, { fieldErrors: { points: m } });
  }

  // §8: amounts the client declared must equal the server's; nothing is stored otherwise.
  const errors = priceErrors(items, priced, ticket, draft);
  if (errors.length > 0) return fail(409, MSG_ORDER_PRICES, { errors });

  // Scheduling: the posted slot must be one offered now.
  const days = draft.scheduled ? scheduleDays(scheduleSource(ctx.branchContact, mode), ctx.now, ctx.country.timeZone) : [];
  const slot = !draft.scheduled
    ? null
    : typeof draft.scheduledAt === "string"
      ? findSlot(days, draft.scheduledAt)
      : days.flatMap((d) => d.slots).find((s) => s.at === draft.scheduledAt) ?? null;

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
  if (draft.scheduled && !slot && !validation.fieldErrors.schedule) {
    validation.message = MSG.scheduleRequired;
    validation.fieldErrors.schedule = MSG.scheduleRequired;
  }
  if (validation.message || !phone) {
    const message = validation.message ?? MSG.phoneInvalid;
    return fail(400, message, { fieldErrors: validation.message ? validation.fieldErrors : { phone: message } });
  }

  const paysWithRaw = payment.paymentMethod === "CASH" ? draft.paysWith : null;
  const paysWith = typeof paysWithRaw === "number" ? paysWithRaw : paysWithRaw ? Number(String(paysWithRaw).replace(/\./g, "").replace(",", ".")) : null;
  return {
    ok: true,
    phone,
    payment,
    priced,
    ticket,
    deliveryInfo,
    code,
    redeemedPoints: ticket.loyalty?.amount ?? 0,
    slot,
    destination,
    paysWith: paysWith != null && Number.isFinite(paysWith) ? Math.round(paysWith) : null,
  };
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
  check("price", d.total ?? draft.expectedTotal, ticket.total);
  check("deliveryFee", d.deliveryFee, ticket.deliveryFee?.amount ?? 0);
  check("userServiceFee", d.userServiceFee, ticket.serviceFee.amount);
  check("discounts", d.discounts, ticket.discounts.reduce((n, x) => n + x.amount, 0) + (ticket.codeDiscount?.amount ?? 0));
  check("surcharges", d.surcharges, ticket.surcharges.reduce((n, x) => n + x.amount, 0));
  return errors;
}
