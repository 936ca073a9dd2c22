// The owner's delivery zones, JavaScript off (a radius in km, a plain form) and on (the zone drawn
// by clicking its corners on the map with terra-draw): Valeria adds a zone around Palermo cheaper
// than the demo's, and a diner at Av. Santa Fe 3400 then pays its fee at the checkout (the
// cheapest zone containing the address wins). The zone is deleted afterwards: the other specs rely
// on the demo's Palermo zone.
import type { Page } from "@playwright/test";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { PALERMO, PLATES, amountOf, expectCheckoutTotal, fillCart, gotoCheckout, setAddress, ticket } from "./checkout-helpers";
import { drawAcrossTheMap } from "./back-office-helpers";
import { expect, test } from "./fixtures";

const PAGE = "/admin/sabores/zonas";

async function deleteZone(page: Page, name: string) {
  await page.goto(PAGE);
  await page.getByRole("button", { name: `Borrar la zona ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zona borrada. Los pedidos anteriores conservan su costo de envío." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
}

test("Valeria adds a $ 900 zone around Palermo; a diner at Av. Santa Fe 3400 pays $ 900 for delivery", async ({ page, browser, javaScriptEnabled: js }, info) => {
  const name = `Centro Palermo (${info.project.name})`;
  await consoleSignIn(page, SHOP_PEOPLE.valeria, PAGE);
  await expect(page.getByRole("heading", { name: "Zonas de entrega", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Palermo" }).first()).toContainText("Envío $ 1.500");
  await page.getByRole("textbox", { name: "Nombre (lo ve usted en esta lista)" }).fill(name);
  if (js) await drawAcrossTheMap(page);
  else await page.getByRole("textbox", { name: "Radio en km alrededor del local (de 0,2 a 30)" }).fill("1,5");
  await page.getByRole("textbox", { name: "Costo de envío (pesos)" }).fill("900");
  await page.getByRole("textbox", { name: "Pedido mínimo (pesos)" }).fill("0");
  await page.getByRole("button", { name: "Crear zona" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zona creada. Los clientes ya la ven al ingresar su dirección." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Envío $ 900 · mínimo $ 0");

  try {
    const diner = await browser.newPage({ javaScriptEnabled: js });
    await fillCart(diner, js, PALERMO, "delivery", [PLATES.napolitana]);
    await gotoCheckout(diner, PALERMO);
    await setAddress(diner, PALERMO, "Av. Santa Fe 3400", "Av. Santa Fe 3400, Palermo, CABA");
    // The storefront's isolate keeps a location's zones up to 2 s (ISOLATE_CACHE_TTL_MS).
    await expect(async () => {
      await diner.reload();
      await expect(amountOf(ticket(diner), "Envío")).toHaveText("$ 900", { timeout: 1_000 });
    }).toPass({ timeout: 10_000, intervals: [500] });
    // Napolitana $ 13.000 − 20 % = $ 10.400 + 'Recargo por embalaje' $ 250 + 'Tasa de Servicio' $ 300 + delivery $ 900.
    await expectCheckoutTotal(diner, "$ 11.850");
    await diner.close();
  } finally {
    await deleteZone(page, name);
  }
});
