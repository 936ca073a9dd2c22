// The back office's delivery zone form (app/domain/address/zone-form.ts): the shape from the
// drawing, a radius or typed points; the limits and the Spanish message of each.
import { describe, expect, it } from "vitest";
import distance from "@turf/distance";
import { zoneContains } from "~/domain/address/delivery";
import { circleZone, parseDeliveryZoneForm, type DeliveryZoneFields } from "~/domain/address/zone-form";

const PALERMO = { lat: -34.588, lng: -58.411 };
const BASE: DeliveryZoneFields = { name: "Zona", fee: "1.500", cashFee: "", minimumOrder: "", freeDeliveryFrom: "", active: "on", cashAllowed: "" };
const parse = (f: DeliveryZoneFields) => parseDeliveryZoneForm({ ...BASE, ...f }, PALERMO);
const errorsOf = (f: DeliveryZoneFields) => {
  const r = parse(f);
  return r.ok ? {} : r.errors;
};

describe("circleZone", () => {
  it("48 points, each the radius away from the location; a point at 1,95 km is inside and at 2,05 km outside", () => {
    const ring = circleZone(PALERMO, 2);
    expect(ring).toHaveLength(48);
    for (const [lat, lng] of ring) expect(distance([PALERMO.lng, PALERMO.lat], [lng, lat], { units: "kilometers" })).toBeCloseTo(2, 2);
    const north = (km: number) => ({ lat: PALERMO.lat + km / 111.2, lng: PALERMO.lng });
    expect(zoneContains({ polygon: ring }, north(1.95))).toBe(true);
    expect(zoneContains({ polygon: ring }, north(2.05))).toBe(false);
  });
});

describe("parseDeliveryZoneForm", () => {
  it("a radius with a comma: the circle, the fees in whole pesos, empty cash fee and free delivery as null", () => {
    const r = parse({ radius: "2,5", minimumOrder: "6000", freeDeliveryFrom: "30.000" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.draft).toMatchObject({ name: "Zona", fee: 1500, cashFee: null, minimumOrder: 6000, freeDeliveryFrom: 30000, active: true, cashAllowed: false });
    expect(r.draft.polygon).toEqual(circleZone(PALERMO, 2.5));
  });

  it("the drawing wins over a radius and points; the radius over points; a closed ring is stored open", () => {
    const drawn = [[-34.58, -58.42], [-34.58, -58.40], [-34.60, -58.40], [-34.58, -58.42]];
    const r = parse({ polygon: JSON.stringify(drawn), radius: "3", points: "1, 2" });
    expect(r.ok && r.draft.polygon).toEqual(drawn.slice(0, 3));
    const byRadius = parse({ radius: "1", points: "-34.58, -58.42\n-34.58, -58.40\n-34.60, -58.40" });
    expect(byRadius.ok && byRadius.draft.polygon).toHaveLength(48);
    const typed = parse({ points: "-34.58 -58.42\r\n\n-34.58;-58.40\n -34.60 , -58.40 " });
    expect(typed.ok && typed.draft.polygon).toEqual([[-34.58, -58.42], [-34.58, -58.4], [-34.6, -58.4]]);
  });

  it("the radius limits: 0,2 and 30 km pass; 0,19 and 30,5 do not", () => {
    expect(parse({ radius: "0,2" }).ok).toBe(true);
    expect(parse({ radius: "30" }).ok).toBe(true);
    expect(errorsOf({ radius: "0,19" }).radius).toBe("El radio debe ser un número de 0,2 a 30 km.");
    expect(errorsOf({ radius: "30,5" }).radius).toBe("El radio debe ser un número de 0,2 a 30 km.");
    expect(errorsOf({ radius: "dos" }).radius).toBe("El radio debe ser un número de 0,2 a 30 km.");
  });

  it("crossing edges, too few points, too far: each said by the field it came from", () => {
    const bowtie = "-34.57, -58.42\n-34.60, -58.40\n-34.57, -58.40\n-34.60, -58.42";
    expect(errorsOf({ points: bowtie }).points).toBe("Los bordes de la zona se cruzan entre sí. Dibújela sin cruces.");
    expect(errorsOf({ polygon: JSON.stringify([[-34.57, -58.42], [-34.6, -58.4], [-34.57, -58.4], [-34.6, -58.42]]) }).polygon).toBe(
      "Los bordes de la zona se cruzan entre sí. Dibújela sin cruces.",
    );
    expect(errorsOf({ points: "-34.57, -58.42\n-34.60, -58.40" }).points).toBe("La zona necesita al menos 3 puntos.");
    // About 45 km away passes; Córdoba does not.
    expect(parse({ points: "-34.99, -58.41\n-34.99, -58.40\n-34.98, -58.40" }).ok).toBe(true);
    expect(errorsOf({ points: "-31.40, -64.18\n-31.45, -64.18\n-31.45, -64.10" }).points).toBe("La zona se aleja más de 50 km del local. Revise los puntos.");
    expect(errorsOf({}).polygon).toBe("Indique la zona: dibújela en el mapa, ingrese un radio en km o los puntos del polígono.");
  });

  it("names and amounts", () => {
    expect(errorsOf({ radius: "1", name: " " }).name).toBe("Ingrese el nombre de la zona.");
    expect(errorsOf({ radius: "1", fee: "" }).fee).toBe("Ingrese un número entero de pesos, 0 o más.");
    expect(errorsOf({ radius: "1", fee: "1500,50" }).fee).toBe("Ingrese un número entero de pesos, 0 o más.");
    expect(parse({ radius: "1", fee: "0" }).ok).toBe(true);
    expect(errorsOf({ radius: "1", cashFee: "x" }).cashFee).toBe("Ingrese un número entero de pesos, o déjelo vacío.");
    expect(errorsOf({ radius: "1", minimumOrder: "6000", freeDeliveryFrom: "5999" }).freeDeliveryFrom).toBe("El envío gratis debe empezar en el pedido mínimo o más.");
    expect(parse({ radius: "1", minimumOrder: "6000", freeDeliveryFrom: "6000" }).ok).toBe(true);
  });
});
