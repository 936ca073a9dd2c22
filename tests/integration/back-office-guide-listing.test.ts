// The company in the nearby-business guide (/admin/{companyAlias}/guia): the owner chooses the
// locations listed and the search code; the guide's answers follow on the next search.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import type { Diner } from "./sign-in-helpers";

const PAGE = "/admin/sabores/guia";
const GURRUCHAGA = { lat: -34.5893, lng: -58.4262 };

async function near(body: unknown) {
  const res = await SELF.fetch(`${BASE}/api/menu/near`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}
const names = (body: any) => body.commerces.map((c: any) => c.branchContact.name);

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

describe("/admin/{companyAlias}/guia", () => {
  it("shows the code and which locations are listed", async () => {
    const html = await (await valeria.go(PAGE)).text();
    expect(html).toContain('value="SABORES"');
    expect(html).toContain('<input type="checkbox" name="listed" checked="" value="111"/>');
    expect(html, "another company's location").not.toContain('value="211"');
    expect(html).toContain("Sabores Belgrano (Sabores Pizzería)");
  });

  it("a new code and Belgrano unlisted: the guide follows on the next search; the old code is unknown", async () => {
    const fields = new URLSearchParams([["searchCode", "sabores-del-sur"], ["listed", "111"], ["listed", "113"], ["listed", "121"]]);
    const res = await valeria.fetch(PAGE, { method: "POST", body: fields, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PAGE}?hecho=guia-guardada`);
    expect(await (await valeria.go(res.headers.get("Location")!)).text()).toContain("Guardado. La guía ya muestra estos cambios.");
    const byCode = await near({ filters: { searchCode: "SABORES-DEL-SUR" } });
    expect(byCode.status).toBe(200);
    expect(names(byCode.body)).toEqual(["Sabores Palermo", "Sabores Caballito", "Sabores Café Centro"]);
    const old = await near({ filters: { searchCode: "SABORES" } });
    expect(old.status).toBe(404);
    const nearby = await near({ lat: GURRUCHAGA.lat, lng: GURRUCHAGA.lng, filters: { country: "ar", branch_contact: true } });
    expect(names(nearby.body)).not.toContain("Sabores Belgrano");
  });

  it("a bad code and another company's code are refused in Spanish, keeping what was typed", async () => {
    const bad = await valeria.post(PAGE, { searchCode: "a b", listed: "111" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("El código de búsqueda lleva de 3 a 30 letras, números o guiones, o vacío para no tener código.");
    expect(html).toContain('value="a b"');
    const ramiro = await consoleAs(SHOP.otroDueno);
    const taken = await ramiro.post("/admin/otro-sabor/guia", { searchCode: "sabores-del-sur" });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("Otra empresa ya usa ese código de búsqueda. Elija otro.");
  });

  it("Diego gets 403; Otro Sabor's owner gets 404 for Sabores' page, and his form cannot list Sabores' locations", async () => {
    expect((await (await consoleAs(SHOP.diego)).go(PAGE)).status).toBe(403);
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(PAGE)).status).toBe(404);
    expect((await ramiro.post("/admin/otro-sabor/guia", { searchCode: "", listed: "112" })).status).toBe(302);
    const nearby = await near({ lat: GURRUCHAGA.lat, lng: GURRUCHAGA.lng, filters: { country: "ar", branch_contact: true } });
    expect(names(nearby.body)).not.toContain("Sabores Belgrano");
  });
});
