// The shipment calls of logistics.md §7 and ours (docs/api.md "Shipments"): shapes,
// statuses, Spanish errors, the accept race (one winner, 409 for the loser), the delivery
// key (5 wrong keys lock, also in parallel; staff reset), returns, cancel and re-offer,
// order follows (DELIVERED + cashback once), cross-location and cross-tenant 403.
import { SELF, env } from "cloudflare:test";
import { BASE } from "./api-helpers";
import { describe, expect, it } from "vitest";
import { count, orderRow } from "./orders-helpers";
import {
  LUCAS, MARTIN, PALERMO, acceptedDelivery, call, clearWaiting, knownDevice, currentShipment, deliveryKey, ownerCookie, riderToken, wrongKey,
} from "./shipments-helpers";

describe("GET /api/shipments, /api/shipments/{id}, /api/shipments/rider", () => {
  it("lists the own fleet's waiting shipments; the customer shows only to the rider holding it", async () => {
    await clearWaiting();
    const token = await riderToken(MARTIN);
    const { shipment, code } = await acceptedDelivery("api-list-1");
    const list = await call("GET", `/api/shipments?branchContactId=${PALERMO}&page=0&pageSize=10&sort=ASC&status=LOOKING_FOR_DRIVER&providerName=OWN_FLEET`, undefined, token);
    expect(list.status).toBe(200);
    const mine = list.body.shipments.find((s: any) => s.id === shipment.id);
    expect(mine).toMatchObject({ status: "LOOKING_FOR_DRIVER", providerName: "OWN_FLEET", codeToShow: code, order: { customerName: null, customerPhone: null } });
    expect(mine.order.destination).toMatchObject({ lat: -34.5893, lng: -58.4262, address: "Gurruchaga 1500, Palermo" });
    // Another provider: none of ours.
    expect((await call("GET", `/api/shipments?branchContactId=${PALERMO}&providerName=OTRO`, undefined, token)).body.shipments).toEqual([]);
    // Before any shipment is taken, the rider has nothing in progress.
    expect((await call("GET", "/api/shipments/rider", undefined, token)).body).toEqual({});
    // Bad input: Spanish 400s.
    const bad = await call("GET", `/api/shipments?branchContactId=${PALERMO}&status=FOO`, undefined, token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("El parámetro status no es válido.");
    expect((await call("GET", `/api/shipments?branchContactId=${PALERMO}&pageSize=500`, undefined, token)).body.error.message).toBe("El parámetro pageSize debe estar entre 1 y 99.");
    expect((await call("GET", "/api/shipments", undefined, token)).body.error.message).toBe("Falta el parámetro branchContactId.");
    // No token: 403.
    expect((await call("GET", `/api/shipments?branchContactId=${PALERMO}`)).status).toBe(403);
    expect((await call("GET", `/api/shipments/${shipment.id}`)).status).toBe(403);
  });

  it("two riders accepting one shipment in parallel: one winner, 409 'Este envío ya fue tomado por otro repartidor' for the other", async () => {
    await clearWaiting();
    const [martin, lucas] = [await riderToken(MARTIN), await riderToken(LUCAS)];
    const { shipment } = await acceptedDelivery("api-race-1");
    const [a, b] = await Promise.all([
      call("PUT", `/api/shipments/${shipment.id}`, { id: shipment.id, status: "ON_ROUTE_TO_PICK_UP", rider_id: MARTIN, rider_name: "Martín Gómez", rider_phone: "+5491160000001" }, martin),
      call("PUT", `/api/shipments/${shipment.id}`, { id: shipment.id, status: "ON_ROUTE_TO_PICK_UP", rider_id: LUCAS, rider_name: "Lucas Pérez", rider_phone: "+5491160000002" }, lucas),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error.message).toBe("Este envío ya fue tomado por otro repartidor");
    expect(loser.body.expiredByOther).toBe(true);
    const winnerToken = a.status === 200 ? martin : lucas;
    const loserToken = a.status === 200 ? lucas : martin;
    const got = await call("GET", `/api/shipments/${shipment.id}`, undefined, winnerToken);
    expect(got.body).toMatchObject({ status: "ON_ROUTE_TO_PICK_UP", order: { customerName: "Juan Pérez", customerPhone: "+5491155550099" } });
    expect((await call("GET", `/api/shipments/${shipment.id}`, undefined, loserToken)).body.order.customerName).toBeNull();
    const inProgress = await call("GET", "/api/shipments/rider", undefined, winnerToken);
    expect(inProgress.body).toMatchObject({ type: "simple", shipment: { id: shipment.id } });
    // The loser cannot move it either.
    const steal = await call("PUT", `/api/shipments/${shipment.id}`, { status: "IN_STORE" }, loserToken);
    expect(steal.status).toBe(409);
    // rider_id of someone else: 403.
    expect((await call("PUT", `/api/shipments/${shipment.id}`, { status: "IN_STORE", rider_id: 999 }, winnerToken)).status).toBe(403);
    // Cancel gives it back to the fleet as a new shipment.
    const canceled = await call("POST", `/api/shipments/${shipment.id}/cancel`, {}, winnerToken);
    expect(canceled.status).toBe(200);
    expect(canceled.body.message).toBe("Envío cancelado. Volvió a la lista para otro repartidor.");
    const again = await currentShipment(shipment.order_id);
    expect(again).toMatchObject({ status: "LOOKING_FOR_DRIVER", rider_id: null });
    expect(again.id).not.toBe(shipment.id);
  });
});

describe("advancing to DELIVERED with the diner's key; the order follows", () => {
  it("every status in order, a wrong key refused, the right one delivers; the order is DELIVERED with cashback once; the cash return", async () => {
    await clearWaiting();
    const token = await riderToken(MARTIN);
    const { shipment, order, code } = await acceptedDelivery("api-flow-1", { phone: "+5491155550001", customerName: "Lucía Fernández" });
    const before = await count("SELECT loyalty_balance AS n FROM customers WHERE company_id = 1 AND phone = '+5491155550001'");
    const put = (body: Record<string, unknown>) => call("PUT", `/api/shipments/${shipment.id}`, body, token);
    expect((await put({ status: "ON_ROUTE_TO_PICK_UP", rider_id: MARTIN })).status).toBe(200);
    // Skipping a step is a 409.
    expect((await put({ status: "ON_ROUTE_TO_DROP_OFFS" })).status).toBe(409);
    const inStore = await put({ status: "IN_STORE" });
    expect(inStore.body.screen.nextAction).toMatchObject({ label: "En camino al cliente", to: "ON_ROUTE_TO_DROP_OFF" });
    expect(inStore.body.screen.cancel).toEqual({ label: "Cancelar envío en curso" });
    // §4 forward path: IN_STORE → ON_ROUTE_TO_DROP_OFFS, accepted from IN_STORE; one shipment is stored in its single form.
    const onRoute = await put({ status: "ON_ROUTE_TO_DROP_OFFS" });
    expect(onRoute.status, JSON.stringify(onRoute.body)).toBe(200);
    expect(onRoute.body.screen).toMatchObject({ status: "ON_ROUTE_TO_DROP_OFF", nextAction: { label: "Entregado", to: "DELIVERED", needsDeliveryKey: true } });
    // §4 cancel only from ON_ROUTE_TO_PICK_UP, IN_STORE or ON_ROUTE_TO_DROP_OFFS: with the food on board, no hand-back.
    expect(onRoute.body.screen.cancel).toBeNull();
    for (const refused of [await call("POST", `/api/shipments/${shipment.id}/cancel`, {}, token), await put({ status: "DRIVER_CANCELED" })]) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe("Este envío ya no se puede cancelar");
    }
    expect((await currentShipment(order.id))).toMatchObject({ id: shipment.id, status: "ON_ROUTE_TO_DROP_OFF", rider_id: MARTIN });
    // The diner's follow-up JSON shows the key and the steps.
    // The diner's session sees the key; anyone else holding only the code does not.
    const key = await deliveryKey(order.id);
    expect((await call("GET", `/api/diner/pizzeria-palermo/order/${code}`)).body.shipmentSecurityCode).toBeNull();
    const followRes = await SELF.fetch(`${BASE}/api/diner/pizzeria-palermo/order/${code}`, { headers: { Cookie: await ownerCookie(code) } });
    const follow = { body: (await followRes.json()) as any };
    expect(follow.body.shipmentSecurityCode).toBe(key);
    expect(follow.body.shipments[0]).toMatchObject({ id: shipment.id, status: "ON_ROUTE_TO_DROP_OFF", rider: { name: "Martín Gómez" } });
    expect(Object.keys(follow.body.shipments[0].statusTimes)).toEqual(["LOOKING_FOR_DRIVER", "ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]);

    const noKey = await put({ status: "DELIVERED" });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.message).toBe("La clave de entrega tiene 4 dígitos.");
    const wrong = await put({ status: "DELIVERED", deliveryKey: wrongKey(key) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe("La clave de entrega es incorrecta. Te quedan 4 intentos.");
    const right = await put({ status: "DELIVERED", deliveryKey: key });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    // A cash order comes back to the store: 'Regreso al local'.
    expect(right.body.screen.nextAction).toMatchObject({ label: "Regreso al local", to: "RETURNED" });
    expect((await orderRow(code)).status).toBe("DELIVERED");
    // 5 % of 14.050 = 703 points, once.
    expect(await count("SELECT loyalty_balance AS n FROM customers WHERE company_id = 1 AND phone = '+5491155550001'")).toBe(before + 703);
    expect(await count("SELECT COUNT(*) AS n FROM loyalty_movements WHERE order_code = ? AND kind = 'CASHBACK'", code)).toBe(1);
    const back = await call("POST", `/api/shipments/${shipment.id}/advance`, { from: "DELIVERED", slider: 100 }, token);
    expect(back.status).toBe(200);
    expect((await currentShipment(order.id)).status).toBe("RETURNED");
    expect((await call("GET", "/api/shipments/rider", undefined, token)).body).toEqual({});
    // The slider's rule on the advance call.
    const low = await call("POST", `/api/shipments/${shipment.id}/advance`, { from: "DELIVERED", slider: 84 }, token);
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe("Deslice hasta el final para confirmar");
  });

  it("parallel wrong keys: at most five compared, then locked until the store's staff resets it", async () => {
    await clearWaiting();
    const token = await riderToken(LUCAS);
    const { shipment, order } = await acceptedDelivery("api-keys-1");
    // Not a return shipment (as if paid online), so DELIVERED finishes it.
    await env.DB.prepare("UPDATE shipments SET return_shipment = 0 WHERE id = ?").bind(shipment.id).run();
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) {
      expect((await call("PUT", `/api/shipments/${shipment.id}`, { status }, token)).status).toBe(200);
    }
    const key = await deliveryKey(order.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: wrongKey(key) }, token)),
    );
    const wrong = results.filter((r) => r.status === 422);
    const locked = results.filter((r) => r.status === 423);
    expect(wrong.length).toBe(4);
    expect(locked.length).toBe(4);
    expect(locked[0].body.error.message).toBe("La entrega de este envío quedó bloqueada por claves incorrectas. Pide al local que la desbloquee.");
    // Even the right key is refused now.
    expect((await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, token)).status).toBe(423);
    // A rider cannot reset it; the location's picker on shift can.
    expect((await call("POST", `/api/shipments/${shipment.id}/deliverykey/reset`, {}, token)).status).toBe(403);
    const picker = await call("PUT", "/api/picker/11151/updatewithcode", { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(11151) });
    expect(picker.status).toBe(200);
    expect((await call("POST", `/api/shipments/${shipment.id}/deliverykey/reset`, {}, picker.body.token)).status).toBe(200);
    const delivered = await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, token);
    expect(delivered.status).toBe(200);
    // Not a return shipment: nothing after DELIVERED.
    expect(delivered.body.screen.nextAction).toBeNull();
  });
});

