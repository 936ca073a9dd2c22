import { z } from "zod";
import { apiJson, apiLoader, apiNotFound, idParam, parseOr400, queryOf, rowCountParam } from "~/http/api.server";
import { getCountryCode, phoneOr400 } from "~/http/account-api.server";
import { findBranchContactRef } from "~/data/tenants/tenant-scope.server";
import { listCustomerOrders, ORDERS_PAGE_SIZE } from "~/data/customers/customers.server";
import { now } from "~/data/clock.server";
import { requireVerifiedPhone } from "~/http/verified-phone.server";

const query = z.object({
  phone: z.string({ required_error: "Falta el parámetro phone." }).min(1, "Falta el parámetro phone."),
  branchContactId: idParam("branchContactId"),
  offset: rowCountParam("offset").optional(),
});

/**
 * GET /api/orders?phone&branchContactId&offset (storefront.md §7, §3 Customer
 * orders): `dinerOrders.orders`, newest first; offset = page × page size.
 * The branch contact's own company scopes the read. Only for the caller's
 * verified phone (session or bearer): anyone else gets 401 and no data.
 */
export const loader = apiLoader(async ({ request, env }) => {
  const q = parseOr400(query, queryOf(request));
  const scope = await findBranchContactRef(env, q.branchContactId);
  if (!scope) apiNotFound("No encontramos el local.");
  const phone = phoneOr400(q.phone, await getCountryCode(env, scope));
  await requireVerifiedPhone(env, request, phone);
  const offset = q.offset ?? 0;
  const { orders, total } = await listCustomerOrders(env, {
    companyId: scope.companyId,
    branchContactId: scope.id,
    phone,
    offset,
    now: now(env).getTime(),
  });
  const data = orders.map((o) => ({
    ...o,
    orderedAt: new Date(o.orderedAt).toISOString(),
    scheduledAt: o.scheduledAt ? new Date(o.scheduledAt).toISOString() : null,
    followUpPath: `/menu/${scope.alias}/order/${o.code}`,
  }));
  return apiJson(
    { dinerOrders: { orders: data, page: Math.floor(offset / ORDERS_PAGE_SIZE), pageSize: ORDERS_PAGE_SIZE, total, status: orders.length ? "success" : "empty" } },
    { cache: "none", headers: { "Cache-Control": "private, no-store" } },
  );
});
