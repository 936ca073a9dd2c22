// The one place that changes a diner's cart (storefront.md §4 "Cart add",
// "Cart persistence"; §5 "Plate and cart"). The cart lives in the KV-backed
// session (signed cookie) and is kept only for the branch-contact alias it was
// made for (storefront-context cartFromSession). Inputs are ids, quantities and
// notes: never prices; every price comes from domain priceCart on the server.
//
// Usage from an action (ModeContext satisfies CartContext):
//   const ctx = await loadModeContext(env, request, alias, mode);
//   const r = await addCartLine(env, ctx, { plateId, sizeId, quantity, notes, extras });
//   if (!r.ok) return json({ error: r.error }, { status: 400, headers: { "Set-Cookie": r.setCookie } });
//   return redirect(back, { headers: { "Set-Cookie": r.setCookie } });
import {
  addToCart,
  emptyCart,
  findPlate,
  removeLine,
  replaceLine,
  updateLineQuantity,
  type CartResult,
} from "~/domain/cart/cart";
import { applyModeChange } from "~/domain/menu/mode-change";
import { notSoldMessage } from "~/domain/menu/not-sold";
import type {
  Branch,
  BranchContact,
  Cart,
  CartExtraGroup,
  MenuSnapshot,
  OrderMode,
} from "~/domain/types";
import { commitSession, type DinerSession } from "~/http/session.server";

/** What the cart functions need; a ModeContext from storefront-context satisfies it. */
export interface CartContext {
  session: DinerSession;
  cart: Cart;
  branch: Pick<Branch, "generalConfig">;
  branchContact: Pick<BranchContact, "alias">;
  now: Date;
  orderMode: Pick<OrderMode, "id">;
  snapshot: Pick<MenuSnapshot, "hash" | "menu">;
}

/** One addition from a plate page or an upsell: ids, quantities, notes; never prices. */
export interface CartLineInput {
  plateId: number;
  sizeId: number | null;
  quantity: number;
  notes: string;
  extras: CartExtraGroup[];
  source?: "plate" | "upselled";
}

export type CartMutation =
  | { ok: true; error?: undefined; cart: Cart; lineId: string | null; setCookie: string }
  | { ok: false; error: string; cart: Cart; lineId?: undefined; setCookie: string };

// Messages the spec leaves open (docs/decisions.md#plates-and-cart "Cart error messages").
export const MSG_UNKNOWN_LINE = "El producto ya no está en tu pedido";
export const MSG_UNKNOWN_PLATE = "El producto no está disponible en este menú";

/** Stores the cart in the session (KV); the caller commits the session. */
export function saveCart(session: DinerSession, cart: Cart): void {
  session.set("cart", cart);
}

type Stored = Pick<CartContext, "session" | "cart" | "now">;

async function finish(env: Env, ctx: Stored, result: CartResult): Promise<CartMutation> {
  if (!result.ok) {
    // Never touch the cart on error: the session keeps what it had.
    return { ok: false, error: result.error, cart: ctx.cart, setCookie: await commitSession(env, ctx.session) };
  }
  saveCart(ctx.session, result.cart);
  const setCookie = await commitSession(env, ctx.session);
  return { ok: true, cart: result.cart, lineId: result.lineId, setCookie };
}

const fail = (error: string): CartResult => ({ ok: false, error });

/**
 * A cart is always for the mode it is being filled in: adding from another mode
 * applies §4's mode change (emptied only if that mode's menu hash differs).
 */
function cartForMode(ctx: CartContext): Cart {
  const at = ctx.now.getTime();
  const base = ctx.cart.branchContactAlias === ctx.branchContact.alias ? ctx.cart : emptyCart(ctx.branchContact.alias, at);
  if (base.orderModeId === ctx.orderMode.id && base.menuHash === ctx.snapshot.hash) return base;
  if (base.orderModeId === ctx.orderMode.id && base.lines.length > 0) return { ...base, menuHash: ctx.snapshot.hash };
  return applyModeChange(base, ctx.orderMode.id, ctx.snapshot.hash, at);
}

const opts = (ctx: CartContext, source?: CartLineInput["source"]) => ({
  notesLimit: ctx.branch.generalConfig.menuConfig.notesLimit,
  now: ctx.now.getTime(),
  source,
});

const additionOf = (input: CartLineInput) => ({
  sizeId: input.sizeId,
  quantity: input.quantity,
  notes: input.notes,
  extras: input.extras,
});

/** §4 Cart add: validates against the menu snapshot, merges equal lines. */
export async function addCartLine(env: Env, ctx: CartContext, input: CartLineInput): Promise<CartMutation> {
  const plate = findPlate(ctx.snapshot.menu, input.plateId);
  if (!plate) return finish(env, ctx, fail(notSoldMessage(ctx.snapshot.menu, input.plateId) ?? MSG_UNKNOWN_PLATE));
  return finish(env, ctx, addToCart(cartForMode(ctx), plate, additionOf(input), opts(ctx, input.source)));
}

/** 'Editar' on the cart page → plate page `?linea={lineId}`: replaces the line (may merge). */
export async function replaceCartLine(
  env: Env,
  ctx: CartContext,
  lineId: string,
  input: CartLineInput,
): Promise<CartMutation> {
  if (!ctx.cart.lines.some((l) => l.lineId === lineId)) return finish(env, ctx, fail(MSG_UNKNOWN_LINE));
  const plate = findPlate(ctx.snapshot.menu, input.plateId);
  if (!plate) return finish(env, ctx, fail(notSoldMessage(ctx.snapshot.menu, input.plateId) ?? MSG_UNKNOWN_PLATE));
  return finish(env, ctx, replaceLine(cartForMode(ctx), lineId, plate, additionOf(input), opts(ctx, input.source)));
}

/** Stepper − / +: 0 removes; maxQuantity and 9999999 cap (§5, §9). */
export async function updateCartLineQuantity(
  env: Env,
  ctx: CartContext,
  lineId: string,
  quantity: number,
): Promise<CartMutation> {
  const line = ctx.cart.lines.find((l) => l.lineId === lineId);
  if (!line) return finish(env, ctx, fail(MSG_UNKNOWN_LINE));
  const plate = findPlate(ctx.snapshot.menu, line.referenceId);
  return finish(env, ctx, updateLineQuantity(ctx.cart, lineId, quantity, plate, ctx.now.getTime()));
}

export async function removeCartLine(env: Env, ctx: Stored, lineId: string): Promise<CartMutation> {
  if (!ctx.cart.lines.some((l) => l.lineId === lineId)) return finish(env, ctx, fail(MSG_UNKNOWN_LINE));
  return finish(env, ctx, { ok: true, cart: removeLine(ctx.cart, lineId, ctx.now.getTime()), lineId });
}

/** Empties the cart (mode/branch change confirmed, order sent): keeps alias and mode. */
export async function emptyTheCart(env: Env, ctx: Stored): Promise<CartMutation> {
  const cart: Cart = { ...ctx.cart, lines: [], updatedAt: ctx.now.getTime() };
  return finish(env, ctx, { ok: true, cart, lineId: "" });
}
