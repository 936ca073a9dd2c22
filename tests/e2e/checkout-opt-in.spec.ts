// storefront.md §4 "The opt-in checkbox shows only when the customer is not opted in
// and the phone is valid; it resets to true when phone changes." Palermo take-away,
// phones no seeded customer has. Without JavaScript the page comes back from the
// server after 'Actualizar' (Enter in the phone field); with it the box is ticked
// again as soon as the phone is edited.
import { expect, test } from "./fixtures";
import { type Page } from "@playwright/test";
import { PALERMO, PLATES, fillCart, freshPhone, gotoCheckout } from "./checkout-helpers";

const OPT_IN = "Quiero recibir novedades y promociones del local";

async function typePhone(page: Page, phone: string, js: boolean) {
  const field = page.getByRole("region", { name: "Mis datos" }).getByRole("textbox", { name: "Teléfono" });
  await field.fill(phone);
  // Without JavaScript, Enter posts the form (its first submit button recalculates).
  if (!js) await field.press("Enter");
}

test("the opt-in checkbox is ticked again when the phone changes", async ({ page, javaScriptEnabled: js }) => {
  await fillCart(page, js, PALERMO, "take-away", [PLATES.flan]);
  await gotoCheckout(page, PALERMO);
  const box = page.getByRole("checkbox", { name: OPT_IN });
  await typePhone(page, freshPhone(js, 11).typed, js);
  // With JavaScript the box comes with the page's recalculation after the phone lookup debounce.
  await expect(box).toBeVisible({ timeout: 15_000 });
  await expect(box).toBeChecked();
  await box.uncheck();
  if (!js) {
    // Unticked for this phone: it stays unticked when the page comes back.
    await typePhone(page, freshPhone(js, 11).typed, js);
    await expect(box).not.toBeChecked();
  }
  await typePhone(page, freshPhone(js, 12).typed, js);
  await expect(box).toBeChecked();
});
