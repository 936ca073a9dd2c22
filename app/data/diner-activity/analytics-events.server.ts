// The analytics events the diner app records (storefront.md §7 "Analytics events"): one row per event,
// scoped by company; what an event says is built by app/services/analytics/analytics.server.ts.
import { db } from "~/data/db.server";
import { analyticsEvents } from "~/data/schema/diner-activity.server";

export type AnalyticsEventRow = Omit<typeof analyticsEvents.$inferInsert, "id">;

export async function insertAnalyticsEvent(env: Pick<Env, "DB">, row: AnalyticsEventRow): Promise<void> {
  await db(env).insert(analyticsEvents).values(row).run();
}
