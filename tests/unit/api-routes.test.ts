// The JSON API is served outside Remix's route table (app/api-router.server.ts): each URL must
// reach the route Remix gave it — its own folder's route, a fixed segment winning over a param,
// the catch-all last — with its params decoded.
import { readdirSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiRoutePath, rankedRouteNames } from "../../app/api-route-paths";

const API_ROUTES = readdirSync(path.resolve(__dirname, "../../app/routes")).filter((name) => name.startsWith("api."));

/** The router as app/api-router.server.ts builds it, each route answering its name and params. */
function router() {
  const app = new Hono({ strict: false });
  for (const name of rankedRouteNames(API_ROUTES)) app.all(apiRoutePath(name), (c) => c.json({ name, params: c.req.param() }));
  return app;
}

async function routeOf(url: string) {
  const res = await router().request(`https://example.com${url}`);
  expect(res.status, url).toBe(200);
  return (await res.json()) as { name: string; params: Record<string, string> };
}

describe("the JSON API's routes", () => {
  it("are all the api.* folders (a guard against a test that cannot fail)", () => {
    expect(API_ROUTES.length).toBeGreaterThan(50);
    expect(API_ROUTES).toContain("api.order");
  });

  it("write Remix's flat-route names as paths", () => {
    expect(apiRoutePath("api.diner.$alias_.order.$code")).toBe("/api/diner/:alias/order/:code");
    expect(apiRoutePath("api.shipments_.$id_.deliverykey.reset")).toBe("/api/shipments/:id/deliverykey/reset");
    expect(apiRoutePath("api.callback.transbank.$")).toBe("/api/callback/transbank/*");
    expect(apiRoutePath("api.$")).toBe("/api/*");
  });

  it("answer every route's own URL with that route", async () => {
    for (const name of API_ROUTES) {
      const url = apiRoutePath(name).replace(/:[^/]+/g, "valor1").replace("*", "algo/mas");
      expect((await routeOf(url)).name, url).toBe(name);
    }
  });

  it("prefer a fixed segment to a param, and leave the catch-all for the rest", async () => {
    expect((await routeOf("/api/diner/log")).name).toBe("api.diner.log");
    expect((await routeOf("/api/diner/pizzeria-palermo")).name).toBe("api.diner.$alias");
    expect((await routeOf("/api/shipments/rider")).name).toBe("api.shipments_.rider");
    expect((await routeOf("/api/shipments/12")).name).toBe("api.shipments_.$id");
    expect((await routeOf("/api/shipments/12/advance")).name).toBe("api.shipments_.$id_.advance");
    expect((await routeOf("/api/abandoned/cart/cancel")).name).toBe("api.abandoned.cart.cancel");
    expect((await routeOf("/api/nada/que/ver")).name).toBe("api.$");
    expect((await routeOf("/api")).name).toBe("api.$");
  });

  it("match a trailing slash like Remix, and decode the params", async () => {
    expect((await routeOf("/api/orders/")).name).toBe("api.orders");
    const customer = await routeOf("/api/orderingcustomer/%2B5491155550001");
    expect(customer).toEqual({ name: "api.orderingcustomer.$phone", params: { phone: "+5491155550001" } });
    expect((await routeOf("/api/diner/pizzeria-palermo/order/SABDEM01")).params).toEqual({ alias: "pizzeria-palermo", code: "SABDEM01" });
  });
});
