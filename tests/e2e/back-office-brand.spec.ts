// A branch's brand, JavaScript off (plain form, 'Vista previa' and 'Guardar' post) and on (the
// preview follows each keystroke): Valeria changes the light primary colour and the custom message
// at /admin/sabores/marca, and a diner's menu page shows them. Each project edits its own branch
// (no-js the pizzería, js the café) so the two never refuse each other's save, and puts the demo's
// values back afterwards: the other specs rely on them.
import type { Page } from "@playwright/test";
import { consoleSignIn, SHOP_PEOPLE } from "./console-helpers";
import { expect, test } from "./fixtures";

const BRANCHES = {
  "no-js": { alias: "sabores-pizzeria", name: "Sabores Pizzería", menu: "/menu/pizzeria-palermo/delivery", colour: "#C2410C", message: "¡Gracias por elegirnos! Todas nuestras pizzas salen del horno en el momento." },
  js: { alias: "sabores-cafe", name: "Sabores Café", menu: "/menu/cafe-centro/take-away", colour: "#7C4A2D", message: "" },
} as const;

async function saveBrand(page: Page, path: string, colour: string, message: string) {
  await page.goto(path);
  await page.getByRole("textbox", { name: "Color principal (botones y destacados), modo claro", exact: true }).fill(colour);
  await page.getByRole("textbox", { name: "Mensaje para los clientes (opcional)" }).fill(message);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marca guardada. La tienda de los clientes la muestra en unos segundos." })).toBeVisible();
}

test("Valeria changes the light primary colour and the message; the storefront shows them", async ({ page, browser, javaScriptEnabled: js }, info) => {
  const branch = BRANCHES[info.project.name as keyof typeof BRANCHES];
  const path = `/admin/sabores/marca?sucursal=${branch.alias}`;
  const colour = js ? "#1A5E20" : "#1A237E";
  const message = `Nuevo horario de verano (${info.project.name})`;
  await consoleSignIn(page, SHOP_PEOPLE.valeria, path);
  await expect(page.getByRole("heading", { name: "Marca", level: 1 })).toBeVisible();
  const light = page.locator('[data-scheme="light"]');

  await page.getByRole("textbox", { name: "Color principal (botones y destacados), modo claro", exact: true }).fill(colour);
  await page.getByRole("textbox", { name: "Mensaje para los clientes (opcional)" }).fill(message);
  if (js) {
    // The preview follows the typing, before anything is sent.
    await expect(light).toHaveAttribute("style", new RegExp(`--main: ?${colour}`));
    await expect(light.getByText(message)).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Vista previa" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Vista previa de lo que escribió: todavía no está guardado." })).toBeVisible();
    await expect(light).toHaveAttribute("style", new RegExp(`--main: ?${colour}`));
    await expect(light.getByText(message)).toBeVisible();
  }
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marca guardada. La tienda de los clientes la muestra en unos segundos." })).toBeVisible();

  try {
    const diner = await browser.newPage({ javaScriptEnabled: js, colorScheme: "light" });
    // The storefront's isolate keeps the branch and an anonymous page up to 2 s each (ISOLATE_CACHE_TTL_MS): within 5 s.
    await expect(async () => {
      await diner.goto(branch.menu);
      await expect(diner.getByText(message)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 5_000, intervals: [500] });
    const main = await diner.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--main").trim());
    expect(main.toUpperCase()).toBe(colour);
    await diner.close();
  } finally {
    await saveBrand(page, path, branch.colour, branch.message);
  }
});
