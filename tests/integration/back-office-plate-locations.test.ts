// Where a plate of the shared menu is sold, and a location's own price (a franchise sets its own
// price for a plate of the shared menu), from the owner's plate editor without JavaScript:
// Belgrano's menu, menu JSON, cart and order total use Belgrano's price to the peso while Palermo
// keeps the shared one; a plate Belgrano does not sell is absent from its menu and refused in a
// cart there by name, and the rest of the cart stays.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_IDS as I } from "~/data/demo/demo-tenant";
import { formOf, postForm, locationField, plateCardOrNone } from "./back-office-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { cartWith, send } from "./session-helpers";
import { diner, type Diner } from "./sign-in-helpers";

const CARTA = "/admin/sabores/carta";
const MUZZARELLA = `${CARTA}/plato/${I.plates.muzzarella}`;
const FLAN = `${CARTA}/plato/${I.plates.flan}`;
const BELGRANO = "/menu/pizzeria-belgrano/take-away";
const PALERMO = "/menu/pizzeria-palermo/take-away";

let valeria: Diner;
beforeAll(async () => {
  valeria = await consoleAs(SHOP.valeria);
  // FIXED_NOW is a Wednesday at 15:00, when Belgrano closes: open it so a diner can order there.
  await env.DB.prepare("UPDATE branch_contacts SET always_open = 1 WHERE id = ?").bind(I.branchContacts.belgrano).run();
});
afterAll(async () => {
  await env.DB.prepare("UPDATE branch_contacts SET always_open = 0 WHERE id = ?").bind(I.branchContacts.belgrano).run();
});

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

const belgranoTakeAway = (items: unknown[]) => ({
  branchContact: "pizzeria-belgrano",
  orderModeId: I.orderModes.belgranoTakeAway,
  items,
  phone: "+5491155550098",
  customerName: "Ana Gómez",
  customerEmail: "ana@example.com",
  paymentType: I.orderModes.belgranoTakeAway * 10 + 1,
  paysWith: 20000,
});
const grande = { referenceId: I.plates.muzzarella, quantity: 1, sizeId: I.sizes.muzzarellaGrande, extras: [], notes: "" };

