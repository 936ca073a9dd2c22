// GET /api/ordermode/schedule/{orderModeId} (storefront.md §7; §3 "Other state"
// scheduleOrdersConfig {schedulerDaysInfo {dayOfWeek, availableHours}, datesBetween};
// §4 "Scheduling"). The same domain the checkout page uses (checkout-page.server.ts:
// scheduleDays(scheduleSource(bc, mode), now, tz) and schedulingState), read
// inside the order mode's own company (data/tenants/tenant-scope.server.ts orderModeScope).
import { z } from "zod";
import { SCHEDULE_DAYS, scheduleDays, scheduleSource, schedulingState } from "~/domain/checkout/schedule";
import { apiNotFound, idParam, parseOr400 } from "~/http/api.server";
import { orderModeScope } from "~/data/tenants/tenant-scope.server";
import { MSG_MODE_NOT_FOUND } from "~/views/mode-charges.server";
import { loadBranchContactContext } from "~/http/storefront-context.server";
import { modeCanOrderNow } from "~/domain/menu/hours";
import { zonedFormat } from "~/domain/date-time-format";
import { readFullSlotsAhead } from "~/data/orders/order-slots.server";
import { withoutFullSlots } from "~/domain/shop/busy-mode";

const isoDate = zonedFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

const params = z.object({ orderModeId: idParam("orderModeId") });
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of `at` in `tz`. */
function localDate(at: Date, tz: string): string {
  return isoDate(tz).format(at);
}

/** The calendar window the slots are offered in: today and the next SCHEDULE_DAYS - 1 days. */
export function datesBetween(at: Date, tz: string, days = SCHEDULE_DAYS): string[] {
  const [y, m, d] = localDate(at, tz).split("-").map(Number);
  const today = Date.UTC(y, m - 1, d);
  return Array.from({ length: days }, (_, k) => new Date(today + k * DAY_MS).toISOString().slice(0, 10));
}

export async function scheduleOfMode(env: Env, request: Request, raw: unknown) {
  const { orderModeId } = parseOr400(params, raw);
  const scope = await orderModeScope(env, orderModeId);
  if (!scope || !scope.active) apiNotFound(MSG_MODE_NOT_FOUND);
  // The alias of the mode's own location: company, branch and country come from it.
  const ctx = await loadBranchContactContext(env, request, scope.alias);
  const mode = ctx.branchContact.deliveryConfig.orderModes.find((m) => m.id === orderModeId && m.active);
  if (!mode || ctx.company.id !== scope.companyId) apiNotFound(MSG_MODE_NOT_FOUND);
  const tz = ctx.country.timeZone;
  const status = modeCanOrderNow(ctx.branchContact, mode, ctx.now, tz);
  // Busy mode: the times whose 15-minute slot is full are not offered (as on the checkout page).
  const fullSlots = await readFullSlotsAhead(env, ctx.branchContact, ctx.now);
  const allDays = scheduleDays(scheduleSource(ctx.branchContact, mode), ctx.now, tz, { exceptions: ctx.branchContact.deliveryConfig.hoursExceptions });
  const days = fullSlots ? withoutFullSlots(allDays, fullSlots) : allDays;
  const state = schedulingState(status, days);
  // An informational mode offers no slot (checkout: canSchedule false).
  const offered = state.canSchedule ? days : [];
  return {
    orderModeId,
    timeZone: tz,
    schedulerDaysInfo: offered.map((d) => ({
      dayOfWeek: d.dayOfWeek,
      date: d.date,
      label: d.label,
      availableHours: d.slots.map((s) => s.time),
    })),
    datesBetween: datesBetween(ctx.now, tz),
    immediateAvailable: state.immediateAvailable,
    mustSchedule: state.mustSchedule,
  };
}
