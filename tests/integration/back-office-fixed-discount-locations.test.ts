// A fixed-amount discount and a location's own price (a franchise prices the shared menu), through
// the owner's forms without JavaScript: the plate editor refuses a location's price the discount
// would bring to $ 0, naming the location and the promotion; the promotions form refuses an amount
// that reaches a location's lower price, naming the location; a price above the amount is saved and
// the location's menu charges the price minus the amount.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { formOf, postForm, locationField, plateCard } from "./back-office-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import type { Diner } from "./sign-in-helpers";

const COCA = `/admin/sabores/carta/plato/${I.plates.cocaCola}`;
const PROMOTIONS = "/admin/sabores/promociones";
const BELGRANO = "/menu/pizzeria-belgrano/take-away";
const PALERMO = "/menu/pizzeria-palermo/take-away";
const DEMO_DISCOUNT = "$ 500 menos en Coca-Cola";

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
  // FIXED_NOW is a Wednesday at 15:00, when Belgrano closes: open it so its menu shows prices as for an order.
  await env.DB.prepare("UPDATE branch_contacts SET always_open = 1 WHERE id = ?").bind(I.branchContacts.belgrano).run();
});
afterAll(async () => {
  await env.DB.prepare("UPDATE branch_contacts SET always_open = 0 WHERE id = ?").bind(I.branchContacts.belgrano).run();
});

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

const belgranoRow = () =>
  env.DB.prepare("SELECT sold, price FROM location_plates WHERE plate_id = ? AND branch_contact_id = ?")
    .bind(I.plates.cocaCola, I.branchContacts.belgrano)
    .first<{ sold: number; price: number }>();

function newDiscount(fixedDiscount: string) {
  const body = new URLSearchParams({
    intent: "crear",
    name: "Coca a mitad",
    type: "FIXED",
    percentage: "",
    buy: "",
    pay: "",
    fixedDiscount,
    finalPrice: "",
    branchId: String(I.branches.pizzeria),
    active: "on",
  });
  body.append("plateIds", String(I.plates.cocaCola));
  return valeria.fetch(PROMOTIONS, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

describe("a fixed-amount discount against a location's own price", () => {
  it("Belgrano's Coca-Cola at $ 500 (the demo's discount takes $ 500 off) is refused in Spanish naming Belgrano and the promotion; nothing saved; at $ 600 Belgrano charges $ 100", async () => {
    const form = await formOf(valeria, COCA);
    form.set(locationField(form, I.branchContacts.belgrano, "price"), "500");
    const refused = await postForm(valeria, COCA, form);
    expect(refused.status).toBe(400);
    const html = await text(refused);
    expect(html).toContain(`El precio en Sabores Belgrano debe ser mayor que los $ 500 que descuenta la promoción «${DEMO_DISCOUNT}».`);
    expect(html).toContain("Revise los campos marcados.");
    // What was typed stays in the form.
    expect(html).toMatch(/name="locations\[\d+\]\.price"[^>]*value="500"|value="500"[^>]*name="locations\[\d+\]\.price"/);
    expect(await belgranoRow()).toBeNull();

    // The shared price falls under the same rule.
    const shared = await formOf(valeria, COCA);
    shared.set("price", "$ 500");
    const sharedRefused = await postForm(valeria, COCA, shared);
    expect(sharedRefused.status).toBe(400);
    expect(await text(sharedRefused)).toContain(`El precio debe ser mayor que los $ 500 que descuenta la promoción «${DEMO_DISCOUNT}».`);

    form.set(locationField(form, I.branchContacts.belgrano, "price"), "600");
    const saved = await postForm(valeria, COCA, form);
    expect(saved.status).toBe(302);
    expect(await belgranoRow()).toEqual({ sold: 1, price: 600 });
    const belgrano = await plateCard(BELGRANO, "bebidas", "Coca-Cola 1,5 L");
    expect(belgrano).toContain("$ 100");
    expect(belgrano).toContain("-$ 500");
    expect(await plateCard(PALERMO, "bebidas", "Coca-Cola 1,5 L")).toContain("$ 2.500");
  });

  it("a new fixed discount reaching Belgrano's $ 600 is refused naming Belgrano; $ 550 is saved", async () => {
    expect(await belgranoRow()).toEqual({ sold: 1, price: 600 });
    const refused = await newDiscount("600");
    expect(refused.status).toBe(400);
    const html = await text(refused);
    expect(html).toContain("El monto a descontar debe ser menor que el precio de Coca-Cola 1,5 L en Sabores Belgrano ($ 600).");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM product_discounts WHERE name = 'Coca a mitad'").first<{ n: number }>()).toEqual({ n: 0 });

    expect((await newDiscount("550")).status).toBe(302);
    expect(await env.DB.prepare("SELECT fixed_discount FROM product_discounts WHERE name = 'Coca a mitad'").first<{ fixed_discount: number }>()).toEqual({
      fixed_discount: 550,
    });
    // Now Belgrano's price cannot go to $ 550 either: the biggest amount is the one named.
    const form = await formOf(valeria, COCA);
    form.set(locationField(form, I.branchContacts.belgrano, "price"), "550");
    const again = await postForm(valeria, COCA, form);
    expect(again.status).toBe(400);
    expect(await text(again)).toContain("El precio en Sabores Belgrano debe ser mayor que los $ 550 que descuenta la promoción «Coca a mitad».");
    expect(await belgranoRow()).toEqual({ sold: 1, price: 600 });
  });
});
