// Server side of the checkout page 'Confirmación del pedido' (storefront.md §2
// "Checkout page", §3, §4 payment / discount code / loyalty / scheduling, §5
// "Checkout submit"): everything is recomputed from the session cart, the mode,
// the stored location, the customer and the tables on every request; the form
// only carries what the diner typed and chose. The order is assembled, priced and
// validated by domain/checkout/order-pricing.ts priceOrder: the ticket shown is the
// one a submit places.
import { MSG_CODE_EXPIRED, isCodeExpired, type CodeDiscountInfo } from "~/domain/checkout/code-discount";
import { programAppliesTo, type LoyaltyProgram } from "~/domain/checkout/loyalty";
import { allowedPaymentTypes, defaultPaymentType } from "~/domain/checkout/payment-choice";
import { initialPhoneCountry, isPhoneCountry, phoneCountryOf } from "~/domain/checkout/phone";
import {
  adjustSlot, findSlot, firstAvailableSlot, scheduleDays, scheduleSource, schedulingState,
  type ScheduleDay, type SchedulingState,
} from "~/domain/checkout/schedule";
import { scheduleSwitchDropsCode, type PartnerUser } from "~/domain/checkout/external-benefit";
import type { Ticket } from "~/domain/checkout/ticket";
import { zoneForPoint } from "~/domain/address/delivery";
import { dependsOnRiderCoverage } from "~/domain/logistics/coverage";
import type { PaymentType } from "~/domain/types";
import type { UserLocation } from "~/domain/address/address";
import { cleanDocument } from "~/domain/checkout/checkout-validation";
import type { CheckoutValues } from "~/views/checkout-form.server";
import { saveCart } from "~/http/cart-session.server";
import { cartView, type CartView } from "~/domain/cart/cart-view";
import type { CheckoutState } from "~/views/checkout-form.server";
import { loadCustomer, loadOrderInputs, loadPricingSources, toOrderingCustomer, type OrderInputsRead, type OrderingCustomer, type PricingScope, type PricingSourcesRead } from "~/data/orders/pricing-inputs.server";
import { errorText } from "~/data/orders/order-writer.server";
import {
  orderPhone, priceOrder, type OrderDraft, type OrderPricing, type PricedOrder, type PricingFailure, type PricingSources,
} from "~/domain/checkout/order-pricing";
import type { CheckedOrder } from "~/services/orders/create-order.server";
import { normalizeCode } from "~/domain/checkout/code-discount";
import { activePartnerUser } from "~/http/partner-session.server";
import { readFullSlotsAhead } from "~/data/orders/order-slots.server";
import { asapSlot, withoutFullSlots } from "~/domain/shop/busy-mode";
import type { ModeContext } from "~/http/storefront-context.server";

export { loadCartPageContext as loadCheckoutContext } from "~/views/cart-page.server";
export const MSG_CODE_DROPPED_BY_PAYMENT = (code: string) =>
  `Al cambiar el medio de pago se quitará el código de descuento ${code}. ¿Deseas continuar?`;

export type StoredLocation = Partial<UserLocation> & { lat: number; lng: number };

export interface Resolved {
  ctx: ModeContext;
  values: CheckoutValues;
  state: CheckoutState;
  view: CartView;
  location: StoredLocation | null;
  /** The loyalty programme of this location (null when none applies here). */
  program: LoyaltyProgram | null;
  loggedCustomer: OrderingCustomer | null;
  phoneE164: string | null;
  phoneCustomer: OrderingCustomer | null;
  payments: PaymentType[];
  days: ScheduleDay[];
  scheduling: SchedulingState;
  /** The chosen slot when it is offered now, else null. */
  slot: string | null;
  /**
   * Busy mode's cap: the posted time's 15-minute slot filled up (the time is no longer offered;
   * the values moved to the next open one), and where an order 'lo antes posible' goes now
   * (`moved`: its own slot is full, `slotStart` the next open one; null: no open slot for two hours).
   */
  busy: { postedSlotFull: boolean; asap: { slotStart: number; moved: boolean } | null } | null;
  codeInfo: CodeDiscountInfo | null;
  /** §6 external loyalty partner user of the session, while its link is valid. */
  partnerUser: PartnerUser | null;
  /** The order as the diner has it (what a submit sends). */
  draft: OrderDraft;
  /** priceOrder's answer for the draft: the order to place, or why it cannot be (a submit answers it). */
  pricing: PricedOrder | PricingFailure;
  /** The order as priced either way (what the page shows). */
  order: OrderPricing;
  ticket: Ticket;
  /**
   * For a submit: what the order service checks read in the same batch (its key's first order, the
   * riders), with the sources and the pricing; null when the read failed (§8 silent failure: the page
   * shows no charges, and the order service reads and prices the submit itself).
   */
  checked: CheckedOrder | null;
  messages: { code: string | null; points: string | null; confirmDropCode: string | null };
}

