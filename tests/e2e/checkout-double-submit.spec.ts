// Checkout flow 6: one order per checkout attempt (storefront.md §4 'Order
// submit: loading flag blocks double submission'; docs/decisions.md#checkout-and-orders
// idempotency key). With JavaScript a double click on 'Confirmar'; without it the
// browser re-posting the same form after going back. Counted with the spec's
// GET /api/orders?phone&branchContactId (§7).
import { expect, test } from "./fixtures";
import {
  PALERMO,
  PLATES,
  cashField,
  checkoutFormFields,
  choosePayment,
  confirmButton,
  customerOrders,
  expectCheckoutTotal,
  fillCart,
  fillCustomer,
  followUpCode,
  freshPhone,
  gotoCheckout,
} from "./checkout-helpers";

test("double submit of 'Confirmar' creates one order", async ({ page, javaScriptEnabled: js }) => {
  const phone = freshPhone(js, 4);
  await fillCart(page, js, PALERMO, "take-away", [{ ...PLATES.coca, quantity: 2 }]);
  await gotoCheckout(page, PALERMO);
  // 2 × Coca-Cola 1,5 L (3.000 − FIXED 500 = 2.500) = 5.000; take-away: no fees.
  await expectCheckoutTotal(page, "$ 5.000");
  await fillCustomer(page, { phone: phone.typed, name: "Diego" });
  await choosePayment(page, "Efectivo", js);
  await cashField(page).fill("5000");

  let code: string;
  if (js) {
    await confirmButton(page).dblclick();
    code = await followUpCode(page, PALERMO);
    // Let any second request land before counting.
    await page.waitForLoadState("networkidle");
  } else {
    // The form exactly as the browser posts it (same idempotency key).
    const fields: Record<string, string> = { ...(await checkoutFormFields(page)), intent: "submit" };
    expect(fields.idempotencyKey).toBeTruthy();
    await confirmButton(page).click();
    code = await followUpCode(page, PALERMO);

    // Back: the checkout of an emptied cart is no longer offered ('Mi pedido').
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/menu/${PALERMO}/(preview|checkout)$`));
    // The browser's "resend the form" post of the same form lands on the same order.
    const origin = new URL(page.url()).origin;
    const again = await page.request.post(`/menu/${PALERMO}/checkout`, {
      form: fields,
      maxRedirects: 0,
      headers: { Origin: origin, Referer: `${origin}/menu/${PALERMO}/checkout` },
    });
    expect(again.status()).toBe(302);
    // Palermo has no orders console: the replay carries the hand-off flag like the first post (§4).
    expect(again.headers()["location"]).toBe(`/menu/${PALERMO}/order/${code}?handoff=1`);
    await page.goto(again.headers()["location"]);
    expect(await followUpCode(page, PALERMO)).toBe(code);
  }
  const orders = await customerOrders(page, phone.e164, PALERMO);
  expect(orders.map((o) => [o.code, o.total])).toEqual([[code, 5000]]);
});
