// The whole life of one delivery order through what each person sees, at
// 390×844, JavaScript off and on, three people in three browsers: a diner orders delivery at
// Palermo on the storefront (menu → 'Mi pedido' → 'Confirmación del pedido'); Carla starts a
// shift with 7391, accepts the order, ticks every unit, enters the till amount and marks it
// ready; Martín starts a shift with 4826, takes the shipment, slides it through every status,
// enters the diner's key and brings the cash back; the diner's follow-up shows each step.
// The other logistics specs enter by the JSON calls at one end or the other; this one never does.
import { awaitRemixOnNavigation, expect, test } from "./fixtures";
import { type Browser, type BrowserContext, type Page } from "@playwright/test";
import { cashField, choosePayment, confirm, fillCart, fillCustomer, gotoCheckout, PALERMO, PLATES, setAddress } from "./checkout-helpers";
import { e164Of, handBackMartinsShipment, passPhoneCodeStep, rememberOwner, slide, useKnownDevice } from "./logistics-helpers";

test.use({ viewport: { width: 390, height: 844 } });

// Martín is free for the next test (and this one's retry) whatever this one left.
test.afterEach(async ({ request }) => handBackMartinsShipment(request));

const phoneContext = (browser: Browser, js: boolean) => browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

/** The follow-up's current timeline node ('Estado del pedido'). */
const currentStep = (page: Page) => page.getByRole("list", { name: "Estado del pedido" }).locator('[aria-current="step"]');

/** The follow-up's delivery status line (section 'Envío'). */
const shipmentStatus = (page: Page) => page.getByRole("region", { name: "Envío" }).getByRole("status");

/** §2 shift page, by the screens: phone, then the security code; a shift left open is ended first. */
async function startShift(page: Page, role: "rider" | "picker", phone: string, code: string, greeting: string) {
  const base = role === "rider" ? "/logistics/pizzeria-palermo/rider" : "/picker/pizzeria-palermo/picker";
  await useKnownDevice(page);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto(`${base}/phoneIntake`);
    await expect(page.getByRole("heading", { name: role === "rider" ? "Repartidores" : "Preparadores" })).toBeVisible();
    await page.getByLabel("Ingresa con tu teléfono").fill(phone);
    await page.getByRole("button", { name: "Siguiente" }).click();
    const start = page.getByRole("button", { name: "Iniciar turno" });
    const end = page.getByRole("button", { name: "Finalizar turno" });
    await expect(start.or(end)).toBeVisible();
    await expect(page.getByRole("heading", { name: `Hola, ${greeting}` })).toBeVisible();
    await page.getByLabel("Código de seguridad").fill(code);
    if (await start.isVisible()) {
      await start.click();
      await passPhoneCodeStep(page, e164Of(phone));
      return;
    }
    await end.click();
    await expect(page.getByText("Turno finalizado con éxito")).toBeVisible();
  }
  throw new Error(`could not start the ${role}'s shift`);
}

