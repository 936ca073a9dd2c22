// POST /api/external-benefits/{partner} (storefront.md §7; §4 "With external
// benefits, the general discount with the lowest priority number is applied").
import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, parseOr400 } from "~/data/api.server";
import { readJsonBody, methodNotAllowed } from "~/data/extras/http.server";
import { serializeGeneralDiscounts } from "~/data/extras/mode-charges.server";
import { requirePartnerToken } from "~/data/extras/partner-auth.server";
import { orderModeScope } from "~/data/extras/scope.server";
import { loadModeCharges } from "~/data/checkout-sources.server";

const MSG_ID = "Los identificadores de local, sucursal y modo de pedido deben ser números.";
const id = z.number({ required_error: MSG_ID, invalid_type_error: MSG_ID }).int(MSG_ID).positive(MSG_ID);
const body = z.object({
  branchId: id,
  branchContactId: id,
  orderModeId: id,
  externalUserId: z.union([z.string().trim().max(100, "El externalUserId es demasiado largo."), z.number()]).nullish(),
});

/**
 * Bearer token first (401 JSON without it or with a wrong one), then the ids
 * must name one order mode of that location of that branch (404 otherwise: a
 * partner never reads another tenant's data by mixing ids).
 * `{ partner, externalUserId, generalDiscounts }`: the mode's active general
 * discounts by priority (the first one is the one applied), each with
 * externalBenefitType = partner. Never cached.
 */
export const action = apiLoader(async ({ request, params, env }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const partner = params.partner ?? "";
  await requirePartnerToken(env, request, partner);
  const input = parseOr400(body, await readJsonBody(request, 16 * 1024));
  const scope = await orderModeScope(env, input.orderModeId);
  if (!scope || !scope.active || scope.branchContactId !== input.branchContactId || scope.branchId !== input.branchId) {
    apiNotFound("No encontramos el modo de pedido en ese local.");
  }
  const charges = await loadModeCharges(env, scope);
  return apiJson(
    {
      partner,
      externalUserId: input.externalUserId == null ? null : String(input.externalUserId),
      generalDiscounts: serializeGeneralDiscounts(charges, partner),
    },
    { cache: "none" },
  );
});

export const loader = () => methodNotAllowed("POST");
