// Follow-up support at Belgrano, which enables follow-up support (demo tenant):
// storefront.md §2 "Support is follow-up chat when enabled, otherwise
// WhatsApp", the `open_follow_up_support=true` flag, §7 "a chat widget
// script". The branch's widget is Crisp; the browser never leaves the machine,
// so the vendor's script is answered here by a stand-in that records what the
// page asks of it. Without JavaScript the chat cannot run: WhatsApp stands in.
import { expect, test } from "./fixtures";
import { type Page } from "@playwright/test";
import { BELGRANO, PLATES, cashField, choosePayment, confirm, fillCart, fillCustomer, freshPhone, gotoCheckout } from "./checkout-helpers";

/** demo-tenant.md does not list Belgrano's WhatsApp; the seed's is +54 9 11 4000-0002. */
const BELGRANO_WHATSAPP = "https://wa.me/5491140000002";
const CRISP_SCRIPT = "https://client.crisp.chat/l.js";

/** Replays the $crisp queue like Crisp does, answers 'session:loaded', keeps a log of commands. */
const FAKE_CRISP = `(function(){
  var log = window.__crispLog = [];
  function run(c){ log.push(typeof c[2] === "function" ? [c[0], c[1]] : c); if (c[0] === "on" && c[1] === "session:loaded") setTimeout(c[2], 0); }
  (window.$crisp || []).forEach(run);
  window.$crisp = { push: run, is: function(){ return true; } };
})();`;

test.skip(process.env.E2E_REAL_CLOCK === "1", "needs the injected clock (Belgrano open at 12:30 on a Wednesday)");

async function belgranoOrder(page: Page, js: boolean, n: number): Promise<string> {
  await fillCart(page, js, BELGRANO, "take-away", [PLATES.flan]);
  await gotoCheckout(page, BELGRANO);
  await fillCustomer(page, { phone: freshPhone(js, n).typed, name: "Julián", email: "julian@example.com" });
  await choosePayment(page, "Efectivo", js);
  await cashField(page).fill("5000");
  return confirm(page, BELGRANO);
}

test("'Ayuda con mi pedido' at Belgrano: the chat opens with the order code (JS); WhatsApp without JS", async ({ page, javaScriptEnabled: js }) => {
  if (js) await page.route(CRISP_SCRIPT, (route) => route.fulfill({ contentType: "application/javascript", body: FAKE_CRISP }));
  const code = await belgranoOrder(page, js, 7);
  await page.goto(`/menu/${BELGRANO}/order/${code}?open_follow_up_support=true`);
  const dialog = page.getByRole("dialog", { name: "¿Necesitas ayuda?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Chatea con el local sobre tu pedido ${code}.`);
  const whatsApp = dialog.getByRole("link", { name: "Escribir por WhatsApp" });
  await expect(whatsApp).toHaveAttribute("href", new RegExp(`^${BELGRANO_WHATSAPP}\\?text=`));

  if (!js) {
    await expect(dialog.getByText("El chat necesita JavaScript activado en tu navegador.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Abrir chat" })).toHaveCount(0);
    return;
  }
  // The link asked for support: the widget opens by itself, told which order it is.
  await expect.poll(() => page.evaluate(() => (window as any).__crispLog ?? [])).toEqual(
    expect.arrayContaining([["set", "session:data", [[["pedido", code]]]], ["do", "chat:open"], ["on", "session:loaded"]]),
  );
  await expect(dialog.getByRole("button", { name: "Abrir chat" })).toBeEnabled();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});

test("when the chat cannot load, the page says so and offers WhatsApp", async ({ page, javaScriptEnabled: js }) => {
  test.skip(!js, "the widget exists only with JavaScript");
  await page.route(CRISP_SCRIPT, (route) => route.abort("internetdisconnected"));
  const code = await belgranoOrder(page, js, 8);
  await page.getByRole("link", { name: "Ayuda con mi pedido" }).click();
  const dialog = page.getByRole("dialog", { name: "¿Necesitas ayuda?" });
  await expect(dialog.getByRole("alert")).toHaveText("No pudimos abrir el chat. Escríbele al local por WhatsApp.");
  await expect(dialog.getByRole("link", { name: "Escribir por WhatsApp" })).toHaveAttribute(
    "href",
    `${BELGRANO_WHATSAPP}?text=${encodeURIComponent(`Hola, necesito ayuda con mi pedido ${code}`)}`,
  );
});

test("the header of a location with follow-up support: a chat button with JavaScript, the WhatsApp link without", async ({ page, javaScriptEnabled: js }) => {
  if (js) await page.route(CRISP_SCRIPT, (route) => route.fulfill({ contentType: "application/javascript", body: FAKE_CRISP }));
  await page.goto(`/menu/${BELGRANO}/take-away`);
  const links = page.getByRole("list", { name: "Redes y contacto" });
  if (!js) {
    await expect(links.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", BELGRANO_WHATSAPP);
    return;
  }
  await expect(links.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
  await links.getByRole("button", { name: "Chat con el local" }).click();
  await expect.poll(() => page.evaluate(() => (window as any).__crispLog ?? [])).toEqual(expect.arrayContaining([["do", "chat:open"]]));
});
