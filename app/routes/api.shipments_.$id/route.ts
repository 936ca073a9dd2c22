// GET /api/shipments/{id} (one shipment) and PUT /api/shipments/{id} (logistics.md §7:
// body id, status, rider_phone, rider_name, rider_id): the rider's bearer token of the
// shipment's location; docs/api.md "Shipments".
import { getShipment } from "~/data/logistics/shipment-read.server";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { apiError, apiJson, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { requireRiderFor, shipmentJson, updateCall } from "~/views/shipment-api.server";

export const loader = apiLoader(async ({ request, env, params }) => {
  const id = parseOr400(idParam("id"), params.id);
  const rider = await requireRiderFor(request, env, { type: "simple", id });
  const record = await getShipment(env, rider.companyId, id);
  if (!record) return apiError(404, RIDER_TEXT.notFound);
  return apiJson(shipmentJson(record, rider), { cache: "none" });
});

export const action = apiLoader(async ({ request, env, params }) => {
  if (request.method !== "PUT") return apiError(405, "Método no permitido.", { headers: { Allow: "GET, PUT" } });
  const id = parseOr400(idParam("id"), params.id);
  return updateCall(request, env, { type: "simple", id });
});
