// The owner's discount codes, JavaScript off (plain forms and redirects) and on: Valeria creates a
// $ 1.000 code for orders of at least $ 9.000 in products at /admin/sabores/descuentos; a diner's
// checkout refuses it below the minimum with the spec's message and applies it above, the total to
// the peso. With JavaScript, after 'Código creado' the form is empty again (a new form after each
// navigation). The code is new per project and limited to these orders' branch; no other spec uses it.
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { PALERMO, PLATES, choosePayment, expectCheckoutTotal, fillCart, fillCustomer, freshPhone, gotoCheckout, ticket } from "./checkout-helpers";
import { expect, test } from "./fixtures";

const PAGE = "/admin/sabores/descuentos";

test("Valeria creates a code with a minimum; the checkout refuses it below $ 9.000 and takes $ 1.000 off above", async ({ page, browser, javaScriptEnabled: js }) => {
  const code = js ? "MINIMO9000JS" : "MINIMO9000NJ";
  await consoleSignIn(page, SHOP_PEOPLE.valeria, PAGE);
  await expect(page.getByRole("heading", { name: "Códigos de descuento", level: 1 })).toBeVisible();
  const form = page.locator("#codigo-form");
  await form.getByRole("textbox", { name: "Código" }).fill(code);
  await form.getByRole("combobox", { name: "Tipo" }).selectOption("FIXED");
  await form.getByRole("textbox", { name: "Valor (porcentaje o pesos; vacío para envío gratis)" }).fill("1000");
  await form.getByRole("textbox", { name: "Mínimo en productos (pesos, opcional)" }).fill("9.000");
  await form.getByRole("button", { name: "Crear código" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Código creado. Los clientes ya pueden usarlo." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: code })).toBeVisible();
  // The form is a new one: none of the created code's values stay (with JavaScript too).
  await expect(page.locator("#codigo-form").getByRole("textbox", { name: "Código" })).toHaveValue("");
  await expect(page.locator("#codigo-form").getByRole("textbox", { name: "Mínimo en productos (pesos, opcional)" })).toHaveValue("");

  const apply = async (diner: typeof page) => {
    const section = diner.getByRole("region", { name: "Código de descuento" });
    await section.getByRole("textbox", { name: "Código" }).fill(code);
    await section.getByRole("button", { name: "Aplicar" }).click();
    return section;
  };

  // Below the minimum: one Flan, $ 3.500 (take-away at Palermo has no fees).
  const below = await browser.newPage({ javaScriptEnabled: js });
  await fillCart(below, js, PALERMO, "take-away", [PLATES.flan]);
  await gotoCheckout(below, PALERMO);
  await fillCustomer(below, { phone: freshPhone(js, 41).typed, name: "Marta" });
  await choosePayment(below, "Tarjeta al retirar", js);
  const refused = await apply(below);
  await expect(refused.getByText("Monto mínimo en productos: $ 9.000")).toBeVisible();
  await expect(ticket(below).getByText(`Código ${code}`)).toHaveCount(0);
  await expectCheckoutTotal(below, "$ 3.500");
  await below.close();

  // Above it: three Flanes, $ 10.500 − $ 1.000 = $ 9.500.
  const above = await browser.newPage({ javaScriptEnabled: js });
  await fillCart(above, js, PALERMO, "take-away", [{ ...PLATES.flan, quantity: 3 }]);
  await gotoCheckout(above, PALERMO);
  await fillCustomer(above, { phone: freshPhone(js, 42).typed, name: "Marta" });
  await choosePayment(above, "Tarjeta al retirar", js);
  const applied = await apply(above);
  await expect(applied.getByText(code, { exact: true })).toBeVisible();
  await expect(ticket(above).getByText(`Código ${code}`)).toBeVisible();
  await expectCheckoutTotal(above, "$ 9.500");
  await above.close();
});
