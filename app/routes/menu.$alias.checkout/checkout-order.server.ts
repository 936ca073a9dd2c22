// Checkout → order (storefront.md §3 "Order payload (create order)", §4 "Order
// submit", §8 order send failure). The draft carries what the diner chose; the
// order service (create-order.server.ts createOrder) prices it from the cart and the
// pricing inputs the page read (one read per submit), and its
// UNIQUE(company_id, idempotency_key) makes a double post return the first order
// (also across sessions and parallel requests).
import { cleanDocument, parsePaysWith } from "~/domain/checkout/checkout-validation";
import { findSlot } from "~/domain/checkout/schedule";
import type { Resolved } from "./checkout-page.server";
import { createOrder } from "~/http/create-order.server";
import { normalizeCode } from "~/domain/checkout/code-discount";
import type { PricingSources } from "~/domain/checkout/order-pricing";

// storefront.md §8, literal.
export const MSG_ORDER_FAILED =
  "Hubo un error enviando el pedido, inténtelo en unos minutos, o comuníquese con el local si el error persiste.";

/** What the checkout hands to createOrder (§3 payload names; amounts are the server's own ticket). */
export interface CheckoutOrderDraft {
  orderModeId: number;
  type: Resolved["ctx"]["orderMode"]["type"];
  paymentTypeId: number | null;
  phone: string;
  phoneCountry: string;
  customerName: string;
  lastName: string | null;
  customerEmail: string | null;
  document: string | null;
  optIn: boolean;
  tableNumber: string | null;
  destination: {
    fullAddress: string | null; street: string | null; number: string | null; city: string | null; locality: string | null;
    postalCode: string | null; betweenStreets: string | null; details: string | null; lat: number | null; lng: number | null;
  } | null;
  scheduled: boolean;
  /** epoch ms of the chosen slot; null when immediate. */
  scheduledAt: number | null;
  notes: string | null;
  paysWith: number | null;
  code: string | null;
  redeemedPoints: number;
  campaignId: string | null;
  source: "DIRECT" | "CAMPAIGN" | "ABANDONED";
  /** §3 installedApp (the page's script; false without JavaScript). */
  installedApp: boolean;
  /** The ticket the diner saw (the service recomputes and compares). */
  expectedTotal: number;
  /** From the session (a partner's signed link), never from the form. */
  partnerUser: { partner: string; externalUserId: string } | null;
}

export function orderDraft(r: Resolved, extra: { installedApp?: boolean } = {}): CheckoutOrderDraft {
  const { ctx, values } = r;
  const entry = ctx.session.get("entry");
  const loc = r.location;
  const cash = r.payment?.paymentMethod === "CASH";
  return {
    orderModeId: ctx.orderMode.id,
    type: ctx.orderMode.type,
    paymentTypeId: r.payment?.id ?? null,
    phone: r.phoneE164 ?? values.phone,
    phoneCountry: values.phoneCountry,
    customerName: values.name.trim(),
    lastName: ctx.orderMode.type === "DELIVERY" ? values.lastName.trim() || null : null,
    customerEmail: values.email.trim() || null,
    document: cleanDocument(values.document) || null, // §3 'document (dots removed)'
    optIn: r.phoneCustomer?.optIn ? true : values.optIn, // §3 optIn default true
    tableNumber: ctx.orderMode.type === "TABLE" ? values.tableNumber.trim() : null,
    destination: loc
      ? {
          fullAddress: loc.fullAddress ?? null, street: loc.street ?? null, number: loc.number ?? null, city: loc.city ?? null,
          locality: loc.locality ?? null, postalCode: loc.postalCode ?? null,
          betweenStreets: values.betweenStreets.trim() || null, details: values.addressDetails.trim() || null,
          lat: loc.lat, lng: loc.lng,
        }
      : null,
    scheduled: !!r.slot,
    scheduledAt: r.slot ? findSlot(r.days, r.slot)?.at ?? null : null,
    // §5 notes disabled (notesLimit null): none stored.
    notes: ctx.branch.generalConfig.menuConfig?.notesLimit == null ? null : values.notes.trim() || null,
    paysWith: cash ? parsePaysWith(values.paysWith) : null,
    code: r.codeResult ? r.codeResult.discount.code : null,
    redeemedPoints: r.ticket.loyalty?.points ?? 0,
    campaignId: entry?.campaignId ?? null,
    source: entry?.abandoned ? "ABANDONED" : entry?.campaignId ? "CAMPAIGN" : "DIRECT",
    installedApp: extra.installedApp === true,
    expectedTotal: r.ticket.total,
    partnerUser: r.partnerUser ? { partner: r.partnerUser.partner, externalUserId: r.partnerUser.externalUserId } : null,
  };
}

/**
 * What the page read (one batch) when it was read for this draft's phone and code:
 * the order service then prices from it, without a second read of the same tables.
 */
function sourcesFor(r: Resolved, draft: CheckoutOrderDraft): PricingSources | undefined {
  const s = r.sources;
  if (!s || s.phone === null || s.phone !== draft.phone) return undefined;
  if (draft.code && normalizeCode(draft.code) !== s.code) return undefined;
  return s.read;
}

export type PlaceResult =
  | { ok: true; code: string }
  | { ok: false; status: number; message: string | null; fieldErrors: Partial<Record<string, string>> };

export async function placeOrder(env: Env, r: Resolved, idempotencyKey: string, extra: { installedApp?: boolean } = {}): Promise<PlaceResult> {
  try {
    const draft = orderDraft(r, extra);
    const sources = sourcesFor(r, draft);
    // The page's read also holds the order service's checks when it was made for this key.
    const checked = r.sources?.orderInputs;
    const inputs = sources && checked?.idempotencyKey === idempotencyKey ? checked : undefined;
    const result = await createOrder(env, r.ctx, draft, { idempotencyKey, sources, inputs });
    if (result.ok) return { ok: true, code: result.code };
    return { ok: false, status: result.status, message: result.message || MSG_ORDER_FAILED, fieldErrors: result.fieldErrors ?? {} };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("checkout: createOrder failed", error);
    return { ok: false, status: 500, message: MSG_ORDER_FAILED, fieldErrors: {} };
  }
}
