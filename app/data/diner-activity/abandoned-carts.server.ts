// The abandoned carts (storefront.md §7 /api/abandoned/cart, recovery): the upsert of the last
// cart a diner left at a location, its cancellation (or, on an order, its tie to the order inside
// the order's write batch), the open cart of a phone, the recovered mark. Every statement is
// scoped by company and location.
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Cart } from "~/domain/types";
import { db, preparedStatement, slot, type Db } from "~/data/db.server";
import { abandonedCarts } from "~/data/schema/diner-activity.server";
import type { ContactScope } from "~/data/tenants/tenant-scope.server";

export type AbandonedCartRow = typeof abandonedCarts.$inferSelect;

export interface SaveInput {
  scope: ContactScope;
  sessionId: string;
  phone: string;
  /** The cart priced against the current menu (app/views/abandoned-carts.server.ts priceAgainstMenu). */
  priced: { cart: Cart; itemsTotal: number };
  at: number;
}

/** Upsert by (company, location, session): the last cart the diner left wins. */
export async function saveAbandonedCart(env: Env, input: SaveInput): Promise<void> {
  const { scope, priced, at } = input;
  const values = {
    companyId: scope.companyId,
    branchContactId: scope.branchContactId,
    orderModeId: priced.cart.orderModeId,
    sessionId: input.sessionId,
    customerPhone: input.phone,
    cart: priced.cart,
    menuHash: priced.cart.menuHash,
    itemsTotal: priced.itemsTotal,
    createdAt: at,
    updatedAt: at,
  };
  await db(env)
    .insert(abandonedCarts)
    .values(values)
    .onConflictDoUpdate({
      target: [abandonedCarts.companyId, abandonedCarts.branchContactId, abandonedCarts.sessionId],
      set: {
        orderModeId: values.orderModeId,
        customerPhone: values.customerPhone,
        cart: values.cart,
        menuHash: values.menuHash,
        itemsTotal: values.itemsTotal,
        updatedAt: at,
        recoveredAt: null,
        orderId: null,
      },
    })
    .run();
}

export interface CancelInput {
  companyId: number;
  branchContactId: number;
  sessionId?: string | null;
  phone?: string | null;
  at: number;
}

/**
 * Cancels the diner's abandoned cart at a location (§7 PUT …/cancel/): by session and/or
 * phone, always inside the company. Returns the number of rows affected.
 */
export async function cancelAbandonedCarts(env: Env, input: CancelInput): Promise<number> {
  let affected = 0;
  for (const statement of cancelAbandonedCartsQueries(env, input)) affected += ((await statement) as D1Result).meta.changes ?? 0;
  return affected;
}

// This session's open row and this phone's open row at the location (prepared once per isolate:
// the order submit runs two of them in its write batch).
const openCartOf = {
  session: and(
    eq(abandonedCarts.companyId, slot("companyId")),
    eq(abandonedCarts.branchContactId, slot("branchContactId")),
    isNull(abandonedCarts.orderId),
    eq(abandonedCarts.sessionId, slot("who")),
  ),
  phone: and(
    eq(abandonedCarts.companyId, slot("companyId")),
    eq(abandonedCarts.branchContactId, slot("branchContactId")),
    isNull(abandonedCarts.orderId),
    eq(abandonedCarts.customerPhone, slot("who")),
  ),
};
const dropOpenCart = {
  session: preparedStatement((d) => d.delete(abandonedCarts).where(openCartOf.session)),
  phone: preparedStatement((d) => d.delete(abandonedCarts).where(openCartOf.phone)),
};
/** On an order the row is kept, tied to the order (recovered-cart statistics); its id by the order code. */
const orderedCartUpdate = (d: Db, match: SQL | undefined) =>
  d
    .update(abandonedCarts)
    .set({ orderId: sql`(SELECT id FROM orders WHERE code = ${slot("orderCode")})`, updatedAt: slot("at") })
    .where(match);
const tieOpenCart = {
  session: preparedStatement((d) => orderedCartUpdate(d, openCartOf.session)),
  phone: preparedStatement((d) => orderedCartUpdate(d, openCartOf.phone)),
};

/**
 * cancelAbandonedCarts' statements (this session's row, this phone's row), for a caller's
 * `db.batch`; with `orderCode` (the order submit, in its own write batch) the rows are tied to
 * that order instead of dropped.
 */
export function cancelAbandonedCartsQueries(env: Pick<Env, "DB">, input: CancelInput & { orderCode?: string }) {
  const who = [input.sessionId ? (["session", input.sessionId] as const) : null, input.phone ? (["phone", input.phone] as const) : null].filter(
    (c): c is NonNullable<typeof c> => c != null,
  );
  return who.map(([by, value]) => {
    const values = { companyId: input.companyId, branchContactId: input.branchContactId, who: value };
    return input.orderCode ? tieOpenCart[by](env, { ...values, orderCode: input.orderCode, at: input.at }) : dropOpenCart[by](env, values);
  });
}

/** The newest open (not ordered) abandoned cart of a phone at a location. */
export async function findAbandonedCart(
  env: Env,
  scope: Pick<ContactScope, "companyId" | "branchContactId">,
  phone: string,
): Promise<AbandonedCartRow | null> {
  const row = await db(env)
    .select()
    .from(abandonedCarts)
    .where(
      and(
        eq(abandonedCarts.companyId, scope.companyId),
        eq(abandonedCarts.branchContactId, scope.branchContactId),
        eq(abandonedCarts.customerPhone, phone),
        isNull(abandonedCarts.orderId),
      ),
    )
    .orderBy(desc(abandonedCarts.updatedAt), desc(abandonedCarts.id))
    .get();
  return row ?? null;
}

export async function markRecovered(env: Env, row: Pick<AbandonedCartRow, "id" | "companyId">, at: number): Promise<void> {
  await db(env)
    .update(abandonedCarts)
    .set({ recoveredAt: at })
    .where(and(eq(abandonedCarts.id, row.id), eq(abandonedCarts.companyId, row.companyId)))
    .run();
}
