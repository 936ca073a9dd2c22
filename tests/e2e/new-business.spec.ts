// A restaurant nobody set up for it, JavaScript off and on: "Empanadas La Abuela" signs up at
// /alta, draws its delivery zone (a radius without JavaScript, the map with it), adds two plates,
// and a diner orders one for delivery at /menu/{its location}. The order reaches La Abuela's own
// console and not Sabores'; Sabores' owner gets no access to La Abuela's back office, nor La
// Abuela's owner to Sabores'.
import type { Page } from "@playwright/test";
import { drawAcrossTheMap } from "./back-office-helpers";
import { amountOf, cashField, choosePayment, confirm, expectCheckoutTotal, fillCart, fillCustomer, freshPhone, gotoCheckout, setAddress, ticket } from "./checkout-helpers";
import { boardCard, consoleSignIn, PALERMO_BOARD, PALERMO_BOARD_NEWEST, SHOP_PEOPLE } from "./console-helpers";
import { expect, test } from "./fixtures";
import { codeFromSandbox } from "./sign-in-helpers";

const NOT_FOUND = "No encontramos lo que buscas";

/**
 * A page this person may not open: 404 from the server (asked with the page's cookies, past the
 * storefront's service worker, which may answer a navigation itself), and the not-found page shown.
 */
async function expectNotFound(page: Page, path: string) {
  expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  await page.goto(path);
  await expect(page.getByText(NOT_FOUND).first()).toBeVisible();
}

/** /alta from the phone to '¡Su tienda está en línea!': the business at Gurruchaga 1500, CABA, delivery and take-away, every day 11 to 23. */
async function signUp(page: Page, alias: string, national: string, js: boolean) {
  await page.goto("/alta");
  await page.getByLabel("Su teléfono").fill(national);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await page.getByLabel("Código de 6 dígitos").fill(await codeFromSandbox(page.request, `+54911${national.slice(-8)}`));
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Los datos de su negocio" })).toBeVisible();
  await page.getByLabel("Su nombre y apellido").fill("Rosa Quiroga");
  await page.getByLabel("Nombre del negocio").fill("Empanadas La Abuela");
  await page.getByLabel("Alias de su tienda").fill(alias);
  if (js) await expect(page.getByText("El alias está disponible.")).toBeVisible();
  await page.getByLabel("Calle").fill("Gurruchaga");
  await page.getByLabel("Altura").fill("1500");
  await page.getByLabel("Ciudad").fill("CABA");
  await page.getByLabel("WhatsApp del local").fill(national);
  await page.getByRole("button", { name: "Crear mi tienda" }).click();
  await expect(page.getByText("¡Su tienda está en línea!")).toBeVisible();
}

