// The smallest phone the product targets (390 px wide, preamble "Mobile first"):
// the plate form's sticky bar ('Agregar' with the live total) fits the screen and
// stays tappable (found by scripts/screenshots.mjs at 390x844).
import { expect, test } from "@playwright/test";
import { PALERMO_DELIVERY, submitButton, toast, TOAST_ADDED } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

for (const [path, name] of [
  ["pizzas/napolitana", "Napolitana"],
  ["pizzas/muzzarella", "Muzzarella"],
  ["empanadas/empanada-de-carne", "Empanada de carne"],
] as const) {
  test(`390 px: '${name}' fits the screen and 'Agregar' is tappable`, async ({ page }) => {
    await page.goto(`${PALERMO_DELIVERY}/${path}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name, exact: true })).toBeVisible();
    if (name === "Muzzarella") await main.getByRole("radio", { name: /Grande/ }).check();
    const submit = submitButton(main);
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    expect(box, "submit button box").not.toBeNull();
    // Nothing wider than the phone: no horizontal scrolling of the page.
    expect(box!.x, "left edge inside the screen").toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, "right edge inside the screen").toBeLessThanOrEqual(390);
    await submit.click();
    await expect(toast(page, TOAST_ADDED)).toBeVisible();
  });
}
