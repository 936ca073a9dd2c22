// With JavaScript on, a page requests no module before its load event (<Scripts startAfterLoad>,
// app/root.tsx): its text, styles and images get the network first. Then Remix starts and the
// page is the enhanced one: a plate opens without loading another document.
import { expect, test } from "./fixtures";

test("the menu page requests its scripts only after its load event, then opens a plate without a new document", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the page requests no script at all");
  await page.goto("/menu/pizzeria-palermo/delivery");
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((r) => new URL(r.name).pathname.startsWith("/assets/") && r.name.endsWith(".js"))
      .map((r) => ({ name: r.name, start: r.startTime }));
    return { loadEventStart: navigation.loadEventStart, scripts };
  });
  expect(timing.loadEventStart).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
  for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.loadEventStart);

  // A mark on this document: still there after the tap means Remix navigated, not the browser.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole("link", { name: /Flan con dulce de leche/ }).first().click();
  await expect(page.getByRole("heading", { name: "Flan con dulce de leche", exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
