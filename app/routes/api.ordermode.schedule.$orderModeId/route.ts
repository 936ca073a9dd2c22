import { apiJson, apiLoader } from "~/http/api.server";
import { scheduleOfMode } from "~/routes/api.ordermode.schedule.$orderModeId/schedule.server";

/**
 * GET /api/ordermode/schedule/{orderModeId} (storefront.md §7): the days with
 * slots from now on (business time zone, injected clock) and the calendar window.
 * 400 non-numeric id; 404 unknown or inactive mode. Never cached (depends on the time).
 */
export const loader = apiLoader(async ({ params, env, request }) => {
  return apiJson(await scheduleOfMode(env, request, params), { cache: "none" });
});