/** No pricing rows (their read failed: §8 silent failure, the page goes on without charges). */
const NO_SOURCES: PricingSources = {
  serviceFee: null, surcharges: [], generalDiscounts: [], zones: [], program: null, customer: null, code: null, firstPurchase: true,
};

function storedLocation(ctx: ModeContext): StoredLocation | null {
  const loc = ctx.session.get("location") as StoredLocation | undefined;
  return loc && Number.isFinite(loc.lat) && Number.isFinite(loc.lng) ? loc : null;
}

/** First values of an attempt: stored draft, else the logged-in customer, the entry params and defaults. */
export function initialValues(ctx: ModeContext, state: CheckoutState, blank: CheckoutValues, customer: OrderingCustomer | null): CheckoutValues {
  if (state.values) return state.values;
  const entry = ctx.session.get("entry");
  const phone = ctx.session.get("customerPhone") ?? entry?.phone ?? "";
  const country = (phone && phoneCountryOf(phone)) || initialPhoneCountry({ branchCountry: ctx.country.code });
  const loc = storedLocation(ctx);
  return {
    ...blank,
    phoneCountry: country,
    phone,
    name: customer?.name ?? entry?.customerName ?? entry?.name ?? "",
    email: customer?.email ?? "",
    document: customer?.document ?? "",
    tableNumber: entry?.tableNumber ?? "",
    betweenStreets: loc?.betweenStreets ?? "",
    addressDetails: loc?.details ?? "",
    code: entry?.code ?? "",
  };
}

/**
 * The pricing inputs in one batch; §8 silent failures: a failing read is logged and the page goes
 * on without them. For a submit (`submit`: its idempotency key, and whether a rider must be on
 * shift) the same round trip reads what the order service checks before it writes (the order a
 * first submit of the key created, the riders' coverage), so the submit makes two D1 calls, not three.
 */
async function readPricingSources(
  env: Env,
  scope: PricingScope,
  phone: string | null,
  code: string | null,
  at: Date,
  partner: string | null,
  submit: { idempotencyKey: string; riderCoverage: boolean } | null,
): Promise<{ read: PricingSourcesRead; orderInputs: (OrderInputsRead & { idempotencyKey: string }) | null } | null> {
  try {
    if (!submit) return { read: await loadPricingSources(env, scope, phone, code, at.getTime(), partner), orderInputs: null };
    const inputs = await loadOrderInputs(env, scope, { ...submit, phone, code, at: at.getTime(), partner, readSources: true });
    return { read: inputs.sources!, orderInputs: { idempotencyKey: submit.idempotencyKey, firstOrder: inputs.firstOrder, covered: inputs.covered } };
  } catch (error) {
    console.warn("checkout: pricing inputs unavailable", errorText(error));
    return null;
  }
}

/**
 * Everything the page and the submit need, with the §4 rules that change the
 * state: a limited-usage code expires, changing phone drops code and points,
 * switching immediate/scheduled drops the code (not for a partner's user), a code that no longer
 * validates is dropped (after confirmation when a payment change caused it).
 */
