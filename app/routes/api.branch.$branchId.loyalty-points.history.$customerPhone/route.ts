import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, getBranchById, idParam, parseOr400, queryOf, rowCountParam } from "~/http/api.server";
import { getCountryCode, phoneOr400 } from "~/http/account-api.server";
import { findCustomerRow } from "~/data/customers/customers.server";
import { HISTORY_PAGE_SIZE, listLoyaltyHistory } from "~/data/customers/loyalty.server";
import { requireVerifiedPhone } from "~/http/verified-phone.server";

const params = z.object({ branchId: idParam("branchId") });
const query = z.object({ offset: rowCountParam("offset").optional(), limit: rowCountParam("limit").optional() });

/**
 * GET /api/branch/{branchId}/loyalty-points/history/{customerPhone}?offset&limit=20
 * (storefront.md §7, §3 history row orderCode, createdAt, amount, postBalance).
 * An unknown customer has an empty history. Only for the caller's verified
 * phone (session or bearer): anyone else gets 401 and no data.
 */
export const loader = apiLoader(async ({ params: raw, request, env }) => {
  const { branchId } = parseOr400(params, raw);
  const q = parseOr400(query, queryOf(request));
  const branch = await getBranchById(env, branchId);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const phone = phoneOr400(raw.customerPhone ?? "", await getCountryCode(env, branch));
  await requireVerifiedPhone(env, request, phone);
  const limit = Math.min(Math.max(q.limit ?? HISTORY_PAGE_SIZE, 1), 100);
  const offset = q.offset ?? 0;
  const customer = await findCustomerRow(env, branch.companyId, phone);
  const { history, total } = customer
    ? await listLoyaltyHistory(env, { companyId: branch.companyId, customerId: customer.id, offset, limit })
    : { history: [], total: 0 };
  return apiJson(
    {
      history: history.map((h) => ({ orderCode: h.orderCode, createdAt: new Date(h.createdAt).toISOString(), amount: h.amount, postBalance: h.postBalance })),
      balance: customer?.loyaltyBalance ?? 0,
      offset,
      limit,
      total,
    },
    { cache: "none", headers: { "Cache-Control": "private, no-store" } },
  );
});
