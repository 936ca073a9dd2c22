// storefront.md §4 Order statuses / Payment, §2 Order follow-up, §3 Customer orders, §9 (24 hours).
import { describe, expect, it } from "vitest";
import {
  afterPayment, canCancelOrder, canTransition, followUpTimeline, initialOrderStatus, initialPaymentStatus,
  isInProgress, ORDER_STATUSES, paymentView, transition, type OrderStatus,
} from "../../app/domain/orders/order-status";

// Written out by hand (not derived from ORDER_TRANSITIONS) so a change to the table fails here.
const ALLOWED = new Set([
  "PENDING_PAYMENT>GENERATED", "PENDING_PAYMENT>CANCELED",
  "GENERATED>ACCEPTED", "GENERATED>CANCELED",
  "ACCEPTED>AWAITING_FINAL_STAGE", "ACCEPTED>READY", "ACCEPTED>CANCELED",
  // logistics.md §4: "AWAITING_FINAL_STAGE to READY, or back to ACCEPTED for delivery orders".
  "AWAITING_FINAL_STAGE>READY", "AWAITING_FINAL_STAGE>ACCEPTED", "AWAITING_FINAL_STAGE>CANCELED",
  "READY>DELIVERED", "READY>CANCELED",
]);

describe("state machine", () => {
  it("has the seven statuses", () => {
    expect([...ORDER_STATUSES]).toEqual(["PENDING_PAYMENT", "GENERATED", "ACCEPTED", "AWAITING_FINAL_STAGE", "READY", "DELIVERED", "CANCELED"]);
  });
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = ALLOWED.has(`${from}>${to}`);
      it(`${from} → ${to} is ${allowed ? "allowed" : "forbidden"}`, () => {
        expect(canTransition(from, to)).toBe(allowed);
        expect(transition(from, to)).toEqual(allowed ? { ok: true, status: to } : { ok: false, error: `Transición inválida: ${from} → ${to}` });
      });
    }
  }
});

describe("creation and payment", () => {
  const online = { paymentMethod: "ONLINE" as const, upload: "API" as const };
  const cash = { paymentMethod: "CASH" as const, upload: "APP" as const };
  const cardOnPickup = { paymentMethod: "CARD" as const, upload: "APP" as const };
  it("'Tarjeta online' starts unconfirmed and PROCESSING; cash and card on pick-up start GENERATED / PENDING", () => {
    expect([initialOrderStatus(online), initialPaymentStatus(online)]).toEqual(["PENDING_PAYMENT", "PROCESSING"]);
    expect([initialOrderStatus(cash), initialPaymentStatus(cash)]).toEqual(["GENERATED", "PENDING"]);
    expect([initialOrderStatus(cardOnPickup), initialPaymentStatus(cardOnPickup)]).toEqual(["GENERATED", "PENDING"]);
  });
  it("a paid order becomes GENERATED; a rejected one stays unconfirmed", () => {
    expect(afterPayment("PENDING_PAYMENT", "PAID")).toBe("GENERATED");
    expect(afterPayment("PENDING_PAYMENT", "REJECTED")).toBe("PENDING_PAYMENT");
    expect(afterPayment("ACCEPTED", "PAID")).toBe("ACCEPTED");
  });
  it("payment view: processing, pay now, expired after the allowed hours", () => {
    const o = { status: "PENDING_PAYMENT" as OrderStatus, paymentStatus: "PROCESSING" as const, orderedAt: 0 };
    expect(paymentView(o, 1000, 2)).toBe("processing");
    expect(paymentView({ ...o, paymentStatus: "REJECTED" }, 1000, 2)).toBe("payNow");
    expect(paymentView({ ...o, paymentStatus: "PENDING" }, 2 * 3_600_000, 2)).toBe("expired");
    expect(paymentView({ ...o, status: "GENERATED" }, 1000, 2)).toBeNull();
  });
});

describe("follow-up timeline", () => {
  const tl = (status: OrderStatus, type: "DELIVERY" | "TAKE_AWAY" | "TABLE" | "SELF_SERVICE" = "DELIVERY", paymentStatus: "PENDING" | "PROCESSING" = "PENDING") =>
    followUpTimeline({ status, type, paymentStatus });
  const view = (t: ReturnType<typeof tl>) => t.nodes.map((n) => `${n.label}:${n.state}`);

  it("delivery, accepted", () => {
    expect(view(tl("ACCEPTED"))).toEqual(["Pedido generado:done", "Pedido aceptado:active", "En camino:pending", "Entregado:pending"]);
    expect(tl("ACCEPTED").showProgress).toBe(true);
  });
  it("awaiting final stage is still the accepted node", () => {
    expect(view(tl("AWAITING_FINAL_STAGE"))).toEqual(view(tl("ACCEPTED")));
  });
  it("take-away ready: 'Listo para retirar'", () => {
    expect(view(tl("READY", "TAKE_AWAY"))).toEqual(["Pedido generado:done", "Pedido aceptado:done", "Listo para retirar:active", "Entregado:pending"]);
    expect(tl("READY", "SELF_SERVICE").nodes[2].label).toBe("Listo para retirar");
    expect(tl("READY", "TABLE").nodes[2].label).toBe("Listo para servir");
  });
  it("delivered: all done", () => {
    expect(view(tl("DELIVERED"))).toEqual(["Pedido generado:done", "Pedido aceptado:done", "En camino:done", "Entregado:done"]);
  });
  it("cancelled: 'Cancelado' and no progress bars", () => {
    const t = tl("CANCELED");
    expect(view(t)).toEqual(["Pedido generado:done", "Pedido aceptado:pending", "En camino:pending", "Cancelado:canceled"]);
    expect(t.showProgress).toBe(false);
  });
  it("unpaid card order: node 1 by payment state", () => {
    expect(tl("PENDING_PAYMENT", "DELIVERY", "PENDING").nodes[0]).toEqual({ key: "generated", label: "Pago pendiente", state: "active" });
    expect(tl("PENDING_PAYMENT", "DELIVERY", "PROCESSING").nodes[0].label).toBe("Procesando pago");
    expect(tl("GENERATED").nodes[0]).toEqual({ key: "generated", label: "Pedido generado", state: "active" });
  });
});

describe("in progress and cancel", () => {
  const H = 3_600_000;
  const now = Date.parse("2026-11-23T15:00:00Z");
  it("ordered within 24 hours and not finished", () => {
    expect(isInProgress({ status: "ACCEPTED", scheduled: false, orderedAt: now - 23 * H }, now)).toBe(true);
    expect(isInProgress({ status: "ACCEPTED", scheduled: false, orderedAt: now - 24 * H }, now)).toBe(false);
    expect(isInProgress({ status: "DELIVERED", scheduled: false, orderedAt: now - H }, now)).toBe(false);
    expect(isInProgress({ status: "CANCELED", scheduled: true, orderedAt: now - H }, now)).toBe(false);
  });
  it("a scheduled order is in progress whenever it was ordered", () => {
    expect(isInProgress({ status: "GENERATED", scheduled: true, orderedAt: now - 72 * H }, now)).toBe(true);
  });
  it("cancel needs WhatsApp and an open, paid order", () => {
    expect(canCancelOrder({ status: "GENERATED" }, true)).toBe(true);
    expect(canCancelOrder({ status: "GENERATED" }, false)).toBe(false);
    for (const s of ["CANCELED", "DELIVERED", "PENDING_PAYMENT"] as const) expect(canCancelOrder({ status: s }, true)).toBe(false);
  });
});
