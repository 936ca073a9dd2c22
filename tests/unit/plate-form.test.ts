// The back office's plate form: a price is a whole number of pesos > 0, a size needs a price, a
// group's max is at least its min; blank spare rows are ignored; the owner's '12.000' is 12000.
import { describe, expect, it } from "vitest";
import { parsePesos, plateFormSchema, slugOf } from "~/domain/menu/plate-form";

const base = { categoryId: "1101", name: "Napolitana", price: "13000" };
const errorsOf = (input: Record<string, unknown>) => {
  const r = plateFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("parsePesos", () => {
  it("reads whole pesos as the owner types them", () => {
    expect(parsePesos("12000")).toBe(12000);
    expect(parsePesos("12.000")).toBe(12000);
    expect(parsePesos("$ 12.000")).toBe(12000);
    expect(parsePesos("12,50")).toBeNull();
    expect(parsePesos("12.5")).toBeNull();
    expect(parsePesos("-3")).toBeNull();
    expect(parsePesos("")).toBeNull();
  });
});

describe("plateFormSchema", () => {
  it("a plate with a price", () => {
    const r = plateFormSchema.parse({ ...base, price: "14.500", remarked: "on", visible: "on", indicatorIds: ["1", "2", "2"], version: "3" });
    expect(r).toMatchObject({ categoryId: 1101, name: "Napolitana", price: 14500, remarked: true, visible: true, indicatorIds: [1, 2], version: 3, sizes: [], groups: [] });
  });

  it("a price is a whole number of pesos > 0", () => {
    expect(errorsOf({ ...base, price: "0" })).toEqual({ price: "El precio debe ser un número entero de pesos mayor a 0." });
    expect(errorsOf({ ...base, price: "13000,50" })).toEqual({ price: "El precio debe ser un número entero de pesos mayor a 0." });
    expect(errorsOf({ ...base, price: undefined })).toEqual({ price: "Ingrese el precio del plato o al menos un tamaño con su precio." });
    expect(errorsOf({ ...base, name: " " })).toEqual({ name: "Ingrese el nombre del plato." });
  });

  it("with sizes, the plate's price is the cheapest size's; a size needs a price; blank rows are ignored", () => {
    const r = plateFormSchema.parse({ ...base, price: undefined, sizes: [{ id: "11501", name: "Chica", price: "8000" }, { name: "Grande", price: "11.500" }, {}] });
    expect(r.price).toBe(8000);
    expect(r.sizes).toEqual([
      { id: 11501, name: "Chica", price: 8000 },
      { id: null, name: "Grande", price: 11500 },
    ]);
    expect(errorsOf({ ...base, sizes: [{ name: "Grande" }] })).toEqual({ "sizes.0.price": "Cada tamaño necesita su precio." });
    expect(errorsOf({ ...base, sizes: [{ price: "100" }] })).toEqual({ "sizes.0.name": "Ingrese el nombre del tamaño." });
  });

  it("a group's max is at least its min, it needs a name and an option; options cost 0 unless priced", () => {
    const ok = plateFormSchema.parse({ ...base, groups: [{ name: "Elegí tu bebida", min: "1", max: "1", options: [{ name: "Sprite 1,5 L" }, { name: "Agua", price: "0" }, {}] }, {}] });
    expect(ok.groups).toEqual([{ id: null, name: "Elegí tu bebida", min: 1, max: 1, options: [{ id: null, name: "Sprite 1,5 L", price: 0 }, { id: null, name: "Agua", price: 0 }] }]);
    expect(errorsOf({ ...base, groups: [{ name: "Agregados", min: "3", max: "2", options: [{ name: "Aceitunas" }] }] })).toEqual({ "groups.0.max": "El máximo del grupo debe ser mayor o igual al mínimo." });
    expect(errorsOf({ ...base, groups: [{ min: "1", options: [{ name: "Aceitunas" }] }] })).toEqual({ "groups.0.name": "Ingrese el nombre del grupo." });
    expect(errorsOf({ ...base, groups: [{ name: "Agregados" }] })).toEqual({ "groups.0.name": "El grupo necesita al menos una opción." });
    expect(errorsOf({ ...base, groups: [{ name: "Agregados", options: [{ name: "Jamón", price: "1,5" }] }] })).toEqual({ "groups.0.options.0.price": "El precio debe ser un número entero de pesos (0 si no suma)." });
  });

  it("the maximum quantity is 1 to 99", () => {
    expect(plateFormSchema.parse({ ...base, maxQuantity: "5" }).maxQuantity).toBe(5);
    expect(errorsOf({ ...base, maxQuantity: "0" })).toEqual({ maxQuantity: "La cantidad máxima debe ser un número entero entre 1 y 99." });
  });
});

describe("slugOf", () => {
  it("makes a URL segment of a Spanish name", () => {
    expect(slugOf("Empanada de carne")).toBe("empanada-de-carne");
    expect(slugOf("Flan con dulce de leche (copia)")).toBe("flan-con-dulce-de-leche-copia");
    expect(slugOf("Ñoquis ¡caseros!")).toBe("noquis-caseros");
    expect(slugOf("!!!")).toBe("plato");
  });
});

describe("plateFormSchema: where the plate is sold and the locations' own prices", () => {
  const sales = { sales: "1", modes: ["DELIVERY", "TAKE_AWAY", "TABLE", "SELF_SERVICE"] };
  const palermo = { id: "1201", sold: "on", price: "" };

  it("every mode checked is every mode (null); a location like the shared menu stores nothing", () => {
    const r = plateFormSchema.parse({ ...base, ...sales, locations: [palermo, { id: "1202", sold: "on", price: "13.000" }] });
    expect(r.orderModeTypes).toBeNull();
    // '13.000' is the shared price typed again: no price of its own.
    expect(r.locations).toEqual([]);
  });

  it("a location's own price, a location that does not sell it, and only take-away", () => {
    const r = plateFormSchema.parse({
      ...base,
      sales: "1",
      modes: "TAKE_AWAY",
      locations: [palermo, { id: "1202", sold: "on", price: "14.200" }, { id: "1203", price: "" }],
    });
    expect(r.orderModeTypes).toEqual(["TAKE_AWAY"]);
    expect(r.locations).toEqual([
      { branchContactId: 1202, sold: true, price: 14200, sizePrices: [] },
      { branchContactId: 1203, sold: false, price: null, sizePrices: [] },
    ]);
  });

  it("with sizes, each size has its own price per location, read by the form's size row (blank rows skipped)", () => {
    const r = plateFormSchema.parse({
      ...base,
      ...sales,
      price: undefined,
      sizes: [{ id: "11501", name: "Chica", price: "8000" }, {}, { id: "11502", name: "Grande", price: "11500" }],
      locations: [{ id: "1202", sold: "on", price: "999", sizePrices: ["", "", "12.400"] }],
    });
    expect(r.locations).toEqual([{ branchContactId: 1202, sold: true, price: null, sizePrices: [null, 12400] }]);
  });

  it("refuses no mode, no location selling it, and a bad location price, in Spanish", () => {
    expect(errorsOf({ ...base, sales: "1", locations: [{ id: "1201" }, { id: "1202", price: "0" }] })).toEqual({
      modes: "Elija al menos un modo de pedido en el que se vende.",
      locations: "Elija al menos un local que lo venda.",
      "locations.1.price": "El precio debe ser un número entero de pesos mayor a 0.",
    });
    expect(errorsOf({ ...base, ...sales, sizes: [{ name: "Chica", price: "8000" }], locations: [{ id: "1202", sold: "on", sizePrices: ["8,5"] }] })).toEqual({
      "locations.0.sizePrices.0": "El precio debe ser un número entero de pesos mayor a 0.",
    });
  });

  it("a form without the section (an older client) sells it everywhere at the shared prices", () => {
    const r = plateFormSchema.parse(base);
    expect(r.orderModeTypes).toBeNull();
    expect(r.locations).toEqual([]);
  });
});
