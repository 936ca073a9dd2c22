// The menu's history for the owner (/admin/{companyAlias}/carta/cambios): who changed what, the
// values before and after, when; newest first and paged; only Valeria (owner) reads Sabores'.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { formOf, postForm } from "./back-office-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import type { Diner } from "./sign-in-helpers";

const CARTA = "/admin/sabores/carta";
const CAMBIOS = `${CARTA}/cambios`;
const NAPOLITANA = `${CARTA}/plato/${DEMO_IDS.plates.napolitana}`;

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

/** The page's text without tags, spaces collapsed (React splits text around expressions). */
const textOf = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ").replace(/&gt;/g, ">").replace(/\s+/g, " ");

describe("/admin/{companyAlias}/carta/cambios", () => {
  it("before any change: 'Todavía no hay cambios en la carta.'; the carta links the history", async () => {
    expect(await (await valeria.go(CARTA)).text()).toContain(`href="${CAMBIOS}"`);
    const res = await valeria.go(CAMBIOS);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(await res.text()).toContain("Todavía no hay cambios en la carta.");
  });

  it("a price raised and a category renamed: who, what, before → after, newest first", async () => {
    const fields = await formOf(valeria, NAPOLITANA);
    fields.set("price", "14500");
    expect((await postForm(valeria, NAPOLITANA, fields)).status).toBe(302);
    const renamed = await valeria.post(CARTA, { intent: "renombrar", categoryId: String(DEMO_IDS.categories.postres), name: "Dulces" });
    expect(renamed.status).toBe(302);

    const text = textOf(await (await valeria.go(CAMBIOS)).text());
    const plate = text.indexOf("Editó el plato Napolitana");
    const category = text.indexOf("Renombró la categoría Dulces");
    expect(plate, text).toBeGreaterThan(0);
    expect(category, text).toBeGreaterThan(0);
    expect(category, "the newest first").toBeLessThan(plate);
    expect(text).toContain("Precio: $ 13.000 → $ 14.500");
    expect(text).toContain("Nombre: Postres → Dulces");
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(text).toContain("Valeria");
  });

  it("pages: ?antes= a time before every change shows 'No hay cambios anteriores.'; a bad one is a Spanish 400", async () => {
    expect(await (await valeria.go(`${CAMBIOS}?antes=1`)).text()).toContain("No hay cambios anteriores.");
    const bad = await valeria.go(`${CAMBIOS}?antes=ayer`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("No pudimos leer la página del historial. Vuelva a la primera página.");
  });

  it("Diego (manager) gets 403; Otro Sabor's owner gets 404 and his own history shows none of Sabores' changes", async () => {
    const diego = await consoleAs(SHOP.diego);
    expect((await diego.go(CAMBIOS)).status).toBe(403);
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(CAMBIOS)).status).toBe(404);
    const own = await ramiro.go("/admin/otro-sabor/carta/cambios");
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).not.toContain("Napolitana");
    expect(html).not.toContain("Dulces");
  });
});
