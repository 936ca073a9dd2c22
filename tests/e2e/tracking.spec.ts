// Live delivery tracking (issue 10; logistics.md §2 Customer tracking page): the rider's
// shipment page publishes positions (Chromium geolocation emulation); the diner's tracking
// page, open beside it, moves the rider marker and the estimate without a reload. Without
// JavaScript the page shows the last position (a maps-app link) and the delivery key.
import { expect, test, type Page } from "@playwright/test";
import { GURRUCHAGA, orderOnTheWay, riderCookie } from "./logistics-helpers";

// About 3 km and 300 m from the diner's door (Gurruchaga 1500).
const FAR = { latitude: -34.6102, longitude: -58.4265 };
const NEAR = { latitude: -34.592, longitude: GURRUCHAGA.lng };

const trackingPath = (code: string) => `/logistics/tracking/order/pizzeria-palermo/${code}`;

async function riderPage(browser: import("@playwright/test").Browser, baseURL: string, token: string, shipmentId: number, at: { latitude: number; longitude: number }) {
  const context = await browser.newContext({ javaScriptEnabled: true, geolocation: at, permissions: ["geolocation"], viewport: { width: 390, height: 844 } });
  await context.grantPermissions(["geolocation"], { origin: baseURL });
  await context.addCookies([await riderCookie(token, baseURL)]);
  const page = await context.newPage();
  await page.goto(`/logistics/pizzeria-palermo/shipments/simple/${shipmentId}`);
  await expect(page.getByText("Compartiendo tu ubicación con el cliente")).toBeVisible();
  return { context, page };
}

const riderMarker = (page: Page) => page.locator('[data-marker="rider"]');

/** Phone-size screenshots, light and dark (looked at by hand; not compared). */
async function shot(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screens/tracking-${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("the rider's positions move the diner's marker and the estimate without a reload", async ({ browser, page, baseURL }, info) => {
  test.skip(!info.project.use.javaScriptEnabled, "the live map needs JavaScript; the no-js run is below");
  const { code, token, shipmentId } = await orderOnTheWay(page.request, "e2e-track-live");
  const rider = await riderPage(browser, baseURL!, token, shipmentId, FAR);

  await page.goto(`${trackingPath(code)}?clave=vista`);
  await expect(page.getByRole("heading", { name: `Pedido ${code}` })).toBeVisible();
  await expect(page.getByTestId("tracking-status")).toHaveText("El repartidor va hacia tu dirección");
  await expect(page.getByTestId("tracking-rider")).toHaveText("Martín Gómez");
  await expect(page.locator('[data-marker="branch"]')).toHaveCount(1);
  await expect(page.locator('[data-marker="destination"]')).toHaveCount(1);
  await expect(riderMarker(page)).toHaveAttribute("data-lat", FAR.latitude.toFixed(6));
  const etaFar = await page.getByTestId("tracking-eta").locator("strong").textContent();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The rider moves ~3 km closer (more than 25 m: published at once).
  await rider.context.setGeolocation(NEAR);
  await expect(riderMarker(page)).toHaveAttribute("data-lat", NEAR.latitude.toFixed(6), { timeout: 15_000 });
  await expect(page.getByTestId("tracking-eta").locator("strong")).not.toHaveText(etaFar ?? "");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.getByText("Entrega estimada")).toBeVisible();
  await shot(page, "live");
  await shot(rider.page, "rider-page");
  await rider.context.close();
});

test("without JavaScript: the overlay, the last position as a maps link, the key and its modal", async ({ browser, page, baseURL }, info) => {
  test.skip(info.project.use.javaScriptEnabled !== false, "the JavaScript run is above");
  const { code, token, shipmentId, deliveryKey } = await orderOnTheWay(page.request, "e2e-track-nojs");
  // The rider's phone has JavaScript; the diner's page does not.
  const rider = await riderPage(browser, baseURL!, token, shipmentId, NEAR);

  await page.goto(trackingPath(code));
  const modal = page.getByRole("dialog", { name: "Comparte la clave" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(deliveryKey)).toBeVisible();
  await shot(page, "nojs-key-modal");
  await modal.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await expect(page.getByRole("heading", { name: `Pedido ${code}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Actualizar" })).toBeVisible();
  await expect(page.getByTestId("tracking-rider")).toHaveText("Martín Gómez");
  await expect(page.getByText("Clave de entrega")).toBeVisible();
  await expect(page.getByTestId("tracking-key")).toHaveText(deliveryKey);
  await expect(page.getByText("El repartidor te solicitará esta clave al entregar el pedido")).toBeVisible();
  // The last position arrives by refreshing by hand.
  await expect(async () => {
    await page.getByRole("button", { name: "Actualizar" }).click();
    await expect(page.getByTestId("rider-maps-link")).toHaveAttribute("href", `https://www.google.com/maps/search/?api=1&query=${NEAR.latitude},${NEAR.longitude}`, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText("Entrega estimada")).toBeVisible();
  await shot(page, "nojs");
  await rider.context.close();
});
