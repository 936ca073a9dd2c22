import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, parseOr400, queryOf } from "~/http/api.server";
import { serializeBranchContact } from "~/http/api-serializers.server";
import { resolveAlias } from "~/data/tenants/storefront.server";
import { distanceKm } from "~/domain/menu/branch-list";
import { zoneForPoint } from "~/domain/address/delivery";
import { listDeliveryZones } from "~/data/tenants/delivery-zones.server";

const params = z.object({ alias: z.string().trim().min(1).max(100, "El alias no es válido.") });
// Optional diner location: fills `distance` (metres), as on the branch cards (§2).
const query = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), "Envíe lat y lng juntos.");

/** GET /api/diner/branchcontacts/{encoded alias} (storefront.md §7): §3 branch contact details. */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  // Remix hands the path segment already percent-decoded.
  const { alias } = parseOr400(params, raw);
  const location = parseOr400(query, queryOf(request));
  const resolved = await resolveAlias(env, alias);
  if (!resolved || resolved.type !== "branchContact") apiNotFound("No encontramos el local que buscas.");
  const km =
    location.lat !== undefined && location.lng !== undefined
      ? distanceKm(resolved.branchContact, { lat: location.lat, lng: location.lng })
      : null;
  const metres = km === null ? null : Math.round(km * 1000);
  // §3 reachableByDelivery: with a location, whether one of its delivery zones covers it.
  let reachableByDelivery: boolean | null = null;
  if (location.lat !== undefined && location.lng !== undefined) {
    const zones = await listDeliveryZones(env, resolved.company.id, resolved.branchContact.id);
    reachableByDelivery = zoneForPoint(zones, { lat: location.lat, lng: location.lng }) !== null;
  }
  return apiJson({ ...serializeBranchContact(resolved.branchContact, resolved.branch, metres), reachableByDelivery });
});
