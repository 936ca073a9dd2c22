// POST /api/shipments/{id}/advance (ours; logistics.md §7 leaves the advance call unnamed):
// body {from, slider, deliveryKey}; the slider's threshold is checked here too; docs/api.md.
import { apiError, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { advanceCall } from "~/views/shipment-api.server";

export const loader = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "POST" } }));
export const action = apiLoader(async ({ request, env, params }) => {
  if (request.method !== "POST") return apiError(405, "Método no permitido.", { headers: { Allow: "POST" } });
  return advanceCall(request, env, { type: "simple", id: parseOr400(idParam("id"), params.id) });
});
