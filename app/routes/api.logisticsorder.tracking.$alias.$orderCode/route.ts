// GET /api/logisticsorder/tracking/{alias}/{orderCode} (logistics.md §7: "tracking info; on
// error an empty object"; §6 Customer: anonymous, by alias and order code). The alias
// decides the tenant: another tenant's order code is 404. Every failure answers `{}` with
// its status (400 bad code, 404 not found, 500), as the spec's client expects.
import { now } from "~/data/clock.server";
import { normalizeOrderCode } from "~/data/orders/order-reader.server";
import { apiJson } from "~/http/api.server";
import { loadTrackingInfo } from "~/views/tracking-view.server";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

const empty = (status: number, headers?: HeadersInit) => apiJson({}, { status, cache: "none", headers });

export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<Response> {
  const env = context.cloudflare.env;
  try {
    const alias = String(params.alias ?? "");
    const code = normalizeOrderCode(params.orderCode ?? "");
    if (!code || !/^[a-z0-9-]{1,80}$/i.test(alias)) return empty(400);
    const info = await loadTrackingInfo(env, request, alias, code, now(env).getTime());
    if (!info) return empty(404);
    // The page's colours are the page's: the call gives the tracking info only.
    const { themeCss: _page, ...body } = info;
    return apiJson(body, { cache: "none", headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    console.error("tracking api error", error);
    return empty(500);
  }
}

export const action = () => empty(405, { Allow: "GET" });
