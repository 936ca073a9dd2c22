// GET /api/shipmentstacks (logistics.md §7): query status, delivery_provider_name (and
// branchContactId; default the bearer rider's location); response `stacks`. §8: 403 'No
// tienes permisos para ver los envíos'; a failed read 'Hubo un error buscando los envíos…'. docs/api.md.
import { z } from "zod";
import { now } from "~/data/clock.server";
import { listStacks } from "~/data/logistics/shipment-read.server";
import { SHIPMENT_LOOK_BACK_DAYS } from "~/domain/logistics/feedback";
import { isShipmentStatus, OWN_FLEET, type ShipmentStatus } from "~/domain/logistics/shipment-status";
import { apiError, apiJson, apiLoader, parseOr400, queryOf } from "~/http/api.server";
import { contactScope } from "~/data/tenants/tenant-scope.server";
import { listForbidden, listOr503, requireRiderAt, stackJson } from "~/views/shipment-api.server";
import { staffFromRequest } from "~/http/staff-auth.server";

const query = z.object({
  status: z.string().max(300).optional(),
  delivery_provider_name: z.string().max(40).optional(),
  branchContactId: z.string().regex(/^\d{1,12}$/, "El parámetro branchContactId no es válido.").transform(Number).optional(),
});

export const loader = apiLoader(async ({ request, env }) => {
  const q = parseOr400(query, queryOf(request));
  const statuses = (q.status ?? "LOOKING_FOR_DRIVER").split(",").map((s) => s.trim()).filter(Boolean);
  if (statuses.length === 0 || !statuses.every(isShipmentStatus)) return apiError(400, "El parámetro status no es válido.");
  let companyId: number;
  let branchContactId: number;
  if (q.branchContactId !== undefined) {
    const scope = await contactScope(env, q.branchContactId);
    if (!scope) return apiError(404, "No encontramos el local.");
    ({ companyId, branchContactId } = scope);
  } else {
    const who = await staffFromRequest(request, env, "rider", "api");
    if (!who) return listForbidden();
    ({ companyId, branchContactId } = who);
  }
  const rider = await requireRiderAt(request, env, companyId, branchContactId);
  if (q.delivery_provider_name && q.delivery_provider_name !== OWN_FLEET) return apiJson({ stacks: [] }, { cache: "none" });
  const stacks = await listOr503(() => listStacks(env, { companyId, branchContactId, statuses: statuses as ShipmentStatus[], from: now(env).getTime() - SHIPMENT_LOOK_BACK_DAYS * 86_400_000 }));
  return apiJson({ stacks: stacks.map((s) => stackJson(s, rider)) }, { cache: "none" });
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
