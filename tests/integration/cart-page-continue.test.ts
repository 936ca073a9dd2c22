// Cart page 'Mi pedido' (storefront.md §2): "'Continuar' shows only if the cart
// has items, the minimum order for delivery is met and the user may order".
// Palermo delivery: minimum $ 6.000 (demo-tenant.md); Empanada de verdura $ 1.100,
// Napolitana $ 13.000 − 20 % = $ 10.400. Clock pinned (FIXED_NOW, a Wednesday 15:00).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cartWith, patchSession, send } from "./session-helpers";

const PALERMO = "pizzeria-palermo";
const IN_ZONE = { fullAddress: "Gurruchaga 1500, Palermo, CABA", lat: -34.5893, lng: -58.4262 };
const CONTINUAR = /<a class="button button--block cart-continue" href="\/menu\/pizzeria-palermo\/checkout"><span>Continuar<\/span>/;

const cartPage = async (cookie: string) => {
  const res = await send(`/menu/${PALERMO}/preview`, { cookie });
  expect(res.status).toBe(200);
  return res.text();
};

describe("'Continuar' on the cart page", () => {
  it("hidden while the delivery minimum is not met, shown once it is", async () => {
    let cookie = await cartWith(PALERMO, "delivery", "empanadas/empanada-de-verdura", 1);
    await patchSession(cookie, { location: IN_ZONE });
    const below = await cartPage(cookie);
    expect(below).toContain("Suma $ 4.900 en productos para alcanzar el pedido mínimo de $ 6.000");
    expect(below).not.toMatch(CONTINUAR);
    expect(below).not.toContain(">Continuar<");

    cookie = await cartWith(PALERMO, "delivery", "pizzas/napolitana", 1, cookie);
    const met = await cartPage(cookie);
    expect(met).toContain("Suma $ 18.500 en productos para tener envío gratis");
    expect(met).toMatch(CONTINUAR);
  });

  it("hidden while ordering is closed (the local closed by hand), with the closed note", async () => {
    const cookie = await cartWith(PALERMO, "delivery", "pizzas/napolitana", 1);
    await patchSession(cookie, { location: IN_ZONE });
    expect(await cartPage(cookie)).toMatch(CONTINUAR);
    await env.DB.prepare("UPDATE branch_contacts SET manually_closed = 1 WHERE alias = ?").bind(PALERMO).run();
    try {
      const closed = await cartPage(cookie);
      expect(closed).toContain("El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.");
      expect(closed).toContain("Napolitana");
      expect(closed).not.toMatch(CONTINUAR);
      expect(closed).not.toContain(">Continuar<");
    } finally {
      await env.DB.prepare("UPDATE branch_contacts SET manually_closed = 0 WHERE alias = ?").bind(PALERMO).run();
    }
  });

  it("hidden while the mode takes no orders (informational menu)", async () => {
    const cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 1);
    expect(await cartPage(cookie)).toMatch(CONTINUAR);
    await env.DB.prepare("UPDATE order_modes SET order_enabled = 0 WHERE slug = 'take-away' AND branch_contact_id = (SELECT id FROM branch_contacts WHERE alias = ?)").bind(PALERMO).run();
    try {
      const informational = await cartPage(cookie);
      expect(informational).toContain("Menú informativo. Pedidos deshabilitados.");
      expect(informational).not.toMatch(CONTINUAR);
    } finally {
      await env.DB.prepare("UPDATE order_modes SET order_enabled = 1 WHERE slug = 'take-away' AND branch_contact_id = (SELECT id FROM branch_contacts WHERE alias = ?)").bind(PALERMO).run();
    }
  });
});
