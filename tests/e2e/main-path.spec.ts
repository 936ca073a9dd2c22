// Flow 1, the main path (storefront.md §2 Screens, §5 Plate and cart; demo-tenant.md):
// company → branch → search → location → Delivery → Pizzas → Muzzarella → cart →
// edit → Napolitana → 'Continuar'. Runs without JavaScript (links, GET/POST forms,
// plate page) and with it (plate modal, fetchers, toasts).
import { expect, test } from "./fixtures";
import {
  TOAST_ADDED,
  TOAST_UPDATED,
  cartLine,
  expectCartTotal,
  fillPlate,
  plateScope,
  setGarnish,
  submitButton,
  toast,
} from "./helpers";

test("company → branch → Palermo delivery → Muzzarella ×2 → edit → Napolitana → Continuar", async ({
  page,
  javaScriptEnabled: js,
}) => {
  // Company page: a grid with the two branch cards.
  const company = await page.goto("/menu/sabores");
  expect(company?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Sabores Pizzería", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sabores Café", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Sabores Pizzería", exact: true }).click();
  await expect(page).toHaveURL(/\/menu\/sabores-pizzeria(\?.*)?$/);

  // Branch page: the mode question, 'Buscar Local' and the three locations.
  await expect(page.getByRole("heading", { name: "¿Cómo quieres tu pedido?" })).toBeVisible();
  const locations = ["Sabores Palermo", "Sabores Belgrano", "Sabores Caballito"];
  for (const name of locations) await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Delivery", exact: true }).click();
  await expect(page.getByRole("link", { name: "Delivery", exact: true })).toHaveAttribute("aria-current", "true");

  const search = page.getByRole("searchbox", { name: "Buscar Local" });
  await search.fill("Palermo");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=Palermo/);
  await expect(page.getByRole("link", { name: "Sabores Palermo", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sabores Belgrano", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sabores Caballito", exact: true })).toHaveCount(0);

  // The card goes to the chosen mode's menu.
  await page.getByRole("link", { name: "Sabores Palermo", exact: true }).click();
  await expect(page).toHaveURL(/\/menu\/pizzeria-palermo\/delivery$/);
  await expect(page.getByRole("heading", { level: 1, name: /Sabores Palermo/ })).toBeVisible();

  // Menu home → category 'Pizzas'.
  await page.getByRole("link", { name: /^Pizzas\b/ }).click();
  await expect(page).toHaveURL(/\/menu\/pizzeria-palermo\/delivery\/pizzas$/);
  await expect(page.getByRole("heading", { level: 2, name: /^Pizzas/ })).toBeVisible();

  // Muzzarella Grande + Extra muzzarella + Aceitunas = $ 13.500 each, ×2.
  await page.getByRole("heading", { name: "Muzzarella", exact: true }).click();
  if (js) {
    // plateDetailInModal: the plate opens in a dialog over the category.
    await expect(page.getByRole("dialog", { name: "Muzzarella" })).toBeVisible();
    await expect(page).toHaveURL(/\/delivery\/pizzas$/);
  } else {
    await expect(page).toHaveURL(/\/delivery\/pizzas\/muzzarella$/);
  }
  const plate = plateScope(page, "Muzzarella", js);
  await expect(plate.getByRole("radio", { name: /Grande/ })).toBeVisible();
  await fillPlate(plate, js, { size: "Grande", garnishes: { "Extra muzzarella": 1, Aceitunas: 1 }, quantity: 2 });
  // With JS the button shows the live total, computed like the server does.
  if (js) await expect(submitButton(plate)).toContainText("$ 27.000");
  await submitButton(plate).click();
  await expect(toast(page, TOAST_ADDED)).toBeVisible();
  if (js) await expect(page.getByRole("dialog", { name: "Muzzarella" })).toBeHidden();

  // 'Ver mi pedido' with the total, then the cart.
  const viewCart = page.getByRole("link", { name: /Ver mi pedido/ });
  await expect(viewCart).toContainText("$ 27.000");
  await viewCart.click();
  await expect(page).toHaveURL(/\/menu\/pizzeria-palermo\/preview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mi pedido" })).toBeVisible();
  const muzza = cartLine(page, "Muzzarella");
  await expect(muzza).toHaveCount(1);
  await expect(muzza).toContainText("Grande");
  await expect(muzza).toContainText("Extra muzzarella");
  await expect(muzza).toContainText("Aceitunas");
  await expect(muzza.getByRole("group", { name: "Cantidad de Muzzarella" })).toContainText("2");
  await expect(muzza).toContainText("$ 27.000");
  await expectCartTotal(page, "$ 27.000");

  // Edit the quantity: 3 × $ 13.500 = $ 40.500.
  await muzza.getByRole("button", { name: "Agregar una unidad de Muzzarella" }).click();
  await expect(muzza.getByRole("group", { name: "Cantidad de Muzzarella" })).toContainText("3");
  await expectCartTotal(page, "$ 40.500");

  // Edit the garnishes ('Editar' → the plate page in edit mode): without Aceitunas,
  // 3 × $ 13.000 = $ 39.000.
  await muzza.getByRole("link", { name: /Editar/ }).click();
  await expect(page).toHaveURL(/\/delivery\/pizzas\/muzzarella\?linea=/);
  const editor = page.getByRole("main");
  await expect(editor.getByRole("spinbutton", { name: "Cantidad", exact: true })).toHaveValue("3");
  await expect(editor.getByRole("radio", { name: /Grande/ })).toBeChecked();
  await setGarnish(editor, "Aceitunas", 0, js);
  await submitButton(editor).click();
  await expect(page).toHaveURL(/\/menu\/pizzeria-palermo\/preview$/);
  await expect(toast(page, TOAST_UPDATED)).toBeVisible();
  await expect(cartLine(page, "Muzzarella")).not.toContainText("Aceitunas");
  await expectCartTotal(page, "$ 39.000");

  // Napolitana (-20%): $ 10.400, the original $ 13.000 struck through.
  await page.getByRole("link", { name: "Agregar más productos" }).click();
  await expect(page).toHaveURL(/\/menu\/pizzeria-palermo\/delivery$/);
  await page.getByRole("link", { name: /^Pizzas\b/ }).click();
  await page.getByRole("heading", { name: "Napolitana", exact: true }).click();
  const napo = plateScope(page, "Napolitana", js);
  await expect(napo.getByText("$ 10.400", { exact: true }).first()).toBeVisible();
  await expect(napo.locator("del").filter({ hasText: "$ 13.000" }).first()).toBeVisible();
  await submitButton(napo).click();
  await expect(toast(page, TOAST_ADDED)).toBeVisible();
  await page.getByRole("link", { name: /Ver mi pedido/ }).click();
  await expect(page).toHaveURL(/\/preview$/);
  const napoLine = cartLine(page, "Napolitana");
  await expect(napoLine).toContainText("$ 10.400");
  await expect(napoLine.locator("del")).toContainText("$ 13.000");
  await expectCartTotal(page, "$ 49.400");

  // 'Continuar' goes to the checkout of this location (the next issue).
  await expect(page.getByRole("link", { name: /^Continuar/ })).toHaveAttribute("href", "/menu/pizzeria-palermo/checkout");
});

test("branch-contact selector: '¿Qué menú quieres ver?' offers Palermo's modes", async ({ page }) => {
  const response = await page.goto("/menu/pizzeria-palermo");
  expect(response?.status()).toBe(200);
  for (const mode of ["Delivery", "Retiro en local", "Mesa"]) {
    await expect(page.getByRole("link", { name: mode, exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Delivery", exact: true }).click();
  await expect(page).toHaveURL(/\/menu\/pizzeria-palermo\/delivery$/);
  await expect(page.getByRole("link", { name: /^Pizzas\b/ })).toBeVisible();
});
