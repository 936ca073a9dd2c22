// POST /api/menu/near (logistics.md §7, §3 "Nearby business", §2 "Nearby-business
// guide"; demo-tenant.md: search code SABORES, from Gurruchaga 1500 Sabores Palermo
// comes first). Radius 10 km, paging, Spanish 400s, the code lookup, the opt-in,
// and EXPLAIN QUERY PLAN showing the partial index prefilter.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/data/db.server";
import { branchContacts, branches, companies } from "~/data/schema.server";
import { branchContacts as demoContacts, branches as demoBranches } from "~/data/demo/demo-tenant";
import { nearbyStatement } from "~/data/guide/nearby.server";
import { BASE } from "./api-helpers";

const GURRUCHAGA = { lat: -34.5893, lng: -58.4262 };
const ROSARIO_OTRO_LOCAL = { lat: -32.953, lng: -60.656 };
// A third tenant made here, far from the demo (Córdoba): 12 listed locations due north
// of CORDOBA at 0,5 km, 1,5 km … 11,5 km, so the 10 km radius keeps the first ten.
const CORDOBA = { lat: -31.4201, lng: -64.1888 };
const RADIUS_COMPANY = 901;
const RADIUS_BRANCH = 9011;
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

async function near(body: unknown, method = "POST") {
  const res = await SELF.fetch(`${BASE}/api/menu/near`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return { status: res.status, body: (await res.json()) as any, res };
}

const names = (body: any) => body.commerces.map((c: any) => c.branchContact.name);

beforeAll(async () => {
  const d = db(env);
  await d.insert(companies).values({ id: RADIUS_COMPANY, alias: "guia-cordoba", name: "Guía Córdoba", country: "ar", guideSearchCode: "CORDOBA" }).onConflictDoNothing();
  const { id: _id, companyId: _c, alias: _a, ...branch } = demoBranches.find((b) => b.alias === "sabores-cafe")!;
  await d.insert(branches).values({ ...branch, id: RADIUS_BRANCH, companyId: RADIUS_COMPANY, alias: "guia-cordoba-branch" }).onConflictDoNothing();
  const { id: _bid, companyId: _bc, branchId: _bb, alias: _ba, ...contact } = demoContacts.find((c) => c.alias === "cafe-centro")!;
  for (let i = 0; i < 12; i++) {
    const km = i + 0.5;
    await d
      .insert(branchContacts)
      .values({
        ...contact,
        id: 90110 + i,
        companyId: RADIUS_COMPANY,
        branchId: RADIUS_BRANCH,
        alias: `guia-cordoba-${i}`,
        name: `Córdoba a ${km} km`,
        street: "Bv. San Juan",
        number: String(100 + i),
        city: "Córdoba",
        lat: CORDOBA.lat + (km * 1000) / METRES_PER_DEGREE,
        lng: CORDOBA.lng,
        guideListed: true,
        position: i,
      })
      .onConflictDoNothing();
  }
});

describe("POST /api/menu/near by location", () => {
  it("from Gurruchaga 1500: the four Sabores locations, Sabores Palermo first, nearest first with §3's fields", async () => {
    const r = await near({ lat: GURRUCHAGA.lat, lng: GURRUCHAGA.lng, filters: { country: "ar", branch_contact: true }, pagingOption: { pageSize: 10, offset: 0 } });
    expect(r.status).toBe(200);
    expect(r.res.headers.get("Cache-Control")).toBe("no-store");
    expect(r.res.headers.get("Set-Cookie"), "§6 the guide visitor is anonymous: no session").toBeNull();
    expect(names(r.body)).toEqual(["Sabores Palermo", "Sabores Caballito", "Sabores Belgrano", "Sabores Café Centro"]);
    expect(r.body.commerces[0]).toEqual({
      branchContact: {
        id: 111,
        alias: "pizzeria-palermo",
        name: "Sabores Palermo",
        address: { street: "Av. Santa Fe", number: "3253", city: "CABA" },
        company: { alias: "sabores", name: "Sabores del Sur" },
      },
      distanceInMeters: 1399,
    });
    expect(r.body.commerces.map((c: any) => c.distanceInMeters)).toEqual([1399, 3394, 4106, 4911]);
    expect(r.body.pagingOption).toEqual({ pageSize: 10, offset: 0, hasMore: false });
    expect(r.body.radiusInMeters).toBe(10000);
  });

  it("only within 10 km: from Córdoba 10 of the 12 locations (0,5 … 9,5 km), none of Buenos Aires", async () => {
    const r = await near({ lat: CORDOBA.lat, lng: CORDOBA.lng, pagingOption: { pageSize: 50 } });
    expect(r.status).toBe(200);
    expect(names(r.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Córdoba a ${i + 0.5} km`));
    expect(r.body.commerces.map((c: any) => c.distanceInMeters)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 0.5) * 1000));
    expect(r.body.pagingOption.hasMore).toBe(false);
  });

  it("pages: pageSize 4 from offset 0, 4, 8; defaults 20 and 0", async () => {
    const page = async (offset: number) => near({ lat: CORDOBA.lat, lng: CORDOBA.lng, pagingOption: { pageSize: 4, offset } });
    const [a, b, c] = [await page(0), await page(4), await page(8)];
    expect(names(a.body)).toEqual(["Córdoba a 0.5 km", "Córdoba a 1.5 km", "Córdoba a 2.5 km", "Córdoba a 3.5 km"]);
    expect(a.body.pagingOption).toEqual({ pageSize: 4, offset: 0, hasMore: true });
    expect(names(b.body)).toEqual(["Córdoba a 4.5 km", "Córdoba a 5.5 km", "Córdoba a 6.5 km", "Córdoba a 7.5 km"]);
    expect(b.body.pagingOption.hasMore).toBe(true);
    expect(names(c.body)).toEqual(["Córdoba a 8.5 km", "Córdoba a 9.5 km"]);
    expect(c.body.pagingOption.hasMore).toBe(false);
    const d = await near({ lat: CORDOBA.lat, lng: CORDOBA.lng });
    expect(d.body.pagingOption).toEqual({ pageSize: 20, offset: 0, hasMore: false });
  });

  it("branch_contact false: one entry per business, its nearest location", async () => {
    const r = await near({ lat: CORDOBA.lat, lng: CORDOBA.lng, filters: { branch_contact: false } });
    expect(names(r.body)).toEqual(["Córdoba a 0.5 km"]);
    const ba = await near({ lat: GURRUCHAGA.lat, lng: GURRUCHAGA.lng, filters: { branch_contact: false } });
    expect(names(ba.body)).toEqual(["Sabores Palermo"]);
  });

  it("the country filter: 'AR' keeps them, 'uy' none", async () => {
    const ar = await near({ lat: GURRUCHAGA.lat, lng: GURRUCHAGA.lng, filters: { country: "AR" } });
    expect(ar.body.commerces).toHaveLength(4);
    const uy = await near({ lat: GURRUCHAGA.lat, lng: GURRUCHAGA.lng, filters: { country: "uy" } });
    expect(uy.status).toBe(200);
    expect(uy.body.commerces).toEqual([]);
  });

  it("a tenant that does not list itself is left out (Otro Sabor, Rosario) until it opts in; a blocked location too", async () => {
    const before = await near(ROSARIO_OTRO_LOCAL);
    expect(before.status).toBe(200);
    expect(before.body.commerces).toEqual([]);
    await env.DB.prepare("UPDATE branch_contacts SET guide_listed = 1 WHERE id = 211").run();
    try {
      const listed = await near(ROSARIO_OTRO_LOCAL);
      expect(names(listed.body)).toEqual(["Otro Sabor Centro"]);
      expect(listed.body.commerces[0].distanceInMeters).toBe(0);
      await env.DB.prepare("UPDATE branch_contacts SET blocked = 1 WHERE id = 211").run();
      expect((await near(ROSARIO_OTRO_LOCAL)).body.commerces).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE branch_contacts SET guide_listed = 0, blocked = 0 WHERE id = 211").run();
    }
  });
});

describe("POST /api/menu/near by search code", () => {
  it("'sabores' (any case) lists the four locations in the branches' order; with a location, nearest first at any distance", async () => {
    const r = await near({ filters: { searchCode: "sabores" } });
    expect(r.status).toBe(200);
    expect(names(r.body)).toEqual(["Sabores Palermo", "Sabores Belgrano", "Sabores Caballito", "Sabores Café Centro"]);
    expect(r.body.commerces.every((c: any) => c.distanceInMeters === null)).toBe(true);
    expect(r.body.radiusInMeters).toBeNull();
    const fromCordoba = await near({ lat: CORDOBA.lat, lng: CORDOBA.lng, filters: { searchCode: " SaBoReS " } });
    expect(fromCordoba.body.commerces).toHaveLength(4);
    const metres = fromCordoba.body.commerces.map((c: any) => c.distanceInMeters);
    expect(metres).toEqual([...metres].sort((a: number, b: number) => a - b));
    expect(metres[0]).toBeGreaterThan(600_000);
  });

  it("an unknown code: 404 'No encontramos negocios con el código NOEXISTE.'; a malformed one: 400", async () => {
    const unknown = await near({ filters: { searchCode: "noexiste" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ status: 404, message: "No encontramos negocios con el código NOEXISTE." });
    const bad = await near({ filters: { searchCode: "SAB ORES!" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("El código de búsqueda solo puede tener letras, números y guiones (hasta 30).");
  });

  it("the code pages too", async () => {
    const a = await near({ filters: { searchCode: "CORDOBA" }, pagingOption: { pageSize: 5, offset: 10 } });
    expect(names(a.body)).toEqual(["Córdoba a 10.5 km", "Córdoba a 11.5 km"]);
    expect(a.body.pagingOption).toEqual({ pageSize: 5, offset: 10, hasMore: false });
  });
});

describe("POST /api/menu/near refuses bad input in Spanish", () => {
  const ENGLISH = /Required|Expected|received|Invalid|must be/;
  const cases: [string, unknown, string][] = [
    ["no location nor code", {}, "Indicá una ubicación (lat y lng) o un código de búsqueda."],
    ["lat only", { lat: -34.5 }, "La ubicación necesita latitud (lat) y longitud (lng)."],
    ["lat as text", { lat: "-34.5", lng: -58.4 }, "La latitud (lat) debe ser un número entre -90 y 90."],
    ["lat out of range", { lat: 91, lng: -58.4 }, "La latitud (lat) debe ser un número entre -90 y 90."],
    ["lng out of range", { lat: -34.5, lng: -181 }, "La longitud (lng) debe ser un número entre -180 y 180."],
    ["pageSize 0", { ...GURRUCHAGA, pagingOption: { pageSize: 0 } }, "El tamaño de página (pageSize) debe ser un número entero entre 1 y 50."],
    ["pageSize 51", { ...GURRUCHAGA, pagingOption: { pageSize: 51 } }, "El tamaño de página (pageSize) debe ser un número entero entre 1 y 50."],
    ["pageSize 2.5", { ...GURRUCHAGA, pagingOption: { pageSize: 2.5 } }, "El tamaño de página (pageSize) debe ser un número entero entre 1 y 50."],
    ["offset -1", { ...GURRUCHAGA, pagingOption: { offset: -1 } }, "El desplazamiento (offset) debe ser un número entero entre 0 y 1000."],
    ["offset 1001", { ...GURRUCHAGA, pagingOption: { offset: 1001 } }, "El desplazamiento (offset) debe ser un número entero entre 0 y 1000."],
    ["country 'arg'", { ...GURRUCHAGA, filters: { country: "arg" } }, "El país (country) debe ser un código de dos letras, por ejemplo ar."],
    ["branch_contact 'si'", { ...GURRUCHAGA, filters: { branch_contact: "si" } }, "El dato 'branch_contact' debe ser verdadero o falso."],
    ["a list", [], "El dato debe ser un objeto."],
  ];
  for (const [what, body, message] of cases) {
    it(`${what} → 400 '${message}'`, async () => {
      const r = await near(body);
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({ status: 400, message });
      expect(r.body.error.message).not.toMatch(ENGLISH);
    });
  }

  it("not JSON → 400; GET → 405", async () => {
    const r = await near("{lat:");
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("El cuerpo de la solicitud no es un JSON válido.");
    const get = await near(null, "GET");
    expect(get.status).toBe(405);
    expect(get.body.error.message).toBe("Método no permitido.");
  });
});

describe("the location search uses the partial index (EXPLAIN QUERY PLAN)", () => {
  const plan = async (perBranchContact: boolean, country: string | null) => {
    const st = nearbyStatement({ origin: GURRUCHAGA, radiusM: 10_000, country, perBranchContact, limit: 21, offset: 0 });
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${st.sql}`).bind(...st.params).all<{ detail: string }>();
    return results.map((r) => r.detail);
  };
  for (const [perBranchContact, country] of [[true, null], [true, "ar"], [false, null]] as const) {
    it(`per location ${perBranchContact}, country ${country}: a range search on branch_contacts_guide_idx, never a scan of branch_contacts`, async () => {
      const details = await plan(perBranchContact, country);
      expect(details.some((d) => /SEARCH g USING COVERING INDEX branch_contacts_guide_idx \(lat>\? AND lat<\?\)/.test(d)), details.join("\n")).toBe(true);
      expect(details.some((d) => /SCAN (g|bc)\b/.test(d)), details.join("\n")).toBe(false);
    });
  }
});
