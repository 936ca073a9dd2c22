// The picker's day, at phone size (390x844), without and with JavaScript (logistics.md §2
// Shift page / Picker list / Picker detail, §4, §5, §8; demo-tenant.md: pickers start a
// shift at Palermo with 7391): a diner orders delivery at Palermo; Carla starts a shift,
// takes the first order, ticks every unit, enters the till amount and marks it ready;
// the diner's follow-up shows the difference; Carla ends her shift.
// With SHOTS_DIR set, every shift and picker page is photographed at 390 and 320 px, light and dark.
import { expect, test } from "./fixtures";
import { type Page } from "@playwright/test";
import { dinerCancels, martinDelivers, passPhoneCodeStep, phoneShots, slide } from "./logistics-helpers";

test.use({ viewport: { width: 390, height: 844 } });
// The screenshot walk (SHOTS_DIR) takes eight pictures of each page on a loaded machine.
if (process.env.SHOTS_DIR) test.describe.configure({ timeout: 240_000 });

const SHIFT = "/picker/pizzeria-palermo/picker";

/** With SHOTS_DIR set, the page at 390 and 320 px, light and dark (logistics-helpers.ts phoneShots). */
async function shoot(page: Page, name: string, project: string) {
  if (process.env.SHOTS_DIR) await phoneShots(page, `${name}-${project}`);
}

