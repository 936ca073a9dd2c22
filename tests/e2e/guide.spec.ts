// The nearby-business guide /guia (logistics.md §2 "Nearby-business guide": heading
// 'La carta está en Tucán', the device location, a search code; each entry with name,
// street, number, city and the distance in km with one decimal; §8 the server message
// as an error toast). demo-tenant.md: search code SABORES (four locations); from
// Gurruchaga 1500 Sabores Palermo comes first. JavaScript off and on.
import { expect, test } from "./fixtures";
import { type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, toast } from "./helpers";

const GURRUCHAGA = { latitude: -34.5893, longitude: -58.4262 };

/** The entries in page order, each as its visible text. */
async function entries(page: Page): Promise<string[]> {
  const list = page.getByRole("region", { name: /Cerca de|Locales/ }).getByRole("listitem");
  return (await list.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
}

/** A marker on window that only survives if the page was not reloaded. */
async function markWindow(page: Page, js: boolean) {
  if (js) await page.evaluate(() => ((window as unknown as { guideMark: number }).guideMark = 1));
}
async function expectSameWindow(page: Page, js: boolean) {
  if (js) expect(await page.evaluate(() => (window as unknown as { guideMark?: number }).guideMark)).toBe(1);
}

test("by address: 'Gurruchaga 1500' lists Sabores Palermo first at '1,4 km', linking to its menu", async ({ page, javaScriptEnabled: js }) => {
  await page.goto("/guia");
  await expect(page.getByRole("heading", { level: 1, name: "La carta está en Tucán" })).toBeVisible();
  await markWindow(page, js);
  const form = page.getByRole("search", { name: "Buscar por dirección" });
  await form.getByLabel("Dirección").fill("Gurruchaga 1500");
  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("heading", { name: "Cerca de Gurruchaga 1500, Palermo, CABA" })).toBeVisible();
  // With JavaScript the results' heading takes the focus (and the screen scrolls to it).
  if (js) await expect(page.getByRole("heading", { name: "Cerca de Gurruchaga 1500, Palermo, CABA" })).toBeFocused();
  expect(await entries(page)).toEqual([
    "Sabores Palermo Av. Santa Fe 3253, CABA 1,4 km ›",
    "Sabores Caballito Av. Rivadavia 5100, CABA 3,4 km ›",
    "Sabores Belgrano Av. Cabildo 2040, CABA 4,1 km ›",
    "Sabores Café Centro Florida 500, CABA 4,9 km ›",
  ]);
  await expectSameWindow(page, js);
  await expect(page).toHaveURL(/\/guia\?direccion=Gurruchaga\+1500$/);
  await page.getByRole("link", { name: /Sabores Palermo/ }).click();
  await expect(page).toHaveURL(/\/menu\/pizzeria-palermo/);
});

test("by address: an unknown one answers with an error toast and keeps what was typed", async ({ page }) => {
  await page.goto("/guia");
  const form = page.getByRole("search", { name: "Buscar por dirección" });
  await form.getByLabel("Dirección").fill("Calle Inventada 123");
  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(toast(page, "No encontramos esa dirección. Probá con calle, número y barrio.")).toBeVisible();
  await expect(form.getByLabel("Dirección")).toHaveValue("Calle Inventada 123");
  expect(await entries(page)).toEqual([]);
});

test("by code: 'sabores' lists its four locations; an unknown code is an error toast", async ({ page, javaScriptEnabled: js }) => {
  await page.goto("/guia");
  await markWindow(page, js);
  const form = page.getByRole("search", { name: "Buscar por código" });
  await form.getByLabel("Código de búsqueda").fill("sabores");
  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("heading", { name: "Locales con el código SABORES" })).toBeVisible();
  expect(await entries(page)).toEqual([
    "Sabores Palermo Av. Santa Fe 3253, CABA ›",
    "Sabores Belgrano Av. Cabildo 2040, CABA ›",
    "Sabores Caballito Av. Rivadavia 5100, CABA ›",
    "Sabores Café Centro Florida 500, CABA ›",
  ]);
  await expect(page.getByRole("link", { name: /Sabores Café Centro/ })).toHaveAttribute("href", "/menu/cafe-centro");
  await expectSameWindow(page, js);

  await form.getByLabel("Código de búsqueda").fill("NOEXISTE");
  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(toast(page, "No encontramos negocios con el código NOEXISTE.")).toBeVisible();
  expect(await entries(page)).toEqual([]);
});

