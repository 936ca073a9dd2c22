// Checkout flows 1 and 2 (delivery at Palermo): storefront.md §2 checkout and
// follow-up, §4 order submit / loyalty / discount code, §5 checkout submit,
// §8 toasts; demo-tenant.md amounts. Each test runs without JavaScript (plain
// forms, POST → redirect → GET) and with it (same forms, no reloads).
import { expect, test } from "./fixtures";
import {
  LUCIA,
  PALERMO,
  PALERMO_WHATSAPP,
  PLATES,
  TOAST_PAID,
  amountOf,
  cashField,
  choosePayment,
  confirm,
  customerOrders,
  expectCheckoutTotal,
  expectRows,
  fillCart,
  fillCustomer,
  followUpCode,
  followUpTicket,
  freshPhone,
  gotoCheckout,
  pointsBalance,
  pesos,
  setAddress,
  signIn,
  ticket,
  timeline,
} from "./checkout-helpers";

test("delivery, cash, Lucía with PIZZA2000 at Gurruchaga 1500 → follow-up with WhatsApp hand-off", async ({ page, javaScriptEnabled: js }) => {
  await signIn(page, PALERMO, "delivery", LUCIA.phone);
  await fillCart(page, js, PALERMO, "delivery", [{ ...PLATES.muzzarella, size: "Grande", quantity: 2 }]);
  await gotoCheckout(page, PALERMO);

  // 'Mis datos' comes from the signed-in customer.
  const me = page.getByRole("region", { name: "Mis datos" });
  await expect(me.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue(LUCIA.name);
  await expect(me.getByRole("textbox", { name: "Teléfono" })).toHaveValue(LUCIA.e164);

  // Without an address the delivery fee is unknown.
  await expect(amountOf(ticket(page), "Envío")).toHaveText("Ingresa tu dirección");
  await setAddress(page, PALERMO, "Gurruchaga 1500", "Gurruchaga 1500, Palermo, CABA");
  await choosePayment(page, "Efectivo", js);

  // demo-tenant.md: PIZZA2000 = $ 2.000 off, ≥ $ 15.000 in products, a Pizzas plate in the cart.
  const codeSection = page.getByRole("region", { name: "Código de descuento" });
  await codeSection.getByRole("textbox", { name: "Código" }).fill("PIZZA2000");
  await codeSection.getByRole("button", { name: "Aplicar" }).click();
  await expect(codeSection.getByText("PIZZA2000", { exact: true })).toBeVisible();
  await expect(codeSection.getByText("Monto mínimo en productos: $ 15.000")).toBeVisible();

  // Products 2 × Muzzarella Grande = 2 × 11.500 = 23.000 (≥ minimum 6.000, ≥ 15.000 for the code)
  //   + 'Recargo por embalaje' 250 − code 2.000 + 'Tasa de Servicio' 300 (300 + 0 %)
  //   + cash delivery fee 2.000 (23.000 < 30.000: not free; 30.000 − 23.000 = 7.000 missing)
  //   = 23.000 + 250 − 2.000 + 300 + 2.000 = 23.550
  await expect(ticket(page).getByRole("listitem")).toHaveText([/^2×\s*Muzzarella\s*Grande\s*\$ 23\.000$/]);
  await expectRows(ticket(page), [
    ["Subtotal", "$ 23.000"],
    ["Recargo por embalaje", "$ 250"],
    ["Código PIZZA2000", "-$ 2.000"],
    ["Tasa de Servicio", "$ 300"],
    ["Envío", "$ 2.000"],
  ]);
  await expect(ticket(page).getByText("Suma $ 7.000 en productos para tener envío gratis")).toBeVisible();
  await expectCheckoutTotal(page, "$ 23.550");

  // Cash: 'paga con' $ 25.000 (≥ 23.550).
  await cashField(page).fill("25000");
  const code = await confirm(page, PALERMO);

  // Follow-up: the code, the timeline's first node, totals to the peso.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(timeline(page)).toHaveCount(4);
  await expect(timeline(page).first()).toHaveText(/Pedido generado \(en curso\)$/);
  await expectRows(followUpTicket(page), [
    ["Productos", "$ 23.000"],
    ["Código PIZZA2000", "-$ 2.000"],
    ["Recargo por embalaje", "$ 250"],
    ["Tasa de Servicio", "$ 300"],
    ["Envío", "$ 2.000"],
    ["Total", "$ 23.550"],
  ]);
  const details = page.getByRole("region", { name: "Datos del pedido" });
  await expect(amountOf(details, "Código")).toHaveText(code);
  await expect(amountOf(details, "Pago")).toHaveText("Efectivo");
  await expect(amountOf(details, "Abona con")).toHaveText("$ 25.000");

  // §1 / §4: no orders console → the order text is handed over by WhatsApp.
  const handOff = page.getByRole("link", { name: "Enviar pedido por WhatsApp" });
  const href = (await handOff.getAttribute("href")) ?? "";
  expect(href.startsWith(`${PALERMO_WHATSAPP}?`), href).toBe(true);
  const text = new URL(href).searchParams.get("text") ?? "";
  expect(text).toContain(code);
  expect(text).toContain("2 x Muzzarella (Grande): $ 23.000");
  expect(text).toContain("Código PIZZA2000: -$ 2.000");
  expect(text).toContain("*Total: $ 23.550*");
  expect(text).toContain("Gurruchaga 1500, Palermo, CABA");

  // The order is Lucía's (storefront.md §7 GET /api/orders).
  const orders = await customerOrders(page, LUCIA.e164, PALERMO);
  expect(orders.find((o) => o.code === code)).toMatchObject({ status: "GENERATED", type: "DELIVERY", total: 23550 });
});

test("delivery, cash, Lucía redeems 1.000 'Puntos' (no code: 'Puntos Sabores' does not combine)", async ({ page, javaScriptEnabled: js }) => {
  // The balance depends on the other project's run (both share the server): read it.
  const before = await pointsBalance(page, LUCIA.e164);
  expect(before).toBeGreaterThanOrEqual(1000);
  await signIn(page, PALERMO, "delivery", LUCIA.phone);
  await fillCart(page, js, PALERMO, "delivery", [{ ...PLATES.napolitana, quantity: 2 }]);
  await gotoCheckout(page, PALERMO);
  await setAddress(page, PALERMO, "Av. Santa Fe 3400", "Av. Santa Fe 3400, Palermo, CABA");
  await choosePayment(page, "Efectivo", js);

  // 2 × Napolitana 13.000 −20 % = 2 × 10.400 = 20.800; order amount 20.800 + 250 = 21.050;
  // 30 % cap = 6.315 → proposal = min(balance, max 5.000, 6.315).
  const points = page.getByRole("region", { name: "Mis Puntos" });
  await expect(points.getByText(`Tenés ${pesos(before).slice(2)} Puntos disponibles`)).toBeVisible();
  const field = points.getByRole("spinbutton", { name: "Puntos a canjear" });
  await expect(field).toHaveValue(String(Math.min(before, 5000, 6315)));
  await field.fill("1000");
  await points.getByRole("button", { name: "Canjear" }).click();
  await expect(points.getByText(/^Canjeás 1\.000 Puntos/)).toBeVisible();

  // §4: points and a code conflict unless the programme supports discounts (it does not).
  const codeSection = page.getByRole("region", { name: "Código de descuento" });
  await codeSection.getByRole("textbox", { name: "Código" }).fill("PIZZA2000");
  await codeSection.getByRole("button", { name: "Aplicar" }).click();
  await expect(codeSection.getByText("No es posible usar un código de descuento junto con el canje de Puntos")).toBeVisible();
  await codeSection.getByRole("textbox", { name: "Código" }).fill("");

  // 20.800 + 250 + 300 + cash fee 2.000 − 1.000 points = 22.350
  await expect(ticket(page).getByRole("listitem")).toHaveText([/^2×\s*Napolitana\s*\$ 26\.000\s*\$ 20\.800$/]);
  await expectRows(ticket(page), [
    ["Subtotal", "$ 20.800"],
    ["Recargo por embalaje", "$ 250"],
    ["Canje de Puntos", "-$ 1.000"],
    ["Tasa de Servicio", "$ 300"],
    ["Envío", "$ 2.000"],
  ]);
  await expectCheckoutTotal(page, "$ 22.350");
  await cashField(page).fill("22350"); // exactly the total is allowed (not below it)
  const code = await confirm(page, PALERMO);

  await expect(timeline(page).first()).toHaveText(/Pedido generado \(en curso\)$/);
  const summary = followUpTicket(page);
  await expect(amountOf(summary, "Productos")).toHaveText("$ 20.800");
  await expect(amountOf(summary, "Canje de Puntos")).toHaveText("-$ 1.000");
  await expect(amountOf(summary, "Total")).toHaveText("$ 22.350");
  const text = new URL((await page.getByRole("link", { name: "Enviar pedido por WhatsApp" }).getAttribute("href")) ?? "").searchParams.get("text");
  expect(text).toContain("2 x Napolitana: $ 20.800");

  // The points left the balance once (cashback only comes on DELIVERED).
  expect(await pointsBalance(page, LUCIA.e164)).toBe(before - 1000);
  expect((await customerOrders(page, LUCIA.e164, PALERMO)).find((o) => o.code === code)?.total).toBe(22350);
});

test("delivery paid with 'Tarjeta online' through the sandbox (4509 9535 6623 3704) → 'Pago procesado con éxito.'", async ({ page, javaScriptEnabled: js }) => {
  const phone = freshPhone(js, 1);
  await fillCart(page, js, PALERMO, "delivery", [
    { ...PLATES.combo, radio: "Sprite 1,5 L" },
    { ...PLATES.flan },
  ]);
  await gotoCheckout(page, PALERMO);
  await fillCustomer(page, { phone: phone.typed, name: "Ana", lastName: "Gómez" });
  await setAddress(page, PALERMO, "Av. Santa Fe 3400", "Av. Santa Fe 3400, Palermo, CABA");
  await choosePayment(page, "Tarjeta online", js);
  // What was typed survived the trip to the address page.
  await expect(page.getByRole("region", { name: "Mis datos" }).getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue("Ana");

  // Combo 14.000 + Flan 3.500 = 17.500 + 250 + 300 + card delivery fee 1.500 = 19.550
  // (30.000 − 17.500 = 12.500 missing for free delivery)
  await expectRows(ticket(page), [
    ["Subtotal", "$ 17.500"],
    ["Recargo por embalaje", "$ 250"],
    ["Tasa de Servicio", "$ 300"],
    ["Envío", "$ 1.500"],
  ]);
  await expect(ticket(page).getByText("Suma $ 12.500 en productos para tener envío gratis")).toBeVisible();
  await expectCheckoutTotal(page, "$ 19.550");
  const code = await confirm(page, PALERMO);

  // Unconfirmed until paid (§2 follow-up: a card order not yet paid shows a pay-now state).
  await expect(timeline(page).first()).toContainText("Pago pendiente");
  const payNow = page.getByRole("region", { name: "Falta pagar tu pedido" });
  await expect(payNow.getByText("El local recibirá tu pedido cuando se acredite el pago de $ 19.550.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Enviar pedido por WhatsApp" })).toHaveCount(0);
  await payNow.getByRole("button", { name: "Pagar $ 19.550" }).click();

  // The sandbox provider's hosted page (docs/payments-sandbox.md).
  await expect(page).toHaveURL(/\/pago\/sandbox\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pagar a Sabores Palermo" })).toBeVisible();
  await expect(page.getByRole("main").getByText("$ 19.550", { exact: true })).toBeVisible();
  await expect(page.getByText(`Pedido ${code}`, { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Número de tarjeta" }).fill("4509 9535 6623 3704");
  await page.getByRole("textbox", { name: "Nombre como figura en la tarjeta" }).fill("Ana Gómez");
  await page.getByRole("textbox", { name: "Vencimiento (MM/AA)" }).fill("11/30");
  await page.getByRole("textbox", { name: "Código de seguridad" }).fill("123");
  await page.getByRole("textbox", { name: "DNI del titular" }).fill("30.123.456");
  await page.getByRole("button", { name: "Pagar $ 19.550" }).click();

  expect(await followUpCode(page, PALERMO)).toBe(code);
  await expect(page.getByRole("status").filter({ hasText: TOAST_PAID })).toBeVisible();
  await expect(timeline(page).first()).toHaveText(/Pedido generado \(en curso\)$/);
  await expect(amountOf(followUpTicket(page), "Total")).toHaveText("$ 19.550");
  await expect(amountOf(followUpTicket(page), "Envío")).toHaveText("$ 1.500");
  await expect(page.getByRole("heading", { name: "Falta pagar tu pedido" })).toHaveCount(0);
  const orders = await customerOrders(page, phone.e164, PALERMO);
  expect(orders[0]).toMatchObject({ code, status: "GENERATED", total: 19550 });
});
