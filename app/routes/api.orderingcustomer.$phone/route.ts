import { z } from "zod";
import { apiError, apiJson, apiLoader, apiNotFound, getBranchById, idParam, parseOr400, queryOf } from "~/http/api.server";
import { lookupOrderingCustomer } from "~/data/customers/customers.server";
import { getCountryCode, phoneOr400 } from "~/http/account-api.server";
import { requireVerifiedPhone } from "~/http/verified-phone.server";

const query = z.object({ branchId: idParam("branchId") });

/**
 * GET /api/orderingcustomer/{phone}?branchId (storefront.md §7, §3 Ordering
 * customer): optIn, addressesRegistered, name, phone, loyaltyPointsBalance,
 * status. The branch's own company scopes the lookup; an unknown phone or a
 * failing lookup answers opted out with no addresses (§4). Only for the caller's
 * verified phone (session or bearer): anyone else gets 401 and no data.
 */
export const loader = apiLoader(async ({ params, request, env }) => {
  const { branchId } = parseOr400(query, queryOf(request));
  const branch = await getBranchById(env, branchId);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const phone = phoneOr400(params.phone ?? "", await getCountryCode(env, branch));
  await requireVerifiedPhone(env, request, phone);
  const customer = await lookupOrderingCustomer(env, branch.companyId, phone);
  const { id: _id, ...body } = customer;
  // Personal data: never stored by shared caches.
  return apiJson(body, { cache: "none", headers: { "Cache-Control": "private, no-store" } });
});

export const action = () => apiError(405, "Método no permitido.");
