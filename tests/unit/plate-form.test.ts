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
