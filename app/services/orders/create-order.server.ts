// The order creation use case (storefront.md §3 "Order payload", §4 "Order submit" and
// "Order statuses", §8 errors list). Shared by POST /api/order and the checkout
// action. Decisions: docs/decisions.md#checkout-and-orders.
//
// createOrder: the order as domain/checkout/order-pricing.ts priceOrder priced it (the checkout
// page prices it with the inputs it read for this key; POST /api/order is read and priced here,
// through the same pricing-inputs reader), then written in ONE db.batch (one transaction; statements prepared once per isolate in
// data/orders/order-writer.server.ts): customer upsert, order, lines, first status event,
// code use (+ redemption), points debit (+ movement), the ordered abandoned carts. What
// must happen once is enforced by the database, so concurrent requests are safe:
// - UNIQUE(company_id, idempotency_key): a replay gets the first order back;
// - CHECK(uses <= max_uses): the loser of a one-time code aborts its batch;
// - CHECK(loyalty_balance >= 0): points never overdraw.
import { orderArrived } from "~/services/console-board/order-arrival.server";
import { initialOrderStatus, initialPaymentStatus, type OrderStatus } from "~/domain/orders/order-status";
import { balanceMessage } from "~/domain/checkout/loyalty";
import { normalizeCode } from "~/domain/checkout/code-discount";
import { now } from "~/data/clock.server";
import { db } from "~/data/db.server";
import { errorText, isCodeCollision, isCodeUsedUp, isIdempotencyConflict, isPointsOverdraft } from "~/data/orders/order-writer.server";
import { findOrderByIdempotencyKey, newOrderCode, type OrderRow } from "~/data/orders/order-reader.server";
import { loadOrderInputs, type OrderInputsRead, type PricingSources } from "~/data/orders/pricing-inputs.server";
import { orderPhone, priceOrder, type OrderDraft, type PricedOrder, type PricingFailure } from "~/domain/checkout/order-pricing";
import { buildOrderText } from "~/domain/orders/order-text";
import { whatsAppUrl } from "~/domain/contact-links";
import { dependsOnRiderCoverage } from "~/domain/logistics/coverage";
import { cancelAbandonedCartsQueries } from "~/data/diner-activity/abandoned-carts.server";
import { sessionIdFor } from "~/http/session.server";
import { orderWriteStatements } from "~/data/orders/order-writer.server";
import type { OrderLineExtraGroup } from "~/domain/orders/order-record";
import { isSlotFull, slotClaimStatement } from "~/data/orders/order-slots.server";
import { MAX_SLOT_MOVES, MSG_KITCHEN_FULL, MSG_SLOT_FULL, orderSlot } from "~/domain/shop/busy-mode";
import type { ModeContext } from "~/http/storefront-context.server";

export type { OrderDraft, OrderDraftItem, PriceError, LineError, PricingFailure } from "~/domain/checkout/order-pricing";

// Ours (docs/decisions.md#checkout-and-orders "Messages").
export const MSG_CODE_USED_UP = "Este código de descuento ya fue utilizado. Quitalo para confirmar tu pedido.";
export const MSG_IDEMPOTENCY_KEY = "Falta la clave de idempotencia del pedido.";
/** A key replayed with another request: 422, and nothing of the order it made (it would leak another diner's data). */
export const MSG_IDEMPOTENCY_KEY_REUSED = "La clave de idempotencia ya se usó con otro pedido. Genere una clave nueva para este pedido.";

export interface CreatedOrder {
  code: string;
  status: OrderStatus;
  total: number;
  /** The WhatsApp text; null with an orders console (only the code is kept). */
  orderText: string | null;
  /** wa.me link to the branch contact's whatsAppPhone; null with an orders console. */
  whatsAppUrl: string | null;
  followUpPath: string;
}

export type CreateOrderResult =
  | { ok: true; replayed: boolean; code: string; order: CreatedOrder; /** The session changed (its cart emptied, or it got its id): the caller commits it, once. */ sessionChanged: boolean }
  | PricingFailure;

type Ctx = Pick<ModeContext, "company" | "branch" | "branchContact" | "orderMode" | "country" | "session" | "cart" | "now" | "snapshot" | "orderStatus">;

function created(ctx: Ctx, o: Pick<OrderRow, "code" | "status" | "total" | "orderText">): CreatedOrder {
  const text = ctx.branchContact.ordersConsole ? null : o.orderText;
  return {
    code: o.code,
    status: o.status,
    total: o.total,
    orderText: text,
    whatsAppUrl: text ? whatsAppUrl(ctx.branchContact.whatsAppPhone, text) : null,
    followUpPath: `/menu/${ctx.branchContact.alias}/order/${o.code}`,
  };
}

