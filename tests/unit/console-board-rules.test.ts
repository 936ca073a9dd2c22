// The console board's rules (app/domain/orders/console-board.ts): columns, the counter's colours,
// the overdue alert, the card's texts, the refusal reasons, what the page and the live events
// send the browser, and a column's page under live changes.
import { describe, expect, it } from "vitest";
import {
  boardCard,
  boardColumn,
  boardOrderOnScreen,
  boardPagesOf,
  boardView,
  clampedBoardPages,
  lateness,
  overdueNewOrders,
  refusalText,
  startOfLocalDay,
  type BoardColumnCounts,
  type BoardOrder,
  type BoardPageLoad,
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
    const view = boardView(load([order(), order({ code: "X2", status: "ACCEPTED" }), order({ code: "X3" })]), [], NOW, TZ, ARS);
    expect(view.newCount).toBe(2);
    expect(view.columns.map((c) => c.title)).toEqual(["Nuevos", "En preparación", "Listos", "En camino", "Programados", "Finalizados hoy", "Cancelados hoy"]);
  });
});

describe("what the browser gets", () => {
  it("an order as its card shows it: the first name, no items", () => {
    const fresh = boardOrderOnScreen({ ...order(), updatedAt: NOW });
    expect(fresh.customerName).toBe("Juan");
    expect(fresh.updatedAt).toBe(NOW);
    expect(Object.keys(fresh)).not.toContain("plates");
  });
});

const NO_ORDERS: BoardColumnCounts = { new: 0, preparing: 0, ready: 0, onTheWay: 0, scheduled: 0, finished: 0, canceled: 0 };
const FIRST_PAGES: BoardColumnCounts = { new: 1, preparing: 1, ready: 1, onTheWay: 1, scheduled: 1, finished: 1, canceled: 1 };

/** A load of every order (first pages, nothing beyond) unless told otherwise. */
function load(orders: BoardOrder[], over: Partial<BoardPageLoad> = {}): BoardPageLoad {
  const totals = { ...NO_ORDERS };
  for (const o of orders) totals[boardColumn(o, NOW)]++;
  return { orders, loadedAt: NOW, totals, pages: FIRST_PAGES, perPage: 3, ...over };
}

const codesOf = (view: ReturnType<typeof boardView>, column: number) => view.columns[column]!.cards.map((c) => c.code);

describe("a column's page", () => {
  it("reads '?nuevos=2' and the like; anything but a page number is refused; a page past the end is the last one", () => {
    expect(boardPagesOf(new URLSearchParams("nuevos=2&cancelados=3&otra=x"))).toEqual({ ...FIRST_PAGES, new: 2, canceled: 3 });
    for (const bad of ["nuevos=0", "nuevos=-1", "nuevos=abc", "nuevos=1e3", "nuevos=2&nuevos=3", "listos=", "camino=99999"]) {
      expect(boardPagesOf(new URLSearchParams(bad)), bad).toBeNull();
    }
    expect(clampedBoardPages({ ...FIRST_PAGES, new: 9, finished: 4 }, { ...NO_ORDERS, new: 61, finished: 0 }, 30)).toEqual({ ...FIRST_PAGES, new: 3 });
  });

  it("shows '3 de 10' on the first page; a new order past a full page only bumps the count, the tab's badge too", () => {
    const page = [order({ code: "N1", createdAt: NOW - 3 * MIN, updatedAt: NOW }), order({ code: "N2", createdAt: NOW - 2 * MIN, updatedAt: NOW }), order({ code: "N3", createdAt: NOW - MIN, updatedAt: NOW })];
    const loaded = load(page, { totals: { ...NO_ORDERS, new: 10 } });
    const view = boardView(loaded, [order({ code: "N11", createdAt: NOW + MIN, updatedAt: NOW + MIN })], NOW + MIN, TZ, ARS);
    expect(codesOf(view, 0)).toEqual(["N1", "N2", "N3"]);
    expect(view.columns[0]).toMatchObject({ total: 11, first: 1, more: true });
    expect(view.newCount).toBe(11);
  });

  it("a new order shows where the column's page reaches its place: the last page of 'Nuevos', the first of 'Cancelados hoy'", () => {
    const one = [order({ code: "N1", createdAt: NOW - MIN })];
    const onLastPage = boardView(load(one), [order({ code: "N2", updatedAt: NOW })], NOW, TZ, ARS);
    expect(codesOf(onLastPage, 0)).toEqual(["N1", "N2"]);
    const closed = [order({ code: "C1", status: "CANCELED", createdAt: NOW - 2 * MIN }), order({ code: "C2", status: "CANCELED", createdAt: NOW - 3 * MIN }), order({ code: "C3", status: "CANCELED", createdAt: NOW - 4 * MIN })];
    const refusedNow = order({ code: "C0", status: "CANCELED", createdAt: NOW - MIN, updatedAt: NOW });
    const first = boardView(load(closed, { totals: { ...NO_ORDERS, canceled: 9 } }), [refusedNow], NOW, TZ, ARS);
    expect(codesOf(first, 6)).toEqual(["C0", "C1", "C2", "C3"]);
    const second = boardView(load(closed, { totals: { ...NO_ORDERS, canceled: 9 }, pages: { ...FIRST_PAGES, canceled: 2 } }), [refusedNow], NOW, TZ, ARS);
    expect(codesOf(second, 6)).toEqual(["C1", "C2", "C3"]);
    expect(second.columns[6]).toMatchObject({ total: 10, first: 4, page: 2, more: true });
  });

  it("an order on the page that changes stays on it in its new column, and both counts move; an older copy changes nothing", () => {
    const page = [order({ code: "A", createdAt: NOW - 2 * MIN, updatedAt: NOW }), order({ code: "B", createdAt: NOW - MIN, updatedAt: NOW + 5 })];
    const view = boardView(load(page, { totals: { ...NO_ORDERS, new: 40, preparing: 35 } }), [
      order({ code: "A", status: "ACCEPTED", createdAt: NOW - 2 * MIN, updatedAt: NOW + 9 }),
      order({ code: "B", status: "CANCELED", createdAt: NOW - MIN, updatedAt: NOW + 2 }),
    ], NOW, TZ, ARS);
    expect(codesOf(view, 0)).toEqual(["B"]);
    expect(codesOf(view, 1)).toEqual(["A"]);
    expect(view.columns[0]!.total).toBe(39);
    expect(view.columns[1]!.total).toBe(36);
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
