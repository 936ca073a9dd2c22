// GET api/shipments/order/{logisticsOrderId} (logistics.md §7: "shipment data for a
// logistics order; on failure an error marker"): the order's current shipment, for a
// rider on shift at its location. Failures answer `{ error: { status, message } }`.
import { getShipment, logisticsOrderById, shipmentsOfOrder } from "~/data/logistics/shipment-read.server";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { apiError, apiJson, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { requireRiderAt, shipmentJson } from "~/http/shipment-api.server";

export const loader = apiLoader(async ({ request, env, params }) => {
  const id = parseOr400(idParam("logisticsOrderId"), params.logisticsOrderId);
  const lo = await logisticsOrderById(env, id);
  if (!lo) return apiError(404, RIDER_TEXT.notFound);
  const rider = await requireRiderAt(request, env, lo.companyId, lo.branchContactId);
  const { shipments } = await shipmentsOfOrder(env, lo.companyId, lo.orderId);
  const current = shipments[0] ? await getShipment(env, lo.companyId, shipments[0].id) : null;
  if (!current) return apiError(404, RIDER_TEXT.notFound);
  return apiJson(
    { logisticsOrder: { id: lo.id, orderCode: lo.orderCode, providerName: lo.provider }, shipment: shipmentJson(current, rider) },
    { cache: "none" },
  );
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
