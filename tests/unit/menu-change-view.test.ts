import { describe, expect, it } from "vitest";
import { describeMenuChange } from "~/domain/menu/menu-change-view";

const AR = { currencySymbol: "$", mantissaLength: 0 };
const entry = (e: Partial<Parameters<typeof describeMenuChange>[0]>) =>
  describeMenuChange({ entityType: "PLATE", action: "editar", before: null, after: null, currentName: null, ...e }, AR);

describe("describeMenuChange: the owner's history lines", () => {
  it("an edited plate: one line per field that changed, money to the peso", () => {
    const before = { name: "Muzzarella", price: 10000, sizes: [{ name: "Chica", price: 8000 }, { name: "Grande", price: 10000 }], visible: true, remarked: false, maxQuantity: null };
    const after = { ...before, sizes: [{ name: "Chica", price: 8000 }, { name: "Grande", price: 12000 }], visible: false, maxQuantity: 3 };
    expect(entry({ before: JSON.stringify(before), after: JSON.stringify(after) })).toEqual({
      subject: "el plato Muzzarella",
      verb: "Editó",
      lines: ["Tamaños: Chica $ 8.000, Grande $ 10.000 → Chica $ 8.000, Grande $ 12.000", "Cantidad máxima: sin límite → 3", "Visible: sí → no"],
    });
  });

  it("a new plate lists its price and its garnish groups", () => {
    const after = { name: "Fugazzeta", price: 11500, sizes: [], groups: [{ name: "Extras", min: 0, max: 2, options: [{ name: "Huevo", price: 900 }] }] };
    expect(entry({ action: "crear", after: JSON.stringify(after) })).toEqual({
      subject: "el plato Fugazzeta",
      verb: "Creó",
      lines: ["Precio: $ 11.500", "Guarniciones: Extras (0 a 2: Huevo $ 900)"],
    });
  });

  it("a category moved takes today's name; a CSV import counts what it did", () => {
    expect(entry({ entityType: "CATEGORY", action: "mover", before: '{"position":2}', after: '{"position":1}', currentName: "Postres" })).toEqual({
      subject: "la categoría Postres",
      verb: "Cambió el orden de",
      lines: ["Posición: 3 → 2"],
    });
    expect(entry({ entityType: "MENU", action: "importar", after: JSON.stringify({ added: ["a"], changed: ["b", "c", "d"], removed: [] }) }).lines).toEqual(["Agregados: 1", "Cambiados: 3", "Quitados: 0"]);
  });

  it("a photo, an unknown action and a broken record still read as Spanish", () => {
    expect(entry({ action: "foto", before: '{"imageFileId":null}', after: '{"imageFileId":"x"}', currentName: "Flan" })).toEqual({ subject: "el plato Flan", verb: "Cambió la foto de", lines: ["Agregó la primera foto"] });
    expect(entry({ action: "otra-cosa", before: "{roto", after: "[1]" })).toEqual({ subject: "un plato", verb: "Cambió", lines: [] });
  });

  it("a product discount, the loyalty programme and a reward: what the owner changed, in Spanish", () => {
    const discount = { type: "FIXED", name: "Coca-Cola", percentage: null, buy: null, pay: null, fixedDiscount: 500, finalPrice: null, branchId: 11, plateIds: [8], active: true };
    expect(entry({ entityType: "DISCOUNT", action: "crear", after: JSON.stringify(discount) })).toEqual({ subject: "la promoción Coca-Cola", verb: "Creó", lines: ["Descuento: -$ 500", "Platos: 1"] });
    const moved = { ...discount, type: "MULTIPLE", fixedDiscount: null, buy: 2, pay: 1, plateIds: [8, 9], active: false };
    expect(entry({ entityType: "DISCOUNT", before: JSON.stringify(discount), after: JSON.stringify(moved) }).lines).toEqual(["Descuento: -$ 500 → 2x1", "Platos: 1 → 2", "Activa: sí → no"]);
    const program = { name: "Puntos Sabores", pointsName: "Puntos", active: true, orderPercentage: 5, minRedeemedPoints: 500, maxRedeemedPoints: 5000, maxRedeemedPercentage: 30, supportsDiscounts: false, branchId: null, branchContactIds: [] };
    expect(entry({ entityType: "LOYALTY", before: JSON.stringify(program), after: JSON.stringify({ ...program, orderPercentage: 2.5, branchContactIds: [111] }) })).toEqual({
      subject: "el programa Puntos Sabores",
      verb: "Editó",
      lines: ["Cashback: 5 % → 2,5 %", "Locales: todos → 1"],
    });
    const reward = { name: "Bienvenida", amount: 500, active: true, branchId: 11, branchContactId: null };
    expect(entry({ entityType: "REWARD", before: JSON.stringify(reward), after: JSON.stringify({ ...reward, amount: 1500, branchContactId: 111 }) }).lines).toEqual(["Puntos de regalo: 500 → 1.500", "Cambió la sucursal o el local"]);
  });

  it("a discount's dates and where a plate is sold", () => {
    const discount = { type: "PERCENT", name: "Panqueques", percentage: 50, buy: null, pay: null, fixedDiscount: null, finalPrice: null, branchId: 11, plateIds: [8], active: true, validFrom: "2026-11-19", validTo: null };
    expect(entry({ entityType: "DISCOUNT", action: "crear", after: JSON.stringify(discount) }).lines).toEqual(["Descuento: -50%", "Platos: 1", "Fechas: Desde el 19/11/2026"]);
    expect(entry({ entityType: "DISCOUNT", before: JSON.stringify(discount), after: JSON.stringify({ ...discount, validFrom: "2026-11-18", validTo: "2026-11-18" }) }).lines).toEqual([
      "Fechas: Desde el 19/11/2026 → Solo el 18/11/2026",
    ]);
    const plate = { name: "Flan", price: 3500, orderModeTypes: null, locations: [] };
    expect(entry({ before: JSON.stringify(plate), after: JSON.stringify({ ...plate, orderModeTypes: ["TAKE_AWAY"], locations: [{ branchContactId: 112, sold: false, price: null, sizePrices: [] }] }) }).lines).toEqual([
      "Modos de pedido: todos → Retiro en local",
      "Cambiaron los locales que lo venden o sus precios",
    ]);
  });
});
