// Item-detail validation: storefront.md §5 Plate and cart, §2 Menu "Item detail".
// Pure checks over a Plate; cart.ts adds the units already in the cart.
import { lineSoldOutMessage } from "~/domain/menu/sold-out";
import type { CartExtraGroup, GarnishGroup, Plate } from "~/domain/types";
import { MAX_CART_QUANTITY } from "~/domain/money";

export interface AdditionInput {
  sizeId: number | null;
  quantity: number;
  notes: string;
  extras: CartExtraGroup[];
}

export type Validation = { ok: true } | { ok: false; error: string };

// storefront.md §5 Plate and cart: literal messages.
export const MSG_MANDATORY = "Revise que haya agregado la cantidad correcta de opcionales";
export const MSG_GROUP_MAX = "Ya se ha seleccionado el maximo de opcionales permitidos en este grupo";
export const MSG_GARNISH_MAX = "No se pueden agregar mas que el máximo";
export const maxQuantityMessage = (max: number) =>
  `Has alcanzado el máximo de unidades (${max}) para este producto`;
// Messages the spec leaves open (docs/decisions.md#plates-and-cart "Cart validation messages").
export const MSG_QUANTITY_MIN = "La cantidad debe ser al menos 1";
export const MSG_SIZE_REQUIRED = "Elige un tamaño para continuar";
export const MSG_SIZE_INVALID = "El tamaño elegido no corresponde a este producto";
export const MSG_GARNISH_INVALID = "El opcional elegido no corresponde a este producto";
export const MSG_GARNISH_QUANTITY = "La cantidad de opcionales no es válida";
export const MSG_NOTES_DISABLED = "Este local no admite notas en los productos";
export const notesTooLongMessage = (limit: number) =>
  `Las notas no pueden superar los ${limit} caracteres`;

/** maxGarnishAmount ≤ 0 means the group has no maximum (docs/decisions.md#plates-and-cart). */
export function groupMax(group: Pick<GarnishGroup, "maxGarnishAmount">): number {
  return group.maxGarnishAmount > 0 ? group.maxGarnishAmount : Infinity;
}

/**
 * Minimum selections a group needs (§5: multiple min..max; single at least one
 * and min). A mandatory group always needs one, even if configured with min 0.
 */
export function groupMin(group: GarnishGroup): number {
  return group.mandatory ? Math.max(1, group.minGarnishAmount) : 0;
}

export const selectedCount = (sel: CartExtraGroup | undefined) =>
  (sel?.groupItems ?? []).reduce((n, i) => n + i.quantity, 0);

/**
 * Merges duplicate groups/items and drops zero quantities, so validation,
 * merge keys and prices all see one canonical shape.
 */
export function normalizeExtras(extras: readonly CartExtraGroup[]): CartExtraGroup[] {
  const groups = new Map<number, Map<number, number>>();
  for (const g of extras) {
    const items = groups.get(g.groupId) ?? new Map<number, number>();
    for (const i of g.groupItems) items.set(i.referenceId, (items.get(i.referenceId) ?? 0) + i.quantity);
    groups.set(g.groupId, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupId, items]) => ({
      groupId,
      groupItems: [...items.entries()]
        .filter(([, q]) => q !== 0)
        .sort(([a], [b]) => a - b)
        .map(([referenceId, quantity]) => ({ referenceId, quantity })),
    }))
    .filter((g) => g.groupItems.length > 0);
}

/**
 * Checks one addition of `plate` (first failing rule wins). `unitsInCart` are the
 * plate's units already in the cart: maxQuantity caps the total across lines.
 * `notesLimit` null means notes are disabled (MenuConfig.notesLimit).
 */
