// /alta as a new restaurant owner would do it, JavaScript off and on: the phone, the code read on
// the sandbox messages page, the business form (with JavaScript the alias is checked as it is
// typed), then the storefront is live at /menu/{alias} and the console opens for its owner.
// Screenshots at 390 and 1280 px, light and dark.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { codeFromSandbox } from "./sign-in-helpers";

async function shots(page: Page, name: string, js: boolean) {
  if (!js) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `test-results/screens/sign-up-${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("a new restaurant signs up: phone, code, its business and alias; the storefront is live and the console is its own", async ({ page, javaScriptEnabled: js }) => {
  test.setTimeout(120_000); // twelve screenshots on a loaded machine
  const national = js ? "1155550411" : "1155550410";
  // A retry signs up again: its alias is new too.
  const alias = `cantina-${js ? "con" : "sin"}-js-${Date.now().toString(36).slice(-5)}`;
  await page.goto("/alta");
  await expect(page.getByRole("heading", { name: "Cree la tienda de su negocio" })).toBeVisible();
  await shots(page, "phone", js);
  await page.getByLabel("Su teléfono").fill(national);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByText("Le enviamos un código de 6 dígitos por WhatsApp")).toBeVisible();
  await page.getByLabel("Código de 6 dígitos").fill(await codeFromSandbox(page.request, `+54911${national.slice(-8)}`));
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Los datos de su negocio" })).toBeVisible();

  await page.getByLabel("Su nombre y apellido").fill("Marta Sosa");
  await page.getByLabel("Nombre del negocio").fill(js ? "Cantina de Marta" : "Cantina Sin Script");
  const aliasField = page.getByLabel("Alias de su tienda");
  if (js) {
    // Checked as it is typed: a taken alias says so before any submit.
    await aliasField.fill("sabores");
    await expect(page.getByText("Ese alias ya está en uso. Elija otro.")).toBeVisible();
    await aliasField.fill(alias);
    await expect(page.getByText("El alias está disponible.")).toBeVisible();
  } else {
    // On submit: the taken alias comes back refused, every value kept.
    await aliasField.fill("sabores");
  }
  await page.getByLabel("Calle").fill("Gurruchaga");
  await page.getByLabel("Altura").fill("1500");
  await page.getByLabel("Ciudad").fill("CABA");
  await page.getByLabel("WhatsApp del local").fill("11 5555-0410");
  await shots(page, "business", js);
  if (!js) {
    await page.getByRole("button", { name: "Crear mi tienda" }).click();
    await expect(page.getByText("Ese alias ya está en uso. Elija otro.")).toBeVisible();
    await expect(page.getByLabel("Nombre del negocio")).toHaveValue("Cantina Sin Script");
    await expect(page.getByLabel("Calle")).toHaveValue("Gurruchaga");
    await page.getByLabel("Alias de su tienda").fill(alias);
  }
  await page.getByRole("button", { name: "Crear mi tienda" }).click();
  await expect(page.getByText("¡Su tienda está en línea!")).toBeVisible();
  await shots(page, "done", js);

  // The storefront is live with its starter menu.
  const shop = await page.context().newPage();
  await shop.goto(`/menu/${alias}`);
  await expect(shop.getByText(js ? "Cantina de Marta" : "Cantina Sin Script").first()).toBeVisible();
  await shop.close();
  // The person is its owner: the console's board of the new location opens.
  await page.goto(`/consola/${alias}-local`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/consola/${alias}-local`);
});
