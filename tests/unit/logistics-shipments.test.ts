// logistics.md §4 "Shipment statuses", §9 constants, and our stacking rule.
import { describe, expect, it } from "vitest";
import {
  actionLabel, canCancel, canUpdate, isReturnDue, isShipmentFinished, namesStep, nextStep,
} from "~/domain/logistics/shipment-status";
import { selectedIndex, selectedChangedMessage, sortStack } from "~/domain/logistics/stack-order";
import { reachesThreshold, sliderMove, sliderRelease } from "~/domain/logistics/slider";
import { chooseGroup, routeOrder, fits } from "~/domain/logistics/stacking";
import { directionsLinks } from "~/domain/logistics/directions";
import { deliveryKeyFrom, deliveryKeySchema, keysMatch } from "~/domain/logistics/delivery-key";
import { VIBRATION_FAILURE, VIBRATION_SUCCESS } from "~/domain/logistics/feedback";

const s = (status: any, returnShipment = false) => ({ status, returnShipment });

describe("§4 next-action labels", () => {
  it("single shipment: each status gives the spec's label", () => {
    const label = (st: any) => {
      const step = nextStep({ stackStatus: null, shipments: [s(st)], selected: 0 });
      return step ? actionLabel(step, null) : null;
    };
    expect(label("LOOKING_FOR_DRIVER")).toBe("Aceptar envío");
    expect(label("ON_ROUTE_TO_PICK_UP")).toBe("En el local");
    expect(label("IN_STORE")).toBe("En camino al cliente");
    expect(label("ON_ROUTE_TO_DROP_OFF")).toBe("Entregado");
    expect(label("DELIVERED")).toBeNull();
  });
  it("a delivered return shipment gives 'Regreso al local' and moves to RETURNED", () => {
    const step = nextStep({ stackStatus: null, shipments: [s("DELIVERED", true)], selected: 0 });
    expect(step).toEqual({ kind: "back", to: "RETURNED" });
    expect(actionLabel(step!, null)).toBe("Regreso al local");
  });
  it("a stack before the drop-offs advances as a stack; after, per shipment with its code", () => {
    const two = [s("IN_STORE"), s("IN_STORE")];
    expect(nextStep({ stackStatus: "ON_ROUTE_TO_PICK_UP", shipments: two, selected: 0 })).toEqual({ kind: "inStore", to: "IN_STORE" });
    const step = nextStep({ stackStatus: "IN_STORE", shipments: two, selected: 0 })!;
    // §4 forward path: IN_STORE → ON_ROUTE_TO_DROP_OFFS, the stack form.
    expect(step).toEqual({ kind: "toCustomer", to: "ON_ROUTE_TO_DROP_OFFS" });
    expect(actionLabel(step, "AB12CD34")).toBe("En camino al cliente AB12CD34");
    const d = nextStep({ stackStatus: "ON_ROUTE_TO_DROP_OFFS", shipments: [s("DELIVERED"), s("ON_ROUTE_TO_DROP_OFF")], selected: 1 })!;
    expect(actionLabel(d, "ZZ99")).toBe("Entregado ZZ99");
  });
  it("a return stack: all others finished and a return delivered → 'Regreso al local'", () => {
    const st = [s("DELIVERED"), s("DELIVERED", true), s("DRIVER_CANCELED")];
    expect(isReturnDue(st)).toBe(true);
    expect(nextStep({ stackStatus: "ON_ROUTE_TO_DROP_OFFS", shipments: st, selected: 0 })?.kind).toBe("back");
    expect(isReturnDue([s("ON_ROUTE_TO_DROP_OFF"), s("DELIVERED", true)])).toBe(false);
  });
});

