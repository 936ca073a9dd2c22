// The checkout page's action (storefront.md §4 discount code / loyalty /
// scheduling / order submit, §5 "Checkout submit", "Discount code", "Loyalty
// redemption"). Intents: recalculate, apply-code, remove-code, redeem-points,
// remove-points, confirm-drop-code, keep-code, change-address, submit.
// Every post recomputes the ticket on the server; the cart stays intact until
// an order exists; a replayed idempotency key returns the first order.
import type { CheckoutValidation } from "~/domain/checkout/checkout-validation";
import { normalizeCode, validateCode } from "~/domain/checkout/code-discount";
import { pointsBlockCodeMessage, pointsConflictWithCode, validateRedemption } from "~/domain/checkout/loyalty";
import { deliveryFreeByAmount } from "~/domain/checkout/ticket";
import type { CheckoutIntent, CheckoutValues } from "~/views/checkout-form.server";
import { newIdempotencyKey, type CheckoutState } from "~/views/checkout-form.server";
import { resolveCheckout, type Resolved } from "./checkout-page.server";
import { findDiscountCode, isFirstPurchase } from "~/data/orders/pricing-inputs.server";
import type { ModeContext } from "~/http/storefront-context.server";
import { placeOrder, MSG_ORDER_FAILED } from "./checkout-order.server";
import { MSG_KITCHEN_FULL, MSG_SLOT_FULL } from "~/domain/shop/busy-mode";

/** Ours (docs/decisions.md#checkout-and-orders): points redeemed with another phone typed than the signed-in one. */
export const MSG_POINTS_OTHER_PHONE = "Los puntos se canjean con el teléfono de tu sesión.";

export type IntentOutcome =
  | { kind: "page"; resolved: Resolved; status: number; message?: string | null; fieldErrors?: CheckoutValidation["fieldErrors"]; codeMessage?: string | null; pointsMessage?: string | null }
  | { kind: "order"; code: string; state: CheckoutState };

async function applyCode(env: Env, r: Resolved): Promise<{ resolved: Resolved; message: string | null }> {
  const { ctx, values, state } = r;
  const code = normalizeCode(values.code);
  if (!code) return { resolved: r, message: null }; // §5: applies only if code non-empty
  if (pointsConflictWithCode(r.program, true, state.points?.points ?? 0)) {
    return { resolved: r, message: pointsBlockCodeMessage(r.program!) };
  }
  const scope = { companyId: ctx.company.id, branchId: ctx.branch.id };
  const [info, first] = await Promise.all([
    findDiscountCode(env, scope, code, ctx.now),
    isFirstPurchase(env, scope, r.phoneE164),
  ]);
  const result = validateCode(code, info, {
    orderModeType: ctx.orderMode.type,
    paymentChosen: !!r.order.payment,
    paymentMethod: r.order.payment?.paymentMethod ?? null,
    phoneValid: !!r.phoneE164,
    pricedCart: r.order.priced,
    deliveryAlreadyFree: deliveryFreeByAmount(r.order.priced.itemsTotal, r.order.deliveryInfo),
    firstPurchase: first,
  });
  if (!result.ok) return { resolved: r, message: result.message };
  const next: CheckoutState = {
    ...state,
    code: { code, phone: r.phoneE164, scheduled: values.scheduled, paymentTypeId: values.paymentTypeId, appliedAt: ctx.now.getTime() },
  };
  return { resolved: await resolveCheckout(env, ctx, { values: { ...values, code }, state: next }), message: null };
}

async function redeemPoints(env: Env, r: Resolved): Promise<{ resolved: Resolved; message: string | null }> {
  const { ctx, values, state } = r;
  const logged = ctx.session.get("customerPhone");
  if (!r.program || !logged) return { resolved: r, message: null }; // only when logged in
  // Points are the signed-in diner's own (§6): the order's phone must be theirs (order-pricing refuses it otherwise).
  if (r.phoneE164 !== logged) return { resolved: r, message: MSG_POINTS_OTHER_PHONE };
  const balance = r.loggedCustomer?.loyaltyPointsBalance ?? 0;
  const points = Number(values.points.replace(/\./g, "").trim());
  const message = validateRedemption(r.program, { points: Number.isFinite(points) ? points : 0, balance, orderAmount: r.ticket.orderAmount });
  if (message) return { resolved: r, message };
  if (pointsConflictWithCode(r.program, !!state.code, points)) return { resolved: r, message: pointsBlockCodeMessage(r.program) };
  const next: CheckoutState = { ...state, points: { points: Math.floor(points), phone: logged } };
  return { resolved: await resolveCheckout(env, ctx, { values, state: next }), message: null };
}

export async function runIntent(
  env: Env,
  ctx: ModeContext,
  input: { intent: CheckoutIntent; values: CheckoutValues; state: CheckoutState; idempotencyKey: string; installedApp?: boolean },
): Promise<IntentOutcome> {
  const { intent } = input;
  let values = input.values;
  let state = input.state;
  if (intent === "keep-code" && state.code) values = { ...values, paymentTypeId: state.code.paymentTypeId };
  if (intent === "remove-code") state = { ...state, code: null };
  if (intent === "remove-points") state = { ...state, points: null };
  // A submit reads what the order service checks (its key's first order, the riders) with the pricing.
  const key = input.idempotencyKey || state.key;
  const resolved = await resolveCheckout(env, ctx, { values, state, confirmDrop: intent === "confirm-drop-code", submitKey: intent === "submit" ? key : undefined });

  if (intent === "apply-code") {
    const { resolved: after, message } = await applyCode(env, resolved);
    return { kind: "page", resolved: after, status: message ? 400 : 200, codeMessage: message };
  }
  if (intent === "redeem-points") {
    const { resolved: after, message } = await redeemPoints(env, resolved);
    return { kind: "page", resolved: after, status: message ? 400 : 200, pointsMessage: message };
  }
  if (intent !== "submit") return { kind: "page", resolved, status: 200 };

  // ---- submit (a key whose order this session made was answered by the route): the order
  // resolveCheckout priced goes to the order service, which answers a first submit of the key
  // from another request before any refusal of the pricing.
  if (resolved.messages.confirmDropCode) return { kind: "page", resolved, status: 409 };
  // Busy mode's cap: the chosen time filled up since the page showed it (the page comes back with
  // the next open time and everything typed), or no slot is open for an order 'lo antes posible'.
  if (resolved.busy?.postedSlotFull) return { kind: "page", resolved, status: 409, message: MSG_SLOT_FULL, fieldErrors: { schedule: MSG_SLOT_FULL } };
  if (resolved.busy && !resolved.values.scheduled && !resolved.busy.asap) return { kind: "page", resolved, status: 409, message: MSG_KITCHEN_FULL };
  const placed = await placeOrder(env, resolved, key, { installedApp: input.installedApp === true });
  if (!placed.ok) {
    return { kind: "page", resolved, status: placed.status, message: placed.message ?? MSG_ORDER_FAILED, fieldErrors: placed.fieldErrors };
  }
  const orders = [...(resolved.state.orders ?? []), { key, code: placed.code }].slice(-10);
  // A new key for the next checkout attempt; the draft keeps the diner's data, not the code or points.
  const next: CheckoutState = {
    alias: resolved.state.alias,
    key: newIdempotencyKey(),
    values: { ...resolved.values, code: "", points: "", paysWith: "", notes: "" },
    code: null,
    points: null,
    orders,
  };
  return { kind: "order", code: placed.code, state: next };
}
