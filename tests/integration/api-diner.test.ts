// storefront.md §7 diner calls by alias, against the seeded demo tenant (demo-tenant.md).
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { loader as fileUrlLoader } from "~/routes/api.diner.file.$id.url/route";
import { BASE, expectApiError, getJson } from "./api-helpers";

const M = DEMO_IDS.orderModes;
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe("GET /api/diner/{alias}", () => {
  it("company alias: type company with its two branches", async () => {
    const { status, body } = await getJson("/api/diner/sabores");
    expect(status).toBe(200);
    expect(body.type).toBe("company");
    expect(body.info.actualType).toBe("company");
    expect(body.info.initPath).toBe("/menu/sabores");
    expect(body.info.company).toMatchObject({ name: "Sabores del Sur", alias: "sabores" });
    expect(body.info.branches.map((b: any) => b.alias)).toEqual(["sabores-pizzeria", "sabores-cafe"]);
    expect(names(body.info.branches)).toEqual(["Sabores Pizzería", "Sabores Café"]);
    expect(body.info.branchContact).toBeNull();
  });

  it("branch alias: its three locations", async () => {
    const { body } = await getJson("/api/diner/sabores-pizzeria");
    expect(body.type).toBe("branch");
    expect(body.info.initPath).toBe("/menu/sabores-pizzeria");
    expect(body.info.branch).toMatchObject({ alias: "sabores-pizzeria", name: "Sabores Pizzería", addressConfig: "AUTOMATIC" });
    expect(names(body.info.branchContacts)).toEqual(["Sabores Palermo", "Sabores Belgrano", "Sabores Caballito"]);
    expect(body.info.branchContact).toBeNull();
    // Internal fields never leave the server.
    expect(body.info.branch).not.toHaveProperty("menuRevision");
    expect(body.info.branch).not.toHaveProperty("companyId");
  });

  it("a branch with one location points straight at it (§2)", async () => {
    const { body } = await getJson("/api/diner/sabores-cafe");
    expect(body.type).toBe("branch");
    expect(body.info.initPath).toBe("/menu/cafe-centro");
    expect(body.info.branchContact).toMatchObject({ alias: "cafe-centro", name: "Sabores Café Centro" });
  });

  it("branch-contact alias: §3 branch contact with order modes and payment types", async () => {
    const { body, res } = await getJson("/api/diner/pizzeria-palermo");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(body.type).toBe("branchContact");
    expect(body.info.actualType).toBe("branchContact");
    expect(body.info.initPath).toBe("/menu/pizzeria-palermo");
    const bc = body.info.branchContact;
    expect(bc).toMatchObject({
      id: DEMO_IDS.branchContacts.palermo,
      alias: "pizzeria-palermo",
      name: "Sabores Palermo",
      address: { street: "Av. Santa Fe", number: "3253", zone: "Palermo", city: "CABA", lat: -34.588, lng: -58.411 },
      whatsAppPhone: "+5491140000001",
      commercialTermsInfo: { blocked: false },
      manuallyClosed: false,
      mandatoryEmail: false,
      branch: { id: DEMO_IDS.branches.pizzeria, alias: "sabores-pizzeria", name: "Sabores Pizzería" },
    });
    const modes = bc.deliveryConfig.orderModes;
    expect(modes.map((m: any) => m.showName)).toEqual(["Delivery", "Retiro en local", "Mesa"]);
    expect(modes[0]).toMatchObject({ id: M.palermoDelivery, "@type": "DELIVERY", type: "DELIVERY", slug: "delivery" });
    expect(modes[0].paymentTypes.map((p: any) => p.showName)).toEqual(["Efectivo", "Tarjeta online"]);
    expect(modes[0].paymentTypes[1]).toMatchObject({ paymentMethod: "ONLINE", upload: "API", onlinePayment: { providerName: "sandbox" } });
    expect(modes[1].paymentTypes.map((p: any) => p.showName)).toEqual(["Efectivo", "Tarjeta al retirar"]);
    expect(modes[2].paymentTypes.map((p: any) => p.showName)).toEqual(["Efectivo"]);
  });

  it("unknown alias → JSON 404 in Spanish", async () => {
    expect(await expectApiError("/api/diner/no-existe", 404)).toBe("No encontramos el comercio que buscas.");
  });
});