export async function resolveCheckout(
  env: Env,
  ctx: ModeContext,
  input: { values: CheckoutValues; state: CheckoutState; confirmDrop?: boolean; submitKey?: string },
): Promise<Resolved> {
  const state: CheckoutState = { ...input.state };
  const values: CheckoutValues = { ...input.values };
  if (!isPhoneCountry(values.phoneCountry)) values.phoneCountry = initialPhoneCountry({ branchCountry: ctx.country.code });
  const { menu } = ctx.snapshot;
  const view = cartView(ctx.cart, menu);
  if (view.dropped.length > 0) saveCart(ctx.session, { ...view.cart, updatedAt: ctx.now.getTime() });
  const mode = ctx.orderMode;
  const scope = { companyId: ctx.company.id, branchId: ctx.branch.id, branchContactId: ctx.branchContact.id, orderModeId: mode.id };
  const isDelivery = mode.type === "DELIVERY";
  const location = isDelivery ? storedLocation(ctx) : null;
  const partnerUser = activePartnerUser(ctx.session, ctx.now);

  // One read of everything the ticket depends on (the order service's reader), for the
  // phone typed and the applied code; the signed-in diner apart when another phone is typed.
  const phone = orderPhone(values, ctx.branch);
  const logged = ctx.session.get("customerPhone") ?? null;
  const readCode = state.code ? normalizeCode(state.code.code) || null : null;
  const submit = input.submitKey ? { idempotencyKey: input.submitKey, riderCoverage: dependsOnRiderCoverage(ctx.branchContact, mode) } : null;
  const [readAll, otherLogged, fullSlots] = await Promise.all([
    readPricingSources(env, scope, phone, readCode, ctx.now, partnerUser?.partner ?? null, submit),
    logged && logged !== phone ? loadCustomer(env, ctx.company.id, logged) : Promise.resolve(null),
    readFullSlotsAhead(env, ctx.branchContact, ctx.now),
  ]);
  const read = readAll?.read ?? null;
  const covered = readAll?.orderInputs?.covered ?? null;
  const sources: PricingSources = { ...(read ?? NO_SOURCES), ...(covered !== null ? { noLogisticsCoverage: !covered } : {}) };
  const program = programAppliesTo(sources.program, ctx.branchContact.id) ? sources.program : null;
  // What is stored for a phone (name, email, points, opt-in) is shown only for
  // the session's VERIFIED phone; a phone merely typed here orders, but sees nothing.
  const loggedCustomer = logged && logged === phone ? (read?.customer ? toOrderingCustomer(read.customer) : null) : otherLogged;
  const phoneCustomer = phone !== null && phone === logged ? loggedCustomer : null;
  const zone = location ? zoneForPoint(isDelivery ? sources.zones : [], location) : null;

  // §3 payment types of the mode; §4 Payment: no cash where the diner's delivery
  // zone does not allow it, and then the chosen one switches to the first non-cash.
  const payments = allowedPaymentTypes(mode, zone);
  const payment = defaultPaymentType(mode, zone, values.paymentTypeId);
  values.paymentTypeId = payment ? String(payment.id) : "";

  // §4 Scheduling: days from the server clock in the business time zone, without the times
  // whose 15-minute slot busy mode's cap has filled.
  const allDays = scheduleDays(scheduleSource(ctx.branchContact, mode), ctx.now, ctx.country.timeZone, { exceptions: ctx.branchContact.deliveryConfig.hoursExceptions });
  const days = fullSlots ? withoutFullSlots(allDays, fullSlots) : allDays;
  const scheduling = schedulingState(ctx.orderStatus, days);
  if (scheduling.mustSchedule) values.scheduled = true;
  if (!scheduling.canSchedule) values.scheduled = false;
  // The slot as posted (a time the diner did not see is never ordered); the
  // displayed values are then re-adjusted.
  const posted = `${values.day}T${values.time}`;
  const slot = values.scheduled && findSlot(days, posted) ? posted : null;
  const fullPosted = values.scheduled && !slot && fullSlots ? findSlot(allDays, posted) : null;
  if (fullPosted) {
    // The time filled up since the diner saw it: the next open time (that day's, else the first).
    const next = days.flatMap((d) => d.slots).find((x) => x.at > fullPosted.at) ?? firstAvailableSlot(days);
    if (next) [values.day, values.time] = next.value.split("T");
  } else if (values.scheduled && !slot) {
    // §4 'changing day re-adjusts time'; with no day yet, the first available slot.
    const picked = values.day ? adjustSlot(days, values.day, values.time) : firstAvailableSlot(days);
    if (picked && (!values.day || days.some((d) => d.date === values.day))) [values.day, values.time] = picked.value.split("T");
  }
  const busy: Resolved["busy"] = fullSlots
    ? { postedSlotFull: !!fullPosted, asap: asapSlot({ at: ctx.now.getTime(), minDelayInMinutes: mode.minDelayInMinutes }, fullSlots) }
    : null;
  if (!values.day && days[0]) [values.day, values.time] = days[0].slots[0].value.split("T");

  const messages: Resolved["messages"] = { code: null, points: null, confirmDropCode: null };
  // §4 'Changing phone removes applied loyalty points and code': points were
  // redeemed for the signed-in diner typing their own phone (both must still hold).
  if (state.points && (state.points.phone !== logged || state.points.phone !== phone)) state.points = null;
  if (state.code && state.code.phone !== phone) state.code = null;
  // §4 '… clears the applied code unless an external loyalty programme is in use'.
  if (state.code && state.code.scheduled !== values.scheduled) {
    if (scheduleSwitchDropsCode(!!partnerUser)) state.code = null;
    else state.code = { ...state.code, scheduled: values.scheduled };
  }

  // The session cart as the diner had it: a line gone from the menu is left off the ticket and
  // refuses this submit (the page then shows the cart without it, saved above).
  const pricingContext = { ...ctx, signedInPhone: logged, phone };
  let draft = checkoutDraft(ctx, values, state, { location, payment, slot, phoneCustomer, partnerUser, points: program ? state.points?.points ?? 0 : 0 });
  let pricing = priceOrder(pricingContext, draft, sources);
  let order = pricing.ok ? pricing : pricing.pricing!;
  const codeInfo = state.code ? read?.code ?? null : null;
  if (state.code) {
    if (order.code && isCodeExpired(order.code, state.code.appliedAt, ctx.now.getTime())) {
      messages.code = MSG_CODE_EXPIRED;
      state.code = null;
    } else if (order.codeMessage && state.code.paymentTypeId !== values.paymentTypeId && !input.confirmDrop) {
      // §2: a payment change that cannot keep the code asks first.
      messages.confirmDropCode = MSG_CODE_DROPPED_BY_PAYMENT(state.code.code);
    } else if (order.codeMessage) {
      messages.code = order.codeMessage;
      state.code = null;
    } else {
      state.code = { ...state.code, paymentTypeId: values.paymentTypeId };
    }
    // A dropped code: the order without it.
    if (!state.code) {
      draft = { ...draft, code: null };
      pricing = priceOrder(pricingContext, draft, sources);
      order = pricing.ok ? pricing : pricing.pricing!;
    }
  }

  const orderInputs = readAll?.orderInputs ?? null;
  return {
    ctx, values, state, view, location, program, loggedCustomer, phoneE164: phone, phoneCustomer,
    payments, days, scheduling, slot, busy, codeInfo, partnerUser, messages,
    draft, pricing, order, ticket: order.ticket,
    checked: read && orderInputs ? { inputs: orderInputs, sources, pricing } : null,
  };
}

