import { apiJson, apiLoader } from "~/data/api.server";
import { scheduleOfMode } from "~/data/missing/schedule-api.server";

/**
 * GET /api/ordermode/schedule/{orderModeId} (storefront.md §7): the days with
 * slots from now on (business time zone, injected clock) and the calendar window.
 * 400 non-numeric id; 404 unknown or inactive mode. Never cached (depends on the time).
 */
export const loader = apiLoader(async ({ params, env, request }) => {
  return apiJson(await scheduleOfMode(env, request, params), { cache: "none" });
});
