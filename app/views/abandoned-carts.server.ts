// Abandoned carts (storefront.md §4 "Abandoned cart: cart is posted when
// abandoned; recovery restores the cart and navigates to ./{alias}/preview";
// §7 POST /api/abandoned/cart/, PUT /api/abandoned/cart/cancel/, GET
// /api/recovery/cart/{phone}/{branchContactId}; §8 'Cart not found').
// A row is the session's Cart (ids, quantities, choices: never prices) for one
// location, one per (company, location, session); the phone finds it again.
import { priceCart } from "~/domain/cart/cart";
import { normalizePhone } from "~/domain/checkout/phone";
import type { Cart, CartLine } from "~/domain/types";
import { getMenuSnapshot } from "~/data/menus/menu-snapshot.server";
import type { AbandonedCartRow } from "~/data/diner-activity/abandoned-carts.server";
import { getBranchById } from "~/http/api.server";
import { getBranchContactByAlias } from "~/data/tenants/storefront.server";
import type { DinerSession } from "~/http/session.server";
import type { ContactScope } from "~/data/tenants/tenant-scope.server";
import { signToken, verifyToken } from "~/http/signed-token.server";


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
    getBranchContactByAlias(env, scope.alias),
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
// The recovery link carries a signed, expiring token instead of a bare phone
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
