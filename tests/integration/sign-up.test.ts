// /alta: a person proves their phone, names a business and its alias, and the storefront is live
// with a starter menu; the person is its owner. Bad input: Spanish messages, values kept.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { diner, lastCodeSentTo, type Diner } from "./sign-in-helpers";

async function provenPhone(national: string): Promise<Diner> {
  const d = diner();
  const asked = await d.post("/alta?index", { intent: "phone", phone: national, country: "ar" });
  expect(asked.status).toBe(200);
  expect(await asked.text()).toContain("Le enviamos un código de 6 dígitos por WhatsApp");
  const code = await lastCodeSentTo(`+54911${national.slice(-8)}`);
  const ok = await d.post("/alta?index", { intent: "code", phone: national, country: "ar", code });
  expect(ok.status).toBe(302);
  expect(ok.headers.get("Location")).toBe("/alta");
  return d;
}

const business = (over: Record<string, string> = {}) => {
  const body = new URLSearchParams({
    intent: "signup",
    ownerName: "Luis Romero",
    businessName: "Parrilla Don Luis",
    alias: "don-luis",
    country: "ar",
    street: "Av. Santa Fe",
    number: "3253",
    city: "CABA",
    lat: "-34.5881",
    lng: "-58.4112",
    opensAt: "11:00",
    closesAt: "23:30",
    whatsapp: "11 5555-0301",
    ...over,
  });
  for (const m of ["DELIVERY", "TAKE_AWAY"]) body.append("modes", m);
  for (const day of ["1", "2", "3", "4", "5", "6"]) body.append("days", day);
  return body;
};

const post = (d: Diner, body: URLSearchParams) => d.fetch("/alta?index", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });

