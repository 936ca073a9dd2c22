// GET api/shipments/order/{logisticsOrderId} (logistics.md §7 "shipment data for a logistics
// order; on failure an error marker"; §3 Shipment: id, status, createdAt, updatedAt,
// stackingOrder, returnShipment flag, logisticsOrder, order customer name and phone, code to
// show, order destination lat/lng and address). Another tenant's id answers 404 like an
// unknown one, so a rider's token never learns which ids exist elsewhere.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LUCAS, MARTIN, acceptedDelivery, call, clearWaiting, riderToken } from "./shipments-helpers";

const logisticsOrderOf = async (orderId: number) =>
  (await env.DB.prepare("SELECT id FROM logistics_orders WHERE order_id = ?").bind(orderId).first<{ id: number }>())!.id;

describe("GET /api/shipments/order/{logisticsOrderId}", () => {
  it("the order's current shipment in the §3 shape; the customer only for the rider holding it", async () => {
    await clearWaiting();
    const martin = await riderToken(MARTIN);
    const { shipment, order, code } = await acceptedDelivery("order-api-1");
    const loId = await logisticsOrderOf(order.id);
    expect((await call("PUT", `/api/shipments/${shipment.id}`, { status: "ON_ROUTE_TO_PICK_UP", rider_id: MARTIN }, martin)).status).toBe(200);

    const res = await call("GET", `/api/shipments/order/${loId}`, undefined, martin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      logisticsOrder: { id: loId, orderCode: code, providerName: "OWN_FLEET" },
      shipment: {
        id: shipment.id,
        status: "ON_ROUTE_TO_PICK_UP",
        stackingOrder: expect.any(Number),
        returnShipment: expect.any(Boolean),
        codeToShow: code,
        logisticsOrder: { id: loId, dinerOrderCode: code },
        order: {
          code,
          customerName: "Juan Pérez",
          customerPhone: "+5491155550099",
          destination: { lat: -34.5893, lng: -58.4262, address: "Gurruchaga 1500, Palermo" },
        },
        rider: { id: MARTIN, name: "Martín Gómez" },
      },
    });
    expect(res.body.shipment.createdAt).toEqual(expect.any(Number));
    expect(res.body.shipment.updatedAt).toEqual(expect.any(Number));

    // Another rider of the location sees the shipment, not the customer.
    const lucas = await call("GET", `/api/shipments/order/${loId}`, undefined, await riderToken(LUCAS));
    expect(lucas.status).toBe(200);
    expect(lucas.body.shipment.order).toMatchObject({ customerName: null, customerPhone: null });
    // No token: 403 with the error marker.
    const anonymous = await call("GET", `/api/shipments/order/${loId}`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({ error: { status: 403, message: "Acceso denegado o link expirado" } });
    // Hand the shipment back for the next tests (a rider holds one at a time).
    await env.DB.prepare("UPDATE shipments SET status = 'CANCELED' WHERE id = ?").bind(shipment.id).run();
  });

  it("another tenant's id answers 404 like an unknown id (not 403); a sibling location's is 403", async () => {
    const martin = await riderToken(MARTIN);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO orders (id, company_id, branch_id, branch_contact_id, order_mode_id, code, idempotency_key, status, type, payment_method, customer_name, customer_phone, items_total, discounts, surcharges, total) VALUES (990101, 2, 21, 211, 2112, 'OTROY001', 'otro-order-api-1', 'ACCEPTED', 'DELIVERY', 'CASH', 'Otra', '+5491100000000', 1000, '[]', '[]', 1000)"),
      env.DB.prepare("INSERT INTO logistics_orders (id, company_id, branch_contact_id, order_id, order_code, delivery_key) VALUES (990101, 2, 211, 990101, 'OTROY001', '1234')"),
      env.DB.prepare("INSERT INTO shipments (id, company_id, branch_contact_id, logistics_order_id, order_id, order_code, status) VALUES (990101, 2, 211, 990101, 990101, 'OTROY001', 'LOOKING_FOR_DRIVER')"),
      // Belgrano (112), a sibling location of Martín's own tenant.
      env.DB.prepare("INSERT INTO orders (id, company_id, branch_id, branch_contact_id, order_mode_id, code, idempotency_key, status, type, payment_method, customer_name, customer_phone, items_total, discounts, surcharges, total) VALUES (990102, 1, 11, 112, 1111, 'BELGY001', 'belgrano-order-api-1', 'ACCEPTED', 'DELIVERY', 'CASH', 'Vecina', '+5491100000001', 1000, '[]', '[]', 1000)"),
      env.DB.prepare("INSERT INTO logistics_orders (id, company_id, branch_contact_id, order_id, order_code, delivery_key) VALUES (990102, 1, 112, 990102, 'BELGY001', '4321')"),
      env.DB.prepare("INSERT INTO shipments (id, company_id, branch_contact_id, logistics_order_id, order_id, order_code, status) VALUES (990102, 1, 112, 990102, 990102, 'BELGY001', 'LOOKING_FOR_DRIVER')"),
    ]);
    const foreign = await call("GET", "/api/shipments/order/990101", undefined, martin);
    const unknown = await call("GET", "/api/shipments/order/99999999", undefined, martin);
    for (const r of [foreign, unknown]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: { status: 404, message: "No encontramos el envío" } });
    }
    const sibling = await call("GET", "/api/shipments/order/990102", undefined, martin);
    expect(sibling.status).toBe(403);
    expect(sibling.body.error.message).toBe("Acceso denegado o link expirado");
    expect((await call("GET", "/api/shipments/order/abc", undefined, martin)).status).toBe(400);
  });
});