test("a delivery from the diner's cart to the door: Carla prepares it, Martín delivers it with the key, the follow-up shows each step", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(150_000);
  const js = javaScriptEnabled !== false;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await phoneContext(browser, js);
    contexts.push(context);
    const page = await context.newPage();
    return awaitRemixOnNavigation(page, js);
  };
  const diner = await open();
  const carla = await open();
  const martin = await open();

  // The diner: Muzzarella Grande at Gurruchaga 1500, cash. 11.500 + 'Recargo por embalaje' 250
  // + 'Tasa de Servicio' 300 + cash delivery 2.000 = 14.050; pays with 20.000.
  await fillCart(diner, js, PALERMO, "delivery", [{ ...PLATES.muzzarella, size: "Grande", quantity: 1 }]);
  await gotoCheckout(diner, PALERMO);
  const phone = js ? "11 5557-0101" : "11 5557-0100";
  await fillCustomer(diner, { phone, name: "Paula", lastName: "Cadena", email: "paula@example.com" });
  await setAddress(diner, PALERMO, "Gurruchaga 1500", "Gurruchaga 1500, Palermo, CABA");
  await choosePayment(diner, "Efectivo", js);
  await cashField(diner).fill("20000");
  const code = await confirm(diner, PALERMO);
  rememberOwner(code, diner.request);
  await expect(currentStep(diner)).toContainText("Pedido generado");

  // Carla: her shift, the first order of 'Pedidos' is the diner's.
  await startShift(carla, "picker", "11 7000-0001", "7391", "Carla Ruiz");
  await expect(carla).toHaveURL(/\/pickerApp\/list$/);
  const first = carla.locator(".picker-order").first();
  await expect(first.locator(".picker-order__code")).toHaveText(`Pedido ${code}`);
  await first.click();
  await expect(carla.getByText("Debes aceptar el pedido para ver los productos")).toBeVisible();
  await carla.getByRole("button", { name: "Aceptar pedido" }).click();
  await expect(carla.getByText("Procesado, pedido cambió de estado correctamente")).toBeVisible();
  await diner.reload();
  await expect(currentStep(diner)).toContainText("Pedido aceptado");

  const units = carla.getByRole("button", { name: /^Recoger / });
  const total = await units.count();
  expect(total).toBe(1);
  await units.first().click();
  await expect(carla.getByText("1 de 1 productos recogidos")).toBeVisible();
  await carla.getByRole("button", { name: "Pedido preparado" }).click();
  await expect(carla.getByText("Pedido recogido")).toBeVisible();
  await carla.getByLabel("Importe total arrojado en línea de caja").fill("11500");
  await slide(carla, js, "Pedido listo para retirar");
  await expect(carla).toHaveURL(/\/pickerApp\/list\?aviso=ok$/);

  // Ready: the diner's delivery now looks for a rider.
  await diner.reload();
  await expect(shipmentStatus(diner)).toContainText("Buscando repartidor");

  // Martín: his shift, the shipment, every status with the slider.
  await startShift(martin, "rider", "11 6000-0001", "4826", "Martín Gómez");
  await expect(martin).toHaveURL(/\/logistics\/pizzeria-palermo\/shipments/);
  await martin.goto("/logistics/pizzeria-palermo/shipments");
  await martin.getByRole("link", { name: new RegExp(`Pedido ${code}`) }).click();
  for (const [action, dinerSees] of [
    ["Aceptar envío", "El repartidor va hacia el local"],
    ["En el local", "El repartidor está en el local"],
    ["En camino al cliente", "El repartidor va hacia tu dirección"],
  ] as const) {
    await slide(martin, js, action);
    await expect(martin.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
    await diner.reload();
    await expect(shipmentStatus(diner)).toContainText(dinerSees);
  }
  await expect(martin.getByText("Paula Cadena")).toBeVisible();
  // The cash leads: the amount to collect and the change to carry, computed by the server.
  await expect(martin.locator(".rider-cash__collect")).toHaveText("Cobrar $ 14.050");
  await expect(martin.locator(".rider-cash__how")).toHaveText("Efectivo · Paga con $ 20.000");
  await expect(martin.locator(".rider-cash__change")).toHaveText("Vuelto $ 5.950");

  // The key the diner reads on the follow-up, given at the door.
  const key = (await diner.locator(".follow-shipment__key-code").innerText()).trim();
  expect(key).toMatch(/^\d{4}$/);
  await martin.getByLabel("Clave de entrega del cliente").fill(key);
  await slide(martin, js, "Entregado");
  await expect(martin.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();
  // Cash collected: back to the store with it.
  await slide(martin, js, "Regreso al local");
  await expect(martin.getByText("Procesado, envío cambió de estado correctamente")).toBeVisible();

  await diner.reload();
  await expect(currentStep(diner)).toHaveCount(0);
  await expect(diner.getByRole("list", { name: "Estado del pedido" }).getByRole("listitem").last()).toContainText("Entregado (completado)");
  await expect(shipmentStatus(diner)).toContainText("Pedido entregado");

  for (const context of contexts) await context.close();
});