describe("§4 update / cancel / finished rules", () => {
  it("cancel only from ON_ROUTE_TO_PICK_UP, IN_STORE or ON_ROUTE_TO_DROP_OFFS", () => {
    for (const st of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFFS"] as const) expect(canCancel(st)).toBe(true);
    // A single shipment on its way to the customer carries the food: not handed back.
    for (const st of ["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_DROP_OFF", "DELIVERED", "RETURNED", "DRIVER_CANCELED"] as const) expect(canCancel(st)).toBe(false);
  });
  it("the step to the customer takes either drop-off form; other steps only their own status", () => {
    expect(namesStep({ kind: "toCustomer", to: "ON_ROUTE_TO_DROP_OFF" }, "ON_ROUTE_TO_DROP_OFFS")).toBe(true);
    expect(namesStep({ kind: "toCustomer", to: "ON_ROUTE_TO_DROP_OFFS" }, "ON_ROUTE_TO_DROP_OFF")).toBe(true);
    expect(namesStep({ kind: "inStore", to: "IN_STORE" }, "ON_ROUTE_TO_DROP_OFFS")).toBe(false);
    expect(namesStep({ kind: "delivered", to: "DELIVERED" }, "RETURNED")).toBe(false);
  });
  it("updates while active, or with return shipments until they are returned", () => {
    expect(canUpdate([s("IN_STORE")])).toBe(true);
    expect(canUpdate([s("DELIVERED")])).toBe(false);
    expect(canUpdate([s("DELIVERED", true)])).toBe(true);
    expect(canUpdate([s("RETURNED", true)])).toBe(false);
    expect(canUpdate([s("DRIVER_CANCELED", true)])).toBe(false);
  });
  it("finished when each is DELIVERED, DRIVER_CANCELED or RETURNED (a return: RETURNED)", () => {
    for (const x of [s("DELIVERED"), s("DRIVER_CANCELED"), s("RETURNED", true)]) expect(isShipmentFinished(x)).toBe(true);
    expect(isShipmentFinished(s("DELIVERED", true))).toBe(false);
    expect(isShipmentFinished(s("ON_ROUTE_TO_DROP_OFF"))).toBe(false);
  });
});

describe("§4 stack sort and selection", () => {
  const sh = (id: number, status: any, stackingOrder: number) => ({ id, status, stackingOrder, returnShipment: false });
  it("delivered first, cancelled last, otherwise by stackingOrder", () => {
    const sorted = sortStack([sh(1, "DRIVER_CANCELED", 0), sh(2, "IN_STORE", 2), sh(3, "DELIVERED", 1), sh(4, "IN_STORE", 0)]);
    expect(sorted.map((x) => x.id)).toEqual([3, 4, 2, 1]);
  });
  it("selects the shipment on route to drop-off first, else the chosen open one, else the first open", () => {
    const sorted = sortStack([sh(1, "DELIVERED", 0), sh(2, "ON_ROUTE_TO_DROP_OFF", 1), sh(3, "ON_ROUTE_TO_DROP_OFF", 2)]);
    expect(selectedIndex(sorted, null)).toBe(1);
    expect(selectedIndex(sorted, 3)).toBe(2);
    expect(selectedIndex(sortStack([sh(1, "IN_STORE", 0), sh(2, "IN_STORE", 1)]), 2)).toBe(1);
    expect(selectedIndex(sortStack([sh(1, "DELIVERED", 0), sh(2, "IN_STORE", 1)]), null)).toBe(1);
    expect(selectedChangedMessage("AB12CD34")).toBe("Se ha cambiado el envío seleccionado por el: AB12CD34");
  });
});

describe("§4/§9 slider: threshold 85 of 100, steps of 20 or more ignored, reset on release", () => {
  it("moves in small steps, ignores jumps of 20 or more", () => {
    expect(sliderMove(0, 19)).toBe(19);
    expect(sliderMove(0, 20)).toBe(0);
    expect(sliderMove(70, 90)).toBe(70);
    expect(sliderMove(70, 89)).toBe(89);
    expect(sliderMove(95, 130)).toBe(100);
  });
  it("advances at 85 or more and always resets to 0", () => {
    expect(sliderRelease(84)).toEqual({ advance: false, value: 0 });
    expect(sliderRelease(85)).toEqual({ advance: true, value: 0 });
    expect(reachesThreshold(100)).toBe(true);
    expect(reachesThreshold(101)).toBe(false);
    expect(reachesThreshold(Number.NaN)).toBe(false);
  });
});

describe("stacking: within 10 minutes, drop-offs within 3 km, at most 3, nearest-neighbour route", () => {
  const store = { lat: -34.588, lng: -58.411 };
  const gurruchaga = { lat: -34.5893, lng: -58.4262 };
  const santaFe3400 = { lat: -34.5868, lng: -58.4128 };
  const avellaneda = { lat: -34.662, lng: -58.365 };
  const t0 = 1_800_000_000_000;
  it("groups near drop-offs inside the window", () => {
    const a = { id: 1, createdAt: t0, dropOff: gurruchaga };
    const b = { id: 2, createdAt: t0 + 9 * 60_000, dropOff: santaFe3400 };
    expect(fits(b, { stackId: null, shipments: [a] })).toBe(true);
    expect(chooseGroup(b, [{ stackId: null, shipments: [a] }])?.shipments[0]?.id).toBe(1);
  });
  it("refuses after 10 minutes, beyond 3 km, or a full stack", () => {
    const a = { id: 1, createdAt: t0, dropOff: gurruchaga };
    expect(fits({ id: 2, createdAt: t0 + 10 * 60_000 + 1, dropOff: santaFe3400 }, { stackId: null, shipments: [a] })).toBe(false);
    expect(fits({ id: 2, createdAt: t0, dropOff: avellaneda }, { stackId: null, shipments: [a] })).toBe(false);
    const full = { stackId: 9, shipments: [a, { id: 3, createdAt: t0, dropOff: santaFe3400 }, { id: 4, createdAt: t0, dropOff: santaFe3400 }] };
    expect(fits({ id: 2, createdAt: t0, dropOff: santaFe3400 }, full)).toBe(false);
  });
  it("routes from the store to the nearest drop-off first", () => {
    const far = { id: 1, createdAt: t0, dropOff: gurruchaga }; // 1.4 km from the store
    const near = { id: 2, createdAt: t0, dropOff: santaFe3400 }; // 0.2 km
    expect(routeOrder(store, [far, near])).toEqual([2, 1]);
  });
});

describe("§2 directions links", () => {
  it("a route with waypoints and a return variant", () => {
    const store = { lat: -34.588, lng: -58.411 };
    const l = directionsLinks(store, [{ lat: -34.5868, lng: -58.4128 }, { lat: -34.5893, lng: -58.4262 }], { lat: -34.5868, lng: -58.4128 }, true);
    expect(l.toStore).toBe("https://www.google.com/maps/dir/?api=1&destination=-34.588%2C-58.411&travelmode=driving");
    expect(l.route).toBe("https://www.google.com/maps/dir/?api=1&destination=-34.5893%2C-58.4262&waypoints=-34.5868%2C-58.4128&travelmode=driving");
    expect(l.routeAndBack).toContain("destination=-34.588%2C-58.411&waypoints=-34.5868%2C-58.4128%7C-34.5893%2C-58.4262");
    expect(directionsLinks(store, [], null, false)).toMatchObject({ route: null, toSelected: null, routeAndBack: null });
  });
});

describe("delivery key and feedback", () => {
  it("4 digits, compared exactly", () => {
    expect(deliveryKeyFrom(0)).toBe("0000");
    expect(deliveryKeyFrom(0.48269)).toBe("4826");
    expect(deliveryKeySchema.safeParse(" 1234 ").success).toBe(true);
    const bad = deliveryKeySchema.safeParse("12a4");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("La clave de entrega tiene 4 dígitos.");
    expect(keysMatch("1234", "1234")).toBe(true);
    expect(keysMatch("1234", "1235")).toBe(false);
  });
  it("§8 vibration patterns", () => {
    expect(VIBRATION_FAILURE).toEqual([100, 50, 100, 75, 100]);
    expect(VIBRATION_SUCCESS).toEqual([100]);
  });
});