describe("GET /api/diner/file/{id}/url", () => {
  it("a stored file → its relative /files url (PUBLIC_BASE_URL is empty locally)", async () => {
    const { status, body, res } = await getJson("/api/diner/file/sabores-logo/url?type=LOGO");
    expect(status).toBe(200);
    expect(body).toEqual({ url: "/files/sabores-logo" });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600, stale-while-revalidate=86400");
    const image = await SELF.fetch(`${BASE}${body.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/svg+xml");
    await image.arrayBuffer();
  });

  it("PUBLIC_BASE_URL, when set, prefixes the relative url", async () => {
    const res = await fileUrlLoader({
      request: new Request(`${BASE}/api/diner/file/sabores-logo/url?type=LOGO`),
      params: { id: "sabores-logo" },
      context: { cloudflare: { env: { ...env, PUBLIC_BASE_URL: "https://cdn.example.com/" }, ctx: {} } },
    } as never);
    expect(await res.json()).toEqual({ url: "https://cdn.example.com/files/sabores-logo" });
  });

  it("unknown id → 404 whose url is the transparent placeholder", async () => {
    const { status, body } = await getJson("/api/diner/file/no-such-file/url?type=LOGO");
    expect(status).toBe(404);
    expect(body.url).toMatch(/^data:image\/gif;base64,/);
    expect(body.error).toEqual({ status: 404, message: "No encontramos la imagen." });
  });

  it("invalid id → 400", async () => {
    await expectApiError("/api/diner/file/%20bad%20id/url", 400);
  });
});

describe("GET /api/diner/menu/{alias}/hash", () => {
  it("one hash per requested mode (repeatable orderModeId)", async () => {
    const { status, body, res } = await getJson(
      `/api/diner/menu/pizzeria-palermo/hash?orderModeId=${M.palermoDelivery}&orderModeId=${M.palermoTakeAway}`,
    );
    expect(status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(body.menuHashes.map((h: any) => h.orderModeId)).toEqual([M.palermoDelivery, M.palermoTakeAway]);
    for (const h of body.menuHashes) expect(h.hash).toMatch(/^[0-9a-f]{64}$/);
    // Every category is offered in every mode: equal menus, equal hashes.
    expect(body.menuHashes[0].hash).toBe(body.menuHashes[1].hash);
  });

  it("without orderModeId: every active mode of the contact", async () => {
    const { body } = await getJson("/api/diner/menu/pizzeria-palermo/hash");
    expect(body.menuHashes.map((h: any) => h.orderModeId)).toEqual([M.palermoDelivery, M.palermoTakeAway, M.palermoTable]);
  });

  it("a mode of another contact → 404; a non-numeric id → 400; a branch alias → 404", async () => {
    await expectApiError(`/api/diner/menu/pizzeria-palermo/hash?orderModeId=${M.belgranoDelivery}`, 404);
    await expectApiError("/api/diner/menu/pizzeria-palermo/hash?orderModeId=delivery", 400);
    await expectApiError(`/api/diner/menu/sabores-pizzeria/hash?orderModeId=${M.palermoDelivery}`, 404);
  });
});

describe("GET /api/diner/{branchContactAlias}/menu/{orderModeId}", () => {
  it("the menu of Sabores Pizzería, prices in whole pesos", async () => {
    const { status, body, res } = await getJson(`/api/diner/pizzeria-palermo/menu/${M.palermoDelivery}`);
    expect(status).toBe(200);
    expect(names(body.categories)).toEqual(["Pizzas", "Empanadas", "Promos", "Bebidas", "Postres"]); // no 'Próximamente'
    const plate = (name: string) => body.plates.find((p: any) => p.name === name);

    const muzza = plate("Muzzarella");
    expect(muzza.price).toBe(8000);
    expect(muzza.sizes.map((z: any) => [z.name, z.price])).toEqual([["Chica", 8000], ["Grande", 11500]]);
    expect(muzza.category).toEqual({ id: DEMO_IDS.categories.pizzas, name: "Pizzas", showName: null });
    const agregados = muzza.garnishGroups[0];
    expect(agregados).toMatchObject({ name: "Agregados", maxGarnishAmount: 3, multipleSelection: true, mandatory: false });
    expect(agregados.garnishes.map((g: any) => [g.name, g.price])).toEqual([
      ["Extra muzzarella", 1500],
      ["Aceitunas", 500],
      ["Jamón", 1200],
    ]);
    expect(plate("Napolitana").price).toBe(13000);
    expect(plate("Empanada de carne").price).toBe(1200);
    expect(plate("Empanada de verdura").price).toBe(1100);
    expect(names(plate("Empanada de verdura").indicators)).toEqual(["Vegetariano", "Sin TACC"]);
    expect(plate("Empanada de verdura").hasIndicators).toBe(true);
    const combo = plate("Combo Pizza + Bebida");
    expect(combo).toMatchObject({ price: 14000, maxQuantity: 5 });
    expect(combo.garnishGroups[0]).toMatchObject({ name: "Elegí tu bebida", minGarnishAmount: 1, maxGarnishAmount: 1, mandatory: true });
    expect(names(combo.garnishGroups[0].garnishes)).toEqual(["Coca-Cola 1,5 L", "Sprite 1,5 L", "Agua 1,5 L"]);
    expect(plate("Coca-Cola 1,5 L").price).toBe(3000);
    expect(plate("Cerveza IPA").price).toBe(4000);
    expect(plate("Flan con dulce de leche").price).toBe(3500);

    // remarkeds and upselleds are plate objects.
    expect(names(body.remarkeds)).toEqual(["Flan con dulce de leche"]);
    expect(body.remarkeds[0].price).toBe(3500);
    expect(names(body.upselleds)).toEqual(["Coca-Cola 1,5 L", "Agua sin gas 500 ml", "Flan con dulce de leche"]);

    const discount = (plateId: number) => body.discounts.find((d: any) => d.plates.includes(plateId));
    expect(discount(DEMO_IDS.plates.napolitana)).toMatchObject({ type: "PERCENT", percentage: 20 });
    expect(discount(DEMO_IDS.plates.empanadaCarne)).toMatchObject({ type: "MULTIPLE", buy: 3, pay: 2 });
    expect(discount(DEMO_IDS.plates.cocaCola)).toMatchObject({ type: "FIXED", fixedDiscount: 500 });
    expect(discount(DEMO_IDS.plates.cervezaIpa)).toMatchObject({ type: "FINAL_PRICE", finalPrice: 3200 });

    expect(body.selectedOrderMode).toMatchObject({ id: M.palermoDelivery, type: "DELIVERY", showName: "Delivery" });
    expect(body.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.headers.get("ETag")).toBe(`"${body.hash}"`);
  });

  it("If-None-Match with the hash → 304 without a body", async () => {
    const first = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/menu/${M.palermoTakeAway}`);
    const etag = first.headers.get("ETag")!;
    await first.arrayBuffer();
    const again = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/menu/${M.palermoTakeAway}`, {
      headers: { "If-None-Match": `W/"old", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
    const stale = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/menu/${M.palermoTakeAway}`, {
      headers: { "If-None-Match": '"not-the-hash"' },
    });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it("Café Centro's menu is the café's", async () => {
    const { body } = await getJson(`/api/diner/cafe-centro/menu/${M.cafeTakeAway}`);
    expect(names(body.categories)).toEqual(["Cafetería", "Panadería", "Jugos"]);
    expect(body.plates.find((p: any) => p.name === "Café con leche").price).toBe(3200);
  });

  it("errors: another contact's mode 404, non-numeric mode 400, unknown alias 404", async () => {
    expect(await expectApiError(`/api/diner/pizzeria-palermo/menu/${M.cafeTakeAway}`, 404)).toBe(
      "No encontramos el modo de pedido en este local.",
    );
    await expectApiError("/api/diner/pizzeria-palermo/menu/delivery", 400);
    await expectApiError(`/api/diner/no-existe/menu/${M.palermoDelivery}`, 404);
  });
});

describe("GET /api/diner/branchcontacts/{encoded alias}", () => {
  it("Belgrano: between streets and email required, its working days", async () => {
    const { status, body } = await getJson("/api/diner/branchcontacts/pizzeria%2Dbelgrano");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      alias: "pizzeria-belgrano",
      name: "Sabores Belgrano",
      address: { street: "Av. Cabildo", number: "2040" },
      mandatoryEmail: true,
      manuallyClosed: false,
      commercialTermsInfo: { blocked: false },
      deliveryConfig: { betweenStreetsRequired: true, npsAvg: 4.5 },
      distance: null,
    });
    expect(body.deliveryConfig.workingDays.map((d: any) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.deliveryConfig.workingDays[0].workingHours).toEqual([
      { startAt: "11:00", endAt: "15:00" },
      { startAt: "19:00", endAt: "23:30" },
    ]);
    expect(body.generalConfig.colorConfig.lightMainColor).toBe("#C2410C");
  });

  it("Caballito is manually closed with scheduled-only modes; lat/lng give a distance in metres", async () => {
    const { body } = await getJson("/api/diner/branchcontacts/pizzeria-caballito");
    expect(body.manuallyClosed).toBe(true);
    expect(body.deliveryConfig.orderModes.every((m: any) => m.scheduledOnly)).toBe(true);
    // Gurruchaga 1500 (demo-tenant.md) to Av. Santa Fe 3253: about 1,4 km.
    const near = await getJson("/api/diner/branchcontacts/pizzeria-palermo?lat=-34.5893&lng=-58.4262");
    expect(near.body.distance).toBeGreaterThan(1200);
    expect(near.body.distance).toBeLessThan(1600);
  });

  it("a company or branch alias is not a branch contact → 404; half a location → 400", async () => {
    await expectApiError("/api/diner/branchcontacts/sabores-pizzeria", 404);
    await expectApiError("/api/diner/branchcontacts/pizzeria-palermo?lat=-34.5", 400);
  });
});
