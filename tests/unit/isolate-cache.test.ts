import { describe, expect, it, vi } from "vitest";
import { IsolateCache } from "~/data/menus/isolate-cache.server";

describe("isolate cache (storefront reference data)", () => {
  it("serves a value for its time-to-live, then loads again", async () => {
    let now = 1000;
    const cache = new IsolateCache(10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("alias:pizzeria-palermo", 5000, load)).toBe(1);
    now += 4999;
    expect(await cache.get("alias:pizzeria-palermo", 5000, load)).toBe(1);
    now += 2;
    expect(await cache.get("alias:pizzeria-palermo", 5000, load)).toBe(2);
  });

  it("keeps a settled value as data: each hit gets a promise of its own, not the loading request's", async () => {
    const cache = new IsolateCache();
    const first = cache.get("alias:pizzeria-palermo", 5000, async () => ({ alias: "pizzeria-palermo" }));
    const value = await first;
    const hit = cache.get("alias:pizzeria-palermo", 5000, async () => ({ alias: "otro" }));
    expect(hit).not.toBe(first);
    expect(await hit).toBe(value);
  });

  it("shares one load between concurrent misses and never keeps a failure", async () => {
    const cache = new IsolateCache();
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [a, b] = await Promise.all([cache.get("k", 5000, slow), cache.get("k", 5000, slow)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);

    await expect(cache.get("bad", 5000, () => Promise.reject(new Error("D1 down")))).rejects.toThrow("D1 down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("bad", 5000, async () => "ok")).toBe("ok");
  });

  it("a time-to-live of 0 always loads, and the oldest entries are evicted past the limit", async () => {
    const cache = new IsolateCache(2);
    let loads = 0;
    await cache.get("x", 0, async () => ++loads);
    await cache.get("x", 0, async () => ++loads);
    expect(loads).toBe(2);
    await cache.get("a", 5000, async () => 1);
    await cache.get("b", 5000, async () => 2);
    await cache.get("c", 5000, async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", 5000, async () => 9)).toBe(9);
  });

  it("a shared cache is one per isolate, whichever copy of the module asks (each server bundle has its own copy)", async () => {
    const shopCopy = await import("~/data/menus/isolate-cache.server");
    vi.resetModules();
    const dinerCopy = await import("~/data/menus/isolate-cache.server");
    expect(dinerCopy).not.toBe(shopCopy);
    expect(await dinerCopy.IsolateCache.shared("probe").get("alias:sabores", 5000, async () => "old")).toBe("old");
    // The shop's pages empty the cache after a change: the diner's pages load the new value at once.
    shopCopy.IsolateCache.shared("probe").clear();
    expect(await dinerCopy.IsolateCache.shared("probe").get("alias:sabores", 5000, async () => "new")).toBe("new");
    expect(dinerCopy.storefrontCache).toBe(shopCopy.storefrontCache);
  });
});
