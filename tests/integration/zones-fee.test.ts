// GET /api/branch/{branchContactId}/deliveryzones/fee (storefront.md §7, §3 Delivery info)
// with the demo addresses (demo-tenant.md "Delivery at Palermo").
import { describe, expect, it } from "vitest";
import { expectApiError, getJson } from "./api-helpers";

const PALERMO = 111;
const BELGRANO = 112;
const OTRO_LOCAL = 211; // the second tenant's location
const fee = (id: number, lat: number, lng: number, extra = "") =>
  `/api/branch/${id}/deliveryzones/fee?lat=${lat}&lng=${lng}${extra}`;

describe("deliveryzones/fee", () => {
  it("Gurruchaga 1500 and Av. Santa Fe 3400 are inside Palermo", async () => {
    for (const [lat, lng] of [
      [-34.5893, -58.4262],
      [-34.5868, -58.4128],
    ]) {
      const { status, body, res } = await getJson(fee(PALERMO, lat, lng, "&fullAddress=Gurruchaga%201500&city=CABA&phone=1155550001"));
      expect(status).toBe(200);
      expect(body).toEqual({
        status: "INSIDE",
        inside: true,
        providerFailure: false,
        fee: 1500,
        cashFee: 2000,
        minimumOrderPrice: 6000,
        freeDeliveryAmount: 30000,
      });
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("Av. Mitre 500, Avellaneda is outside", async () => {
    const { body } = await getJson(fee(PALERMO, -34.662, -58.365, "&fullAddress=Av.%20Mitre%20500"));
    expect(body).toMatchObject({ status: "OUT_OF_COVERAGE_AREA", inside: false, providerFailure: false, fee: null });
  });

  it("a location without zones: inside false", async () => {
    const { body } = await getJson(fee(BELGRANO, -34.5893, -58.4262));
    expect(body.inside).toBe(false);
  });

  it("is scoped by the branch contact's company: another tenant's location never sees Palermo's zone", async () => {
    const { status, body } = await getJson(fee(OTRO_LOCAL, -34.5893, -58.4262));
    expect(status).toBe(200);
    expect(body.inside).toBe(false);
  });

  it("404 unknown location, 400 bad input", async () => {
    expect(await expectApiError(fee(999999, -34.5, -58.4), 404)).toBe("No encontramos el local que buscas.");
    await expectApiError(`/api/branch/${PALERMO}/deliveryzones/fee?lat=abc&lng=-58.4`, 400);
    await expectApiError(`/api/branch/${PALERMO}/deliveryzones/fee?lng=-58.4`, 400);
    await expectApiError(`/api/branch/${PALERMO}/deliveryzones/fee?lat=-34&lng=200`, 400);
    await expectApiError(`/api/branch/x1/deliveryzones/fee?lat=-34&lng=-58`, 400);
  });
});
