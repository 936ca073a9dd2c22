// The address search of '¿Dónde te encuentras?' with JavaScript: suggestions 500 ms after the
// last keystroke (storefront.md §9), from /menu/{alias}/direccion/buscar; before the first
// keystroke, what the page's GET search found (the same answer without JavaScript).
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PLACE_SEARCH_DEBOUNCE_MS, type Place } from "~/domain/address/address";
import type { AddressPageData, PlacesReply } from "~/views/address-page.server";

const MIN_QUERY = 3;

export function usePlaceSearch(base: string, data: Pick<AddressPageData, "q" | "suggestions" | "searchError">, hydrated: boolean) {
  const places = useFetcher<PlacesReply>();
  const [query, setQuery] = useState(data.q);
  const lastQuery = useRef(data.q);
  const search = (q: string) => {
    lastQuery.current = q;
    if (q.trim().length >= MIN_QUERY) places.load(`${base}/buscar?${new URLSearchParams({ q }).toString()}`);
  };

  useEffect(() => {
    if (!hydrated || query === lastQuery.current) return;
    const timer = window.setTimeout(() => search(query), PLACE_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, hydrated]);

  const long = query.trim().length >= MIN_QUERY;
  const pageAnswer = query === data.q;
  const suggestions: Place[] = long ? (places.data?.places ?? (pageAnswer ? data.suggestions : [])) : [];
  const error = places.data?.error ?? (pageAnswer ? data.searchError : null);
  return {
    query,
    setQuery,
    suggestions,
    error,
    /** The search answered and found nothing. */
    nothingFound: long && places.state === "idle" && Boolean(places.data || pageAnswer) && !error,
    /** The search form's submit with JavaScript: search now. */
    searchNow: () => search(query),
    /** §4: a tab switch empties the search. */
    reset: () => {
      setQuery("");
      lastQuery.current = "";
    },
  };
}

export type PlaceSearch = ReturnType<typeof usePlaceSearch>;
