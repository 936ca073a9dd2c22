// GET /api/ordermodes/{id}/generaldiscounts | generalsurcharges | fees
// (storefront.md §7; §3 Discount line / Surcharge line; §4 general discounts by
// priority, missing priority last). Reuses the checkout's reader
// (data/orders/pricing-inputs.server.ts loadModeCharges) so page and API agree.
import { z } from "zod";
import { sortByPriority } from "~/domain/checkout/ticket";
import { apiNotFound, idParam, parseOr400 } from "~/http/api.server";
import { loadModeCharges, type ModeCharges } from "~/data/orders/pricing-inputs.server";
import { orderModeScope, type OrderModeScope } from "~/data/tenants/tenant-scope.server";

export const MSG_MODE_NOT_FOUND = "No encontramos el modo de pedido.";
const params = z.object({ id: idParam("id") });

/** The order mode of the path (404 unknown) and its charges, read inside its company. */
export async function chargesOfPathMode(env: Env, raw: unknown): Promise<{ scope: OrderModeScope; charges: ModeCharges }> {
  const { id } = parseOr400(params, raw);
  const scope = await orderModeScope(env, id);
  if (!scope) apiNotFound(MSG_MODE_NOT_FOUND);
  const charges = await loadModeCharges(env, scope);
  return { scope, charges };
}

/** §3 Discount line fields known before an order (amount depends on the cart). */
export function serializeGeneralDiscounts(charges: Pick<ModeCharges, "generalDiscounts">) {
  return sortByPriority(charges.generalDiscounts).map((d) => ({
    id: d.discountReferenceId ?? null,
    discountReferenceId: d.discountReferenceId ?? null,
    name: d.name,
    type: d.type,
    value: d.value,
    priority: d.priority,
    externalBenefitType: d.externalBenefitType ?? null,
  }));
}

export function serializeSurcharges(charges: ModeCharges) {
  return charges.surcharges.map((s) => ({
    id: s.surchargeReferenceId ?? null,
    surchargeReferenceId: s.surchargeReferenceId ?? null,
    name: s.name,
    type: s.type,
    value: s.value,
  }));
}

/** §7 fees: service fee = userFee + percentageUserFee % of the order amount; none configured = 0 and 0. */
export function serializeFees(charges: ModeCharges) {
  return {
    userFee: charges.serviceFee?.userFee ?? 0,
    percentageUserFee: charges.serviceFee?.percentageUserFee ?? 0,
  };
}
