// A small per-isolate cache in front of D1/KV for storefront reference data
// (alias resolution, branch references, menu snapshots). Under load a menu page
// must cost little more than the framework (issue 2 benchmark), and D1/KV round
// trips are the bulk of its cost. Entries live `ttlMs` (ISOLATE_CACHE_TTL_MS,
// default 5 s): a change in D1 reaches diners within that time
// (docs/decisions.md "Isolate cache"). Concurrent misses share one load.

export const DEFAULT_ISOLATE_CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 1000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export class IsolateCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or `load()` (kept `ttlMs`; failures are not kept). */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const at = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > at) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: at + ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Map keeps insertion order: the first keys are the oldest.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
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

export const storefrontCache = new IsolateCache();

export function isolateCacheTtl(env: { ISOLATE_CACHE_TTL_MS?: string }): number {
  const raw = env.ISOLATE_CACHE_TTL_MS;
  if (raw === undefined || raw === "") return DEFAULT_ISOLATE_CACHE_TTL_MS;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_ISOLATE_CACHE_TTL_MS;
}
