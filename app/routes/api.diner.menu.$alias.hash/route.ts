import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, idParam, parseOr400 } from "~/http/api.server";
import { getMenuHashes } from "~/data/menus/menu-snapshot.server";
import { resolveAlias } from "~/data/tenants/storefront.server";

const params = z.object({ alias: z.string().trim().min(1).max(100, "El alias no es válido.") });
const orderModeIds = z.array(idParam("orderModeId")).max(20, "Demasiados modos de pedido.");

/**
 * GET /api/diner/menu/{alias}/hash?orderModeId=..(repeatable) (storefront.md §7):
 * `{ menuHashes: [{ orderModeId, hash }] }` for modes of this branch contact.
 * Without orderModeId: every active mode. Any id that is not an active mode of
 * this contact (another tenant's included) → 404. Never cached: it is the
 * freshness probe that decides whether a mode change empties the cart (§4).
 */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  const { alias } = parseOr400(params, raw);
  const ids = parseOr400(orderModeIds, new URL(request.url).searchParams.getAll("orderModeId"));
  const resolved = await resolveAlias(env, alias);
  if (!resolved || resolved.type !== "branchContact") apiNotFound("No encontramos el local que buscas.");

  const active = resolved.branchContact.deliveryConfig.orderModes.filter((m) => m.active);
  const wanted = ids.length === 0 ? active : [...new Set(ids)].map((id) => active.find((m) => m.id === id));
  if (wanted.some((m) => m === undefined)) apiNotFound("No encontramos el modo de pedido en este local.");
  const menuHashes = await getMenuHashes(env, resolved.branch, wanted.filter((m) => m !== undefined));
  return apiJson({ menuHashes }, { cache: "none" });
});
