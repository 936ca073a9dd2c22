// Analytics events (storefront.md §7 "Analytics events"): stored by the app in
// analytics_events (the spec's separate analytics service is not shown; we keep
// them in D1), ONLY when the diner's session cookie exists. Payload: branch,
// customer, branchContact, campaignId, date, source (DIRECT, the utm/source
// param, or instagram) and abandonedCart, plus the event's own fields.
//
// trackEvent never slows a page: it hands its work to ctx.waitUntil and
// returns at once; a failure is only printed (§8 silent failures).
//
//   trackEvent(env, context.cloudflare.ctx, "ITEM_VIEW", { request, scope: ctx, data: { plateId } });
import { now } from "~/data/clock.server";
import { insertAnalyticsEvent } from "~/data/diner-activity/analytics-events.server";
import type { DinerSession } from "~/http/session.server";

export const ANALYTICS_EVENTS = [
  "ADDRESS_SUBMIT",
  "PAY_ORDER",
  "CONTINUE_TO_CHECKOUT",
  "DELETE_ITEM",
  "VIEW_ORDER_SUMMARY",
  "ADD_ITEM",
  "ITEM_VIEW",
  "ORDER_MODE_SELECT",
  "BRANCH_CONTACT_SELECT",
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENTS)[number];

/** §4 Store-impediment types (sent as `data.impediment` when an event reports one). */
export const STORE_IMPEDIMENTS = [
  "STORE_CLOSED",
  "STORE_TEMPORARILY_CLOSED",
  "ALL_ORDER_MODES_DISABLED",
  "ORDERS_DISABLED",
  "OUT_OF_COVERAGE_AREA",
  "NO_LOGISTICS_COVERAGE",
  "NO_PAYMENT_METHODS",
] as const;
export type StoreImpediment = (typeof STORE_IMPEDIMENTS)[number];

/** Where the event happened: a ModeContext / BranchContactContext satisfies it. */
export interface AnalyticsScope {
  company: { id: number };
  branch: { id: number };
  branchContact?: { id: number } | null;
  session: DinerSession;
}

export interface TrackPayload {
  request: Request;
  scope: AnalyticsScope;
  /** The event's own fields (plateId, quantity, orderModeId…): ids and counts, never personal data. */
  data?: Record<string, unknown>;
}

const SESSION_COOKIE = "__sabores";

/** The KV session id, only when the request carried the session cookie (§7). */
export function analyticsSessionId(request: Request, session: DinerSession): string | null {
  const cookie = request.headers.get("Cookie") ?? "";
  const present = cookie.split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
  return present && session.id ? session.id : null;
}

/** §7 source: the utm_source or source entry param, 'instagram' for its in-app browser or links, else DIRECT. */
export function eventSource(request: Request, session: DinerSession): string {
  const entry = session.get("entry");
  const param = entry?.utmSource ?? entry?.source;
  if (param) return param;
  const ua = request.headers.get("User-Agent") ?? "";
  const referer = request.headers.get("Referer") ?? "";
  if (/Instagram/i.test(ua) || /(^|\.|\/\/)instagram\.com/i.test(referer)) return "instagram";
  return "DIRECT";
}

/** The stored payload (§7 fields first, then the event's own). */
export function eventPayload(env: Pick<Env, "FIXED_NOW">, type: AnalyticsEventType, p: TrackPayload) {
  const { scope, request } = p;
  const entry = scope.session.get("entry");
  return {
    type,
    branch: scope.branch.id,
    branchContact: scope.branchContact?.id ?? null,
    customer: scope.session.get("customerPhone") ?? null,
    campaignId: entry?.campaignId ?? null,
    date: now(env).toISOString(),
    source: eventSource(request, scope.session),
    abandonedCart: entry?.abandoned ?? false,
    ...(p.data ?? {}),
  };
}

/** Stores the event now (awaitable): used by trackEvent and by tests. Returns whether a row was written. */
export async function storeEvent(env: Env, type: AnalyticsEventType, p: TrackPayload): Promise<boolean> {
  const sessionId = analyticsSessionId(p.request, p.scope.session);
  if (!sessionId) return false;
  const payload = eventPayload(env, type, p);
  await insertAnalyticsEvent(env, {
    companyId: p.scope.company.id,
    branchId: p.scope.branch.id,
    branchContactId: p.scope.branchContact?.id ?? null,
    sessionId,
    name: type,
    payload,
    createdAt: now(env).getTime(),
  });
  return true;
}

/**
 * Records an analytics event after the response (ctx.waitUntil): the page never
 * waits for it, and a failure is only printed. No session cookie → nothing stored.
 */
export function trackEvent(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, type: AnalyticsEventType, payload: TrackPayload): void {
  // Cheap check first: most first visits carry no cookie and need no work at all.
  if (!analyticsSessionId(payload.request, payload.scope.session)) return;
  ctx.waitUntil(
    storeEvent(env, type, payload).then(
      () => undefined,
      (error) => console.error(`analytics ${type} not stored`, error instanceof Error ? error.message : error),
    ),
  );
}

/**
 * The menu layout's loader (every way into a location's menu passes there):
 * BRANCH_CONTACT_SELECT once per location change, ORDER_MODE_SELECT once per
 * mode change, for the session (re-runs of the loader do not count again). The
 * last location and mode are kept in the session itself (a page view then reads
 * nothing more): returns true when it changed them, and the loader commits it.
 */
export function trackMenuEntry(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  request: Request,
  scope: AnalyticsScope & { branchContact: { id: number }; orderMode: { id: number; type: string } },
  impediment: StoreImpediment | null = null,
): boolean {
  if (!analyticsSessionId(request, scope.session)) return false;
  const contactId = scope.branchContact.id;
  const seen = scope.session.get("menuEntrySeen");
  const changedContact = seen?.branchContactId !== contactId;
  const changedMode = changedContact || seen?.orderModeId !== scope.orderMode.id;
  if (changedContact) trackEvent(env, ctx, "BRANCH_CONTACT_SELECT", { request, scope, data: { branchContactId: contactId } });
  if (changedMode) {
    trackEvent(env, ctx, "ORDER_MODE_SELECT", {
      request,
      scope,
      data: { orderModeId: scope.orderMode.id, orderModeType: scope.orderMode.type, ...(impediment ? { impediment } : {}) },
    });
  }
  if (changedMode) scope.session.set("menuEntrySeen", { branchContactId: contactId, orderModeId: scope.orderMode.id });
  return changedMode;
}
