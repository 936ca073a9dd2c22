// Links that open or close a server-rendered modal through a query flag
// (progressive enhancement: ?info=1, ?menu=1, ?login=1 work without JavaScript).

type Loc = { pathname: string; search: string };
const MODAL_FLAGS = ["info", "menu", "login"] as const;

/** The current page with `flag=1` and no other modal flag (one modal at a time). */
export function hrefWithFlag(loc: Loc, flag: (typeof MODAL_FLAGS)[number]): string {
  const params = new URLSearchParams(loc.search);
  for (const f of MODAL_FLAGS) params.delete(f);
  params.set(flag, "1");
  return `${loc.pathname}?${params.toString()}`;
}

/** The current page without any modal flag: the close link of those modals. */
export function hrefWithoutFlags(loc: Loc): string {
  const params = new URLSearchParams(loc.search);
  for (const f of MODAL_FLAGS) params.delete(f);
  const q = params.toString();
  return q ? `${loc.pathname}?${q}` : loc.pathname;
}
