import { z } from "zod";
import { orderItemSchema } from "~/domain/orders/order-item";
import { API_MESSAGES, apiError, apiJson, apiLoader, apiNotFound } from "~/http/api.server";
import { methodNotAllowed } from "~/http/request-body.server";
import { createOrder, MSG_IDEMPOTENCY_KEY, type OrderDraft } from "~/services/orders/create-order.server";
import { partnerUserOfApiCall } from "~/http/partner-session.server";
import { commitSession } from "~/http/session.server";
import { findBranchContactRef } from "~/data/tenants/tenant-scope.server";
import { findActiveMode, loadBranchContactContext, loadModeContext } from "~/http/storefront-context.server";

// storefront.md §3 "Order payload (create order)": the subset the server needs.
// Amounts (price, userServiceFee, deliveryFee, discounts, surcharges, items[].price)
// are optional and only COMPARED with the server's (§8 errors list).
const money = z.number({ invalid_type_error: "Los montos deben ser números." }).finite();
const id = z.number({ invalid_type_error: "Los identificadores deben ser números." }).int().positive();
const shortText = (max: number) => z.string().trim().max(max, `Debe tener como máximo ${max} caracteres.`);
const payload = z.object({
  branchContact: z.union([z.string().trim().min(1), id, z.object({ id: id.optional(), alias: z.string().optional() })], {
    errorMap: () => ({ message: "Falta el local (branchContact)." }),
  }),
  orderModeId: id,
  items: z.array(orderItemSchema).min(1, "El pedido no tiene productos.").max(100, "El pedido tiene demasiados productos."),
  phone: z.string({ required_error: "Debe ingresar su número de teléfono para continuar." }).max(40),
  phoneCountry: z.string().max(2).nullish(),
  customerName: z.string({ required_error: "Debe ingresar su nombre para poder realizar el pedido." }).max(120),
  lastName: z.string().max(120).nullish(),
  customerEmail: z.string().max(200).nullish(),
  document: z.string().max(40).nullish(),
  optIn: z.boolean().default(true),
  paymentType: z.union([id, z.object({ id })]).nullish(),
  destination: z
    .object({
      fullAddress: z.string().max(300).nullish(),
      street: z.string().max(200).nullish(),
      number: z.string().max(40).nullish(),
      city: z.string().max(120).nullish(),
      locality: z.string().max(120).nullish(),
      postalCode: z.string().max(20).nullish(),
      betweenStreets: z.string().max(200).nullish(),
      details: z.string().max(300).nullish(),
      lat: z.number().min(-90).max(90).nullish(),
      lng: z.number().min(-180).max(180).nullish(),
    })
    .nullish(),
  tableUid: z.union([z.string(), z.number()]).nullish(),
  notes: z.string().max(1000).nullish(),
  paysWith: z.union([money, z.string().max(20)]).nullish(),
  scheduled: z.boolean().default(false),
  scheduledAt: z.union([z.number(), z.string().max(20)]).nullish(),
  code: z.string().max(40).nullish(),
  loyaltyInfo: z.object({ redeemedPoints: z.number().int().min(0) }).nullish(),
  price: money.nullish(),
  userServiceFee: money.nullish(),
  deliveryFee: money.nullish(),
  discounts: z.array(z.object({ amount: money })).nullish(),
  surcharges: z.array(z.object({ amount: money })).nullish(),
  // §3 'source (default DIRECT)'.
  source: z.enum(["DIRECT", "API", "CAMPAIGN", "ABANDONED"]).default("DIRECT"),
  installedApp: z.boolean().default(false),
  campaignId: z.string().max(100).nullish(),
  // §3 attribution: short opaque strings, stored as sent (docs/decisions.md#checkout-and-orders).
  acquisitionChannel: shortText(60).nullish(),
  userExternalReference: shortText(100).nullish(),
  partnerName: shortText(100).nullish(),
  analyticsInfo: z.object({ sessionId: shortText(100).nullish() }).nullish(),
});

/** SHA-256 of the body's canonical JSON (keys sorted): the same order sent again matches, any change does not. */
async function requestFingerprint(body: unknown): Promise<string> {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === "object"
        ? Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
        : v;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(canonical(body))));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const sum = (list: { amount: number }[] | null | undefined) => (list ? list.reduce((n, x) => n + x.amount, 0) : null);

