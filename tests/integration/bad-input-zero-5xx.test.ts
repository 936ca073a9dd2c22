// Zero 5xx: each of these answered 500 before; now a Spanish 4xx.
// The Worker entry screens form posts (app/http/request-guard.server.ts) so every page is covered.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { phoneBearerToken } from "~/http/verified-phone.server";
import { send } from "./session-helpers";

const PAGE_FORM = "/menu/pizzeria-palermo/checkout";
const PLATE_FORM = "/menu/pizzeria-palermo/delivery/pizzas/napolitana";

async function page(res: Response) {
  expect(res.headers.get("Content-Type")).toContain("text/html");
  return res.text();
}

describe("form actions refuse bodies that are not forms, with the Spanish page", () => {
  for (const [label, type, body] of [
    ["JSON", "application/json", JSON.stringify({ intent: "submit" })],
    ["text", "text/plain", "intent=submit"],
    ["XML", "application/xml", "<intent>submit</intent>"],
  ] as const) {
    it(`${label} → 415`, async () => {
      for (const path of [PAGE_FORM, PLATE_FORM, "/menu/pizzeria-palermo/delivery"]) {
        const res = await send(path, { method: "POST", headers: { "Content-Type": type }, body });
        expect(res.status, path).toBe(415);
        const html = await page(res);
        expect(html).toContain("No pudimos procesar el formulario");
        expect(html).toContain("No pudimos leer el formulario: el tipo de contenido no es el de un formulario.");
      }
    });
  }

  it("a multipart body that does not parse → 400", async () => {
    for (const body of ["garbage", "--zzz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx", ""]) {
      const res = await send(PAGE_FORM, { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=zzz" }, body });
      expect(res.status).toBe(400);
      expect(await page(res)).toContain("No pudimos leer el formulario: llegó incompleto o dañado. Vuelva a la página e inténtelo de nuevo.");
    }
    const noBoundary = await send(PAGE_FORM, { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "x" });
    expect(noBoundary.status).toBe(400);
  });

  it("a valid multipart form still reaches the action", async () => {
    const form = new FormData();
    form.set("quantity", "1");
    form.set("volver", "categoria");
    const res = await send(PLATE_FORM, { method: "POST", body: form });
    expect(res.status).toBe(302);
  });

  it("a form posted from another site (foreign Origin) → 403 with a Spanish message; the own origin passes", async () => {
    const form = new URLSearchParams({ quantity: "1", volver: "categoria" });
    for (const origin of ["https://evil.example", "null", "http://example.com"]) {
      const res = await send(PLATE_FORM, { method: "POST", headers: { Origin: origin }, body: form });
      expect(res.status, origin).toBe(403);
      expect(await page(res)).toContain("El formulario se envió desde otro sitio y no fue aceptado. Vuelva a la página e inténtelo de nuevo.");
    }
    const own = await send(PLATE_FORM, { method: "POST", headers: { Origin: "https://example.com" }, body: form });
    expect(own.status).toBe(302);
  });

  it("the refusal page is not reachable by itself", async () => {
    expect((await send("/solicitud-rechazada")).status).toBe(404);
  });

  it("a form over 64 KB → 413 before it is read", async () => {
    const res = await send(PAGE_FORM, { method: "POST", body: new URLSearchParams({ notes: "x".repeat(70 * 1024) }) });
    expect(res.status).toBe(413);
    expect(await page(res)).toContain("El formulario es demasiado grande. Revise los datos e inténtelo de nuevo.");
  });
});

describe("queries D1 cannot run become answers", () => {
  it("the address search with one word of 49+ characters answers no places (D1's LIKE pattern limit)", async () => {
    for (const n of [49, 60, 300]) {
      const word = "a".repeat(n);
      const api = await send(`/menu/pizzeria-palermo/direccion/buscar?q=${word}`);
      expect(api.status, String(n)).toBe(200);
      expect(await api.json()).toMatchObject({ places: [] });
      const pageRes = await send(`/menu/pizzeria-palermo/direccion?q=${word}`);
      expect(pageRes.status).toBe(200);
    }
    // A real address is still found (instr instead of LIKE).
    const found = await send(`/menu/pizzeria-palermo/direccion/buscar?q=${encodeURIComponent("Gurruchaga 1500")}`);
    expect(((await found.json()) as any).places[0].fullAddress).toBe("Gurruchaga 1500, Palermo, CABA");
  });

  it("paging offsets beyond any row (2^63) → 400 with a Spanish message", async () => {
    for (const offset of ["9223372036854775808", "1e30", "-1", "99999999999"]) {
      const res = await send(`/api/diner/companies/1/branches?offset=${offset}`);
      expect(res.status, offset).toBe(400);
      expect(await res.json()).toEqual({ error: { status: 400, message: "El parámetro offset no es válido." } });
    }
    expect((await send("/api/diner/companies/1/branches?offset=999999999")).status).toBe(200);
  });

  it("the other paging calls too: 'Mis pedidos' (/api/orders) and the points history, even for the phone's owner", async () => {
    // Lucía's own bearer: the 400 is the offset's, not a missing sign-in.
    const owner = { headers: { Authorization: `Bearer ${await phoneBearerToken(env, "+5491155550001")}` } };
    const calls = [
      (offset: string) => `/api/orders?phone=%2B5491155550001&branchContactId=111&offset=${offset}`,
      (offset: string) => `/api/branch/11/loyalty-points/history/%2B5491155550001?offset=${offset}&limit=20`,
    ];
    for (const path of calls) {
      for (const offset of ["9223372036854775808", "1e30", "-1", "99999999999"]) {
        const res = await send(path(offset), owner);
        expect(res.status, path(offset)).toBe(400);
        expect(await res.json()).toEqual({ error: { status: 400, message: "El parámetro offset no es válido." } });
      }
      expect((await send(path("999999999"), owner)).status, path("999999999")).toBe(200);
    }
  });
});

describe("the API", () => {
  it("the reward claim call refuses other content types with 415", async () => {
    const path = "/api/diner/customer/%2B5491155550001/loyalty-reward/1";
    for (const type of ["text/xml", "text/plain", "application/octet-stream"]) {
      const res = await send(path, { method: "POST", headers: { "Content-Type": type }, body: "<a/>" });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({
        error: { status: 415, message: "Tipo de contenido no admitido: envíe los datos como JSON o como formulario." },
      });
    }
    const broken = await send(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
  });

  it("wrong methods answer 405 with Allow and a Spanish message", async () => {
    const cases: [string, string, string][] = [
      ["/api/indicators", "POST", "GET, HEAD"],
      ["/api/indicators", "PUT", "GET, HEAD"],
      ["/api/indicators", "DELETE", "GET, HEAD"],
      ["/api/order", "GET", "POST"],
      ["/api/order", "DELETE", "POST"],
      ["/api/codediscounts/validate", "GET", "POST"],
      ["/api/abandoned/cart/cancel", "POST", "PUT"],
      ["/api/diner/customer/%2B5491155550001/loyalty-reward/1", "GET", "POST"],
    ];
    for (const [path, method, allow] of cases) {
      const res = await send(path, { method, headers: { "Content-Type": "application/json" }, body: method === "GET" ? undefined : "{}" });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("Allow"), `${method} ${path}`).toBe(allow);
      expect(await res.json()).toEqual({ error: { status: 405, message: "Método no permitido." } });
    }
  });
});
