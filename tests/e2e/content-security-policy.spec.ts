// The Content-Security-Policy must not break the pages with JavaScript.
// A blocked script would go unnoticed elsewhere (every flow also works without JS), so this
// spec records the browser's CSP violations on the main pages and checks that Remix hydrated.
import { expect, test } from "./fixtures";
import { type Page } from "@playwright/test";
import { BELGRANO, PLATES, cashField, choosePayment, confirm, fillCart, fillCustomer, freshPhone, gotoCheckout } from "./checkout-helpers";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the policy only matters to scripts");
test.skip(process.env.E2E_REAL_CLOCK === "1", "needs the injected clock (Belgrano open at 12:30 on a Wednesday)");

/** Injected before any page script; init scripts are not subject to the page's policy. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

async function expectHydratedWithoutViolations(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
}

test("the storefront pages hydrate under the policy, with no violation", async ({ page }) => {
  await recordViolations(page);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/.test(m.text())) errors.push(m.text());
  });
  for (const path of ["/menu/sabores", "/menu/pizzeria-palermo/delivery", "/menu/pizzeria-palermo/delivery/pizzas/napolitana", "/menu/pizzeria-palermo/direccion"]) {
    const res = await page.goto(path);
    expect(res?.headers()["content-security-policy"]).toContain("'nonce-");
    await expectHydratedWithoutViolations(page);
  }
  expect(errors).toEqual([]);
});

test("checkout, follow-up and the chat widget work under the policy", async ({ page }) => {
  await recordViolations(page);
  // The branch's chat vendor (Crisp) answered by a stand-in, as in follow-up-support-chat.spec.ts.
  await page.route("https://client.crisp.chat/l.js", (route) =>
    route.fulfill({ contentType: "application/javascript", body: "window.__crispLoaded = true; window.$crisp = { push: function(){}, is: function(){ return true; } };" }),
  );
  await fillCart(page, true, BELGRANO, "take-away", [PLATES.flan]);
  await gotoCheckout(page, BELGRANO);
  await expectHydratedWithoutViolations(page);
  await fillCustomer(page, { phone: freshPhone(true, 31).typed, name: "Julián", email: "julian@example.com" });
  await choosePayment(page, "Efectivo", true);
  await cashField(page).fill("5000");
  const code = await confirm(page, BELGRANO);
  await page.goto(`/menu/${BELGRANO}/order/${code}?open_follow_up_support=true`);
  await expectHydratedWithoutViolations(page);
  // The link asks for support: the widget's script loads by itself (from client.crisp.chat).
  await expect(page.getByRole("dialog", { name: "¿Necesitas ayuda?" })).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __crispLoaded?: boolean }).__crispLoaded));
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