test("by device location at Gurruchaga 1500: Sabores Palermo first; the code then keeps the distances", async ({ page, javaScriptEnabled: js }) => {
  test.skip(!js, "the device location needs JavaScript");
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation(GURRUCHAGA);
  await page.goto("/guia");
  await markWindow(page, js);
  await page.getByRole("button", { name: "Usar mi ubicación" }).click();
  await expect(page.getByRole("heading", { name: "Cerca de tu ubicación" })).toBeVisible();
  const found = await entries(page);
  expect(found[0]).toBe("Sabores Palermo Av. Santa Fe 3253, CABA 1,4 km ›");
  expect(found).toHaveLength(4);
  await expectSameWindow(page, js);

  const form = page.getByRole("search", { name: "Buscar por código" });
  await form.getByLabel("Código de búsqueda").fill("Sabores");
  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("heading", { name: "Locales con el código SABORES" })).toBeVisible();
  expect(await entries(page)).toEqual([
    "Sabores Palermo Av. Santa Fe 3253, CABA 1,4 km ›",
    "Sabores Caballito Av. Rivadavia 5100, CABA 3,4 km ›",
    "Sabores Belgrano Av. Cabildo 2040, CABA 4,1 km ›",
    "Sabores Café Centro Florida 500, CABA 4,9 km ›",
  ]);
});

test("device location refused: 'Error obteniendo coordenadas' as an error toast", async ({ page, javaScriptEnabled: js }) => {
  test.skip(!js, "the device location needs JavaScript");
  await page.context().clearPermissions();
  await page.goto("/guia");
  await page.getByRole("button", { name: "Usar mi ubicación" }).click();
  await expect(toast(page, "Error obteniendo coordenadas")).toBeVisible();
});

test("without JavaScript the location button explains how to search instead", async ({ page, javaScriptEnabled: js }) => {
  test.skip(js, "the JavaScript-off answer");
  await page.goto("/guia");
  await page.getByRole("button", { name: "Usar mi ubicación" }).click();
  await expect(toast(page, "Para usar la ubicación de tu dispositivo activá JavaScript, o buscá por dirección o código.")).toBeVisible();
});

test("390 px: the guide never scrolls sideways and the entries fit", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/guia?direccion=Gurruchaga+1500");
  await expect(page.getByRole("link", { name: /Sabores Café Centro/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await page.getByRole("link", { name: /Sabores Palermo/ }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test("§9 toasts: at most 2 at once, gone after 3 s (three refused positions in a row)", async ({ page, javaScriptEnabled: js }) => {
  test.skip(!js, "toasts raised in the browser need JavaScript");
  await page.clock.install();
  await page.context().clearPermissions();
  await page.goto("/guia");
  const locate = page.getByRole("button", { name: "Usar mi ubicación" });
  const shown = page.getByRole("status").getByText("Error obteniendo coordenadas");
  for (let i = 1; i <= 3; i++) {
    await locate.click();
    await expect(shown).toHaveCount(Math.min(i, 2));
  }
  await page.clock.runFor(3_100);
  await expect(shown).toHaveCount(0);
});

test("a11y: the guide empty and with results (axe, no serious or critical violation)", async ({ page, javaScriptEnabled: js }) => {
  await page.goto("/guia");
  await expect(page.getByRole("heading", { level: 1, name: "La carta está en Tucán" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "guide", js);
  await page.goto("/guia?direccion=Gurruchaga+1500");
  await expect(page.getByRole("link", { name: /Sabores Palermo/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "guide results", js);
});

// A second page needs more than 20 locations near one point: 25 listed locations of the guide-only
// tenant in a 1 km square of Mendoza (scripts/guide-locations.mjs MENDOZA), which
// tests/e2e/server.mjs writes before the server under test starts.
test.describe("'Ver más' (a second page)", () => {
  test("20 entries, then the last 5: appended with JavaScript, the next page without", async ({ page, javaScriptEnabled: js }) => {
    await page.goto("/guia?lat=-32.8895&lng=-68.8458");
    const links = page.getByRole("region", { name: "Cerca de tu ubicación" }).getByRole("listitem");
    await expect(links).toHaveCount(20);
    await markWindow(page, js);
    await page.getByRole("link", { name: "Ver más" }).click();
    if (js) {
      await expect(links).toHaveCount(25);
      await expectSameWindow(page, js);
    } else {
      await expect(page).toHaveURL(/desde=20/);
      await expect(links).toHaveCount(5);
    }
    await expect(page.getByRole("link", { name: "Ver más" })).toHaveCount(0);
    const distances = (await links.allInnerTexts()).map((t) => Number(t.match(/(\d+),(\d) km/)!.slice(1).join(".")));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThan(2);
  });
});
