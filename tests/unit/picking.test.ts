// The picker app's pure rules (logistics.md §2 Picker detail, §3 Local picker progress,
// §4 Diner order statuses, §5, §9): units, toggles, counts, the step into
// AWAITING_FINAL_STAGE, the final amount, badges, views and the elapsed counter.
import { describe, expect, it } from "vitest";
import {
  PICKER_LIST_TEXT,
  waitUrgency,
  differenceAmount,
  elapsedText,
  emptyProgress,
  groupUnits,
  markPrepared,
  nextPickingStep,
  parseFinalAmount,
  pickerBadge,
  pickerUnits,
  pickerView,
  progressCounts,
  sanitizeProgress,
  toggleMark,
} from "~/domain/orders/picking";

const lines = [
  { lineNo: 1, name: "Muzzarella", sizeName: "Grande", groupName: "Pizzas", quantity: 2, unitPrice: 11500, extras: [], notes: null },
  { lineNo: 2, name: "Coca-Cola", sizeName: null, groupName: "Bebidas", quantity: 1, unitPrice: 2500, extras: [], notes: null },
  { lineNo: 3, name: "Napolitana", sizeName: "Chica", groupName: "Pizzas", quantity: 1, unitPrice: 9000, extras: ["Extra queso"], notes: "sin ajo" },
];

describe("units", () => {
  it("one row per unit, grouped by category in first-seen order", () => {
    const units = pickerUnits(lines);
    expect(units.map((u) => u.key)).toEqual(["1-1", "1-2", "2-1", "3-1"]);
    expect(groupUnits(units).map((g) => [g.groupName, g.units.length])).toEqual([["Pizzas", 3], ["Bebidas", 1]]);
  });
});

describe("local progress", () => {
  const units = pickerUnits(lines);
  it("toggling selected clears rejected and vice versa; toggling again clears", () => {
    let p = toggleMark(emptyProgress("C1"), "1-1", "rejected");
    expect(p.items["1-1"]).toEqual({ selected: false, rejected: true });
    p = toggleMark(p, "1-1", "selected");
    expect(p.items["1-1"]).toEqual({ selected: true, rejected: false });
    p = toggleMark(p, "1-1", "selected");
    expect(p.items["1-1"]).toEqual({ selected: false, rejected: false });
  });

  it("'Faltan items que seleccionar' until every unit is marked, then AWAITING_FINAL_STAGE", () => {
    let p = emptyProgress("C1");
    for (const k of ["1-1", "1-2", "2-1"]) p = toggleMark(p, k, "selected");
    expect(markPrepared(p, units)).toEqual({ ok: false, error: "Faltan items que seleccionar" });
    p = toggleMark(p, "3-1", "rejected");
    expect(progressCounts(p, units)).toEqual({ selected: 3, rejected: 1, total: 4 });
    const r = markPrepared(p, units);
    expect(r.ok && r.progress.status).toBe("AWAITING_FINAL_STAGE");
  });

  it("a stored pickerSave of another order, unknown keys or a premature final stage is cleaned", () => {
    expect(sanitizeProgress({ orderCode: "OTHER", status: "ACCEPTED", items: { "1-1": { selected: true } } }, "C1", units)).toEqual(emptyProgress("C1"));
    const s = sanitizeProgress({ orderCode: "C1", status: "AWAITING_FINAL_STAGE", items: { "1-1": { selected: true, rejected: true }, "9-9": { selected: true } } }, "C1", units);
    expect(s).toEqual({ orderCode: "C1", status: "ACCEPTED", items: { "1-1": { selected: true, rejected: false } } });
  });
});

