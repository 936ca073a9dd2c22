// A refusal of an order paid online gives the payment back through the payment provider's
// interface (the sandbox records the refund); the order then reads 'Reembolso'.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readSandboxRefund } from "~/data/payments/sandbox.server";
import { getJson } from "./api-helpers";
import { consoleAs, SHOP } from "./console-helpers";
import { browser, insertOrder } from "./follow-up-fixtures";

const BOARD = "/consola/pizzeria-palermo";

/** An online delivery order at Palermo paid with the sandbox's approving card. */
async function paidOrder(): Promise<string> {
  const order = await insertOrder("onlineDelivery");
  const { body } = await getJson("/api/paymenturl", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code: order.code, branchContactId: 111, amount: 14800 }),
  });
  const b = browser();
  const paid = await b.post(body.url, { cardNumber: "4509 9535 6623 3704", cardName: "ANA TEST", cardExpiry: "11/30", cardSecurityCode: "123", cardDocument: "30.123.456" });
  expect(paid.status).toBe(302);
  await b.fetch(paid.headers.get("Location")!);
  return order.code;
}

const paymentOf = (code: string) =>
  env.DB.prepare("SELECT p.status, p.external_id AS ref, p.amount, o.payment_status AS orderPayment FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.code = ? ORDER BY p.id DESC LIMIT 1")
    .bind(code)
    .first<{ status: string; ref: string; amount: number; orderPayment: string }>();

describe("refusing an order paid online", () => {
  it("Diego refuses it: the sandbox records the refund of the whole amount, the order and the detail read 'Reembolso'", async () => {
    const code = await paidOrder();
    const before = await paymentOf(code);
    expect(before).toMatchObject({ status: "PAID", orderPayment: "PAID" });
    const diego = await consoleAs(SHOP.diego);
    // 'Rechazar' on the order's page: the refusal that wins goes back to the board.
    const res = await diego.post(`${BOARD}/pedido/${code}?rechazar`, { intent: "refuse", reason: "Local muy ocupado", otherReason: "" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${BOARD}?rechazado=${code}`);
    expect(await paymentOf(code)).toMatchObject({ status: "REFUNDED", orderPayment: "REFUNDED" });
    const refund = await readSandboxRefund(env as unknown as Env, before!.ref);
    expect(refund).toMatchObject({ paymentReferenceId: before!.ref, orderCode: code, amount: before!.amount });
    expect(refund!.refundReferenceId).toMatch(/^SBR-[A-F0-9]{8}$/);
    const detail = (await (await diego.go(`${BOARD}/pedido/${code}`)).text()).replace(/<!-- -->/g, "");
    expect(detail).toContain("Reembolso");
    const followUp = await (await browser().fetch(`/menu/pizzeria-palermo/order/${code}`)).text();
    expect(followUp).toContain("Reembolso del pago");
    expect(followUp).toContain("Motivo: Local muy ocupado");
  });

  it("a cash order refused has nothing to refund", async () => {
    const order = await insertOrder("cashDelivery");
    const diego = await consoleAs(SHOP.diego);
    const res = await diego.post(`${BOARD}/pedido/${order.code}?rechazar`, { intent: "refuse", reason: "Fuera de zona", otherReason: "" });
    expect(res.status).toBe(302);
    const row = await env.DB.prepare("SELECT payment_status AS p FROM orders WHERE code = ?").bind(order.code).first<{ p: string }>();
    expect(row!.p).not.toBe("REFUNDED");
  });
});
