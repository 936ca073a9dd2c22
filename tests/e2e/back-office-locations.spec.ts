// The owner's locations, JavaScript off (plain forms and redirects) and on: Valeria opens 'Locales',
// picks Sabores Palermo and closes it manually; a diner's Palermo menu shows the spec's closed state
// (storefront.md §1) within the back office's 5 s; she reopens it and the menu takes orders again.
import type { Locator, Page } from "@playwright/test";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { expect, test } from "./fixtures";

const LIST = "/admin/sabores/locales";
const CLOSED = "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";

/** The diner's Palermo menu shows (or not) the closed state; the storefront's isolate keeps it up to 2 s. */
async function expectClosed(diner: Page, closed: boolean) {
  await expect(async () => {
    await diner.goto("/menu/pizzeria-palermo/take-away");
    await expect(diner.getByText(CLOSED)).toHaveCount(closed ? 1 : 0, { timeout: 1_000 });
  }).toPass({ timeout: 5_000, intervals: [500] });
}

/**
 * Drags the pin of `form`'s map down and right of the Obelisco (-34.6037, -58.3816), where it
 * starts; returns the point its hidden lat/lng fields now send.
 */
async function dragPin(page: Page, form: Locator) {
  const marker = form.locator(".maplibregl-marker");
  await expect(marker).toBeVisible();
  await marker.scrollIntoViewIfNeeded();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await expect(form.getByText("El pin marca la puerta del local.")).toBeVisible();
  const lat = Number(await form.locator('input[name="lat"]').getAttribute("value"));
  const lng = Number(await form.locator('input[name="lng"]').getAttribute("value"));
  expect(lat).toBeLessThan(-34.6037);
  expect(lng).toBeGreaterThan(-58.3816);
  return { lat, lng };
}

