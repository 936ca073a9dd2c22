// Concurrency of the order service: idempotent submits, one-time codes, cashback once.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { transitionOrder } from "~/services/orders/order-transitions.server";
import { MSG_CODE_USED_UP } from "~/services/orders/create-order.server";
import { count, orderRow, palermoDelivery, postOrder } from "./orders-helpers";

describe("order concurrency", () => {
  it("10 parallel submits of one checkout (same Idempotency-Key) → exactly one order", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => postOrder(palermoDelivery(), "same-checkout-key")));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const codes = new Set(results.map((r) => r.body.data.code));
    expect(codes.size).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = 'same-checkout-key'")).toBe(1);
    const o = await orderRow([...codes][0]);
    expect(await count("SELECT COUNT(*) AS n FROM order_lines WHERE order_id = ?", o.id)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM order_status_events WHERE order_id = ?", o.id)).toBe(1);
  });

  it("two parallel orders with the one-time code UNAVEZ → exactly one gets the discount", async () => {
    const [a, b] = await Promise.all([
      postOrder(palermoDelivery({ code: "unavez", phone: "+5491155550011" }), "unavez-a"),
      postOrder(palermoDelivery({ code: "UNAVEZ", phone: "+5491155550012" }), "unavez-b"),
    ]);
    const winners = [a, b].filter((r) => r.status === 200);
    const losers = [a, b].filter((r) => r.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect([MSG_CODE_USED_UP, "No se encontró ningún descuento con el código ingresado."]).toContain(losers[0].body.error.message);
    const o = await orderRow(winners[0].body.data.code);
    expect(JSON.parse(o.code_discount)).toMatchObject({ code: "UNAVEZ", amount: 1150 });
    expect(o.total).toBe(14050 - 1150);
    expect(await count("SELECT uses AS n FROM discount_codes WHERE code = 'UNAVEZ'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM code_redemptions")).toBe(1);
    // A third try afterwards is the spec's 'not found'.
    const c = await postOrder(palermoDelivery({ code: "UNAVEZ", phone: "+5491155550013" }), "unavez-c");
    expect(c.status).toBe(422);
    expect(c.body.error.message).toBe("No se encontró ningún descuento con el código ingresado.");
  });

  it("DELIVERED credits the cashback once even when called twice in parallel", async () => {
    const created = await postOrder(palermoDelivery({ phone: "+5491155550001", customerName: "Lucía Fernández" }), "lucia-cashback");
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const code = created.body.data.code;
    for (const to of ["ACCEPTED", "READY"] as const) expect((await transitionOrder(env, 1, code, to)).ok).toBe(true);
    const [x, y] = await Promise.all([transitionOrder(env, 1, code, "DELIVERED"), transitionOrder(env, 1, code, "DELIVERED")]);
    expect([x.ok, y.ok].filter(Boolean)).toHaveLength(1);
    const again = await transitionOrder(env, 1, code, "DELIVERED");
    expect(again.ok).toBe(false);
    // 5 % of 14.050 = 702,5 → 703 points, once.
    expect(await count("SELECT loyalty_balance AS n FROM customers WHERE company_id = 1 AND phone = '+5491155550001'")).toBe(3200 + 703);
    expect(await count("SELECT COUNT(*) AS n FROM loyalty_movements WHERE order_code = ? AND kind = 'CASHBACK'", code)).toBe(1);
    expect(await count("SELECT post_balance AS n FROM loyalty_movements WHERE order_code = ?", code)).toBe(3903);
    const o = await orderRow(code);
    expect(o).toMatchObject({ status: "DELIVERED", gained_points: 703 });
    expect(await count("SELECT COUNT(*) AS n FROM order_status_events WHERE order_id = ?", o.id)).toBe(4);
    // Another tenant's company id never reaches the order.
    expect((await transitionOrder(env, 2, code, "CANCELED")).ok).toBe(false);
  });
});
