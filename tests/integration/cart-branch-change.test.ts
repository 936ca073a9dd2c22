// storefront.md §4 "Changing branch clears the cart": a cart belongs to one location. Opening
// another location shows an empty cart, and adding there starts a new one; the first location's
// cart does not come back (app/http/storefront-context.server.ts cartFromSession,
// app/http/cart-session.server.ts cartForMode).
import { describe, expect, it } from "vitest";
import { cartWith, send } from "./session-helpers";

const cartPage = async (alias: string, cookie: string) => {
  const res = await send(`/menu/${alias}/preview`, { cookie });
  expect(res.status).toBe(200);
  return res.text();
};

describe("changing branch clears the cart", () => {
  it("a Palermo cart is not Café Centro's, and a Café Centro line empties Palermo's", async () => {
    let cookie = await cartWith("pizzeria-palermo", "take-away", "postres/flan-con-dulce-de-leche", 2);
    const palermo = await cartPage("pizzeria-palermo", cookie);
    expect(palermo).toContain("Flan con dulce de leche");
    expect(palermo).not.toContain("Tu pedido está vacío");

    // Another location of the same company: its cart page starts empty.
    const centro = await cartPage("cafe-centro", cookie);
    expect(centro).toContain("Tu pedido está vacío");
    expect(centro).not.toContain("Flan con dulce de leche");

    // Adding there: only the Cortado, and Palermo's cart is gone when the diner goes back.
    cookie = await cartWith("cafe-centro", "take-away", "cafeteria/cortado", 1, cookie);
    const centroAfter = await cartPage("cafe-centro", cookie);
    expect(centroAfter).toContain("Cortado");
    expect(centroAfter).toContain("$ 2.800");
    expect(centroAfter).not.toContain("Flan con dulce de leche");
    const palermoAfter = await cartPage("pizzeria-palermo", cookie);
    expect(palermoAfter).toContain("Tu pedido está vacío");
    expect(palermoAfter).not.toContain("Cortado");
  });
});