test("Valeria closes Palermo manually: the storefront shows it closed; she reopens it", async ({ page, browser, javaScriptEnabled: js }) => {
  await consoleSignIn(page, SHOP_PEOPLE.valeria, LIST);
  await expect(page.getByRole("heading", { name: "Locales", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: /Sabores Palermo/ }).click();
  await expect(page.getByRole("heading", { name: "Sabores Palermo", level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Lunes", exact: true })).toBeVisible();

  const diner = await browser.newPage({ javaScriptEnabled: js });
  await page.getByRole("button", { name: "Cerrar manualmente" }).click();
  try {
    await expect(page.getByRole("status").filter({ hasText: "Local cerrado manualmente. La tienda ya lo muestra cerrado." })).toBeVisible();
    await expectClosed(diner, true);
    await expect(diner.getByText("Local cerrado").first()).toBeAttached();
  } finally {
    await page.getByRole("button", { name: "Reabrir el local" }).click();
  }
  await expect(page.getByRole("status").filter({ hasText: "Local reabierto. La tienda lo muestra abierto en su horario." })).toBeVisible();
  await expectClosed(diner, false);
  await diner.close();
});

test("the pin map (JavaScript only): Valeria drags the pin of a new location; the hidden lat/lng change and the saved location has them", async ({
  page,
  javaScriptEnabled: js,
}, info) => {
  test.skip(!js, "the pin map needs JavaScript; without it the typed address is found by the geocoder");
  const alias = `pin-${info.project.name}-${Date.now().toString(36).slice(-5)}`;
  await consoleSignIn(page, SHOP_PEOPLE.valeria, LIST);
  const form = page.getByRole("form", { name: "Agregar un local" });
  await form.getByLabel("Nombre del local").fill("Sabores Pin");
  await form.getByLabel("Alias (la dirección de su página: /menu/alias)").fill(alias);
  await form.getByLabel("Calle").fill("Gurruchaga");
  await form.getByLabel("Altura").fill("1500");
  await form.getByLabel("Ciudad").fill("CABA");
  await form.getByLabel("WhatsApp").fill("11 4000-0019");
  await expect(form.locator('input[name="lat"]')).toHaveCount(0);
  const { lat, lng } = await dragPin(page, form);
  // The other form's map did not move: it sends no point.
  await expect(page.getByRole("form", { name: "Agregar una sucursal" }).locator('input[name="lat"]')).toHaveCount(0);
  await form.getByRole("button", { name: "Agregar local" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Local creado." })).toBeVisible();
  const saved = await (await page.request.get(`/api/diner/${alias}`)).json();
  expect(JSON.stringify(saved)).toContain(`"lat":${lat}`);
  expect(JSON.stringify(saved)).toContain(`"lng":${lng}`);
});

test("Valeria changes Belgrano's WhatsApp in 'Datos del local': the diner's Belgrano menu links the new number", async ({
  page,
  browser,
  javaScriptEnabled: js,
}, info) => {
  // Each project's run types its own number: both runs share one server.
  const national = info.project.name === "js" ? "11 4000-0062" : "11 4000-0061";
  const wa = `https://wa.me/54911${national.replace(/\D/g, "").slice(2)}`;
  await consoleSignIn(page, SHOP_PEOPLE.valeria, LIST);
  await page.getByRole("link", { name: /Sabores Belgrano/ }).click();
  const form = page.getByRole("form", { name: "Datos del local" });
  await expect(form.getByLabel("Nombre del local")).toHaveValue("Sabores Belgrano");
  const saveWhatsApp = async (value: string) => {
    await form.getByLabel("WhatsApp").fill(value);
    await form.getByRole("button", { name: "Guardar datos" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Datos del local guardados. La tienda ya muestra los cambios." })).toBeVisible();
  };
  // The demo's number (demo-tenant.md) goes back at the end: later specs on this server read it.
  const demoNumber = await form.getByLabel("WhatsApp").inputValue();
  await saveWhatsApp(national);
  try {
    const diner = await browser.newPage({ javaScriptEnabled: js });
    // The page as served: with JavaScript, Belgrano's header then offers its support chat in place
    // of the WhatsApp link (follow-up-support-chat.spec.ts).
    await expect(async () => {
      const page = await diner.goto("/menu/pizzeria-belgrano/take-away");
      expect(await page!.text()).toContain(`href="${wa}`);
    }).toPass({ timeout: 5_000, intervals: [500] });
    await diner.close();
  } finally {
    await page.goto(page.url().split("?")[0]!);
    await saveWhatsApp(demoNumber);
  }
});

test("Valeria adds a branch: a refused WhatsApp keeps what she typed (and the pin she dragged, with JavaScript); the branch is stored at the pin or the address", async ({
  page,
  javaScriptEnabled: js,
}, info) => {
  const alias = `marca-${info.project.name}-${Date.now().toString(36).slice(-5)}`;
  const name = `Sabores Wok ${info.project.name}`;
  await consoleSignIn(page, SHOP_PEOPLE.valeria, LIST);
  const form = page.getByRole("form", { name: "Agregar una sucursal" });
  await form.getByLabel("Nombre de la sucursal").fill(name);
  await form.getByLabel("Alias de su tienda (/menu/alias)").fill(alias);
  await expect(form.getByRole("group", { name: "Dirección de su primer local" })).toBeVisible();
  await form.getByLabel("Calle").fill("Av. Santa Fe");
  await form.getByLabel("Altura").fill("3400");
  await form.getByLabel("Ciudad").fill("CABA");
  await form.getByLabel("WhatsApp").fill("12");
  let pin: { lat: number; lng: number } | null = null;
  if (js) {
    await expect(form.getByRole("img", { name: "Mapa con el pin de su primer local" })).toBeVisible();
    pin = await dragPin(page, form);
    // The new-location form's map is its own: nothing moved there.
    await expect(page.getByRole("form", { name: "Agregar un local" }).locator('input[name="lat"]')).toHaveCount(0);
  } else {
    await expect(form.getByText("Buscaremos la dirección en el mapa al guardar.")).toBeVisible();
    await expect(form.locator(".maplibregl-marker")).toHaveCount(0);
  }
  await form.getByRole("button", { name: "Agregar sucursal" }).click();

  await expect(form.getByRole("alert")).toHaveText("Revise los campos marcados.");
  await expect(form.getByText("Ingrese un número de WhatsApp válido.")).toBeVisible();
  await expect(form.getByLabel("Nombre de la sucursal")).toHaveValue(name);
  await expect(form.getByLabel("Calle")).toHaveValue("Av. Santa Fe");
  await expect(form.getByLabel("Altura")).toHaveValue("3400");
  await expect(page.getByRole("form", { name: "Agregar un local" }).getByLabel("Calle")).toHaveValue("");
  if (pin) {
    await expect(form.locator('input[name="lat"]')).toHaveValue(String(pin.lat));
    await expect(form.locator('input[name="lng"]')).toHaveValue(String(pin.lng));
  }
  await form.getByLabel("WhatsApp").fill("11 4000-0033");
  await form.getByRole("button", { name: "Agregar sucursal" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Sucursal creada, con su carta de ejemplo y su primer local. Ya tiene su tienda." })).toBeVisible();
  const section = page.getByRole("region", { name });
  await expect(section.getByRole("link", { name: `/menu/${alias}` })).toBeVisible();
  await expect(section.getByRole("link", { name: /Av\. Santa Fe 3400, CABA/ })).toBeVisible();
  const saved = JSON.stringify(await (await page.request.get(`/api/diner/${alias}-local`)).json());
  // Without the map, where the geocoder puts Av. Santa Fe 3400 (as the sign-up does).
  const point = pin ?? { lat: -34.5868, lng: -58.4128 };
  expect(saved).toContain(`"lat":${point.lat}`);
  expect(saved).toContain(`"lng":${point.lng}`);
});

test("the locations screens fit a 390 px phone and use a 1280 px screen's width: address, surcharges, a day's ranges", async ({ page }) => {
  await consoleSignIn(page, SHOP_PEOPLE.valeria, LIST);
  const box = async (l: Locator) => (await l.boundingBox())!;
  for (const width of [390, 1280]) {
    const wide = width === 1280;
    await page.setViewportSize({ width, height: wide ? 800 : 844 });
    await page.goto(LIST);
    const branch = page.getByRole("form", { name: "Agregar una sucursal" });
    const [street, number] = [await box(branch.getByLabel("Calle")), await box(branch.getByLabel("Altura"))];
    // On a wide screen the number sits beside the street, narrower; on a phone, under it.
    if (wide) expect([number.y, number.width < street.width]).toEqual([street.y, true]);
    else expect(number.y).toBeGreaterThan(street.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: no sideways scroll`).toBeLessThanOrEqual(width);

    await page.getByRole("link", { name: /Sabores Palermo/ }).click();
    await expect(page.getByRole("heading", { name: "Sabores Palermo", level: 1 })).toBeVisible();
    // 'Zonas de entrega' is one line, as tall as '← Todos los locales'.
    const zones = await box(page.getByRole("link", { name: "Zonas de entrega" }));
    expect(zones.height).toBeLessThanOrEqual((await box(page.getByRole("link", { name: "← Todos los locales" }))).height);
    // A surcharge's type shows 'Monto fijo (pesos)' whole on a phone: the value goes under it.
    const delivery = page.getByRole("form", { name: "Modo de pedido: Delivery" });
    const [type, value] = [await box(delivery.getByLabel("Tipo").first()), await box(delivery.getByLabel("Valor").first())];
    if (wide) expect(value.y).toBe(type.y);
    else expect([value.y > type.y, type.width]).toEqual([true, value.width]);
    // A day's 'Abre (2)' beside its 'Cierra' on a wide screen.
    const monday = page.getByRole("form", { name: "Horarios" }).getByRole("group", { name: "Lunes", exact: true });
    const [closes, opens2] = [await box(monday.getByText("Cierra", { exact: true })), await box(monday.getByText("Abre (2)", { exact: true }))];
    if (wide) expect(opens2.y).toBe(closes.y);
    else expect(opens2.y).toBeGreaterThan(closes.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: no sideways scroll`).toBeLessThanOrEqual(width);
  }
});
