// The owner's product discounts (/admin/{companyAlias}/promociones), without JavaScript: a new
// discount shows on the storefront's menu (pill and struck-through price) and charges right at the
// checkout at once; bad values come back in Spanish with what was typed; a save from an older
// state is refused; the history names every change; only Valeria (owner) gets in, and another
// tenant's discount is a 404.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import type { Diner } from "./sign-in-helpers";
import { diner } from "./sign-in-helpers";

const PAGE = "/admin/sabores/promociones";
const MENU = "/menu/pizzeria-palermo/delivery";

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
});

type Fields = Record<string, string | string[]>;
function send(d: Diner, fields: Fields) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  return d.fetch(PAGE, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

const NEW: Fields = {
  intent: "crear",
  name: "20% en Muzzarella",
  type: "PERCENT",
  percentage: "20",
  buy: "",
  pay: "",
  fixedDiscount: "",
  finalPrice: "",
  branchId: String(I.branches.pizzeria),
  plateIds: [String(I.plates.muzzarella)],
  active: "on",
};

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

/** A plate's card on a category page of the Palermo delivery menu, as a diner gets it. */
async function cardOf(category: string, plate: string): Promise<string> {
  const html = await text(await diner().go(`${MENU}/${category}`));
  const at = html.indexOf(`class="plate-card__name">${plate}<`);
  expect(at, `${plate}'s card`).toBeGreaterThan(0);
  return html.slice(at, html.indexOf("</article>", at));
}

/** The edit form's stored state of a discount (the page opened on ?promocion=). */
async function seenOf(id: number) {
  const html = await (await valeria.go(`${PAGE}?promocion=${id}`)).text();
  const seen = /name="visto" value="([^"]*)"/.exec(html)?.[1];
  expect(seen, "the form's stored state").toBeTruthy();
  return seen!.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

