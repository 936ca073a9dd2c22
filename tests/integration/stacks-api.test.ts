// The stack calls (logistics.md §7 GET /api/shipmentstacks, GET/PUT /api/stacking/{id};
// ours: POST /api/stacking/{id}/advance, /select, /cancel; docs/api.md "Shipments and
// stacks"): a stack of two nearby Palermo orders run through accept → in store → on route →
// both delivered with the diners' keys → back at the store, with the JSON shapes of
// docs/api.md and the orders' statuses at each step.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { orderRow } from "./orders-helpers";
import { LUCAS, MARTIN, SANTA_FE_3400, acceptedDelivery, call, clearWaiting, currentShipment, deliveryKey, riderToken } from "./shipments-helpers";

const orderStatuses = async (...codes: string[]) => Promise.all(codes.map(async (c) => (await orderRow(c)).status));

describe("a stack through the JSON calls", () => {
  it("listed, accepted whole (one winner), moved as a stack, selected, delivered in route order with keys, returned", async () => {
    await clearWaiting();
    const [martin, lucas] = [await riderToken(MARTIN), await riderToken(LUCAS)];
    const far = await acceptedDelivery("stacks-api-far"); // Gurruchaga 1500, 1,4 km from the store
    const near = await acceptedDelivery("stacks-api-near", { destination: SANTA_FE_3400 }); // 0,2 km
    const stackId = (await currentShipment(far.order.id)).stack_id as number;
    expect(stackId).not.toBeNull();
    expect((await currentShipment(near.order.id)).stack_id).toBe(stackId);

    // GET /api/shipmentstacks: the location's waiting stacks (default: the token's location).
    const listed = await call("GET", "/api/shipmentstacks?status=LOOKING_FOR_DRIVER&delivery_provider_name=OWN_FLEET", undefined, martin);
    expect(listed.status).toBe(200);
    expect(listed.body.stacks).toHaveLength(1);
    const stack = listed.body.stacks[0];
    expect(Object.keys(stack).sort()).toEqual(
      ["createdAt", "id", "providerName", "returnStack", "rider", "selectedIndex", "selectedShipmentId", "shipmentStackId", "shipments", "stacks", "status", "updatedAt"].sort(),
    );
    // §3 'stacks' (the route's stops in stackingOrder) and 'selected index' (in shipments).
    expect(stack.selectedIndex).toBe(0);
    expect(stack.stacks).toEqual([
      { stackingOrder: 0, shipmentId: near.shipment.id, codeToShow: near.code, status: "LOOKING_FOR_DRIVER", destination: { lat: -34.5868, lng: -58.4128, address: "Av. Santa Fe 3400, Palermo" } },
      { stackingOrder: 1, shipmentId: far.shipment.id, codeToShow: far.code, status: "LOOKING_FOR_DRIVER", destination: { lat: -34.5893, lng: -58.4262, address: "Gurruchaga 1500, Palermo" } },
    ]);
    expect(stack).toMatchObject({ id: stackId, shipmentStackId: stackId, status: "LOOKING_FOR_DRIVER", providerName: "OWN_FLEET", returnStack: true, rider: null });
    // Route order from the store: Av. Santa Fe 3400 first; nobody holds it, so no customer yet.
    expect(stack.shipments.map((s: any) => [s.codeToShow, s.stackingOrder, s.shipmentStackId])).toEqual([[near.code, 0, stackId], [far.code, 1, stackId]]);
    expect(stack.shipments[0].order).toMatchObject({ customerName: null, customerPhone: null, destination: { address: "Av. Santa Fe 3400, Palermo" } });
    expect((await call("GET", "/api/shipmentstacks?delivery_provider_name=OTRO", undefined, martin)).body).toEqual({ stacks: [] });
    // GET /api/stacking/{id}: the same Stack.
    const one = await call("GET", `/api/stacking/${stackId}`, undefined, martin);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(stack);

    // PUT /api/stacking/{id} accept: two riders at once, one winner.
    const accept = (token: string, riderId: number) => call("PUT", `/api/stacking/${stackId}`, { id: stackId, status: "ON_ROUTE_TO_PICK_UP", rider_id: riderId }, token);
    const [a, b] = await Promise.all([accept(martin, MARTIN), accept(lucas, LUCAS)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, winnerId, loser] = a.status === 200 ? [martin, MARTIN, b] : [lucas, LUCAS, a];
    expect(loser.body).toMatchObject({ error: { status: 409, message: "Este envío ya fue tomado por otro repartidor" }, expiredByOther: true });
    const accepted = a.status === 200 ? a : b;
    expect(accepted.body).toMatchObject({
      message: "Procesado, envío cambió de estado correctamente",
      screen: {
        type: "stack", id: stackId, status: "ON_ROUTE_TO_PICK_UP", owner: "me", expiredByOther: false, inProgress: true,
        nextAction: { label: "En el local", from: "ON_ROUTE_TO_PICK_UP", to: "IN_STORE", needsDeliveryKey: false },
        cancel: { label: "Cancelar multientrega" },
      },
    });
    // The rider's steps leave the orders as the picker left them.
    expect(await orderStatuses(near.code, far.code)).toEqual(["ACCEPTED", "ACCEPTED"]);
    const held = await call("GET", `/api/stacking/${stackId}`, undefined, winner);
    expect(held.body).toMatchObject({ status: "ON_ROUTE_TO_PICK_UP", rider: { id: winnerId } });
    expect(held.body.shipments.map((s: any) => s.status)).toEqual(["ON_ROUTE_TO_PICK_UP", "ON_ROUTE_TO_PICK_UP"]);
    expect(held.body.shipments[0].order.customerName).toBe("Juan Pérez");
    expect((await call("GET", "/api/shipments/rider", undefined, winner)).body).toMatchObject({ type: "stack", stack: { id: stackId } });

    // POST /api/stacking/{id}/advance: 'En el local', then 'En camino al cliente' (as a stack).
    const inStore = await call("POST", `/api/stacking/${stackId}/advance`, { from: "ON_ROUTE_TO_PICK_UP", slider: 100 }, winner);
    expect(inStore.status).toBe(200);
    // §4 'En camino al cliente' plus the code for stacks; the stack becomes ON_ROUTE_TO_DROP_OFFS, its shipments ON_ROUTE_TO_DROP_OFF.
    expect(inStore.body.screen).toMatchObject({ status: "IN_STORE", nextAction: { label: `En camino al cliente ${near.code}`, from: "IN_STORE", to: "ON_ROUTE_TO_DROP_OFFS" } });
    // The slider's rule on the stack too.
    expect((await call("POST", `/api/stacking/${stackId}/advance`, { from: "IN_STORE", slider: 50 }, winner)).body.error.message).toBe("Deslice hasta el final para confirmar");
    // §4 forward path / §7 "PUT /api/stacking/{id} same fields": IN_STORE → ON_ROUTE_TO_DROP_OFFS.
    const onRoute = await call("PUT", `/api/stacking/${stackId}`, { id: stackId, status: "ON_ROUTE_TO_DROP_OFFS", rider_id: winnerId }, winner);
    expect(onRoute.status, JSON.stringify(onRoute.body)).toBe(200);
    expect(onRoute.body.screen).toMatchObject({
      status: "ON_ROUTE_TO_DROP_OFFS",
      selectedShipmentId: near.shipment.id,
      nextAction: { label: `Entregado ${near.code}`, to: "DELIVERED", needsDeliveryKey: true },
    });
    const routed = await call("GET", `/api/stacking/${stackId}`, undefined, winner);
    expect(routed.body.status).toBe("ON_ROUTE_TO_DROP_OFFS");
    expect(routed.body.shipments.map((s: any) => s.status)).toEqual(["ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFF"]);
    // A second PUT of the same step changes nothing more.
    expect((await call("PUT", `/api/stacking/${stackId}`, { status: "ON_ROUTE_TO_DROP_OFFS" }, winner)).status).toBe(409);

    // POST /api/stacking/{id}/select: the other shipment, then back to the route's first.
    const selected = await call("POST", `/api/stacking/${stackId}/select`, { shipmentId: far.shipment.id }, winner);
    expect(selected.status).toBe(200);
    expect(selected.body.message).toBe(`Se ha cambiado el envío seleccionado por el: ${far.code}`);
    expect(selected.body.screen).toMatchObject({ selectedShipmentId: far.shipment.id, nextAction: { label: `Entregado ${far.code}` } });
    expect((await call("POST", `/api/stacking/${stackId}/select`, { shipmentId: near.shipment.id }, winner)).body.screen.selectedShipmentId).toBe(near.shipment.id);
    expect((await call("POST", `/api/stacking/${stackId}/select`, { shipmentId: 999999 }, winner)).status).toBe(409);

    // Deliver both in route order, each with its diner's key: PUT for the first, advance for the second.
    const wrong = await call("PUT", `/api/stacking/${stackId}`, { status: "DELIVERED", deliveryKey: (await deliveryKey(near.order.id)) === "0000" ? "1111" : "0000" }, winner);
    expect(wrong.status).toBe(422);
    const first = await call("PUT", `/api/stacking/${stackId}`, { status: "DELIVERED", deliveryKey: await deliveryKey(near.order.id) }, winner);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await orderStatuses(near.code, far.code)).toEqual(["DELIVERED", "ACCEPTED"]);
    // The screen moves on to the shipment still on its way.
    expect(first.body.screen).toMatchObject({ status: "ON_ROUTE_TO_DROP_OFFS", selectedShipmentId: far.shipment.id, nextAction: { label: `Entregado ${far.code}`, from: "ON_ROUTE_TO_DROP_OFF" } });
    const second = await call("POST", `/api/stacking/${stackId}/advance`, { from: "ON_ROUTE_TO_DROP_OFF", slider: 100, deliveryKey: await deliveryKey(far.order.id) }, winner);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await orderStatuses(near.code, far.code)).toEqual(["DELIVERED", "DELIVERED"]);
    const delivered = await call("GET", `/api/stacking/${stackId}`, undefined, winner);
    expect(delivered.body.shipments.map((s: any) => [s.codeToShow, s.status])).toEqual([[near.code, "DELIVERED"], [far.code, "DELIVERED"]]);

    // Both paid cash: 'Regreso al local' closes the stack; nothing left in progress.
    expect(second.body.screen.nextAction).toMatchObject({ label: "Regreso al local", to: "RETURNED" });
    const back = await call("PUT", `/api/stacking/${stackId}`, { status: "RETURNED" }, winner);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const done = await call("GET", `/api/stacking/${stackId}`, undefined, winner);
    expect(done.body.status).toBe("DELIVERED");
    expect(done.body.shipments.map((s: any) => s.status)).toEqual(["RETURNED", "RETURNED"]);
    expect((await call("GET", "/api/shipments/rider", undefined, winner)).body).toEqual({});
    // A finished stack can no longer be cancelled.
    const cancel = await call("POST", `/api/stacking/${stackId}/cancel`, {}, winner);
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toBe("Este envío ya no se puede cancelar");
    // The diners' events: READY and DELIVERED by the rider, once each.
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM order_status_events WHERE order_id IN (?, ?) AND status IN ('READY', 'DELIVERED') AND actor = 'rider'",
    ).bind(near.order.id, far.order.id).first("n");
    expect(events).toBe(4);
  });

  it("'Cancelar multientrega' from ON_ROUTE_TO_DROP_OFFS gives both shipments back to the fleet, each on its own", async () => {
    await clearWaiting();
    const token = await riderToken(LUCAS);
    const far = await acceptedDelivery("stacks-cancel-far");
    const near = await acceptedDelivery("stacks-cancel-near", { destination: SANTA_FE_3400 });
    const stackId = (await currentShipment(far.order.id)).stack_id as number;
    // Lucas finished the previous test's stack (or lost it): nothing in progress.
    const busy = await call("GET", "/api/shipments/rider", undefined, token);
    expect(busy.body).toEqual({});
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFFS"]) {
      expect((await call("PUT", `/api/stacking/${stackId}`, { status }, token)).status, status).toBe(200);
    }
    // §4: a stack may be cancelled from ON_ROUTE_TO_DROP_OFFS (its shipments are each ON_ROUTE_TO_DROP_OFF).
    const onRoute = await call("GET", `/api/stacking/${stackId}`, undefined, token);
    expect(onRoute.body.status).toBe("ON_ROUTE_TO_DROP_OFFS");
    const canceled = await call("POST", `/api/stacking/${stackId}/cancel`, {}, token);
    expect(canceled.status).toBe(200);
    expect(canceled.body.message).toBe("Envío cancelado. Volvió a la lista para otro repartidor.");
    expect((await call("GET", `/api/stacking/${stackId}`, undefined, token)).body.status).toBe("DRIVER_CANCELED");
    for (const o of [far, near]) {
      expect(await currentShipment(o.order.id)).toMatchObject({ status: "LOOKING_FOR_DRIVER", rider_id: null, stack_id: null });
    }
    expect(await orderStatuses(near.code, far.code)).toEqual(["ACCEPTED", "ACCEPTED"]);
  });
});
