// Entry query parameters (storefront.md §2 "Optional query parameters on entry",
// §3 Query state): read once on the first page a link opens and kept in the
// server session, so later steps (menu, checkout, order payload) still know the
// campaign, table, code or allowedOM filter after the diner navigates away.
// Values are cleaned by the domain parser and only ever rendered through React
// (escaped); never through dangerouslySetInnerHTML.
import { parseEntryParams, type EntryParams } from "~/domain/entry-params";
import type { DinerSession } from "~/http/session.server";

/** The §2 entry parameters (the "source param" is `source`). */
export const ENTRY_PARAM_NAMES = [
  "campaignId",
  "phone",
  "name",
  "abandoned",
  "menu",
  "source",
  "utm_source",
  "customerName",
  "tableNumber",
  "code",
  "allowedOM",
] as const;

type Field = Exclude<keyof EntryParams, "query">;

/** URL parameter → EntryParams field. */
const FIELD_OF: Record<(typeof ENTRY_PARAM_NAMES)[number], Field> = {
  campaignId: "campaignId",
  phone: "phone",
  name: "name",
  abandoned: "abandoned",
  menu: "menu",
  source: "source",
  utm_source: "utmSource",
  customerName: "customerName",
  tableNumber: "tableNumber",
  code: "code",
  allowedOM: "allowedOM",
};

export function hasEntryParams(params: URLSearchParams): boolean {
  return ENTRY_PARAM_NAMES.some((name) => params.has(name));
}

/**
 * The newest link wins parameter by parameter: a parameter present in the URL
 * replaces the stored value (an empty `allowedOM=` clears the filter), absent
 * ones keep what an earlier entry link set (docs/decisions.md#storefront-pages-menu-and-modals).
 */
export function mergeEntryParams(previous: EntryParams | undefined, params: URLSearchParams): EntryParams {
  const next = parseEntryParams(params);
  if (!previous) return next;
  const merged: EntryParams = { ...previous, query: previous.query };
  for (const name of ENTRY_PARAM_NAMES) {
    if (!params.has(name)) continue;
    const field = FIELD_OF[name];
    (merged as unknown as Record<Field, unknown>)[field] = next[field];
  }
  merged.query = {
    onCampaign: merged.campaignId != null,
    abandonedCart: merged.abandoned,
    queryParams: { ...previous.query.queryParams, ...next.query.queryParams },
    querySearch: next.query.querySearch,
  };
  return merged;
}

/**
 * Keeps the entry parameters of `request`'s URL in the session. Returns true when
 * the session changed: the caller then commits it (commitSession) and sends the
 * Set-Cookie header, also on redirects.
 */
export function captureEntryParams(request: Request, session: DinerSession): boolean {
  const params = new URL(request.url).searchParams;
  if (!hasEntryParams(params)) return false;
  const previous = session.get("entry");
  const merged = mergeEntryParams(previous, params);
  if (previous && JSON.stringify(previous) === JSON.stringify(merged)) return false;
  session.set("entry", merged);
  return true;
}
