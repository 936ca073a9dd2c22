// The menu CSV's rows (app/domain/menu/menu-sheet.ts) and what an import changes
// (app/domain/menu/menu-import-plan.ts), on arrays of cells: no file, no storage.
import { describe, expect, it } from "vitest";
import { planImport, planIsEmpty, type StoredCategory } from "~/domain/menu/menu-import-plan";
import { menuToRows, readSheet, SHEET_COLUMNS, type SheetMenu, type SheetRow } from "~/domain/menu/menu-sheet";
import { platePhotoTypeOf } from "~/domain/menu/plate-photo";

const rowsOf = (lines: string[][]): SheetRow[] => [{ line: 1, cells: [...SHEET_COLUMNS] }, ...lines.map((cells, i) => ({ line: i + 2, cells }))];
const r = (tipo: string, categoria: string, plato = "", tamano = "", grupo = "", opcion = "", descripcion = "", precio = "", minimo = "", maximo = "", visible = "") =>
  [tipo, categoria, plato, tamano, grupo, opcion, descripcion, precio, minimo, maximo, visible];

const STORED: StoredCategory[] = [
  {
    id: 1,
    name: "Pizzas",
    visible: true,
    referenced: false,
    plates: [
      {
        id: 10, name: "Muzzarella", description: null, price: 8000, visible: true, version: 3, maxQuantity: null, remarked: false, indicatorIds: [], referenced: true,
        sizes: [{ id: 100, name: "Chica", price: 8000 }, { id: 101, name: "Grande", price: 11500 }],
        groups: [{ id: 200, name: "Extras", min: 0, max: 2, options: [{ id: 300, name: "Aceitunas", price: 500 }] }],
      },
      { id: 11, name: "Fugazzeta", description: "Con cebolla", price: 12000, visible: true, version: 1, maxQuantity: null, remarked: false, indicatorIds: [], referenced: false, sizes: [], groups: [] },
    ],
  },
];

const sheetOfStored = (): SheetMenu =>
  STORED.map((c) => ({ name: c.name, visible: c.visible, plates: c.plates.map((p) => ({ ...p, sizes: p.sizes.map(({ name, price }) => ({ name, price })), groups: p.groups.map((g) => ({ ...g, options: g.options.map(({ name, price }) => ({ name, price })) })) })) }));

describe("menu CSV rows", () => {
  it("export rows read back give the same menu, and importing them changes nothing", () => {
    const rows = menuToRows(sheetOfStored());
    expect(rows[0]).toEqual([...SHEET_COLUMNS]);
    expect(rows).toContainEqual(r("tamaño", "Pizzas", "Muzzarella", "Grande", "", "", "", "11500"));
    const read = readSheet(rows.map((cells, i) => ({ line: i + 1, cells })));
    expect(read.errors).toEqual([]);
    expect(planIsEmpty(planImport(STORED, read.menu))).toBe(true);
  });

  it("bad rows are named by their line, in order", () => {
    const read = readSheet(
      rowsOf([
        r("categoría", "Pizzas"),
        r("plato", "Pizzas", "Calabresa", "", "", "", "", "0"),
        r("plato", "Pizzas", "Napolitana", "", "", "", "", "13.000", "", "", "quizás"),
        r("tamaño", "Pizzas", "Napolitana", "Grande", "", "", "", ""),
        r("grupo", "Pizzas", "Fantasma", "", "Extras"),
        r("plato", "Postres", "Flan", "", "", "", "", "3500"),
        r("grupo", "Pizzas", "Calabresa", "", "Salsas", "", "", "", "3", "2"),
      ]),
    );
    expect(read.errors).toEqual([
      "Línea 3: el precio debe ser un número entero de pesos mayor que 0.",
      "Línea 4: la columna visible debe decir «sí» o «no».",
      "Línea 5: cada tamaño necesita su precio.",
      "Línea 6: el plato «Fantasma» de «Pizzas» no tiene su fila de tipo plato más arriba.",
      "Línea 7: la categoría «Postres» no tiene su fila de tipo categoría más arriba.",
      "Línea 8: el máximo del grupo debe ser mayor o igual al mínimo.",
      "Línea 8: el grupo «Salsas» necesita al menos una opción.",
    ]);
  });

  it("a header without a column is refused at line 1", () => {
    expect(readSheet([{ line: 1, cells: ["tipo", "categoria", "plato"] }]).errors).toEqual(["Línea 1: faltan las columnas tamaño, grupo, opción, descripción, precio, mínimo, máximo, visible."]);
  });
});

describe("import plan", () => {
  it("a changed size price keeps the size's id; a new plate is added; a plate left out with orders is hidden, one without is deleted", () => {
    const menu = sheetOfStored();
    menu[0].plates[0].sizes[1].price = 12000;
    menu[0].plates = [menu[0].plates[0], { name: "Calabresa", description: null, price: 14000, visible: true, sizes: [], groups: [] }];
    const plan = planImport([{ ...STORED[0], plates: [...STORED[0].plates] }], menu);
    expect(plan.changed).toEqual(["«Muzzarella» (Pizzas): tamaño «Grande» $ 11.500 → $ 12.000"]);
    expect(plan.changedPlates[0].plate.sizes).toEqual([{ id: 100, name: "Chica", price: 8000 }, { id: 101, name: "Grande", price: 12000 }]);
    expect(plan.added).toEqual(["Plato «Calabresa» en «Pizzas»"]);
    expect(plan.removedPlates).toEqual([{ id: 11, hide: false }]);

    const withoutMuzzarella = planImport(STORED, [{ ...sheetOfStored()[0], plates: [sheetOfStored()[0].plates[1]] }]);
    expect(withoutMuzzarella.removed).toEqual(["«Muzzarella» (Pizzas): queda oculto (lo usan pedidos o descuentos)"]);
  });
});

describe("plate photo type", () => {
  it("is read from the first bytes", () => {
    expect(platePhotoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.contentType).toBe("image/png");
    expect(platePhotoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))?.contentType).toBe("image/jpeg");
    expect(platePhotoTypeOf(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))?.contentType).toBe("image/webp");
    expect(platePhotoTypeOf(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(platePhotoTypeOf(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeNull();
  });
});
