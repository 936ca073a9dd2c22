// With JavaScript on, the menu page loads Remix's modules (as <Scripts> renders them, app/root.tsx)
// and is then the enhanced page: a plate opens without loading another document.
import { expect, test } from "./fixtures";

test("the menu page loads its scripts, then opens a plate without a new document", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the page requests no script at all");
  await page.goto("/menu/pizzeria-palermo/delivery");
  const scripts = await page.evaluate(
    () => performance.getEntriesByType("resource").filter((r) => new URL(r.name).pathname.startsWith("/assets/") && r.name.endsWith(".js")).length,
  );
  expect(scripts).toBeGreaterThanOrEqual(3);

  // A mark on this document: still there after the tap means Remix navigated, not the browser.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole("link", { name: /Flan con dulce de leche/ }).first().click();
  await expect(page.getByRole("heading", { name: "Flan con dulce de leche", exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
