// Steps taken without signal (docs/decisions/offline-steps-replayed-once.md), in Chromium with the
// network cut by Playwright's offline mode between steps: Martín's 'En el local', 'En camino al
// cliente' and 'Entregado' (with the diner's key), his hand-back ('Cancelar envío en curso') and
// Carla's 'Aceptar pedido' wait on the phone under 'Sin conexión: N pasos pendientes' (the one
// line that counts them; the status line keeps the server's last state with the step beside it as
// pending), the page reopens without signal from the service worker's copy with them, and when
// the signal returns they land once, in order, and the diner's follow-up shows them. A step the
// server refuses on replay (the shipment was cancelled meanwhile) is said plainly and stops the
// queue. Screenshots of the banner at 390 and 320 px, light and dark. JavaScript only (the queue
// is the page's script; without it a form post needs the signal).
import { awaitRemixOnNavigation, expect, test } from "./fixtures";
import { type Browser, type BrowserContext, type Page } from "@playwright/test";
import { carlaFinishes, carlaToken, GURRUCHAGA, handBackMartinsShipment, martinDelivers, martinToken, pickerCookie, pickerReady, rememberOwner, riderCookie, slide } from "./logistics-helpers";

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the offline queue is the page's script");

const LIST = "/logistics/pizzeria-palermo/shipments";
// A loaded machine: three screenshots per state and two browsers.
test.setTimeout(150_000);

// Martín is free for the next test (and this one's retry) whatever this one left.
test.afterEach(async ({ request }) => handBackMartinsShipment(request));

