// Checkout flow 3: Belgrano has an orders console (demo-tenant.md): after the
// order only the code is kept, no WhatsApp hand-off (storefront.md §1, §4 order
// submit). The e2e server runs on the real clock (no FIXED_NOW), and Belgrano
// opens Monday to Saturday 11:00-15:00 and 19:00-23:30 (America/Argentina/Buenos_Aires):
// - open now: the whole order through the storefront (take-away, cash, 'En el momento');
// - closed now: the storefront takes no order at all (storefront.md §2 'Local cerrado'
//   … 'no es posible realizar pedidos'; the menu offers no 'Agregar'), which is
//   asserted; the order is then placed as a scheduled one through the spec's
//   POST /api/order (§7) at Belgrano's next slot, and its follow-up page is checked.
import { expect, test, type Page } from "@playwright/test";
import {
  BELGRANO,
  amountOf,
  cashField,
  choosePayment,
  confirm,
  customerOrders,
  expectCheckoutTotal,
  fillCart,
  fillCustomer,
  followUpCode,
  followUpTicket,
  freshPhone,
  gotoCheckout,
  timeline,
} from "./checkout-helpers";

const BA_OFFSET_MIN = -3 * 60; // Argentina: UTC−3 all year, no DST
const RANGES: [number, number][] = [
  [11 * 60, 15 * 60],
  [19 * 60, 23 * 60 + 30],
];

/** Belgrano's local time parts at an instant. */
function local(ms: number): { day: number; minutes: number; date: string } {
  const d = new Date(ms + BA_OFFSET_MIN * 60_000);
  return { day: d.getUTCDay(), minutes: d.getUTCHours() * 60 + d.getUTCMinutes(), date: d.toISOString().slice(0, 10) };
}

/** Open at ms, with `marginMin` minutes left before closing (time to go through the checkout). */
function belgranoOpen(ms: number, marginMin: number): boolean {
  const { day, minutes } = local(ms);
  if (day === 0) return false; // closed on Sunday
  return RANGES.some(([from, to]) => minutes >= from && minutes < to - marginMin);
}

/** The first 30-min slot of a range (from its start) at least `leadMin` minutes ahead: 'YYYY-MM-DDTHH:MM'. */
function nextSlot(ms: number, leadMin: number): string {
  for (let dayOffset = 0; dayOffset < 7; dayOffset++) {
    const { day, date } = local(ms + dayOffset * 86_400_000);
    if (day === 0) continue;
    const now = local(ms);
    for (const [from, to] of RANGES) {
      for (let m = from; m < to; m += 30) {
        if (dayOffset === 0 && m < now.minutes + leadMin) continue;
        return `${date}T${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      }
    }
  }
  throw new Error("no Belgrano slot in 7 days");
}

async function expectConsoleFollowUp(page: Page, code: string): Promise<void> {
  expect(await followUpCode(page, BELGRANO)).toBe(code);
  await expect(amountOf(page.getByRole("region", { name: "Datos del pedido" }), "Código")).toHaveText(code);
  await expect(timeline(page).first()).toHaveText(/Pedido generado \(en curso\)$/);
  // Orders console: only the code is kept, no WhatsApp hand-off.
  await expect(page.getByRole("link", { name: "Enviar pedido por WhatsApp" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Envía tu pedido por WhatsApp" })).toHaveCount(0);
  await expect(page.getByRole("main").locator('a[href^="https://wa.me/"]')).toHaveCount(0);
}

test("Belgrano (orders console): follow-up shows the code and no WhatsApp hand-off", async ({ page, javaScriptEnabled: js }) => {
  const phone = freshPhone(js, 6);
  const open = belgranoOpen(Date.now(), 10);
  test.info().annotations.push({ type: "clock", description: open ? "Belgrano open: storefront order" : "Belgrano closed: scheduled order through POST /api/order" });

  if (open) {
    await fillCart(page, js, BELGRANO, "take-away", [{ category: { slug: "postres" }, plate: { slug: "flan-con-dulce-de-leche", name: "Flan con dulce de leche" }, quantity: 2 }]);
    await gotoCheckout(page, BELGRANO);
    // demo-tenant.md: mandatoryEmail at Belgrano ('Email' without '(opcional)').
    await expect(page.getByRole("region", { name: "Mis datos" }).getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
    await fillCustomer(page, { phone: phone.typed, name: "Martina", email: "martina@example.com" });
    await choosePayment(page, "Efectivo", js);
    // 2 × Flan 3.500 = 7.000; take-away: no surcharge, service fee '(Bonificada)', no delivery fee.
    await expectCheckoutTotal(page, "$ 7.000");
    await cashField(page).fill("10000");
    const code = await confirm(page, BELGRANO);
    await expectConsoleFollowUp(page, code);
    await expect(amountOf(followUpTicket(page), "Total")).toHaveText("$ 7.000");
  } else {
    // Closed: the menu says so and offers nothing to add (storefront.md §2 Closed branch).
    await page.goto(`/menu/${BELGRANO}/take-away/postres/flan-con-dulce-de-leche`);
    const closed = page.getByRole("dialog", { name: "Local cerrado" });
    await expect(closed.getByText("El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: /^Agregar/ })).toHaveCount(0);

    const scheduledAt = nextSlot(Date.now(), 60);
    const modeId = await takeAwayModeId(page);
    const flan = await plateId(page, modeId, "Flan con dulce de leche");
    const created = await page.request.post("/api/order", {
      headers: { "Idempotency-Key": `e2e-belgrano-${js ? "js" : "nojs"}-${Date.now()}` },
      data: {
        branchContact: BELGRANO,
        orderModeId: modeId,
        items: [{ referenceId: flan, quantity: 2 }],
        phone: phone.e164,
        customerName: "Martina",
        customerEmail: "martina@example.com",
        paysWith: 10000,
        scheduled: true,
        scheduledAt,
        price: 7000, // 2 × 3.500, take-away: no fees
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const body = (await created.json()) as { data: { code: string; total: number; whatsAppUrl: string | null } };
    expect(body.data.total).toBe(7000);
    expect(body.data.whatsAppUrl).toBeNull();
    await page.goto(`/menu/${BELGRANO}/order/${body.data.code}`);
    await expectConsoleFollowUp(page, body.data.code);
    await expect(amountOf(followUpTicket(page), "Total")).toHaveText("$ 7.000");
  }
  const orders = await customerOrders(page.request, phone.e164, BELGRANO);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ type: "TAKE_AWAY", total: 7000 });
});

/** Belgrano's 'Retiro en local' mode id (GET /api/diner/branchcontacts/{alias}, §7). */
async function takeAwayModeId(page: Page): Promise<number> {
  const r = await page.request.get(`/api/diner/branchcontacts/${BELGRANO}`);
  const bc = (await r.json()) as { deliveryConfig: { orderModes: { id: number; type: string }[] } };
  const mode = bc.deliveryConfig.orderModes.find((m) => m.type === "TAKE_AWAY");
  expect(mode).toBeTruthy();
  return mode!.id;
}

/** A plate's id in Belgrano's menu (GET /api/diner/{branchContactAlias}/menu/{orderModeId}, §7). */
async function plateId(page: Page, modeId: number, name: string): Promise<number> {
  const r = await page.request.get(`/api/diner/${BELGRANO}/menu/${modeId}`);
  expect(r.status()).toBe(200);
  const menu = (await r.json()) as { categories: { plates: { id: number; name: string }[] }[] };
  const plate = menu.categories.flatMap((c) => c.plates).find((p) => p.name === name);
  expect(plate, name).toBeTruthy();
  return plate!.id;
}
