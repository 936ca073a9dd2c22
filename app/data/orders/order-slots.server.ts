// The claim of a 15-minute slot by an order (busy mode's cap, app/domain/shop/busy-mode.ts): one
// statement for the order's own batch. Without a cap at the location it inserts nothing; past the
// cap the CHECK order_slots_cap_ck aborts the batch (the order is not written).
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "~/data/db.server";
import { errorText } from "~/data/orders/order-writer.server";
import { branchContacts } from "~/data/schema.server";
import { orderSlots } from "~/data/schema/order-slots.server";

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
