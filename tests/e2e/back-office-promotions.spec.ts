// The owner's product discounts, JavaScript off (plain forms and redirects) and on: Valeria creates
// 25 % off the Panqueque at /admin/sabores/promociones, a diner sees the '-25%' pill and the
// struck-through price on the Palermo menu and pays the discounted total at the checkout. The
// discount is deactivated afterwards: the other specs rely on the demo's menu.
import type { Page } from "@playwright/test";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { PALERMO, choosePayment, confirm, expectCheckoutTotal, fillCart, fillCustomer, freshPhone, gotoCheckout } from "./checkout-helpers";
import { expect, test } from "./fixtures";

const PAGE = "/admin/sabores/promociones";
const PANQUEQUE = { category: { slug: "postres" }, plate: { slug: "panqueque-con-dulce-de-leche", name: "Panqueque con dulce de leche" } };

async function deactivate(page: Page, name: string) {
  await page.goto(PAGE);
  await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name: "Editar" }).click();
  await expect(page.getByRole("heading", { name: `Editar ${name}` })).toBeVisible();
  await page.getByRole("checkbox", { name: "Activa (se ve en la carta)" }).uncheck();
  await page.getByRole("button", { name: "Guardar promoción" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Promoción guardada. La carta ya muestra los cambios." })).toBeVisible();
}

test("Valeria creates 25 % off the Panqueque; the diner sees '-25%' and pays $ 2.850", async ({ page, browser, javaScriptEnabled: js }, info) => {
  const name = `25% en Panqueque (${info.project.name})`;
  await consoleSignIn(page, SHOP_PEOPLE.valeria, PAGE);
  await expect(page.getByRole("heading", { name: "Promociones", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre (lo ve usted en esta lista)" }).fill(name);
  await page.getByRole("combobox", { name: "Tipo" }).selectOption("PERCENT");
  if (js) {
    // Only the chosen type's amount shows once the page runs its scripts.
    await expect(page.getByRole("textbox", { name: "Lleva (unidades)" })).toBeHidden();
  }
  await page.getByRole("textbox", { name: "Porcentaje de descuento (1 a 100)" }).fill("25");
  await page.getByRole("checkbox", { name: /^Panqueque con dulce de leche/ }).check();
  await page.getByRole("button", { name: "Crear promoción" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Promoción creada. Ya se ve en la carta." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("-25%");

  try {
    const diner = await browser.newPage({ javaScriptEnabled: js });
    // The storefront's isolate keeps a menu up to 5 s (ISOLATE_CACHE_TTL_MS).
    await expect(async () => {
      await diner.goto(`/menu/${PALERMO}/take-away/postres`);
      await expect(diner.getByText("$ 2.850").first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000, intervals: [500] });
    await expect(diner.getByText("-25%").first()).toBeVisible();
    await expect(diner.locator("del").filter({ hasText: "$ 3.800" }).first()).toBeVisible();

    // Panqueque 3.800 − 25 % = 2.850; take-away: no fees.
    await fillCart(diner, js, PALERMO, "take-away", [PANQUEQUE]);
    await gotoCheckout(diner, PALERMO);
    await fillCustomer(diner, { phone: freshPhone(js, 31).typed, name: "Marta" });
    await choosePayment(diner, "Tarjeta al retirar", js);
    await expectCheckoutTotal(diner, "$ 2.850");
    await confirm(diner, PALERMO);
    await diner.close();
  } finally {
    await deactivate(page, name);
  }
});
