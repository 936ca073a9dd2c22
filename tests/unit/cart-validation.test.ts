import { describe, expect, it } from "vitest";
import { groupHint, setGarnishQuantity, toggleGarnish, validateAddition } from "../../app/domain/cart/cart";
import { agregados, bebida, combo, muzzarella, napolitana } from "./fixtures";

const add = (over: Partial<Parameters<typeof validateAddition>[1]> = {}) => ({
  sizeId: null, quantity: 1, notes: "", extras: [], ...over,
});
const err = (r: ReturnType<typeof validateAddition>) => (r.ok ? null : r.error);

describe("validateAddition (storefront.md §5 Plate and cart)", () => {
  it("accepts a valid Muzzarella Grande with two agregados", () => {
    const r = validateAddition(muzzarella, add({ sizeId: 12, extras: [{ groupId: 10, groupItems: [{ referenceId: 101, quantity: 1 }, { referenceId: 102, quantity: 1 }] }] }), 250);
    expect(r).toEqual({ ok: true });
  });
  it("mandatory single-choice group needs a selection", () => {
    expect(err(validateAddition(combo, add(), 250))).toBe("Revise que haya agregado la cantidad correcta de opcionales");
    expect(validateAddition(combo, add({ extras: [{ groupId: 20, groupItems: [{ referenceId: 201, quantity: 1 }] }] }), 250).ok).toBe(true);
  });
  it("group total above its max", () => {
    const extras = [{ groupId: 10, groupItems: [{ referenceId: 101, quantity: 2 }, { referenceId: 102, quantity: 2 }] }];
    expect(err(validateAddition(muzzarella, add({ sizeId: 11, extras }), 250))).toBe(
      "Ya se ha seleccionado el maximo de opcionales permitidos en este grupo",
    );
  });
  it("a single garnish above the max, or repeated in a single-choice group", () => {
    const many = [{ groupId: 10, groupItems: [{ referenceId: 101, quantity: 4 }] }];
    expect(err(validateAddition(muzzarella, add({ sizeId: 11, extras: many }), 250))).toBe("No se pueden agregar mas que el máximo");
    const twice = [{ groupId: 20, groupItems: [{ referenceId: 202, quantity: 2 }] }];
    expect(err(validateAddition(combo, add({ extras: twice }), 250))).toBe("No se pueden agregar mas que el máximo");
  });
  it("maxQuantity 5 counts the units already in the cart", () => {
    const extras = [{ groupId: 20, groupItems: [{ referenceId: 203, quantity: 1 }] }];
    expect(validateAddition(combo, add({ quantity: 5, extras }), 250).ok).toBe(true);
    expect(err(validateAddition(combo, add({ quantity: 2, extras }), 250, 4))).toBe(
      "Has alcanzado el máximo de unidades (5) para este producto",
    );
  });
  it("caps any plate at 9999999 units", () => {
    expect(err(validateAddition(napolitana, add({ quantity: 10_000_000 }), 250))).toBe(
      "Has alcanzado el máximo de unidades (9999999) para este producto",
    );
  });
  it("quantity at least 1", () => {
    expect(err(validateAddition(napolitana, add({ quantity: 0 }), 250))).toBe("La cantidad debe ser al menos 1");
    expect(err(validateAddition(napolitana, add({ quantity: 1.5 }), 250))).toBe("La cantidad debe ser al menos 1");
  });
  it("sizes must belong to the plate", () => {
    expect(err(validateAddition(muzzarella, add(), 250))).toBe("Elige un tamaño para continuar");
    expect(err(validateAddition(muzzarella, add({ sizeId: 99 }), 250))).toBe("El tamaño elegido no corresponde a este producto");
    expect(err(validateAddition(napolitana, add({ sizeId: 11 }), 250))).toBe("El tamaño elegido no corresponde a este producto");
  });
  it("garnishes must belong to the plate's group", () => {
    const foreign = [{ groupId: 10, groupItems: [{ referenceId: 201, quantity: 1 }] }];
    expect(err(validateAddition(muzzarella, add({ sizeId: 11, extras: foreign }), 250))).toBe("El opcional elegido no corresponde a este producto");
    const otherPlate = [{ groupId: 10, groupItems: [{ referenceId: 101, quantity: 1 }] }];
    expect(err(validateAddition(napolitana, add({ extras: otherPlate }), 250))).toBe("El opcional elegido no corresponde a este producto");
    const negative = [{ groupId: 10, groupItems: [{ referenceId: 101, quantity: -1 }] }];
    expect(err(validateAddition(muzzarella, add({ sizeId: 11, extras: negative }), 250))).toBe("La cantidad de opcionales no es válida");
  });
  it("notes limit 250, configurable or disabled", () => {
    expect(validateAddition(napolitana, add({ notes: "x".repeat(250) }), 250).ok).toBe(true);
    expect(err(validateAddition(napolitana, add({ notes: "x".repeat(251) }), 250))).toBe("Las notas no pueden superar los 250 caracteres");
    expect(err(validateAddition(napolitana, add({ notes: "sin sal" }), null))).toBe("Este local no admite notas en los productos");
  });
});

describe("garnish selection helpers (storefront.md §5, §2 Item detail hints)", () => {
  it("a single-choice group with max 1 swaps the selection", () => {
    const first = toggleGarnish(bebida, undefined, 201).selection;
    expect(toggleGarnish(bebida, first, 202)).toEqual({
      selection: { groupId: 20, groupItems: [{ referenceId: 202, quantity: 1 }] },
      error: null,
    });
  });
  it("toggling a chosen garnish deselects it; a full group refuses another", () => {
    const full = { groupId: 10, groupItems: [{ referenceId: 101, quantity: 2 }, { referenceId: 102, quantity: 1 }] };
    expect(toggleGarnish(agregados, full, 103).error).toBe("Ya se ha seleccionado el maximo de opcionales permitidos en este grupo");
    expect(toggleGarnish(agregados, full, 102).selection.groupItems).toEqual([{ referenceId: 101, quantity: 2 }]);
  });
  it("counters refuse one garnish above the max and a full group", () => {
    expect(setGarnishQuantity(agregados, undefined, 101, 4).error).toBe("No se pueden agregar mas que el máximo");
    const two = { groupId: 10, groupItems: [{ referenceId: 101, quantity: 2 }] };
    expect(setGarnishQuantity(agregados, two, 102, 2).error).toBe("Ya se ha seleccionado el maximo de opcionales permitidos en este grupo");
    expect(setGarnishQuantity(agregados, two, 101, 0).selection.groupItems).toEqual([]);
  });
  it("hints 'Elige N', 'hasta N', 'Llegaste al máximo de N'", () => {
    expect(groupHint(bebida, undefined)).toBe("Elige 1");
    expect(groupHint(agregados, undefined)).toBe("hasta 3");
    expect(groupHint(agregados, { groupId: 10, groupItems: [{ referenceId: 101, quantity: 3 }] })).toBe("Llegaste al máximo de 3");
  });
});
