// Live delivery tracking (logistics.md §2 Customer tracking page): the rider's
// shipment page publishes positions (Chromium geolocation emulation); the diner's tracking
// page, open beside it, moves the rider marker and the estimate without a reload. Without
// JavaScript the page shows the last position (a maps-app link) and the delivery key. The
// overlay: logo, time and date, status colour, the rider's chat and phone buttons. The
// branch's map style (tests/e2e/server.mjs seeds one that never loads) does not hide the
// markers.
import { awaitRemixOnNavigation, expect, test } from "./fixtures";
import { type Page } from "@playwright/test";
import { GURRUCHAGA, handBackMartinsShipment, martinMoves, orderOnTheWay, pickerReady, rememberOwner, riderCookie } from "./logistics-helpers";

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

// Martín is free for the next test (and this one's retry) whatever this one left.
test.afterEach(async ({ request }) => handBackMartinsShipment(request));

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
  const { code, token, shipmentId, deliveryKey } = await orderOnTheWay(page.request, "e2e-track-live");
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
  const { code, deliveryKey } = await orderOnTheWay(page.request, "e2e-track-style");

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

/** Sabores Pizzería's main colour (app/data/demo/demo-tenant.ts pizzeriaConfig: #C2410C, dark #FB923C). */
const SABORES_MAIN = { light: "rgb(194, 65, 12)", dark: "rgb(251, 146, 60)" } as const;

/**
 * At 390×844 the card is a bottom sheet: the map keeps at least half the screen above it, and
 * the estimate, the store's contact and the link back to the order show inside it without
 * scrolling. The page's controls take the tenant's main colour, light and dark.
 */
