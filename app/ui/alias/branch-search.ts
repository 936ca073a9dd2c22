// 'Buscar Local' (storefront.md §2 Branch page): the same filter runs on the
// server (GET ?q=, no JavaScript) and in the browser while typing.
import { normalizeSearch } from "~/domain/menu/branch-list";
import type { ContactCardData, ModeChoice } from "~/routes/menu.$alias._index/branch-page.server";

/** Every word of the query must appear in the card's name, street or locality. */
export function filterCards<T extends Pick<ContactCardData, "searchText">>(cards: readonly T[], q: string): T[] {
  const words = normalizeSearch(q).split(" ").filter(Boolean);
  if (words.length === 0) return [...cards];
  return cards.filter((c) => words.every((w) => c.searchText.includes(w)));
}

/**
 * A card pre-selects the chosen mode: /menu/{contactAlias}/{modeSlug} when that
 * mode type exists there, else the contact's selector /menu/{contactAlias}.
 */
export function cardHref(card: Pick<ContactCardData, "alias" | "modes">, chosen: ModeChoice | null): string {
  const base = `/menu/${encodeURIComponent(card.alias)}`;
  const mode = chosen ? card.modes.find((m) => m.type === chosen.type) : undefined;
  return mode ? `${base}/${encodeURIComponent(mode.slug)}` : base;
}
