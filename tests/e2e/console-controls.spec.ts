// Store controls of the shop's console, JavaScript off and on: Diego pauses delivery at Palermo →
// the storefront is closed for delivery and open for take-away; he marks Napolitana sold out → the
// menu shows 'Agotado' and a cart holding it is told to remove it. Each test undoes its change.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";

const PALERMO = "pizzeria-palermo";
const CLOSED = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
const SOLD_OUT_NAPOLITANA = "Agotado: Napolitana. Quite este producto de su pedido para continuar.";

/** Diego signs in through the console's forms and lands on Palermo's 'Local' page. */
async function signInAsDiego(page: Page) {
  await consoleSignIn(page, SHOP_PEOPLE.diego, `/consola/${PALERMO}/local`);
  await expect(page.getByRole("heading", { level: 1, name: "Local" })).toBeVisible();
}

test("pause delivery at Palermo: the storefront is closed for delivery, open for take-away", async ({ page, context }) => {
  await signInAsDiego(page);
  const delivery = page.getByRole("form", { name: "Pausar Delivery" });
  await delivery.getByRole("button", { name: "Pausar hasta reabrir" }).click();
  await expect(page.getByText("Pausado hasta reabrir")).toBeVisible();
  try {
    const shop = await context.newPage();
    await shop.goto(`/menu/${PALERMO}/delivery`);
    await expect(shop.getByText(CLOSED).first()).toBeAttached();
    await shop.goto(`/menu/${PALERMO}/take-away`);
    await expect(shop.getByText(CLOSED)).toHaveCount(0);
    await shop.close();
  } finally {
    await page.goto(`/consola/${PALERMO}/local`);
    await page.getByRole("form", { name: "Pausar Delivery" }).getByRole("button", { name: "Reabrir" }).click();
    await expect(page.getByRole("form", { name: "Pausar Delivery" }).getByRole("button", { name: "Pausar hasta reabrir" })).toBeVisible();
  }
});

test("Napolitana sold out: the menu shows 'Agotado' and a cart holding it is told to remove it", async ({ page, context }) => {
  const shop = await context.newPage();
  await shop.goto(`/menu/${PALERMO}/take-away/pizzas/napolitana`);
  // The plate form's submit ('Agregar', with its price once hydrated), not the quantity stepper's 'Agregar una unidad'.
  await shop.getByRole("main").getByRole("button", { name: /^Agregar(?! una unidad)/ }).click();
  await expect(shop).toHaveURL(/take-away/);

  await signInAsDiego(page);
  await page.goto(`/consola/${PALERMO}/carta`);
  await page.getByRole("form", { name: "Disponibilidad de Napolitana" }).getByRole("button", { name: "Agotado hasta mañana" }).click();
  await expect(page.getByRole("form", { name: "Disponibilidad de Napolitana" }).getByRole("button", { name: "Reactivar" })).toBeVisible();
  try {
    await shop.goto(`/menu/${PALERMO}/take-away/pizzas`);
    await expect(shop.locator(".plate-card", { hasText: "Napolitana" }).getByText("Agotado", { exact: true })).toBeVisible();
    await shop.goto(`/menu/${PALERMO}/preview`);
    await expect(shop.getByText(SOLD_OUT_NAPOLITANA)).toBeVisible();
  } finally {
    await page.goto(`/consola/${PALERMO}/carta`);
    await page.getByRole("form", { name: "Disponibilidad de Napolitana" }).getByRole("button", { name: "Reactivar" }).click();
    await expect(page.getByRole("form", { name: "Disponibilidad de Napolitana" }).getByRole("button", { name: "Agotado hasta mañana" })).toBeVisible();
  }
});
