// storefront.md §2 Checkout page: "Payment-method change that drops an applied
// code asks for confirmation". The demo's EFECTIVO10 (10 %, paying
// cash only) at Palermo take-away: Napolitana $ 13.000 − 20 % = $ 10.400.
// Clock pinned: FIXED_NOW 2026-11-18 15:00 -03:00.
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { cartWith, cookieOf, send } from "./session-helpers";

const PALERMO = "pizzeria-palermo";
const CASH = String(DEMO_IDS.orderModes.palermoTakeAway * 10 + 1); // 'Efectivo'
const CARD = String(DEMO_IDS.orderModes.palermoTakeAway * 10 + 2); // 'Tarjeta al retirar'
const CONFIRM = "Al cambiar el medio de pago se quitará el código de descuento EFECTIVO10. ¿Deseas continuar?";

const fields = (paymentTypeId: string) => ({
  phoneCountry: "ar", phone: "11 5555-0401", name: "Clara", email: "", document: "", scheduled: "0", paymentTypeId, paysWith: "",
});

async function post(cookie: string, intent: string, paymentTypeId: string) {
  const res = await send(`/menu/${PALERMO}/checkout`, {
    method: "POST",
    body: new URLSearchParams({ intent, code: "EFECTIVO10", ...fields(paymentTypeId) }),
    cookie,
  });
  return { html: await res.text(), cookie: cookieOf(res, cookie), status: res.status };
}

/** A take-away cart with EFECTIVO10 applied paying cash: − $ 1.040, total $ 9.360. */
async function withCashCode() {
  let cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 1);
  cookie = cookieOf(await send(`/menu/${PALERMO}/checkout`, { cookie }), cookie);
  const applied = await post(cookie, "apply-code", CASH);
  expect(applied.html).toContain("Código EFECTIVO10");
  expect(applied.html).toContain("$ 9.360");
  return applied.cookie;
}

describe("a payment change that would drop the code asks first", () => {
  it("a code for one payment method is refused with another: 'Descuento válido solo pagando en efectivo'", async () => {
    let cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 1);
    cookie = cookieOf(await send(`/menu/${PALERMO}/checkout`, { cookie }), cookie);
    const r = await post(cookie, "apply-code", CARD);
    expect(r.status).toBe(400);
    expect(r.html).toContain("Descuento válido solo pagando en efectivo");
    expect(r.html).not.toContain("Código EFECTIVO10");
  });

  it("switching to 'Tarjeta al retirar' shows the confirmation; submitting before answering orders nothing", async () => {
    const cookie = await withCashCode();
    const asked = await post(cookie, "recalculate", CARD);
    expect(asked.html).toContain(CONFIRM);
    const submit = await post(asked.cookie, "submit", CARD);
    expect(submit.status).toBe(409);
    expect(submit.html).toContain(CONFIRM);
  });

  it("'Continuar' drops the code and keeps the card: total back to $ 10.400", async () => {
    const cookie = await withCashCode();
    const asked = await post(cookie, "recalculate", CARD);
    const dropped = await post(asked.cookie, "confirm-drop-code", CARD);
    expect(dropped.html).not.toContain(CONFIRM);
    expect(dropped.html).not.toContain("Código EFECTIVO10");
    expect(dropped.html).toMatch(new RegExp(`value="${CARD}"[^>]*checked|checked[^>]*value="${CARD}"`));
    expect(dropped.html).toContain("$ 10.400");
  });

  it("keeping the code puts the payment back to cash", async () => {
    const cookie = await withCashCode();
    const asked = await post(cookie, "recalculate", CARD);
    const kept = await post(asked.cookie, "keep-code", CARD);
    expect(kept.html).not.toContain(CONFIRM);
    expect(kept.html).toContain("Código EFECTIVO10");
    expect(kept.html).toMatch(new RegExp(`value="${CASH}"[^>]*checked|checked[^>]*value="${CASH}"`));
    expect(kept.html).toContain("$ 9.360");
  });
});
