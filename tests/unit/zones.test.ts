import { describe, expect, it } from "vitest";
import type { DeliveryZone } from "../../app/domain/address/delivery";
import { zoneForPoint } from "../../app/domain/address/delivery";
import { deliveryFeeFor, deliveryInfo, outsideHint, underHeaderDelivery } from "../../app/domain/address/zones";

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

describe("delivery info (§3, §7 deliveryzones/fee)", () => {
  it("Gurruchaga 1500 and Av. Santa Fe 3400 are inside Palermo", () => {
    for (const p of [gurruchaga, santaFe3400]) {
      expect(deliveryInfo([palermo], p)).toEqual({
        status: "INSIDE",
        inside: true,
        providerFailure: false,
        fee: 1500,
        cashFee: 2000,
        minimumOrderPrice: 6000,
        freeDeliveryAmount: 30000,
      });
    }
  });

  it("Av. Mitre 500, Avellaneda is outside; no zones is outside", () => {
    expect(deliveryInfo([palermo], avellaneda)).toMatchObject({ status: "OUT_OF_COVERAGE_AREA", inside: false, fee: null });
    expect(deliveryInfo([], gurruchaga).inside).toBe(false);
    expect(deliveryInfo([{ ...palermo, active: false }], gurruchaga).inside).toBe(false);
  });

  it("overlapping zones give the cheapest", () => {
    const big: DeliveryZone = {
      ...palermo,
      id: 2,
      name: "Gran Buenos Aires",
      polygon: [
        [-34.5, -58.5],
        [-34.5, -58.3],
        [-34.7, -58.3],
        [-34.7, -58.5],
      ],
      fee: 900,
      cashFee: null,
      position: 5,
    };
    expect(zoneForPoint([palermo, big], gurruchaga)?.id).toBe(2);
    expect(deliveryInfo([palermo, big], gurruchaga)).toMatchObject({ fee: 900, cashFee: 900 });
    // equal fees: cash fee decides, then position
    expect(zoneForPoint([palermo, { ...big, fee: 1500, cashFee: 1800 }], gurruchaga)?.id).toBe(2);
    expect(zoneForPoint([{ ...big, fee: 1500, cashFee: 2000, minimumOrder: 6000 }, palermo], gurruchaga)?.id).toBe(1111);
  });

  it("fee by payment method, 0 from the free-delivery amount", () => {
    const info = deliveryInfo([palermo], gurruchaga);
    expect(deliveryFeeFor(info, 10000)).toBe(1500);
    expect(deliveryFeeFor(info, 10000, "CASH")).toBe(2000);
    expect(deliveryFeeFor(info, 10000, "ONLINE")).toBe(1500);
    expect(deliveryFeeFor(info, 30000, "CASH")).toBe(0);
    expect(deliveryFeeFor(deliveryInfo([palermo], avellaneda), 10000)).toBeNull();
  });
});

describe("under the header (§2)", () => {
  const base = { zones: [palermo], itemsTotal: 0, minDelayInMinutes: 30, maxDelayInMinutes: 45, takeAway: { name: "Retiro en local", slug: "take-away" } };

  it("shows arrives in, fee, minimum and free-from", () => {
    expect(underHeaderDelivery({ ...base, location: gurruchaga })).toEqual({
      arrivesIn: "30-45 min",
      shipping: "$ 1.500",
      minimum: "$ 6.000",
      freeFrom: "Envío gratis desde $ 30.000",
      outside: null,
    });
    expect(underHeaderDelivery({ ...base, location: gurruchaga, itemsTotal: 30000 }).shipping).toBe("Gratis");
  });

  it("without a location quotes the cheapest zone", () => {
    expect(underHeaderDelivery({ ...base, location: null })).toMatchObject({ shipping: "$ 1.500", minimum: "$ 6.000", outside: null });
    expect(underHeaderDelivery({ ...base, zones: [], location: null })).toMatchObject({ shipping: null, minimum: null, freeFrom: null });
  });

  it("outside: the unreachable message", () => {
    expect(underHeaderDelivery({ ...base, location: avellaneda }).outside).toEqual({
      title: "Tu dirección está fuera de la zona de entrega.",
      hint: "Cambia a Retiro en local o ingresa otra dirección.",
      takeAway: { name: "Retiro en local", slug: "take-away" },
    });
    expect(underHeaderDelivery({ ...base, takeAway: null, location: avellaneda }).outside?.hint).toBe("Ingresa otra dirección.");
    expect(outsideHint(null)).toBe("Ingresa otra dirección.");
  });
});