describe("/admin/{companyAlias}/promociones", () => {
  it("lists the demo's discounts with the storefront's pills", async () => {
    const res = await valeria.go(PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await text(res);
    for (const t of ["20% OFF en Napolitana", "-20%", "3x2 en empanadas de carne", "3x2", "-$ 500", "IPA a $ 3.200", "Precio final $ 3.200", "Sabores Pizzería"]) expect(html, t).toContain(t);
    expect(html).not.toContain("Mitad de precio");
    expect(html).toContain(`href="${PAGE}"`);
  });

  it("20 % off the Muzzarella: the Palermo menu shows '-20%' and $ 6.400 at once, and a diner's order totals $ 11.750", async () => {
    expect(await cardOf("pizzas", "Muzzarella")).not.toContain("-20%");
    const created = await send(valeria, NEW);
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`${PAGE}?hecho=promocion-creada`);
    expect(await text(await valeria.go(created.headers.get("Location")!))).toContain("Promoción creada. Ya se ve en la carta.");

    const card = await cardOf("pizzas", "Muzzarella");
    expect(card).toContain("-20%");
    expect(card).toMatch(/<del[^>]*>.*Antes .*\$ 8\.000<\/del>/s);
    expect(card).toContain("$ 6.400");

    // Muzzarella Grande 11.500 − 20 % = 9.200; + 250 packaging + 300 service + 2.000 delivery.
    const order = await postOrder(palermoDelivery(), "promo-muzzarella-20");
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const row = await env.DB.prepare("SELECT total FROM orders WHERE code = ?").bind(order.body.data.code).first<{ total: number }>();
    expect(row!.total).toBe(11750);

    const history = await text(await valeria.go("/admin/sabores/carta/cambios"));
    expect(history).toContain("la promoción 20% en Muzzarella");
    expect(history).toContain("Descuento: -20%");
  });

  it("a 2x1 on the Fugazzeta: two of them total one, $ 15.050 with the fees", async () => {
    const created = await send(valeria, { ...NEW, name: "2x1 en Fugazzeta", type: "MULTIPLE", percentage: "", buy: "2", pay: "1", plateIds: [String(I.plates.fugazzeta)] });
    expect(created.status).toBe(302);
    const two = { referenceId: I.plates.fugazzeta, quantity: 2, extras: [], notes: "" };
    const order = await postOrder(palermoDelivery({ items: [two] }), "promo-fugazzeta-2x1");
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const row = await env.DB.prepare("SELECT total FROM orders WHERE code = ?").bind(order.body.data.code).first<{ total: number }>();
    // 2 × 12.500 with 2x1 = 12.500; + 250 + 300 + 2.000.
    expect(row!.total).toBe(15050);
    expect(await cardOf("pizzas", "Fugazzeta")).toContain("2x1");
  });

  it("bad values come back in Spanish with what was typed; a fixed amount at the plate's price is refused", async () => {
    const bad = await send(valeria, { ...NEW, name: "", type: "MULTIPLE", buy: "2", pay: "2", plateIds: [] });
    expect(bad.status).toBe(400);
    const html = await text(bad);
    expect(html).toContain("Ingrese un nombre de hasta 80 letras para la promoción.");
    expect(html).toContain("Paga: un número entero de 1 a 98, menor que lo que lleva.");
    expect(html).toContain("Elija al menos un plato de la sucursal.");
    expect(html).toMatch(/name="pay"[^>]*value="2"|value="2"[^>]*name="pay"/);

    const percent = await send(valeria, { ...NEW, percentage: "120" });
    expect(await text(percent)).toContain("El porcentaje debe ser un número entero de 1 a 100.");
    const fixed = await send(valeria, { ...NEW, type: "FIXED", percentage: "", fixedDiscount: "8.000" });
    expect(fixed.status).toBe(400);
    expect(await text(fixed)).toContain("El monto a descontar debe ser menor que el precio de Muzzarella ($ 8.000).");
    const final = await send(valeria, { ...NEW, type: "FINAL_PRICE", percentage: "", finalPrice: "0" });
    expect(await text(final)).toContain("El precio final debe ser un número entero de pesos mayor a 0.");
    // A plate of the other branch, or of another company, is not one of this branch's.
    const foreign = await send(valeria, { ...NEW, plateIds: [String(I.plates.otroMuzzarella)] });
    expect(foreign.status).toBe(400);
    expect(await text(foreign)).toContain("Elija al menos un plato de la sucursal.");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM product_discounts WHERE company_id = ?").bind(I.companies.sabores).first<{ n: number }>()).toEqual({ n: 6 });
  });

  it("edits and deactivates a discount; a save from the same opened form is refused with the Spanish message", async () => {
    const id = I.discounts.cocaCola;
    const visto = await seenOf(id);
    const fields: Fields = { intent: "guardar", discountId: String(id), visto, name: "$ 700 menos en Coca-Cola", type: "FIXED", fixedDiscount: "700", branchId: String(I.branches.pizzeria), plateIds: [String(I.plates.cocaCola)], active: "on" };
    const saved = await send(valeria, fields);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${PAGE}?promocion=${id}&hecho=promocion-guardada`);
    expect(await cardOf("bebidas", "Coca-Cola 1,5 L")).toContain("-$ 700");

    const late = await send(valeria, { ...fields, fixedDiscount: "100" });
    expect(late.status).toBe(409);
    expect(await text(late)).toContain("Otra persona cambió esta promoción. Revisá los cambios y guardá de nuevo.");
    const stored = await env.DB.prepare("SELECT fixed_discount FROM product_discounts WHERE id = ?").bind(id).first<{ fixed_discount: number }>();
    expect(stored!.fixed_discount).toBe(700);

    // Deactivated (the box unchecked): the pill leaves the menu.
    const { active: _on, ...off } = fields;
    expect((await send(valeria, { ...off, visto: await seenOf(id) })).status).toBe(302);
    expect(await cardOf("bebidas", "Coca-Cola 1,5 L")).not.toContain("-$ 700");
    const history = await text(await valeria.go("/admin/sabores/carta/cambios"));
    expect(history).toContain("Descuento: -$ 500 → -$ 700");
    expect(history).toContain("Activa: sí → no");
  });

  it("moves a discount to other plates: the old plate loses it, the new one gets it", async () => {
    const id = I.discounts.napolitana;
    const res = await send(valeria, { intent: "guardar", discountId: String(id), visto: await seenOf(id), name: "20% OFF en Napolitana", type: "PERCENT", percentage: "20", branchId: String(I.branches.pizzeria), plateIds: [String(I.plates.flan)], active: "on" });
    expect(res.status).toBe(302);
    const links = await env.DB.prepare("SELECT plate_id FROM product_discount_plates WHERE discount_id = ?").bind(id).all<{ plate_id: number }>();
    expect(links.results).toEqual([{ plate_id: I.plates.flan }]);
    // Flan 3.500 − 20 % = 2.800.
    expect(await cardOf("postres", "Flan con dulce de leche")).toContain("$ 2.800");
    expect(await cardOf("pizzas", "Napolitana")).not.toContain("-20%");
  });

  it("a discount starting tomorrow is not applied today; one for today only is, on the menu and in the order total", async () => {
    // FIXED_NOW is 2026-11-18 15:00 in Buenos Aires.
    const four = { referenceId: I.plates.panqueque, quantity: 4, extras: [], notes: "" };
    const half = { ...NEW, name: "Mitad de precio en panqueques", percentage: "50", plateIds: [String(I.plates.panqueque)] };
    const refused = await send(valeria, { ...half, validFrom: "2026-11-19", validTo: "2026-11-18" });
    expect(refused.status).toBe(400);
    const html = await text(refused);
    expect(html).toContain("La fecha de fin debe ser igual o posterior a la de inicio.");
    expect(html).toMatch(/name="validFrom"[^>]*value="2026-11-19"|value="2026-11-19"[^>]*name="validFrom"/);

    expect((await send(valeria, { ...half, validFrom: "2026-11-19", validTo: "" })).status).toBe(302);
    const list = await text(await valeria.go(PAGE));
    expect(list).toContain("Desde el 19/11/2026");
    expect(await cardOf("postres", "Panqueque con dulce de leche")).not.toContain("-50%");
    // 4 × 3.800 undiscounted + 250 + 300 + 2.000.
    const today = await postOrder(palermoDelivery({ items: [four] }), "panqueque-tomorrow");
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect((await env.DB.prepare("SELECT total FROM orders WHERE code = ?").bind(today.body.data.code).first<{ total: number }>())!.total).toBe(17750);

    // Moved to today only: it applies at once.
    const id = (await env.DB.prepare("SELECT id FROM product_discounts WHERE name = ?").bind(half.name).first<{ id: number }>())!.id;
    const moved = await send(valeria, { ...half, intent: "guardar", discountId: String(id), visto: await seenOf(id), validFrom: "2026-11-18", validTo: "2026-11-18" });
    expect(moved.status).toBe(302);
    expect(await text(await valeria.go(PAGE))).toContain("Solo el 18/11/2026");
    expect(await cardOf("postres", "Panqueque con dulce de leche")).toContain("-50%");
    // 4 × 1.900 + 250 + 300 + 2.000.
    const now = await postOrder(palermoDelivery({ items: [four] }), "panqueque-today");
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect((await env.DB.prepare("SELECT total FROM orders WHERE code = ?").bind(now.body.data.code).first<{ total: number }>())!.total).toBe(10150);
  });

  it("Diego gets 403; Otro Sabor's owner 404; Valeria gets 404 for Otro Sabor's discount", async () => {
    expect((await (await consoleAs(SHOP.diego)).go(PAGE)).status).toBe(403);
    expect((await (await consoleAs(SHOP.otroDueno)).go(PAGE)).status).toBe(404);
    const other = I.discounts.otro;
    expect((await valeria.go(`${PAGE}?promocion=${other}`)).status).toBe(404);
    const post = await send(valeria, { ...NEW, intent: "guardar", discountId: String(other), visto: "{}" });
    expect(post.status).toBe(404);
    const row = await env.DB.prepare("SELECT percentage, active FROM product_discounts WHERE id = ?").bind(other).first<{ percentage: number; active: number }>();
    expect(row).toEqual({ percentage: 50, active: 1 });
  });
});
