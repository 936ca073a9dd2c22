// Server side of the checkout page 'Confirmación del pedido' (storefront.md §2
// "Checkout page", §3, §4 payment / discount code / loyalty / scheduling, §5
// "Checkout submit"): everything is recomputed from the session cart, the mode,
// the stored location, the customer and the tables on every request; the form
// only carries what the diner typed and chose.
import { priceCart, type PricedCart } from "~/domain/cart/cart";
import { MSG_CODE_EXPIRED, isCodeExpired, validateCode, type CodeDiscountInfo, type CodeResult } from "~/domain/checkout/code-discount";
import { programAppliesTo, type LoyaltyProgram } from "~/domain/checkout/loyalty";
import { allowedPaymentTypes, defaultPaymentType } from "~/domain/checkout/payment-choice";
import { initialPhoneCountry, isPhoneCountry, normalizePhone, phoneCountryOf } from "~/domain/checkout/phone";
import {
  adjustSlot, findSlot, firstAvailableSlot, scheduleDays, scheduleSource, schedulingState,
  type ScheduleDay, type SchedulingState,
} from "~/domain/checkout/schedule";
import { scheduleSwitchDropsCode, type PartnerUser } from "~/domain/checkout/external-benefit";
import { computeTicket, deliveryFreeByAmount, type Ticket, type TicketDeliveryInfo } from "~/domain/checkout/ticket";
import { deliveryTerms, zoneForPoint, type DeliveryTerms } from "~/domain/address/delivery";
import { dependsOnRiderCoverage } from "~/domain/logistics/coverage";
import type { PaymentType } from "~/domain/types";
import type { UserLocation } from "~/domain/address/address";
import type { CheckoutValues } from "~/http/checkout-form.server";
import { saveCart } from "~/http/cart-session.server";
import { cartView, type CartView } from "~/domain/cart/cart-view";
import type { CheckoutState } from "~/http/checkout-form.server";
import { loadCustomer, toOrderingCustomer, type ModeCharges, type OrderingCustomer } from "~/data/orders/pricing-inputs.server";
import { errorText } from "~/data/orders/order-writer.server";
import { loadOrderInputs, loadPricingSources, type OrderInputsRead, type PricingScope, type PricingSourcesRead } from "~/data/orders/pricing-inputs.server";
import type { PricingSources } from "~/domain/checkout/order-pricing";
import { normalizeCode } from "~/domain/checkout/code-discount";
import { activePartnerUser } from "~/http/partner-session.server";
import type { ModeContext } from "~/http/storefront-context.server";

export { loadCartPageContext as loadCheckoutContext } from "~/http/cart-page.server";

/** Ours: the spec names no message for these (docs/decisions.md#checkout-page). */
export const STATUS_NOTE: Record<string, string | null> = {
  informational: "Menú informativo. Pedidos deshabilitados.",
  closed: "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.",
  scheduleOnly: null,
  open: null,
};
export const MSG_CODE_DROPPED_BY_PAYMENT = (code: string) =>
  `Al cambiar el medio de pago se quitará el código de descuento ${code}. ¿Deseas continuar?`;

export type StoredLocation = Partial<UserLocation> & { lat: number; lng: number };

