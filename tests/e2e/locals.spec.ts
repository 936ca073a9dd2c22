// Flows 3, 4 and 6: a closed location, an informational menu and the information
// modal (storefront.md §2 Modals "Closed branch", "Information", §6; demo-tenant.md).
import { expect, test } from "./fixtures";
import { type Page } from "@playwright/test";

const SCHEDULE_TEXT = "Programa tu pedido para más adelante. En este momento el local está cerrado.";

/** The closed banner under the header (role status, with its own 'Ver horarios'). */
const closedBanner = (page: Page) =>
  page.getByRole("status").filter({ hasText: "En este momento el local está cerrado." });

test("closed Caballito: 'Programa tu pedido' once per session, the closed banner stays", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const response = await page.goto("/menu/pizzeria-caballito/delivery");
  expect(response?.status()).toBe(200);
  const modal = page.getByRole("dialog", { name: "Programa tu pedido" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(SCHEDULE_TEXT);
  await expect(closedBanner(page)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Sabores Caballito/ })).toContainText("Cerrado");

  await modal.getByRole("link", { name: "Entendido" }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/menu\/pizzeria-caballito\/delivery$/);
  await expect(closedBanner(page)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /Sabores Caballito/ })).toBeVisible();
  await expect(closedBanner(page)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Nor on another page of the same location in this session.
  await page.goto("/menu/pizzeria-caballito/take-away");
  await expect(closedBanner(page)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  if (js) await expect(page.getByText(SCHEDULE_TEXT)).toHaveCount(0);
});

test("informational menu at Café Centro: no ordering; 'sabores-cafe' redirects to it", async ({ page, request }) => {
  const response = await page.goto("/menu/cafe-centro/self-service");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Menú informativo. Pedidos deshabilitados.").first()).toBeVisible();
  // Café: platesInMainView, plate detail as a page. No add button anywhere, nor in the plate page.
  const firstPlate = page.getByRole("main").getByRole("article").first().getByRole("link");
  await expect(firstPlate).toBeVisible();
  await expect(page.getByRole("button", { name: /^Agregar/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Ver mi pedido/ })).toHaveCount(0);
  await firstPlate.click();
  await expect(page).toHaveURL(/\/menu\/cafe-centro\/self-service\/[^/]+\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 2 })).not.toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Agregar/ })).toHaveCount(0);
  await expect(page.getByRole("spinbutton", { name: "Cantidad" })).toHaveCount(0);

  // A branch with a single location redirects straight to it.
  const raw = await request.get("/menu/sabores-cafe", { maxRedirects: 0 });
  expect([301, 302, 303, 307, 308]).toContain(raw.status());
  expect(raw.headers()["location"]).toMatch(/\/menu\/cafe-centro(\?.*)?$/);
  await page.goto("/menu/sabores-cafe");
  await expect(page).toHaveURL(/\/menu\/cafe-centro$/);
  await expect(page.getByRole("heading", { name: /Sabores Café Centro/ })).toBeVisible();
});

async function openInformation(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The header's 'Ver horarios' (the closed banner has its own).
  await page.getByRole("banner").getByRole("link", { name: "Ver horarios" }).click();
  const info = page.getByRole("dialog", { name: "Informacion" });
  await expect(info).toBeVisible();
  return info;
}

test("information modal: Palermo 'Siempre abierto'", async ({ page, javaScriptEnabled: js }) => {
  const info = await openInformation(page, "/menu/pizzeria-palermo/delivery");
  if (!js) await expect(page).toHaveURL(/[?&]info=1/);
  await expect(info.getByRole("heading", { name: "Horarios del Local" })).toBeVisible();
  await expect(info.getByText("Siempre abierto", { exact: true })).toBeVisible();
  await expect(info.getByText("Cerrado", { exact: true })).toHaveCount(0);
  // One block per active mode; Palermo's three modes follow the local's hours.
  await expect(info).toContainText("Pedidos habilitados en el horario del local");
  await expect(info).toContainText("Delivery & Retiro en local & Mesa");

  await info.getByRole("link", { name: "Cerrar" }).click();
  await expect(info).toBeHidden();
  await expect(page).toHaveURL(/\/menu\/pizzeria-palermo\/delivery$/);
});

test("information modal: Belgrano 'De 11:00 a 15:00', 'Cerrado' on Domingo", async ({ page }) => {
  // With the injected clock (server.mjs FIXED_NOW, Wednesday 12:30) Belgrano is open; on the
  // real clock (E2E_REAL_CLOCK=1) it may be closed: the first visit uses up the closed modal.
  await page.goto("/menu/pizzeria-belgrano/take-away");
  const info = await openInformation(page, "/menu/pizzeria-belgrano/take-away");
  const hours = info.getByRole("region", { name: "Horarios del Local" });
  await expect(info.getByText("Siempre abierto", { exact: true })).toHaveCount(0);
  for (const day of ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"]) {
    const text = hours.getByRole("term").filter({ hasText: new RegExp(`^${day}$`) }).locator("xpath=following-sibling::dd[1]");
    await expect(text, day).toContainText("De 11:00 a 15:00");
    await expect(text, day).toContainText("19:00");
    await expect(text, day).toContainText("23:30");
  }
  const sunday = hours.getByRole("term").filter({ hasText: /^Domingo$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(sunday).toHaveText("Cerrado");
});
