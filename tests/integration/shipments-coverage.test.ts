// storefront.md §5 courier messages where a location asks for a rider on shift,
// tested at Belgrano (made to deliver with its own fleet, a zone and always open here):
// no rider on shift → the fee call says NO_LOGISTICS_COVERAGE, the order is refused with
// 'En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde',
// the menu shows the message; a rider starts a shift → orders are taken.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { call, startWithPhoneCode } from "./shipments-helpers";
import { transitionOrder } from "~/services/orders/order-transitions.server";

const BELGRANO = 112;
const CABILDO = { fullAddress: "Av. Cabildo 2100, Belgrano, CABA", street: "Av. Cabildo", number: "2100", city: "CABA", locality: "Belgrano", lat: -34.561, lng: -58.456, betweenStreets: "Juramento y Mendoza", details: "" };

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("UPDATE branch_contacts SET own_fleet = 1, requires_rider_on_shift = 1, always_open = 1, mandatory_email = 0 WHERE id = ?").bind(BELGRANO),
    env.DB.prepare(
      `INSERT INTO delivery_zones (id, company_id, branch_contact_id, name, polygon, fee, cash_fee, minimum_order, active, position)
       VALUES (1121, 1, ?, 'Belgrano', '[[-34.54,-58.48],[-34.54,-58.43],[-34.58,-58.43],[-34.58,-58.48]]', 1500, 2000, 0, 1, 0)`,
    ).bind(BELGRANO),
    // Belgrano's riders use the same code as Palermo's in this test.
    env.DB.prepare(
      `INSERT INTO staff_security_codes (company_id, branch_contact_id, role, code_hash)
       SELECT company_id, ?, role, code_hash FROM staff_security_codes WHERE branch_contact_id = 111 AND role = 'rider'`,
    ).bind(BELGRANO),
  ]);
});

const belgranoOrder = (key: string) =>
  postOrder(palermoDelivery({ branchContact: "pizzeria-belgrano", orderModeId: 1121, paymentType: 11211, destination: CABILDO, customerEmail: "juan@example.com" }), key);

describe("a location that asks for a rider on shift", () => {
  it("no rider on shift: NO_LOGISTICS_COVERAGE, the courier message, and the menu says so", async () => {
    const fee = await call("GET", `/api/branch/${BELGRANO}/deliveryzones/fee?lat=${CABILDO.lat}&lng=${CABILDO.lng}&fullAddress=Av.%20Cabildo%202100`);
    expect(fee.body).toMatchObject({ status: "NO_LOGISTICS_COVERAGE", providerFailure: true, inside: true });
    const refused = await belgranoOrder("coverage-none");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde");
    const menu = await SELF.fetch(`${BASE}/menu/pizzeria-belgrano/delivery`);
    expect(await menu.text()).toContain("En este momento no contamos con repartidores en la zona. Vuelva a intentar mas tarde");
    // Palermo does not ask: same hour, it takes the order.
    expect((await postOrder(palermoDelivery(), "coverage-palermo")).status).toBe(200);
  });

  it("a rider starts a shift: the order is taken and, accepted, gets its shipment", async () => {
    const shift = await startWithPhoneCode("POST", "/api/rider/createwithcode", { name: "Rider Belgrano", phone: "11 6000-0050", securityCode: "4826", riderUser: { branchContact: { id: BELGRANO } }, active: true }, "+5491160000050");
    expect(shift.status, JSON.stringify(shift.body)).toBe(200);
    const fee = await call("GET", `/api/branch/${BELGRANO}/deliveryzones/fee?lat=${CABILDO.lat}&lng=${CABILDO.lng}&fullAddress=Av.%20Cabildo%202100`);
    expect(fee.body).toMatchObject({ status: "INSIDE", providerFailure: false });
    const taken = await belgranoOrder("coverage-rider");
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect((await transitionOrder(env, 1, taken.body.data.code, "ACCEPTED")).ok).toBe(true);
    const shipment = await env.DB.prepare("SELECT s.* FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.code = ?").bind(taken.body.data.code).first<any>();
    expect(shipment).toMatchObject({ branch_contact_id: BELGRANO, status: "LOOKING_FOR_DRIVER", provider: "OWN_FLEET" });
    // The shift ends: no coverage again.
    const out = await call("PUT", `/api/rider/${shift.body.id}/updatewithcode`, { active: false, securityCode: "4826", riderUser: { branchContact: { id: BELGRANO } } }, shift.body.token);
    expect(out.status).toBe(200);
    expect((await belgranoOrder("coverage-after")).status).toBe(400);
  });
});
