// Tenant isolation (preamble non-negotiable 3): the second tenant "Otro Sabor"
// (company `otro-sabor`, branch `otro-branch`, contact `otro-local`) is never
// reachable through Sabores del Sur's paths, and a numeric id only ever reads
// its own company's rows.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE, getJson } from "./api-helpers";

const O = DEMO_IDS.orderModes;
// ("Agua mineral" is left out: Sabores' own water is described as "Agua mineral natural".)
const OTRO_WORDS = ["Otro Sabor", "Muzzarella de la casa", "Mitad de precio", "Especialidad de la casa", "otro-", "21001", "21002"];
const SABORES_WORDS = ["Sabores", "Napolitana", "Empanada", "Flan", "pizzeria-"];

async function text(path: string) {
  const res = await SELF.fetch(`${BASE}${path}`);
  return { status: res.status, body: await res.text() };
}
function expectNone(body: string, words: string[]) {
  for (const w of words) expect(body, `leaked "${w}"`).not.toContain(w);
}

describe("another tenant's ids through Sabores' aliases → 404, never data", () => {
  it.each([
    `/api/diner/pizzeria-palermo/menu/${O.otroTakeAway}`,
    `/api/diner/cafe-centro/menu/${O.otroTakeAway}`,
    `/api/diner/menu/pizzeria-palermo/hash?orderModeId=${O.otroTakeAway}`,
    `/api/diner/menu/pizzeria-palermo/hash?orderModeId=${O.palermoDelivery}&orderModeId=${O.otroTakeAway}`,
    `/api/diner/otro-local/menu/${O.palermoDelivery}`,
    `/api/diner/menu/otro-local/hash?orderModeId=${O.palermoTakeAway}`,
  ])("%s", async (path) => {
    const { status, body } = await text(path);
    expect(status).toBe(404);
    expect(JSON.parse(body).error.status).toBe(404);
    expectNone(body, [...OTRO_WORDS, ...SABORES_WORDS, "price"]);
  });
});

describe("each tenant sees only its own rows", () => {
  it("Sabores' menus never contain Otro Sabor's plates, discounts or private indicators", async () => {
    for (const path of [`/api/diner/pizzeria-palermo/menu/${O.palermoDelivery}`, `/api/diner/cafe-centro/menu/${O.cafeTakeAway}`]) {
      const { status, body } = await text(path);
      expect(status).toBe(200);
      expectNone(body, OTRO_WORDS);
    }
  });

  it("Otro Sabor's menu is only its own, with the same category slugs", async () => {
    const { body } = await getJson(`/api/diner/otro-local/menu/${O.otroTakeAway}`);
    expect(body.categories.map((c: any) => c.slug)).toEqual(["pizzas", "bebidas"]);
    expect(body.plates.map((p: any) => [p.name, p.price])).toEqual([
      ["Muzzarella de la casa", 9900],
      ["Agua mineral", 1500],
    ]);
    expect(body.discounts.map((d: any) => d.name)).toEqual(["Mitad de precio"]);
    expectNone(JSON.stringify(body), SABORES_WORDS);
  });

  it("numeric ids read the entity's own company only", async () => {
    const B = DEMO_IDS.branches;
    const otroDiscounts = await text(`/api/diner/${B.otro}/discounts`);
    expect(JSON.parse(otroDiscounts.body).map((d: any) => d.name)).toEqual(["Mitad de precio"]);
    expectNone((await text(`/api/diner/${B.pizzeria}/discounts`)).body, OTRO_WORDS);

    const otroModes = (await getJson(`/api/diner/branchordermodes/${B.otro}`)).body;
    expect(otroModes.map((m: any) => m.id)).toEqual([O.otroTakeAway]);
    expect((await getJson(`/api/diner/branchordermodes/${B.pizzeria}`)).body.map((m: any) => m.id)).not.toContain(O.otroTakeAway);

    expect((await getJson(`/api/menucustomization/${B.otro}`)).body).toEqual([]);

    const saboresBranches = (await getJson(`/api/diner/companies/${DEMO_IDS.companies.sabores}/branches`)).body;
    expectNone(JSON.stringify(saboresBranches), OTRO_WORDS);
    const otroBranches = (await getJson(`/api/diner/companies/${DEMO_IDS.companies.otroSabor}/branches`)).body;
    expect(otroBranches.items.map((b: any) => b.alias)).toEqual(["otro-branch"]);
    expect(otroBranches.total).toBe(1);

    expectNone((await text("/api/diner/sabores")).body, OTRO_WORDS);
    expectNone((await text("/api/diner/sabores-pizzeria")).body, OTRO_WORDS);
  });

  it("private indicators stay with their company", async () => {
    expectNone((await text("/api/indicators")).body, ["Especialidad de la casa"]);
    expectNone((await text(`/api/indicators?branchId=${DEMO_IDS.branches.pizzeria}`)).body, ["Especialidad de la casa"]);
    const otroPlate = (await getJson(`/api/entityindicators/PLATE/${DEMO_IDS.plates.otroMuzzarella}`)).body;
    expect(otroPlate.map((i: any) => i.name)).toEqual(["Especialidad de la casa"]);
  });

  it("a corrupt row linking Sabores' plate to Otro Sabor's private indicator never surfaces", async () => {
    // Written behind the application's back: the menu read must still filter by company.
    await env.DB.prepare(
      "INSERT INTO entity_indicators (id, company_id, branch_id, entity_type, entity_id, indicator_id, position) VALUES (9001, 1, 11, 'PLATE', ?, 3, 9)",
    )
      .bind(DEMO_IDS.plates.muzzarella)
      .run();
    try {
      const menu = await text(`/api/diner/pizzeria-palermo/menu/${O.palermoTable}`);
      expect(menu.status).toBe(200);
      expectNone(menu.body, ["Especialidad de la casa"]);
      expectNone((await text(`/api/entityindicators/PLATE/${DEMO_IDS.plates.muzzarella}`)).body, ["Especialidad de la casa"]);
    } finally {
      await env.DB.prepare("DELETE FROM entity_indicators WHERE id = 9001").run();
    }
  });
});

describe("pages: Sabores' menu paths never show Otro Sabor's rows", () => {
  it("the same category and plate slugs resolve to Sabores' own rows", async () => {
    const category = await text("/menu/pizzeria-palermo/delivery/pizzas");
    expect(category.status).toBe(200);
    expect(category.body).toContain("Muzzarella");
    expectNone(category.body, OTRO_WORDS);
  });

  it("ids and slugs that exist only at Otro Sabor → 404", async () => {
    for (const path of [
      `/menu/pizzeria-palermo/delivery/${2101}`,
      "/menu/pizzeria-palermo/delivery/agua",
      `/menu/pizzeria-palermo/${O.otroTakeAway}`,
      "/menu/pizzeria-palermo/self-service",
    ]) {
      const page = await text(path);
      expect(page.status, path).toBe(404);
      expectNone(page.body, ["Muzzarella de la casa", "Mitad de precio"]);
    }
  });
});
