// Bad input gets a clear Spanish error (never zod's English defaults such as
// 'Required' or 'Expected number, received string'), through the real Worker.
import { describe, expect, it } from "vitest";
import { postOrder, palermoDelivery } from "./orders-helpers";
import { json } from "./session-helpers";

const ENGLISH = /Required|Expected|received|String must|Number must|Invalid/;

describe("Spanish 400s for checks without their own message", () => {
  it("POST /api/order without orderModeId, with a text id, with an empty item list", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ orderModeId: undefined }, "El dato 'orderModeId' es obligatorio."],
      [{ orderModeId: "x" }, "Los identificadores deben ser números. (orderModeId)"],
      [{ scheduled: "sí" }, "El dato 'scheduled' debe ser verdadero o falso."],
      [{ source: "WEB" }, "El dato 'source' debe ser uno de: DIRECT, API, CAMPAIGN, ABANDONED."],
    ];
    for (const [over, message] of cases) {
      const r = await postOrder(palermoDelivery(over), `es-${Object.keys(over)[0]}`);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(message);
      expect(r.body.error.message).not.toMatch(ENGLISH);
    }
  });

  it("a JSON-body call: abandoned cart with a text branch id", async () => {
    const r = await json("/api/abandoned/cart/", "POST", { branchContactId: "x", branchId: 11, orderModeId: 1111, phone: "11 5555-0101" });
    expect(r.status).toBe(400);
    expect(r.body.error.message).not.toMatch(ENGLISH);
  });
});
