import { describe, expect, it } from "vitest";
import {
  type DeliveryZone,
  deliveryTerms,
  minimumProgress,
  minimumProgressText,
  zoneContains,
  zoneForPoint,
} from "../../app/domain/address/delivery";

// demo-tenant.md "Delivery at Palermo"
const palermo: DeliveryZone = {
  id: 1111,
  name: "Palermo",
  polygon: [
    [-34.568, -58.431],
    [-34.568, -58.391],
    [-34.608, -58.391],
    [-34.608, -58.431],
  ],
  fee: 1500,
  cashFee: 2000,
  minimumOrder: 6000,
  freeDeliveryFrom: 30000,
  active: true,
  position: 0,
  cashAllowed: true,
};
const gurruchaga = { lat: -34.5893, lng: -58.4262 };
const santaFe3400 = { lat: -34.5868, lng: -58.4128 };
const avellaneda = { lat: -34.662, lng: -58.365 };

const outer: DeliveryZone = {
  ...palermo,
  id: 2,
  name: "Ampliada",
  polygon: [
    [-34.5, -58.5],
    [-34.5, -58.3],
    [-34.7, -58.3],
    [-34.7, -58.5],
  ],
  minimumOrder: 10000,
  freeDeliveryFrom: 40000,
  position: 1,
};

describe("delivery zones (demo-tenant.md Delivery at Palermo)", () => {
  it("knows the demo addresses", () => {
    expect(zoneContains(palermo, gurruchaga)).toBe(true);
    expect(zoneContains(palermo, santaFe3400)).toBe(true);
    expect(zoneContains(palermo, avellaneda)).toBe(false);
  });

  it("accepts a closed ring and rejects degenerate input", () => {
    expect(zoneContains({ polygon: [...palermo.polygon, palermo.polygon[0]] }, gurruchaga)).toBe(true);
    expect(zoneContains({ polygon: palermo.polygon.slice(0, 2) }, gurruchaga)).toBe(false);
    expect(zoneContains(palermo, { lat: Number.NaN, lng: -58.4 })).toBe(false);
  });

  it("picks the first active zone by position", () => {
    expect(zoneForPoint([outer, palermo], gurruchaga)?.name).toBe("Palermo");
    expect(zoneForPoint([outer, palermo], avellaneda)?.name).toBe("Ampliada");
    expect(zoneForPoint([{ ...palermo, active: false }], gurruchaga)).toBeNull();
  });
});

describe("delivery terms for the cart page", () => {
  it("uses the zone of a known location", () => {
    expect(deliveryTerms([palermo, outer], santaFe3400)).toMatchObject({
      inside: true, minimumOrder: 6000, freeDeliveryFrom: 30000,
    });
    expect(deliveryTerms([palermo, outer], avellaneda)).toMatchObject({
      inside: true, minimumOrder: 10000, freeDeliveryFrom: 40000,
    });
  });

  it("without a location takes the lowest minimum: $ 6.000 for Palermo", () => {
    expect(deliveryTerms([palermo], null)).toEqual({
      zone: null, inside: null, minimumOrder: 6000, freeDeliveryFrom: 30000,
    });
    expect(deliveryTerms([outer, palermo], undefined)).toMatchObject({ minimumOrder: 6000, freeDeliveryFrom: 30000 });
  });

  it("outside every zone: inside false, lowest minimum", () => {
    expect(deliveryTerms([palermo], avellaneda)).toMatchObject({ inside: false, minimumOrder: 6000 });
  });

  it("no zones: no minimum", () => {
    expect(deliveryTerms([], gurruchaga)).toEqual({ zone: null, inside: null, minimumOrder: 0, freeDeliveryFrom: null });
  });
});

describe("minimum-order progress (storefront.md §2 Cart page)", () => {
  const terms = { minimumOrder: 6000, freeDeliveryFrom: 30000 };

  it("runs toward the minimum first", () => {
    expect(minimumProgress(4500, terms)).toEqual({
      stage: "minimum", minimumMet: false, target: 6000, missing: 1500, percent: 75,
    });
    expect(minimumProgressText(minimumProgress(4500, terms), 6000)).toBe(
      "Suma $ 1.500 en productos para alcanzar el pedido mínimo de $ 6.000",
    );
  });

  it("then toward free delivery, from exactly the minimum", () => {
    expect(minimumProgress(6000, terms)).toEqual({
      stage: "freeDelivery", minimumMet: true, target: 30000, missing: 24000, percent: 20,
    });
    expect(minimumProgressText(minimumProgress(18500, terms), 6000)).toBe(
      "Suma $ 11.500 en productos para tener envío gratis",
    );
  });

  it("is done at the free-delivery amount", () => {
    expect(minimumProgress(30000, terms)).toEqual({
      stage: "done", minimumMet: true, target: 30000, missing: 0, percent: 100,
    });
    expect(minimumProgressText(minimumProgress(31000, terms), 6000)).toBe("¡Tu pedido tiene envío gratis!");
  });

  it("shows nothing without minimum nor free delivery", () => {
    expect(minimumProgress(0, { minimumOrder: 0, freeDeliveryFrom: null })).toMatchObject({ stage: "none", minimumMet: true });
    expect(minimumProgressText(minimumProgress(0, { minimumOrder: 0, freeDeliveryFrom: null }), 0)).toBeNull();
  });

  it("an empty cart is below the minimum", () => {
    expect(minimumProgress(0, terms)).toMatchObject({ stage: "minimum", missing: 6000, percent: 0 });
  });
});