/** A diner's delivery order at Palermo through the public API (Muzzarella Grande ×2 + Empanada de carne). */
async function dinerOrder(page: Page, n: number): Promise<string> {
  const res = await page.request.post("/api/order", {
    headers: { "Idempotency-Key": `e2e-picker-${Date.now()}-${n}-${Math.random()}` },
    data: {
      branchContact: "pizzeria-palermo",
      orderModeId: 1111,
      items: [
        { referenceId: 11001, quantity: 2, sizeId: 11502, extras: [], notes: "" },
        { referenceId: 11004, quantity: 1, extras: [], notes: "bien cocida" },
      ],
      phone: "11 5555-0123",
      customerName: "Diego Diner",
      paymentType: 11111,
      destination: { fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", lat: -34.5893, lng: -58.4262, betweenStreets: "Cabrera y Gorriti" },
      paysWith: 50000,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.code as string;
}

const pesos = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("Carla starts a shift with 7391, prepares the first order and ends her shift", async ({ page, javaScriptEnabled: js }, info) => {
  const project = info.project.name;
  const placed = [await dinerOrder(page, 1), await dinerOrder(page, 2)];

  // Phone intake → log in (she is registered and off shift).
  await page.goto(`${SHIFT}/phoneIntake`);
  await expect(page.getByRole("heading", { name: "Preparadores" })).toBeVisible();
  await shoot(page, "shift-phoneIntake", project);
  await page.getByLabel("Ingresa con tu teléfono").fill("abc");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("El número de teléfono es invalido")).toBeVisible();
  await page.getByLabel("Ingresa con tu teléfono").fill("11 7000-0001");
  await page.getByRole("button", { name: "Siguiente" }).click();
  // With JavaScript the navigation is client-side: wait for where the phone leads.
  await expect(page).toHaveURL(/\/picker\/log(In|Out)\?phone=/);
  if (page.url().includes("/logOut")) {
    // Left on shift by an earlier run on this server: end that shift first.
    await page.getByLabel("Código de seguridad").fill("7391");
    await page.getByRole("button", { name: "Finalizar turno" }).click();
    await expect(page.getByText("Turno finalizado con éxito")).toBeVisible();
    await page.goto(`${SHIFT}/phoneIntake`);
    await page.getByLabel("Ingresa con tu teléfono").fill("11 7000-0001");
    await page.getByRole("button", { name: "Siguiente" }).click();
  }
  await expect(page).toHaveURL(/\/picker\/logIn\?phone=/);
  await expect(page.getByRole("heading", { name: "Hola, Carla Ruiz" })).toBeVisible();
  await page.getByLabel("Código de seguridad").fill("1234");
  await page.getByRole("button", { name: "Iniciar turno" }).click();
  await expect(page.getByText("El código de seguridad es erróneo")).toBeVisible();
  await shoot(page, "shift-logIn-error", project);
  await page.getByLabel("Código de seguridad").fill("7391");
  await page.getByRole("button", { name: "Iniciar turno" }).click();
  // A browser the server has not seen for Carla: the code sent to her phone, once.
  await passPhoneCodeStep(page, "+5491170000001");

  // The list: 'Pedidos', only the first order enabled.
  await expect(page).toHaveURL(/\/pickerApp\/list$/);
  await expect(page.getByRole("heading", { name: "Pedidos" })).toBeVisible();
  await expect(page.getByText("Hola, Carla Ruiz")).toBeVisible();
  if (js) {
    // §3 the picker's stored profile (id, name, phone, order list url) beside the token cookie.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("pickerProfile") ?? "null")))
      .toEqual({ id: expect.any(Number), name: "Carla Ruiz", phone: "+5491170000001", orderListUrl: "/picker/pizzeria-palermo/pickerApp/list" });
  }
  const orders = page.locator(".picker-order");
  await expect(orders.nth(1)).toBeVisible();
  await shoot(page, "picker-list", project);
  const firstCode = (await orders.first().locator(".picker-order__code").innerText()).replace("Pedido ", "").trim();
  // An order that cannot be taken yet says why on its card, before any tap; it is no link.
  await expect(orders.nth(1)).toContainText(`En espera · Primero se prepara el pedido ${firstCode}`);
  await expect(orders.nth(1)).toHaveAttribute("aria-disabled", "true");
  await expect(orders.nth(1).locator("a")).toHaveCount(0);
  await expect(orders.first()).toContainText("Para preparar");
  await expect(orders.first().locator(".picker-wait")).toHaveText(/^Espera (\d+ hs )?\d+ min$/);
  await expect(page.getByText(/^\d+ pedidos? para preparar$/)).toBeVisible();
  // With JavaScript the list keeps itself current and says how fresh it is.
  if (js) await expect(page.locator(".staff-live")).toHaveText(/^Actualizado hace \d+ s$/);
  await orders.first().click();

  // Detail before accepting: items hidden.
  await expect(page.getByRole("heading", { name: `Pedido ${firstCode}` })).toBeVisible();
  await expect(page.getByText("Debes aceptar el pedido para ver los productos")).toBeVisible();
  await expect(page.getByText(/Pedido realizado hace (\d+ hs )?\d+ min/)).toBeVisible();
  // §2 Picker detail: 'Ver pedidos'.
  await expect(page.getByRole("link", { name: "Ver pedidos" })).toBeVisible();
  if (js) {
    // §9 "Elapsed-time counter ticks every minute": the browser's clock moved, the counter follows
    // (the server's pinned clock placed the order at the instant it renders the page: 0 min).
    await page.clock.install();
    await page.reload();
    const elapsed = page.locator("[data-elapsed]");
    await expect(elapsed).toHaveText("Pedido realizado hace 0 min");
    await page.clock.fastForward("01:00");
    await expect(elapsed).toHaveText("Pedido realizado hace 1 min");
    await page.clock.fastForward("01:00:00");
    await expect(elapsed).toHaveText("Pedido realizado hace 1 hs 1 min");
  }
  await expect(page.getByText(/^Cantidad de productos: \d+$/)).toBeVisible();
  await shoot(page, "picker-detail-generated", project);
  await page.getByRole("button", { name: "Aceptar pedido" }).click();
  await expect(page.getByText("Procesado, pedido cambió de estado correctamente")).toBeVisible();
  const total = await page.getByRole("button", { name: /^Recoger / }).count();
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(`0 de ${total} productos recogidos`)).toBeVisible();

  // 'Pedido preparado' too early; then reject one unit and select it instead (toggling clears the other).
  await page.getByRole("button", { name: "Pedido preparado" }).click();
  await expect(page.getByText("Faltan items que seleccionar")).toBeVisible();
  const firstReject = page.getByRole("button", { name: /^Rechazar / }).first();
  await firstReject.click();
  await expect(page.getByRole("button", { name: /^Rechazar / }).first()).toHaveAttribute("aria-pressed", "true");
  for (let i = 0; i < total; i++) {
    await page.getByRole("button", { name: /^Recoger / }).nth(i).click();
    await expect(page.getByRole("button", { name: /^Recoger / }).nth(i)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByRole("button", { name: /^Rechazar / }).first()).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText(`${total} de ${total} productos recogidos`)).toBeVisible();
  if (js) {
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("pickerSave") ?? "null"));
    expect(saved).toMatchObject({ orderCode: firstCode, status: "ACCEPTED" });
  }
  await shoot(page, "picker-detail-accepted", project);
  await page.getByRole("button", { name: "Pedido preparado" }).click();
  await expect(page.getByText("Pedido recogido")).toBeVisible();
  if (js) expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pickerSave") ?? "null")?.status)).toBe("AWAITING_FINAL_STAGE");

  // The till amount: more than the items price is refused; 100 less is the difference.
  const itemsPrice = pesos(await page.getByText(/^Total de productos:/).innerText());
  const amount = page.getByLabel("Importe total arrojado en línea de caja");
  // At 320×640 the till amount, the slide and 'Ver pedidos' share one bar of about a quarter of
  // the screen, and 'Volver a los productos' ends above it.
  await page.setViewportSize({ width: 320, height: 640 });
  const bar = (await page.locator(".thumb-bar").boundingBox())!;
  expect(Math.round(bar.y + bar.height)).toBe(640);
  expect(bar.height).toBeLessThanOrEqual(640 * 0.27);
  expect((await page.getByRole("link", { name: "Ver pedidos" }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const backToItems = (await page.getByRole("button", { name: "Volver a los productos" }).boundingBox())!;
  expect(backToItems.y + backToItems.height).toBeLessThanOrEqual(bar.y);
  await page.setViewportSize({ width: 390, height: 844 });
  await amount.fill(String(itemsPrice + 1));
  await slide(page, js, "Pedido listo para retirar");
  await expect(page.getByText("La cantidad final no puede ser mayor al total")).toBeVisible();
  await shoot(page, "picker-detail-final-stage", project);
  await page.getByLabel("Importe total arrojado en línea de caja").fill(String(itemsPrice - 100));
  await slide(page, js, "Pedido listo para retirar");
  await expect(page).toHaveURL(/\/pickerApp\/list\?aviso=ok$/);
  await expect(page.getByText("Procesado, pedido cambió de estado correctamente")).toBeVisible();
  if (js) await expect.poll(() => page.evaluate(() => localStorage.getItem("pickerSave"))).toBeNull();

  // The finished order, and the diner's follow-up with the difference.
  await page.goto(`/picker/pizzeria-palermo/pickerApp/${firstCode}`);
  await expect(page.getByText("Este pedido ya fue preparado y finalizado")).toBeVisible();
  await shoot(page, "picker-detail-finished", project);
  await page.goto(`/menu/pizzeria-palermo/order/${firstCode}`);
  await expect(page.getByText("Diferencia en caja")).toBeVisible();
  await expect(page.getByText("-$ 100")).toBeVisible();

  // End of shift: log out with the code, the success page, and the list is closed to her.
  await page.goto(`${SHIFT}/phoneIntake`);
  await page.getByLabel("Ingresa con tu teléfono").fill("+54 9 11 7000-0001");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByRole("button", { name: "Finalizar turno" })).toBeVisible();
  await shoot(page, "shift-logOut", project);
  await page.getByLabel("Código de seguridad").fill("7391");
  await page.getByRole("button", { name: "Finalizar turno" }).click();
  await expect(page.getByRole("heading", { name: "Turno finalizado con éxito" })).toBeVisible();
  if (js) await expect.poll(() => page.evaluate(() => localStorage.getItem("pickerProfile"))).toBeNull();
  await shoot(page, "shift-success", project);
  await page.goto("/picker/pizzeria-palermo/pickerApp/list");
  await expect(page.getByText("Acceso denegado o link expirado")).toBeVisible();
  await shoot(page, "not-found-access-denied", project);

  // Palermo left as found: the diner cancels the order nobody took; Martín delivers the prepared one.
  expect(placed).toContain(firstCode);
  await dinerCancels(page.request, placed.find((code) => code !== firstCode)!);
  await martinDelivers(page.request, firstCode);
});

test("the register page and its messages (rider side)", async ({ page }, info) => {
  await page.goto("/logistics/pizzeria-palermo/rider/phoneIntake");
  await expect(page.getByRole("heading", { name: "Repartidores" })).toBeVisible();
  await page.getByLabel("Ingresa con tu teléfono").fill("11 6000-0077");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/rider\/register\?phone=/);
  await page.getByLabel("Confirma tu teléfono").fill("11 6000-0078");
  await page.getByLabel("Nombre y apellido").fill("Rita Rueda");
  await page.getByLabel("Código de seguridad").fill("4826");
  await page.getByRole("button", { name: "Iniciar turno" }).click();
  await expect(page.getByText("Los números de teléfono no coinciden")).toBeVisible();
  await expect(page.getByLabel("Nombre y apellido")).toHaveValue("Rita Rueda");
  await shoot(page, "shift-register-error", info.project.name);
  await page.getByLabel("Nombre y apellido").fill("");
  await page.getByRole("button", { name: "Iniciar turno" }).click();
  await expect(page.getByText("Debe completar todos los campos para continuar")).toBeVisible();
  // No header menu on logistics pages.
  await expect(page.getByRole("link", { name: "Abrir menú de cuenta" })).toHaveCount(0);
});
