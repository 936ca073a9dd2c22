// logistics.md §2 Customer tracking page (visibility rule), §5 "markers with a zero
// coordinate or missing position are dropped; delivery key and ETA are shown only when
// valid", §9 constants, and our ETA from the rider's remaining route and the
// publish rule (4 s or 25 m).
import { describe, expect, it } from "vitest";
import {
  acceptsPositions, calendarDate, positionUpdate, roomShowsDetails, trackingUpdate, type RoomPosition, type TrackingSnapshot, clockTime, estimateArrival, isValidDeliveryKey, isValidEta, isValidPoint, MAP_INITIAL_ZOOM, MARKER_SIZE_PX,
  remainingStops, routeDurationMs, shouldPublish, showsShipmentDetails, SUBSCRIPTION_DELAY_MS, REFRESH_AFTER_UPDATE_MS, trackingMarkers,
  trackingPath, type RouteShipment,
} from "~/domain/logistics/tracking";

const NOW = Date.parse("2026-11-18T18:00:00Z");
const STORE = { lat: -34.5889, lng: -58.4306 }; // Palermo
const HOME = { lat: -34.5868, lng: -58.4128 }; // Av. Santa Fe 3400
const OTHER = { lat: -34.5951, lng: -58.4205 };

describe("§9 constants", () => {
  it("zoom 5, 36 by 36 markers, 1 s subscription delay, 5 s refresh after an update", () => {
    expect(MAP_INITIAL_ZOOM).toBe(5);
    expect(MARKER_SIZE_PX).toBe(36);
    expect(SUBSCRIPTION_DELAY_MS).toBe(1000);
    expect(REFRESH_AFTER_UPDATE_MS).toBe(5000);
  });
});

describe("§5 markers", () => {
  it("drops a missing position and any position with a zero coordinate", () => {
    expect(trackingMarkers({ branch: STORE, destination: HOME, rider: null }).map((m) => m.kind)).toEqual(["branch", "destination"]);
    expect(trackingMarkers({ branch: { lat: 0, lng: -58.4 }, destination: { lat: -34.5, lng: 0 }, rider: { lat: -34.6, lng: -58.4 } })).toEqual([
      { kind: "rider", lat: -34.6, lng: -58.4 },
    ]);
    expect(trackingMarkers({ branch: undefined, destination: { lat: Number.NaN, lng: -58 }, rider: { lat: 95, lng: -58 } })).toEqual([]);
    expect(isValidPoint({ lat: -34.6 } as never)).toBe(false);
  });
});

