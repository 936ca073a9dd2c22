// Every route of the owner's back office (/admin/{companyAlias}/…) answers malformed requests with a
// Spanish 4xx, never a 5xx, signed in as the owner (tests/integration/route-fuzz.ts: the groups, and
// why one file per group).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { consoleAs, SHOP } from "./console-helpers";
import { fuzzRouteGroup } from "./route-fuzz";

fuzzRouteGroup("back-office-pages", { signIn: async () => (await consoleAs(SHOP.valeria)).cookie });

// The locations pages' forms one by one, each intent with bad values: a Spanish 4xx, never a 5xx,
// and the location untouched.

describe("the locations pages' forms with bad values", () => {
  const PALERMO = "/admin/sabores/locales/111";
  const garbage = {
    visto: "x".repeat(20_000),
    name: "\u0000",
    street: "",
    number: "9".repeat(300),
    city: "<script>",
    whatsapp: "abc",
    callPhone: "1",
    lat: "NaN",
    lng: "1e999",
  };
  const cases: [string, Record<string, string>][] = [
    [PALERMO, { intent: "datos", ...garbage }],
    [PALERMO, { intent: "datos", visto: "[]", name: "Palermo", street: "Av. Santa Fe", number: "1", city: "CABA", whatsapp: "11 4000-0001" }],
    [PALERMO, { intent: "horarios", visto: "0|[]", siempre: "on", "h1-0-desde": "25:99", "h1-0-hasta": "x" }],
    [PALERMO, { intent: "dia-especial", visto: "old", fecha: "2026-02-30", cerrado: "on" }],
    [PALERMO, { intent: "quitar-dia-especial", visto: "old", dia: "999999999" }],
    [PALERMO, { intent: "modo", modo: "1111", visto: "{}", horario: "propio", "h1-0-desde": "10:00", "h1-0-hasta": "09:00", minDelay: "-1" }],
    [PALERMO, { intent: "modo", modo: "999999999", visto: "{}", horario: "siempre" }],
    [PALERMO, { intent: "modo", modo: "1111", visto: "{}", horario: "local", minDelay: "10", maxDelay: "20", nuevoPago: "<script>", nuevoPagoNombre: "x".repeat(500) }],
    [PALERMO, { intent: "reabrir" }],
    ["/admin/sabores/locales", { intent: "sucursal", ...garbage, alias: "../../etc" }],
    [
      "/admin/sabores/locales",
      { intent: "sucursal", name: "Sabores", alias: "sabores", street: "Av. Santa Fe", number: "3400", city: "CABA", whatsapp: "11 4000-0031" },
    ],
    // A pin off the map (or half a pin) is no pin: the unknown address is refused.
    [
      "/admin/sabores/locales",
      {
        intent: "sucursal",
        name: "Sabores Pin",
        alias: "sabores-pin",
        street: "Calle que no existe",
        number: "1",
        city: "Ninguna",
        whatsapp: "11 4000-0031",
        lat: "91",
        lng: "-58.4",
      },
    ],
    [
      "/admin/sabores/locales",
      {
        intent: "sucursal",
        name: "Sabores Pin",
        alias: "sabores-pin",
        street: "Calle que no existe",
        number: "1",
        city: "Ninguna",
        whatsapp: "11 4000-0031",
        lat: "-34.6",
      },
    ],
  ];
  it("each intent answers a Spanish 4xx; Palermo keeps its name", async () => {
    const cookie = (await consoleAs(SHOP.valeria)).cookie;
    for (const [path, fields] of cases) {
      const res = await SELF.fetch(`https://example.com${path}`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
      const text = await res.text();
      expect(res.status, `${fields.intent} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, fields.intent).toBeLessThan(500);
      expect(text, fields.intent).toContain('<html lang="es"');
    }
    expect((await env.DB.prepare("SELECT name FROM branch_contacts WHERE id = 111").first<{ name: string }>())!.name).toBe("Sabores Palermo");
  });
});
