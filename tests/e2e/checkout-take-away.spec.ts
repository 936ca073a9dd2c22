// Checkout flow 2b: take-away at Palermo with 'Tarjeta al retirar' (demo-tenant.md:
// take-away offers cash and card on pick-up; no delivery fee, service fee
// '(Bonificada)', storefront.md §2 Checkout page ticket).
import { expect, test } from "./fixtures";
import {
  PALERMO,
  PALERMO_WHATSAPP,
  amountOf,
  choosePayment,
  confirm,
  customerOrders,
  expectCheckoutTotal,
  expectRows,
  fillCart,
  fillCustomer,
  followUpTicket,
  freshPhone,
  gotoCheckout,
  ticket,
  timeline,
} from "./checkout-helpers";

test("take-away with 'Tarjeta al retirar': service fee '(Bonificada)', no delivery fee", async ({ page, javaScriptEnabled: js }) => {
  const phone = freshPhone(js, 2);
  await fillCart(page, js, PALERMO, "take-away", [
    {
      category: { slug: "pizzas" },
      plate: { slug: "muzzarella", name: "Muzzarella" },
      size: "Chica",
      garnishes: { "Extra muzzarella": 1 },
    },
    { category: { slug: "bebidas" }, plate: { slug: "cerveza-ipa", name: "Cerveza IPA" } },
  ]);
  await gotoCheckout(page, PALERMO);
  await expect(page.getByRole("region", { name: "Local" }).getByText("Retiro en local", { exact: true })).toBeVisible();
  // No delivery address on take-away.
  await expect(page.getByRole("region", { name: "Dirección de entrega" })).toHaveCount(0);
  // demo-tenant.md: take-away offers 'Efectivo' and 'Tarjeta al retirar' (no online card).
  const pay = page.getByRole("region", { name: "Mi pago" });
  await expect(pay.getByRole("radio")).toHaveCount(2);
  await expect(pay.getByRole("radio", { name: /^Tarjeta online/ })).toHaveCount(0);
  await fillCustomer(page, { phone: phone.typed, name: "Tomás" });
  await choosePayment(page, "Tarjeta al retirar", js);

  // Muzzarella Chica 8.000 + Extra muzzarella 1.500 = 9.500; Cerveza IPA FINAL_PRICE 3.200
  // → 12.700; no surcharge, service fee 0 '(Bonificada)', no delivery fee → total 12.700.
  await expectRows(ticket(page), [
    ["Subtotal", "$ 12.700"],
    ["Tasa de Servicio", "(Bonificada)"],
  ]);
  await expect(ticket(page).getByText("Envío")).toHaveCount(0);
  await expectCheckoutTotal(page, "$ 12.700");
  const code = await confirm(page, PALERMO);

  await expect(timeline(page)).toHaveText([
    /Pedido generado \(en curso\)$/,
    /Pedido aceptado \(pendiente\)$/,
    /Listo para retirar \(pendiente\)$/,
    /Entregado \(pendiente\)$/,
  ]);
  await expect(amountOf(followUpTicket(page), "Productos")).toHaveText("$ 12.700");
  await expect(amountOf(followUpTicket(page), "Total")).toHaveText("$ 12.700");
  await expect(amountOf(followUpTicket(page), "Envío")).toHaveCount(0);
  await expect(amountOf(page.getByRole("region", { name: "Datos del pedido" }), "Pago")).toHaveText("Tarjeta al retirar");
  const href = (await page.getByRole("link", { name: "Enviar pedido por WhatsApp" }).getAttribute("href")) ?? "";
  expect(href.startsWith(`${PALERMO_WHATSAPP}?`), href).toBe(true);
  expect(new URL(href).searchParams.get("text")).toContain("*Total: $ 12.700*");
  expect((await customerOrders(page, phone.e164, PALERMO))[0]).toMatchObject({ code, type: "TAKE_AWAY", total: 12700 });
});
