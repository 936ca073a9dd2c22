// storefront.md §3 Branch contact `reachableByDelivery`, and §4 store-impediment
// types reported with ORDER_MODE_SELECT (analytics, only with a session cookie).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cookieOf, eventually, patchSession, send, sessionIdOf } from "./session-helpers";

const get = async (path: string) => {
  const res = await SELF.fetch(`https://example.com${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("GET /api/diner/branchcontacts/{alias}: reachableByDelivery", () => {
  it("true inside the Palermo zone, false outside it, null without a location", async () => {
    const inside = await get("/api/diner/branchcontacts/pizzeria-palermo?lat=-34.5893&lng=-58.4262"); // Gurruchaga 1500
    expect(inside.status).toBe(200);
    expect(inside.body.reachableByDelivery).toBe(true);
    const outside = await get("/api/diner/branchcontacts/pizzeria-palermo?lat=-34.6620&lng=-58.3650"); // Av. Mitre 500, Avellaneda
    expect(outside.body.reachableByDelivery).toBe(false);
    const none = await get("/api/diner/branchcontacts/pizzeria-palermo");
    expect(none.body.reachableByDelivery).toBeNull();
  });
});

describe("ORDER_MODE_SELECT carries the store impediment", () => {
  it("Sabores Caballito (manually closed) reports STORE_TEMPORARILY_CLOSED; Palermo reports none", async () => {
    // Events are stored only once the diner has a session cookie (§7): the entry link makes one.
    const cookie = cookieOf(await send("/menu/pizzeria-palermo/delivery?utm_source=test"));
    const sid = sessionIdOf(cookie);
    const modeSelects = () =>
      env.DB.prepare("SELECT payload FROM analytics_events WHERE session_id = ? AND name = 'ORDER_MODE_SELECT' ORDER BY id")
        .bind(sid)
        .all<{ payload: string }>()
        .then((r) => r.results.map((row) => JSON.parse(row.payload) as Record<string, unknown>));

    await send("/menu/pizzeria-caballito/delivery", { cookie });
    const first = await eventually(modeSelects, (rows) => rows.length >= 1);
    expect(first[0]).toMatchObject({ impediment: "STORE_TEMPORARILY_CLOSED" });

    await send("/menu/pizzeria-palermo/delivery", { cookie });
    const both = await eventually(modeSelects, (rows) => rows.length >= 2);
    expect(both[1].impediment).toBeUndefined();
  });

  it("a stored address outside every Palermo zone reports OUT_OF_COVERAGE_AREA on delivery, nothing on take-away", async () => {
    const cookie = cookieOf(await send("/menu/pizzeria-palermo/delivery?utm_source=test"));
    const sid = sessionIdOf(cookie);
    await patchSession(cookie, { location: { fullAddress: "Av. Mitre 500, Avellaneda, Buenos Aires", lat: -34.662, lng: -58.365 } });
    const modeSelects = () =>
      env.DB.prepare("SELECT payload FROM analytics_events WHERE session_id = ? AND name = 'ORDER_MODE_SELECT' ORDER BY id")
        .bind(sid)
        .all<{ payload: string }>()
        .then((r) => r.results.map((row) => JSON.parse(row.payload) as Record<string, unknown>));
    const before = (await modeSelects()).length;
    await send("/menu/pizzeria-palermo/delivery", { cookie });
    const rows = await eventually(modeSelects, (r) => r.length >= before + 1);
    expect(rows[before]).toMatchObject({ impediment: "OUT_OF_COVERAGE_AREA" });
    await send("/menu/pizzeria-palermo/take-away", { cookie });
    const after = await eventually(modeSelects, (r) => r.length >= before + 2);
    expect(after[before + 1].impediment).toBeUndefined();
  });
});