describe("the plate editor: which locations and modes sell a plate, and a location's own price", () => {
  it("Valeria sets Belgrano's Muzzarella prices: Belgrano's menu, JSON and order total use them to the peso; Palermo keeps the shared price", async () => {
    const form = await formOf(valeria, MUZZARELLA);
    // The form lists every location of the branch, each sold at the shared prices.
    const page = await text(await valeria.go(MUZZARELLA));
    for (const t of [
      "Dónde se vende",
      "Se vende en Sabores Palermo",
      "Se vende en Sabores Belgrano",
      "Chica en Sabores Belgrano",
      "Grande en Sabores Belgrano",
      "Retiro en local",
    ])
      expect(page, t).toContain(t);
    form.set(locationField(form, I.branchContacts.belgrano, "sizePrices[0]"), "8.600");
    form.set(locationField(form, I.branchContacts.belgrano, "sizePrices[1]"), "$ 12.400");
    const saved = await postForm(valeria, MUZZARELLA, form);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${MUZZARELLA}?hecho=plato-guardado`);

    // The editor shows the prices again; the shared sizes are unchanged.
    const again = await formOf(valeria, MUZZARELLA);
    expect(again.get(locationField(again, I.branchContacts.belgrano, "sizePrices[1]"))).toBe("12400");
    expect(again.get(locationField(again, I.branchContacts.palermo, "sizePrices[1]"))).toBe("");
    expect(again.get("sizes[1].price")).toBe("11500");

    // The card shows the cheapest size: $ 8.600 at Belgrano, $ 8.000 at Palermo.
    expect(await plateCardOrNone(BELGRANO, "pizzas", "Muzzarella")).toContain("$ 8.600");
    expect(await plateCardOrNone(PALERMO, "pizzas", "Muzzarella")).toContain("$ 8.000");
    const menuJson = (await (await diner().go(`/api/diner/pizzeria-belgrano/menu/${I.orderModes.belgranoTakeAway}`)).json()) as any;
    const muzzarella = menuJson.categories.flatMap((c: any) => c.plates).find((p: any) => p.id === I.plates.muzzarella);
    expect(muzzarella.sizes.map((s: any) => s.price)).toEqual([8600, 12400]);

    // The order total: Belgrano's take-away has no fees, so 12.400; Palermo's delivery keeps 11.500 + 250 + 300 + 2.000.
    const belgrano = await postOrder(belgranoTakeAway([grande]), "belgrano-own-price");
    expect(belgrano.status, JSON.stringify(belgrano.body)).toBe(200);
    expect((await env.DB.prepare("SELECT total FROM orders WHERE code = ?").bind(belgrano.body.data.code).first<{ total: number }>())!.total).toBe(12400);
    const palermo = await postOrder(palermoDelivery(), "palermo-shared-price");
    expect(palermo.status, JSON.stringify(palermo.body)).toBe(200);
    expect((await env.DB.prepare("SELECT total FROM orders WHERE code = ?").bind(palermo.body.data.code).first<{ total: number }>())!.total).toBe(14050);

    // The checkout page of a Belgrano cart with one Grande totals $ 12.400.
    const cookie = await send(`${BELGRANO}/pizzas/muzzarella`, {
      method: "POST",
      body: new URLSearchParams({ quantity: "1", sizeId: String(I.sizes.muzzarellaGrande), volver: "categoria" }),
    });
    expect(cookie.status).toBe(302);
    const checkout = await text(await send("/menu/pizzeria-belgrano/checkout", { cookie: cookie.headers.get("Set-Cookie")!.split(";")[0] }));
    expect(checkout).toContain("$ 12.400");
    expect(checkout).not.toContain("$ 11.500");

    // Audited: the history has the save.
    const row = await env.DB.prepare("SELECT after FROM menu_audit_log WHERE entity_type = 'PLATE' AND entity_id = ? ORDER BY rowid DESC LIMIT 1")
      .bind(I.plates.muzzarella)
      .first<{ after: string }>();
    expect(JSON.parse(row!.after).locations).toEqual([{ branchContactId: I.branchContacts.belgrano, sold: true, price: null, sizePrices: [8600, 12400] }]);
  });

  it("a plate Belgrano does not sell: absent from its menu, refused in a cart there by name; the rest of the cart stays", async () => {
    // A diner's Belgrano cart holds a Flan and a Napolitana before the change.
    let cookie = await cartWith("pizzeria-belgrano", "take-away", "postres/flan-con-dulce-de-leche", 1);
    cookie = await cartWith("pizzeria-belgrano", "take-away", "pizzas/napolitana", 1, cookie);

    const form = await formOf(valeria, FLAN);
    form.delete(locationField(form, I.branchContacts.belgrano, "sold"));
    expect((await postForm(valeria, FLAN, form)).status).toBe(302);

    expect(await plateCardOrNone(BELGRANO, "postres", "Flan con dulce de leche")).toBeNull();
    expect(await plateCardOrNone(PALERMO, "postres", "Flan con dulce de leche")).not.toBeNull();
    expect((await diner().go(`${BELGRANO}/postres/flan-con-dulce-de-leche`)).status).toBe(404);

    // The cart page names the plate and keeps the Napolitana.
    const cart = await text(await send("/menu/pizzeria-belgrano/preview", { cookie }));
    expect(cart).toContain("Flan con dulce de leche no se vende en este local.");
    expect(cart).toContain("Napolitana");
    expect(cart).not.toContain("Tu pedido está vacío");

    // Adding it by id (the cart's one-tap add) is refused with the same words.
    const add = await send("/menu/pizzeria-belgrano/preview", {
      method: "POST",
      cookie,
      body: new URLSearchParams({ intent: "add-upsell", plateId: String(I.plates.flan) }),
    });
    expect(add.status).toBe(400);
    expect(await text(add)).toContain("Flan con dulce de leche no se vende en este local.");

    // An order naming it is refused, naming it.
    const flan = { referenceId: I.plates.flan, quantity: 1, extras: [], notes: "" };
    const order = await postOrder(belgranoTakeAway([flan]), "belgrano-flan");
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain("Flan con dulce de leche no se vende en este local.");
  });

  it("a plate sold only for take-away is absent from the delivery menu; no mode checked is refused in Spanish with what was typed", async () => {
    const form = await formOf(valeria, FLAN);
    form.delete("modes");
    const bad = await postForm(valeria, FLAN, form);
    expect(bad.status).toBe(400);
    const html = await text(bad);
    expect(html).toContain("Elija al menos un modo de pedido en el que se vende.");

    form.append("modes", "TAKE_AWAY");
    expect((await postForm(valeria, FLAN, form)).status).toBe(302);
    expect(await plateCardOrNone("/menu/pizzeria-palermo/delivery", "postres", "Flan con dulce de leche")).toBeNull();
    expect(await plateCardOrNone(PALERMO, "postres", "Flan con dulce de leche")).not.toBeNull();

    // No location selling it is refused as well.
    const none = await formOf(valeria, FLAN);
    for (const id of [I.branchContacts.palermo, I.branchContacts.belgrano, I.branchContacts.caballito]) none.delete(locationField(none, id, "sold"));
    const refused = await postForm(valeria, FLAN, none);
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain("Elija al menos un local que lo venda.");
  });
});
