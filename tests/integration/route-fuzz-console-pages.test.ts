// Every route of the shop's console and sign-up answers malformed requests with a
// Spanish 4xx, never a 5xx, signed in as the owner (who opens every section)
// (tests/integration/route-fuzz.ts: the groups, and why one file per group). Then the board's
// own query (a column's page, the refusal's notice) and the refusal's form on an order's page.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { fuzzRouteGroup } from "./route-fuzz";

fuzzRouteGroup("console-pages", { signIn: async () => (await consoleAs(SHOP.valeria)).cookie });

const BOARD = "/consola/pizzeria-palermo";
const BAD_PAGE = "La página del tablero no es válida. Vuelva al tablero.";

describe("the board's query and the refusal's form", () => {
  it("a column's page that is not a page number is a Spanish 400; a page past the end, or any notice, is the board", async () => {
    const valeria = await consoleAs(SHOP.valeria);
    for (const query of ["nuevos=abc", "nuevos=0", "nuevos=-1", "preparacion=1e400", "listos=2&listos=3", "camino=", "programados=99999", "finalizados=%00", "cancelados=1.5"]) {
      const res = await valeria.go(`${BOARD}?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.text(), query).toContain(BAD_PAGE);
    }
    for (const query of ["nuevos=9999&cancelados=9999", "rechazado=%00", "rechazado=" + "Z".repeat(300), "rechazar=1&otra=x"]) {
      expect((await valeria.go(`${BOARD}?${query}`)).status, query).toBe(200);
    }
  });

  it("the refusal's form with bad values: a Spanish 4xx, and the order is still new", async () => {
    const placed = await postOrder(palermoDelivery(), `fuzz-refusal-${Math.random()}`);
    expect(placed.status).toBe(200);
    const code = placed.body.data.code as string;
    const diego = await consoleAs(SHOP.diego);
    const bodies = [
      "intent=refuse",
      "intent=refuse&reason=Porque",
      `intent=refuse&reason=Otro&otherReason=${"x".repeat(2000)}`,
      "intent=refuse&reason=Sin%20stock&soldOut=-1",
      "intent=refuse&reason=Sin%20stock&soldOut=abc",
      "intent=refuse&reason=Sin%20stock&soldOut=99999999999",
      `intent=refuse&reason=Sin%20stock${"&soldOut=1".repeat(101)}`,
      "intent=refuse&reason=%ZZ",
    ];
    for (const body of bodies) {
      const res = await diego.fetch(`${BOARD}/pedido/${code}?rechazar`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      expect(await res.text(), body).toMatch(/Revise los datos del pedido e inténtelo de nuevo\.|Escriba el motivo del rechazo\./);
    }
    const still = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${code}`);
    expect(((await still.json()) as { cancelReason: string | null }).cancelReason).toBeNull();
  });
});