export function validateAddition(
  plate: Plate,
  input: AdditionInput,
  notesLimit: number | null,
  unitsInCart = 0,
): Validation {
  const fail = (error: string): Validation => ({ ok: false, error });
  // marked sold out from the shop's console ('Agotado'), the plate or a chosen garnish
  const soldOut = lineSoldOutMessage(plate, input.extras);
  if (soldOut) return fail(soldOut);
  // §5 Plate and cart: quantity at least 1
  if (!Number.isInteger(input.quantity) || input.quantity < 1) return fail(MSG_QUANTITY_MIN);
  // size must belong to this plate; a plate with sizes needs one
  if (plate.sizes.length > 0) {
    if (input.sizeId == null) return fail(MSG_SIZE_REQUIRED);
    if (!plate.sizes.some((s) => s.id === input.sizeId)) return fail(MSG_SIZE_INVALID);
  } else if (input.sizeId != null) return fail(MSG_SIZE_INVALID);

  const extras = normalizeExtras(input.extras);
  for (const sel of extras) {
    const group = plate.garnishGroups.find((g) => g.id === sel.groupId);
    if (!group) return fail(MSG_GARNISH_INVALID);
    for (const item of sel.groupItems) {
      const garnish = group.garnishes.find((g) => g.id === item.referenceId);
      if (!garnish || !garnish.visible) return fail(MSG_GARNISH_INVALID);
      if (!Number.isInteger(item.quantity) || item.quantity < 1) return fail(MSG_GARNISH_QUANTITY);
      // §5: one garnish above the max (or repeated in a single-choice group)
      const perItemMax = group.multipleSelection ? groupMax(group) : 1;
      if (item.quantity > perItemMax) return fail(MSG_GARNISH_MAX);
    }
    // §5: the group's total above its max
    if (selectedCount(sel) > groupMax(group)) return fail(MSG_GROUP_MAX);
  }
  // §5: mandatory groups need enough selections
  for (const group of plate.garnishGroups) {
    const n = selectedCount(extras.find((e) => e.groupId === group.id));
    if (n < groupMin(group)) return fail(MSG_MANDATORY);
  }
  // §5: notes limit (250 by default, configurable or disabled); counted in UTF-16
  // units like the textarea's maxLength so counter and server agree.
  const notes = input.notes.trim();
  if (notesLimit == null && notes.length > 0) return fail(MSG_NOTES_DISABLED);
  if (notesLimit != null && notes.length > notesLimit) return fail(notesTooLongMessage(notesLimit));
  // §5: maxQuantity across all lines of the plate; §9 overall cap 9999999
  const max = Math.min(plate.maxQuantity ?? MAX_CART_QUANTITY, MAX_CART_QUANTITY);
  if (unitsInCart + input.quantity > max) return fail(maxQuantityMessage(max));
  return { ok: true };
}

/**
 * Click on a garnish (storefront.md §5): deselects a chosen one; in a
 * single-choice group with max 1 swaps the selection; otherwise adds one unit
 * unless the group is full ('Ya se ha seleccionado el maximo...').
 */
export function toggleGarnish(
  group: GarnishGroup,
  selection: CartExtraGroup | undefined,
  garnishId: number,
): { selection: CartExtraGroup; error: string | null } {
  const current = selection?.groupItems ?? [];
  const base = { groupId: group.id };
  if (current.some((i) => i.referenceId === garnishId)) {
    return { selection: { ...base, groupItems: current.filter((i) => i.referenceId !== garnishId) }, error: null };
  }
  if (!group.multipleSelection && groupMax(group) === 1) {
    return { selection: { ...base, groupItems: [{ referenceId: garnishId, quantity: 1 }] }, error: null };
  }
  if (selectedCount(selection) + 1 > groupMax(group)) {
    return { selection: { ...base, groupItems: current }, error: MSG_GROUP_MAX };
  }
  return { selection: { ...base, groupItems: [...current, { referenceId: garnishId, quantity: 1 }] }, error: null };
}

/**
 * Counter of a multiple-selection garnish: sets its quantity (0 removes).
 * One garnish above the max → 'No se pueden agregar...'; group full → 'Ya se ha...'.
 */
export function setGarnishQuantity(
  group: GarnishGroup,
  selection: CartExtraGroup | undefined,
  garnishId: number,
  quantity: number,
): { selection: CartExtraGroup; error: string | null } {
  const current = selection?.groupItems ?? [];
  const others = current.filter((i) => i.referenceId !== garnishId);
  const unchanged = { selection: { groupId: group.id, groupItems: current } };
  const q = Math.max(0, Math.floor(quantity));
  if (q > groupMax(group)) return { ...unchanged, error: MSG_GARNISH_MAX };
  if (selectedCount({ groupId: group.id, groupItems: others }) + q > groupMax(group)) {
    return { ...unchanged, error: MSG_GROUP_MAX };
  }
  const groupItems = current.some((i) => i.referenceId === garnishId)
    ? current.map((i) => (i.referenceId === garnishId ? { ...i, quantity: q } : i)).filter((i) => i.quantity > 0)
    : q > 0 ? [...current, { referenceId: garnishId, quantity: q }] : current;
  return { selection: { groupId: group.id, groupItems }, error: null };
}

/**
 * Group hint of storefront.md §2 Item detail: 'Llegaste al máximo de N' once full,
 * 'Elige N' for mandatory groups (N = minimum), 'hasta N' for optional groups.
 */
export function groupHint(group: GarnishGroup, selection: CartExtraGroup | undefined): string | null {
  const max = groupMax(group);
  if (Number.isFinite(max) && selectedCount(selection) >= max) return `Llegaste al máximo de ${max}`;
  if (group.mandatory) return `Elige ${groupMin(group)}`;
  return Number.isFinite(max) ? `hasta ${max}` : null;
}
