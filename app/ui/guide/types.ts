// The guide page's view model (/guia, logistics.md §2 "Nearby-business guide"),
// built on the server by app/routes/guia/guide-page.server.ts.
import type { ToastMessage } from "~/domain/toasts";

/** §2: each entry shows name, street, number, city and distance in km with one decimal. */
export interface GuideEntry {
  alias: string;
  name: string;
  street: string;
  number: string;
  city: string;
  /** '1,4 km'; null for a search by code without a location. */
  distance: string | null;
  menuHref: string;
}

export type GuideSearchKind = "none" | "location" | "address" | "code";

export interface GuidePageData {
  kind: GuideSearchKind;
  /** The fields as typed, so the forms come back with their values. */
  direccion: string;
  codigo: string;
  /** The point of the search (device or geocoded address): the code form carries it for distances. */
  origin: { lat: number; lng: number } | null;
  /** Heading of the results: 'Cerca de Gurruchaga 1500, Palermo, CABA', 'Locales con el código SABORES'. */
  summary: string | null;
  entries: GuideEntry[];
  /** Shown when a search found nothing (not an error). */
  emptyText: string | null;
  offset: number;
  /** The next page (a plain link without JavaScript, a fetcher with it). */
  nextHref: string | null;
  toasts: ToastMessage[];
}
