// Checkout flow 4: bad input shows the spec's message and keeps every value
// (storefront.md §5 Checkout submit; preamble: the form comes back with its
// values and the message; nothing is lost). The last failing check's message is
// the form's message; each field keeps its own.
import { expect, test } from "./fixtures";
import {
  MSG_CASH_BELOW_TOTAL,
  MSG_DOCUMENT,
  PALERMO,
  PLATES,
  cashField,
  choosePayment,
  confirm,
  customerOrders,
  expectCheckoutTotal,
  fillCart,
  fillCustomer,
  freshPhone,
  gotoCheckout,
} from "./checkout-helpers";

test("cash below the total and a 6-character document: spec messages, values kept, then the order goes through", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const phone = freshPhone(js, 3);
  await fillCart(page, js, PALERMO, "take-away", [{ ...PLATES.flan, quantity: 2 }]);
  await gotoCheckout(page, PALERMO);
  // 2 × Flan 3.500 = 7.000; take-away: no fees → total 7.000.
  await expectCheckoutTotal(page, "$ 7.000");
  await fillCustomer(page, { phone: phone.typed, name: "Julia", email: "julia@example.com", document: "123456" });
  await choosePayment(page, "Efectivo", js);
  await cashField(page).fill("1000");
  await page.getByRole("region", { name: "Notas del pedido" }).getByRole("textbox").fill("Sin cubiertos");
  await page.getByRole("button", { name: /^Confirmar/ }).click();

  // Still the checkout, with the messages (cash is checked after the document: its message wins).
  await expect(page).toHaveURL(new RegExp(`/menu/${PALERMO}/checkout$`));
  await expect(page.getByRole("alert").filter({ hasText: MSG_CASH_BELOW_TOTAL })).toBeVisible();
  const me = page.getByRole("region", { name: "Mis datos" });
  const doc = me.getByRole("textbox", { name: /^Documento/ });
  await expect(doc).toHaveAccessibleDescription(MSG_DOCUMENT);
  await expect(doc).toHaveAttribute("aria-invalid", "true");
  await expect(cashField(page)).toHaveAccessibleDescription(MSG_CASH_BELOW_TOTAL);
  await expect(page.getByRole("region", { name: "Mi pago" }).getByText(MSG_CASH_BELOW_TOTAL, { exact: true })).toBeVisible();
  await expect(me.getByText(MSG_DOCUMENT, { exact: true })).toBeVisible();

  // Nothing typed is lost.
  await expect(me.getByRole("textbox", { name: "Teléfono" })).toHaveValue(phone.typed);
  await expect(me.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue("Julia");
  await expect(me.getByRole("textbox", { name: /^Email/ })).toHaveValue("julia@example.com");
  await expect(doc).toHaveValue("123456");
  await expect(cashField(page)).toHaveValue("1000");
  await expect(page.getByRole("region", { name: "Mi pago" }).getByRole("radio", { name: /^Efectivo/ })).toBeChecked();
  await expect(page.getByRole("region", { name: "Notas del pedido" }).getByRole("textbox")).toHaveValue("Sin cubiertos");
  await expectCheckoutTotal(page, "$ 7.000");
  expect(await customerOrders(page, phone.e164, PALERMO)).toEqual([]);

  // Fixed: a 8-digit document (dots stripped) and cash ≥ 7.000 → the order.
  await doc.fill("30.123.456");
  await cashField(page).fill("10000");
  const code = await confirm(page, PALERMO);
  await expect(page.getByText(MSG_CASH_BELOW_TOTAL)).toHaveCount(0);
  expect((await customerOrders(page, phone.e164, PALERMO)).map((o) => [o.code, o.total])).toEqual([[code, 7000]]);
});
