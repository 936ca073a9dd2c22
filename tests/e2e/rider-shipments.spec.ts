// The rider flow at 390×844, JavaScript off and on (logistics.md §2, §4): Martín starts a
// shift with 4826, takes the shipment of a delivery order at Palermo (the order is taken and
// made READY through the picker's call), advances through every status with the slider (a
// drag with JavaScript, its one button without), enters the diner's key, and the
// diner's follow-up page shows each step; then a stack of two nearby orders delivered in
// route order. With JavaScript, screenshots of every rider page, light and dark.
import { awaitRemixOnNavigation, expect, test } from "./fixtures";
import { type Browser, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";
import { handBackMartinsShipment, martinDelivers, passPhoneCodeStep, phoneShots, pickerReady, rememberOwner, riderTokenOf, slide, useKnownDevice } from "./logistics-helpers";

test.use({ viewport: { width: 390, height: 844 } });
// Five slides, two screenshots per page and the accessibility checks on a loaded 2-core machine
// (eight per page in the screenshot walk, SHOTS_DIR).
test.describe.configure({ timeout: process.env.SHOTS_DIR ? 300_000 : 120_000 });

const LIST = "/logistics/pizzeria-palermo/shipments";
const GURRUCHAGA = { fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", lat: -34.5893, lng: -58.4262, betweenStreets: "Cabrera y Gorriti", details: "Timbre 3B" };
const SANTA_FE = { fullAddress: "Av. Santa Fe 3400, Palermo, CABA", street: "Av. Santa Fe", number: "3400", city: "CABA", locality: "Palermo", lat: -34.5868, lng: -58.4128, betweenStreets: "Agüero y Bulnes", details: "" };

/** A diner (own browser context) places a cash delivery order at Palermo; their page shows the key. */
async function dinerOrder(browser: Browser, key: string, destination: typeof GURRUCHAGA) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const res = await context.request.post("/api/order", {
    headers: { "Idempotency-Key": `${key}-${Date.now()}` },
    data: {
      branchContact: "pizzeria-palermo", orderModeId: 1111, paymentType: 11111, paysWith: 20000,
      items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
      phone: "+5491155550077", customerName: "Ana Diner", destination,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  rememberOwner(body.data.code, context.request);
  return { context, code: body.data.code as string, id: body.data.id as number | undefined };
}

// Martín is free for the next test (and this one's retry) whatever this one left.
test.afterEach(async ({ request }) => handBackMartinsShipment(request));

/** §2 shift page: phone, then the code; a shift left open by an earlier run is finished first. */
async function startShift(page: Page) {
  await useKnownDevice(page);
  for (let i = 0; i < 2; i++) {
    await page.goto("/logistics/pizzeria-palermo/rider/phoneIntake");
    await page.getByLabel("Ingresa con tu teléfono").fill("11 6000-0001");
    await page.getByRole("button", { name: "Siguiente" }).click();
    const end = page.getByRole("button", { name: "Finalizar turno" });
    const start = page.getByRole("button", { name: "Iniciar turno" });
    await expect(end.or(start)).toBeVisible();
    await page.getByLabel("Código de seguridad").fill("4826");
    if (await start.isVisible()) {
      await start.click();
      await passPhoneCodeStep(page, "+5491160000001");
      await expect(page).toHaveURL(new RegExp(`${LIST}(/|$|\\?)`));
      return;
    }
    await end.click();
    await expect(page.getByText("Turno finalizado con éxito")).toBeVisible();
  }
  throw new Error("could not start Martín's shift");
}

/** With JavaScript, the page's screenshots (logistics-helpers.ts phoneShots). */
async function shot(page: Page, js: boolean, name: string) {
  if (js) await phoneShots(page, `rider-${name}`);
}

/**
 * §4 "Vibration feedback on the cancel prompt and on stack shipment change", §8 failure
 * [100,50,100,75,100] and success [100]: with JavaScript, navigator.vibrate is replaced by a
 * recorder before the page's scripts run (a desktop Chromium does not vibrate).
 */
async function recordVibrations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __vibrations: number[][] };
    w.__vibrations = [];
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: (pattern: number | number[]) => {
        w.__vibrations.push(Array.isArray(pattern) ? [...pattern] : [pattern]);
        return true;
      },
    });
  });
}

