import type { ServerBuild } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { surfaceBuild, surfaceOfPath, surfaceOfRequest } from "../../workers/route-surfaces";

const route = (id: string, parentId: string | undefined, path?: string) => ({ id, parentId, path, module: {} });
const IDS: [string, string | undefined][] = [
  ["root", undefined],
  ["routes/_index", "root"],
  ["routes/menu.$alias.$mode", "root"],
  ["routes/menu.$alias.$mode._index", "routes/menu.$alias.$mode"],
  ["routes/consola.$alias._index", "root"],
  ["routes/consola._index", "root"],
  ["routes/admin.$companyAlias.carta_.plato.$plateId", "root"],
  ["routes/alta.alias", "root"],
  ["routes/logistics.$alias.shipments._index", "root"],
  ["routes/picker.$alias.pickerApp.list", "root"],
  ["routes/solicitud-rechazada", "root"],
];
const fakeBuild = (ids = IDS) =>
  ({
    routes: Object.fromEntries(ids.map(([id, parent]) => [id, route(id, parent)])),
    assets: { version: "v1", url: "/m.js", entry: { module: "/e.js", imports: [] }, routes: Object.fromEntries(ids.map(([id, parent]) => [id, { id, parentId: parent }])) },
  }) as unknown as ServerBuild;

describe("a route table per surface (workers/route-surfaces.ts)", () => {
  it("each path goes to its surface: the shop's, the riders' and pickers', the diner's", () => {
    expect(surfaceOfPath("/consola/pizzeria-palermo")).toBe("shop");
    expect(surfaceOfPath("/consola")).toBe("shop");
    expect(surfaceOfPath("/admin/sabores/carta")).toBe("shop");
    expect(surfaceOfPath("/alta")).toBe("shop");
    expect(surfaceOfPath("/logistics/pizzeria-palermo/shipments")).toBe("logistics");
    expect(surfaceOfPath("/picker/pizzeria-palermo/pickerApp/list")).toBe("logistics");
    expect(surfaceOfPath("/menu/sabores")).toBe("diner");
    expect(surfaceOfPath("/")).toBe("diner");
    // A first segment that only starts like a surface's is the diner's.
    expect(surfaceOfPath("/consolation")).toBe("diner");
    expect(surfaceOfPath("/administracion")).toBe("diner");
  });

  it("each build holds its own routes, the root and the refused-request page, in both manifests", () => {
    const shop = surfaceBuild(fakeBuild(), "shop");
    expect(Object.keys(shop.routes).sort()).toEqual(
      ["root", "routes/admin.$companyAlias.carta_.plato.$plateId", "routes/alta.alias", "routes/consola.$alias._index", "routes/consola._index", "routes/solicitud-rechazada"].sort(),
    );
    expect(Object.keys(shop.assets.routes).sort()).toEqual(Object.keys(shop.routes).sort());
    const diner = surfaceBuild(fakeBuild(), "diner");
    expect(Object.keys(diner.routes).sort()).toEqual(["root", "routes/_index", "routes/menu.$alias.$mode", "routes/menu.$alias.$mode._index", "routes/solicitud-rechazada"].sort());
    const logistics = surfaceBuild(fakeBuild(), "logistics");
    expect(Object.keys(logistics.routes).sort()).toEqual(["root", "routes/logistics.$alias.shipments._index", "routes/picker.$alias.pickerApp.list", "routes/solicitud-rechazada"].sort());
    // The rest of the build is the same object's.
    expect(shop.assets.version).toBe("v1");
  });

  it("a route nested under another surface's route is refused at start, never dropped", () => {
    const nested = fakeBuild([...IDS, ["routes/consola.$alias.menu", "routes/menu.$alias.$mode"]]);
    expect(() => surfaceBuild(nested, "shop")).toThrow("routes/consola.$alias.menu (shop) has its parent routes/menu.$alias.$mode on another surface");
  });

  it("data requests follow their page; a route discovery naming paths of several surfaces goes to the whole build", () => {
    expect(surfaceOfRequest(new URL("https://s.test/consola/pizzeria-palermo.data"))).toBe("shop");
    // A page of one segment: its data request is that segment plus '.data' (the sign-in's action, with JavaScript).
    expect(surfaceOfRequest(new URL("https://s.test/consola.data?index"))).toBe("shop");
    expect(surfaceOfRequest(new URL("https://s.test/alta.data"))).toBe("shop");
    expect(surfaceOfRequest(new URL("https://s.test/_root.data"))).toBe("diner");
    expect(surfaceOfRequest(new URL("https://s.test/menu/sabores/delivery.data?_routes=x"))).toBe("diner");
    expect(surfaceOfRequest(new URL("https://s.test/__manifest?p=%2Fadmin%2Fsabores%2Fcarta&p=%2Fconsola&version=v1"))).toBe("shop");
    expect(surfaceOfRequest(new URL("https://s.test/__manifest?p=%2Fmenu%2Fsabores&version=v1"))).toBe("diner");
    expect(surfaceOfRequest(new URL("https://s.test/__manifest?p=%2Fmenu%2Fsabores&p=%2Fconsola&version=v1"))).toBe("all");
  });
});
