// A loyalty partner's member orders (storefront.md §6 "An external loyalty
// partner user may be identified by an optional external user id and a bearer
// token"; §4 "With external benefits, the general discount with the lowest
// priority number is applied"). The partner's app opens a signed link; the
// token leaves the address bar at once, and the checkout and the follow-up show
// the partner's 15 % (demo partner 'club-demo', secret 'demo-partner-token').
import { createHmac } from "node:crypto";
import { expect, test } from "./fixtures";
import {
  PALERMO,
  PLATES,
  cashField,
  choosePayment,
  confirm,
  expectCheckoutTotal,
  expectRows,
  fillCart,
  fillCustomer,
  followUpTicket,
  freshPhone,
  gotoCheckout,
  setAddress,
  ticket,
} from "./checkout-helpers";

/** The e2e server's injected clock (tests/e2e/server.mjs); the real one with E2E_REAL_CLOCK=1. */
const NOW = process.env.E2E_REAL_CLOCK === "1" ? Date.now() : Date.parse(process.env.E2E_FIXED_NOW ?? "2026-11-18T12:30:00-03:00");

/** What the partner's servers do: v1.{exp}.{base64url HMAC-SHA256(secret, "v1:{partner}:{user}:{exp}")}. */
function partnerLink(path: string, userId: string): string {
  const exp = Math.floor(NOW / 1000) + 3600;
  const sig = createHmac("sha256", "demo-partner-token").update(`v1:club-demo:${userId}:${exp}`).digest("base64url");
  return `${path}?${new URLSearchParams({ partner: "club-demo", externalUserId: userId, partnerToken: `v1.${exp}.${sig}` })}`;
}

test("a club-demo member: 'Beneficio Club Demo 15%' on the checkout and the follow-up, totals to the peso", async ({ page, javaScriptEnabled: js }) => {
  await page.goto(partnerLink(`/menu/${PALERMO}/delivery`, `socio-e2e-${js ? "js" : "nojs"}`));
  // The token is kept on the server; the address bar no longer carries it.
  await expect(page).toHaveURL(new RegExp(`/menu/${PALERMO}/delivery$`));

  await fillCart(page, js, PALERMO, "delivery", [PLATES.napolitana]);
  await gotoCheckout(page, PALERMO);
  await setAddress(page, PALERMO, "Gurruchaga 1500", "Gurruchaga 1500, Palermo, CABA");
  await fillCustomer(page, { phone: freshPhone(js, 9).typed, name: "Marta", lastName: "Socia" });
  await choosePayment(page, "Efectivo", js);

  // Napolitana $ 13.000 − 20 % = $ 10.400; partner 15 % = $ 1.560 (the $ 1.000 gift has priority 2: not applied);
  // + 'Recargo por embalaje' $ 250 + 'Tasa de Servicio' $ 300 + cash delivery $ 2.000 = $ 11.390.
  await expectRows(ticket(page), [
    ["Subtotal", "$ 10.400"],
    ["Recargo por embalaje", "$ 250"],
    ["Beneficio Club Demo 15%", "-$ 1.560"],
    ["Tasa de Servicio", "$ 300"],
    ["Envío", "$ 2.000"],
  ]);
  await expect(ticket(page).getByText("Club Demo: $ 1.000 de regalo")).toHaveCount(0);
  await expectCheckoutTotal(page, "$ 11.390");

  await cashField(page).fill("12000");
  await confirm(page, PALERMO);
  await expectRows(followUpTicket(page), [
    ["Productos", "$ 10.400"],
    ["Beneficio Club Demo 15%", "-$ 1.560"],
    ["Recargo por embalaje", "$ 250"],
    ["Tasa de Servicio", "$ 300"],
    ["Envío", "$ 2.000"],
    ["Total", "$ 11.390"],
  ]);
});
