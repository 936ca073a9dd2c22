import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, idParam, parseOr400, queryOf } from "~/http/api.server";
import { getBranchContactCompanyId, listDeliveryZones } from "~/data/tenants/delivery-zones.server";
import { deliveryInfo } from "~/domain/address/zones";
import { withRiderCoverage } from "~/domain/logistics/coverage";
import { riderCoverage } from "~/data/logistics/fleet.server";
import { now } from "~/data/clock.server";

const params = z.object({ branchContactId: idParam("branchContactId") });
const query = z.object({
  lat: z.coerce
    .number({ required_error: "Falta el parámetro lat.", invalid_type_error: "El parámetro lat no es válido." })
    .finite("El parámetro lat no es válido.")
    .min(-90, "El parámetro lat no es válido.")
    .max(90, "El parámetro lat no es válido."),
  lng: z.coerce
    .number({ required_error: "Falta el parámetro lng.", invalid_type_error: "El parámetro lng no es válido." })
    .finite("El parámetro lng no es válido.")
    .min(-180, "El parámetro lng no es válido.")
    .max(180, "El parámetro lng no es válido."),
  fullAddress: z.string().max(300).optional(),
  city: z.string().max(120).optional(),
  phone: z.string().max(30).optional(),
});

/**
 * GET /api/branch/{branchContactId}/deliveryzones/fee?lat&lng&fullAddress&city&phone
 * (storefront.md §7): the §3 Delivery info of a point for one branch contact,
 * `{ status, inside, providerFailure, fee, cashFee, minimumOrderPrice, freeDeliveryAmount }`.
 * The zones are read with the branch contact's own company (tenant scope); the
 * cheapest zone containing the point wins; no zone → inside false. Never cached:
 * it depends on the diner's position.
 */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  const { branchContactId } = parseOr400(params, raw);
  const search = queryOf(request);
  // An empty lat= is "missing", not 0.
  const q = parseOr400(query, { ...search, lat: search.lat || undefined, lng: search.lng || undefined });
  const companyId = await getBranchContactCompanyId(env, branchContactId);
  if (companyId == null) apiNotFound("No encontramos el local que buscas.");
  // §7 "warns internally if no fullAddress".
  if (!q.fullAddress?.trim()) console.warn("deliveryzones/fee without fullAddress", { branchContactId, lat: q.lat, lng: q.lng });
  const zones = await listDeliveryZones(env, companyId, branchContactId);
  // A location that asks for a rider on shift has no coverage while none is.
  const covered = await riderCoverage(env, companyId, branchContactId, now(env).getTime());
  return apiJson(withRiderCoverage(deliveryInfo(zones, { lat: q.lat, lng: q.lng }), covered), { cache: "none" });
});
