// Every shipment route answers bad input with a Spanish 4xx, never a 5xx (GUIDE "A fuzz
// of every route"): odd ids, bodies, methods, query strings, with and without a token.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { MARTIN, riderToken } from "./shipments-helpers";

const ENGLISH = /Required|Expected|received|String must|Number must|Invalid|undefined|null/;

const PATHS = [
  "/api/shipments", "/api/shipments/1", "/api/shipments/0", "/api/shipments/-1", "/api/shipments/1e3", "/api/shipments/abc", "/api/shipments/99999999999999999999",
  "/api/shipments/1/cancel", "/api/shipments/x/advance", "/api/shipments/1/advance", "/api/shipments/1/deliverykey/reset",
  "/api/shipments/rider", "/api/shipments/order/1", "/api/shipments/order/x", "/api/shipmentstacks", "/api/shipmentstacks?status=%00",
  "/api/stacking/1", "/api/stacking/x", "/api/stacking/1/cancel", "/api/stacking/1/advance", "/api/stacking/1/select",
  "/api/shipments?branchContactId=111&page=-1", "/api/shipments?branchContactId=111&startDate=ayer", "/api/shipments?branchContactId=111&sort=up",
  "/api/shipments?branchContactId=999999", "/api/shipmentstacks?branchContactId=abc",
];
const BODIES = ["{", "[]", '{"status":5,"rider_id":"x","deliveryKey":{"a":1}}', '{"from":"X","slider":"mucho","shipmentId":"uno"}'];

describe("shipment routes never answer 5xx", () => {
  it("GET, PUT, POST, DELETE with bad ids and bodies, with and without a token", async () => {
    const token = await riderToken(MARTIN);
    for (const auth of [undefined, token]) {
      for (const path of PATHS) {
        for (const method of auth ? ["GET", "PUT", "POST", "DELETE"] : ["GET", "PUT"]) {
          for (const body of method === "GET" || method === "DELETE" ? [undefined] : auth ? BODIES : BODIES.slice(2, 3)) {
            const headers: Record<string, string> = { "Content-Type": "application/json" };
            if (auth) headers.Authorization = `Bearer ${auth}`;
            const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body });
            const label = `${method} ${path} ${body ?? ""} ${auth ? "token" : ""}`;
            expect(res.status, label).toBeLessThan(500);
            if (res.status >= 400) {
              const json = (await res.json()) as any;
              expect(typeof json.error?.message, label).toBe("string");
              expect(json.error.message, label).not.toMatch(ENGLISH);
            } else {
              await res.arrayBuffer();
            }
          }
        }
      }
    }
  }, 120_000);

  it("rider pages: odd segments and form posts", async () => {
    for (const path of ["/logistics/pizzeria-palermo/shipments/simple/x", "/logistics/pizzeria-palermo/shipments/otro/1", "/logistics/no-existe/shipments", "/logistics/pizzeria-palermo/rider/x/shipments"]) {
      for (const method of ["GET", "POST"]) {
        const res = await SELF.fetch(`${BASE}${path}`, { method, redirect: "manual", body: method === "POST" ? "intent=advance&slider=zz" : undefined, headers: method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {} });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        await res.arrayBuffer();
      }
    }
  });
});
