// The guide page /guia through the real Worker (logistics.md §2 "Nearby-business guide",
// §8 "Guide: the server message is shown as an error toast"): statuses and what the
// server renders for each GET query (the no-JavaScript path).
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/data/db.server";
import { branchContacts, branches, companies } from "~/data/schema.server";
import { branchContacts as demoContacts, branches as demoBranches } from "~/data/demo/demo-tenant";
import { BASE } from "./api-helpers";

// A third tenant made here (Mendoza, far from the demo): 25 listed locations 100 m apart going
// north of MENDOZA, so a search there has a second page (20 + 5).
const MENDOZA = { lat: -32.8895, lng: -68.8458 };
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

beforeAll(async () => {
  const d = db(env);
  await d.insert(companies).values({ id: 902, alias: "guia-mendoza", name: "Guía Mendoza", country: "ar", guideSearchCode: "MENDOZA" }).onConflictDoNothing();
  const { id: _id, companyId: _c, alias: _a, ...branch } = demoBranches.find((b) => b.alias === "sabores-cafe")!;
  await d.insert(branches).values({ ...branch, id: 9021, companyId: 902, alias: "guia-mendoza-branch" }).onConflictDoNothing();
  const { id: _bid, companyId: _bc, branchId: _bb, alias: _ba, ...contact } = demoContacts.find((c) => c.alias === "cafe-centro")!;
  for (let i = 0; i < 25; i++) {
    await d
      .insert(branchContacts)
      .values({ ...contact, id: 90210 + i, companyId: 902, branchId: 9021, alias: `guia-mendoza-${i}`, name: `Mendoza ${i + 1}`, street: "San Martín", number: String(1000 + i), city: "Mendoza", lat: MENDOZA.lat + ((i + 1) * 100) / METRES_PER_DEGREE, lng: MENDOZA.lng, guideListed: true, position: i })
      .onConflictDoNothing();
  }
});

async function page(query: string) {
  const res = await SELF.fetch(`${BASE}/guia${query}`);
  expect(res.headers.get("Content-Type")).toContain("text/html");
  return { status: res.status, html: await res.text(), setCookie: res.headers.get("Set-Cookie") };
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
    expect(r.setCookie, "§6 the guide visitor is anonymous: no session").toBeNull();
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

  it("'Ver más' is a plain link to the next page (desde=20) that lists the rest", async () => {
    const first = await page(`?lat=${MENDOZA.lat}&lng=${MENDOZA.lng}`);
    expect(first.status).toBe(200);
    expect(first.html.match(/class="guide-entry card"/g)).toHaveLength(20);
    expect(first.html).toContain("Mendoza 20<");
    expect(first.html).not.toContain("Mendoza 21<");
    const more = first.html.match(/href="([^"]*desde=20[^"]*)"[^>]*>Ver más</);
    expect(more).not.toBeNull();
    const second = await page(more![1].replace(/&amp;/g, "&").replace(/^\/guia/, ""));
    expect(second.html.match(/class="guide-entry card"/g)).toHaveLength(5);
    expect(second.html).toContain("Mendoza 25<");
    expect(second.html).toContain("2,5 km");
    expect(second.html).not.toContain(">Ver más<");
  });
});
