// POST /api/codediscounts/validate (storefront.md §7 "code plus context (payment,
// phone, order date, branch); returns discount info"; §5 "Discount code"; §3
// "Code discount info"; §8 not found). The body carries ids and quantities only:
// the cart is priced from the menu snapshot and the code decided by the domain
// (code-discount.ts validateCode) with the checkout's own readers
// (data/orders/pricing-inputs.server.ts findDiscountCode / isFirstPurchase).
import { z } from "zod";
import { orderItemSchema } from "~/domain/orders/order-item";
import { findPlate, lineIdFor, priceCart, validateAddition } from "~/domain/cart/cart";
import {
  CODE_LIFETIME_MS, MSG_CODE_NO_DATA, MSG_CODE_NO_MODE, MSG_CODE_NOT_FOUND, validateCode,
} from "~/domain/checkout/code-discount";
import { normalizePhone } from "~/domain/checkout/phone";
import { deliveryFreeByAmount, type TicketDeliveryInfo } from "~/domain/checkout/ticket";
import { zoneForPoint, type DeliveryZone } from "~/domain/address/delivery";
import type { Cart, CartLine } from "~/domain/types";
import { apiError, apiJson, apiNotFound } from "~/http/api.server";
import { findDiscountCode, isFirstPurchase } from "~/data/orders/pricing-inputs.server";
import { listDeliveryZones } from "~/data/tenants/delivery-zones.server";
import { readJsonBody } from "~/http/request-body.server";
import { MSG_ORDER_LINE_GONE } from "~/domain/checkout/order-pricing";
import { findBranchContactRef } from "~/data/tenants/tenant-scope.server";
import { findActiveMode, loadBranchContactContext, loadModeContext } from "~/http/storefront-context.server";

const id = z.coerce.number({ invalid_type_error: "Los identificadores deben ser números." }).int().positive();
const body = z.object({
  code: z.string().max(40).default(""),
  branchContactId: id.nullish(),
  alias: z.string().trim().min(1).max(80).nullish(),
  orderModeId: id.nullish(),
  paymentTypeId: id.nullish(),
  phone: z.string().max(40).nullish(),
  phoneCountry: z.string().max(2).nullish(),
  /** ISO date-time or epoch ms: the instant the code must be valid at (scheduled orders). */
  orderDate: z.union([z.string().max(40), z.number()]).nullish(),
  /** Optional delivery point; else the session's stored location (§3 User location). */
  destination: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullish(),
  items: z
    .array(orderItemSchema)
    .max(100, "El pedido tiene demasiados productos.")
    .default([]),
});
export type CodeValidateBody = z.infer<typeof body>;

export const MSG_BC_REQUIRED = "Falta el local (branchContactId o alias).";
const MSG_BC_NOT_FOUND = "No encontramos el local.";
const MSG_MODE_NOT_FOUND = "No encontramos el modo de pedido en este local.";
const MSG_BAD_DATE = "La fecha del pedido no es válida.";

async function aliasOf(env: Env, b: CodeValidateBody): Promise<string> {
  if (b.alias) return b.alias;
  if (!b.branchContactId) throw apiError(400, MSG_BC_REQUIRED);
  const row = await findBranchContactRef(env, b.branchContactId);
  if (!row) apiNotFound(MSG_BC_NOT_FOUND);
  return row.alias;
}

function orderInstant(raw: CodeValidateBody["orderDate"], fallback: Date): Date {
  if (raw == null || raw === "") return fallback;
  const at = typeof raw === "number" ? new Date(raw) : new Date(/^\d+$/.test(raw) ? Number(raw) : raw);
  if (Number.isNaN(at.getTime())) throw apiError(400, MSG_BAD_DATE);
  return at;
}

/** Delivery terms at the point; without one, the zones' common free-delivery amount (docs/decisions.md#json-api). */
function deliveryInfoFor(zones: DeliveryZone[], point: { lat: number; lng: number } | null): TicketDeliveryInfo | null {
  const zone = point ? zoneForPoint(zones, point) : null;
  if (zone) return { fee: zone.fee, cashFee: zone.cashFee, minimumOrder: zone.minimumOrder, freeDeliveryFrom: zone.freeDeliveryFrom, inside: true };
  const active = zones.filter((z) => z.active);
  const amounts = new Set(active.map((z) => z.freeDeliveryFrom));
  if (point || active.length === 0 || amounts.size !== 1) return null;
  const z = active[0];
  return { fee: z.fee, cashFee: z.cashFee, minimumOrder: z.minimumOrder, freeDeliveryFrom: z.freeDeliveryFrom, inside: true };
}

const reject = (status: number, message: string) => apiError(status, message);

