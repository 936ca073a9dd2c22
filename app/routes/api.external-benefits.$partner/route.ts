// POST /api/external-benefits/{partner} (storefront.md §7; §4 "With external
// benefits, the general discount with the lowest priority number is applied").
import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, parseOr400 } from "~/http/api.server";
import { readJsonBody, methodNotAllowed } from "~/http/request-body.server";
import { serializeGeneralDiscounts } from "~/views/mode-charges.server";
import { now } from "~/data/clock.server";
import { requirePartnerToken } from "~/http/partner-auth.server";
import { orderModeScope } from "~/data/tenants/tenant-scope.server";
import { loadPartnerDiscounts } from "~/data/orders/pricing-inputs.server";

const MSG_ID = "Los identificadores de local, sucursal y modo de pedido deben ser números.";
const id = z.number({ required_error: MSG_ID, invalid_type_error: MSG_ID }).int(MSG_ID).positive(MSG_ID);
const body = z.object({
  branchId: id,
  branchContactId: id,
  orderModeId: id,
  externalUserId: z.union([z.string().trim().max(100, "El externalUserId es demasiado largo."), z.number()]).nullish(),
});

function externalUserIdOf(value: unknown): string | null {
  const id = value && typeof value === "object" ? (value as { externalUserId?: unknown }).externalUserId : null;
  return typeof id === "string" || typeof id === "number" ? String(id).trim() : null;
}

/**
 * Bearer token first: the partner's secret, or a user token it signed for the
 * body's externalUserId (401 JSON otherwise); then the ids must name one order
 * mode of that location of that branch (404 otherwise: a partner never reads
 * another tenant's data by mixing ids).
 * `{ partner, externalUserId, generalDiscounts }`: the partner's own active
 * general discounts of the mode, by priority (the first one is the one applied
 * at checkout, next to the regular ones), each with externalBenefitType =
 * partner. Never cached.
 */
export const action = apiLoader(async ({ request, params, env }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const partner = params.partner ?? "";
  // Read before the token check (a user token is bound to its externalUserId);
  // a bad body still answers 401 first when the token is wrong.
  const read = await readJsonBody(request, 16 * 1024).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const userId = read.ok ? externalUserIdOf(read.value) : null;
  await requirePartnerToken(env, request, partner, { externalUserId: userId, now: now(env).getTime() });
  if (!read.ok) throw read.error;
  const input = parseOr400(body, read.value);
  const scope = await orderModeScope(env, input.orderModeId);
  if (!scope || !scope.active || scope.branchContactId !== input.branchContactId || scope.branchId !== input.branchId) {
    apiNotFound("No encontramos el modo de pedido en ese local.");
  }
  const discounts = await loadPartnerDiscounts(env, scope, partner);
  return apiJson(
    {
      partner,
      externalUserId: input.externalUserId == null ? null : String(input.externalUserId),
      generalDiscounts: serializeGeneralDiscounts({ generalDiscounts: discounts }),
    },
    { cache: "none" },
  );
});

export const loader = () => methodNotAllowed("POST");
