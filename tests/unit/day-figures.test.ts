import { describe, expect, it } from "vitest";
import { accountingRows, discountsOf } from "../../app/domain/orders/accounting-csv";
import { csvText } from "../../app/http/csv.server";
import {
  averageMinutes,
  averageTicket,
  cancelReasonLabel,
  dayTitle,
  durationText,
  figuresDateSchema,
  localDateOf,
  localDayRange,
  ordersByHour,
  QUARTER_HOUR_MS,
  shiftDate,
} from "../../app/domain/orders/day-figures";

const BA = "America/Argentina/Buenos_Aires";

describe("the day of the figures, in the location's time zone", () => {
  it("a Buenos Aires day runs from 03:00 UTC to 03:00 UTC of the next day", () => {
    expect(localDayRange("2026-11-17", BA)).toEqual({ from: Date.UTC(2026, 10, 17, 3), to: Date.UTC(2026, 10, 18, 3) });
  });

  it("a day with a change of offset has 23 hours (New York, 2026-03-08)", () => {
    const { from, to } = localDayRange("2026-03-08", "America/New_York");
    expect((to - from) / 3_600_000).toBe(23);
  });

  it("today is the local date: 01:00 UTC of the 18th is still the 17th in Buenos Aires", () => {
    expect(localDateOf(Date.UTC(2026, 10, 18, 1), BA)).toBe("2026-11-17");
    expect(localDateOf(Date.UTC(2026, 10, 18, 3), BA)).toBe("2026-11-18");
  });

  it("'?fecha=': absent is today; a real past day passes; a bad or future one is refused in Spanish", () => {
    const schema = figuresDateSchema("2026-11-18");
    expect(schema.parse(undefined)).toBe("2026-11-18");
    expect(schema.parse("2024-02-29")).toBe("2024-02-29");
    for (const bad of ["2026-02-30", "2025-02-29", "17/11/2026", "2026-1-7", "1999-12-31", "x".repeat(300)]) {
      const r = schema.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Ingrese una fecha válida con el formato AAAA-MM-DD.");
    }
    expect(schema.safeParse("2026-11-19").error?.issues[0]?.message).toBe("Elija el día de hoy o un día anterior.");
  });

  it("the day's title and the days around it", () => {
    expect(dayTitle("2026-11-17")).toBe("martes 17/11/2026");
    expect(shiftDate("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDate("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("orders by hour", () => {
  it("quarter hours counted in SQL fall in the local hour they belong to", () => {
    const quarter = (utc: number) => Math.floor(utc / QUARTER_HOUR_MS);
    const hours = ordersByHour(
      [
        { quarter: quarter(Date.UTC(2026, 10, 17, 15, 10)), orders: 2 }, // 12:10 in Buenos Aires
        { quarter: quarter(Date.UTC(2026, 10, 17, 15, 45)), orders: 1 }, // 12:45
        { quarter: quarter(Date.UTC(2026, 10, 18, 2, 50)), orders: 1 }, // 23:50
        { quarter: quarter(Date.UTC(2026, 10, 17, 3, 0)), orders: 4 }, // 00:00
      ],
      BA,
    );
    expect(hours).toHaveLength(24);
    expect(hours[12]).toBe(3);
    expect(hours[23]).toBe(1);
    expect(hours[0]).toBe(4);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(8);
  });

  it("a zone half an hour off UTC (Kolkata, +05:30) still puts each quarter in its own hour", () => {
    const hours = ordersByHour([{ quarter: Math.floor(Date.UTC(2026, 10, 17, 6, 45) / QUARTER_HOUR_MS), orders: 1 }], "Asia/Kolkata");
    expect(hours[12]).toBe(1); // 06:45 UTC = 12:15 in Kolkata
  });
});

describe("averages", () => {
  it("minutes rounded; nothing measured is '—'", () => {
    expect(averageMinutes(35 * 60_000, 8)).toBe(4);
    expect(averageMinutes(112 * 60_000, 6)).toBe(19);
    expect(averageMinutes(null, 0)).toBeNull();
    expect(durationText(4)).toBe("4 min");
    expect(durationText(65)).toBe("1 h 05 min");
    expect(durationText(null)).toBe("—");
  });

  it("the average ticket is whole pesos over the orders not cancelled", () => {
    expect(averageTicket(116450, 7)).toBe(16636);
    expect(averageTicket(0, 0)).toBe(0);
  });

  it("a cancellation with no reason is 'Sin motivo'", () => {
    expect(cancelReasonLabel(null)).toBe("Sin motivo");
    expect(cancelReasonLabel("  ")).toBe("Sin motivo");
    expect(cancelReasonLabel("Local muy ocupado")).toBe("Local muy ocupado");
  });
});

describe("the accounting file", () => {
  it("discounts are what took money off: products + fees − total, never below 0", () => {
    expect(discountsOf({ itemsTotal: 16300, fees: 0, total: 14300 })).toBe(2000);
    expect(discountsOf({ itemsTotal: 14000, fees: 2550, total: 16550 })).toBe(0);
    expect(discountsOf({ itemsTotal: 100, fees: 0, total: 150 })).toBe(0);
  });

  it("';' between fields, Spanish headers, the local date and time, a BOM, and no formula", () => {
    const rows = accountingRows(
      [
        { code: "SABDIA07", createdAt: Date.UTC(2026, 10, 17, 23, 15), type: "TAKE_AWAY", paymentMethod: "CASH", status: "DELIVERED", itemsTotal: 16300, fees: 0, total: 14300 },
        { code: "=HYPERLINK(1)", createdAt: Date.UTC(2026, 10, 18, 2, 50), type: "DELIVERY", paymentMethod: "ONLINE", status: "CANCELED", itemsTotal: 28000, fees: 2050, total: 30050 },
      ],
      BA,
    );
    const csv = csvText(rows, { delimiter: ";", escapeFormulae: true });
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFCódigo;Fecha;Hora;Modo;Medio de pago;Estado;Productos;Descuentos;Cargos;Total",
      "SABDIA07;2026-11-17;20:15;Retiro en local;Efectivo;Entregado;16300;2000;0;14300",
      // A formula is never run: the cell starts with ' and is quoted as text.
      "\"'=HYPERLINK(1)\";2026-11-17;23:50;Delivery;Tarjeta online;Cancelado;28000;0;2050;30050",
      "",
    ]);
  });
});
