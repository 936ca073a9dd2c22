// Abandoned carts (storefront.md §4 "Abandoned cart: cart is posted when
// abandoned; recovery restores the cart and navigates to ./{alias}/preview";
// §7 POST /api/abandoned/cart/, PUT /api/abandoned/cart/cancel/, GET
// /api/recovery/cart/{phone}/{branchContactId}; §8 'Cart not found').
// A row is the session's Cart (ids, quantities, choices: never prices) for one
// location, one per (company, location, session); the phone finds it again.
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { priceCart } from "~/domain/cart/cart";
import { normalizePhone } from "~/domain/checkout/phone";
import type { Cart, CartLine } from "~/domain/types";
import { db, preparedStatement, slot, type Db } from "~/data/db.server";
import { getMenuSnapshot } from "~/data/menus/menu-snapshot.server";
import { abandonedCarts } from "~/data/schema/diner-activity.server";
import { getBranchById } from "./api.server";
import { getBranchContactByAlias } from "~/data/tenants/storefront.server";
import type { DinerSession } from "./session.server";
import type { ContactScope } from "~/data/tenants/tenant-scope.server";
import { signToken, verifyToken } from "./signed-token.server";

export type AbandonedCartRow = typeof abandonedCarts.$inferSelect;

/** The phone to file the cart under: the given one, the signed-in diner's, or the entry link's `phone`. */
export function knownPhone(session: DinerSession | null, given: string | null | undefined, country: string): string | null {
  const candidates = [given, session?.get("customerPhone"), session?.get("entry")?.phone];
  for (const raw of candidates) {
    if (!raw) continue;
    const phone = normalizePhone(raw, country);
    if (phone) return phone;
  }
  return null;
}

export interface PricedAbandonedCart {
  cart: Cart;
  itemsTotal: number;
}

/**
 * Keeps only the lines the menu of the cart's mode still prices (domain
 * priceCart: unknown plates, sizes or garnishes are dropped). null when the
 * mode is not an active mode of the location or nothing valid is left.
 */
export async function priceAgainstMenu(env: Env, scope: ContactScope, cart: Cart): Promise<PricedAbandonedCart | null> {
  if (cart.orderModeId == null || cart.lines.length === 0) return null;
  const [contact, branch] = await Promise.all([
    getBranchContactByAlias(db(env), scope.alias),
    getBranchById(env, scope.branchId, scope.companyId),
  ]);
  const mode = contact?.deliveryConfig.orderModes.find((m) => m.id === cart.orderModeId && m.active);
  if (!contact || !branch || !mode) return null;
  const snapshot = await getMenuSnapshot(env, branch, mode);
  const priced = priceCart(cart, snapshot.menu);
  const invalid = new Set(priced.invalid.map((i) => i.lineId));
  const lines = cart.lines.filter((l) => !invalid.has(l.lineId));
  if (lines.length === 0) return null;
  return { cart: { ...cart, lines, menuHash: snapshot.hash }, itemsTotal: priced.itemsTotal };
}

export interface SaveInput {
  scope: ContactScope;
  sessionId: string;
  phone: string;
  priced: PricedAbandonedCart;
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

/** The stored cart as a session Cart for `alias` (fresh updatedAt: the cart TTL starts again). */
export function storedCart(row: AbandonedCartRow, alias: string, at: number): Cart | null {
  const c = row.cart as Partial<Cart> | null;
  if (!c || !Array.isArray(c.lines) || c.lines.length === 0) return null;
  return {
    branchContactAlias: alias,
    orderModeId: c.orderModeId ?? row.orderModeId ?? null,
    menuHash: c.menuHash ?? row.menuHash ?? null,
    lines: c.lines as CartLine[],
    updatedAt: at,
  };
}

/** §7 recovery shape: `{ orderModeId, items }` (items: ids, quantities, choices). */
export function recoveryData(row: AbandonedCartRow) {
  const c = row.cart as Partial<Cart> | null;
  const lines = (c?.lines ?? []) as CartLine[];
  return {
    orderModeId: c?.orderModeId ?? row.orderModeId ?? null,
    items: lines.map((l) => ({
      referenceId: l.referenceId,
      referenceType: l.referenceType,
      sizeId: l.sizeId,
      quantity: l.quantity,
      notes: l.notes,
      extras: l.extras,
      source: l.source,
    })),
    itemsTotal: row.itemsTotal,
    updatedAt: row.updatedAt,
  };
}

/** What the cart/checkout page hands to <AbandonedCartBeacon/> (ids only; whether a phone is known). */
export interface AbandonedBeaconData {
  branchContactId: number;
  branchId: number;
  orderModeId: number | null;
  hasItems: boolean;
  /** The server knows a phone for this session (signed in, or the entry link's `phone`). */
  phoneKnown: boolean;
}

export function abandonedBeaconData(
  ctx: {
    session: DinerSession;
    branch: { id: number; country: string };
    branchContact: { id: number };
    cart: Pick<Cart, "orderModeId" | "lines">;
  },
): AbandonedBeaconData {
  return {
    branchContactId: ctx.branchContact.id,
    branchId: ctx.branch.id,
    orderModeId: ctx.cart.orderModeId,
    hasItems: ctx.cart.lines.length > 0,
    phoneKnown: knownPhone(ctx.session, null, ctx.branch.country) != null,
  };
}

// ------------------------------------------------------------ recovery link
// Issue 8: the recovery link carries a signed, expiring token instead of a bare phone
// (a phone in a URL let anyone restore, and learn, another diner's cart).
const RECOVERY_TOKEN = "cart-recovery";
/** A recovery link works for a week (docs/decisions/sign-in-codes.md). */
export const RECOVERY_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface RecoveryTarget {
  companyId: number;
  branchContactId: number;
  phone: string;
}

/** `/menu/{alias}/recuperar/{token}` for the newest abandoned cart of `phone` at that location. */
export async function cartRecoveryPath(
  env: Pick<Env, "SESSION_SECRET">,
  scope: { companyId: number; branchContactId: number; alias: string },
  phone: string,
  nowMs: number,
): Promise<string> {
  const exp = Math.floor(nowMs / 1000) + RECOVERY_LINK_TTL_SECONDS;
  const token = await signToken(env.SESSION_SECRET, RECOVERY_TOKEN, `${scope.companyId}:${scope.branchContactId}:${phone}`, exp);
  return `/menu/${encodeURIComponent(scope.alias)}/recuperar/${token}`;
}

/** The target of a valid, unexpired recovery token; null otherwise. */
export async function readRecoveryToken(env: Pick<Env, "SESSION_SECRET">, token: string, nowMs: number): Promise<RecoveryTarget | null> {
  const payload = await verifyToken(env.SESSION_SECRET, RECOVERY_TOKEN, token, Math.floor(nowMs / 1000));
  const m = payload ? /^(\d{1,15}):(\d{1,15}):(\+\d{6,16})$/.exec(payload) : null;
  return m ? { companyId: Number(m[1]), branchContactId: Number(m[2]), phone: m[3] } : null;
}
