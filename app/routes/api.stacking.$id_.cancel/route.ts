// POST /api/stacking/{id}/cancel (ours; logistics.md §7 leaves the cancel call unnamed): the
// rider holding it gives it back ('Cancelar multientrega'); docs/api.md.
import { apiError, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { cancelCall } from "~/views/shipment-api.server";

export const loader = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "POST" } }));
export const action = apiLoader(async ({ request, env, params }) => {
  if (request.method !== "POST") return apiError(405, "Método no permitido.", { headers: { Allow: "POST" } });
  return cancelCall(request, env, { type: "stack", id: parseOr400(idParam("id"), params.id) });
});
