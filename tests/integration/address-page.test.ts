// /menu/{alias}/direccion without JavaScript (storefront.md §2 Modals "Address",
// §4, §5 address rules): GET search → choose (POST) → address form (POST) →
// session location → redirect to ?volver=; then the menu's under-header delivery
// info and the branch page's unreachable note use the real zones.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const BASE = "https://example.com";
const MENU = "/menu/pizzeria-palermo/delivery";
const PAGE = `/menu/pizzeria-palermo/direccion?volver=${encodeURIComponent(MENU)}`;

const gurruchaga = {
  id: "local:1",
  fullAddress: "Gurruchaga 1500, Palermo, CABA",
  street: "Gurruchaga",
  number: "1500",
  city: "CABA",
  locality: "Palermo",
  postalCode: "C1414",
  country: "ar",
  lat: -34.5893,
  lng: -58.4262,
};

/** A diner with a cookie jar, following no redirects. */
function diner() {
  let cookie = "";
  const go = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("Cookie", cookie);
    const res = await SELF.fetch(`${BASE}${path}`, { ...init, headers, redirect: "manual" });
    const set = res.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0];
    return res;
  };
  const post = (path: string, fields: Record<string, string>) => go(path, { method: "POST", body: new URLSearchParams(fields) });
  return { go, post };
}

const save = (fields: Record<string, string>) => ({ intent: "save", volver: MENU, tab: "direccion", ...fields });
const placeFields = (p: typeof gurruchaga) => ({
  direccion: p.fullAddress,
  lat: String(p.lat),
  lng: String(p.lng),
  street: p.street,
  number: p.number,
  postalCode: p.postalCode,
  city: p.city,
  province: p.locality,
  country: p.country,
});

