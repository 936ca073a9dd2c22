// Flows 5 and 7: unknown aliases / modes / categories / plates are a 404 with the
// Spanish not-found view (preamble non-negotiable 5); the branch search, the one
// page that shows a query parameter back, shows it as text, never as markup.
import { expect, test } from "./fixtures";

for (const path of [
  "/menu/no-existe",
  "/menu/pizzeria-palermo/no-existe",
  "/menu/pizzeria-palermo/delivery/no-existe",
  "/menu/pizzeria-palermo/delivery/pizzas/no-existe",
  // Café Centro has no delivery mode.
  "/menu/cafe-centro/delivery",
]) {
  test(`404 and the not-found view: ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "No encontramos lo que buscas" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
}

const XSS = "<script>alert(1)</script>";

test("the branch search shows the query as text, not markup", async ({ page }) => {
  await page.goto(`/menu/sabores-pizzeria?q=${encodeURIComponent(XSS)}`);
  await expect(page.getByRole("searchbox", { name: "Buscar Local" })).toHaveValue(XSS);
  await expect(page.getByText(XSS, { exact: false })).toBeVisible();
});