export interface Resolved {
  ctx: ModeContext;
  values: CheckoutValues;
  state: CheckoutState;
  view: CartView;
  priced: PricedCart;
  location: StoredLocation | null;
  terms: DeliveryTerms | null;
  deliveryInfo: TicketDeliveryInfo | null;
  charges: ModeCharges;
  program: LoyaltyProgram | null;
  loggedCustomer: OrderingCustomer | null;
  phoneE164: string | null;
  phoneCustomer: OrderingCustomer | null;
  payments: PaymentType[];
  payment: PaymentType | null;
  days: ScheduleDay[];
  scheduling: SchedulingState;
  /** The chosen slot when it is offered now, else null. */
  slot: string | null;
  codeInfo: CodeDiscountInfo | null;
  codeResult: (CodeResult & { ok: true }) | null;
  ticket: Ticket;
  /** §6 external loyalty partner user of the session, while its link is valid. */
  partnerUser: PartnerUser | null;
  /**
   * What the pricing was read from (one batch), for `phoneE164` and the applied
   * code: the order service prices the submit from it instead of reading again.
   * Null when the read failed (§8 silent failure: the page shows no charges).
   */
  sources: { read: PricingSources; phone: string | null; code: string | null; orderInputs: (OrderInputsRead & { idempotencyKey: string }) | null } | null;
  messages: { code: string | null; points: string | null; confirmDropCode: string | null };
}

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
  const priced = priceCart(view.cart, menu);
  const mode = ctx.orderMode;
  const scope = { companyId: ctx.company.id, branchId: ctx.branch.id, branchContactId: ctx.branchContact.id, orderModeId: mode.id };
  const isDelivery = mode.type === "DELIVERY";
  const location = isDelivery ? storedLocation(ctx) : null;
  const partnerUser = activePartnerUser(ctx.session, ctx.now);

  // One read of everything the ticket depends on (the order service's reader), for the
  // phone typed and the applied code; the signed-in diner apart when another phone is typed.
  const phone = values.phone ? normalizePhone(values.phone, values.phoneCountry) : null;
  const logged = ctx.session.get("customerPhone") ?? null;
  const readCode = state.code ? normalizeCode(state.code.code) || null : null;
  const submit = input.submitKey ? { idempotencyKey: input.submitKey, riderCoverage: dependsOnRiderCoverage(ctx.branchContact, mode) } : null;
  const [readAll, otherLogged] = await Promise.all([
    readPricingSources(env, scope, phone, readCode, ctx.now, partnerUser?.partner ?? null, submit),
    logged && logged !== phone ? loadCustomer(env, ctx.company.id, logged) : Promise.resolve(null),
  ]);
  const read = readAll?.read ?? null;
  const zones = isDelivery ? read?.zones ?? [] : [];
  const charges: ModeCharges = {
    serviceFee: read?.serviceFee ?? null,
    surcharges: read?.surcharges ?? [],
    generalDiscounts: read?.generalDiscounts ?? [],
  };
  const program = read?.program ?? null;
  // Issue 8: what is stored for a phone (name, email, points, opt-in) is shown only for
  // the session's VERIFIED phone; a phone merely typed here orders, but sees nothing.
  const loggedCustomer = logged && logged === phone ? (read?.customer ? toOrderingCustomer(read.customer) : null) : otherLogged;
  const phoneCustomer = phone !== null && phone === logged ? loggedCustomer : null;
  const terms = isDelivery ? deliveryTerms(zones, location) : null;
  const zone = location ? zoneForPoint(zones, location) : null;
  const deliveryInfo: TicketDeliveryInfo | null = zone
    ? { fee: zone.fee, cashFee: zone.cashFee, minimumOrder: zone.minimumOrder, freeDeliveryFrom: zone.freeDeliveryFrom, inside: true }
    : null;

  // §3 payment types of the mode; §4 Payment: no cash where the diner's delivery
  // zone does not allow it, and then the chosen one switches to the first non-cash.
  const payments = allowedPaymentTypes(mode, zone);
  let payment = defaultPaymentType(mode, zone, values.paymentTypeId);
  values.paymentTypeId = payment ? String(payment.id) : "";

  // §4 Scheduling: days from the server clock in the business time zone.
  const days = scheduleDays(scheduleSource(ctx.branchContact, mode), ctx.now, ctx.country.timeZone);
  const scheduling = schedulingState(ctx.orderStatus, days);
  if (scheduling.mustSchedule) values.scheduled = true;
  if (!scheduling.canSchedule) values.scheduled = false;
  // The slot as posted (a time the diner did not see is never ordered); the
  // displayed values are then re-adjusted.
  const posted = `${values.day}T${values.time}`;
  const slot = values.scheduled && findSlot(days, posted) ? posted : null;
  if (values.scheduled && !slot) {
    // §4 'changing day re-adjusts time'; with no day yet, the first available slot.
    const picked = values.day ? adjustSlot(days, values.day, values.time) : firstAvailableSlot(days);
    if (picked && (!values.day || days.some((d) => d.date === values.day))) [values.day, values.time] = picked.value.split("T");
  }
  if (!values.day && days[0]) [values.day, values.time] = days[0].slots[0].value.split("T");

  const messages: Resolved["messages"] = { code: null, points: null, confirmDropCode: null };
  // §4 'Changing phone removes applied loyalty points and code': points were
  // redeemed for the signed-in diner typing their own phone (both must still hold).
  if (state.points && (state.points.phone !== (ctx.session.get("customerPhone") ?? null) || state.points.phone !== phone)) state.points = null;
  if (state.code && state.code.phone !== phone) state.code = null;
  // §4 '… clears the applied code unless an external loyalty programme is in use'.
  if (state.code && state.code.scheduled !== values.scheduled) {
    if (scheduleSwitchDropsCode(!!partnerUser)) state.code = null;
    else state.code = { ...state.code, scheduled: values.scheduled };
  }

  let codeInfo: CodeDiscountInfo | null = null;
  let codeResult: Resolved["codeResult"] = null;
  if (state.code) {
    codeInfo = read?.code ?? null;
    const result = validateCode(state.code.code, codeInfo, {
      orderModeType: mode.type,
      paymentChosen: !!payment,
      paymentMethod: payment?.paymentMethod ?? null,
      phoneValid: !!phone,
      pricedCart: priced,
      deliveryAlreadyFree: deliveryFreeByAmount(priced.itemsTotal, deliveryInfo),
      firstPurchase: read?.firstPurchase ?? true,
    });
    if (result.ok && isCodeExpired(result.discount, state.code.appliedAt, ctx.now.getTime())) {
      messages.code = MSG_CODE_EXPIRED;
      state.code = null;
    } else if (result.ok) {
      codeResult = result;
    } else if (state.code.paymentTypeId !== values.paymentTypeId && !input.confirmDrop) {
      // §2: a payment change that cannot keep the code asks first.
      messages.confirmDropCode = MSG_CODE_DROPPED_BY_PAYMENT(state.code.code);
    } else {
      messages.code = result.message;
      state.code = null;
    }
  }
  if (state.code && codeResult) state.code = { ...state.code, paymentTypeId: values.paymentTypeId };

  const activeProgram = programAppliesTo(program, ctx.branchContact.id) ? program : null;
  const ticket = computeTicket({
    pricedCart: priced,
    orderModeType: mode.type,
    paymentMethod: payment?.paymentMethod ?? null,
    deliveryInfo,
    generalDiscounts: charges.generalDiscounts,
    surcharges: charges.surcharges,
    serviceFee: charges.serviceFee,
    codeDiscount: codeResult?.discount ?? null,
    redeemedPoints: activeProgram ? state.points?.points ?? 0 : 0,
    pointsName: activeProgram?.pointsName,
  });
  payment = payment ?? null;

  return {
    ctx, values, state, view, priced, location, terms, deliveryInfo, charges, program: activeProgram,
    loggedCustomer, phoneE164: phone, phoneCustomer,
    payments, payment, days, scheduling, slot, codeInfo, codeResult, ticket, partnerUser, messages,
    sources: read ? { read, phone, code: readCode, orderInputs: readAll?.orderInputs ?? null } : null,
  };
}
