// The smallest phone the product targets (390 px wide, preamble "Mobile first"):
// the plate form's sticky bar ('Agregar' with the live total) fits the screen and
// stays tappable (found by scripts/screenshots.mjs at 390x844).
import { expect, test } from "./fixtures";
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

// The narrowest phones (320–390 px): the sticky bar of 'Napolitana' ('Agregar' with the
// struck '$ 13.000' and '$ 10.400') fits, the page never scrolls sideways and the
// 'Notas' label and counter are not covered by the bar.
for (const width of [320, 360, 390]) {
  test(`${width} px: the 'Napolitana' bar fits and 'Notas' stays uncovered`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${PALERMO_DELIVERY}/pizzas/napolitana`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Napolitana", exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await page.locator(".plate-form__bar").boundingBox();
    expect(bar, "bar box").not.toBeNull();
    expect(bar!.x).toBeGreaterThanOrEqual(0);
    expect(bar!.x + bar!.width, "bar right edge").toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no horizontal scroll").toBeLessThanOrEqual(width);
    const submit = await submitButton(main).boundingBox();
    expect(submit!.x + submit!.width, "'Agregar' inside the screen").toBeLessThanOrEqual(width);
    const counter = await main.getByText("0/250").boundingBox();
    const label = await main.getByText("Notas", { exact: true }).boundingBox();
    for (const box of [counter!, label!]) {
      const overlaps = box.y < bar!.y + bar!.height && box.y + box.height > bar!.y;
      expect(overlaps, "'Notas' / counter under the bar").toBe(false);
    }
  });
}
