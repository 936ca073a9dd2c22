// storefront.md §7 calls addressed by numeric id, reference data, and API errors.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE, expectApiError, getJson } from "./api-helpers";

const B = DEMO_IDS.branches;
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe("GET /api/diner/{branchId}/discounts", () => {
  it("the four product discounts of Sabores Pizzería", async () => {
    const { status, body } = await getJson(`/api/diner/${B.pizzeria}/discounts`);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: 11801, name: "20% OFF en Napolitana", type: "PERCENT", percentage: 20, buy: null, pay: null, fixedDiscount: null, finalPrice: null, plates: [DEMO_IDS.plates.napolitana] },
      { id: 11802, name: "3x2 en empanadas de carne", type: "MULTIPLE", percentage: null, buy: 3, pay: 2, fixedDiscount: null, finalPrice: null, plates: [DEMO_IDS.plates.empanadaCarne] },
      { id: 11803, name: "$ 500 menos en Coca-Cola", type: "FIXED", percentage: null, buy: null, pay: null, fixedDiscount: 500, finalPrice: null, plates: [DEMO_IDS.plates.cocaCola] },
      { id: 11804, name: "IPA a $ 3.200", type: "FINAL_PRICE", percentage: null, buy: null, pay: null, fixedDiscount: null, finalPrice: 3200, plates: [DEMO_IDS.plates.cervezaIpa] },
    ]);
  });

  it("invalid id 400, unknown id 404", async () => {
    expect(await expectApiError("/api/diner/11a/discounts", 400)).toBe("El parámetro branchId no es válido.");
    expect(await expectApiError("/api/diner/9999/discounts", 404)).toBe("No encontramos la sucursal.");
  });
});

describe("GET /api/diner/companies/{companyId}[/branches]", () => {
  it("name and alias", async () => {
    const { body, res } = await getJson(`/api/diner/companies/${DEMO_IDS.companies.sabores}`);
    expect(body).toEqual({ id: 1, name: "Sabores del Sur", alias: "sabores", logoFileId: "sabores-logo" });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600, stale-while-revalidate=86400");
  });

  it("paged branches, page size 99 by default", async () => {
    const { body } = await getJson(`/api/diner/companies/${DEMO_IDS.companies.sabores}/branches`);
    expect(body).toMatchObject({ offset: 0, pageSize: 99, total: 2 });
    expect(body.items.map((b: any) => b.alias)).toEqual(["sabores-pizzeria", "sabores-cafe"]);
    expect(body.items[0].generalConfig.menuConfig.plateDetailInModal).toBe(true);
    const page2 = await getJson(`/api/diner/companies/1/branches?offset=1&pageSize=1`);
    expect(page2.body).toMatchObject({ offset: 1, pageSize: 1, total: 2 });
    expect(names(page2.body.items)).toEqual(["Sabores Café"]);
  });

  it("errors: pageSize over 99 or offset below 0 → 400; unknown company 404; letters 400", async () => {
    expect(await expectApiError("/api/diner/companies/1/branches?pageSize=100", 400)).toBe(
      "El parámetro pageSize debe estar entre 1 y 99.",
    );
    await expectApiError("/api/diner/companies/1/branches?offset=-1", 400);
    expect(await expectApiError("/api/diner/companies/999", 404)).toBe("No encontramos la empresa.");
    await expectApiError("/api/diner/companies/999/branches", 404);
    await expectApiError("/api/diner/companies/sabores", 400);
  });
});

describe("GET /api/diner/branchordermodes/{branchId}", () => {
  it("the modes of Palermo, Belgrano and Caballito with their contact ids", async () => {
    const { body } = await getJson(`/api/diner/branchordermodes/${B.pizzeria}`);
    const O = DEMO_IDS.orderModes;
    expect(body.map((m: any) => m.id).sort()).toEqual(
      [O.palermoDelivery, O.palermoTakeAway, O.palermoTable, O.belgranoDelivery, O.belgranoTakeAway, O.caballitoDelivery, O.caballitoTakeAway].sort(),
    );
    const caballitoDelivery = body.find((m: any) => m.id === O.caballitoDelivery);
    expect(caballitoDelivery).toMatchObject({
      branchContactId: DEMO_IDS.branchContacts.caballito,
      showName: "Delivery",
      scheduledOnly: true,
      minDelayInMinutes: 45,
      maxDelayInMinutes: 60,
    });
    const cafe = await getJson(`/api/diner/branchordermodes/${B.cafe}`);
    const selfService = cafe.body.find((m: any) => m.type === "SELF_SERVICE");
    expect(selfService).toMatchObject({ showName: "Autoservicio", orderEnabled: false });
  });

  it("unknown branch 404", async () => {
    await expectApiError("/api/diner/branchordermodes/9999", 404);
  });
});

