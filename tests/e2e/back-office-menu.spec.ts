// The owner's back office of the menu, JavaScript off (plain forms and redirects) and on:
// Valeria signs in at /consola, raises the Napolitana's price and the Palermo menu shows it
// (the write bumps the menu revision: the storefront rebuilds the snapshot once its isolate cache lapses).
// The price goes back to $ 13.000 afterwards: the other specs rely on the demo's menu.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const CARTA = "/admin/sabores/carta";
const VALERIA = { typed: "11 4000-0100", e164: "+5491140000100" };

async function signInAsValeria(page: Page) {
  await page.goto(`/consola?volver=${encodeURIComponent(CARTA)}`);
  await page.getByRole("textbox", { name: "Teléfono" }).fill(VALERIA.typed);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByRole("heading", { name: "Ingrese el código" })).toBeVisible();
  const messages = await (await page.request.get(`/dev/mensajes?telefono=${encodeURIComponent(VALERIA.e164)}`)).text();
  const code = /(\d{6}) es su código/.exec(messages)?.[1];
  expect(code, "a code on /dev/mensajes").toBeTruthy();
  await page.getByRole("textbox", { name: "Código de 6 dígitos" }).fill(code!);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(new RegExp(`${CARTA}$`));
}

async function setNapolitanaPrice(page: Page, price: string) {
  await page.goto(CARTA);
  await page.getByRole("link", { name: /Napolitana/ }).click();
  await expect(page.getByRole("heading", { name: "Napolitana", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Precio (pesos, sin tamaños)" }).fill(price);
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Plato guardado. La carta de los clientes ya muestra los cambios." })).toBeVisible();
}

test("Valeria raises the Napolitana's price and the storefront shows it", async ({ page, browser }, info) => {
  const raised = info.project.name === "js" ? { typed: "14.500", shown: "$ 14.500" } : { typed: "14000", shown: "$ 14.000" };
  await signInAsValeria(page);
  await expect(page.getByRole("heading", { name: "Carta", level: 1 })).toBeVisible();
  await expect(page.getByText("Sin platos: no se muestra")).toBeVisible(); // 'Próximamente'
  try {
    await setNapolitanaPrice(page, raised.typed);
    const diner = await browser.newPage({ javaScriptEnabled: info.project.use.javaScriptEnabled });
    // The storefront's isolate keeps a menu up to 5 s (ISOLATE_CACHE_TTL_MS): how soon is the bench's to measure.
    await expect(async () => {
      await diner.goto("/menu/pizzeria-palermo/delivery/pizzas");
      await expect(diner.getByText(raised.shown).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000, intervals: [500] });
    await diner.close();
  } finally {
    await setNapolitanaPrice(page, "13000");
  }
});

test("Diego, the manager, gets no back office", async ({ page }) => {
  await page.goto(`/consola?volver=${encodeURIComponent(CARTA)}`);
  await page.getByRole("textbox", { name: "Teléfono" }).fill("11 4000-0200");
  await page.getByRole("button", { name: "Enviar código" }).click();
  const messages = await (await page.request.get(`/dev/mensajes?telefono=${encodeURIComponent("+5491140000200")}`)).text();
  await page.getByRole("textbox", { name: "Código de 6 dígitos" }).fill(/(\d{6}) es su código/.exec(messages)![1]);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByText("Su rol no tiene acceso a esta sección.")).toBeVisible();
});