/** A plate of 'Nuestros platos' at a price; where the storefront shows it ('Ver como cliente'). */
async function addPlate(page: Page, alias: string, name: string, price: string): Promise<{ slug: string; name: string }> {
  await page.goto(`/admin/${alias}/carta/plato/nuevo?sucursal=${alias}-carta`);
  await expect(page.getByRole("heading", { name: "Nuevo plato", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
  await page.getByRole("combobox", { name: "Categoría" }).selectOption({ label: "Nuestros platos" });
  await page.getByRole("textbox", { name: "Precio (pesos, sin tamaños)" }).fill(price);
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Plato creado." })).toBeVisible();
  const storefront = (await page.getByRole("link", { name: "Ver como cliente" }).getAttribute("href")) ?? "";
  expect(storefront).toMatch(new RegExp(`^/menu/${alias}-local/[a-z-]+/nuestros-platos/[a-z0-9-]+$`));
  return { slug: storefront.split("/").at(-1)!, name };
}

test("Empanadas La Abuela signs up, draws its zone, adds two plates; a diner's order reaches its console and not Sabores'", async ({ page, browser, javaScriptEnabled: js }) => {
  test.setTimeout(180_000);
  // A retry signs up again: a new alias and a new phone (sign-ups per phone are limited).
  const run = Date.now().toString(36).slice(-5);
  const alias = `la-abuela-${js ? "con" : "sin"}-js-${run}`;
  const location = `${alias}-local`;
  const national = `1158${String(Date.now()).slice(-6)}`;
  await signUp(page, alias, national, js);

  // Its delivery zone: $ 700 around the shop.
  await page.goto(`/admin/${alias}/zonas`);
  await expect(page.getByRole("heading", { name: "Zonas de entrega", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre (lo ve usted en esta lista)" }).fill("Barrio");
  if (js) await drawAcrossTheMap(page);
  else await page.getByRole("textbox", { name: "Radio en km alrededor del local (de 0,2 a 30)" }).fill("3");
  await page.getByRole("textbox", { name: "Costo de envío (pesos)" }).fill("700");
  await page.getByRole("textbox", { name: "Pedido mínimo (pesos)" }).fill("0");
  await page.getByRole("button", { name: "Crear zona" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zona creada. Los clientes ya la ven al ingresar su dirección." })).toBeVisible();

  const carne = await addPlate(page, alias, "Empanada de carne cortada a cuchillo", "1800");
  await addPlate(page, alias, "Empanada de humita", "1700");

  // A diner orders two of carne for delivery at the shop's own block.
  const diner = await browser.newPage({ javaScriptEnabled: js });
  await expect(async () => {
    const res = await diner.goto(`/menu/${location}/delivery/nuestros-platos/${carne.slug}`);
    expect(res?.status()).toBe(200);
  }).toPass({ timeout: 15_000, intervals: [250] });
  await fillCart(diner, js, location, "delivery", [{ category: { slug: "nuestros-platos" }, plate: carne, quantity: 2 }]);
  await gotoCheckout(diner, location);
  await setAddress(diner, location, "Gurruchaga 1500", "Gurruchaga 1500, Palermo, CABA");
  await fillCustomer(diner, { phone: freshPhone(js, 61).typed, name: "Tomás" });
  await choosePayment(diner, "Efectivo", js);
  await cashField(diner).fill("5000");
  // 2 × $ 1.800 + the zone's $ 700; a new business has no service fee or surcharge.
  await expect(amountOf(ticket(diner), "Envío")).toHaveText("$ 700");
  await expectCheckoutTotal(diner, "$ 4.300");
  const code = await confirm(diner, location);
  await diner.close();

  // On La Abuela's own board …
  await page.goto(`/consola/${location}`);
  await expect(boardCard(page, code)).toContainText("2 unidades · $ 4.300");
  await expect(boardCard(page, code)).toContainText("Tomás");
  await expect(boardCard(page, code)).toContainText("Efectivo · Paga con $ 5.000");
  // … and La Abuela's owner has nothing of Sabores.
  await expectNotFound(page, "/admin/sabores/carta");

  // Not on Sabores' board, and Sabores' people cannot open it nor La Abuela's back office.
  const other = await browser.newContext({ javaScriptEnabled: js });
  const diego = await other.newPage();
  await consoleSignIn(diego, SHOP_PEOPLE.diego, PALERMO_BOARD_NEWEST);
  await expect(diego.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
  await expect(boardCard(diego, code)).toHaveCount(0);
  await expectNotFound(diego, `${PALERMO_BOARD}/pedido/${code}`);
  await expectNotFound(diego, `/consola/${location}`);
  await other.close();
  const owners = await browser.newContext({ javaScriptEnabled: js });
  const valeria = await owners.newPage();
  await consoleSignIn(valeria, SHOP_PEOPLE.valeria);
  // Signed in (with JavaScript the code's form posts in the background: its cookie comes with the list of locations).
  await expect(valeria.getByRole("heading", { name: "Elija un local" })).toBeVisible();
  await expectNotFound(valeria, `/admin/${alias}/carta`);
  await expectNotFound(valeria, `/admin/${alias}/zonas`);
  await owners.close();
});
