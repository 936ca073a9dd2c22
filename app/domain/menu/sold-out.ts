// What is sold out ('Agotado') right now. The shop marks a plate or a garnish option sold out
// from the console until the location's next local midnight or until reactivated; the stored
// value is an instant, so the mark lapses by itself without touching the menu.
import type { Garnish, Menu, Plate } from "~/domain/types";
import { DAY_MINUTES, localTime } from "~/domain/menu/hours";
import { discountRunsAt } from "~/domain/menu/discount-dates";

/** Stored for "until reactivated": the largest instant a Date can hold. */
export const SOLD_OUT_UNTIL_REACTIVATED = 8_640_000_000_000_000;

/** The spec's word for it (storefront plate cards and the console). */
export const SOLD_OUT_LABEL = "Agotado";

export type SoldOutLength = "tomorrow" | "reactivated";

/** The location's next local midnight after `now` (epoch ms), in the IANA zone `tz`. */
export function nextLocalMidnight(now: Date, tz: string): number {
  const { minutes } = localTime(now, tz);
  const intoMinute = ((now.getTime() % 60_000) + 60_000) % 60_000;
  return now.getTime() - intoMinute + (DAY_MINUTES - minutes) * 60_000;
}

/** The instant a mark of `length` ends. */
export function soldOutUntil(length: SoldOutLength, now: Date, tz: string): number {
  return length === "tomorrow" ? nextLocalMidnight(now, tz) : SOLD_OUT_UNTIL_REACTIVATED;
}

export function isSoldOutAt(until: number | null | undefined, nowMs: number): boolean {
  return until != null && nowMs < until;
}

/**
 * The menu as of `nowMs`: `soldOut` set on the plates and garnishes whose mark is still running,
 * and only the discounts whose dates cover `nowMs` (discount-dates.ts). The same object when
 * nothing is marked or dated out (the common case costs one walk and no copy).
 */
export function menuAt(menu: Menu, nowMs: number): Menu {
  const running = menu.discounts.filter((d) => discountRunsAt(d, nowMs));
  const withDiscounts = running.length === menu.discounts.length ? menu : { ...menu, discounts: running };
  const marked = menu.categories.some((c) =>
    c.plates.some((p) => p.soldOutUntil != null || p.garnishGroups.some((g) => g.garnishes.some((x) => x.soldOutUntil != null))),
  );
  if (!marked) return withDiscounts;
  menu = withDiscounts;
  const garnish = (x: Garnish): Garnish => ({ ...x, soldOut: isSoldOutAt(x.soldOutUntil, nowMs) });
  const plate = (p: Plate): Plate => ({
    ...p,
    soldOut: isSoldOutAt(p.soldOutUntil, nowMs),
    garnishGroups: p.garnishGroups.map((g) => ({ ...g, garnishes: g.garnishes.map(garnish) })),
  });
  return { ...menu, categories: menu.categories.map((c) => ({ ...c, plates: c.plates.map(plate) })) };
}

const plateName = (p: Pick<Plate, "name" | "showName">) => p.showName || p.name;

/** Ours (docs/decisions.md): names the item so the diner knows which line to remove. */
export function soldOutMessage(plate: Pick<Plate, "name" | "showName">, garnish?: Pick<Garnish, "name"> | null): string {
  const item = garnish ? `${garnish.name} (${plateName(plate)})` : plateName(plate);
  return `${SOLD_OUT_LABEL}: ${item}. Quite este producto de su pedido para continuar.`;
}

/** Why this line cannot be ordered now (its plate or one of its chosen garnishes is sold out), or null. */
export function lineSoldOutMessage(
  plate: Plate,
  extras: readonly { groupId: number; groupItems: readonly { referenceId: number }[] }[],
): string | null {
  if (plate.soldOut) return soldOutMessage(plate);
  for (const sel of extras) {
    const group = plate.garnishGroups.find((g) => g.id === sel.groupId);
    for (const item of sel.groupItems) {
      const garnish = group?.garnishes.find((g) => g.id === item.referenceId);
      if (garnish?.soldOut) return soldOutMessage(plate, garnish);
    }
  }
  return null;
}
