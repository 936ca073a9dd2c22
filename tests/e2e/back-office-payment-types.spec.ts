// 'Agregar medio de pago' on a location's order mode, JavaScript off and on: Valeria adds a card on
// delivery ('Tarjeta con posnet') under her own name, the mode's form shows it offered, and a
// diner's checkout lists it under 'Mi pago'. Both projects share one server: each adds it to
// another of Palermo's modes (delivery without JavaScript, table service with it).
import { PALERMO, PLATES, fillCart, gotoCheckout } from "./checkout-helpers";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { expect, test } from "./fixtures";

const PALERMO_PAGE = "/admin/sabores/locales/111";
const MODES = { delivery: { id: 1111, name: "Delivery" }, table: { id: 1113, name: "Mesa" } };

test("Valeria adds 'Tarjeta con posnet' to a mode; it is offered at once", async ({ page, browser, javaScriptEnabled: js }) => {
  const mode = js ? MODES.table : MODES.delivery;
  const label = js ? "Posnet en la mesa" : "Posnet al repartidor";
  await consoleSignIn(page, SHOP_PEOPLE.valeria, PALERMO_PAGE);
  const form = page.locator(`#modo-${mode.id}`);
  await form.getByRole("combobox", { name: "Agregar medio de pago" }).selectOption({ label: "Tarjeta con posnet (al entregar o retirar)" });
  await form.getByRole("textbox", { name: "Nombre que ve el cliente (opcional)" }).fill(label);
  await form.getByRole("button", { name: /^Guardar / }).click();
  await expect(page.getByRole("status").filter({ hasText: "Modo de pedido guardado. La tienda ya muestra los cambios." })).toBeVisible();
  const saved = page.locator(`#modo-${mode.id}`);
  await expect(saved.getByRole("checkbox", { name: label })).toBeChecked();
  // One card payment a mode: the kind is no longer offered.
  await expect(saved.getByRole("combobox", { name: "Agregar medio de pago" }).locator("option", { hasText: "Tarjeta con posnet" })).toHaveCount(0);

  if (!js) {
    const diner = await browser.newPage({ javaScriptEnabled: js });
    // Above the delivery minimum: two Muzzarella Grande.
    await fillCart(diner, js, PALERMO, "delivery", [{ ...PLATES.muzzarella, size: "Grande", quantity: 2 }]);
    await gotoCheckout(diner, PALERMO);
    await expect(diner.getByRole("region", { name: "Mi pago" }).getByRole("radio", { name: new RegExp(`^${label}`) })).toBeVisible();
    await diner.close();
  }
});
