// Delivery keys attacked from inside the location: a rider with a picker's token once reset
// the guess counter of a delivery that was not locked (and so tried all 10,000 keys), and a
// lock followed the order to the next rider after a hand-back, forever. Each test repeats
// the attack; now a reset only lifts a real lock, at most twice per delivery, and a lock is
// the rider's who caused it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LUCAS, MARTIN, PALERMO, acceptedDelivery, call, knownDevice, clearWaiting, deliveryKey, riderToken, wrongKey } from "./shipments-helpers";

const LOCKED = "La entrega de este envío quedó bloqueada por claves incorrectas. Pide al local que la desbloquee.";

/** The rider's earlier shipments out of the way (a rider holds one at a time). */
const freeRider = (riderId: number) =>
  env.DB.prepare("UPDATE shipments SET status = 'CANCELED' WHERE rider_id = ? AND status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS', 'DELIVERED')").bind(riderId).run();

async function onTheWayToTheDoor(rider: string, key: string) {
  await clearWaiting();
  await freeRider(LUCAS);
  const { shipment, order } = await acceptedDelivery(key);
  await env.DB.prepare("UPDATE shipments SET return_shipment = 0 WHERE id = ?").bind(shipment.id).run();
  for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) {
    const r = await call("PUT", `/api/shipments/${shipment.id}`, { status }, rider);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  const right = await deliveryKey(order.id);
  const guess = () => call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: wrongKey(right) }, rider);
  return { shipment, right, guess };
}

async function pickerToken() {
  const carla = await call("PUT", "/api/picker/11151/updatewithcode", { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(11151) });
  expect(carla.status).toBe(200);
  return carla.body.token as string;
}

describe("POST /api/shipments/{id}/deliverykey/reset", () => {
  it("does not reset the count of a delivery that is not locked; after two resets it needs the owner or manager", async () => {
    const rider = await riderToken(LUCAS);
    const { shipment, guess } = await onTheWayToTheDoor(rider, "key-attack-reset");
    const picker = await pickerToken();
    const reset = () => call("POST", `/api/shipments/${shipment.id}/deliverykey/reset`, {}, picker);

    expect((await guess()).body.error.message).toBe("La clave de entrega es incorrecta. Te quedan 4 intentos.");
    const early = await reset();
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe("Esta entrega ya no estaba bloqueada.");
    // The count went on: three more wrong keys leave one.
    await guess();
    await guess();
    expect((await guess()).body.error.message).toBe("La clave de entrega es incorrecta. Te queda 1 intento.");
    expect((await guess()).status).toBe(423);

    for (let round = 1; round <= 2; round++) {
      expect((await reset()).status, `reset ${round}`).toBe(200);
      for (let i = 0; i < 5; i++) await guess();
      expect((await guess()).body.error.message).toBe(LOCKED);
    }
    const third = await reset();
    expect(third.status).toBe(403);
    expect(third.body.error.message).toBe("Esta entrega ya se desbloqueó dos veces. Solo el dueño o el encargado del local puede volver a desbloquearla.");
    expect((await guess()).status).toBe(423);
  });

  it("a lock is the rider's who caused it: the shipment handed to another rider is delivered with the right key", async () => {
    const lucas = await riderToken(LUCAS);
    const { shipment, right, guess } = await onTheWayToTheDoor(lucas, "key-attack-handback");
    for (let i = 0; i < 5; i++) await guess();
    expect((await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: right }, lucas)).status).toBe(423);
    // The location's list of locks names Lucas.
    const locks = await env.DB.prepare("SELECT key FROM attempt_locks WHERE key LIKE ? AND locked_until IS NOT NULL").bind(`delivery-key:${shipment.logistics_order_id}:%`).all<{ key: string }>();
    expect(locks.results.map((r) => r.key)).toEqual([`delivery-key:${shipment.logistics_order_id}:${LUCAS}`]);

    // Handed to Martín, the delivery starts with a fresh count.
    const martin = await riderToken(MARTIN);
    await freeRider(MARTIN);
    await env.DB.prepare("UPDATE shipments SET rider_id = ?, rider_name = 'Martín Gómez' WHERE id = ?").bind(MARTIN, shipment.id).run();
    const wrong = await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: wrongKey(right) }, martin);
    expect(wrong.body.error.message).toBe("La clave de entrega es incorrecta. Te quedan 4 intentos.");
    expect((await call("PUT", `/api/shipments/${shipment.id}`, { status: "DELIVERED", deliveryKey: right }, martin)).status).toBe(200);
  });
});
