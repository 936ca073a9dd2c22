// The locations' own prices in the menu CSV (app/domain/menu/menu-sheet.ts, one column
// 'precio {local}' per location of the branch) and what an import changes of them
// (app/domain/menu/menu-import-plan.ts): on arrays of cells, no file, no storage.
import { describe, expect, it } from "vitest";
import { importPricesUnderFixedDiscount } from "~/domain/menu/fixed-discount-floor";
import { auditedPlate, planImport, planIsEmpty, plannedLocations, type StoredCategory } from "~/domain/menu/menu-import-plan";
import { menuToRows, readSheet, SHEET_COLUMNS, type SheetLocation, type SheetMenu, type SheetRow } from "~/domain/menu/menu-sheet";

const PALERMO: SheetLocation = { id: 1, name: "Sabores Palermo" };
const BELGRANO: SheetLocation = { id: 2, name: "Sabores Belgrano" };
const LOCATIONS = [PALERMO, BELGRANO];

const STORED: StoredCategory[] = [
  {
    id: 1,
    name: "Pizzas",
    visible: true,
    referenced: false,
    plates: [
      {
        id: 10,
        name: "Muzzarella",
        description: null,
        price: 8000,
        visible: true,
        version: 3,
        maxQuantity: null,
        remarked: false,
        indicatorIds: [],
        referenced: false,
        notSoldAt: [],
        sizes: [
          { id: 100, name: "Chica", price: 8000 },
          { id: 101, name: "Grande", price: 11500, locationPrices: { 2: 12400 } },
        ],
        groups: [],
      },
      // Belgrano does not sell the Fugazzeta; Palermo sells it at its own price.
      {
        id: 11,
        name: "Fugazzeta",
        description: null,
        price: 13000,
        visible: true,
        version: 1,
        maxQuantity: null,
        remarked: false,
        indicatorIds: [],
        referenced: false,
        notSoldAt: [2],
        locationPrices: { 1: 13500 },
        sizes: [],
        groups: [],
      },
    ],
  },
];

const header = [...SHEET_COLUMNS, "precio Sabores Palermo", "precio Sabores Belgrano"];
const rowsOf = (lines: string[][], head = header): SheetRow[] => [{ line: 1, cells: head }, ...lines.map((cells, i) => ({ line: i + 2, cells }))];
/** A row: the shared columns, then Palermo's and Belgrano's prices. */
const r = (tipo: string, plato = "", tamano = "", precio = "", palermo = "", belgrano = "", grupo = "", opcion = "") => [
  tipo,
  "Pizzas",
  plato,
  tamano,
  grupo,
  opcion,
  "",
  precio,
  "",
  "",
  "",
  palermo,
  belgrano,
];
const sheetOfStored = (): SheetMenu =>
  STORED.map((c) => ({
    name: c.name,
    visible: c.visible,
    plates: c.plates.map((p) => ({ ...p, sizes: p.sizes.map(({ name, price, locationPrices }) => ({ name, price, locationPrices })), groups: [] })),
  }));

