// Cart page 'Vaciar pedido' (storefront.md §2 Modals "cart-clear confirmation",
// Confirmation texts '¿Deseas continuar?', 'Cancelar', 'Continuar'). Without JS the
// link opens the server-rendered modal (?vaciar=1) and 'Continuar' POSTs; with JS
// the modal opens in place. Both end on the empty cart with 'Volver al Menú'.
import { expect, test } from "./fixtures";
import { PALERMO_DELIVERY, submitButton, toast, TOAST_ADDED } from "./helpers";

test("'Vaciar pedido': Cancelar keeps the cart, Continuar empties it", async ({ page }) => {
  await page.goto(`${PALERMO_DELIVERY}/pizzas/napolitana`);
  const main = page.getByRole("main");
  await submitButton(main).click();
  await expect(toast(page, TOAST_ADDED)).toBeVisible();

  await page.goto("/menu/pizzeria-palermo/preview");
  await expect(page.getByRole("heading", { name: "Mi pedido" })).toBeVisible();
  await page.getByRole("link", { name: "Vaciar pedido" }).click();
  const dialog = page.getByRole("dialog", { name: "Si continúas, se eliminarán los productos agregados al pedido" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("¿Deseas continuar?")).toBeVisible();

  await dialog.getByRole("link", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Napolitana").first()).toBeVisible();

  await page.getByRole("link", { name: "Vaciar pedido" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("link", { name: "Volver al Menú" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Vaciar pedido" })).toHaveCount(0);
});
