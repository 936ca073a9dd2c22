// The claim of a 15-minute slot by an order (busy mode's cap, app/domain/shop/busy-mode.ts): one
// statement for the order's own batch. Without a cap at the location it inserts nothing; past the
// cap the CHECK order_slots_cap_ck aborts the batch (the order is not written).
import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { db } from "~/data/db.server";
import { errorText } from "~/data/orders/order-writer.server";
import { branchContacts } from "~/data/schema.server";
import { orderSlots } from "~/data/schema/order-slots.server";
import { SCHEDULE_DAYS } from "~/domain/checkout/schedule";
import { slotStartOf } from "~/domain/shop/busy-mode";

export function slotClaimStatement(env: Pick<Env, "DB">, scope: { companyId: number; branchContactId: number }, slotStart: number) {
  const d = db(env);
  return d
    .insert(orderSlots)
    .select(
      d
        .select({
          companyId: branchContacts.companyId,
          branchContactId: sql<number>`${branchContacts.id}`.as("branch_contact_id"),
          slotStart: sql<number>`${slotStart}`.as("slot_start"),
          taken: sql<number>`1`.as("taken"),
          cap: sql<number>`${branchContacts.slotCap}`.as("cap"),
        })
        .from(branchContacts)
        .where(and(eq(branchContacts.companyId, scope.companyId), eq(branchContacts.id, scope.branchContactId), isNotNull(branchContacts.slotCap))),
    )
    .onConflictDoUpdate({ target: [orderSlots.branchContactId, orderSlots.slotStart], set: { taken: sql`${orderSlots.taken} + 1`, cap: sql`excluded.cap` } });
}

export const isSlotFull = (e: unknown) => /order_slots_cap_ck/.test(errorText(e));

/**
 * The starts of the location's full 15-minute slots in [from, to): taken reached the location's
 * cap as it is now (a cap raised since opens them again). None without a cap.
 */
export async function readFullSlots(env: Pick<Env, "DB">, scope: { companyId: number; branchContactId: number }, from: number, to: number): Promise<Set<number>> {
  const rows = await db(env)
    .select({ slotStart: orderSlots.slotStart })
    .from(orderSlots)
    .innerJoin(branchContacts, eq(branchContacts.id, orderSlots.branchContactId))
    .where(
      and(
        eq(branchContacts.companyId, scope.companyId),
        eq(orderSlots.branchContactId, scope.branchContactId),
        isNotNull(branchContacts.slotCap),
        sql`${orderSlots.taken} >= ${branchContacts.slotCap}`,
        gte(orderSlots.slotStart, from),
        lt(orderSlots.slotStart, to),
      ),
    );
  return new Set(rows.map((r) => r.slotStart));
}

/**
 * The full slots the storefront's schedule picker must leave out: from now's slot to the end of
 * the scheduling days; null when the location has no cap (nothing is read). §8 silent failure: a
 * failing read offers every time (the submit's own claim still refuses a full slot).
 */
export async function readFullSlotsAhead(
  env: Pick<Env, "DB">,
  location: { companyId: number; id: number; slotCap?: number | null },
  now: Date,
): Promise<Set<number> | null> {
  if (location.slotCap == null) return null;
  const from = slotStartOf(now.getTime());
  try {
    return await readFullSlots(env, { companyId: location.companyId, branchContactId: location.id }, from, from + (SCHEDULE_DAYS + 1) * 86_400_000);
  } catch (error) {
    console.warn("full slots unavailable", errorText(error));
    return null;
  }
}
