// Entry query parameters, storefront.md §2 ("Optional query parameters on entry")
// and §3 Query state. Untrusted input: trimmed, length-capped, empty → null.
import type { OrderMode, OrderModeType } from "./types";

export interface QueryState {
  onCampaign: boolean; // §3: true if campaignId present
  abandonedCart: boolean; // §3: true if 'abandoned' present
  queryParams: Record<string, string>;
  querySearch: string;
}

export interface EntryParams {
  campaignId: string | null;
  phone: string | null;
  name: string | null;
  abandoned: boolean;
  menu: string[];
  source: string | null;
  utmSource: string | null;
  customerName: string | null;
  tableNumber: string | null;
  code: string | null;
  /** null: no filter. */
  allowedOM: OrderModeType[] | null;
  query: QueryState;
}

// Length caps (docs/decisions.md#storefront-pages-menu-and-modals "Entry parameter caps").
export const PARAM_MAX = 100;
const CAPS: Record<string, number> = { phone: 20, tableNumber: 10, code: 50 };

/** Decoded, '%20' left by double encoding turned into spaces, control chars removed, trimmed, capped. */
export function cleanParam(raw: string | null, max = PARAM_MAX): string | null {
  if (raw == null) return null;
  const v = raw
    .replace(/%20/gi, " ")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, max)
    .trim();
  return v === "" ? null : v;
}

const MODE_ALIASES: Record<string, OrderModeType> = {
  DELIVERY: "DELIVERY",
  TAKE_AWAY: "TAKE_AWAY",
  TAKEAWAY: "TAKE_AWAY",
  SELF_SERVICE: "SELF_SERVICE",
  TABLE: "TABLE",
  DINE_IN: "TABLE",
};

/** 'delivery, take-away' → ['DELIVERY','TAKE_AWAY']; unknown names ignored; empty → null. */
export function parseAllowedOM(raw: string | null): OrderModeType[] | null {
  const list = (cleanParam(raw, 200) ?? "")
    .split(",")
    .map((s) => MODE_ALIASES[s.trim().toUpperCase().replace(/[-\s]/g, "_")])
    .filter((t): t is OrderModeType => t != null);
  const unique = [...new Set(list)];
  return unique.length > 0 ? unique : null;
}

export function parseEntryParams(input: URLSearchParams | string): EntryParams {
  const params = typeof input === "string" ? new URLSearchParams(input) : input;
  const get = (name: string) => cleanParam(params.get(name), CAPS[name] ?? PARAM_MAX);
  const campaignId = get("campaignId");
  const queryParams: Record<string, string> = {};
  for (const [k, v] of params) {
    const key = cleanParam(k, 50);
    if (key && !(key in queryParams)) queryParams[key] = cleanParam(v) ?? "";
  }
  const querySearch = params.toString();
  return {
    campaignId,
    phone: get("phone"),
    name: get("name"),
    abandoned: params.has("abandoned"),
    menu: params
      .getAll("menu")
      .map((m) => cleanParam(m))
      .filter((m): m is string => m != null)
      .slice(0, 20),
    source: get("source"),
    utmSource: get("utm_source"),
    customerName: get("customerName"),
    tableNumber: get("tableNumber"),
    code: get("code"),
    allowedOM: parseAllowedOM(params.get("allowedOM")),
    query: {
      onCampaign: campaignId != null,
      abandonedCart: params.has("abandoned"),
      queryParams,
      querySearch: querySearch ? `?${querySearch}` : "",
    },
  };
}

/**
 * §2: allowedOM filters the mode selector. If no mode matches, the filter is
 * ignored so the diner is never left without a menu (docs/decisions.md#storefront-pages-menu-and-modals).
 */
export function filterModesByAllowedOM<T extends Pick<OrderMode, "type">>(
  modes: readonly T[],
  allowed: readonly OrderModeType[] | null,
): T[] {
  if (!allowed || allowed.length === 0) return [...modes];
  const filtered = modes.filter((m) => allowed.includes(m.type));
  return filtered.length > 0 ? filtered : [...modes];
}