describe("address page without JavaScript", () => {
  it("'Borrar mi dirección' forgets a stored location (§4 hard reset)", async () => {
    const d = diner();
    expect(await (await d.go(PAGE)).text()).not.toContain("Borrar mi dirección");
    const saved = await d.post(PAGE, save({ ...placeFields(gurruchaga), fromPlace: "1" }));
    expect(saved.status).toBe(302);
    expect(await (await d.go(MENU)).text()).toContain("Gurruchaga 1500");
    expect(await (await d.go(PAGE)).text()).toContain("Borrar mi dirección");
    const forgot = await d.post(PAGE, { intent: "forget", volver: MENU });
    expect(forgot.status).toBe(302);
    expect(forgot.headers.get("Location")).toBe(MENU);
    const menu = await (await d.go(MENU)).text();
    expect(menu).not.toContain("Gurruchaga 1500");
    expect(await (await d.go(PAGE)).text()).not.toContain("Borrar mi dirección");
  });

  it("renders '¿Dónde te encuentras?' with tabs, CANCELAR and CONTINUAR", async () => {
    const html = await (await diner().go(PAGE)).text();
    expect(html).toContain("¿Dónde te encuentras?");
    expect(html).toContain("Mi dirección");
    expect(html).toContain("Mi ubicación");
    expect(html).toContain("CANCELAR");
    expect(html).toContain("CONTINUAR");
    expect(html).not.toContain("maplibre-gl-");
  });

  it("GET search lists the local geocoder's suggestions", async () => {
    const html = await (await diner().go(`${PAGE}&q=gurruchaga`)).text();
    expect(html).toContain("Gurruchaga 1500, Palermo, CABA");
    expect(html).toContain('name="intent" value="choose"');
    const none = await (await diner().go(`${PAGE}&q=calle+inexistente`)).text();
    expect(none).toContain("No encontramos esa dirección");
  });

  it("choose (POST) → address form → save → back to the menu inside the zone", async () => {
    const d = diner();
    const chosen = await d.post(PAGE, { intent: "choose", volver: MENU, place: JSON.stringify(gurruchaga) });
    expect(chosen.status).toBe(302);
    const step = chosen.headers.get("Location")!;
    expect(step).toContain("paso=datos");
    const form = await (await d.go(step)).text();
    expect(form).toContain("Gurruchaga 1500, Palermo, CABA");
    expect(form).toContain("Entrecalles");

    const saved = await d.post(PAGE, save({ ...placeFields(gurruchaga), details: "Timbre 3B" }));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(MENU);

    const menu = await (await d.go(MENU)).text();
    expect(menu).toContain("Gurruchaga 1500, Palermo");
    expect(menu).toContain("Llega en");
    expect(menu).toContain("$ 1.500");
    expect(menu).toContain("$ 6.000");
    expect(menu).toContain("Envío gratis desde $ 30.000");
    expect(menu).toContain("Cambiar dirección");
    expect(menu).not.toContain("Tu dirección está fuera de la zona de entrega.");
  });

  it("Av. Mitre 500, Avellaneda: outside, offer take-away", async () => {
    const d = diner();
    const saved = await d.post(PAGE, save({ direccion: "Av. Mitre 500, Avellaneda, Buenos Aires", lat: "-34.662", lng: "-58.365" }));
    expect(saved.status).toBe(302);
    const menu = await (await d.go(MENU)).text();
    expect(menu).toContain("Tu dirección está fuera de la zona de entrega.");
    expect(menu).toMatch(/Cambia a <a[^>]*href="\/menu\/pizzeria-palermo\/take-away"[^>]*>Retiro en local<\/a> o/);
    // The branch page marks Palermo as unreachable now (real zones).
    const branch = await (await d.go("/menu/sabores-pizzeria")).text();
    expect(branch).toContain("Este local no realiza envíos a tu dirección.");
  });

  it("the branch page with a location inside Palermo's zone: Palermo delivers", async () => {
    const html = await (await diner().go("/menu/sabores-pizzeria?lat=-34.5893&lng=-58.4262")).text();
    const start = html.indexOf(">Sabores Palermo<");
    const palermoCard = html.slice(start, html.indexOf("</article>", start));
    expect(palermoCard).toContain("Av. Santa Fe 3253");
    expect(palermoCard).not.toContain("Este local no realiza envíos a tu dirección.");
  });

  it("§5 messages come back with the values (400)", async () => {
    const d = diner();
    const empty = await d.post(PAGE, save({}));
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(html).toContain("Ingrese una dirección");
    expect(html).toContain("Seleccione una dirección para continuar");

    const typed = await (await d.post(PAGE, save({ direccion: "Gurruchaga", details: "Piso 2" }))).text();
    expect(typed).toContain("Seleccione una dirección para continuar");
    expect(typed).toContain('value="Piso 2"');

    const coords = await (await d.post(PAGE, save({ tab: "coordenadas" }))).text();
    expect(coords).toContain("Debe obtener sus coordenadas antes de continuar");
  });

  it("Belgrano requires entrecalles (betweenStreetsRequired)", async () => {
    const d = diner();
    const page = `/menu/pizzeria-belgrano/direccion?volver=${encodeURIComponent("/menu/pizzeria-belgrano/delivery")}`;
    const res = await d.post(page, { ...save(placeFields(gurruchaga)), volver: "/menu/pizzeria-belgrano/delivery" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Ingrese entrecalles");
    const ok = await d.post(page, { ...save({ ...placeFields(gurruchaga), betweenStreets: "Honduras y Gorriti" }), volver: "/menu/pizzeria-belgrano/delivery" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/menu/pizzeria-belgrano/delivery");
  });

  it("?volver= never leaves the alias", async () => {
    const d = diner();
    for (const volver of ["https://evil.example/", "//evil.example", "/menu/otro-local/take-away"]) {
      const res = await d.post(`/menu/pizzeria-palermo/direccion?volver=${encodeURIComponent(volver)}`, { ...save(placeFields(gurruchaga)), volver });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/menu/pizzeria-palermo");
    }
  });

  it("unknown alias → 404; a branch alias is not a location → 404", async () => {
    expect((await diner().go("/menu/no-existe/direccion")).status).toBe(404);
    expect((await diner().go("/menu/sabores-pizzeria/direccion")).status).toBe(404);
  });

  it("suggestions resource route (the modal's debounced fetcher)", async () => {
    const res = await diner().go("/menu/pizzeria-palermo/direccion/buscar?q=santa+fe+3400");
    const body = (await res.json()) as { places: { fullAddress: string; lat: number }[] };
    expect(body.places.map((p) => p.fullAddress)).toEqual(["Av. Santa Fe 3400, Palermo, CABA"]);
    const rev = (await (await diner().go("/menu/pizzeria-palermo/direccion/buscar?lat=-34.6620&lng=-58.3651")).json()) as { place: { fullAddress: string } | null };
    expect(rev.place?.fullAddress).toBe("Av. Mitre 500, Avellaneda, Buenos Aires");
  });

  it("the menu without a location offers to set the address; take-away shows no delivery table", async () => {
    const html = await (await diner().go(MENU)).text();
    expect(html).toContain("Ingresar dirección");
    expect(html).toContain(`/menu/pizzeria-palermo/direccion?volver=${encodeURIComponent(MENU)}`);
    const takeAway = await (await diner().go("/menu/pizzeria-palermo/take-away")).text();
    expect(takeAway).not.toContain("delivery-info__table");
  });
});
