// Cart rules: storefront.md §4 "Cart add" and §5 "Plate and cart".
// Pure: every function returns a new Cart; the caller injects `now`.
import type { Cart, CartExtraGroup, CartLine, Plate } from "~/domain/types";
import { MAX_CART_QUANTITY } from "~/domain/money";
import {
  type AdditionInput,
  MSG_QUANTITY_MIN,
  maxQuantityMessage,
  normalizeExtras,
  validateAddition,
} from "./cart-validation";

export * from "./cart-validation";
export { priceCart, findPlate } from "./cart-pricing";
export type { PricedLine, PricedCart, InvalidLine } from "./cart-pricing";

export type CartResult = { ok: true; cart: Cart; lineId: string } | { ok: false; error: string };

/** FNV-1a 64-bit over UTF-16 code units: sync, deterministic, same in Node and Workers. */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/**
 * §4 Cart add merge key: referenceId, size, notes and all extras with their
 * quantities, order-insensitive (extras are normalised = sorted first).
 */
export function mergeKey(
  referenceId: number,
  sizeId: number | null,
  notes: string,
  extras: readonly CartExtraGroup[],
): string {
  const ex = normalizeExtras(extras)
    .map((g) => `${g.groupId}:${g.groupItems.map((i) => `${i.referenceId}*${i.quantity}`).join(",")}`)
    .join(";");
  return JSON.stringify([referenceId, sizeId, notes.trim(), ex]);
}

export const lineIdFor = (...args: Parameters<typeof mergeKey>) => fnv1a64(mergeKey(...args));

/** Units of a plate across all lines, optionally ignoring one line (being edited). */
export function unitsOfPlate(cart: Cart, plateId: number, exceptLineId?: string): number {
  return cart.lines
    .filter((l) => l.referenceId === plateId && l.lineId !== exceptLineId)
    .reduce((n, l) => n + l.quantity, 0);
}

export interface AddOptions {
  notesLimit: number | null;
  now: number;
  source?: CartLine["source"];
}

/** Adds (or merges, §4 Cart add) after validating with the units already in the cart. */
export function addToCart(cart: Cart, plate: Plate, input: AdditionInput, opts: AddOptions): CartResult {
  const check = validateAddition(plate, input, opts.notesLimit, unitsOfPlate(cart, plate.id));
  if (!check.ok) return check;
  const notes = input.notes.trim();
  const extras = normalizeExtras(input.extras);
  const lineId = lineIdFor(plate.id, input.sizeId, notes, extras);
  const existing = cart.lines.find((l) => l.lineId === lineId);
  const lines = existing
    ? cart.lines.map((l) => (l.lineId === lineId ? { ...l, quantity: l.quantity + input.quantity } : l))
    : [
        ...cart.lines,
        {
          lineId,
          referenceId: plate.id,
          referenceType: "PLATE" as const,
          sizeId: input.sizeId,
          quantity: input.quantity,
          notes,
          extras,
          source: opts.source ?? "plate",
        },
      ];
  return { ok: true, cart: { ...cart, lines, updatedAt: opts.now }, lineId };
}

/**
 * Edits a line (size, extras, notes, quantity): the old line is replaced and the
 * result merges with an equal line if there is one.
 */
export function replaceLine(
  cart: Cart,
  lineId: string,
  plate: Plate,
  input: AdditionInput,
  opts: AddOptions,
): CartResult {
  const old = cart.lines.find((l) => l.lineId === lineId);
  if (!old) return addToCart(cart, plate, input, opts);
  const without = { ...cart, lines: cart.lines.filter((l) => l.lineId !== lineId) };
  return addToCart(without, plate, input, { ...opts, source: opts.source ?? old.source });
}

/**
 * §4 quantity change: 0 removes the line; otherwise at least 1, capped by the
 * plate's maxQuantity across lines (when `plate` is given) and 9999999.
 */
export function updateLineQuantity(
  cart: Cart,
  lineId: string,
  quantity: number,
  plate: Pick<Plate, "maxQuantity"> | null,
  now: number,
): CartResult {
  const line = cart.lines.find((l) => l.lineId === lineId);
  if (!line) return { ok: true, cart, lineId };
  if (quantity === 0) return { ok: true, cart: removeLine(cart, lineId, now), lineId };
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, error: MSG_QUANTITY_MIN };
  const max = Math.min(plate?.maxQuantity ?? MAX_CART_QUANTITY, MAX_CART_QUANTITY);
  if (unitsOfPlate(cart, line.referenceId, lineId) + quantity > max) {
    return { ok: false, error: maxQuantityMessage(max) };
  }
  const lines = cart.lines.map((l) => (l.lineId === lineId ? { ...l, quantity } : l));
  return { ok: true, cart: { ...cart, lines, updatedAt: now }, lineId };
}

export function removeLine(cart: Cart, lineId: string, now: number): Cart {
  return { ...cart, lines: cart.lines.filter((l) => l.lineId !== lineId), updatedAt: now };
}

/** Drops lines by id (e.g. the invalid ones priceCart reports). */
export function dropLines(cart: Cart, lineIds: readonly string[], now: number): Cart {
  if (lineIds.length === 0) return cart;
  return { ...cart, lines: cart.lines.filter((l) => !lineIds.includes(l.lineId)), updatedAt: now };
}

/** §3 Cart state itemsCartHash: referenceId → total quantity across lines. */
export function itemsCartHash(cart: Cart): Record<number, number> {
  const hash: Record<number, number> = {};
  for (const l of cart.lines) hash[l.referenceId] = (hash[l.referenceId] ?? 0) + l.quantity;
  return hash;
}

export const cartUnits = (cart: Cart) => cart.lines.reduce((n, l) => n + l.quantity, 0);

export function emptyCart(branchContactAlias: string, now: number): Cart {
  return { branchContactAlias, orderModeId: null, menuHash: null, lines: [], updatedAt: now };
}
