// The console board's rules (app/domain/orders/console-board.ts): columns, the counter's colours,
// the overdue alert, the card's texts, the refusal reasons, and what the page and the live
// events send the browser.
import { describe, expect, it } from "vitest";
import {
  boardCard,
  boardColumn,
  boardOrderOnScreen,
  closedHidden,
  boardView,
  lateness,
  overdueNewOrders,
  refusalText,
  startOfLocalDay,
  withLiveChanges,
  type BoardOrder,
} from "~/domain/orders/console-board";

const TZ = "America/Argentina/Buenos_Aires";
const NOW = Date.parse("2026-11-18T15:00:00-03:00");
const MIN = 60_000;
const ARS = { currencySymbol: "$", mantissaLength: 0 };

const order = (over: Partial<BoardOrder> = {}): BoardOrder => ({
  code: "AB12CD34",
  status: "GENERATED",
  type: "DELIVERY",
  paymentMethod: "CASH",
  paymentName: "Efectivo",
  customerName: "Juan Pérez",
  scheduled: false,
  scheduledAt: null,
  createdAt: NOW,
  total: 14050,
  paysWith: 20000,
  units: 1,
  tableNumber: null,
  readyBy: null,
  delayMinutes: 0,
  cancelReason: null,
  shipmentStatus: null,
  ...over,
});

describe("columns", () => {
  it("puts each status in its column", () => {
    expect(boardColumn(order(), NOW)).toBe("new");
    expect(boardColumn(order({ status: "ACCEPTED" }), NOW)).toBe("preparing");
    expect(boardColumn(order({ status: "AWAITING_FINAL_STAGE" }), NOW)).toBe("preparing");
    expect(boardColumn(order({ status: "READY", type: "TAKE_AWAY" }), NOW)).toBe("ready");
    expect(boardColumn(order({ status: "READY" }), NOW)).toBe("onTheWay");
    expect(boardColumn(order({ status: "ACCEPTED", shipmentStatus: "ON_ROUTE_TO_DROP_OFF" }), NOW)).toBe("onTheWay");
    expect(boardColumn(order({ status: "DELIVERED" }), NOW)).toBe("finished");
    expect(boardColumn(order({ status: "CANCELED" }), NOW)).toBe("canceled");
  });

  it("a scheduled order waits in 'Programados' until an hour before its time", () => {
    expect(boardColumn(order({ scheduled: true, scheduledAt: NOW + 61 * MIN }), NOW)).toBe("scheduled");
    expect(boardColumn(order({ scheduled: true, scheduledAt: NOW + 60 * MIN }), NOW)).toBe("new");
  });
});

describe("the counter", () => {
  it("a new order turns amber at 3 minutes and red at 5", () => {
    expect(lateness(order({ createdAt: NOW - 2 * MIN }), NOW)).toBe("ok");
    expect(lateness(order({ createdAt: NOW - 3 * MIN }), NOW)).toBe("amber");
    expect(lateness(order({ createdAt: NOW - 5 * MIN }), NOW)).toBe("red");
  });

  it("an accepted order turns amber 5 minutes before its time and red past it", () => {
    expect(lateness(order({ status: "ACCEPTED", readyBy: NOW + 6 * MIN }), NOW)).toBe("ok");
    expect(lateness(order({ status: "ACCEPTED", readyBy: NOW + 5 * MIN }), NOW)).toBe("amber");
    expect(lateness(order({ status: "ACCEPTED", readyBy: NOW - 1 }), NOW)).toBe("red");
  });

  it("only new orders waiting 5 minutes or more alert again", () => {
    const orders = [order({ code: "OLD", createdAt: NOW - 5 * MIN }), order({ code: "FRESH", createdAt: NOW - 4 * MIN }), order({ code: "TAKEN", status: "ACCEPTED", createdAt: NOW - 9 * MIN })];
    expect(overdueNewOrders(orders, NOW)).toEqual(["OLD"]);
  });
});

