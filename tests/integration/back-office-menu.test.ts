// The owner's back office of the menu (/admin/{companyAlias}/carta): only Valeria (owner) gets in;
// her changes reach the storefront on the next request; another tenant's ids are 404; two saves
// from the same version: the later one is refused and writes nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { formOf, postForm } from "./back-office-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import { diner, type Diner } from "./sign-in-helpers";

const CARTA = "/admin/sabores/carta";
const NAPOLITANA = `${CARTA}/plato/${DEMO_IDS.plates.napolitana}`;
const MUZZARELLA = `${CARTA}/plato/${DEMO_IDS.plates.muzzarella}`;

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

const menuHtml = async (category = "pizzas") => (await diner().go(`/menu/pizzeria-palermo/delivery/${category}`)).text();
const price = async (plateId: number) => (await env.DB.prepare("SELECT price FROM plates WHERE id = ?").bind(plateId).first<{ price: number }>())!.price;

describe("/admin/{companyAlias}/carta: who gets in", () => {
  it("not signed in: the console's sign-in page, coming back here after", async () => {
    const res = await diner().go(CARTA);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/consola?volver=${encodeURIComponent(CARTA)}`);
  });

  it("Diego (manager) and the kitchen get 403 with the Spanish message", async () => {
    for (const person of [SHOP.diego, SHOP.cocina]) {
      const d = await consoleAs(person);
      for (const path of [CARTA, NAPOLITANA]) {
        const res = await d.go(path);
        expect(res.status).toBe(403);
        expect(await res.text()).toContain("Su rol no tiene acceso a esta sección.");
      }
      const post = await d.post(CARTA, { intent: "crear", name: "Intrusa" });
      expect(post.status).toBe(403);
    }
  });

  it("the other tenant's owner: Sabores del Sur's back office is a 404; Valeria gets 404 for Otro Sabor's plate", async () => {
    const ramiro = await consoleAs(SHOP.otroDueno);
    expect((await ramiro.go(CARTA)).status).toBe(404);
    expect((await ramiro.go(NAPOLITANA.replace("sabores", "otro-sabor"))).status).toBe(404);
    const other = await valeria.go(`${CARTA}/plato/${DEMO_IDS.plates.otroMuzzarella}`);
    expect(other.status).toBe(404);
    const otherPost = await valeria.post(`${CARTA}/plato/${DEMO_IDS.plates.otroMuzzarella}`, { name: "Robada", categoryId: String(DEMO_IDS.categories.pizzas), price: "1" });
    expect(otherPost.status).toBe(404);
    expect(await price(DEMO_IDS.plates.otroMuzzarella)).not.toBe(1);
  });

  it("the console offers the owner the back office, not the manager", async () => {
    expect(await (await valeria.go("/consola")).text()).toContain(`href="${CARTA}"`);
    const diego = await consoleAs(SHOP.diego);
    expect(await (await diego.go("/consola")).text()).not.toContain("/admin/");
  });
});

describe("categories", () => {
  it("lists every category with its plates, the empty 'Próximamente' marked as never shown", async () => {
    const res = await valeria.go(CARTA);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await res.text();
    for (const name of ["Pizzas", "Empanadas", "Promos", "Bebidas", "Postres", "Próximamente", "Napolitana", "Sabores Pizzería", "Sabores Café"]) expect(html).toContain(name);
    expect(html).toContain("Sin platos: no se muestra");
    expect(html).toContain("desde $ 8.000");
  });

  it("creates, renames, hides, shows and moves a category; every change is audited", async () => {
    const created = await valeria.post(`${CARTA}?sucursal=sabores-pizzeria`, { intent: "crear", name: "Pastas" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`${CARTA}?sucursal=sabores-pizzeria&hecho=categoria-creada`);
    expect(await (await valeria.go(created.headers.get("Location")!)).text()).toContain("Categoría creada. Los clientes la verán cuando tenga platos.");
    const row = await env.DB.prepare("SELECT id, position FROM categories WHERE branch_id = ? AND name = 'Pastas'").bind(DEMO_IDS.branches.pizzeria).first<{ id: number; position: number }>();
    expect(row).toBeTruthy();
    // Empty: never on the storefront.
    expect(await menuHtml()).not.toContain("Pastas");

    const id = String(row!.id);
    expect((await valeria.post(CARTA, { intent: "renombrar", categoryId: id, name: "Pastas caseras" })).status).toBe(302);
    const up = await valeria.post(CARTA, { intent: "subir", categoryId: id });
    expect(up.headers.get("Location")).toContain("hecho=categoria-movida");
    const after = await env.DB.prepare("SELECT name, position FROM categories WHERE id = ?").bind(row!.id).first<{ name: string; position: number }>();
    expect(after!.name).toBe("Pastas caseras");
    const last = await env.DB.prepare("SELECT id FROM categories WHERE branch_id = ? ORDER BY position DESC, id DESC LIMIT 1").bind(DEMO_IDS.branches.pizzeria).first<{ id: number }>();
    expect(last!.id).not.toBe(row!.id); // it went up past the last one

    expect((await valeria.post(CARTA, { intent: "ocultar", categoryId: String(DEMO_IDS.categories.postres) })).status).toBe(302);
    expect((await diner().go("/menu/pizzeria-palermo/delivery/postres")).status).toBe(404);
    expect((await valeria.post(CARTA, { intent: "mostrar", categoryId: String(DEMO_IDS.categories.postres) })).status).toBe(302);
    expect(await menuHtml("postres")).toContain("Flan con dulce de leche");

    const audit = await env.DB.prepare("SELECT action, person_name FROM menu_audit_log WHERE entity_type = 'CATEGORY' ORDER BY created_at, rowid").all<{ action: string; person_name: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(expect.arrayContaining(["crear", "renombrar", "mover", "ocultar", "mostrar"]));
    expect(audit.results.every((r) => r.person_name === "Valeria Gómez" || r.person_name.length > 0)).toBe(true);
  });

  it("Postres with a description, offered only for take-away: the take-away menu shows it with its description, the delivery menu no longer lists it; audited", async () => {
    const postres = String(DEMO_IDS.categories.postres);
    const saved = await valeria.post(`${CARTA}?sucursal=sabores-pizzeria`, { intent: "guardar", categoryId: postres, name: "Postres", description: "Caseros, de la casa.", modes: "TAKE_AWAY" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${CARTA}?sucursal=sabores-pizzeria&hecho=categoria-guardada`);
    expect(await (await valeria.go(saved.headers.get("Location")!)).text()).toContain("Categoría guardada. La carta de los clientes ya muestra los cambios.");
    const takeAway = await (await diner().go("/menu/pizzeria-palermo/take-away/postres")).text();
    expect(takeAway).toContain("Caseros, de la casa.");
    expect(takeAway).toContain("Flan con dulce de leche");
    expect((await diner().go("/menu/pizzeria-palermo/delivery/postres")).status).toBe(404);
    const history = await (await valeria.go(`${CARTA}/cambios`)).text();
    expect(history).toContain("Modos de pedido: todos → Retiro en local");
    expect(history).toContain("Descripción:");

    // Every mode checked is "every mode": the delivery menu lists Postres again.
    const every = new URLSearchParams({ intent: "guardar", categoryId: postres, name: "Postres", description: "" });
    for (const m of ["DELIVERY", "TAKE_AWAY", "TABLE", "SELF_SERVICE"]) every.append("modes", m);
    expect((await valeria.fetch(CARTA, { method: "POST", body: every, headers: { "Content-Type": "application/x-www-form-urlencoded" } })).status).toBe(302);
    const stored = await env.DB.prepare("SELECT description, order_mode_types AS modes FROM categories WHERE id = ?").bind(DEMO_IDS.categories.postres).first<{ description: string | null; modes: string | null }>();
    expect(stored).toEqual({ description: null, modes: null });
    expect(await menuHtml("postres")).toContain("Flan con dulce de leche");
  });

  it("a show name different from the name: the storefront shows 'Dulces de la casa', the back office keeps 'Postres'; blank goes back to the name", async () => {
    const postres = String(DEMO_IDS.categories.postres);
    const save = (showName: string) => {
      const body = new URLSearchParams({ intent: "guardar", categoryId: postres, name: "Postres", showName, description: "" });
      for (const m of ["DELIVERY", "TAKE_AWAY", "TABLE", "SELF_SERVICE"]) body.append("modes", m);
      return valeria.fetch(CARTA, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    };
    expect((await save("Dulces de la casa")).status).toBe(302);
    const storefront = (await (await diner().go("/menu/pizzeria-palermo/delivery")).text()).replace(/<!-- -->/g, "");
    expect(storefront).toContain("Dulces de la casa");
    const card = (await (await valeria.go(CARTA)).text()).replace(/<!-- -->/g, "");
    expect(card).toContain(`id="cat-${postres}">Postres</h2>`);
    expect(card).toContain("En la carta: Dulces de la casa");
    expect(card).toContain('value="Dulces de la casa"');
    expect(await (await valeria.go(`${CARTA}/cambios`)).text()).toContain("Nombre para los clientes:");

    expect((await save(" ")).status).toBe(302);
    const stored = await env.DB.prepare("SELECT name, show_name AS showName FROM categories WHERE id = ?").bind(DEMO_IDS.categories.postres).first();
    expect(stored).toEqual({ name: "Postres", showName: null });
    expect(await (await diner().go("/menu/pizzeria-palermo/delivery")).text()).not.toContain("Dulces de la casa");
  });

  it("a category in no order mode is refused in Spanish and the form keeps what the owner typed", async () => {
    const res = await valeria.post(CARTA, { intent: "guardar", categoryId: String(DEMO_IDS.categories.postres), name: "Postres caseros", description: "Hechos hoy." });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Elija al menos un modo de pedido en el que se ofrece.");
    // At the top of the page too, with a link to the card (without JavaScript the page opens there).
    expect(html).toContain(`No se guardó la categoría: <!-- -->Elija al menos un modo de pedido en el que se ofrece.`);
    expect(html).toContain(`href="#cat-${DEMO_IDS.categories.postres}"`);
    expect(html).toContain('value="Postres caseros"');
    expect(html).toContain("Hechos hoy.");
    const stored = await env.DB.prepare("SELECT name FROM categories WHERE id = ?").bind(DEMO_IDS.categories.postres).first<{ name: string }>();
    expect(stored!.name).toBe("Postres");
  });

  it("a drop of the drag and drop ('mover') puts a category in the given place; the storefront lists them in that order", async () => {
    const order = async () =>
      (await env.DB.prepare("SELECT name FROM categories WHERE branch_id = ? ORDER BY position, id").bind(DEMO_IDS.branches.pizzeria).all<{ name: string }>()).results.map((r) => r.name);
    const before = await order();
    expect(before.indexOf("Postres")).toBeGreaterThan(1);
    const moved = await valeria.post(`${CARTA}?sucursal=sabores-pizzeria`, { intent: "mover", categoryId: String(DEMO_IDS.categories.postres), posicion: "0" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe(`${CARTA}?sucursal=sabores-pizzeria&hecho=categoria-movida`);
    expect(await (await valeria.go(moved.headers.get("Location")!)).text()).toContain("Orden de la carta guardado.");
    const after = await order();
    expect(after).toEqual(["Postres", ...before.filter((n) => n !== "Postres")]);
    // The storefront's menu home lists Postres first now.
    const home = await (await diner().go("/menu/pizzeria-palermo/delivery")).text();
    expect(home.indexOf("Postres")).toBeLessThan(home.indexOf("Empanadas"));
    // A place past the end is the last place.
    expect((await valeria.post(CARTA, { intent: "mover", categoryId: String(DEMO_IDS.categories.postres), posicion: "9999" })).status).toBe(302);
    expect((await order()).at(-1)).toBe("Postres");
    const audit = await env.DB.prepare("SELECT before, after FROM menu_audit_log WHERE entity_type = 'CATEGORY' AND entity_id = ? AND action = 'mover' ORDER BY created_at, rowid").bind(DEMO_IDS.categories.postres).all<{ before: string; after: string }>();
    expect(audit.results.map((r) => JSON.parse(r.after).position)).toEqual([0, before.length - 1]);
  });

  it("a drop without a place is refused in Spanish; another tenant's category is a 404 and moves nothing", async () => {
    const bad = await valeria.post(CARTA, { intent: "mover", categoryId: String(DEMO_IDS.categories.postres), posicion: "primero" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Falta la posición.");
    const foreign = await valeria.post(CARTA, { intent: "mover", categoryId: "2101", posicion: "0" });
    expect(foreign.status).toBe(404);
  });

  it("an empty name is refused in Spanish; another tenant's category is a 404", async () => {
    const empty = await valeria.post(CARTA, { intent: "crear", name: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Ingrese el nombre de la categoría.");
    const foreign = await valeria.post(CARTA, { intent: "ocultar", categoryId: "2101" });
    expect(foreign.status).toBe(404);
  });
});

describe("the plate editor", () => {
  it("Valeria raises the Napolitana to $ 14.500: the storefront shows it on the next request", async () => {
    const fields = await formOf(valeria, NAPOLITANA);
    expect(fields.get("name")).toBe("Napolitana");
    expect(fields.get("price")).toBe("13000");
    fields.set("price", "14.500");
    const res = await postForm(valeria, NAPOLITANA, fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${NAPOLITANA}?hecho=plato-guardado`);
    expect(await (await valeria.go(res.headers.get("Location")!)).text()).toContain("Plato guardado. La carta de los clientes ya muestra los cambios.");
    expect(await price(DEMO_IDS.plates.napolitana)).toBe(14500);
    expect(await menuHtml()).toContain("$ 14.500");
    const audit = await env.DB.prepare("SELECT before, after FROM menu_audit_log WHERE entity_type = 'PLATE' AND entity_id = ? AND action = 'editar'").bind(DEMO_IDS.plates.napolitana).first<{ before: string; after: string }>();
    expect(JSON.parse(audit!.before).price).toBe(13000);
    expect(JSON.parse(audit!.after).price).toBe(14500);
  });

  it("two editors from the same version: the later save is refused with the conflict message and writes nothing", async () => {
    const first = await formOf(valeria, MUZZARELLA);
    const second = new URLSearchParams(first);
    first.set("sizes[1].price", "12000");
    expect((await postForm(valeria, MUZZARELLA, first)).status).toBe(302);
    second.set("sizes[1].price", "12500");
    second.set("description", "Otra descripción");
    const late = await postForm(valeria, MUZZARELLA, second);
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(html).toContain("Otra persona cambió este plato. Revisá los cambios y guardá de nuevo.");
    expect(html).toContain("Otra descripción"); // nothing the owner typed is lost
    const grande = await env.DB.prepare("SELECT price FROM sizes WHERE id = ?").bind(DEMO_IDS.sizes.muzzarellaGrande).first<{ price: number }>();
    expect(grande!.price).toBe(12000);
    expect(await menuHtml("pizzas/muzzarella")).toContain("$ 12.000");
  });

  it("refuses bad values with the Spanish messages: price, a size without price, a group whose max is below its min", async () => {
    const fields = await formOf(valeria, MUZZARELLA);
    fields.set("sizes[0].price", "");
    fields.set("groups[0].min", "3");
    fields.set("groups[0].max", "2");
    const res = await postForm(valeria, MUZZARELLA, fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Cada tamaño necesita su precio.");
    expect(html).toContain("El máximo del grupo debe ser mayor o igual al mínimo.");
    // What she typed comes back, and only the page's own spare rows are added (2 sizes, 1 group).
    expect(html).toContain('value="Grande"');
    expect(html.match(/name="sizes\[\d+\]\.name"/g)).toHaveLength(4);
    expect(html.match(/name="groups\[\d+\]\.name"/g)).toHaveLength(2);

    const flan = await formOf(valeria, `${CARTA}/plato/${DEMO_IDS.plates.flan}`);
    flan.set("price", "3500,50");
    const bad = await postForm(valeria, `${CARTA}/plato/${DEMO_IDS.plates.flan}`, flan);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("El precio debe ser un número entero de pesos mayor a 0.");
    expect(await price(DEMO_IDS.plates.flan)).toBe(3500);
  });

  it("a new plate with a size-less price and an extras group reaches the storefront; 'Duplicar' makes a hidden copy", async () => {
    const fields = new URLSearchParams({
      categoryId: String(DEMO_IDS.categories.pizzas),
      name: "Calabresa",
      description: "Muzzarella y longaniza calabresa.",
      price: "14000",
      visible: "on",
      "groups[0].name": "Agregados",
      "groups[0].min": "0",
      "groups[0].max": "2",
      "groups[0].options[0].name": "Aceitunas",
      "groups[0].options[0].price": "500",
    });
    fields.append("indicatorIds", String(DEMO_IDS.indicators.sinTacc));
    const res = await postForm(valeria, `${CARTA}/plato/nuevo?sucursal=sabores-pizzeria`, fields);
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/\/admin\/sabores\/carta\/plato\/\d+\?hecho=plato-creado$/);
    expect(await menuHtml()).toContain("Calabresa");
    const page = await (await valeria.go(location)).text();
    expect(page).toContain('href="/menu/pizzeria-palermo/delivery/pizzas/calabresa"');
    const group = await env.DB.prepare("SELECT g.max_garnish_amount AS max, g.multiple_selection AS multi, x.name FROM garnish_groups g JOIN garnishes x ON x.group_id = g.id JOIN plates p ON p.id = g.plate_id WHERE p.name = 'Calabresa'").first<{ max: number; multi: number; name: string }>();
    expect(group).toEqual({ max: 2, multi: 1, name: "Aceitunas" });

    const dup = await postForm(valeria, location.split("?")[0], new URLSearchParams({ intent: "duplicar" }));
    expect(dup.status).toBe(302);
    expect(dup.headers.get("Location")).toContain("hecho=plato-duplicado");
    const copy = await env.DB.prepare("SELECT visible, price FROM plates WHERE name = 'Calabresa (copia)'").first<{ visible: number; price: number }>();
    expect(copy).toEqual({ visible: 0, price: 14000 });
    const copyGroups = await env.DB.prepare("SELECT count(*) AS n FROM garnishes x JOIN garnish_groups g ON g.id = x.group_id JOIN plates p ON p.id = g.plate_id WHERE p.name = 'Calabresa (copia)'").first<{ n: number }>();
    expect(copyGroups!.n).toBe(1);
  });

  it("a diner's cart holding the Napolitana is repriced: the checkout shows the new price, nothing breaks", async () => {
    const d = diner();
    const added = await d.post("/menu/pizzeria-palermo/delivery/pizzas/napolitana", { quantity: "1", volver: "categoria" });
    expect(added.status).toBe(302);
    const fields = await formOf(valeria, NAPOLITANA);
    fields.set("price", "15000");
    expect((await postForm(valeria, NAPOLITANA, fields)).status).toBe(302);
    const checkout = await d.go("/menu/pizzeria-palermo/checkout");
    expect(checkout.status).toBe(200);
    const html = await checkout.text();
    expect(html).toContain("Napolitana");
    expect(html).toContain("$ 12.000"); // $ 15.000 with the Napolitana's 20% off
  });

  it("an unknown plate or a plate id that is not a number is a 404", async () => {
    expect((await valeria.go(`${CARTA}/plato/99999`)).status).toBe(404);
    expect((await valeria.go(`${CARTA}/plato/abc`)).status).toBe(404);
  });
});
