import { describe, expect, it } from "vitest";
import {
  type AddressInput,
  addressModeFor,
  completeListMessage,
  isLocationComplete,
  joinSpanish,
  missingComplexFields,
  placeCompletenessMessage,
  addressReturnPath,
  validateAddress,
} from "../../app/domain/address/address";

// storefront.md §5 "Address, simple mode" / "Address, complex mode"
const empty: AddressInput = {
  tab: "direccion",
  direccion: "",
  lat: null,
  lng: null,
  street: "",
  number: "",
  noNumber: false,
  postalCode: "",
  province: "",
  city: "",
  country: "",
  betweenStreets: "",
  details: "",
};
const gurruchaga: AddressInput = {
  ...empty,
  direccion: "Gurruchaga 1500, Palermo, CABA",
  lat: -34.5893,
  lng: -58.4262,
  street: "Gurruchaga",
  number: "1500",
  postalCode: "C1414",
  province: "Palermo",
  city: "CABA",
  country: "AR",
};
const simple = { mode: "simple" as const, betweenStreetsRequired: false };

describe("simple mode (§5)", () => {
  it("needs an address and a chosen place", () => {
    const r = validateAddress(empty, simple);
    expect(r).toEqual({ ok: false, errors: { direccion: "Ingrese una dirección", coords: "Seleccione una dirección para continuar" } });
  });

  it("typed but not chosen: 'Seleccione una dirección para continuar'", () => {
    const r = validateAddress({ ...empty, direccion: "Gurruchaga" }, simple);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ coords: "Seleccione una dirección para continuar" });
  });

  it("location tab: 'Debe obtener sus coordenadas antes de continuar'", () => {
    const r = validateAddress({ ...empty, tab: "coordenadas" }, simple);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ coords: "Debe obtener sus coordenadas antes de continuar" });
  });

  it("entrecalles when betweenStreetsRequired (Belgrano)", () => {
    const r = validateAddress(gurruchaga, { mode: "simple", betweenStreetsRequired: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ betweenStreets: "Ingrese entrecalles" });
    expect(validateAddress({ ...gurruchaga, betweenStreets: "Honduras y Gorriti" }, { mode: "simple", betweenStreetsRequired: true }).ok).toBe(true);
  });

  it("builds the §3 user location", () => {
    const r = validateAddress({ ...gurruchaga, details: " Timbre 3B ", betweenStreets: "" }, simple);
    expect(r).toEqual({
      ok: true,
      location: {
        fullAddress: "Gurruchaga 1500, Palermo, CABA",
        street: "Gurruchaga",
        number: "1500",
        city: "CABA",
        locality: "Palermo",
        postalCode: "C1414",
        country: "ar",
        lat: -34.5893,
        lng: -58.4262,
        betweenStreets: null,
        details: "Timbre 3B",
        noNumber: false,
        geocoded: true,
      },
    });
  });

  it("coordinates only (location tab) get a coordinates label", () => {
    const r = validateAddress({ ...empty, tab: "coordenadas", lat: -34.6, lng: -58.4 }, simple);
    expect(r.ok && r.location.fullAddress).toBe("-34.60000, -58.40000");
  });

  it("rejects impossible coordinates", () => {
    expect(validateAddress({ ...gurruchaga, lat: 123 }, simple).ok).toBe(false);
  });
});

describe("complex mode (§5)", () => {
  const complex = { mode: "complex" as const, betweenStreetsRequired: false };

  it("lists what is missing", () => {
    expect(missingComplexFields({ street: "", number: "", noNumber: false, postalCode: "", province: "x", city: "y" })).toEqual([
      "street",
      "number",
      "postalCode",
    ]);
    expect(missingComplexFields({ street: "a", number: "", noNumber: true, postalCode: "1", province: "x", city: "y" })).toEqual([]);
  });

  it("'Debes completar {list} para avanzar'", () => {
    const r = validateAddress({ ...gurruchaga, postalCode: "", number: "" }, complex);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.form).toBe("Debes completar la altura y el código postal para avanzar");
      expect(r.errors.number).toBe("Ingrese la altura");
    }
    expect(validateAddress(gurruchaga, complex).ok).toBe(true);
  });

  it("no number: the number is dropped", () => {
    const r = validateAddress({ ...gurruchaga, number: "99", noNumber: true }, complex);
    expect(r.ok && r.location.number).toBeNull();
  });

  it("toast after picking an incomplete place", () => {
    const place = { id: "x", fullAddress: "Gurruchaga, CABA", street: "Gurruchaga", number: null, city: "CABA", locality: null, postalCode: null, country: "ar", lat: 0, lng: 0 };
    expect(placeCompletenessMessage(place)).toBe("Debes completar la altura, el código postal y la provincia para avanzar");
    expect(placeCompletenessMessage({ ...place, number: "1", locality: "CABA", postalCode: "C1" })).toBeNull();
  });

  it("joins lists in Spanish", () => {
    expect(joinSpanish(["a"])).toBe("a");
    expect(joinSpanish(["a", "b", "c"])).toBe("a, b y c");
    expect(completeListMessage("la calle")).toBe("Debes completar la calle para avanzar");
  });

  it("is enabled per branch-contact id by the ADDRESS_FORM customization", () => {
    const custom = [{ resource: "ADDRESS_FORM", commands: JSON.stringify({ complexAddressBranchContactIds: [112] }) }];
    expect(addressModeFor(112, custom)).toBe("complex");
    expect(addressModeFor(111, custom)).toBe("simple");
    expect(addressModeFor(112, [{ resource: "CATEGORY_LIST", commands: '{"complexAddressBranchContactIds":[112]}' }])).toBe("simple");
    expect(addressModeFor(112, [{ resource: "ADDRESS_FORM", commands: "not json" }])).toBe("simple");
    expect(addressModeFor(900001, [])).toBe("complex");
  });
});

describe("stored location", () => {
  it("counts as complete with city, postal code and locality, or geocoded", () => {
    expect(isLocationComplete(null)).toBe(false);
    expect(isLocationComplete({ city: "CABA", postalCode: "C1414", locality: "Palermo" })).toBe(true);
    expect(isLocationComplete({ city: "CABA" })).toBe(false);
    expect(isLocationComplete({ geocoded: true })).toBe(true);
  });
});

describe("?volver= stays on the alias", () => {
  it("keeps paths of the same alias", () => {
    expect(addressReturnPath("/menu/pizzeria-palermo/delivery", "pizzeria-palermo")).toBe("/menu/pizzeria-palermo/delivery");
    expect(addressReturnPath("/menu/pizzeria-palermo/delivery?info=1", "pizzeria-palermo")).toBe("/menu/pizzeria-palermo/delivery?info=1");
    expect(addressReturnPath("/menu/pizzeria-palermo", "pizzeria-palermo")).toBe("/menu/pizzeria-palermo");
  });

  it("rejects other hosts, aliases and itself", () => {
    for (const bad of ["https://evil.example/menu/pizzeria-palermo", "//evil.example", "/menu/pizzeria-palermo-x/delivery", "/menu/otro-local/delivery", "/menu/pizzeria-palermo/direccion", null, ""]) {
      expect(addressReturnPath(bad, "pizzeria-palermo")).toBe("/menu/pizzeria-palermo");
    }
  });
});
