// The guide page /guia through the real Worker (logistics.md §2 "Nearby-business guide",
// §8 "Guide: the server message is shown as an error toast"): statuses and what the
// server renders for each GET query (the no-JavaScript path).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";

async function page(query: string) {
  const res = await SELF.fetch(`${BASE}/guia${query}`);
  expect(res.headers.get("Content-Type")).toContain("text/html");
  return { status: res.status, html: await res.text() };
}

describe("GET /guia", () => {
  it("without a search: the heading and the three ways to search", async () => {
    const r = await page("");
    expect(r.status).toBe(200);
    expect(r.html).toContain("La carta está en Tucán</h1>");
    expect(r.html).toContain("Usar mi ubicación");
    expect(r.html).toContain('name="direccion"');
    expect(r.html).toContain('name="codigo"');
  });

  it("?direccion=Gurruchaga 1500 (offline gazetteer): Sabores Palermo first at 1,4 km, linking to /menu/pizzeria-palermo", async () => {
    const r = await page("?direccion=Gurruchaga%201500");
    expect(r.status).toBe(200);
    expect(r.html).toContain("Cerca de Gurruchaga 1500, Palermo, CABA");
    const first = r.html.indexOf('href="/menu/pizzeria-palermo"');
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(r.html.indexOf('href="/menu/pizzeria-caballito"'));
    expect(r.html.slice(first, first + 400)).toContain("1,4 km");
  });

  it("?lat=&lng= from the device: the same list", async () => {
    const r = await page("?lat=-34.5893&lng=-58.4262");
    expect(r.status).toBe(200);
    expect(r.html).toContain("Cerca de tu ubicación");
    expect(r.html).toContain("4,9 km");
  });

  it("server messages come back as an error toast with a 4xx", async () => {
    const cases: [string, number, string][] = [
      ["?codigo=NOEXISTE", 404, "No encontramos negocios con el código NOEXISTE."],
      ["?codigo=%3Cb%3E", 400, "El código de búsqueda solo puede tener letras, números y guiones (hasta 30)."],
      ["?direccion=Calle%20Inventada%20123", 400, "No encontramos esa dirección. Probá con calle, número y barrio."],
      ["?direccion=ab", 400, "Escribí al menos 3 letras de la dirección."],
      ["?lat=abc&lng=-58.4", 400, "La latitud (lat) debe ser un número entre -90 y 90."],
      ["?lat=-34.5", 400, "La ubicación necesita latitud (lat) y longitud (lng)."],
      ["?lat=-34.5&lng=-58.4&desde=5000", 400, "El desplazamiento (offset) debe ser un número entero entre 0 y 1000."],
      ["?ubicacion=1", 400, "Para usar la ubicación de tu dispositivo activá JavaScript, o buscá por dirección o código."],
    ];
    for (const [query, status, message] of cases) {
      const r = await page(query);
      expect(r.status, query).toBe(status);
      expect(r.html, query).toMatch(new RegExp(`class="toast toast--error">${message.replace(/[.()]/g, "\\$&")}<`));
    }
  });

  it("far from every listed location: 'No hay locales a menos de 10,0 km de ese lugar.'", async () => {
    const r = await page("?lat=-24.7859&lng=-65.4117");
    expect(r.status).toBe(200);
    expect(r.html).toContain("No hay locales a menos de 10,0 km de ese lugar.");
  });
});
