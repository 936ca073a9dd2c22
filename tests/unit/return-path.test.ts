// The one "go back to" guard (account pages, reward page, menu layout, address page): never an open redirect.
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "~/domain/return-path";

describe("safeReturnPath", () => {
  it("keeps the base and paths, queries and fragments below it", () => {
    expect(safeReturnPath("/menu/pizzeria-palermo", "/menu/pizzeria-palermo")).toBe("/menu/pizzeria-palermo");
    expect(safeReturnPath("/menu/pizzeria-palermo/delivery/pizzas", "/menu/pizzeria-palermo")).toBe("/menu/pizzeria-palermo/delivery/pizzas");
    expect(safeReturnPath("/menu/pizzeria-palermo/mis-pedidos?page=2", "/menu/pizzeria-palermo")).toBe("/menu/pizzeria-palermo/mis-pedidos?page=2");
    expect(safeReturnPath("/menu/pizzeria-palermo/delivery#menu", "/menu/pizzeria-palermo/delivery")).toBe("/menu/pizzeria-palermo/delivery#menu");
  });

  it("anything else goes back to the base: other hosts, aliases, schemes, backslashes, overlong paths", () => {
    for (const bad of [
      "https://evil.example/menu/pizzeria-palermo",
      "//evil.example",
      "/menu/pizzeria-palermo-x",
      "/menu/otro-local/delivery",
      "/menu/pizzeria-palermo\\@evil.example",
      `/menu/pizzeria-palermo/${"a".repeat(600)}`,
      "javascript:alert(1)",
      null,
      undefined,
      "",
    ]) {
      expect(safeReturnPath(bad, "/menu/pizzeria-palermo")).toBe("/menu/pizzeria-palermo");
    }
  });

  it("`also` accepts another base with a query only; `refuse` excludes a page inside the base", () => {
    const opts = { also: ["/menu/pizzeria"], refuse: ["/menu/pizzeria-palermo/direccion"] };
    expect(safeReturnPath("/menu/pizzeria?direccion=1", "/menu/pizzeria-palermo", opts)).toBe("/menu/pizzeria?direccion=1");
    expect(safeReturnPath("/menu/pizzeria/otra", "/menu/pizzeria-palermo", opts)).toBe("/menu/pizzeria-palermo");
    expect(safeReturnPath("/menu/pizzeria-palermo/direccion?volver=x", "/menu/pizzeria-palermo", opts)).toBe("/menu/pizzeria-palermo");
  });
});
