// "DELIVERED by the rider sets the order DELIVERED (which credits the loyalty
// cashback once)" and "every shipment, stack and order change is one conditional write":
// the rider's DELIVERED writes the shipment, the order (through READY), its status events
// and the cashback in one D1 batch (docs/decisions/shipment-changes-are-conditional-writes.md).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, orderRow } from "./orders-helpers";
import { MARTIN, LUCAS, acceptedDelivery, call, clearWaiting, currentShipment, deliveryKey, riderToken } from "./shipments-helpers";

const LUCIA = "+5491155550001"; // the demo's opted-in customer: 5 % cashback at Palermo

const balance = () => count("SELECT loyalty_balance AS n FROM customers WHERE company_id = 1 AND phone = ?", LUCIA);

/** A delivery order of Lucía, its shipment taken by the rider and on the way to her. */
async function onTheWay(key: string, token: string) {
  await clearWaiting();
  const placed = await acceptedDelivery(key, { phone: LUCIA, customerName: "Lucía Fernández" });
  // Not a return shipment (as if paid online): DELIVERED ends it and frees the rider for the next test.
  await env.DB.prepare("UPDATE shipments SET return_shipment = 0 WHERE id = ?").bind(placed.shipment.id).run();
  for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) {
    const r = await call("PUT", `/api/shipments/${placed.shipment.id}`, { status }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  return placed;
}

describe("the rider's DELIVERED moves the order in the same write", () => {
  it("a parallel double submit of the right key: one 200, one 409; the order DELIVERED (through READY), cashback credited once", async () => {
    const token = await riderToken(MARTIN);
    const { shipment, order, code } = await onTheWay("delivered-double-1", token);
    // The picker never touched it: the order is still ACCEPTED when the rider delivers.
    expect((await orderRow(code)).status).toBe("ACCEPTED");
    const before = await balance();
    const key = await deliveryKey(order.id);
    const deliver = () => call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, token);
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error.message).toBe("El envío ya cambió de estado. Actualizamos la pantalla.");

    expect((await currentShipment(order.id)).status).toBe("DELIVERED");
    const row = await orderRow(code);
    expect(row.status).toBe("DELIVERED");
    // 5 % of 14.050 = 703 points, once.
    expect(row.gained_points).toBe(703);
    expect(await balance()).toBe(before + 703);
    expect(await count("SELECT COUNT(*) AS n FROM loyalty_movements WHERE order_code = ? AND kind = 'CASHBACK'", code)).toBe(1);
    const movement = await env.DB.prepare("SELECT amount, post_balance FROM loyalty_movements WHERE order_code = ? AND kind = 'CASHBACK'").bind(code).first<any>();
    expect(movement).toEqual({ amount: 703, post_balance: before + 703 });
    const events = await env.DB.prepare("SELECT status, actor FROM order_status_events WHERE order_id = ? AND status IN ('READY', 'DELIVERED') ORDER BY status").bind(order.id).all<any>();
    expect(events.results).toEqual([{ status: "DELIVERED", actor: "rider" }, { status: "READY", actor: "rider" }]);

    // A third submit later changes nothing either.
    expect((await deliver()).status).toBe(409);
    expect(await balance()).toBe(before + 703);
    // The diner's follow-up JSON says DELIVERED.
    const follow = await call("GET", `/api/diner/pizzeria-palermo/order/${code}`);
    expect(follow.body).toMatchObject({ status: "DELIVERED", gainedPoints: 703 });
  });

  it("an order the picker made READY goes straight to DELIVERED, keeping the picker's READY", async () => {
    const token = await riderToken(LUCAS);
    const { shipment, order, code } = await onTheWay("delivered-ready-1", token);
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET status = 'READY' WHERE id = ?").bind(order.id),
      env.DB.prepare("INSERT INTO order_status_events (order_id, company_id, status, at, actor) VALUES (?, 1, 'READY', 1, 'picker')").bind(order.id),
    ]);
    const r = await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: await deliveryKey(order.id) }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await orderRow(code)).status).toBe("DELIVERED");
    const events = await env.DB.prepare("SELECT status, actor FROM order_status_events WHERE order_id = ? AND status IN ('READY', 'DELIVERED') ORDER BY status").bind(order.id).all<any>();
    expect(events.results).toEqual([{ status: "DELIVERED", actor: "rider" }, { status: "READY", actor: "picker" }]);
    expect(await count("SELECT COUNT(*) AS n FROM loyalty_movements WHERE order_code = ? AND kind = 'CASHBACK'", code)).toBe(1);
  });

  it("when the order's part cannot be written, the shipment is not DELIVERED either (one write); the rider tries again", async () => {
    const token = await riderToken(MARTIN);
    const { shipment, order, code } = await onTheWay("delivered-atomic-1", token);
    // Storage refuses the order's DELIVERED (as a failing write would).
    await env.DB.prepare(
      `CREATE TRIGGER test_refuse_delivered BEFORE UPDATE OF status ON orders
       WHEN NEW.status = 'DELIVERED' AND NEW.code = '${code}' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    ).run();
    const key = await deliveryKey(order.id);
    const failed = await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, token);
    expect(failed.status).toBe(503);
    expect(failed.body.error.message).toBe("Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos");
    expect((await currentShipment(order.id)).status).toBe("ON_ROUTE_TO_DROP_OFF");
    expect((await orderRow(code)).status).toBe("ACCEPTED");
    expect(await count("SELECT COUNT(*) AS n FROM order_status_events WHERE order_id = ? AND status = 'READY'", order.id)).toBe(0);
    await env.DB.prepare("DROP TRIGGER test_refuse_delivered").run();
    const again = await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: key }, token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await currentShipment(order.id)).status).toBe("DELIVERED");
    expect((await orderRow(code)).status).toBe("DELIVERED");
    expect(await count("SELECT COUNT(*) AS n FROM loyalty_movements WHERE order_code = ? AND kind = 'CASHBACK'", code)).toBe(1);
  });
});
