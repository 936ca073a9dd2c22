// The 'nominatim' geocoder against a local fake server (fake-nominatim.global.ts):
// query shape (countrycodes of the 12 storefront countries, jsonv2, User-Agent),
// mapping to Place, country filter, reverse lookup, provider failure.
import { describe, expect, inject, it } from "vitest";
import { GEOCODER_COUNTRIES } from "~/domain/address/address";
import { GeocoderError } from "~/data/geocoding/geocoder.server";
import { createNominatimGeocoder, NOMINATIM_USER_AGENT } from "~/data/geocoding/nominatim.server";

const baseUrl = inject("nominatimUrl");
const last = async () => (await (await fetch(`${baseUrl}/__last`)).json()) as { path: string; query: Record<string, string>; userAgent: string };

describe("nominatim geocoder (fake server)", () => {
  const geocoder = createNominatimGeocoder({ baseUrl });

  it("searches within the storefront countries, with a User-Agent", async () => {
    const places = await geocoder.search("Gurruchaga 1500", { country: "ar", near: { lat: -34.588, lng: -58.411 } });
    const req = await last();
    expect(req.path).toBe("/search");
    expect(req.query.q).toBe("Gurruchaga 1500");
    expect(req.query.format).toBe("jsonv2");
    expect(req.query.addressdetails).toBe("1");
    expect(req.query.countrycodes.split(",")).toEqual([...GEOCODER_COUNTRIES]);
    expect(req.query.countrycodes.split(",")).toHaveLength(12);
    expect(req.query.viewbox).toBeTruthy();
    expect(req.userAgent).toBe(NOMINATIM_USER_AGENT);

    // Spain is filtered out; the branch's country comes first.
    expect(places.map((p) => p.country)).toEqual(["ar", "uy"]);
    expect(places[0]).toEqual({
      id: "osm:W4242",
      fullAddress: "1500, Gurruchaga, Palermo, Buenos Aires, Comuna 14, Ciudad Autónoma de Buenos Aires, C1414, Argentina",
      street: "Gurruchaga",
      number: "1500",
      city: "Buenos Aires",
      locality: "Ciudad Autónoma de Buenos Aires",
      postalCode: "C1414",
      country: "ar",
      lat: -34.5893,
      lng: -58.4262,
    });
  });

  it("empty query: no request, no places", async () => {
    expect(await geocoder.search("   ")).toEqual([]);
  });

  it("reverse lookup", async () => {
    const place = await geocoder.reverse(-34.5893, -58.4262);
    expect(place?.street).toBe("Gurruchaga");
    expect((await last()).path).toBe("/reverse");
    expect(await geocoder.reverse(-10, -10)).toBeNull();
  });

  it("a failing provider throws GeocoderError", async () => {
    await expect(geocoder.search("falla total")).rejects.toBeInstanceOf(GeocoderError);
    await expect(createNominatimGeocoder({ baseUrl: "http://127.0.0.1:9" }).search("Gurruchaga")).rejects.toBeInstanceOf(GeocoderError);
  });
});
