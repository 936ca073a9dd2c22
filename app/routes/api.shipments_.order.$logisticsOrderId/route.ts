// GET api/shipments/order/{logisticsOrderId} (logistics.md §7: "shipment data for a
// logistics order; on failure an error marker"): the order's current shipment, for a
// rider on shift at its location. Failures answer `{ error: { status, message } }`.
// Another tenant's id answers 404, as an unknown one does: a rider's token never learns
// which ids exist elsewhere (403 stays for a missing token and for a sibling location).
import { getShipment, logisticsOrderById, shipmentsOfOrder } from "~/data/logistics/shipment-read.server";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { apiError, apiJson, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { shipmentJson } from "~/views/shipment-api.server";
import { staffForbidden, staffFromRequest } from "~/http/staff-auth.server";

export const loader = apiLoader(async ({ request, env, params }) => {
  const id = parseOr400(idParam("logisticsOrderId"), params.logisticsOrderId);
  const rider = await staffFromRequest(request, env, "rider", "api");
  if (!rider) return staffForbidden();
  const lo = await logisticsOrderById(env, id);
  if (!lo || lo.companyId !== rider.companyId) return apiError(404, RIDER_TEXT.notFound);
  if (lo.branchContactId !== rider.branchContactId) return staffForbidden();
  const { shipments } = await shipmentsOfOrder(env, lo.companyId, lo.orderId);
  const current = shipments[0] ? await getShipment(env, lo.companyId, shipments[0].id) : null;
  if (!current) return apiError(404, RIDER_TEXT.notFound);
  return apiJson(
    { logisticsOrder: { id: lo.id, orderCode: lo.orderCode, providerName: lo.provider }, shipment: shipmentJson(current, rider) },
    { cache: "none" },
  );
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
