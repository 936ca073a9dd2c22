// POST /api/shipments/{id}/deliverykey/reset (ours): five wrong delivery keys
// lock the shipment's delivery "until the store's staff resets it". The store's staff on
// this side is the location's picker on shift (bearer token): only a locked delivery (409
// otherwise), at most twice per delivery (then 403: the owner or manager). docs/api.md.
import { shipmentScope, getShipment } from "~/data/logistics/shipment-read.server";
import { DELIVERY_RESET_TEXT } from "~/domain/logistics/delivery-key";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { apiError, apiJson, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { resetDeliveryKey } from "~/services/logistics/shipment-actions.server";
import { requireStaff } from "~/http/staff-auth.server";

export const loader = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "POST" } }));
export const action = apiLoader(async ({ request, env, params }) => {
  if (request.method !== "POST") return apiError(405, "Método no permitido.", { headers: { Allow: "POST" } });
  const id = parseOr400(idParam("id"), params.id);
  const scope = await shipmentScope(env, id);
  if (!scope) return apiError(404, RIDER_TEXT.notFound);
  await requireStaff(request, env, { role: "picker", companyId: scope.companyId, branchContactId: scope.branchContactId, as: "api" });
  const record = await getShipment(env, scope.companyId, id);
  if (!record) return apiError(404, RIDER_TEXT.notFound);
  const outcome = await resetDeliveryKey(env, scope, id);
  if (outcome === "notLocked") return apiError(409, DELIVERY_RESET_TEXT.notLocked);
  if (outcome === "needsOwner") return apiError(403, DELIVERY_RESET_TEXT.needsOwner);
  return apiJson({ message: "Clave de entrega desbloqueada." }, { cache: "none" });
});