/**
 * Empties the diner's cart after an order (§4: the cart is gone once the order
 * exists; the only place that does it). Keeps the cart's local and mode stamp.
 * The caller commits the session once for the whole request.
 */
function emptyCartAfterOrder(ctx: Ctx): boolean {
  if (!ctx.session || !ctx.session.get("cart")) return false;
  ctx.session.set("cart", { ...ctx.cart, lines: [], updatedAt: ctx.now.getTime() });
  return true;
}

/**
 * What the checkout page read and priced for this submit (one read, one pricing: checkout-page.server.ts
 * resolveCheckout): the order a first submit of its key created (undefined when the key was not read)
 * and the riders' coverage, the pricing sources, and priceOrder's answer for the draft.
 */
export interface CheckedOrder {
  inputs: OrderInputsRead;
  sources: PricingSources;
  pricing: PricedOrder | PricingFailure;
}

/**
 * `requestHash`: the fingerprint of the API request (POST /api/order); a replay of the key
 * answers the first order only when the fingerprints match (both null from the checkout page).
 * `checked`: what the checkout page read and priced for this key; without it (POST /api/order)
 * the inputs are read here in one round trip and the draft priced once.
 */
export async function createOrder(
  env: Env,
  ctx: Ctx,
  draft: OrderDraft,
  opts: { idempotencyKey: string; requestHash?: string | null; checked?: CheckedOrder },
): Promise<CreateOrderResult> {
  const key = String(opts.idempotencyKey ?? "").trim();
  if (!key || key.length > 200) {
    return { ok: false, status: 400, message: MSG_IDEMPOTENCY_KEY, fieldErrors: {}, lineErrors: [] };
  }
  const d = db(env);
  const companyId = ctx.company.id;
  const requestHash = opts.requestHash ?? null;
  // A first submit of this key (another request's, a race's loser): its order, or a 422 for another body.
  const replay = async (): Promise<CreateOrderResult | null> => {
    const first = await findOrderByIdempotencyKey(env, companyId, key);
    return first ? answerFirst(first) : null;
  };
  const answerFirst = (first: OrderRow): CreateOrderResult =>
    (first.requestHash ?? null) !== requestHash
      ? { ok: false, status: 422, message: MSG_IDEMPOTENCY_KEY_REUSED, fieldErrors: {}, lineErrors: [] }
      : { ok: true, replayed: true, code: first.code, order: created(ctx, first), sessionChanged: emptyCartAfterOrder(ctx) };

  const at = now(env).getTime();
  const checked = opts.checked ?? (await readAndPrice(env, ctx, draft, key, at));
  const { inputs, sources: src, pricing: p } = checked;
  if (inputs.firstOrder) return answerFirst(inputs.firstOrder);
  // A replay whose pricing no longer holds (its one-time code now used, the menu changed) still gets
  // its first order: when the key was not read with the inputs, it is read now.
  if (!p.ok) return (inputs.firstOrder === undefined ? await replay() : null) ?? p;

  // Busy mode's cap: the order claims its 15-minute slot in its own batch; an order 'lo antes
  // posible' whose slot is full moves to the next one, a scheduled one is refused.
  const scheduledAt = p.slot?.at ?? null;
  let slotMove = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = newOrderCode();
    const slotStart = orderSlot({ at, scheduledAt, minDelayInMinutes: ctx.orderMode.minDelayInMinutes }, slotMove);
    const asapSlotAt = scheduledAt === null && slotMove > 0 ? slotStart : null;
    const { statements, stored } = buildWrites(env, ctx, draft, p, { code, key, requestHash, at, src, asapSlotAt });
    try {
      // The order's statements, its slot and the ordered carts (§4 abandoned carts: this session's
      // and this phone's rows, tied to the order): one transaction. What the diner is answered is
      // what it stored (nothing is read back: the database computes no value of it).
      await d.batch([
        slotClaimStatement(env, { companyId, branchContactId: ctx.branchContact.id }, slotStart),
        ...statements,
        ...cancelAbandonedCartsQueries(env, { companyId, branchContactId: ctx.branchContact.id, sessionId: ctx.session?.id || null, phone: p.phone, orderCode: code, at }),
      ] as never);
    } catch (error) {
      if (isIdempotencyConflict(error)) {
        const first = await replay();
        if (first) return first;
      }
      if (isCodeCollision(error)) continue;
      if (isSlotFull(error)) {
        if (scheduledAt !== null) return { ok: false, status: 409, message: MSG_SLOT_FULL, fieldErrors: { schedule: MSG_SLOT_FULL }, lineErrors: [] };
        if (++slotMove >= MAX_SLOT_MOVES) return { ok: false, status: 409, message: MSG_KITCHEN_FULL, fieldErrors: {}, lineErrors: [] };
        attempt--;
        continue;
      }
      if (isCodeUsedUp(error)) {
        return { ok: false, status: 409, message: MSG_CODE_USED_UP, fieldErrors: { code: MSG_CODE_USED_UP }, lineErrors: [] };
      }
      if (isPointsOverdraft(error) && src.program) {
        const m = balanceMessage(src.program, src.customer?.loyaltyBalance ?? 0);
        return { ok: false, status: 409, message: m, fieldErrors: { points: m }, lineErrors: [] };
      }
      console.error("createOrder: batch failed", errorText(error));
      throw error;
    }
    // The location's boards hear of it (a card order only once paid: order-transitions.server.ts).
    if (stored.status === "GENERATED") await orderArrived(env, companyId, ctx.branchContact.id, code);
    // A session that had no id got one for this order (placedSessionId): its cookie must name it.
    return { ok: true, replayed: false, code, order: created(ctx, stored), sessionChanged: emptyCartAfterOrder(ctx) || (!!ctx.session && !ctx.session.id) };
  }
  throw new Error("createOrder: could not draw a free order code");
}