async function dinerOrder(browser: Browser, key: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const res = await context.request.post("/api/order", {
    headers: { "Idempotency-Key": `${key}-${Date.now()}` },
    data: {
      branchContact: "pizzeria-palermo", orderModeId: 1111, paymentType: 11111, paysWith: 20000,
      items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
      phone: "+5491155550078", customerName: "Bruno Diner", destination: GURRUCHAGA,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const code = (await res.json()).data.code as string;
  rememberOwner(code, context.request);
  return { context, code };
}

async function shots(page: Page, name: string) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `test-results/screens/offline-${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "light" });
}

/** Martín on shift in this context, his shipment of `code` taken online; the service worker controls the page. */
async function takeOnline(page: Page, context: BrowserContext, baseURL: string, code: string) {
  const token = await martinToken(page.request);
  await context.addCookies([await riderCookie(token, baseURL)]);
  await page.goto(LIST);
  await page.getByRole("link", { name: new RegExp(`Pedido ${code}`) }).click();
  await slide(page, true, "Aceptar envío");
  await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
  // The installed app's service worker takes the page, and keeps its copy of it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.reload();
  await expect(page.getByRole("slider", { name: "Deslice >> En el local" })).toBeVisible();
  const shipmentId = Number(/\/shipments\/simple\/(\d+)/.exec(page.url())?.[1]);
  return { token, shipmentId };
}

async function keyOf(diner: Page, code: string) {
  await diner.goto(`/menu/pizzeria-palermo/order/${code}`);
  const key = diner.locator(".follow-shipment__key-code");
  await expect(key).toHaveText(/^\d{4}$/);
  return (await key.textContent())!.trim();
}

test("three steps without signal wait on the phone, survive a reopen, and land once, in order, when the signal returns", async ({ page, context, browser, baseURL }) => {
  const diner = await dinerOrder(browser, "e2e-offline-steps");
  await pickerReady(page.request, diner.code);
  const dinerPage = awaitRemixOnNavigation(await diner.context.newPage(), true);
  const key = await keyOf(dinerPage, diner.code);
  const { token, shipmentId } = await takeOnline(page, context, baseURL!, diner.code);

  await context.setOffline(true);
  await slide(page, true, "En el local");
  const banner = page.getByTestId("pending-steps");
  await expect(banner).toContainText("Sin conexión: 1 paso pendiente");
  await slide(page, true, "En camino al cliente");
  await expect(banner).toContainText("Sin conexión: 2 pasos pendientes");
  // The status line keeps the server's last state, the latest step beside it as pending; the
  // banner is the one place that counts the steps, and no 'Procesado…' speaks for them.
  await expect(page.locator(".rider-status")).toContainText("Vaya al local a retirar");
  await expect(page.locator(".rider-status").getByTestId("pending-step-note")).toHaveText("«En camino al cliente» pendiente");
  await expect(page.getByText(/\d+ pasos? pendientes?/)).toHaveCount(1);
  await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toHaveCount(0);
  await shots(page, "two-pending");
  await page.getByLabel("Clave de entrega del cliente").fill(key);
  await slide(page, true, "Entregado");
  await expect(banner).toContainText("Sin conexión: 3 pasos pendientes");
  await expect(banner.getByRole("listitem")).toHaveText(["En el local", "En camino al cliente", "Entregado"]);

  // Reopened without signal: the shipment in progress from the service worker, the steps still waiting.
  await page.reload();
  await expect(page.getByText(`Pedido ${diner.code}`).first()).toBeVisible();
  await expect(banner).toContainText("Sin conexión: 3 pasos pendientes");
  // Nothing reached the server meanwhile.
  const before = await (await dinerPage.request.get(`/api/shipments/${shipmentId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(before.status).toBe("ON_ROUTE_TO_PICK_UP");

  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 30_000 });
  const after = await (await dinerPage.request.get(`/api/shipments/${shipmentId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(after.status).toBe("DELIVERED");
  // The diner's follow-up shows the steps, delivered at the end.
  await dinerPage.goto(`/menu/pizzeria-palermo/order/${diner.code}`);
  await expect(dinerPage.locator(".follow-shipment__status")).toContainText("Pedido entregado");
  // Each step reached the server (once: a status is recorded once per shipment), in the follow-up's data.
  const follow = await (await dinerPage.request.get(`/api/diner/pizzeria-palermo/order/${diner.code}`)).json();
  const times = follow.shipments[0].statusTimes as Record<string, number>;
  for (const s of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF", "DELIVERED"]) expect(times[s], s).toBeGreaterThan(0);
  expect(times.ON_ROUTE_TO_PICK_UP).toBeLessThanOrEqual(times.IN_STORE);
  expect(times.IN_STORE).toBeLessThanOrEqual(times.ON_ROUTE_TO_DROP_OFF);
  expect(times.ON_ROUTE_TO_DROP_OFF).toBeLessThanOrEqual(times.DELIVERED);
  // (Cash back to the store after the test: afterEach.)
});

test("a step the server refuses on replay (the shipment was cancelled) is said plainly and stops the queue", async ({ page, context, browser, baseURL }) => {
  const diner = await dinerOrder(browser, "e2e-offline-refused");
  await pickerReady(page.request, diner.code);
  const { token, shipmentId } = await takeOnline(page, context, baseURL!, diner.code);

  await context.setOffline(true);
  await slide(page, true, "En el local");
  await slide(page, true, "En camino al cliente");
  await expect(page.getByTestId("pending-steps")).toContainText("Sin conexión: 2 pasos pendientes");
  // Meanwhile the shipment is cancelled (from the rider's other device, through the app's call).
  const cancel = await page.request.post(`/api/shipments/${shipmentId}/cancel`, { headers: { Authorization: `Bearer ${token}` } });
  expect(cancel.status(), await cancel.text()).toBe(200);

  await context.setOffline(false);
  const refused = page.getByRole("alert").filter({ hasText: "No se pudo enviar «En el local»" });
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused).toContainText("El paso siguiente no se envió.");
  await shots(page, "refused");
  // Nothing of the queue was applied: the shipment stays cancelled, never IN_STORE.
  const after = await (await page.request.get(`/api/shipments/${shipmentId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(after.status).toBe("DRIVER_CANCELED");
  await refused.getByRole("button", { name: "Entendido" }).click();
  await expect(page.getByTestId("pending-steps")).toBeHidden();
  // The cancel offered the shipment again: Martín delivers it, so nothing is left waiting for the next spec.
  await martinDelivers(diner.context.request, diner.code);
});

test("the hand-back without signal waits after the step before it, offers nothing more, and lands after it", async ({ page, context, browser, baseURL }) => {
  const diner = await dinerOrder(browser, "e2e-offline-cancel");
  await pickerReady(page.request, diner.code);
  const { token, shipmentId } = await takeOnline(page, context, baseURL!, diner.code);

  await context.setOffline(true);
  await slide(page, true, "En el local");
  const banner = page.getByTestId("pending-steps");
  await expect(banner).toContainText("Sin conexión: 1 paso pendiente");
  // From the store the shipment can still be handed back: the confirmation, then the queue.
  await page.getByRole("link", { name: "Cancelar envío en curso" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancelar envío" }).click();
  await expect(banner).toContainText("Sin conexión: 2 pasos pendientes");
  await expect(banner.getByRole("listitem")).toHaveText(["En el local", "Cancelar envío en curso"]);
  await expect(page.locator(".rider-status")).toContainText("Vaya al local a retirar");
  await expect(page.locator(".rider-status").getByTestId("pending-step-note")).toHaveText("«Cancelar envío en curso» pendiente");
  // Nothing more is offered on a shipment being handed back.
  await expect(page.getByRole("slider")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cancelar envío en curso" })).toHaveCount(0);
  await shots(page, "cancel-pending");
  const before = await (await page.request.get(`/api/shipments/${shipmentId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(before.status).toBe("ON_ROUTE_TO_PICK_UP");

  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 30_000 });
  const after = await (await page.request.get(`/api/shipments/${shipmentId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(after.status).toBe("DRIVER_CANCELED");
  // In order: 'En el local' landed before the hand-back.
  const follow = await (await diner.context.request.get(`/api/diner/pizzeria-palermo/order/${diner.code}`)).json();
  const handedBack = (follow.shipments as { id: number; statusTimes: Record<string, number> }[]).find((x) => x.id === shipmentId);
  expect(handedBack?.statusTimes.IN_STORE, JSON.stringify(follow.shipments)).toBeGreaterThan(0);
  expect(handedBack!.statusTimes.IN_STORE).toBeLessThanOrEqual(handedBack!.statusTimes.DRIVER_CANCELED);
  // The hand-back offered the shipment again: Martín delivers it, so nothing is left waiting for the next spec.
  await martinDelivers(diner.context.request, diner.code);
});

test("the picker's 'Aceptar pedido' without signal waits on the phone, keeps the items hidden, and lands when the signal returns", async ({ page, context, browser, baseURL }) => {
  const diner = await dinerOrder(browser, "e2e-offline-accept");
  await context.addCookies([await pickerCookie(await carlaToken(page.request), baseURL!)]);
  await page.goto(`/picker/pizzeria-palermo/pickerApp/${diner.code}`);
  await expect(page.getByText("Debes aceptar el pedido para ver los productos")).toBeVisible();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Aceptar pedido" }).click();
  const banner = page.getByTestId("pending-steps");
  await expect(banner).toContainText("Sin conexión: 1 paso pendiente");
  await expect(banner.getByRole("listitem")).toHaveText(["Aceptar pedido"]);
  // The badge stays the server's; the step shows beside it as pending; the items wait for the server.
  await expect(page.locator(".picker-badge")).toHaveText("Cantidad de productos: 1");
  await expect(page.getByTestId("pending-step-note")).toHaveText("«Aceptar pedido» pendiente");
  await expect(page.getByText("Debes aceptar el pedido para ver los productos")).toBeVisible();
  await expect(page.getByRole("button", { name: "Aceptar pedido" })).toHaveCount(0);
  await expect(page.getByText(/\d+ pasos? pendientes?/)).toHaveCount(1);
  await shots(page, "accept-pending");
  const before = await (await diner.context.request.get(`/api/diner/pizzeria-palermo/order/${diner.code}`)).json();
  expect(before.status).not.toBe("ACCEPTED");

  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 30_000 });
  // Carla's now: the items and 'Pedido preparado'.
  await expect(page.getByRole("button", { name: "Pedido preparado" })).toBeVisible();
  await expect(page.locator(".picker-badge")).toHaveText("0 de 1 productos recogidos");
  const after = await (await diner.context.request.get(`/api/diner/pizzeria-palermo/order/${diner.code}`)).json();
  expect(after.status).toBe("ACCEPTED");
  // Carla finishes it and Martín delivers it: nothing is left waiting for the next spec.
  await carlaFinishes(page.request, diner.code);
  await martinDelivers(diner.context.request, diner.code);
});
