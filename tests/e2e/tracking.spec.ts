// Live delivery tracking (logistics.md §2 Customer tracking page): the rider's
// shipment page publishes positions (Chromium geolocation emulation); the diner's tracking
// page, open beside it, moves the rider marker and the estimate without a reload. Without
// JavaScript the page shows the last position (a maps-app link) and the delivery key. The
// overlay: logo, time and date, status colour, the rider's chat and phone buttons. The
// branch's map style (tests/e2e/server.mjs seeds one that never loads) does not hide the
// markers.
import { awaitRemixOnNavigation, expect, test } from "./fixtures";
import { type APIRequestContext, type Page } from "@playwright/test";
import { GURRUCHAGA, MARTIN, orderOnTheWay, riderCookie } from "./logistics-helpers";

// About 3 km and 300 m from the diner's door (Gurruchaga 1500).
const FAR = { latitude: -34.6102, longitude: -58.4265 };
const NEAR = { latitude: -34.592, longitude: GURRUCHAGA.lng };

const trackingPath = (code: string) => `/logistics/tracking/order/pizzeria-palermo/${code}`;

async function riderPage(browser: import("@playwright/test").Browser, baseURL: string, token: string, shipmentId: number, at: { latitude: number; longitude: number }) {
  const context = await browser.newContext({ javaScriptEnabled: true, geolocation: at, permissions: ["geolocation"], viewport: { width: 390, height: 844 } });
  await context.grantPermissions(["geolocation"], { origin: baseURL });
  await context.addCookies([await riderCookie(token, baseURL)]);
  const page = awaitRemixOnNavigation(await context.newPage(), true);
  await page.goto(`/logistics/pizzeria-palermo/shipments/simple/${shipmentId}`);
  await expect(page.getByText("Compartiendo tu ubicación con el cliente")).toBeVisible();
  return { context, page };
}

const riderMarker = (page: Page) => page.locator('[data-marker="rider"]');

/** Sabores Pizzería's map style (branches.map_style_url), seeded by tests/e2e/server.mjs: its host never resolves. */
const BRANCH_MAP_STYLE = "https://mapas.sabores.invalid/estilo.json";

/**
 * Martín delivers the order with its key and brings the cash back, free for the next test's
 * shipment (and for this test's retry). Run after each test, passed or failed: a test that stops
 * half-way (a timeout) would otherwise leave him with a shipment in progress, and every later
 * `orderOnTheWay` would meet 'Tienes un envío en curso'. Steps already taken are skipped.
 */
async function handBack(request: APIRequestContext, { token, shipmentId, deliveryKey }: HeldShipment) {
  const auth = { Authorization: `Bearer ${token}` };
  const read = async () => (await (await request.get(`/api/shipments/${shipmentId}`, { headers: auth })).json()) as { status: string; returnShipment: boolean };
  let shipment = await read();
  if (shipment.status !== "DELIVERED" && shipment.status !== "RETURNED") {
    const delivered = await request.put(`/api/shipments/${shipmentId}`, { headers: auth, data: { status: "DELIVERED", rider_id: MARTIN, deliveryKey } });
    expect(delivered.status(), await delivered.text()).toBe(200);
    shipment = await read();
  }
  if (!shipment.returnShipment || shipment.status === "RETURNED") return;
  const back = await request.put(`/api/shipments/${shipmentId}`, { headers: auth, data: { status: "RETURNED", rider_id: MARTIN } });
  expect(back.status(), await back.text()).toBe(200);
}

type HeldShipment = { token: string; shipmentId: number; deliveryKey: string };
const held: HeldShipment[] = [];

/** An order on its way with Martín (logistics-helpers), handed back after the test whatever happens. */
async function heldOrderOnTheWay(request: APIRequestContext, key: string) {
  const onTheWay = await orderOnTheWay(request, key);
  held.push(onTheWay);
  return onTheWay;
}

test.afterEach(async ({ request }) => {
  for (const shipment of held.splice(0)) await handBack(request, shipment);
});

/** The overlay of §2 on the way to the drop-off: logo, time and date, status colour, the rider with chat and phone. */
async function overlayOnTheWay(page: Page) {
  await expect(page.getByRole("img", { name: "Sabores Pizzería" })).toHaveAttribute("src", "/files/sabores-logo");
  // The order was placed at the e2e clock's instant (tests/e2e/server.mjs: 18/11/2026 12:30 in Buenos Aires).
  if (process.env.E2E_REAL_CLOCK !== "1" && !process.env.E2E_FIXED_NOW) await expect(page.getByText("12:30 · 18/11/2026")).toBeVisible();
  const status = page.getByTestId("tracking-status");
  await expect(status).toHaveText("El repartidor va hacia tu dirección");
  // "On the way" is blue (light scheme): docs/decisions.md#logistics-staff-picker-rider-tracking.
  await expect(status).toHaveCSS("background-color", "rgb(219, 234, 254)");
  await expect(status).toHaveCSS("color", "rgb(30, 79, 153)");
  await expect(page.getByTestId("tracking-rider")).toHaveText("Martín Gómez");
  await expect(page.getByRole("link", { name: "Chat con el repartidor" })).toHaveAttribute("href", "https://wa.me/5491160000001");
  await expect(page.getByRole("link", { name: "Llamar al repartidor" })).toHaveAttribute("href", "tel:+5491160000001");
}

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
  const { code, token, shipmentId, deliveryKey } = await heldOrderOnTheWay(page.request, "e2e-track-live");
  const rider = await riderPage(browser, baseURL!, token, shipmentId, FAR);

  await page.goto(`${trackingPath(code)}?clave=vista`);
  await expect(page.getByRole("heading", { name: `Pedido ${code}` })).toBeVisible();
  await overlayOnTheWay(page);
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
  const { code, token, shipmentId, deliveryKey } = await heldOrderOnTheWay(page.request, "e2e-track-nojs");
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
  await overlayOnTheWay(page);
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

test("the branch's map style cannot load: the map still shows its markers; 'Continuar' closes the key modal in place", async ({ page }, info) => {
  test.skip(!info.project.use.javaScriptEnabled, "the map needs JavaScript; without it the page has no map (above)");
  const styleRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url() === BRANCH_MAP_STYLE) styleRequests.push(r.url());
  });
  const { code, deliveryKey } = await heldOrderOnTheWay(page.request, "e2e-track-style");

  await page.goto(trackingPath(code));
  const modal = page.getByRole("dialog", { name: "Comparte la clave" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(deliveryKey)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await modal.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Closed in place: no navigation to ?clave=vista.
  expect(new URL(page.url()).search).toBe("");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.getByTestId("tracking-key")).toHaveText(deliveryKey);

  // The branch's style was asked for and failed; the map is there with the store and the diner's door.
  await expect.poll(() => styleRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: "Mapa del envío" })).toHaveAttribute("data-map-ready", "1");
  await expect(page.getByRole("img", { name: "Local", exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Tu dirección", exact: true })).toBeVisible();
  await expect(page.locator(".maplibregl-canvas")).toBeVisible();
  await shot(page, "style-unreachable");
});
