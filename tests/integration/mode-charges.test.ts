// GET /api/ordermodes/{id}/generaldiscounts | generalsurcharges | fees and
// POST /api/external-benefits/{partner} (storefront.md §7, §3 Discount line /
// Surcharge line, §4 priority order, §6 bearer token).
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { getJson } from "./api-helpers";
import { expectJsonError, json } from "./session-helpers";

const O = DEMO_IDS.orderModes;
const B = DEMO_IDS.branches;
const BC = DEMO_IDS.branchContacts;
const TOKEN = "demo-partner-token"; // wrangler.toml dev value for partner 'club-demo'

// The demo has no general discounts: three at Palermo delivery (one without
// priority, one inactive) and one of the other tenant, removed afterwards.
const IDS = [990001, 990002, 990003, 990004];
beforeAll(async () => {
  const ins = (id: number, company: number, mode: number, name: string, type: string, value: number, priority: number | null, active = 1) =>
    env.DB.prepare(
      "INSERT INTO general_discounts (id, company_id, order_mode_id, name, type, value, priority, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ).bind(id, company, mode, name, type, value, priority, active);
  await env.DB.batch([
    ins(IDS[0], 1, O.palermoDelivery, "Sin prioridad", "FIXED", 100, null),
    ins(IDS[1], 1, O.palermoDelivery, "Club 10%", "PERCENT", 10, 1),
    ins(IDS[2], 1, O.palermoDelivery, "Inactivo", "PERCENT", 50, 0, 0),
    ins(IDS[3], 2, O.otroTakeAway, "Descuento Otro Sabor", "PERCENT", 5, 1),
  ]);
});
afterAll(async () => {
  await env.DB.prepare(`DELETE FROM general_discounts WHERE id IN (${IDS.join(",")})`).run();
});

describe("GET /api/ordermodes/{id}/…", () => {
  it("general discounts: active ones, by priority, missing priority last", async () => {
    const { status, body, res } = await getJson(`/api/ordermodes/${O.palermoDelivery}/generaldiscounts`);
    expect(status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("max-age");
    expect(body.map((d: any) => [d.name, d.type, d.value, d.priority])).toEqual([
      ["Club 10%", "PERCENT", 10, 1],
      ["Sin prioridad", "FIXED", 100, null],
    ]);
    expect(body[0]).toMatchObject({ discountReferenceId: IDS[1], externalBenefitType: null });
  });

  it("surcharges: 'Recargo por embalaje' $ 250 on Palermo delivery, none on take-away", async () => {
    const { body } = await getJson(`/api/ordermodes/${O.palermoDelivery}/generalsurcharges`);
    expect(body).toEqual([{ id: expect.any(Number), surchargeReferenceId: expect.any(Number), name: "Recargo por embalaje", type: "FIXED", value: 250 }]);
    expect((await getJson(`/api/ordermodes/${O.palermoTakeAway}/generalsurcharges`)).body).toEqual([]);
  });

  it("fees: $ 300 + 0% on delivery; 0 and 0 on take-away ('(Bonificada)')", async () => {
    expect((await getJson(`/api/ordermodes/${O.palermoDelivery}/fees`)).body).toEqual({ userFee: 300, percentageUserFee: 0 });
    expect((await getJson(`/api/ordermodes/${O.palermoTakeAway}/fees`)).body).toEqual({ userFee: 0, percentageUserFee: 0 });
  });

  it("each tenant reads only its own rows", async () => {
    const { body } = await getJson(`/api/ordermodes/${O.otroTakeAway}/generaldiscounts`);
    expect(body.map((d: any) => d.name)).toEqual(["Descuento Otro Sabor"]);
    expect(JSON.stringify(body)).not.toContain("Club");
  });

  it.each(["generaldiscounts", "generalsurcharges", "fees"])("%s: 400 for a bad id, 404 for an unknown one (JSON)", async (what) => {
    for (const [id, status] of [["abc", 400], ["1e3", 400], ["999999", 404]] as const) {
      const { status: got, body, res } = await getJson(`/api/ordermodes/${id}/${what}`);
      expect(got).toBe(status);
      expect(body.error.status).toBe(status);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("POST /api/external-benefits/{partner}", () => {
  const path = "/api/external-benefits/club-demo";
  const palermo = { branchId: B.pizzeria, branchContactId: BC.palermo, orderModeId: O.palermoDelivery, externalUserId: "socio-42" };
  const auth = { Authorization: `Bearer ${TOKEN}` };

  it("401 JSON without a token, with a wrong one, or for an unknown partner", async () => {
    for (const [p, headers] of [
      [path, {}],
      [path, { Authorization: "Bearer nope" }],
      [path, { Authorization: TOKEN }],
      ["/api/external-benefits/otro-club", auth],
    ] as const) {
      const r = await json(p, "POST", palermo, { headers });
      expectJsonError(r, 401);
      expect(r.res.headers.get("WWW-Authenticate")).toContain("Bearer");
      expect(JSON.stringify(r.body)).not.toContain("Club 10%");
    }
  });

  it("with the partner's secret: the partner's own discounts of the mode by priority, not the regular ones", async () => {
    const r = await json(path, "POST", palermo, { headers: auth });
    expect(r.status).toBe(200);
    expect(r.res.headers.get("Cache-Control")).toBe("no-store");
    expect(r.body.partner).toBe("club-demo");
    expect(r.body.externalUserId).toBe("socio-42");
    expect(r.body.generalDiscounts.map((d: any) => [d.name, d.externalBenefitType])).toEqual([
      ["Beneficio Club Demo 15%", "club-demo"],
      ["Club Demo: $ 1.000 de regalo", "club-demo"],
    ]);
  });

  it("400 for bad bodies, 404 when the ids do not belong together (no cross-tenant read)", async () => {
    expectJsonError(await json(path, "POST", "{no json", { headers: auth }), 400);
    expectJsonError(await json(path, "POST", { ...palermo, orderModeId: "x" }, { headers: auth }), 400);
    expectJsonError(await json(path, "POST", { ...palermo, orderModeId: O.otroTakeAway }, { headers: auth }), 404);
    expectJsonError(await json(path, "POST", { ...palermo, branchContactId: BC.belgrano }, { headers: auth }), 404);
    expectJsonError(await json(path, "POST", { ...palermo, branchId: B.otro }, { headers: auth }), 404);
  });

  it("GET is 405", async () => {
    expectJsonError(await json(path, "GET", undefined, { headers: auth }), 405);
  });
});