/** §3 Order payload from what the diner typed and chose (amounts are priceOrder's, never the form's). */
function checkoutDraft(
  ctx: ModeContext,
  values: CheckoutValues,
  state: CheckoutState,
  chosen: { location: StoredLocation | null; payment: PaymentType | null; slot: string | null; phoneCustomer: OrderingCustomer | null; partnerUser: PartnerUser | null; points: number },
): OrderDraft {
  const entry = ctx.session.get("entry");
  const type = ctx.orderMode.type;
  const loc = chosen.location;
  return {
    paymentTypeId: chosen.payment?.id ?? null,
    phone: values.phone,
    phoneCountry: values.phoneCountry,
    customerName: values.name.trim(),
    lastName: type === "DELIVERY" ? values.lastName.trim() || null : null,
    customerEmail: values.email.trim() || null,
    document: cleanDocument(values.document) || null, // §3 'document (dots removed)'
    optIn: chosen.phoneCustomer?.optIn ? true : values.optIn, // §3 optIn default true
    tableNumber: type === "TABLE" ? values.tableNumber.trim() : null,
    destination: loc
      ? {
          fullAddress: loc.fullAddress ?? null, street: loc.street ?? null, number: loc.number ?? null, city: loc.city ?? null,
          locality: loc.locality ?? null, postalCode: loc.postalCode ?? null,
          betweenStreets: values.betweenStreets.trim() || null, details: values.addressDetails.trim() || null,
          lat: loc.lat, lng: loc.lng,
        }
      : null,
    scheduled: values.scheduled,
    scheduledAt: chosen.slot,
    notes: values.notes.trim() || null,
    paysWith: values.paysWith,
    code: state.code?.code ?? null,
    redeemedPoints: chosen.points,
    campaignId: entry?.campaignId ?? null,
    source: entry?.abandoned ? "ABANDONED" : entry?.campaignId ? "CAMPAIGN" : "DIRECT",
    // From the session (a partner's signed link), never from the form.
    partnerUser: chosen.partnerUser ? { partner: chosen.partnerUser.partner, externalUserId: chosen.partnerUser.externalUserId } : null,
  };
}
