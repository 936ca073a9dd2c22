// The tracking routes answer bad input with a 4xx, never a 5xx (GUIDE "A fuzz of every
// route"): odd aliases and codes, other methods and bodies on the tracking call and page,
// odd room names and plain HTTP on the tracking room. The call's error body is `{}`
// (logistics.md §7 "on error an empty object"); the page's is Spanish.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";

// "%00" is refused by the Worker's request guard (400, Spanish) before any route: bad-input-zero-5xx.test.ts.
const SEGMENTS = ["x", "..%2F..", "ñandú", "a".repeat(120), "0", "-1", "%F0%9F%8D%95", "PEDIDO!", "12345678901234567890"];

describe("tracking routes never answer 5xx", () => {
  it("the tracking call: odd aliases and codes → `{}` with 400/404; other methods → 405 `{}`", async () => {
    for (const alias of ["pizzeria-palermo", ...SEGMENTS]) {
      for (const code of SEGMENTS) {
        const res = await SELF.fetch(`${BASE}/api/logisticsorder/tracking/${alias}/${code}`);
        expect(res.status, `${alias}/${code}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${alias}/${code}`).toBeLessThan(500);
        expect(await res.json()).toEqual({});
      }
    }
    for (const method of ["POST", "PUT", "DELETE"]) {
      const res = await SELF.fetch(`${BASE}/api/logisticsorder/tracking/pizzeria-palermo/ABCD1234`, { method, body: method === "DELETE" ? undefined : "{", headers: { "Content-Type": "application/json" } });
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
    }
  });

  it("the tracking page: odd segments → 404 'No encontramos el seguimiento de este pedido.'; a POST is 4xx", async () => {
    for (const code of SEGMENTS) {
      const res = await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}?clave=${encodeURIComponent("<b>")}`);
      expect(res.status, code).toBe(404);
      expect(await res.text()).toContain("No encontramos el seguimiento de este pedido.");
    }
    const post = await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/ABCD1234`, { method: "POST", body: "clave=vista", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });

  it("the tracking room: odd names are 404; plain HTTP to a real-looking room is 405", async () => {
    for (const name of ["x", "tracking-", "tracking-XYZ", `tracking-${"g".repeat(32)}`, `tracking-${"a".repeat(33)}`]) {
      const res = await SELF.fetch(`${BASE}/parties/tracking-room/${name}`, { headers: { Upgrade: "websocket" } });
      expect(res.status, name).toBe(404);
    }
    const plain = await SELF.fetch(`${BASE}/parties/tracking-room/tracking-${"a".repeat(32)}`, { method: "POST", body: '{"type":"position","lat":-34.6,"lng":-58.4}' });
    expect(plain.status).toBe(405);
  });
});