describe("§2 visibility of the shipment details", () => {
  it("only while on the way to the drop-off(s), and not when the rider was lost to another", () => {
    expect(showsShipmentDetails("ON_ROUTE_TO_DROP_OFFS", false)).toBe(true);
    expect(showsShipmentDetails("ON_ROUTE_TO_DROP_OFF", false)).toBe(true);
    expect(showsShipmentDetails("ON_ROUTE_TO_DROP_OFFS", true)).toBe(false);
    for (const s of ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE", "DELIVERED", "DRIVER_CANCELED"] as const) expect(showsShipmentDetails(s, false)).toBe(false);
    expect(showsShipmentDetails(null, false)).toBe(false);
  });

  it("positions are accepted from ON_ROUTE_TO_PICK_UP until the delivery", () => {
    expect(["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFFS"].every((s) => acceptsPositions(s as never))).toBe(true);
    for (const s of ["LOOKING_FOR_DRIVER", "DELIVERED", "RETURNED", "DRIVER_CANCELED", "CANCELED", null] as const) expect(acceptsPositions(s)).toBe(false);
  });
});

describe("publish rule: at most every 4 s, or when moved 25 m", () => {
  const at = { at: NOW, point: HOME };
  it("the first position goes out; a still rider waits 4 s; 25 m moved goes out at once", () => {
    expect(shouldPublish(null, HOME, NOW)).toBe(true);
    expect(shouldPublish(at, HOME, NOW + 3999)).toBe(false);
    expect(shouldPublish(at, HOME, NOW + 4000)).toBe(true);
    // ~11 m north: not yet; ~28 m: yes.
    expect(shouldPublish(at, { lat: HOME.lat + 0.0001, lng: HOME.lng }, NOW + 1000)).toBe(false);
    expect(shouldPublish(at, { lat: HOME.lat + 0.00025, lng: HOME.lng }, NOW + 1000)).toBe(true);
    expect(shouldPublish(null, { lat: 0, lng: -58 }, NOW)).toBe(false);
  });
});

describe("ETA from the rider's remaining route (20 km/h, route factor 1.3, 3 min per earlier stop)", () => {
  const single = (status: RouteShipment["status"]): RouteShipment => ({ id: 1, status, stackingOrder: 0, dropOff: HOME });

  it("on the way to the diner: straight to the door", () => {
    const stops = remainingStops({ target: single("ON_ROUTE_TO_DROP_OFF"), stack: [], branch: STORE });
    expect(stops).toEqual([HOME]);
    // 1 km straight north of the door: 1.3 km at 20 km/h = 3.9 min.
    const rider = { lat: HOME.lat - 1 / 111.195, lng: HOME.lng };
    expect(routeDurationMs(rider, stops!)).toBeCloseTo(3.9 * 60_000, -3);
    const eta = estimateArrival(rider, stops, NOW)!;
    expect(Math.round((eta - NOW) / 60_000)).toBe(4);
  });

  it("before the pick-up the store comes first (plus its 3 minutes)", () => {
    const stops = remainingStops({ target: single("ON_ROUTE_TO_PICK_UP"), stack: [], branch: STORE });
    expect(stops).toEqual([STORE, HOME]);
    const fromStore = estimateArrival(STORE, [HOME], NOW)!;
    const viaStore = estimateArrival(STORE, stops, NOW)!;
    expect(viaStore - fromStore).toBe(3 * 60_000);
  });

  it("in a stack, earlier drop-offs not delivered yet count; delivered ones and later ones do not", () => {
    const target: RouteShipment = { id: 2, status: "ON_ROUTE_TO_DROP_OFFS", stackingOrder: 2, dropOff: HOME };
    const first: RouteShipment = { id: 1, status: "ON_ROUTE_TO_DROP_OFFS", stackingOrder: 1, dropOff: OTHER };
    const later: RouteShipment = { id: 3, status: "ON_ROUTE_TO_DROP_OFFS", stackingOrder: 3, dropOff: STORE };
    expect(remainingStops({ target, stack: [later, target, first], branch: STORE })).toEqual([OTHER, HOME]);
    expect(remainingStops({ target, stack: [{ ...first, status: "DELIVERED" }, target, later], branch: STORE })).toEqual([HOME]);
    const withFirst = estimateArrival(STORE, [OTHER, HOME], NOW)!;
    const direct = estimateArrival(STORE, [HOME], NOW)!;
    expect(withFirst).toBeGreaterThan(direct + 3 * 60_000);
  });

  it("no estimate without a valid rider position, a destination, or once finished", () => {
    expect(estimateArrival(null, [HOME], NOW)).toBeNull();
    expect(estimateArrival({ lat: 0, lng: -58.4 }, [HOME], NOW)).toBeNull();
    expect(remainingStops({ target: { ...single("ON_ROUTE_TO_DROP_OFF"), dropOff: null }, stack: [], branch: STORE })).toBeNull();
    expect(remainingStops({ target: single("DELIVERED"), stack: [], branch: STORE })).toBeNull();
    expect(remainingStops({ target: single("ON_ROUTE_TO_PICK_UP"), stack: [], branch: null })).toBeNull();
  });

  it("§5 an estimate is valid only when finite, not past and within 6 h; the key only as 4 digits", () => {
    expect(isValidEta(NOW + 10 * 60_000, NOW)).toBe(true);
    expect(isValidEta(NOW - 2 * 60_000, NOW)).toBe(false);
    expect(isValidEta(NOW + 7 * 3_600_000, NOW)).toBe(false);
    expect(isValidEta(Number.NaN, NOW)).toBe(false);
    // A rider in another city: no estimate rather than an absurd one.
    expect(estimateArrival({ lat: -31.4, lng: -64.18 }, [HOME], NOW)).toBeNull();
    expect(isValidDeliveryKey("0427")).toBe(true);
    expect(isValidDeliveryKey("427")).toBe(false);
    expect(isValidDeliveryKey(null)).toBe(false);
  });
});

describe("what the tracking room's watchers hear (§2 visibility; no stops)", () => {
  const snapshot = (status: TrackingSnapshot["status"]): TrackingSnapshot => ({
    type: "tracking", trackingId: "a".repeat(32), orderStatus: "READY", status, riderId: 7, riderName: "Martín Gómez", riderPhone: "+5491160000001",
    // A stack: another diner's door (OTHER) before this one's.
    stops: [OTHER, HOME], at: NOW,
  });
  const position: RoomPosition = { type: "position", lat: STORE.lat, lng: STORE.lng, accuracy: 5, riderId: 7, at: NOW };

  it("before the drop-off: no rider name or phone, no estimate, no position", () => {
    for (const status of ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE", "DELIVERED"] as const) {
      const update = trackingUpdate(snapshot(status), position, NOW);
      expect(update, status).toMatchObject({ status, showShipmentDetails: false, riderName: null, riderPhone: null, eta: null });
      expect(positionUpdate(snapshot(status), position, NOW), status).toBeNull();
    }
  });

  it("on the way to the drop-off: the rider's contact and the estimate along every stop, never the stops", () => {
    const update = trackingUpdate(snapshot("ON_ROUTE_TO_DROP_OFF"), position, NOW);
    expect(update).toMatchObject({ showShipmentDetails: true, riderName: "Martín Gómez", riderPhone: "+5491160000001", eta: estimateArrival(STORE, [OTHER, HOME], NOW) });
    const moved = positionUpdate(snapshot("ON_ROUTE_TO_DROP_OFF"), position, NOW);
    expect(moved).toEqual({ type: "position", lat: STORE.lat, lng: STORE.lng, accuracy: 5, at: NOW, eta: update.eta });
    for (const body of [JSON.stringify(update), JSON.stringify(moved)]) {
      expect(body).not.toContain(String(OTHER.lat));
      expect(body).not.toContain("stops");
      expect(body).not.toContain("riderId");
    }
  });

  it("a position of another rider (lost) or no snapshot shows nothing", () => {
    const lost = { ...position, riderId: 8 };
    expect(roomShowsDetails(snapshot("ON_ROUTE_TO_DROP_OFF"), lost)).toBe(false);
    expect(trackingUpdate(snapshot("ON_ROUTE_TO_DROP_OFF"), lost, NOW)).toMatchObject({ riderName: null, riderPhone: null, eta: null });
    expect(positionUpdate(snapshot("ON_ROUTE_TO_DROP_OFF"), lost, NOW)).toBeNull();
    expect(positionUpdate(null, position, NOW)).toBeNull();
    // No position yet: the details, without an estimate.
    expect(trackingUpdate(snapshot("ON_ROUTE_TO_DROP_OFFS"), null, NOW)).toMatchObject({ showShipmentDetails: true, riderName: "Martín Gómez", eta: null });
  });
});

describe("texts and links", () => {
  it("time and date in the location's zone; the tracking path", () => {
    expect(clockTime(NOW, "America/Argentina/Buenos_Aires")).toBe("15:00");
    expect(calendarDate(NOW, "America/Argentina/Buenos_Aires")).toBe("18/11/2026");
    expect(trackingPath("sabores-palermo", "AB12CD34")).toBe("/logistics/tracking/order/sabores-palermo/AB12CD34");
  });
});