describe("the card", () => {
  it("says code, mode, time, units, total, payment with 'Paga con' and the first name", () => {
    const card = boardCard(order({ units: 3 }), NOW + 4 * MIN, TZ, ARS);
    expect(card).toMatchObject({
      mode: "Delivery",
      timeLabel: "Pedido 15:00",
      units: "3 unidades",
      total: "$ 14.050",
      payment: "Efectivo",
      paysWith: "Paga con $ 20.000",
      customer: "Juan",
      elapsed: "4 min",
      lateness: "amber",
    });
    expect(card.actions).toEqual({ accept: true, refuse: true, delay: false, ready: false });
  });

  it("an accepted take-away order offers 'Demorar' and 'Listo' and shows when it is ready", () => {
    const card = boardCard(order({ status: "ACCEPTED", type: "TAKE_AWAY", readyBy: NOW + 20 * MIN }), NOW, TZ, ARS);
    expect(card.due).toBe("Listo 15:20");
    expect(card.mode).toBe("Para retirar");
    expect(card.actions).toEqual({ accept: false, refuse: true, delay: true, ready: true });
  });

  it("a table order names its table", () => {
    expect(boardCard(order({ type: "TABLE", tableNumber: "7" }), NOW, TZ, ARS).mode).toBe("Mesa 7");
  });

  it("counts the orders waiting in 'Nuevos' for the tab title", () => {
    const view = boardView([order(), order({ code: "X2", status: "ACCEPTED" }), order({ code: "X3" })], NOW, TZ, ARS);
    expect(view.newCount).toBe(2);
    expect(view.columns.map((c) => c.title)).toEqual(["Nuevos", "En preparación", "Listos", "En camino", "Programados", "Finalizados hoy", "Cancelados hoy"]);
  });
});

describe("what the browser gets", () => {
  it("an order as its card shows it: the first name, and the plates only while it can be refused", () => {
    const plates = [{ id: 11001, name: "Napolitana" }];
    const fresh = boardOrderOnScreen({ ...order({ plates }), updatedAt: NOW });
    expect(fresh.customerName).toBe("Juan");
    expect(fresh.plates).toEqual(plates);
    expect(fresh.updatedAt).toBe(NOW);
    expect(boardOrderOnScreen(order({ status: "DELIVERED", plates })).plates).toBeUndefined();
  });

  it("counts the finished and cancelled orders of the day the board leaves out", () => {
    const shown = [order({ code: "F1", status: "DELIVERED" }), order({ code: "F2", status: "DELIVERED" }), order({ code: "C1", status: "CANCELED" }), order({ code: "N" })];
    expect(closedHidden(shown, { finished: 40, canceled: 1 })).toEqual({ finished: 38, canceled: 0 });
  });

  it("a live event's copy of an order replaces an older one and adds a new one; an older copy does not", () => {
    const loaded = [order({ code: "A", createdAt: NOW, updatedAt: NOW }), order({ code: "B", createdAt: NOW + 1, updatedAt: NOW + 5 })];
    const merged = withLiveChanges(loaded, [
      order({ code: "A", status: "ACCEPTED", createdAt: NOW, updatedAt: NOW + 9 }),
      order({ code: "B", status: "CANCELED", createdAt: NOW + 1, updatedAt: NOW + 2 }),
      order({ code: "N", createdAt: NOW + 3, updatedAt: NOW + 3 }),
    ]);
    expect(merged.map((o) => [o.code, o.status])).toEqual([
      ["A", "ACCEPTED"],
      ["B", "GENERATED"],
      ["N", "GENERATED"],
    ]);
  });
});

describe("refusal reasons", () => {
  it("keeps a listed reason, replaces 'Otro' by its text and refuses an empty one", () => {
    expect(refusalText("Sin stock", "")).toEqual({ ok: true, text: "Sin stock" });
    expect(refusalText("Otro", "  Se  cortó la luz ")).toEqual({ ok: true, text: "Se cortó la luz" });
    expect(refusalText("Otro", " ")).toEqual({ ok: false, error: "Escriba el motivo del rechazo." });
    expect(refusalText("Cualquiera", "")).toEqual({ ok: false, error: "Revise los datos del pedido e inténtelo de nuevo." });
  });
});

it("the day starts at midnight in Buenos Aires", () => {
  expect(startOfLocalDay(NOW, TZ)).toBe(Date.parse("2026-11-18T00:00:00-03:00"));
});
