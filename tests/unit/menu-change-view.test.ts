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
});
