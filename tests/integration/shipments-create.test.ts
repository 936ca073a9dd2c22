// Shipments and stacks: the shipment is created in the ACCEPTED write for an
// own-fleet delivery order; the stacking rule; the conditional writes' races.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { transitionOrder } from "~/services/orders/order-transitions.server";
import { acceptShipment, acceptStack, cancelShipment, deliverShipment, moveShipment } from "~/data/logistics/shipment-writes.server";
import { count, orderRow, palermoDelivery, postOrder } from "./orders-helpers";

const MARTIN = { riderId: 9001, name: "Martín Gómez", phone: "+5491160000001" };
const LUCAS = { riderId: 9002, name: "Lucas Pérez", phone: "+5491160000002" };
const SANTA_FE_3400 = { fullAddress: "Av. Santa Fe 3400, Palermo, CABA", street: "Av. Santa Fe", number: "3400", city: "CABA", locality: "Palermo", lat: -34.5868, lng: -58.4128 };

async function acceptedOrder(key: string, over: Record<string, unknown> = {}) {
  const created = await postOrder(palermoDelivery(over), key);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const code = created.body.data.code as string;
  expect((await transitionOrder(env, 1, code, "ACCEPTED")).ok).toBe(true);
  return { code, order: await orderRow(code) };
}

const shipmentOf = (orderId: number) => env.DB.prepare("SELECT * FROM shipments WHERE order_id = ? ORDER BY id DESC").bind(orderId).first<any>();

describe("shipment created with the acceptance", () => {
  it("an accepted Palermo delivery order gets a logistics order with a 4-digit key and a shipment LOOKING_FOR_DRIVER, OWN_FLEET", async () => {
    const { order } = await acceptedOrder("ship-create-1");
    const lo = await env.DB.prepare("SELECT * FROM logistics_orders WHERE order_id = ?").bind(order.id).first<any>();
    expect(lo).toMatchObject({ company_id: 1, branch_contact_id: 111, provider: "OWN_FLEET" });
    expect(lo.delivery_key).toMatch(/^\d{4}$/);
    const s = await shipmentOf(order.id);
    expect(s).toMatchObject({ status: "LOOKING_FOR_DRIVER", provider: "OWN_FLEET", company_id: 1, rider_id: null, return_shipment: 1, drop_off_lat: -34.5893 });
    expect(await count("SELECT COUNT(*) AS n FROM shipment_status_events WHERE shipment_id = ?", s.id)).toBe(1);
  });

  it("a take-away order or a location without own fleet gets none", async () => {
    const created = await postOrder(palermoDelivery({ orderModeId: 1112, paymentType: 11121, destination: undefined }), "ship-takeaway");
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const code = created.body.data.code;
    expect((await transitionOrder(env, 1, code, "ACCEPTED")).ok).toBe(true);
    const o = await orderRow(code);
    expect(await count("SELECT COUNT(*) AS n FROM shipments WHERE order_id = ?", o.id)).toBe(0);
    await env.DB.prepare("UPDATE branch_contacts SET own_fleet = 0 WHERE id = 111").run();
    try {
      const { order } = await acceptedOrder("ship-no-fleet");
      expect(await count("SELECT COUNT(*) AS n FROM shipments WHERE order_id = ?", order.id)).toBe(0);
      expect(await count("SELECT COUNT(*) AS n FROM logistics_orders WHERE order_id = ?", order.id)).toBe(0);
    } finally {
      await env.DB.prepare("UPDATE branch_contacts SET own_fleet = 1 WHERE id = 111").run();
    }
  });
});

describe("races: one conditional write each", () => {
  it("two riders accepting one shipment at once: exactly one winner", async () => {
    const { order } = await acceptedOrder("ship-race-1", { destination: { ...SANTA_FE_3400, lat: -34.60, lng: -58.395 } });
    const s = await shipmentOf(order.id);
    const [a, b] = await Promise.all([
      acceptShipment(env, 1, 111, s.id, MARTIN, 1_800_000_000_001),
      acceptShipment(env, 1, 111, s.id, LUCAS, 1_800_000_000_002),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const after = await shipmentOf(order.id);
    expect(after.status).toBe("ON_ROUTE_TO_PICK_UP");
    expect([9001, 9002]).toContain(after.rider_id);
    // A double tap of 'En el local' moves it once.
    const rider = after.rider_id;
    const [x, y] = await Promise.all([
      moveShipment(env, 1, s.id, rider, "ON_ROUTE_TO_PICK_UP", "IN_STORE", 1_800_000_000_010),
      moveShipment(env, 1, s.id, rider, "ON_ROUTE_TO_PICK_UP", "IN_STORE", 1_800_000_000_011),
    ]);
    expect([x.ok, y.ok].filter(Boolean)).toHaveLength(1);
    // Cancel re-offers it as a new shipment LOOKING_FOR_DRIVER.
    expect((await cancelShipment(env, 1, s.id, rider, 1_800_000_000_020)).ok).toBe(true);
    const again = await shipmentOf(order.id);
    expect(again.id).not.toBe(s.id);
    expect(again).toMatchObject({ status: "LOOKING_FOR_DRIVER", rider_id: null });
    // The other tenant's company id reaches nothing.
    expect((await acceptShipment(env, 2, 111, again.id, LUCAS, 1_800_000_000_030)).ok).toBe(false);
    expect((await deliverShipment(env, 1, again.id, 9001, null, { orderId: order.id, cashback: 0 }, 1_800_000_000_031)).ok).toBe(false);
  });
});

describe("stacking: within 10 minutes, drop-offs within 3 km, nearest-neighbour order", () => {
  it("two near orders become one stack ordered from the store; a stack is accepted whole", async () => {
    await env.DB.prepare("UPDATE shipments SET status = 'CANCELED' WHERE status = 'LOOKING_FOR_DRIVER'").run();
    const far = await acceptedOrder("ship-stack-far"); // Gurruchaga 1500, 1.4 km from the store
    const near = await acceptedOrder("ship-stack-near", { destination: { ...SANTA_FE_3400, betweenStreets: "", details: "" } });
    const a = await shipmentOf(far.order.id);
    const b = await shipmentOf(near.order.id);
    expect(a.stack_id).not.toBeNull();
    expect(b.stack_id).toBe(a.stack_id);
    expect(b.stacking_order).toBe(0);
    expect(a.stacking_order).toBe(1);
    const stack = await env.DB.prepare("SELECT * FROM shipment_stacks WHERE id = ?").bind(a.stack_id).first<any>();
    expect(stack).toMatchObject({ status: "LOOKING_FOR_DRIVER", branch_contact_id: 111, return_stack: 1 });
    // A stacked shipment cannot be taken alone.
    expect((await acceptShipment(env, 1, 111, a.id, LUCAS, 1_800_000_001_000)).ok).toBe(false);
    const [x, y] = await Promise.all([
      acceptStack(env, 1, 111, a.stack_id, MARTIN, 1_800_000_001_001),
      acceptStack(env, 1, 111, a.stack_id, { ...LUCAS, riderId: 9003 }, 1_800_000_001_002),
    ]);
    expect([x.ok, y.ok].filter(Boolean)).toHaveLength(1);
    expect(await count("SELECT COUNT(*) AS n FROM shipments WHERE stack_id = ? AND status = 'ON_ROUTE_TO_PICK_UP'", a.stack_id)).toBe(2);
  });
});