/**
 * POST /api/order: at most one round trip before the write (loadOrderInputs): the diner's pricing
 * rows the draft needs, the riders' coverage where the location asks for it, and with them a first
 * submit of this key; then the one pricing of the draft.
 */
async function readAndPrice(env: Env, ctx: Ctx, draft: OrderDraft, key: string, at: number): Promise<CheckedOrder> {
  const phone = orderPhone(draft, ctx.branch);
  const scope = { companyId: ctx.company.id, branchId: ctx.branch.id, branchContactId: ctx.branchContact.id, orderModeId: ctx.orderMode.id };
  const riderCoverage = dependsOnRiderCoverage(ctx.branchContact, ctx.orderMode);
  const read = await loadOrderInputs(env, scope, {
    idempotencyKey: key,
    phone,
    code: normalizeCode(draft.code) || null,
    at,
    partner: draft.partnerUser?.partner ?? null,
    readSources: true,
    riderCoverage,
    // Its points balance, for a redemption: nothing else of the customer prices an order.
    customer: (draft.redeemedPoints ?? 0) > 0,
  });
  const sources: PricingSources = { ...read.sources! };
  if (read.covered !== null) sources.noLogisticsCoverage = !read.covered;
  const pricing = priceOrder({ ...ctx, signedInPhone: ctx.session?.get("customerPhone") ?? null, phone }, draft, sources);
  return { inputs: { firstOrder: read.firstOrder, covered: read.covered }, sources, pricing };
}

interface WriteMeta {
  /** Busy mode: the slot an order 'lo antes posible' moved to, or null. */
  asapSlotAt: number | null;
  code: string;
  key: string;
  requestHash: string | null;
  at: number;
  src: PricingSources;
}

