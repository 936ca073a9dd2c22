import { z } from "zod";
import {
  CACHE_POLICIES,
  apiLoader,
  apiNotFound,
  etagMatches,
  idParam,
  parseOr400,
} from "~/http/api.server";
import { serializeMenu } from "~/http/api-serializers.server";
import { isolateCacheTtl } from "~/data/menus/isolate-cache.server";
import { getMenuSnapshot } from "~/data/menus/menu-snapshot.server";
import { resolveAliasCached } from "~/data/tenants/tenant-cache.server";
import { immutableJson } from "~/http/immutable-json.server";

const params = z.object({
  branchContactAlias: z.string().trim().min(1).max(100, "El alias no es válido."),
  orderModeId: idParam("orderModeId"),
});

/**
 * GET /api/diner/{branchContactAlias}/menu/{orderModeId} (storefront.md §7), the
 * hot path: the KV menu snapshot (menu-snapshot.server.ts), ETag = menu hash,
 * 304 on a matching If-None-Match; the body serialized and gzipped once per snapshot
 * and mode (immutable-json.server.ts). The mode must be an active mode of THIS
 * branch contact: another contact's or tenant's mode id is a 404.
 */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  const { branchContactAlias, orderModeId } = parseOr400(params, raw);
  const resolved = await resolveAliasCached(env, branchContactAlias);
  if (!resolved || resolved.type !== "branchContact") apiNotFound("No encontramos el local que buscas.");
  const orderMode = resolved.branchContact.deliveryConfig.orderModes.find((m) => m.id === orderModeId && m.active);
  if (!orderMode) apiNotFound("No encontramos el modo de pedido en este local.");

  const snapshot = await getMenuSnapshot(env, resolved.branch, orderMode);
  const etag = `"${snapshot.hash}"`;
  if (etagMatches(request, etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": CACHE_POLICIES.short } });
  }
  // The body also shows the mode (selectedOrderMode), which changes without a new menu hash.
  const key = `menu-json:${snapshot.hash}:${JSON.stringify(orderMode)}`;
  return immutableJson(request, key, () => serializeMenu(snapshot.menu, orderMode, snapshot.hash), {
    etag,
    cached: isolateCacheTtl(env) > 0,
  });
});