async function aliasOf(env: Env, ref: z.infer<typeof payload>["branchContact"]): Promise<string> {
  if (typeof ref === "string") return ref;
  if (typeof ref === "object" && ref.alias) return ref.alias;
  const bcId = typeof ref === "number" ? ref : ref.id;
  if (!bcId) apiNotFound("No encontramos el local.");
  const row = await findBranchContactRef(env, bcId);
  if (!row) apiNotFound("No encontramos el local.");
  return row.alias;
}

/**
 * POST /api/order (storefront.md §7): `Idempotency-Key` header required; the
 * same use case as the checkout page (services/orders/create-order.server.ts createOrder). A partner's
 * user (§6) is the session's, or proven by `Authorization: Bearer` (401 otherwise).
 * 200 `{ data: { code } }` (a replay answers the first order) · 400 bad input ·
 * 404 unknown local/mode · 409 `{ errors: [{ referenceId, field, expected, received }] }`
 * when the client's amounts differ (nothing stored) · 422 business rule.
 */
export const action = apiLoader(async ({ request, env, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const key = request.headers.get("Idempotency-Key")?.trim();
  if (!key) return apiError(400, MSG_IDEMPOTENCY_KEY);
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return apiError(400, "El cuerpo del pedido debe ser JSON.");
  }
  const parsed = payload.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join(".") ?? "";
    // The Spanish defaults already name the field (app/domain/zod-es.ts).
    const where = path && !issue.message.includes(`'${path}'`) ? ` (${path})` : "";
    return apiError(400, `${issue?.message ?? API_MESSAGES.badRequest}${where}`);
  }
  const b = parsed.data;
  const scope = context.cloudflare.ctx;
  const alias = await aliasOf(env, b.branchContact);
  const base = await loadBranchContactContext(env, request, alias, scope);
  const mode = base.branchContact.deliveryConfig.orderModes.find((m) => m.id === b.orderModeId);
  if (!mode || !findActiveMode(base.branchContact, mode.slug)) apiNotFound("No encontramos el modo de pedido.");
  const ctx = await loadModeContext(env, request, alias, mode.slug, scope);
  const partnerUser = await partnerUserOfApiCall(env, request, b, ctx.session, ctx.now);

  const draft: OrderDraft = {
    items: b.items.map((i) => ({ referenceId: i.referenceId, quantity: i.quantity, sizeId: i.sizeId ?? null, extras: i.extras, notes: i.notes, price: i.price })),
    paymentTypeId: b.paymentType == null ? null : typeof b.paymentType === "number" ? b.paymentType : b.paymentType.id,
    phone: b.phone,
    phoneCountry: b.phoneCountry ?? null,
    customerName: b.customerName,
    lastName: b.lastName ?? null,
    customerEmail: b.customerEmail ?? null,
    document: b.document ?? null,
    optIn: b.optIn,
    tableNumber: b.tableUid != null ? String(b.tableUid) : null,
    destination: b.destination ?? null,
    scheduled: b.scheduled,
    scheduledAt: b.scheduledAt ?? null,
    notes: b.notes ?? null,
    paysWith: b.paysWith ?? null,
    code: b.code ?? null,
    redeemedPoints: b.loyaltyInfo?.redeemedPoints ?? 0,
    campaignId: b.campaignId ?? null,
    source: b.source,
    installedApp: b.installedApp,
    acquisitionChannel: b.acquisitionChannel ?? null,
    userExternalReference: b.userExternalReference ?? null,
    partnerName: b.partnerName ?? null,
    partnerUser,
    analyticsSessionId: b.analyticsInfo?.sessionId ?? null,
    declared: { total: b.price, deliveryFee: b.deliveryFee, userServiceFee: b.userServiceFee, discounts: sum(b.discounts), surcharges: sum(b.surcharges) },
  };
  const result = await createOrder(env, ctx, draft, { idempotencyKey: key, requestHash: await requestFingerprint(raw) });
  if (result.ok) {
    const headers = result.sessionChanged ? { "Set-Cookie": await commitSession(env, ctx.session) } : undefined;
    return apiJson({ data: { code: result.code, status: result.order.status, total: result.order.total, whatsAppUrl: result.order.whatsAppUrl } }, { cache: "none", headers });
  }
  if (result.errors) return apiJson({ errors: result.errors, message: result.message }, { status: 409, cache: "none" });
  return apiJson(
    { error: { status: result.status, message: result.message }, fieldErrors: result.fieldErrors, lineErrors: result.lineErrors },
    { status: result.status, cache: "none" },
  );
});

export const loader = apiLoader(async () => methodNotAllowed("POST"));
