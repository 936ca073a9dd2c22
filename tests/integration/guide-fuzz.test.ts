// The guide's routes answer bad input with a Spanish 4xx, never a 5xx (GUIDE "A fuzz of
// every route"): POST /api/menu/near with odd bodies and methods, /guia with odd queries.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";

const ENGLISH = /Required|Expected|received|String must|Number must|Invalid|undefined|NaN/;

const BODIES = [
  "", "{", "[]", "null", "42", '"texto"', "{}",
  '{"lat":null,"lng":null}', '{"lat":"NaN","lng":"1"}', '{"lat":1e309,"lng":0}', '{"lat":-34.5,"lng":-58.4,"filters":[]}',
  '{"lat":-34.5,"lng":-58.4,"filters":{"country":7}}', '{"lat":-34.5,"lng":-58.4,"filters":{"searchCode":{"a":1}}}',
  '{"lat":-34.5,"lng":-58.4,"filters":{"searchCode":""}}', '{"lat":-34.5,"lng":-58.4,"pagingOption":"todo"}',
  '{"lat":-34.5,"lng":-58.4,"pagingOption":{"pageSize":"20","offset":null}}', '{"lat":90,"lng":180,"pagingOption":{"pageSize":50,"offset":1000}}',
  '{"lat":-90,"lng":-180}', '{"lat":0,"lng":0,"filters":{"branch_contact":null,"country":null,"searchCode":null}}',
  `{"lat":-34.5,"lng":-58.4,"filters":{"searchCode":"${"Ñ".repeat(40)}"}}`, `{"x":"${"a".repeat(5000)}"}`,
];
const QUERIES = [
  "?lat=&lng=", "?lat=-34.5&lng=abc", "?lat=1e3&lng=1", "?lat=-34.5&lng=-58.4&desde=-1", "?lat=-34.5&lng=-58.4&desde=abc",
  "?lat=-34.5&lng=-58.4&desde=99999999999999999999", "?codigo=%00", "?codigo=" + "A".repeat(500), "?direccion=%25%5F%5C",
  "?direccion=" + "calle ".repeat(100), "?direccion=a&codigo=&lat=", "?ubicacion=0", "?codigo=sabores&lat=91&lng=0", "?lat=-34.5&lat=-30&lng=-58",
];

describe("the guide never answers 5xx", () => {
  it("POST /api/menu/near with odd bodies; other methods", async () => {
    for (const body of BODIES) {
      const res = await SELF.fetch(`${BASE}/api/menu/near`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      const label = `POST ${body.slice(0, 60)}`;
      expect(res.status, label).toBeLessThan(500);
      const json = (await res.json()) as any;
      if (res.status >= 400) {
        expect(typeof json.error?.message, label).toBe("string");
        expect(json.error.message, label).not.toMatch(ENGLISH);
      } else {
        expect(Array.isArray(json.commerces), label).toBe(true);
      }
    }
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const res = await SELF.fetch(`${BASE}/api/menu/near`, { method, headers: { "Content-Type": "application/json" }, body: method === "GET" ? undefined : "{}" });
      expect(res.status, method).toBe(405);
      expect(((await res.json()) as any).error.message).toBe("Método no permitido.");
    }
  });

  it("GET /guia with odd queries: a page, 2xx or a Spanish 4xx in an error toast", async () => {
    for (const query of QUERIES) {
      const res = await SELF.fetch(`${BASE}/guia${query}`);
      const html = await res.text();
      expect(res.status, query).toBeLessThan(500);
      expect(html, query).toContain("La carta está en Tucán");
      if (res.status >= 400) {
        const toast = html.match(/class="toast toast--error">([^<]+)</)?.[1];
        expect(toast, query).toBeTruthy();
        expect(toast, query).not.toMatch(ENGLISH);
      }
    }
  });
});
