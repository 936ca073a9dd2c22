import { describe, expect, it } from "vitest";
import { surfaceOfPath, surfaceOfRouteId, surfacesOfRequest } from "../../workers/route-surfaces";

describe("one server bundle per surface (workers/route-surfaces.ts)", () => {
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

  it("each leaf route goes to its path's bundle; the refused-request page and the root's index are the diner's", () => {
    expect(surfaceOfRouteId("routes/consola.$alias._index")).toBe("shop");
    expect(surfaceOfRouteId("routes/consola._index")).toBe("shop");
    expect(surfaceOfRouteId("routes/admin.$companyAlias.carta_.plato.$plateId")).toBe("shop");
    expect(surfaceOfRouteId("routes/admin.$companyAlias.carta_.exportar[.]csv")).toBe("shop");
    expect(surfaceOfRouteId("routes/alta.alias")).toBe("shop");
    expect(surfaceOfRouteId("routes/logistics.$alias.shipments._index")).toBe("logistics");
    expect(surfaceOfRouteId("routes/picker.$alias.pickerApp.list")).toBe("logistics");
    expect(surfaceOfRouteId("routes/menu.$alias.$mode._index")).toBe("diner");
    expect(surfaceOfRouteId("routes/solicitud-rechazada")).toBe("diner");
    expect(surfaceOfRouteId("routes/_index")).toBe("diner");
  });

  it("data requests follow their page; a route discovery is split by the surface of each path", () => {
    const one = (url: string) => [...surfacesOfRequest(new URL(url)).keys()];
    expect(one("https://s.test/consola/pizzeria-palermo.data")).toEqual(["shop"]);
    // A page of one segment: its data request is that segment plus '.data' (the sign-in's action, with JavaScript).
    expect(one("https://s.test/consola.data?index")).toEqual(["shop"]);
    expect(one("https://s.test/alta.data")).toEqual(["shop"]);
    expect(one("https://s.test/_root.data")).toEqual(["diner"]);
    expect(one("https://s.test/menu/sabores/delivery.data?_routes=x")).toEqual(["diner"]);
    expect(surfacesOfRequest(new URL("https://s.test/__manifest?p=%2Fadmin%2Fsabores%2Fcarta&p=%2Fconsola&version=v1"))).toEqual(
      new Map([["shop", ["/admin/sabores/carta", "/consola"]]])
    );
    expect(surfacesOfRequest(new URL("https://s.test/__manifest?p=%2Fmenu%2Fsabores&p=%2Fconsola&p=picker%2Fx&version=v1"))).toEqual(
      new Map([
        ["diner", ["/menu/sabores"]],
        ["shop", ["/consola"]],
        ["logistics", ["picker/x"]],
      ])
    );
  });
});