/** The statements of one order (order-writer.server.ts), and the stored values the diner is answered with. */
function buildWrites(env: Env, ctx: Ctx, draft: OrderDraft, p: PricedOrder, m: WriteMeta) {
  const companyId = ctx.company.id;
  const t = p.ticket;
  const status = initialOrderStatus(p.payment);
  const name = (draft.customerName ?? "").trim();
  const email = draft.customerEmail?.trim() || null;
  const document = draft.document?.replace(/[.,+-]/g, "").trim() || null;
  const optIn = draft.optIn ?? true;

  const orderRow = {
    companyId,
    branchId: ctx.branch.id,
    branchContactId: ctx.branchContact.id,
    orderModeId: ctx.orderMode.id,
    code: m.code,
    idempotencyKey: m.key,
    requestHash: m.requestHash,
    status,
    type: ctx.orderMode.type,
    paymentMethod: p.payment.paymentMethod,
    paymentTypeId: p.payment.id,
    paymentStatus: initialPaymentStatus(p.payment),
    customerName: name,
    customerLastName: draft.lastName?.trim() || null,
    customerPhone: p.phone,
    customerEmail: email,
    customerDocument: document,
    optIn,
    destination: p.destination,
    scheduled: !!p.slot,
    scheduledAt: p.slot?.at ?? null,
    tableNumber: ctx.orderMode.type === "TABLE" ? draft.tableNumber?.trim() || null : null,
    notes: draft.notes?.trim() || null,
    itemsTotal: t.itemsTotal,
    discounts: t.discounts.map((x) => ({ name: x.name, type: x.type, value: x.value, amount: x.amount, referenceId: x.discountReferenceId, externalBenefitType: x.externalBenefitType })),
    surcharges: t.surcharges.map((x) => ({ name: x.name, type: x.type, value: x.value, amount: x.amount, referenceId: m.src.surcharges.find((g) => g.name === x.name)?.surchargeReferenceId ?? null })),
    serviceFee: t.serviceFee.amount,
    deliveryFee: t.deliveryFee?.amount ?? 0,
    codeDiscount: p.code
      ? { codeId: p.code.id, code: p.code.code, type: p.code.type === "DELIVERY_FEE" ? ("FREE_DELIVERY" as const) : p.code.type, value: p.code.value, amount: t.codeDiscount?.amount ?? 0, deliveryAmount: p.code.deliveryAmount }
      : null,
    redeemedPoints: p.redeemedPoints,
    gainedPoints: 0,
    total: t.total,
    paysWith: p.payment.paymentMethod === "CASH" ? p.paysWith : null,
    menuHash: ctx.snapshot.hash,
    source: draft.source ?? "DIRECT",
    campaignId: draft.campaignId ?? null,
    installedApp: draft.installedApp === true,
    acquisitionChannel: draft.acquisitionChannel?.trim() || null,
    // A verified partner user wins over attribution fields sent as text.
    userExternalReference: draft.partnerUser?.externalUserId ?? (draft.userExternalReference?.trim() || null),
    partnerName: draft.partnerUser?.partner ?? (draft.partnerName?.trim() || null),
    analyticsSessionId: draft.analyticsSessionId?.trim() || null,
    // The session that placed the order may cancel, rate and report it and see its address.
    placedSessionId: ctx.session ? sessionIdFor(ctx.session) : null,
    asapSlotAt: m.asapSlotAt,
    createdAt: m.at,
    updatedAt: m.at,
  };
  const lineRows = p.priced.lines.map((l, i) => {
    const size = l.plate.sizes.find((s) => s.id === l.line.sizeId) ?? null;
    const extras: OrderLineExtraGroup[] = l.line.extras.map((sel) => {
      const group = l.plate.garnishGroups.find((g) => g.id === sel.groupId)!;
      return {
        groupId: sel.groupId,
        groupName: group.showName || group.name,
        items: sel.groupItems.map((it) => {
          const g = group.garnishes.find((x) => x.id === it.referenceId)!;
          return { garnishId: it.referenceId, name: g.name, quantity: it.quantity, price: g.price };
        }),
      };
    });
    return {
      companyId,
      lineNo: i + 1,
      plateId: l.plate.id,
      sizeId: size?.id ?? null,
      categoryId: l.plate.categoryId,
      name: l.plate.showName || l.plate.name,
      sizeName: size?.name ?? null,
      quantity: l.line.quantity,
      unitPrice: l.unitPrice,
      originalUnitPrice: l.originalUnit,
      lineTotal: l.lineTotal,
      discount: l.discount ? { discountId: l.discount.id, type: l.discount.type, amount: l.originalLineTotal - l.lineTotal } : null,
      extras,
      notes: l.line.notes || null,
    };
  });
  // The WhatsApp text from exactly what is stored (rows above); none with an orders console.
  const payName = p.payment.showName;
  const orderText = ctx.branchContact.ordersConsole
    ? null
    : buildOrderText(orderRow as never, lineRows, {
        branchContactName: ctx.branchContact.name,
        orderModeName: ctx.orderMode.showName ?? "",
        paymentName: payName,
        timeZone: ctx.country.timeZone,
        pointsName: m.src.program?.pointsName,
      });

  const customer = { companyId, phone: p.phone, name, email, document, optIn, createdAt: m.at, updatedAt: m.at };
  const statements = orderWriteStatements(env, {
    customer,
    // Only the session that verified this phone updates its stored customer: a typed phone proves nothing.
    verifiedCustomer: (ctx.session?.get("customerPhone") ?? null) === p.phone,
    order: { ...orderRow, orderText },
    lines: lineRows,
    code: p.code ? { codeId: p.code.id, amount: (t.codeDiscount?.amount ?? 0) + p.code.deliveryAmount } : null,
    redeemedPoints: p.redeemedPoints,
  });
  return { statements, stored: { code: m.code, status, total: t.total, orderText } };
}
