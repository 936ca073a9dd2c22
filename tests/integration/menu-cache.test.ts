// The KV menu snapshot (menu-snapshot.server.ts) behind the hot API path and the
// menu pages: built once per branch menu revision, then served from KV; a D1
// write bumps branches.menu_revision (trigger) and the next request rebuilds.
import { SELF, env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE, countD1, getJson } from "./api-helpers";

const BRANCH = DEMO_IDS.branches.pizzeria;
const MODE = DEMO_IDS.orderModes.palermoDelivery;
const MENU = `/api/diner/pizzeria-palermo/menu/${MODE}`;

async function revision(): Promise<number> {
  const row = await env.DB.prepare("SELECT menu_revision AS r FROM branches WHERE id = ?").bind(BRANCH).first<{ r: number }>();
  return row!.r;
}
const pointerKey = (rev: number) => `menu-pointer:${BRANCH}:${MODE}:r${rev}`;

let counter: ReturnType<typeof countD1> | null = null;
afterEach(() => {
  counter?.stop();
  counter = null;
});

describe("menu snapshot in KV", () => {
  it("first request builds it, the second is served from KV without a D1 menu read", async () => {
    const rev = await revision();
    // Start cold for this revision.
    const cold = await env.CACHE.get(pointerKey(rev));
    await env.CACHE.delete(pointerKey(rev));
    if (cold) await env.CACHE.delete(`menu:${cold}`);

    counter = countD1();
    const first = await getJson(MENU);
    expect(first.status).toBe(200);
    // resolveAlias (alias row + one batch) and the menu build (one batch).
    expect(counter.calls).toEqual(["raw", "batch", "batch"]);
    const hash = first.body.hash as string;
    expect(await env.CACHE.get(pointerKey(rev))).toBe(hash);
    const stored = await env.CACHE.get<any>(`menu:${hash}`, "json");
    expect(stored).toMatchObject({ hash, revision: rev });

    // Mark the stored snapshot: if the next answer carries the mark, it came from KV.
    const marked = structuredClone(stored);
    marked.menu.categories[0].plates[0].name = "Muzzarella (desde KV)";
    await env.CACHE.put(`menu:${hash}`, JSON.stringify(marked));
    try {
      counter.reset();
      const second = await getJson(MENU);
      expect(second.body.categories[0].plates[0].name).toBe("Muzzarella (desde KV)");
      expect(second.body.hash).toBe(hash);
      expect(counter.calls).toEqual(["raw", "batch"]); // the alias only: no menu read
    } finally {
      await env.CACHE.put(`menu:${hash}`, JSON.stringify(stored));
    }
  });

  it("a plate price UPDATE in D1 bumps the revision; the next request has the new price and hash", async () => {
    const PLATE = DEMO_IDS.plates.panqueque; // asserted nowhere else
    const before = await getJson(MENU);
    const price = (body: any) => body.plates.find((p: any) => p.id === PLATE).price;
    expect(price(before.body)).toBe(3800);
    const rev = await revision();

    await env.DB.prepare("UPDATE plates SET price = 4100 WHERE id = ? AND company_id = 1").bind(PLATE).run();
    try {
      expect(await revision()).toBe(rev + 1);
      const after = await getJson(MENU);
      expect(price(after.body)).toBe(4100);
      expect(after.body.hash).not.toBe(before.body.hash);
      expect(after.res.headers.get("ETag")).toBe(`"${after.body.hash}"`);
      expect(await env.CACHE.get(pointerKey(rev + 1))).toBe(after.body.hash);
      // The old ETag no longer matches: a full 200, not a 304.
      const revalidated = await SELF.fetch(`${BASE}${MENU}`, { headers: { "If-None-Match": `"${before.body.hash}"` } });
      expect(revalidated.status).toBe(200);
      await revalidated.arrayBuffer();
      const hashes = await getJson(`/api/diner/menu/pizzeria-palermo/hash?orderModeId=${MODE}`);
      expect(hashes.body.menuHashes).toEqual([{ orderModeId: MODE, hash: after.body.hash }]);
    } finally {
      await env.DB.prepare("UPDATE plates SET price = 3800 WHERE id = ? AND company_id = 1").bind(PLATE).run();
    }
  });

  it("a 304 revalidation reads no menu from D1", async () => {
    const { res } = await getJson(MENU);
    counter = countD1();
    const again = await SELF.fetch(`${BASE}${MENU}`, { headers: { "If-None-Match": res.headers.get("ETag")! } });
    expect(again.status).toBe(304);
    expect(counter.count).toBeLessThanOrEqual(2);
  });
});

describe("menu JSON for a client that accepts gzip", () => {
  it("gets the same menu gzipped, a weak ETag, Vary: Accept-Encoding, and a 304 on that ETag", async () => {
    const plain = await getJson(MENU);
    const res = await SELF.fetch(`${BASE}${MENU}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("ETag")).toBe(`W/"${plain.body.hash}"`);
    // workerd's fetch hands the body over decoded when it is gzip; decode it here if it did not.
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text =
      bytes[0] === 0x1f && bytes[1] === 0x8b
        ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text()
        : new TextDecoder().decode(bytes);
    expect(JSON.parse(text)).toEqual(plain.body);
    expect(plain.res.headers.get("Content-Encoding")).toBeNull();

    const again = await SELF.fetch(`${BASE}${MENU}`, { headers: { "Accept-Encoding": "gzip", "If-None-Match": res.headers.get("ETag")! } });
    expect(again.status).toBe(304);
    // gzip;q=0 refuses it: the plain body.
    const refused = await SELF.fetch(`${BASE}${MENU}`, { headers: { "Accept-Encoding": "gzip;q=0, identity" } });
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect((await refused.json<any>()).hash).toBe(plain.body.hash);
  });
});

describe("D1 fan-out of the menu page", () => {
  it("/menu/pizzeria-palermo/delivery issues at most 4 D1 round trips once the snapshot is warm", async () => {
    const warm = await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery`);
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();
    counter = countD1();
    const page = await SELF.fetch(`${BASE}/menu/pizzeria-palermo/delivery`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pizzas");
    expect(counter.count, counter.calls.join(",")).toBeLessThanOrEqual(4);
  });
});
