// The server's route matching keeps its work per route array (patches/@remix-run+router*.patch,
// bench/README.md "Route matching"): what the router answers must stay what it answered without
// the cache — the same matches, each caller with its own copies, each array with its own routes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { matchPath, matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const tree = (): RouteObject[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "menu", path: "menu/:alias", children: [{ id: "menu-index", index: true }, { id: "plate", path: ":mode/:category/:plate" }] },
      { id: "guide", path: "guia" },
      { id: "api", path: "api/*" },
    ],
  },
];

const ids = (m: ReturnType<typeof matchRoutes>) => m?.map((x) => x.route.id) ?? null;

describe("route matching on the server (patched @remix-run/router)", () => {
  it("is the patched router: patch-package ran on this install", () => {
    const require = createRequire(import.meta.url);
    for (const file of ["@remix-run/router/dist/router.js", "@remix-run/router/dist/router.cjs.js"]) {
      expect(readFileSync(require.resolve(file), "utf8")).toContain("Sabores patch");
    }
  });

  it("answers the same matches on every call, with params decoded, and null for an unknown path", () => {
    const routes = tree();
    for (let i = 0; i < 3; i++) {
      const m = matchRoutes(routes, "/menu/pizzeria-palermo/delivery/postres/flan-con-dulce-de-leche");
      expect(ids(m)).toEqual(["root", "menu", "plate"]);
      expect(m![2].params).toEqual({ alias: "pizzeria-palermo", mode: "delivery", category: "postres", plate: "flan-con-dulce-de-leche" });
      expect(m![2].pathname).toBe("/menu/pizzeria-palermo/delivery/postres/flan-con-dulce-de-leche");
      expect(ids(matchRoutes(routes, "/menu/pizzeria-palermo"))).toEqual(["root", "menu", "menu-index"]);
      expect(matchRoutes(routes, "/nada/que/ver")).toBeNull();
    }
    expect(matchRoutes(routes, "/api/diner/sabores")![1].params["*"]).toBe("diner/sabores");
  });

  it("gives every caller its own copies: changing one answer's params changes no later answer", () => {
    const routes = tree();
    const first = matchRoutes(routes, "/menu/sabores")!;
    (first[1].params as Record<string, string>).alias = "otro";
    (first[1] as { pathname: string }).pathname = "/x";
    const second = matchRoutes(routes, "/menu/sabores")!;
    expect(second[1].params.alias).toBe("sabores");
    expect(second[1].pathname).toBe("/menu/sabores");
    // One answer's matches share one params object, as the router always did.
    expect(second[0].params).toBe(second[1].params);
  });

  it("answers each route array with its own route objects (two arrays of the same shape never mix)", () => {
    const a = tree();
    const b = tree();
    expect(matchRoutes(a, "/guia")![1].route).toBe(a[0].children![1]);
    expect(matchRoutes(b, "/guia")![1].route).toBe(b[0].children![1]);
  });

  it("keeps each compiled pattern's own options: case-insensitive by default, end or prefix as asked", () => {
    expect(matchPath({ path: "/menu/:alias", caseSensitive: false, end: true }, "/MENU/sabores")?.params).toEqual({ alias: "sabores" });
    expect(matchPath({ path: "/menu/:alias", caseSensitive: true, end: true }, "/MENU/sabores")).toBeNull();
    expect(matchPath({ path: "/menu/:alias", end: false }, "/menu/sabores/delivery")?.pathnameBase).toBe("/menu/sabores");
    expect(matchPath({ path: "/menu/:alias", end: true }, "/menu/sabores/delivery")).toBeNull();
  });
});
