// 'Mi ubicación' of '¿Dónde te encuentras?' (storefront.md §2 Modals "Address":
// device geolocation, JavaScript only; §8 'Error obteniendo coordenadas';
// §5 'Debe obtener sus coordenadas antes de continuar'). The browser's
// position is Playwright's, never the machine's.
import { expect, test } from "./fixtures";

const PALERMO = "pizzeria-palermo";
const PAGE = `/menu/${PALERMO}/direccion?volver=${encodeURIComponent(`/menu/${PALERMO}/delivery`)}`;

test("without JavaScript the tab explains how to give the address instead", async ({ page, javaScriptEnabled: js }) => {
  test.skip(js, "the JavaScript-off view");
  await page.goto(PAGE);
  await page.getByRole("tab", { name: "Mi ubicación" }).click();
  await expect(page.getByText("Para usar la ubicación de tu dispositivo activá JavaScript, o buscá tu dirección en «Mi dirección».")).toBeVisible();
});

test("permission denied: 'Error obteniendo coordenadas', and CONTINUAR asks for the coordinates", async ({ page, javaScriptEnabled: js }) => {
  test.skip(!js, "device geolocation needs JavaScript");
  await page.context().clearPermissions();
  await page.goto(PAGE);
  const dialog = page.getByRole("dialog", { name: "¿Dónde te encuentras?" });
  await dialog.getByRole("tab", { name: "Mi ubicación" }).click();
  await dialog.getByRole("button", { name: "Obtener mis coordenadas" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Error obteniendo coordenadas" })).toBeVisible();
  await dialog.getByRole("button", { name: "CONTINUAR" }).click();
  await expect(dialog.getByText("Debe obtener sus coordenadas antes de continuar")).toBeVisible();
});

test("permission granted at Gurruchaga 1500: the coordinates are taken and the delivery menu knows the address", async ({ page, javaScriptEnabled: js }) => {
  test.skip(!js, "device geolocation needs JavaScript");
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: -34.5893, longitude: -58.4262 });
  await page.goto(PAGE);
  const dialog = page.getByRole("dialog", { name: "¿Dónde te encuentras?" });
  await dialog.getByRole("tab", { name: "Mi ubicación" }).click();
  await dialog.getByRole("button", { name: "Obtener mis coordenadas" }).click();
  await expect(dialog.getByText(/Gurruchaga 1500|Coordenadas: -34\.58930, -58\.42620/)).toBeVisible();
  await dialog.getByRole("button", { name: "CONTINUAR" }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${PALERMO}/delivery$`));
  const info = page.getByRole("region", { name: "Información de envío" });
  await expect(info.getByText("Enviar a")).toBeVisible();
  await expect(info.getByRole("link", { name: "Cambiar dirección" })).toBeVisible();
});
