import type { Branch, BranchContact, Company, Country, MenuSnapshot, OrderMode } from "~/domain/types";
import { modeCanOrderNow } from "~/domain/menu/hours";
import { emptyCart } from "~/domain/cart/cart";
import type { Cart } from "~/domain/types";
import { now } from "~/data/clock.server";
import { getMenuSnapshot } from "~/data/menus/menu-snapshot.server";
import { getSession, type DinerSession } from "~/http/session.server";
import { countryCached, resolveAliasCached } from "~/data/tenants/tenant-cache.server";

export type ModeOrderStatus = ReturnType<typeof modeCanOrderNow>;

export interface BranchContactContext {
  company: Company;
  branch: Branch;
  branchContact: BranchContact;
  country: Country;
  session: DinerSession;
  /** The diner's cart for this branch-contact alias (empty when the stored one belongs elsewhere). */
  cart: Cart;
  now: Date;
}

export interface ModeContext extends BranchContactContext {
  orderMode: OrderMode;
  snapshot: MenuSnapshot;
  /** 'open' | 'scheduleOnly' | 'closed' | 'informational' at `now`. */
  orderStatus: ModeOrderStatus;
}

export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/** Cart time-to-live: a cart untouched this long is dropped (value not in the spec; docs/decisions.md#plates-and-cart "Cart time-to-live"). */
export const CART_TTL_MS = 48 * 60 * 60 * 1000;

export function cartFromSession(session: DinerSession, alias: string, at: Date): Cart {
  const stored = session.get("cart");
  if (stored && stored.branchContactAlias === alias && at.getTime() - stored.updatedAt < CART_TTL_MS) return stored;
  return emptyCart(alias, at.getTime());
}

// A layout loader and its child loader run for the same request: they share one
// context (keyed by the request's ExecutionContext) instead of resolving the alias twice.
const perRequest = new WeakMap<object, Map<string, Promise<unknown>>>();

function memo<T>(scope: object | undefined, key: string, make: () => Promise<T>): Promise<T> {
  if (!scope) return make();
  let entries = perRequest.get(scope);
  if (!entries) perRequest.set(scope, (entries = new Map()));
  let value = entries.get(key) as Promise<T> | undefined;
  if (!value) entries.set(key, (value = make()));
  return value;
}

/**
 * Alias → branch contact, scoped to its company; 404 for any other alias type or an unknown alias.
 * Pass `scope` (the request's `context.cloudflare.ctx`) so that parent and child loaders share the work.
 */
export function loadBranchContactContext(env: Env, request: Request, alias: string, scope?: object): Promise<BranchContactContext> {
  return memo(scope, `bc:${alias}`, () => readBranchContactContext(env, request, alias));
}

async function readBranchContactContext(env: Env, request: Request, alias: string): Promise<BranchContactContext> {
  const [resolved, session] = await Promise.all([
    resolveAliasCached(env, alias),
    getSession(env, request),
  ]);
  if (!resolved || resolved.type !== "branchContact") notFound();
  const country = await countryCached(env, resolved.branch.country);
  if (!country) notFound();
  const at = now(env);
  return {
    company: resolved.company,
    branch: resolved.branch,
    branchContact: resolved.branchContact,
    country,
    session,
    cart: cartFromSession(session, resolved.branchContact.alias, at),
    now: at,
  };
}

export function findActiveMode(branchContact: BranchContact, slug: string): OrderMode | null {
  return branchContact.deliveryConfig.orderModes.find((m) => m.slug === slug && m.active) ?? null;
}

/** Everything a menu page needs: the context, the order mode by its slug and the KV menu snapshot. */
export function loadModeContext(env: Env, request: Request, alias: string, modeSlug: string, scope?: object): Promise<ModeContext> {
  return memo(scope, `mode:${alias}:${modeSlug}`, () => readModeContext(env, request, alias, modeSlug, scope));
}

async function readModeContext(env: Env, request: Request, alias: string, modeSlug: string, scope?: object): Promise<ModeContext> {
  const base = await loadBranchContactContext(env, request, alias, scope);
  const orderMode = findActiveMode(base.branchContact, modeSlug);
  if (!orderMode) notFound();
  const snapshot = await getMenuSnapshot(env, base.branch, orderMode);
  const orderStatus = modeCanOrderNow(base.branchContact, orderMode, base.now, base.country.timeZone);
  return { ...base, orderMode, snapshot, orderStatus };
}
