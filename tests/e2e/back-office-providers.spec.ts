// The owner's messaging provider, JavaScript off (plain forms and redirects) and on: Valeria puts
// Sabores Pizzería on Twilio with fake credentials, sees 'Guardado' and never the token; the
// storefront's sign-in then goes to Twilio (unreachable offline: no code is sent); she switches
// back to the sandbox and sends a test message, which /dev/mensajes shows, and diners' codes land
// in the sandbox again. The sandbox is restored in any case: the other specs read codes there.
import { request as playwrightRequest, type Page } from "@playwright/test";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { expect, test } from "./fixtures";
import { codeFromSandbox } from "./sign-in-helpers";

const PAGE = "/admin/sabores/proveedores";
const TOKEN = "tok-e2e-falso-5c4b3a";
const SID = "AC00112233445566778899aabbccddeeff";

async function backToSandbox(page: Page) {
  await page.goto(PAGE);
  await page.getByRole("radio", { name: "Sandbox (pruebas)" }).first().check();
  await page.getByRole("button", { name: "Guardar" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Guardado. Los próximos códigos y mensajes de esta sucursal salen por el proveedor elegido." })).toBeVisible();
}

test("Valeria switches to Twilio ('Guardado', no token on the page), then back to the sandbox and sends a test message", async ({ page, javaScriptEnabled: js }, info) => {
  const phone = info.project.name === "js" ? "+5491155550961" : "+5491155550962";
  await consoleSignIn(page, SHOP_PEOPLE.valeria, PAGE);
  await expect(page.getByRole("heading", { name: "Mensajería y pagos", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Mensajería y pagos" })).toBeVisible();

  await page.getByRole("radio", { name: "Twilio" }).check();
  if (js) {
    // Only the chosen provider's fields show once the page runs its scripts.
    await expect(page.getByRole("textbox", { name: "Plantilla de autenticación aprobada" })).toBeHidden();
  }
  await page.getByLabel("Account SID").fill(SID);
  await page.getByLabel("Auth Token").fill(TOKEN);
  await page.getByRole("textbox", { name: "Número que envía por WhatsApp (opcional)" }).fill("11 4000-0999");
  await page.getByRole("button", { name: "Guardar" }).first().click();
  const storefront = await playwrightRequest.newContext({ baseURL: info.project.use.baseURL });
  try {
    await expect(page.getByRole("status").filter({ hasText: "Guardado. Los próximos códigos y mensajes de esta sucursal salen por el proveedor elegido." })).toBeVisible();
    await expect(page.getByText("Twilio, elegido en esta página.")).toBeVisible();
    await expect(page.getByText("Guardado", { exact: true })).toHaveCount(2);
    await expect(page.getByText("termina en …eeff")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Número que envía por WhatsApp (opcional)" })).toHaveValue("+5491140000999");
    const html = await page.content();
    expect(html).not.toContain(TOKEN);
    expect(html).not.toContain(SID);

    // The storefront's sign-in now goes through Twilio, which cannot be reached here: nothing lands in the sandbox.
    const at = "/menu/pizzeria-palermo/delivery";
    const asked = await storefront.post(`${at}?login=1`, { form: { intent: "login", phone, country: "ar", channel: "whatsapp", returnTo: at }, maxRedirects: 0 });
    expect(asked.status()).toBe(400);
    expect(await (await storefront.get(`/dev/mensajes?telefono=${encodeURIComponent(phone)}`)).text()).not.toMatch(/\d{6} es su código/);
  } finally {
    await backToSandbox(page);
  }
  await expect(page.getByText("Sandbox (pruebas), elegido en esta página.")).toBeVisible();

  await page.getByRole("button", { name: "Enviar mensaje de prueba" }).click();
  await expect(page.getByText("Mensaje de prueba guardado en el sandbox (pruebas) para +54 9 11 4000 0100: no llega a ningún teléfono, se ve en /dev/mensajes.")).toBeVisible();
  await page.goto(`/dev/mensajes?telefono=${encodeURIComponent(SHOP_PEOPLE.valeria.e164)}`);
  await expect(page.getByText("Mensaje de prueba de Sabores del Sur: los mensajes salen por Sandbox (pruebas).").first()).toBeVisible();

  // A diner's code lands in the sandbox again.
  const at = "/menu/pizzeria-palermo/delivery";
  const asked = await storefront.post(`${at}?login=1`, { form: { intent: "login", phone, country: "ar", channel: "whatsapp", returnTo: at }, maxRedirects: 0 });
  expect(asked.status()).toBe(302);
  expect(await codeFromSandbox(storefront, phone)).toMatch(/^\d{6}$/);
  await storefront.dispose();
});
