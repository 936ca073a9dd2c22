// GET /api/stacking/{id} (one stack) and PUT /api/stacking/{id} (logistics.md §7: the
// same fields as the shipment update); docs/api.md "Shipments".
import { getStack } from "~/data/logistics/shipment-read.server";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { apiError, apiJson, apiLoader, idParam, parseOr400 } from "~/http/api.server";
import { requireRiderFor, stackJson, updateCall } from "~/views/shipment-api.server";

export const loader = apiLoader(async ({ request, env, params }) => {
  const id = parseOr400(idParam("id"), params.id);
  const rider = await requireRiderFor(request, env, { type: "stack", id });
  const record = await getStack(env, rider.companyId, id);
  if (!record) return apiError(404, RIDER_TEXT.notFound);
  return apiJson(stackJson(record, rider), { cache: "none" });
});

export const action = apiLoader(async ({ request, env, params }) => {
  if (request.method !== "PUT") return apiError(405, "Método no permitido.", { headers: { Allow: "GET, PUT" } });
  const id = parseOr400(idParam("id"), params.id);
  return updateCall(request, env, { type: "stack", id });
});
