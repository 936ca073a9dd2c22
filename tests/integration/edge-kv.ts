// A KV namespace that behaves like Workers KV at the edge, which `wrangler dev` and the test
// runtime do not (docs/architecture.md "Carts and sessions in KV"):
// - at most one write per second per key: a second put (or delete) of the same key within a
//   second fails the way KV answers it, a 429 ("KV PUT failed: 429 Too Many Requests");
// - an overwritten key is served from the location's cache: for `staleMs` after an overwrite,
//   get() still returns the previous value (eventual consistency; a new key is read at once).
// Time is the caller's (`clock`), so a test moves it instead of waiting.

export interface EdgeKvClock {
  now(): number;
}

export function edgeKv(kv: KVNamespace, clock: EdgeKvClock, staleMs = 60_000): KVNamespace & { refusedWrites: string[] } {
  const lastWrite = new Map<string, number>();
  const previous = new Map<string, { value: string | null; until: number }>();
  const refusedWrites: string[] = [];

  async function write(key: string, run: () => Promise<void>) {
    const at = clock.now();
    const last = lastWrite.get(key);
    if (last !== undefined && at - last < 1000) {
      refusedWrites.push(key);
      throw new Error(`KV PUT failed: 429 Too Many Requests (${key})`);
    }
    // The old value stays visible at this location for a while after an overwrite.
    const old = await kv.get(key);
    if (old !== null) previous.set(key, { value: old, until: at + staleMs });
    lastWrite.set(key, at);
    await run();
  }

  async function read(key: string): Promise<string | null> {
    const stale = previous.get(key);
    if (stale && clock.now() < stale.until) return stale.value;
    return kv.get(key);
  }

  const wrapper = {
    refusedWrites,
    async get(key: string, type?: unknown) {
      const text = await read(key);
      const as = typeof type === "string" ? type : (type as { type?: string } | undefined)?.type;
      if (text === null) return null;
      if (as === "json") return JSON.parse(text);
      return text;
    },
    async getWithMetadata(key: string, type?: unknown) {
      return { value: await wrapper.get(key, type), metadata: null };
    },
    put(key: string, value: string, options?: KVNamespacePutOptions) {
      return write(key, () => kv.put(key, value, options));
    },
    delete(key: string) {
      return write(key, () => kv.delete(key));
    },
    list(options?: KVNamespaceListOptions) {
      return kv.list(options);
    },
  };
  return wrapper as unknown as KVNamespace & { refusedWrites: string[] };
}
