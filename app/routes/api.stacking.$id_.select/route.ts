// POST /api/stacking/{id}/select {shipmentId} (ours): the stack shipment the rider's screen
// shows; answers 'Se ha cambiado el envío seleccionado por el: {code}'; docs/api.md.
import { apiError, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { selectCall } from "~/views/shipment-api.server";

export const loader = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "POST" } }));
export const action = apiLoader(async ({ request, env, params }) => {
  if (request.method !== "POST") return apiError(405, "Método no permitido.", { headers: { Allow: "POST" } });
  return selectCall(request, env, parseOr400(idParam("id"), params.id));
});