describe("tenant isolation: a rider token of one location is refused elsewhere (403)", () => {
  it("another location of the tenant and the second tenant", async () => {
    const token = await riderToken(MARTIN);
    expect((await call("GET", "/api/shipments?branchContactId=112", undefined, token)).status).toBe(403);
    expect((await call("GET", "/api/shipments?branchContactId=211", undefined, token)).status).toBe(403);
    // A shipment of the second tenant (written directly: its location has no delivery mode).
    await env.DB.batch([
      env.DB.prepare("INSERT INTO orders (id, company_id, branch_id, branch_contact_id, order_mode_id, code, idempotency_key, status, type, payment_method, customer_name, customer_phone, items_total, discounts, surcharges, total) VALUES (990001, 2, 21, 211, 2112, 'OTROX001', 'otro-1', 'ACCEPTED', 'DELIVERY', 'CASH', 'Otra', '+5491100000000', 1000, '[]', '[]', 1000)"),
      env.DB.prepare("INSERT INTO logistics_orders (id, company_id, branch_contact_id, order_id, order_code, delivery_key) VALUES (990001, 2, 211, 990001, 'OTROX001', '1234')"),
      env.DB.prepare("INSERT INTO shipments (id, company_id, branch_contact_id, logistics_order_id, order_id, order_code, status) VALUES (990001, 2, 211, 990001, 990001, 'OTROX001', 'LOOKING_FOR_DRIVER')"),
    ]);
    expect((await call("GET", "/api/shipments/990001", undefined, token)).status).toBe(403);
    const put = await call("PUT", "/api/shipments/990001", { status: "ON_ROUTE_TO_PICK_UP" }, token);
    expect(put.status).toBe(403);
    expect(put.body.error.message).toBe("Acceso denegado o link expirado");
    // By logistics order id another tenant's answers 404, as an unknown id (shipments-order-api.test.ts).
    expect((await call("GET", "/api/shipments/order/990001", undefined, token)).status).toBe(404);
    expect((await call("GET", "/api/shipments/99999999", undefined, token)).status).toBe(404);
    expect((await call("GET", "/api/shipments/abc", undefined, token)).status).toBe(400);
  });
});
