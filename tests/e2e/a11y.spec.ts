// Flow 8: axe (WCAG 2.1 A/AA + best practices) finds no serious or critical
// violation on the main pages, as rendered without and with JavaScript.
import { expect, test } from "./fixtures";
import { PALERMO_DELIVERY, addPlateByUrl, expectNoSeriousA11yViolations, gotoCart, plateScope } from "./helpers";

const pages: [label: string, path: string, ready: string][] = [
  ["company", "/menu/sabores", "Sabores Pizzería"],
  ["branch", "/menu/sabores-pizzeria", "¿Cómo quieres tu pedido?"],
  ["branch-contact selector", "/menu/pizzeria-palermo", "Delivery"],
  ["menu home", PALERMO_DELIVERY, "Pizzas"],
  ["category", `${PALERMO_DELIVERY}/pizzas`, "Muzzarella"],
  ["informational menu", "/menu/cafe-centro/self-service", "Menú informativo. Pedidos deshabilitados."],
  ["not found", "/menu/no-existe", "No encontramos lo que buscas"],
];

for (const [label, path, ready] of pages) {
  test(`a11y: ${label} (${path})`, async ({ page, javaScriptEnabled: js }) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, label, js);
  });
}

test("a11y: plate (modal with JS, page without) and information modal", async ({ page, javaScriptEnabled: js }) => {
  await page.goto(`${PALERMO_DELIVERY}/pizzas`);
  await page.getByRole("heading", { name: "Muzzarella", exact: true }).click();
  await expect(plateScope(page, "Muzzarella", js).getByRole("radio", { name: /Grande/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "plate", js);

  await page.goto(`${PALERMO_DELIVERY}?info=1`);
  await expect(page.getByRole("dialog", { name: "Informacion" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "information modal", js);
});

test("a11y: cart with items, and the empty cart", async ({ page, javaScriptEnabled: js }) => {
  await gotoCart(page);
  await expect(page.getByRole("link", { name: "Volver al Menú" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "empty cart", js);

  await addPlateByUrl(page, js, {
    category: { slug: "pizzas" },
    plate: { slug: "muzzarella", name: "Muzzarella" },
    size: "Grande",
    garnishes: { Aceitunas: 1 },
  });
  await gotoCart(page);
  await expect(page.getByRole("link", { name: /^Continuar/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "cart", js);
});
