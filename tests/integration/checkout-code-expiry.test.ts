// storefront.md §4 Discount code: "A code with limited usage expires after
// 180000 ms (3 minutes) with 'Tiempo de aplicacion del descuento vencido' and is
// removed." The demo's UNAVEZ (10 %, one use) at Palermo take-away: Napolitana
// $ 13.000 − 20 % = $ 10.400, − $ 1.040 = $ 9.360. The clock is pinned
// (FIXED_NOW), so the time since the code was applied is moved back in the session.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { cartWith, cookieOf, send, sessionKeyOf } from "./session-helpers";

const PALERMO = "pizzeria-palermo";
const FIXED_NOW = Date.parse("2026-11-18T15:00:00-03:00");
const fields = (code: string) => ({
  phoneCountry: "ar", phone: "11 5555-0601", name: "Clara", email: "", document: "", scheduled: "0",
  paymentTypeId: String(DEMO_IDS.orderModes.palermoTakeAway * 10 + 1), paysWith: "", code,
});

/** Moves the applied code's time back to `msAgo` before the pinned clock. */
async function appliedAgo(cookie: string, msAgo: number) {
  const id = sessionKeyOf(cookie);
  const data = (await env.SESSIONS.get(id, "json")) as { checkout: { code: { appliedAt: number } } };
  data.checkout.code.appliedAt = FIXED_NOW - msAgo;
  await env.SESSIONS.put(id, JSON.stringify(data));
}

async function checkout(code: string) {
  let cookie = await cartWith(PALERMO, "take-away", "pizzas/napolitana", 1);
  cookie = cookieOf(await send(`/menu/${PALERMO}/checkout`, { cookie }), cookie);
  const post = async (intent: string) => {
    const res = await send(`/menu/${PALERMO}/checkout`, { method: "POST", body: new URLSearchParams({ intent, ...fields(code) }), cookie });
    cookie = cookieOf(res, cookie);
    return res.text();
  };
  const applied = await post("apply-code");
  expect(applied).toContain(`Código ${code}`);
  expect(applied).toContain("$ 9.360");
  return { post, cookie: () => cookie };
}

describe("§4 a limited-usage code times out after 3 minutes", () => {
  it("still applied at 2:59; at 3:00 removed with 'Tiempo de aplicacion del descuento vencido'", async () => {
    const c = await checkout("UNAVEZ");
    await appliedAgo(c.cookie(), 179_000);
    const before = await c.post("recalculate");
    expect(before).toContain("Código UNAVEZ");
    expect(before).not.toContain("Tiempo de aplicacion del descuento vencido");

    await appliedAgo(c.cookie(), 180_000);
    const expired = await c.post("recalculate");
    expect(expired).toContain("Tiempo de aplicacion del descuento vencido");
    expect(expired).not.toContain("Código UNAVEZ");
    expect(expired).toContain("$ 10.400");
    expect(expired).not.toContain("$ 9.360");
    // Removed: the next page has neither the code nor the message.
    const next = await c.post("recalculate");
    expect(next).not.toContain("Código UNAVEZ");
    expect(next).not.toContain("Tiempo de aplicacion del descuento vencido");
  });

  it("a code without limited usage never times out", async () => {
    const c = await checkout("EFECTIVO10");
    await appliedAgo(c.cookie(), 3_600_000);
    const later = await c.post("recalculate");
    expect(later).toContain("Código EFECTIVO10");
    expect(later).not.toContain("Tiempo de aplicacion del descuento vencido");
  });
});
