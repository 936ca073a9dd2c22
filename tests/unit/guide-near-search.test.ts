// The guide's pure rules (logistics.md §2 "distance in km with one decimal", §7 POST
// /api/menu/near body): the '1,4 km' label, the search code, the bounding box, the body.
import { describe, expect, it } from "vitest";
import { boundingBox, distanceInMeters, distanceLabel, nearBodySchema, normalizeSearchCode } from "~/domain/guide/near-search";

const GURRUCHAGA = { lat: -34.5893, lng: -58.4262 };
const PALERMO = { lat: -34.588, lng: -58.411 };

describe("guide distances", () => {
  it("Gurruchaga 1500 → Sabores Palermo: 1399 m, shown '1,4 km' (comma, one decimal)", () => {
    expect(distanceInMeters(GURRUCHAGA, PALERMO)).toBe(1399);
    expect(distanceLabel(1399)).toBe("1,4 km");
    expect(distanceLabel(0)).toBe("0,0 km");
    expect(distanceLabel(9_950)).toBe("9,9 km"); // 9.95 in binary is just below: toFixed rounds down
    expect(distanceLabel(12_345)).toBe("12,3 km");
  });

  it("the bounding box holds every point of the circle, and not much more", () => {
    const box = boundingBox(GURRUCHAGA, 10_000);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      // 9.99 km in each direction (flat-earth offset is close enough at this size)
      const p = { lat: GURRUCHAGA.lat + (9_990 * Math.cos(rad)) / 111_195, lng: GURRUCHAGA.lng + (9_990 * Math.sin(rad)) / (111_195 * Math.cos((GURRUCHAGA.lat * Math.PI) / 180)) };
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(p.lng).toBeLessThanOrEqual(box.maxLng);
    }
    expect(box.maxLat - box.minLat).toBeLessThan(0.19);
    expect(box.maxLng - box.minLng).toBeLessThan(0.23);
    const pole = boundingBox({ lat: 89.99, lng: 0 }, 10_000);
    expect(pole.maxLat).toBe(90);
    expect(pole.minLng).toBeGreaterThanOrEqual(-180);
  });
});

describe("search codes", () => {
  it("are trimmed and upper-cased; spaces and symbols are refused", () => {
    expect(normalizeSearchCode(" sabores ")).toBe("SABORES");
    expect(normalizeSearchCode("Sabores-2")).toBe("SABORES-2");
    expect(normalizeSearchCode("SAB ORES")).toBeNull();
    expect(normalizeSearchCode("")).toBeNull();
    expect(normalizeSearchCode("X".repeat(31))).toBeNull();
  });
});

describe("POST /api/menu/near body", () => {
  it("defaults: one entry per location, page of 20 from 0, no country", () => {
    expect(nearBodySchema.parse({ lat: -34.5, lng: -58.4 })).toEqual({
      origin: { lat: -34.5, lng: -58.4 },
      country: null,
      perBranchContact: true,
      searchCode: null,
      pageSize: 20,
      offset: 0,
    });
  });

  it("the spec's shape: filters country and branch_contact, pagingOption", () => {
    const b = nearBodySchema.parse({ lat: 1, lng: 2, filters: { country: "AR", branch_contact: false }, pagingOption: { pageSize: 5, offset: 10 } });
    expect(b).toMatchObject({ country: "ar", perBranchContact: false, pageSize: 5, offset: 10 });
  });

  it("a code alone is enough; neither location nor code is refused", () => {
    expect(nearBodySchema.parse({ filters: { searchCode: "sabores" } })).toMatchObject({ origin: null, searchCode: "SABORES" });
    const r = nearBodySchema.safeParse({ filters: {} });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Indicá una ubicación (lat y lng) o un código de búsqueda.");
  });
});
