// The test runner every spec imports. With JavaScript on, the app's modules may still be loading
// and hydrating when Playwright's `goto` and `reload` resolve: those wait for Remix to have
// started too, so a test's first tap
// meets the enhanced page (a modal, a fetcher) and not the plain form it replaces.
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Waits until Remix has started on a page that loads it (an error page or a JSON answer may not)
 * and React has hydrated the page: Remix's router exists from hydration's first render, and the
 * body carries React's fiber once the whole page has been hydrated (its commit follows in the
 * same task), so a field typed into afterwards reaches the page's handlers.
 */
export async function waitForRemix(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('script[type="module"]') || ("__remixRouter" in window && Object.keys(document.body).some((key) => key.startsWith("__reactFiber"))),
    undefined,
    { timeout: 15_000 },
  );
}

/** Makes the page's `goto` and `reload` wait for Remix too, when its JavaScript is on (for pages a test opens itself). */
export function awaitRemixOnNavigation(page: Page, javaScriptEnabled: boolean): Page {
  if (!javaScriptEnabled) return page;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForRemix(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForRemix(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(awaitRemixOnNavigation(page, javaScriptEnabled !== false));
  },
});
