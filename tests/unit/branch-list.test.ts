import { describe, expect, it } from "vitest";
import type { Address } from "../../app/domain/types";
import { formatDistanceKm, haversineKm, npsBadge, sortByDistance } from "../../app/domain/menu/branch-list";

// demo-tenant.md coordinates
const gurruchaga = { lat: -34.5893, lng: -58.4262 };
const at = (lat: number, lng: number): Address => ({
  street: "", number: "", zone: null, locality: null, city: "CABA", country: "ar", lat, lng,
});
const contacts = [
  { name: "Sabores Belgrano", address: at(-34.5617, -58.456) },
  { name: "Sabores Caballito", address: at(-34.6185, -58.437) },
  { name: "Sabores Palermo", address: at(-34.588, -58.411) },
];

describe("branch cards (storefront.md §2 Company and branch pages)", () => {
  it("distance in km with one decimal and a decimal comma", () => {
    expect(formatDistanceKm(haversineKm(gurruchaga, contacts[2]!.address))).toBe("1,4 km");
    expect(formatDistanceKm(haversineKm(gurruchaga, contacts[0]!.address))).toBe("4,1 km");
    expect(formatDistanceKm(0)).toBe("0,0 km");
  });
  it("sorts by distance only when the location is known", () => {
    expect(sortByDistance(contacts, gurruchaga).map((r) => r.contact.name)).toEqual([
      "Sabores Palermo",
      "Sabores Caballito",
      "Sabores Belgrano",
    ]);
    const unsorted = sortByDistance(contacts, null);
    expect(unsorted.map((r) => r.contact.name)).toEqual(["Sabores Belgrano", "Sabores Caballito", "Sabores Palermo"]);
    expect(unsorted[0]!.distanceKm).toBeNull();
  });
  it("NPS badge when enabled and at least the threshold, one decimal", () => {
    expect(npsBadge({ enabled: true, threshold: 4 }, 4.46)).toBe("4,5");
    expect(npsBadge({ enabled: true, threshold: 4 }, 4)).toBe("4,0");
    expect(npsBadge({ enabled: true, threshold: 4 }, 3.99)).toBeNull();
    expect(npsBadge({ enabled: false, threshold: 4 }, 4.8)).toBeNull();
    expect(npsBadge({ enabled: true, threshold: 4 }, null)).toBeNull();
  });
});