async function sheetLeavesHalfTheMap(page: Page, { fold }: { fold: boolean }) {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.locator(".tracking-card");
  const sheet = (await card.boundingBox())!;
  expect(sheet.y).toBeGreaterThanOrEqual(844 / 2);
  expect(Math.round(sheet.y + sheet.height)).toBe(844);
  const inside = async (what: import("@playwright/test").Locator) => {
    const box = (await what.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(sheet.y);
    expect(box.y + box.height).toBeLessThanOrEqual(sheet.y + sheet.height);
  };
  const estimate = page.getByTestId("tracking-eta");
  const pending = (await estimate.count()) === 0;
  if (!pending) await inside(estimate);
  await inside(card.getByRole("link", { name: "Llamar al local" }));
  await inside(card.getByRole("link", { name: "Ver mi pedido" }));
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByRole("button", { name: "Actualizar" })).toHaveCSS("background-color", SABORES_MAIN[scheme]);
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (!fold) return;
  // With JavaScript the details (the key, the addresses in words) fold away for more map and
  // come back; the lead stays.
  const less = card.getByRole("button", { name: "Ver menos" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await less.click();
  const more = card.getByRole("button", { name: "Ver más detalles" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByTestId("tracking-key")).toBeHidden();
  await expect(page.getByTestId("tracking-no-map")).toBeHidden();
  expect((await card.boundingBox())!.y).toBeGreaterThan(sheet.y);
  await inside(estimate);
  await inside(card.getByRole("link", { name: "Llamar al local" }));
  await more.click();
  await expect(page.getByTestId("tracking-key")).toBeVisible();
}

/** The card at 1280, 390 and 320 px, light and dark (looked at by hand). */
async function shots(page: Page, name: string) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : width === 320 ? 640 : 844 });
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test("the card in every state: not accepted yet, looking for a rider, on the way without tiles (the distance in words), delivered", async ({ browser, page, baseURL }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  test.setTimeout(200_000); // twenty-four screenshots on a loaded machine
  // Not accepted yet: the order's own card, never the 404.
  const diner = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });
  const created = await diner.request.post("/api/order", {
    headers: { "Idempotency-Key": `e2e-track-states-${js}-${Date.now()}` },
    data: {
      branchContact: "pizzeria-palermo", orderModeId: 1111, paymentType: 11111, paysWith: 20000,
      items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
      phone: "+5491155550079", customerName: "Clara Diner", destination: GURRUCHAGA,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const waiting = (await created.json()).data.code as string;
  const dinerPage = awaitRemixOnNavigation(await diner.newPage(), js);
  await dinerPage.goto(trackingPath(waiting));
  await expect(dinerPage.getByTestId("tracking-pending")).toHaveText("Tu pedido todavía no fue aceptado");
  await expect(dinerPage.getByText("Sabores Palermo")).toBeVisible();
  await expect(dinerPage.getByRole("link", { name: "Ver mi pedido" })).toHaveAttribute("href", `/menu/pizzeria-palermo/order/${waiting}`);
  await sheetLeavesHalfTheMap(dinerPage, { fold: false });
  if (js) await shots(dinerPage, "not-accepted");

  // Accepted and ready, no rider yet: 'Buscando repartidor' once, the estimate's reason, the store.
  await pickerReady(page.request, waiting);
  await dinerPage.goto(`${trackingPath(waiting)}?clave=vista`);
  await expect(dinerPage.getByTestId("tracking-status")).toHaveText("Buscando repartidor");
  await expect(dinerPage.getByText("Sin repartidor")).toHaveCount(0);
  await expect(dinerPage.getByTestId("tracking-eta")).toHaveText("Entrega estimada Se calcula cuando el repartidor salga hacia tu dirección");
  await expect(dinerPage.getByRole("link", { name: "Llamar al local" })).toBeVisible();
  if (js) {
    // No tile server here: the page says so and gives the addresses.
    await expect(dinerPage.getByTestId("tracking-no-map")).toContainText("No pudimos cargar el mapa", { timeout: 15_000 });
    await shots(dinerPage, "looking");
  }
  await expect(dinerPage.getByTestId("tracking-no-map")).toContainText("Gurruchaga 1500, Palermo");
  await sheetLeavesHalfTheMap(dinerPage, { fold: false });

  // On the way with a position: the rider's distance in words; the map frames again at 320 px.
  const { token, shipmentId } = await martinMoves(page.request, waiting, ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]);
  rememberOwner(waiting, diner.request);
  if (js) {
    const rider = await riderPage(browser, baseURL!, token, shipmentId, NEAR);
    await dinerPage.goto(`${trackingPath(waiting)}?clave=vista`);
    await expect(dinerPage.getByTestId("rider-distance")).toHaveText(/^El repartidor está a \d+ m de tu dirección$/, { timeout: 15_000 });
    await sheetLeavesHalfTheMap(dinerPage, { fold: true });
    await shots(dinerPage, "on-the-way");
    // A wide screen: the card is a panel on the left, every marker beside it, clear of the window's edges.
    await dinerPage.setViewportSize({ width: 1280, height: 800 });
    await dinerPage.waitForTimeout(600);
    const panel = (await dinerPage.locator(".tracking-card").boundingBox())!;
    expect(panel.x + panel.width).toBeLessThan(640);
    for (const kind of ["branch", "destination", "rider"]) {
      const box = (await dinerPage.locator(`[data-marker="${kind}"]`).boundingBox())!;
      expect(box.x, kind).toBeGreaterThanOrEqual(panel.x + panel.width + 24);
      expect(box.x + box.width, kind).toBeLessThanOrEqual(1280 - 24);
      expect(box.y, kind).toBeGreaterThanOrEqual(24);
      expect(box.y + box.height, kind).toBeLessThanOrEqual(800 - 24);
    }
    // After a resize every marker is inside the screen, the card below the top bar.
    await dinerPage.setViewportSize({ width: 320, height: 640 });
    await dinerPage.waitForTimeout(600);
    const card = (await dinerPage.locator(".tracking-card").boundingBox())!;
    expect(card.y).toBeGreaterThanOrEqual(56);
    for (const kind of ["branch", "destination", "rider"]) {
      const box = (await dinerPage.locator(`[data-marker="${kind}"]`).boundingBox())!;
      expect(box.x, kind).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, kind).toBeLessThanOrEqual(320);
      expect(box.y, kind).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, kind).toBeLessThanOrEqual(640);
    }
    await rider.context.close();
  }

  // Delivered: the estimate row says so.
  await handBackMartinsShipment(page.request);
  await dinerPage.goto(trackingPath(waiting));
  await expect(dinerPage.getByTestId("tracking-status")).toHaveText("Pedido entregado");
  await expect(dinerPage.getByTestId("tracking-eta")).toHaveText("Entrega estimada Entregado");
  await sheetLeavesHalfTheMap(dinerPage, { fold: false });
  if (js) await shots(dinerPage, "delivered");
  await diner.close();
});
