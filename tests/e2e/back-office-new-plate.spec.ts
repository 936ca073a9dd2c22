// A plate made in the back office, JavaScript off (plain forms, a multipart photo form) and on (the
// photo previewed before it is sent): Valeria creates a calzone with a mandatory sauce group, gives
// it a photo, and a diner orders it for take-away with the sauce that costs extra; the checkout and
// the follow-up total it to the peso. The plate is hidden afterwards: the other specs rely on the
// demo's menu as it is.
import type { Page } from "@playwright/test";
import { choosePayment, confirm, expectCheckoutTotal, fillCart, fillCustomer, followUpTicket, amountOf, freshPhone, gotoCheckout, PALERMO } from "./checkout-helpers";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { expect, test } from "./fixtures";

const CARTA = "/admin/sabores/carta";

// An 8×6 PNG, a plain tomato red: a real image, as small as a photo gets.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEUlEQVR4nGM4Y6yEFTEMpAQAAXY2MZvM/0EAAAAASUVORK5CYII=", "base64");

async function hidePlate(page: Page, editor: string) {
  await page.goto(editor);
  await page.getByRole("checkbox", { name: "Visible en la carta" }).uncheck();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Plato guardado. La carta de los clientes ya muestra los cambios." })).toBeVisible();
}

test("Valeria adds a plate with a photo and a sauce group; a diner orders it and pays the sauce", async ({ page, browser, javaScriptEnabled: js }, info) => {
  // One plate per project (its address comes from its name; a retry's plate gets its own, read from 'Ver como cliente').
  const name = js ? "Calzone napolitano" : "Calzone de jamón";
  await consoleSignIn(page, SHOP_PEOPLE.valeria, CARTA);
  await page.goto(`${CARTA}/plato/nuevo?sucursal=sabores-pizzeria`);
  await expect(page.getByRole("heading", { name: "Nuevo plato", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Descripción" }).fill("Masa de pizza cerrada, muzzarella y jamón.");
  await page.getByRole("combobox", { name: "Categoría" }).selectOption({ label: "Pizzas" });
  await page.getByRole("textbox", { name: "Precio (pesos, sin tamaños)" }).fill("13800");
  await page.getByRole("textbox", { name: "Nombre del grupo" }).first().fill("Salsa");
  await page.getByRole("textbox", { name: "Mínimo" }).first().fill("1");
  await page.getByRole("textbox", { name: "Máximo" }).first().fill("1");
  await page.getByRole("textbox", { name: "Opción 1" }).first().fill("Fileto");
  await page.getByRole("textbox", { name: "Opción 2" }).first().fill("Crema");
  await page.getByRole("textbox", { name: "Precio extra" }).nth(1).fill("600");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Plato creado." })).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const editor = new URL(page.url()).pathname;
  const storefront = (await page.getByRole("link", { name: "Ver como cliente" }).getAttribute("href")) ?? "";
  expect(storefront).toMatch(/^\/menu\/pizzeria-palermo\/[a-z-]+\/pizzas\/calzone-/);
  const plate = { name, slug: storefront.split("/").at(-1)! };

  try {
    const photo = page.getByLabel("Foto del plato (PNG, JPEG o WebP, hasta 2 MB)");
    await photo.setInputFiles({ name: "calzone.png", mimeType: "image/png", buffer: PNG });
    // With JavaScript the chosen file shows before it is sent.
    if (js) await expect(page.getByRole("img", { name: "Vista previa de la foto elegida" })).toBeVisible();
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Foto guardada. La carta de los clientes ya la muestra." })).toBeVisible();
    await expect(page.getByRole("img", { name: `Foto actual de ${plate.name}` })).toBeVisible();

    const diner = await browser.newPage({ javaScriptEnabled: info.project.use.javaScriptEnabled });
    // The storefront shows the new plate soon (the isolate keeps a page 2 s and the menu pointer 2 s; the bench measures the 5 s promise).
    await expect(async () => {
      const res = await diner.goto(`/menu/${PALERMO}/take-away/pizzas/${plate.slug}`);
      expect(res?.status()).toBe(200);
    }).toPass({ timeout: 15_000, intervals: [250] });
    await fillCart(diner, js, PALERMO, "take-away", [{ category: { slug: "pizzas" }, plate, radio: "Crema" }]);
    await gotoCheckout(diner, PALERMO);
    await fillCustomer(diner, { phone: freshPhone(js, 47).typed, name: "Julieta" });
    await choosePayment(diner, "Tarjeta al retirar", js);
    // 13.800 + Crema 600; take-away: no delivery fee, service fee '(Bonificada)'.
    await expectCheckoutTotal(diner, "$ 14.400");
    await confirm(diner, PALERMO);
    await expect(followUpTicket(diner).getByText(plate.name)).toBeVisible();
    await expect(amountOf(followUpTicket(diner), "Total")).toHaveText("$ 14.400");
    await diner.close();
  } finally {
    await hidePlate(page, editor);
  }
});
