// storefront.md §9 "Map default centre: Buenos Aires; zoom default 5".
import { describe, expect, it } from "vitest";
import { mapView } from "~/domain/address/map-view";

const palermo = { lat: -34.588, lng: -58.411 };
const gurruchaga = { lat: -34.5893, lng: -58.4262 };

describe("mapView", () => {
  it("no point and no usable local: Buenos Aires at zoom 5", () => {
    expect(mapView(null, null)).toEqual({ center: { lat: -34.6037, lng: -58.3816 }, zoom: 5 });
    expect(mapView(null, { lat: 0, lng: 0 })).toEqual({ center: { lat: -34.6037, lng: -58.3816 }, zoom: 5 });
    expect(mapView({ lat: Number.NaN, lng: 1 }, { lat: 95, lng: 0 }).zoom).toBe(5);
  });
  it("the local with its zones at zoom 12", () => {
    expect(mapView(null, palermo)).toEqual({ center: palermo, zoom: 12 });
  });
  it("the diner's point wins, at zoom 14", () => {
    expect(mapView(gurruchaga, palermo)).toEqual({ center: gurruchaga, zoom: 14 });
  });
});
