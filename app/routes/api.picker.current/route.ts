// GET /api/picker/current (logistics.md §7): the order the picker of the bearer token is
// preparing, in the §3 picker view; `{}` when there is none ("on error an empty object").
// 403 for a missing, expired or revoked token.
import { orderInPickingOf, pickerOrderByCode } from "~/data/orders/picking.server";
import { apiError, apiJson, apiLoader } from "~/http/api.server";
import { dinerOrderJson } from "~/http/picker-app.server";
import { staffForbidden, staffFromRequest } from "~/http/staff-auth.server";

export const loader = apiLoader(async ({ request, env }) => {
  const me = await staffFromRequest(request, env, "picker", "api");
  if (!me) return staffForbidden();
  const current = await orderInPickingOf(env.DB, me.companyId, me.staffId);
  if (!current || current.branchContactId !== me.branchContactId) return apiJson({}, { cache: "none" });
  const order = await pickerOrderByCode(env, me, current.code);
  return apiJson(order ? dinerOrderJson(order) : {}, { cache: "none" });
});

export const action = apiLoader(async () => apiError(405, "Método no permitido.", { headers: { Allow: "GET" } }));