export async function validateCodeRequest(env: Env, request: Request, scope?: object): Promise<Response> {
  const parsed = body.safeParse(await readJsonBody(request, 32 * 1024));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
    return apiError(400, `${issue?.message ?? "La solicitud no es válida."}${where}`);
  }
  const b = parsed.data;
  const alias = await aliasOf(env, b);
  const base = await loadBranchContactContext(env, request, alias, scope);
  if (b.branchContactId && b.alias && base.branchContact.id !== b.branchContactId) apiNotFound(MSG_BC_NOT_FOUND);
  // §5 'Needs a chosen order mode'.
  if (!b.orderModeId) return reject(400, MSG_CODE_NO_MODE);
  const mode = base.branchContact.deliveryConfig.orderModes.find((m) => m.id === b.orderModeId);
  if (!mode || !findActiveMode(base.branchContact, mode.slug)) apiNotFound(MSG_MODE_NOT_FOUND);
  const ctx = await loadModeContext(env, request, alias, mode.slug, scope);

  // §5 'valid phone plus payment type'.
  const payment = ctx.orderMode.paymentTypes.find((p) => p.active && p.id === b.paymentTypeId) ?? null;
  const phone = b.phone ? normalizePhone(b.phone, b.phoneCountry || ctx.branch.country || ctx.country.code) : null;
  if (!payment || !phone) return reject(400, MSG_CODE_NO_DATA);

  // The cart from ids and quantities, validated like the order service does.
  const menu = ctx.snapshot.menu;
  const notesLimit = ctx.branch.generalConfig.menuConfig?.notesLimit ?? 250;
  const lines: CartLine[] = [];
  for (const [index, item] of b.items.entries()) {
    const plate = findPlate(menu, item.referenceId);
    const input = { sizeId: item.sizeId ?? null, quantity: item.quantity, notes: "", extras: item.extras };
    const check = plate ? validateAddition(plate, input, notesLimit, 0) : null;
    if (!plate || !check?.ok) return reject(422, check && !check.ok ? check.error : MSG_ORDER_LINE_GONE);
    lines.push({
      lineId: `${lineIdFor(plate.id, input.sizeId, "", input.extras)}-${index}`,
      referenceId: plate.id, referenceType: "PLATE", sizeId: input.sizeId, quantity: item.quantity,
      notes: "", extras: input.extras, source: "plate",
    });
  }
  const cart: Cart = { branchContactAlias: alias, orderModeId: ctx.orderMode.id, menuHash: ctx.snapshot.hash, lines, updatedAt: ctx.now.getTime() };
  const priced = priceCart(cart, menu);
  if (priced.invalid.length > 0) return reject(422, MSG_ORDER_LINE_GONE);

  const at = orderInstant(b.orderDate, ctx.now);
  const s = { companyId: ctx.company.id, branchId: ctx.branch.id, branchContactId: ctx.branchContact.id, orderModeId: ctx.orderMode.id };
  const isDelivery = ctx.orderMode.type === "DELIVERY";
  const stored = ctx.session.get("location") as { lat?: number; lng?: number } | undefined;
  const point = b.destination ?? (stored && Number.isFinite(stored.lat) && Number.isFinite(stored.lng) ? { lat: stored.lat!, lng: stored.lng! } : null);
  const [info, firstPurchase, zones] = await Promise.all([
    findDiscountCode(env, s, b.code, at),
    isFirstPurchase(env, s, phone),
    isDelivery ? listDeliveryZones(env, ctx.company.id, ctx.branchContact.id) : Promise.resolve([] as DeliveryZone[]),
  ]);
  const deliveryInfo = isDelivery ? deliveryInfoFor(zones, point) : null;
  const result = validateCode(b.code, info, {
    orderModeType: ctx.orderMode.type,
    paymentChosen: true,
    phoneValid: true,
    pricedCart: priced,
    deliveryAlreadyFree: deliveryFreeByAmount(priced.itemsTotal, deliveryInfo),
    firstPurchase,
    paymentMethod: payment.paymentMethod,
  });
  if (!result.ok) return reject(result.message === MSG_CODE_NOT_FOUND ? 404 : 422, result.message);
  const i = info!;
  return apiJson(
    {
      code: result.discount.code,
      type: i.type,
      value: i.value,
      id: i.id,
      minimumOrderAmount: i.minimumOrderAmount,
      maxDiscountAmount: i.maxDiscountAmount,
      notCombinable: i.notCombinable,
      plate: i.plate,
      category: i.category,
      limitedUsage: i.limitedUsage,
      firstPurchaseOnly: i.firstPurchaseOnly,
      paymentMethod: i.paymentMethod ?? null,
      active: i.active,
      amount: result.discount.amount,
      freeDelivery: result.discount.freeDelivery,
      deliveryAmount: result.discount.freeDelivery ? (deliveryInfo ? (payment.paymentMethod === "CASH" ? deliveryInfo.cashFee ?? deliveryInfo.fee : deliveryInfo.fee) : null) : 0,
      itemsTotal: priced.itemsTotal,
      expiresInMs: i.limitedUsage ? CODE_LIFETIME_MS : null,
      warning: result.warning,
    },
    { cache: "none" },
  );
}
