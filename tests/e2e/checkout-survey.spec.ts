// Checkout flow 5: the survey of an order, /encuesta/{alias}/{orderCode}
// 'Califica tu pedido' (storefront.md §2 Survey page, §4 'a priority rating is
// answered first; follow-up reasons appear when the rating is not 5', §5 'La
// pregunta {title} es obligatoria'; demo-tenant.md survey of Sabores Pizzería).
import { expect, test } from "./fixtures";
import { type Page } from "@playwright/test";
import { escapeRegExp } from "./helpers";
import { PALERMO, PLATES, cashField, choosePayment, confirm, fillCart, fillCustomer, freshPhone, gotoCheckout } from "./checkout-helpers";

const RATING = "¿Cómo calificarías tu pedido?";
const MORE = "¿Querés contarnos algo más?";
const MSG_RATING_MANDATORY = `La pregunta ${RATING} es obligatoria`;
const REASONS = ["Demora", "Calidad", "Temperatura", "Atención"];

/** A take-away cash order at Palermo (Flan $ 3.500) for this test's survey. */
async function placeOrder(page: Page, js: boolean, phoneIndex = 5): Promise<string> {
  await fillCart(page, js, PALERMO, "take-away", [PLATES.flan]);
  await gotoCheckout(page, PALERMO);
  await fillCustomer(page, { phone: freshPhone(js, phoneIndex).typed, name: "Sofía" });
  await choosePayment(page, "Efectivo", js);
  await cashField(page).fill("3500");
  return confirm(page, PALERMO);
}

test("survey: rating first, reasons when not 5, mandatory message, thank-you, answered on a second visit", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const code = await placeOrder(page, js);
  const url = `/encuesta/${PALERMO}/${code}`;
  expect((await page.goto(url))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Califica tu pedido" })).toBeVisible();
  await expect(page.getByText(`Pedido ${code}`, { exact: true })).toBeVisible();

  // The priority rating question comes first, then the optional text.
  const rating = page.getByRole("group", { name: new RegExp(`^${escapeRegExp(RATING)}`) });
  const text = page.getByRole("textbox", { name: MORE });
  await expect(rating).toBeVisible();
  const firstQuestion = page.locator("form fieldset, form textarea").first();
  await expect(firstQuestion).toContainText(RATING);
  await expect(rating.getByRole("radio")).toHaveCount(5);
  const reasons = page.getByRole("group", { name: "¿Qué podríamos mejorar?" });
  if (js) {
    // Reasons appear only when the rating is not 5.
    await expect(reasons).toHaveCount(0);
  } else {
    await expect(reasons.getByText("Completa esto solo si tu calificación es menor a 5.")).toBeVisible();
  }

  // Submitting without the mandatory rating: §5 message, blocked, the text is kept.
  await text.fill("La masa estaba riquísima");
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(page.getByRole("alert").filter({ hasText: MSG_RATING_MANDATORY })).toHaveText(MSG_RATING_MANDATORY);
  await expect(text).toHaveValue("La masa estaba riquísima");
  await expect(page.getByText("24/180")).toBeVisible();

  if (js) {
    await rating.getByRole("radio", { name: "5 estrellas" }).check();
    await expect(reasons).toHaveCount(0);
  }
  await rating.getByRole("radio", { name: "3 estrellas" }).check();
  await expect(reasons.getByRole("checkbox")).toHaveCount(REASONS.length);
  for (const [i, r] of REASONS.entries()) await expect(reasons.getByRole("checkbox").nth(i)).toHaveAccessibleName(r);
  await reasons.getByRole("checkbox", { name: "Demora" }).check();
  await reasons.getByRole("checkbox", { name: "Temperatura" }).check();
  await page.getByRole("button", { name: "Enviar calificación" }).click();

  // Thank-you state (POST → redirect → GET).
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  const thanks = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "¡Gracias por tu opinión!" }) });
  await expect(thanks).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar calificación" })).toHaveCount(0);

  // A second visit: answered, no form.
  expect((await page.goto(url))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "¡Gracias por tu opinión!" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enviar calificación" })).toHaveCount(0);

  // The answer is stored (storefront.md §7 GET /api/survey/order/{orderCode}: completion).
  const completion = await page.request.get(`/api/survey/order/${code}`);
  expect(completion.status()).toBe(200);
  expect(JSON.stringify(await completion.json())).toMatch(/"orderHasResponse":true/);
});

// §5 Survey 'submit locked about 1.5 s' (§9 1.5 s): after a send, the button stays
// locked for 1500 ms even when the answer comes back at once. A refused answer keeps the
// form on the page: a rating the page never offered ('9', set by hand in the page) is
// refused by the server with the §5 message. The page's clock is Playwright's (paused).
test("survey: the submit stays locked 1.5 s after a send", async ({ page, javaScriptEnabled: js }) => {
  test.skip(!js, "the lock is the page's script; without it the browser's own post is the only one");
  const code = await placeOrder(page, js, 7);
  // The survey's clock is installed before its page loads, on a blank page: Playwright installs it
  // in every frame of the context, and the follow-up page (still refreshing itself) let a frame
  // change under it ("Cannot read properties of undefined (reading 'controller')").
  await page.goto("about:blank");
  await page.clock.install();
  const survey = page;
  expect((await survey.goto(`/encuesta/${PALERMO}/${code}`))?.status()).toBe(200);
  const rating = survey.getByRole("group", { name: new RegExp(`^${escapeRegExp(RATING)}`) });
  const send = survey.getByRole("button", { name: "Enviar calificación" });
  await expect(send).toBeEnabled();
  // Hydrated: the reasons wait for a rating below 5.
  await expect(survey.getByRole("group", { name: "¿Qué podríamos mejorar?" })).toHaveCount(0);
  await survey.clock.pauseAt(Date.now() + 60_000);
  const three = rating.getByRole("radio", { name: "3 estrellas" });
  await three.check();
  // After the page has taken the choice (its value is rewritten on every render).
  await three.evaluate((radio: HTMLInputElement) => (radio.value = "9"));
  await send.click();
  await expect(survey.getByRole("alert").filter({ hasText: MSG_RATING_MANDATORY })).toHaveText(MSG_RATING_MANDATORY);
  // The answer is back, the lock is not over.
  await expect(send).toBeDisabled();
  await survey.clock.runFor(1_400);
  await expect(send).toBeDisabled();
  await survey.clock.runFor(200);
  await expect(send).toBeEnabled();
});