describe("GET /api/menucustomization/{branchId}", () => {
  it("the customizations of Sabores Pizzería; commands stay a JSON string", async () => {
    const { body } = await getJson(`/api/menucustomization/${B.pizzeria}`);
    expect(body.map((c: any) => [c.resource, c.displayType, c.theme])).toEqual([
      ["ADDRESS_FORM", "SIMPLE", null],
      ["CATEGORY_LIST", "CAROUSEL", "WARM"],
    ]);
    expect(JSON.parse(body[1].commands)).toEqual({ showImages: true });
    expect((await getJson(`/api/menucustomization/${B.cafe}`)).body).toEqual([]);
    await expectApiError("/api/menucustomization/x1", 400);
  });
});

describe("GET /api/indicators and /api/entityindicators/{type}/{id}", () => {
  it("global indicators; with branchId also that company's own", async () => {
    const global = await getJson("/api/indicators");
    expect(global.body).toEqual([
      { id: 1, name: "Vegetariano", shortName: "Veg", icon: "🌱", backgroundColor: "#2E7D32", textColor: "#FFFFFF" },
      { id: 2, name: "Sin TACC", shortName: "S/TACC", icon: "🌾", backgroundColor: null, textColor: null },
    ]);
    expect(names((await getJson(`/api/indicators?branchId=${B.pizzeria}`)).body)).toEqual(["Vegetariano", "Sin TACC"]);
    expect(names((await getJson(`/api/indicators?branchId=${B.otro}`)).body)).toEqual([
      "Vegetariano",
      "Sin TACC",
      "Especialidad de la casa",
    ]);
    await expectApiError("/api/indicators?branchId=abc", 400);
  });

  it("indicators of a plate (type case-insensitive)", async () => {
    const verdura = await getJson(`/api/entityindicators/PLATE/${DEMO_IDS.plates.empanadaVerdura}`);
    expect(names(verdura.body)).toEqual(["Vegetariano", "Sin TACC"]);
    expect((await getJson(`/api/entityindicators/plate/${DEMO_IDS.plates.muzzarella}`)).body).toEqual([]);
    expect((await getJson(`/api/entityindicators/CATEGORY/${DEMO_IDS.categories.pizzas}`)).body).toEqual([]);
    expect(await expectApiError("/api/entityindicators/PLATE/99999", 404)).toBe("No encontramos el producto.");
    expect(await expectApiError("/api/entityindicators/DRINK/1", 400)).toBe("El tipo de entidad debe ser PLATE o CATEGORY.");
  });
});

describe("GET /api/country/{country}", () => {
  it("Argentina", async () => {
    const { body } = await getJson("/api/country/ar");
    expect(body).toEqual({
      code: "ar",
      name: "Argentina",
      currencyCode: "ARS",
      currencySymbol: "$",
      phonePrefix: "54",
      mantissaLength: 0,
      timeZone: "America/Argentina/Buenos_Aires",
    });
    expect((await getJson("/api/country/AR")).body.name).toBe("Argentina");
    expect(await expectApiError("/api/country/zz", 404)).toBe("No encontramos el país.");
    await expectApiError("/api/country/arg", 400);
  });
});

describe("unmatched /api paths", () => {
  it("GET and POST anything else under /api → JSON 404", async () => {
    expect(await expectApiError("/api/nothing/here", 404)).toBe("No encontramos lo que buscabas.");
    await expectApiError("/api/diner/pizzeria-palermo/menu", 404);
    await expectApiError("/api/diner/menu/pizzeria-palermo/hash/extra", 404);
    const post = await SELF.fetch(`${BASE}/api/nothing`, { method: "POST" });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: { status: 404, message: "No encontramos lo que buscabas." } });
  });
});