describe("statuses", () => {
  it("the steps as data: accept, prepared (local), ready or back to ACCEPTED for delivery", () => {
    expect(nextPickingStep("GENERATED", true)).toMatchObject({ to: "ACCEPTED", label: "Aceptar pedido", local: false });
    expect(nextPickingStep("ACCEPTED", false)).toMatchObject({ to: "AWAITING_FINAL_STAGE", label: "Pedido preparado", local: true });
    expect(nextPickingStep("AWAITING_FINAL_STAGE", false)).toMatchObject({ to: "READY", label: "Pedido listo para retirar" });
    expect(nextPickingStep("AWAITING_FINAL_STAGE", true)).toMatchObject({ to: "ACCEPTED", label: "Pedido listo para retirar" });
    expect(nextPickingStep("READY", false)).toBeNull();
  });

  it("views and badges", () => {
    const counts = { selected: 2, rejected: 1, total: 4 };
    expect(pickerBadge(pickerView({ status: "GENERATED", pickerStaffId: null, pickingFinishedAt: null }, 7, null), counts)).toBe("Cantidad de productos: 4");
    expect(pickerBadge(pickerView({ status: "ACCEPTED", pickerStaffId: 7, pickingFinishedAt: null }, 7, null), counts)).toBe("2 de 4 productos recogidos");
    expect(pickerBadge(pickerView({ status: "ACCEPTED", pickerStaffId: 7, pickingFinishedAt: null }, 7, { ...emptyProgress("C"), status: "AWAITING_FINAL_STAGE" }), counts)).toBe("Pedido recogido");
    expect(pickerBadge(pickerView({ status: "READY", pickerStaffId: 7, pickingFinishedAt: 1 }, 7, null), counts)).toBe("Pedido finalizado");
    expect(pickerBadge(pickerView({ status: "ACCEPTED", pickerStaffId: 7, pickingFinishedAt: 1 }, 7, null), counts)).toBe("Pedido finalizado");
    expect(pickerBadge(pickerView({ status: "CANCELED", pickerStaffId: 7, pickingFinishedAt: null }, 7, null), counts)).toBe("Pedido cancelado");
    expect(pickerView({ status: "ACCEPTED", pickerStaffId: 8, pickingFinishedAt: null }, 7, null)).toBe("takenByOther");
  });
});

describe("final amount (§5)", () => {
  it("greater than 0 and not more than the items price", () => {
    expect(parseFinalAmount("32000", 32500)).toEqual({ ok: true, amount: 32000 });
    expect(parseFinalAmount("$ 32.500", 32500)).toEqual({ ok: true, amount: 32500 });
    for (const bad of ["32501", "0", "-5", "", "abc"]) expect(parseFinalAmount(bad, 32500)).toEqual({ ok: false, error: "La cantidad final no puede ser mayor al total" });
    // Checked after rounding to whole pesos: '0,4' is 0, refused, never stored as 0; '32500,6' is 32501, above the total.
    for (const bad of ["0,4", 0.4, "32500,6", 32500.6]) expect(parseFinalAmount(bad, 32500)).toEqual({ ok: false, error: "La cantidad final no puede ser mayor al total" });
    expect(parseFinalAmount("0,6", 32500)).toEqual({ ok: true, amount: 1 });
    expect(parseFinalAmount("32500,4", 32500)).toEqual({ ok: true, amount: 32500 });
    expect(differenceAmount(32000, 32500)).toBe(-500);
  });
});

describe("elapsed counter", () => {
  it("'Pedido realizado hace … hs … min' in whole minutes; under an hour no '0 hs'", () => {
    const t0 = Date.parse("2026-11-18T12:00:00Z");
    expect(elapsedText(t0, t0 + 59_000)).toBe("Pedido realizado hace 0 min");
    expect(elapsedText(t0, t0 + 8 * 60_000)).toBe("Pedido realizado hace 8 min");
    expect(elapsedText(t0, t0 + 60 * 60_000)).toBe("Pedido realizado hace 1 hs 0 min");
    expect(elapsedText(t0, t0 + 65 * 60_000)).toBe("Pedido realizado hace 1 hs 5 min");
  });
  it("the list's waiting time and its urgency: on time under 10 min, late from 10, very late from 20", () => {
    expect(PICKER_LIST_TEXT.waiting(8)).toBe("Espera 8 min");
    expect(PICKER_LIST_TEXT.waiting(75)).toBe("Espera 1 hs 15 min");
    expect([0, 9, 10, 19, 20, 90].map(waitUrgency)).toEqual(["ok", "ok", "warn", "warn", "late", "late"]);
  });
});