const vibrations = (page: Page) => page.evaluate(() => (window as unknown as { __vibrations: number[][] }).__vibrations);

/**
 * At 320×640 the one bottom bar (the slide, the key, the back arrow, the refresh) sits on the
 * screen's bottom edge and takes a quarter of its height at most (two bars stacked took 40 %);
 * it covers none of the lines: `top` ones at the top of the page, `end` ones scrolled to its end.
 */
async function compactBarAt320(page: Page, lines: { top: Locator[]; end: Locator[] }) {
  await page.setViewportSize({ width: 320, height: 640 });
  const bar = page.locator(".thumb-bar");
  await expect(bar.getByRole("link", { name: "Actualizar" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(640);
  expect(box.height).toBeLessThanOrEqual(640 * 0.25);
  // Nothing runs off the screen's side: the refresh, the key and the slide end inside its 320 px.
  const refresh = (await bar.getByRole("link", { name: "Actualizar" }).boundingBox())!;
  expect(refresh.height).toBeGreaterThanOrEqual(44);
  expect(refresh.x + refresh.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const line of lines.top) {
    const at = (await line.boundingBox())!;
    expect(at.y + at.height).toBeLessThanOrEqual(box.y);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  for (const line of lines.end) {
    const at = (await line.boundingBox())!;
    expect(at.y + at.height).toBeLessThanOrEqual(box.y);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Sabores Pizzería's main colour (app/data/demo/demo-tenant.ts pizzeriaConfig: #C2410C, dark #FB923C). */
const SABORES_MAIN = { light: "rgb(194, 65, 12)", dark: "rgb(251, 146, 60)" } as const;

/** The outlined buttons and the refresh icon take the tenant's main colour, never the platform's bordered green. */
async function expectTenantOutlines(page: Page) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const outline = `${SABORES_MAIN[scheme]} 0px 0px 0px 2px inset`;
    await expect(page.getByRole("link", { name: "Cómo llegar al local" })).toHaveCSS("box-shadow", outline);
    await expect(page.getByRole("link", { name: "Actualizar" })).toHaveCSS("box-shadow", outline);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

async function deliveryKeyOf(diner: Page, code: string) {
  await diner.goto(`/menu/pizzeria-palermo/order/${code}`);
  const key = diner.locator(".follow-shipment__key-code");
  await expect(key).toHaveText(/^\d{4}$/);
  return (await key.textContent())!.trim();
}

test("Martín takes a Palermo delivery and delivers it with the diner's key; the follow-up shows each step", async ({ page, browser, javaScriptEnabled: js }) => {
  await startShift(page);
  const diner = await dinerOrder(browser, `e2e-rider-single-${js}`, GURRUCHAGA);
  await pickerReady(page.request, diner.code);
  const dinerPage = awaitRemixOnNavigation(await diner.context.newPage(), js);
  await dinerPage.goto(`/menu/pizzeria-palermo/order/${diner.code}`);
  await expect(dinerPage.getByText("Buscando repartidor").first()).toBeVisible();

  await page.goto(LIST);
  await expect(page.getByRole("heading", { name: "Envíos" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Actualizar" })).toBeVisible();
  // §4 "List loading status: start, loading, success", each one shown.
  const listStatus = page.locator(".rider-list-status");
  // With JavaScript the list refreshes itself and says how fresh it is; without, 'Actualizar' does.
  await expect(listStatus).toHaveText(js ? /^Actualizado hace \d+ s$/ : "Toca Actualizar para ver envíos nuevos");
  await expect(listStatus).toHaveAttribute("data-status", "start");
  if (js) {
    // The refresh's data request is held, so the loading state stays on screen until it is let go.
    // Held on the context: once the staff app's service worker controls the page, the request goes
    // through it, and only the context's routes see a service worker's requests (Chromium).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const listData = (url: URL) => url.pathname.startsWith(LIST) && (url.pathname.endsWith(".data") || url.searchParams.has("_data"));
    await page.context().route(listData, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Actualizar" }).click();
    await expect(listStatus).toHaveText("Buscando envíos…");
    await expect(listStatus).toHaveAttribute("data-status", "loading");
    await expect(page.locator(".rider__refresh")).toHaveAttribute("aria-busy", "true");
    release();
  } else {
    await page.getByRole("link", { name: "Actualizar" }).click();
  }
  await expect(listStatus).toHaveText(js ? /^Actualizado hace \d+ s$/ : "Lista actualizada");
  await expect(listStatus).toHaveAttribute("data-status", "success");
  await expect(page.getByRole("link", { name: "Actualizar" })).toBeVisible();
  await shot(page, js, "list");
  await expectNoSeriousA11yViolations(page, "rider list", js);
  await page.getByRole("link", { name: new RegExp(`Pedido ${diner.code}`) }).click();
  await expect(page.getByText("Deslice >>").first()).toBeVisible();
  await shot(page, js, "detail-waiting");
  await expectTenantOutlines(page);

  if (js) {
    // §4: a movement of 20 or more in one step is ignored: a tap at the far end does nothing.
    const k = (await page.locator(".slide__track").boundingBox())!;
    await page.mouse.click(k.x + k.width - 8, k.y + k.height / 2);
    await page.waitForTimeout(700);
    await expect(page.locator(".rider-status")).toContainText("Libre: puede tomarlo");
  }
  const steps: [string, string][] = [
    ["Aceptar envío", "El repartidor va hacia el local"],
    ["En el local", "El repartidor está en el local"],
    ["En camino al cliente", "El repartidor va hacia tu dirección"],
  ];
  for (const [action, dinerText] of steps) {
    if (js && action === "En el local") {
      // Keyboard-operable: arrows move it by 10, Enter releases.
      await page.getByRole("slider", { name: `Deslice >> ${action}` }).focus();
      for (let i = 0; i < 9; i++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
    } else {
      await slide(page, js, action);
    }
    await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
    if (!js) await dinerPage.reload();
    await expect(dinerPage.locator(".follow-shipment__status")).toContainText(dinerText);
  }
  await expect(page.getByRole("heading", { name: "Recibe" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Ana Diner/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/5491155550077/);
  await shot(page, js, "detail-at-door");
  await expectNoSeriousA11yViolations(page, "rider detail at the door", js);
  // The key step: the key, the slide and the refresh in one bar, the amount and the way to the door clear of it.
  await compactBarAt320(page, { top: [page.getByText("Cobrar $ 14.050").first()], end: [page.getByRole("link", { name: "Cómo llegar al cliente" })] });

  // The key the diner reads on the follow-up; a wrong one first.
  const key = await deliveryKeyOf(dinerPage, diner.code);
  await page.getByLabel("Clave de entrega del cliente").fill(key === "0000" ? "1111" : "0000");
  await slide(page, js, "Entregado");
  await expect(page.getByText("La clave de entrega es incorrecta. Te quedan 4 intentos.")).toBeVisible();
  await shot(page, js, "detail-wrong-key");
  await page.getByLabel("Clave de entrega del cliente").fill(key);
  await slide(page, js, "Entregado");
  await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
  await dinerPage.reload();
  await expect(dinerPage.locator(".follow-shipment__status")).toContainText("Pedido entregado");
  await expect(dinerPage.getByRole("heading", { name: "Pedido entregado. ¡Buen provecho!" })).toBeVisible();
  // The last step: back to the store, its way clear of the bar.
  await shot(page, js, "detail-back-to-store");
  await compactBarAt320(page, { top: [page.locator(".rider-status")], end: [page.getByRole("link", { name: "Cómo llegar al local" })] });
  // Cash comes back to the store.
  await slide(page, js, "Regreso al local");
  await expect(page.getByText("Regresó al local")).toBeVisible();
  await page.getByRole("link", { name: "Ver envíos" }).click();
  await expect(page).toHaveURL(LIST);
  await diner.context.close();

  // Ending the shift from the header: 'Turno finalizado' shows the cash to hand in that the log-out
  // page showed. (The servers' clock is pinned, so every shift of the run "started" at the same
  // instant and the sum spans the run's deliveries; the amount to the peso is rider-hand-in.test.ts.)
  await page.getByRole("link", { name: "Finalizar turno" }).click();
  const handIn = page.getByRole("group", { name: "Efectivo a rendir" });
  await expect(handIn).toContainText(/\$ [\d.]+\d+ envíos? entregados? en efectivo/);
  const before = (await handIn.textContent())!;
  expect(before).not.toContain("$ 0");
  await page.getByLabel("Código de seguridad").fill("4826");
  await page.getByRole("button", { name: "Finalizar turno" }).click();
  await expect(page.getByRole("heading", { name: "Turno finalizado con éxito" })).toBeVisible();
  await expect(handIn).toHaveText(before);
  await shot(page, js, "shift-ended-hand-in");
});

test("a stack of two nearby orders, delivered in route order", async ({ page, browser, javaScriptEnabled: js }) => {
  if (js) await recordVibrations(page);
  await startShift(page);
  const far = await dinerOrder(browser, `e2e-rider-far-${js}`, GURRUCHAGA);
  const near = await dinerOrder(browser, `e2e-rider-near-${js}`, SANTA_FE);
  await pickerReady(page.request, far.code);
  await pickerReady(page.request, near.code);
  await page.goto(LIST);
  await page.getByRole("link", { name: /Multientrega de 2 pedidos/ }).click();
  await shot(page, js, "stack-waiting");
  for (const action of ["Aceptar envío", "En el local"]) {
    await slide(page, js, action);
    await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
  }
  // §4 forward path / §7 "PUT /api/stacking/{id} same fields": from IN_STORE the stack goes
  // ON_ROUTE_TO_DROP_OFFS, by the slider (JavaScript) or by the rider app's PUT (the other run).
  const stackId = Number(/\/shipments\/stack\/(\d+)/.exec(page.url())?.[1]);
  const token = await riderTokenOf(page);
  const auth = { Authorization: `Bearer ${token}` };
  if (js) {
    await expect(page.getByText(`En camino al cliente ${near.code}`).first()).toBeVisible();
    await slide(page, js, `En camino al cliente ${near.code}`);
  } else {
    const put = await page.request.put(`/api/stacking/${stackId}`, { headers: auth, data: { id: stackId, status: "ON_ROUTE_TO_DROP_OFFS" } });
    expect(put.status(), await put.text()).toBe(200);
    await page.reload();
  }
  // The slider's submission is a fetcher still in flight when slide() returns: wait for the stored state.
  const stackNow = async () => (await page.request.get(`/api/stacking/${stackId}`, { headers: auth })).json();
  await expect.poll(async () => (await stackNow()).status).toBe("ON_ROUTE_TO_DROP_OFFS");
  const onRoute = await stackNow();
  expect(onRoute.stacks.map((x: { codeToShow: string }) => x.codeToShow)).toEqual([near.code, far.code]);
  await expect(page.getByText(`Entregado ${near.code}`).first()).toBeVisible();
  await expect(page.getByText("Cancelar multientrega")).toBeVisible();
  // §4 stack selection: the other shipment, with its toast (and, with JavaScript, the success vibration).
  await page.getByRole("button", { name: new RegExp(`^2\\. ${far.code}`) }).click();
  await expect(page.getByText(`Se ha cambiado el envío seleccionado por el: ${far.code}`)).toBeVisible();
  await expect(page.getByText(`Entregado ${far.code}`).first()).toBeVisible();
  if (js) await expect.poll(() => vibrations(page)).toContainEqual([100]);
  await page.getByRole("button", { name: new RegExp(`^1\\. ${near.code}`) }).click();
  await expect(page.getByText(`Se ha cambiado el envío seleccionado por el: ${near.code}`)).toBeVisible();
  await shot(page, js, "stack-on-route");
  await expectNoSeriousA11yViolations(page, "stack on route", js);
  // Route order: Av. Santa Fe 3400 (0,2 km from the store) before Gurruchaga 1500.
  for (const d of [near, far]) {
    const dinerPage = awaitRemixOnNavigation(await d.context.newPage(), js);
    const key = await deliveryKeyOf(dinerPage, d.code);
    await page.getByLabel("Clave de entrega del cliente").fill(key);
    await slide(page, js, `Entregado ${d.code}`);
    await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
    await dinerPage.reload();
    await expect(dinerPage.locator(".follow-shipment__status")).toContainText("Pedido entregado");
    await d.context.close();
  }
  await slide(page, js, "Regreso al local");
  await expect(page.getByRole("link", { name: "Ver envíos" })).toBeVisible();
  await shot(page, js, "stack-done");
});

test("cancel asks for confirmation and gives the shipment back", async ({ page, browser, javaScriptEnabled: js }) => {
  if (js) await recordVibrations(page);
  await startShift(page);
  // The cancelled shipment stays on the list (re-offered): each run's drop-off is far (> 3 km)
  // from the other run's and from Gurruchaga, so that no stack forms with it.
  const diner = await dinerOrder(browser, `e2e-rider-cancel-${js}`, js ? { ...GURRUCHAGA, lat: -34.572, lng: -58.394 } : { ...GURRUCHAGA, lat: -34.6, lng: -58.395 });
  await pickerReady(page.request, diner.code);
  await page.goto(LIST);
  await page.getByRole("link", { name: new RegExp(`Pedido ${diner.code}`) }).click();
  await slide(page, js, "Aceptar envío");
  await page.getByRole("link", { name: "Cancelar envío en curso" }).click();
  await expect(page.getByText("Si continúas, se cancelará el envío")).toBeVisible();
  // §4 vibration on the cancel prompt: the failure pattern of §8.
  if (js) expect(await vibrations(page)).toContainEqual([100, 50, 100, 75, 100]);
  await shot(page, js, "cancel-confirm");
  await page.getByRole("button", { name: "Cancelar envío" }).click();
  await expect(page.getByText("Envío cancelado. Volvió a la lista para otro repartidor.")).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`Pedido ${diner.code}`) })).toBeVisible();
  // Given back, it can be taken again: Martín takes it and delivers it, which leaves Palermo
  // with nothing waiting for the next test.
  await martinDelivers(diner.context.request, diner.code);
  await page.goto(LIST);
  await expect(page.getByRole("link", { name: new RegExp(`Pedido ${diner.code}`) })).toHaveCount(0);
  await diner.context.close();
});

test("§9 refresh after an update: the shipment screen shows a change made elsewhere without a reload", async ({ page, browser, javaScriptEnabled: js }) => {
  test.skip(!js, "the screen fetches itself again with JavaScript; without it the rider reloads");
  await startShift(page);
  const diner = await dinerOrder(browser, "e2e-rider-refresh", GURRUCHAGA);
  await pickerReady(page.request, diner.code);
  await page.goto(LIST);
  await page.getByRole("link", { name: new RegExp(`Pedido ${diner.code}`) }).click();
  await slide(page, js, "Aceptar envío");
  await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
  await expect(page.getByRole("slider", { name: "Deslice >> En el local" })).toBeVisible();

  // The same shift moves the shipment from its other device (PUT /api/shipments/{id}, logistics.md §7).
  const shipmentId = new URL(page.url()).pathname.split("/").pop();
  const moved = await page.request.put(`/api/shipments/${shipmentId}`, {
    headers: { Authorization: `Bearer ${await riderTokenOf(page)}` },
    data: { status: "IN_STORE", rider_id: 11101 },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  // Nothing on this page asked for it: the screen fetches itself again 5 s after its update.
  await expect(page.getByRole("slider", { name: "Deslice >> En el local" })).toBeVisible();
  await expect(page.getByRole("slider", { name: "Deslice >> En camino al cliente" })).toBeVisible({ timeout: 10_000 });

  // Delivered, so that Martín is free for the next test.
  await slide(page, js, "En camino al cliente");
  await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
  await page.getByLabel("Clave de entrega del cliente").fill(await deliveryKeyOf(awaitRemixOnNavigation(await diner.context.newPage(), js), diner.code));
  await slide(page, js, "Entregado");
  await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
  await slide(page, js, "Regreso al local");
  await expect(page.getByText("Regresó al local")).toBeVisible();
  await diner.context.close();
});

test("the list keeps itself current; a partial slide says 'Deslice hasta el final' and a fast flick counts", async ({ page, browser, javaScriptEnabled: js }) => {
  test.skip(!js, "the list polls and the slide is dragged with JavaScript; without it 'Actualizar' and one button do");
  await recordVibrations(page);
  await startShift(page);
  await page.goto(LIST);
  const status = page.locator(".rider-list-status");
  await expect(status).toHaveText(/^Actualizado hace \d+ s$/);
  // The header says who is on shift, with 'Finalizar turno' at hand.
  await expect(page.getByText("En turno: Martín Gómez")).toBeVisible();
  await expect(page.getByRole("link", { name: "Finalizar turno" })).toHaveAttribute("href", "/logistics/pizzeria-palermo/rider/logOut?phone=%2B5491160000001");

  // A shipment that appears while the list is open shows up by itself, with a vibration.
  const diner = await dinerOrder(browser, "e2e-rider-live", GURRUCHAGA);
  await pickerReady(page.request, diner.code);
  const card = page.getByRole("link", { name: new RegExp(`Pedido ${diner.code}`) });
  await expect(card).toBeVisible({ timeout: 12_000 });
  await expect(card.locator(".rider-card__collect")).toHaveText("Cobrar $ 14.050");
  await expect(card.locator(".rider-card__distance")).toHaveText(/^\d+,\d km$/);
  await expect.poll(() => vibrations(page)).toContainEqual([200, 100, 200]);
  await card.click();

  const thumb = page.getByRole("slider", { name: "Deslice >> Aceptar envío" });
  const track = page.locator(".slide__track");
  await expect(thumb).toBeVisible();
  const t = (await thumb.boundingBox())!;
  const k = (await track.boundingBox())!;
  const y = t.y + t.height / 2;
  // Part of the way: the label fades while dragging, and the release springs back with the hint.
  await page.mouse.move(t.x + t.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(k.x + k.width * 0.6, y, { steps: 20 });
  expect(Number(await page.locator(".slide__text").evaluate((e) => getComputedStyle(e).opacity))).toBeLessThan(0.3);
  await page.mouse.up();
  await expect(page.getByText("Deslice hasta el final", { exact: true })).toBeVisible();
  await expect(thumb).toHaveAttribute("aria-valuenow", "0");
  await expect(page.locator(".rider-status")).toContainText("Libre: puede tomarlo");
  // A fast flick to the end (two pointer events) counts.
  await page.mouse.move(t.x + t.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(k.x + k.width - 4, y, { steps: 2 });
  await page.mouse.up();
  await expect(page.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
  await expect(page.locator(".rider-status")).toContainText("Vaya al local a retirar");
  // The slide sits in the bar fixed to the bottom, in one row with the refresh icon (48 px, within
  // the thumb's reach), and neither covers the page's last line.
  const bar = (await page.locator(".thumb-bar").boundingBox())!;
  expect(Math.round(bar.y + bar.height)).toBe(844);
  const slideTrack = (await page.locator(".slide__track").boundingBox())!;
  const refresh = (await page.getByRole("link", { name: "Actualizar" }).boundingBox())!;
  expect(refresh.height).toBeGreaterThanOrEqual(44);
  expect(refresh.y).toBeGreaterThanOrEqual(slideTrack.y);
  expect(refresh.y + refresh.height).toBeLessThanOrEqual(slideTrack.y + slideTrack.height);
  expect(refresh.x).toBeGreaterThanOrEqual(slideTrack.x + slideTrack.width);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const cancel = (await page.getByRole("link", { name: "Cancelar envío en curso" }).boundingBox())!;
  expect(cancel.y + cancel.height).toBeLessThanOrEqual(bar.y);
  // At 320 px the bar covers neither the amount to collect nor 'Cómo llegar al local'.
  await compactBarAt320(page, { top: [page.getByText("Cobrar $ 14.050").first()], end: [page.getByRole("link", { name: "Cómo llegar al local" })] });

  // Delivered, so that Martín is free for the next test.
  for (const action of ["En el local", "En camino al cliente"]) {
    await slide(page, js, action);
    await expect(page.getByRole("slider", { name: new RegExp(`Deslice >> (?!${action})`) })).toBeVisible();
  }
  await page.getByLabel("Clave de entrega del cliente").fill(await deliveryKeyOf(awaitRemixOnNavigation(await diner.context.newPage(), js), diner.code));
  await slide(page, js, "Entregado");
  await expect(page.getByRole("slider", { name: "Deslice >> Regreso al local" })).toBeVisible();
  await slide(page, js, "Regreso al local");
  await expect(page.getByText("Regresó al local")).toBeVisible();
  await diner.context.close();
});