describe("menu CSV: a column of prices per location", () => {
  it("the export has one column per location, filled where the location has its own price; read back and planned it changes nothing", () => {
    const rows = menuToRows(sheetOfStored(), LOCATIONS);
    expect(rows[0]).toEqual(header);
    expect(rows).toContainEqual(["plato", "Pizzas", "Muzzarella", "", "", "", "", "", "", "", "sí", "", ""]);
    expect(rows).toContainEqual(["tamaño", "Pizzas", "Muzzarella", "Grande", "", "", "", "11500", "", "", "", "", "12400"]);
    expect(rows).toContainEqual(["plato", "Pizzas", "Fugazzeta", "", "", "", "", "13000", "", "", "sí", "13500", ""]);
    const read = readSheet(
      rows.map((cells, i) => ({ line: i + 1, cells })),
      LOCATIONS
    );
    expect(read.errors).toEqual([]);
    expect(planIsEmpty(planImport(STORED, read.menu, LOCATIONS))).toBe(true);
  });

  it("a file without a location's column (an older export) keeps that location's own prices as stored", () => {
    const none = menuToRows(sheetOfStored());
    expect(none[0]).toEqual([...SHEET_COLUMNS]);
    const read = readSheet(
      none.map((cells, i) => ({ line: i + 1, cells })),
      LOCATIONS
    );
    expect(read.errors).toEqual([]);
    expect(read.columns).toEqual([]);
    expect(read.menu[0].plates[1].locationPrices).toBeUndefined();
    const plan = planImport(STORED, read.menu, LOCATIONS, read.columns);
    expect(planIsEmpty(plan)).toBe(true);

    // Only Belgrano's column, its Grande emptied: Belgrano's price goes, Palermo's Fugazzeta keeps its own.
    const menu = sheetOfStored();
    delete menu[0].plates[0].sizes[1].locationPrices;
    menu[0].plates[1].price = 13200;
    const belgrano = readSheet(
      menuToRows(menu, [BELGRANO]).map((cells, i) => ({ line: i + 1, cells })),
      LOCATIONS
    );
    expect(belgrano.columns).toEqual([BELGRANO.id]);
    const changed = planImport(STORED, belgrano.menu, LOCATIONS, belgrano.columns);
    expect(changed.changed).toEqual([
      "«Muzzarella» (Pizzas): tamaño «Grande» en Sabores Belgrano $ 12.400 → $ 11.500 (el de la carta)",
      "«Fugazzeta» (Pizzas): precio $ 13.000 → $ 13.200",
    ]);
    expect(changed.changedPlates[1].plate.locationPrices).toEqual({ 1: 13500 });
  });

  it("the dry run names each location's price that changes, keeps Belgrano not selling the Fugazzeta, and a size's price at a location", () => {
    const read = readSheet(
      rowsOf([
        r("categoría"),
        r("plato", "Muzzarella"),
        r("tamaño", "Muzzarella", "Chica", "8000", "8.300"),
        r("tamaño", "Muzzarella", "Grande", "11500", "", "$ 12.900"),
        r("plato", "Fugazzeta", "", "13000", "12.500", "14000"),
      ]),
      LOCATIONS
    );
    expect(read.errors).toEqual([]);
    const plan = planImport(STORED, read.menu, LOCATIONS);
    expect(plan.changed).toEqual([
      "«Muzzarella» (Pizzas): tamaño «Chica» en Sabores Palermo $ 8.000 (el de la carta) → $ 8.300; tamaño «Grande» en Sabores Belgrano $ 12.400 → $ 12.900",
      "«Fugazzeta» (Pizzas): precio en Sabores Palermo $ 13.500 → $ 12.500; precio en Sabores Belgrano $ 13.000 (el de la carta) → $ 14.000",
    ]);
    const [muzzarella, fugazzeta] = plan.changedPlates;
    expect(plannedLocations(muzzarella.plate, muzzarella.stored)).toEqual([
      { branchContactId: 1, sold: true, price: null, sizePrices: [8300, null] },
      { branchContactId: 2, sold: true, price: null, sizePrices: [null, 12900] },
    ]);
    // Belgrano keeps not selling it (the file has no column for that), with its price for when it does.
    expect(plannedLocations(fugazzeta.plate, fugazzeta.stored)).toEqual([
      { branchContactId: 1, sold: true, price: 12500, sizePrices: [] },
      { branchContactId: 2, sold: false, price: 14000, sizePrices: [] },
    ]);
    // The history stores the locations as the plate editor does, not inside the sizes.
    expect(auditedPlate(muzzarella.plate, muzzarella.stored)).toMatchObject({
      sizes: [
        { id: 100, name: "Chica", price: 8000 },
        { id: 101, name: "Grande", price: 11500 },
      ],
    });
    expect(auditedPlate(muzzarella.plate, muzzarella.stored).sizes[0]).not.toHaveProperty("locationPrices");
  });

  it("a price the file lowers to a fixed discount's amount, at a location or shared, is a bad row on its line", () => {
    const read = readSheet(
      rowsOf([
        r("categoría"),
        r("plato", "Muzzarella"),
        r("tamaño", "Muzzarella", "Chica", "8000"),
        r("tamaño", "Muzzarella", "Grande", "11500", "", "12400"),
        r("plato", "Fugazzeta", "", "13000", "12.500", "14000"),
      ]),
      LOCATIONS
    );
    const plan = planImport(STORED, read.menu, LOCATIONS);
    const names = new Map(LOCATIONS.map((l) => [l.id, l.name]));
    expect(importPricesUnderFixedDiscount(plan.changedPlates, read.lineOf, new Map([[11, [{ name: "Fuga -$ 12.500", fixedDiscount: 12500 }]]]), names)).toEqual(
      ["Línea 6: el precio en Sabores Palermo debe ser mayor que los $ 12.500 que descuenta la promoción «Fuga -$ 12.500»."]
    );
    expect(importPricesUnderFixedDiscount(plan.changedPlates, read.lineOf, new Map([[11, [{ name: "Fuga -$ 12.400", fixedDiscount: 12400 }]]]), names)).toEqual(
      []
    );
    // The Muzzarella is unchanged by the file: not checked again.
    expect(importPricesUnderFixedDiscount(plan.changedPlates, read.lineOf, new Map([[10, [{ name: "Pizza -$ 9.000", fixedDiscount: 9000 }]]]), names)).toEqual(
      []
    );
    const lowered = readSheet(
      rowsOf([r("categoría"), r("plato", "Muzzarella"), r("tamaño", "Muzzarella", "Chica", "7000"), r("tamaño", "Muzzarella", "Grande", "11500", "", "12400")]),
      LOCATIONS
    );
    const loweredPlan = planImport(STORED, lowered.menu, LOCATIONS);
    expect(
      importPricesUnderFixedDiscount(loweredPlan.changedPlates, lowered.lineOf, new Map([[10, [{ name: "Pizza -$ 7.000", fixedDiscount: 7000 }]]]), names)
    ).toEqual(["Línea 4: el precio de Chica debe ser mayor que los $ 7.000 que descuenta la promoción «Pizza -$ 7.000»."]);
  });

  it("emptied location cells go back to the shared price, and the change says so", () => {
    const menu = sheetOfStored();
    delete menu[0].plates[1].locationPrices;
    menu[0].plates[1].price = 13200;
    const plan = planImport(STORED, menu, LOCATIONS);
    expect(plan.changed).toEqual(["«Fugazzeta» (Pizzas): precio $ 13.000 → $ 13.200; precio en Sabores Palermo $ 13.500 → $ 13.200 (el de la carta)"]);
    expect(plannedLocations(plan.changedPlates[0].plate, plan.changedPlates[0].stored)).toEqual([
      { branchContactId: 2, sold: false, price: null, sizePrices: [] },
    ]);
  });

  it("a new plate or size with location prices lists them", () => {
    const menu = sheetOfStored();
    menu[0].plates[0].sizes.push({ name: "Familiar", price: 15000, locationPrices: { 1: 15500 } });
    menu[0].plates.push({ name: "Calabresa", description: null, price: 14000, visible: true, locationPrices: { 2: 14800 }, sizes: [], groups: [] });
    const plan = planImport(STORED, menu, LOCATIONS);
    expect(plan.changed).toEqual(["«Muzzarella» (Pizzas): tamaño nuevo «Familiar» $ 15.000, en Sabores Palermo $ 15.500"]);
    expect(plan.added).toEqual(["Plato «Calabresa» en «Pizzas»"]);
    expect(plannedLocations(plan.newPlates[0].plate, null)).toEqual([{ branchContactId: 2, sold: true, price: 14800, sizePrices: [] }]);
  });

  it("bad location prices, a location price where it has no place, and a column of no location: each refused with its line", () => {
    const read = readSheet(
      rowsOf([
        r("categoría", "", "", "", "9000"),
        r("plato", "Muzzarella", "", "", "8000"),
        r("tamaño", "Muzzarella", "Chica", "8000", "0"),
        r("tamaño", "Muzzarella", "Grande", "11500", "", "doce mil"),
        r("plato", "Fugazzeta", "", "13000", "-500"),
        r("grupo", "Fugazzeta", "", "", "", "100", "Extras"),
        r("opción", "Fugazzeta", "", "", "", "", "Extras", "Aceitunas"),
      ]),
      LOCATIONS
    );
    expect(read.errors).toEqual([
      "Línea 2: la columna «precio Sabores Palermo» va solo en filas de plato o de tamaño; déjela vacía.",
      "Línea 3: un plato con tamaños lleva el precio de cada local en las filas de sus tamaños; deje vacías las de la fila del plato.",
      "Línea 4: el precio en Sabores Palermo debe ser un número entero de pesos mayor que 0.",
      "Línea 5: el precio en Sabores Belgrano debe ser un número entero de pesos mayor que 0.",
      "Línea 6: el precio en Sabores Palermo debe ser un número entero de pesos mayor que 0.",
      "Línea 7: la columna «precio Sabores Belgrano» va solo en filas de plato o de tamaño; déjela vacía.",
    ]);

    const unknown = readSheet(
      rowsOf([r("categoría")], [...SHEET_COLUMNS, "Precio Sabores Recoleta", "precio sabores palermo", "PRECIO SABORES PALERMO"]),
      LOCATIONS
    );
    expect(unknown.errors).toEqual([
      "Línea 1: la columna «Precio Sabores Recoleta» no es de ningún local de la sucursal (sus locales: Sabores Palermo, Sabores Belgrano).",
      "Línea 1: la columna «PRECIO SABORES PALERMO» está repetida.",
    ]);
  });
});
