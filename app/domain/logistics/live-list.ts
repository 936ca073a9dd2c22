// The rider's and the picker's lists keep themselves current with JavaScript (values of
// docs/decisions.md "Live staff lists"): the page's own loader is asked again on a timer
// while the page is visible, and the line under the header says how fresh the list is.

/** How often a visible list asks its loader again. */
export const LIVE_LIST_POLL_MS = 5_000;

/** 'Actualizado hace 3 s' / 'Actualizado hace 2 min'. */
export function updatedAgoText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `Actualizado hace ${s} s`;
  return `Actualizado hace ${Math.floor(s / 60)} min`;
}

/** Keys in `next` that `previous` did not have (what just appeared). */
export function newKeys(previous: readonly string[], next: readonly string[]): string[] {
  const seen = new Set(previous);
  return next.filter((k) => !seen.has(k));
}

/** §9-style list page of an in-memory list: page n (0-based) clamped, and the count. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pages: number; total: number } {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const p = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  return { items: items.slice(p * size, p * size + size), page: p, pages, total };
}

/** The rider's list shows this many shipments a page (the picker's has PICKER_PAGE_SIZE). */
export const RIDER_LIST_PAGE_SIZE = 10;

/** 'Página 1 de 3'. */
export const pageText = (page: number, pages: number) => `Página ${page + 1} de ${pages}`;
