// The owner adds a branch to the company (/admin/{companyAlias}/locales, 'Agregar una sucursal'):
// a new brand with its own menu and storefront and its first location, written by the sign-up's
// statements; it is on the locations page and its storefront answers at once; audited; refused in
// Spanish with the values kept; the owner only.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleAs, SHOP } from "./console-helpers";
import { send } from "./session-helpers";
import type { Diner } from "./sign-in-helpers";

const LIST = "/admin/sabores/locales";
const fields = (over: Record<string, string> = {}) => ({
  intent: "sucursal",
  name: "Sabores Sushi",
  alias: "sabores-sushi",
  street: "Av. Santa Fe",
  number: "3400",
  city: "CABA",
  whatsapp: "11 4000-0031",
  callPhone: "",
  ...over,
});

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

describe("/admin/{companyAlias}/locales: a new branch of the company", () => {
  it("Valeria adds Sabores Sushi: it is on the locations page with its first location, /menu/sabores-sushi answers with the starter menu, and the history says who created it", async () => {
    const res = await valeria.post(LIST, fields());
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/sabores\/locales\?hecho=sucursal-creada#sucursal-\d+$/);
    const page = await (await valeria.go(location)).text();
    expect(page).toContain("Sucursal creada, con su carta de ejemplo y su primer local. Ya tiene su tienda.");
    expect(page).toContain("Sabores Sushi");
    expect(page).toContain('href="/menu/sabores-sushi"');
    expect(page).toContain("Av. Santa Fe 3400, CABA");

    const branch = await env.DB.prepare(
      "SELECT b.id, b.company_id, c.id AS location, c.alias, c.whatsapp_phone, c.lat, c.lng FROM branches b JOIN branch_contacts c ON c.branch_id = b.id WHERE b.alias = 'sabores-sushi'"
    ).first<{
      id: number;
      company_id: number;
      location: number;
      alias: string;
      whatsapp_phone: string;
      lat: number;
      lng: number;
    }>();
    expect(branch!.alias).toBe("sabores-sushi-local");
    expect(branch!.whatsapp_phone).toBe("+5491140000031");
    expect([branch!.lat, branch!.lng]).toEqual([-34.5868, -58.4128]);
    expect(location.endsWith(`#sucursal-${branch!.id}`)).toBe(true);
    expect(page).toContain(`href="${LIST}/${branch!.location}"`);

    // A branch with one location sends the diner straight to that location's menu.
    const store = await send("/menu/sabores-sushi");
    expect(store.status).toBe(302);
    expect(store.headers.get("Location")).toMatch(/^\/menu\/sabores-sushi-local(\/|$)/);
    const menu = await send("/menu/sabores-sushi-local/take-away");
    expect(menu.status).toBe(200);
    const menuHtml = await menu.text();
    expect(menuHtml).toContain("Sabores Sushi");
    expect(menuHtml).toContain("Nuestros platos");
    const category = await (await send("/menu/sabores-sushi-local/take-away/nuestros-platos")).text();
    expect(category).toContain("Plato de ejemplo");
    expect(category).toContain("$ 5.000");
    expect((await valeria.go(`${LIST}/${branch!.location}`)).status).toBe(200);

    const history = (await (await valeria.go("/admin/sabores/carta/cambios")).text()).replaceAll("<!-- -->", "");
    expect(history).toContain("Creó la sucursal Sabores Sushi");
    expect(history).toContain("Su tienda: /menu/sabores-sushi");
    const audit = await env.DB.prepare("SELECT person_name, branch_id FROM menu_audit_log WHERE entity_type = 'BRANCH' AND action = 'crear'").first<{
      person_name: string;
      branch_id: number;
    }>();
    expect(audit).toEqual({ person_name: "Valeria Sosa", branch_id: branch!.id });
  });

  it("with the pin dragged on the map (lat and lng posted), the first location is stored at the pin, not where the geocoder puts the address", async () => {
    const res = await valeria.post(LIST, fields({ name: "Sabores Pin", alias: "sabores-pin", lat: "-34.601234", lng: "-58.401234" }));
    expect(res.status).toBe(302);
    const row = await env.DB.prepare("SELECT lat, lng FROM branch_contacts WHERE alias = 'sabores-pin-local'").first<{ lat: number; lng: number }>();
    expect([row!.lat, row!.lng]).toEqual([-34.601234, -58.401234]);
    // The diner's API gives the storefront the same point.
    const diner = JSON.stringify(await (await send("/api/diner/sabores-pin-local")).json());
    expect(diner).toContain('"lat":-34.601234');
    expect(diner).toContain('"lng":-58.401234');
  });

  it("a refused branch keeps what was typed in its own form (own ids, the error under its field), and the new-location form stays empty", async () => {
    const res = await valeria.post(LIST, fields({ name: "Sabores Wok", alias: "sabores-wok", whatsapp: "12", lat: "-34.6", lng: "-58.4" }));
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    const branchForm = html.slice(html.indexOf('id="nueva-sucursal"'));
    const locationForm = html.slice(html.indexOf('id="nuevo-local"'), html.indexOf('id="nueva-sucursal"'));
    expect(branchForm).toContain("Revise los campos marcados.");
    const input = (id: string) => branchForm.match(new RegExp(`<input id="${id}"[^>]*>`))?.[0] ?? "";
    expect(input("sucursal-name")).toContain('value="Sabores Wok"');
    expect(input("sucursal-alias")).toContain('value="sabores-wok"');
    expect(input("sucursal-street")).toContain('value="Av. Santa Fe"');
    expect(input("sucursal-number")).toContain('value="3400"');
    expect(input("sucursal-whatsapp")).toContain('value="12"');
    expect(input("sucursal-whatsapp")).toContain('aria-describedby="sucursal-whatsapp-error"');
    expect(branchForm).toContain('<p class="field-error" id="sucursal-whatsapp-error">Ingrese un número de WhatsApp válido.</p>');
    expect(locationForm).not.toContain("Sabores Wok");
    expect(locationForm).not.toContain("field-error");
    // Every id of the page once: the two forms' fields never share one.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(["street", "sucursal-street", "whatsapp", "sucursal-whatsapp", "callPhone", "sucursal-callPhone"]));
  });

  it("an alias taken, a short name, a bad WhatsApp or an unknown address is refused in Spanish with the values kept; Diego 403, Otro Sabor's owner 404; nothing written", async () => {
    const taken = await valeria.post(LIST, fields({ alias: "pizzeria-palermo", name: "Otra Marca" }));
    expect(taken.status).toBe(409);
    const takenHtml = await taken.text();
    expect(takenHtml).toContain("Ese alias ya está en uso. Elija otro.");
    expect(takenHtml).toContain('value="Otra Marca"');
    const takenLocation = await valeria.post(LIST, fields({ alias: "otro" }));
    expect(takenLocation.status).toBe(409);
    const name = await valeria.post(LIST, fields({ alias: "marca-corta", name: "S" }));
    expect(name.status).toBe(400);
    expect(await name.text()).toContain("Ingrese el nombre de la sucursal (de 2 a 60 caracteres).");
    const phone = await valeria.post(LIST, fields({ alias: "marca-telefono", whatsapp: "12" }));
    expect(phone.status).toBe(400);
    expect(await phone.text()).toContain("Ingrese un número de WhatsApp válido.");
    const lost = await valeria.post(LIST, fields({ alias: "marca-perdida", street: "Calle que no existe", number: "99999", city: "Ninguna" }));
    expect(lost.status).toBe(400);
    expect(await lost.text()).toContain("No encontramos esa dirección. Revísela o marque el local en el mapa.");
    expect((await (await consoleAs(SHOP.diego)).post(LIST, fields({ alias: "marca-de-diego" }))).status).toBe(403);
    expect((await (await consoleAs(SHOP.otroDueno)).post(LIST, fields({ alias: "marca-de-ramiro" }))).status).toBe(404);
    const n = await env.DB.prepare(
      "SELECT count(*) AS n FROM branches WHERE alias IN ('otra-marca', 'marca-corta', 'marca-telefono', 'marca-perdida', 'marca-de-diego', 'marca-de-ramiro')"
    ).first<{ n: number }>();
    expect(n!.n).toBe(0);
    const aliases = await env.DB.prepare("SELECT count(*) AS n FROM aliases WHERE alias LIKE 'marca-%'").first<{ n: number }>();
    expect(aliases!.n).toBe(0);
  });
});