describe("/alta", () => {
  it("the first step asks for the phone; the page works without JavaScript", async () => {
    const res = await diner().go("/alta");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Cree la tienda de su negocio");
    expect(html).toMatch(/<form method="post"/);
  });

  it("Luis signs up Parrilla Don Luis: the storefront is live with the starter menu, and he is its owner", async () => {
    const d = await provenPhone("1155550301");
    const consoleCookie = d.cookie;
    expect(await (await d.go("/alta")).text()).toContain("Los datos de su negocio");
    const res = await post(d, business());
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/alta?listo=don-luis");
    const done = await (await d.go("/alta?listo=don-luis")).text();
    expect(done).toContain("¡Su tienda está en línea!");
    const company = await SELF.fetch(`${BASE}/menu/don-luis`, { redirect: "manual" });
    expect(company.status).toBe(200);
    expect(await company.text()).toContain("Parrilla Don Luis");
    const menu = await SELF.fetch(`${BASE}/menu/don-luis-local/take-away`, { redirect: "manual" });
    expect(menu.status).toBe(200);
    const html = await menu.text();
    expect(html).toContain("Nuestros platos");
    const category = await (await SELF.fetch(`${BASE}/menu/don-luis-local/take-away/nuestros-platos`)).text();
    expect(category).toContain("Plato de ejemplo");
    expect(category).toContain("$ 5.000");
    const owner = await env.DB.prepare("SELECT role, name FROM shop_users WHERE phone = '+5491155550301'").first<{ role: string; name: string }>();
    expect(owner).toEqual({ role: "owner", name: "Luis Romero" });
    const board = await diner(consoleCookie).go("/consola/don-luis-local");
    expect(board.status, board.headers.get("Location") ?? "").toBe(200);
  });

  it("a taken, reserved or malformed alias is refused with the reason, and the values come back", async () => {
    const d = await provenPhone("1155550302");
    const taken = await post(d, business({ alias: "sabores" }));
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(html).toContain("Ese alias ya está en uso. Elija otro.");
    expect(html).toContain('value="Parrilla Don Luis"');
    const reserved = await post(d, business({ alias: "consola" }));
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toContain("Ese alias está reservado por la plataforma. Elija otro.");
    const malformed = await post(d, business({ alias: "Don Luis!" }));
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Use de 3 a 40 letras minúsculas, números o guiones");
  });

  it("the alias check as the person types answers in Spanish", async () => {
    const free = await (await SELF.fetch(`${BASE}/alta/alias?alias=nuevo-negocio`)).json();
    expect(free).toEqual({ available: true, message: "El alias está disponible." });
    const taken = await (await SELF.fetch(`${BASE}/alta/alias?alias=sabores`)).json();
    expect(taken).toEqual({ available: false, message: "Ese alias ya está en uso. Elija otro." });
    const bad = await SELF.fetch(`${BASE}/alta/alias?alias=a`);
    expect(bad.status).toBe(400);
  });

  it("no mode, no day, hours backwards: each says what to fix", async () => {
    const d = await provenPhone("1155550303");
    const body = business({ alias: "sin-modos", closesAt: "10:00" });
    body.delete("modes");
    body.delete("days");
    const res = await post(d, body);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Elija al menos una forma de pedir: delivery o retiro en local.");
    expect(html).toContain("Elija al menos un día de atención.");
  });

  it("without a pin the typed address is found by the geocoder; an unknown one is refused", async () => {
    const d = await provenPhone("1155550304");
    const lost = await post(d, business({ alias: "perdido", lat: "", lng: "", street: "Calle que no existe", number: "99999", city: "Ninguna" }));
    expect(lost.status).toBe(400);
    expect(await lost.text()).toContain("No encontramos esa dirección. Revísela o marque el local en el mapa.");
  });

  it("without a proven phone the business form is never accepted", async () => {
    const res = await post(diner(), business({ alias: "sin-telefono" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/alta");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM companies WHERE alias = 'sin-telefono'").first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("two sign-ups racing for one alias: one business, the other told the alias is taken", async () => {
    const [a, b] = await Promise.all([provenPhone("1155550305"), provenPhone("1155550306")]);
    const answers = await Promise.all([post(a, business({ alias: "carrera" })), post(b, business({ alias: "carrera" }))]);
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM companies WHERE alias = 'carrera'").first<{ n: number }>()).toEqual({ n: 1 });
  });

  it("a fourth business from one phone within the hour is refused in Spanish; the form keeps its values", async () => {
    const d = await provenPhone("1155550307");
    for (const alias of ["limite-uno", "limite-dos", "limite-tres"]) {
      const ok = await post(d, business({ alias, businessName: `Negocio ${alias}` }));
      expect(ok.status, alias).toBe(302);
    }
    const fourth = await post(d, business({ alias: "limite-cuatro", businessName: "Cuarto Negocio" }));
    expect(fourth.status).toBe(429);
    const html = await fourth.text();
    expect(html).toContain("Ya dio de alta varios negocios en la última hora. Inténtelo más tarde.");
    expect(html).toContain('value="limite-cuatro"');
    expect(html).toContain('value="Cuarto Negocio"');
    expect(await env.DB.prepare("SELECT count(*) AS n FROM companies WHERE alias = 'limite-cuatro'").first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("sign-ups from one address are limited per hour (any phone): the eleventh answers 429 in Spanish", async () => {
    const d = await provenPhone("1155550308");
    const fromOneAddress = (alias: string) =>
      d.fetch("/alta?index", { method: "POST", body: business({ alias }), headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Test-Client": "alta-one-address" } });
    // Ten well-formed submits (each refused: the alias is taken, which costs the phone nothing) use the address's hour.
    for (let i = 0; i < 10; i++) expect((await fromOneAddress("sabores")).status).toBe(409);
    const eleventh = await fromOneAddress("desde-una-direccion");
    expect(eleventh.status).toBe(429);
    expect(await eleventh.text()).toContain("Demasiados intentos. Espere unos minutos y vuelva a intentarlo.");
    // Another address is not affected.
    const other = await d.fetch("/alta?index", { method: "POST", body: business({ alias: "desde-otra-direccion" }), headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Test-Client": "alta-other-address" } });
    expect(other.status).toBe(302);
  });
});
