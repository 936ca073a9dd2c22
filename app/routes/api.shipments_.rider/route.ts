// GET /api/shipments/rider (logistics.md §7, "the rider's shipment in progress", also the
// in-progress call the spec leaves unnamed): the bearer rider's shipment or stack held
// now, or `{}` when none. docs/api.md "Shipments".
import { getShipment, getStack, riderInProgress } from "~/data/logistics/shipment-read.server";
import { apiError, apiJson, apiLoader } from "~/http/api.server";
import { shipmentJson, stackJson } from "~/views/shipment-api.server";
import { staffForbidden, staffFromRequest } from "~/http/staff-auth.server";

export const loader = apiLoader(async ({ request, env }) => {
  const rider = await staffFromRequest(request, env, "rider", "api");
  if (!rider) return staffForbidden();
  const busy = await riderInProgress(env, rider.companyId, rider.staffId);
  if (busy?.type === "simple") {
    const r = await getShipment(env, rider.companyId, busy.id);
    if (r) return apiJson({ type: "simple", shipment: shipmentJson(r, rider) }, { cache: "none" });
  }
  if (busy?.type === "stack") {
    const r = await getStack(env, rider.companyId, busy.id);
    if (r) return apiJson({ type: "stack", stack: stackJson(r, rider) }, { cache: "none" });
  }
  return apiJson({}, { cache: "none" });
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
