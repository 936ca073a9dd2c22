// A small per-isolate cache in front of D1/KV for storefront reference data
// (alias resolution, branch references, menu snapshots). Under load a menu page
// must cost little more than the framework (bench/README.md targets), and D1/KV round
// trips are the bulk of its cost. Entries live `ttlMs` (ISOLATE_CACHE_TTL_MS,
// default 2 s): a change in D1 reaches diners within twice that time (an anonymous page kept
// 2 s may come from a pointer kept 2 s)
// (docs/decisions/isolate-cache-for-storefront-reference-data.md). Concurrent misses share one load.

export const DEFAULT_ISOLATE_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 1000;

interface Entry {
  /** The load while it runs (concurrent misses share it); null once it settled. */
  pending: Promise<unknown> | null;
  value: unknown;
  expiresAt: number;
}

const REGISTRY = Symbol.for("sabores.isolate-shared");

/**
 * One value per isolate and name, whichever copy of this module asks for it. The Worker's
 * surfaces are server bundles of their own, each with its own copy of the app's modules
 * (docs/decisions/surfaces-loaded-on-demand.md): the cache the shop's pages empty after a change
 * must be the one the diner's pages read.
 */
export function isolateShared<T>(name: string, make: () => T): T {
  const scope = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
  const registry = (scope[REGISTRY] ??= new Map<string, unknown>());
  if (!registry.has(name)) registry.set(name, make());
  return registry.get(name) as T;
}

export class IsolateCache {
  private entries = new Map<string, Entry>();

  /** The isolate's cache called `name`, the same one from every server bundle. */
  static shared(name: string, maxEntries = MAX_ENTRIES): IsolateCache {
    return isolateShared(`isolate-cache:${name}`, () => new IsolateCache(maxEntries));
  }

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The cached value of `key`, or `load()` (kept `ttlMs`; failures are not kept).
   *
   * A settled value is kept as data and handed out in a promise of the calling request: workerd
   * tags every promise with the request that created it, so a kept promise would hold a runtime
   * object of that request for the entry's life (a heap snapshot after 2,300 orders held 2,300 of
   * them, one per session record; bench/README.md "Sixth pass").
   */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const at = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > at) return (hit.pending ?? Promise.resolve(hit.value)) as Promise<T>;
    const pending = load();
    const entry: Entry = { pending, value: undefined, expiresAt: at + ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    pending.then(
      (value) => {
        entry.value = value;
        entry.pending = null;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    // Map keeps insertion order: the first keys are the oldest.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return pending;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

export const storefrontCache = IsolateCache.shared("storefront");

export function isolateCacheTtl(env: { ISOLATE_CACHE_TTL_MS?: string }): number {
  const raw = env.ISOLATE_CACHE_TTL_MS;
  if (raw === undefined || raw === "") return DEFAULT_ISOLATE_CACHE_TTL_MS;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_ISOLATE_CACHE_TTL_MS;
}
