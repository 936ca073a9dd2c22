// GET /api/picker/current (logistics.md §7: "bearer; order in progress; on error an empty
// object"): the order the picker of the bearer token is preparing, in the §3 picker view;
// `{}` when there is none, and `{}` on every error with its status (403 for a missing,
// expired or revoked token, 500 when storage fails), as the spec's client expects.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { orderInPickingOf, pickerOrderByCode } from "~/data/orders/picking.server";
import { apiJson } from "~/http/api.server";
import { dinerOrderJson } from "~/views/picker-app.server";
import { staffFromRequest } from "~/http/staff-auth.server";

const empty = (status: number, headers?: HeadersInit) => apiJson({}, { status, cache: "none", headers });

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const env = context.cloudflare.env;
  try {
    const me = await staffFromRequest(request, env, "picker", "api");
    if (!me) return empty(403);
    const current = await orderInPickingOf(env, me.companyId, me.staffId);
    if (!current || current.branchContactId !== me.branchContactId) return empty(200);
    const order = await pickerOrderByCode(env, me, current.code);
    return order ? apiJson(dinerOrderJson(order), { cache: "none" }) : empty(200);
  } catch (error) {
    console.error("picker current failed", error);
    return empty(500);
  }
}

export const action = () => empty(405, { Allow: "GET" });
