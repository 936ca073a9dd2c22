// Live tracking (logistics.md §3 Tracking info, §7 GET /api/logisticsorder/tracking/{alias}/
// {orderCode} "on error an empty object", realtime channel 'tracking-{id}'; issue 10):
// the API's shape, 404 across tenants, `{}` on error; the tracking room: only the rider
// holding the shipment publishes (a diner's socket cannot, another rider cannot), the last
// position is kept for a new watcher, status changes reach the room, an ended shipment
// stops accepting positions.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { LUCAS, MARTIN, acceptedDelivery, call, clearWaiting, deliveryKey, ownerCookie, riderToken } from "./shipments-helpers";

async function until(check: () => boolean, ms = 4000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A socket on the tracking room through the Worker; `headers` may carry a bearer (the rider app). */
async function roomSocket(channel: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${BASE}/parties/tracking-room/${channel}`, { headers: { Upgrade: "websocket", ...headers } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no socket: ${res.status}`);
  ws.accept();
  const messages: any[] = [];
  const state = { closed: null as number | null };
  ws.addEventListener("message", (e) => messages.push(JSON.parse(String(e.data))));
  ws.addEventListener("close", (e) => (state.closed = e.code));
  const positions = () => messages.filter((m) => m.type === "position");
  const send = (lat: number, lng: number) => ws.send(JSON.stringify({ type: "position", lat, lng, accuracy: 8 }));
  return { ws, messages, positions, send, state };
}

async function tracking(alias: string, code: string, cookie?: string) {
  const res = await SELF.fetch(`${BASE}/api/logisticsorder/tracking/${alias}/${code}`, { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return { status: res.status, body: (await res.json()) as any };
}
const HOME = { lat: -34.5893, lng: -58.4262 }; // Gurruchaga 1500, the test orders' destination
const NEAR = { lat: -34.595, lng: -58.42 };
const NEARER = { lat: -34.592, lng: -58.423 };

async function onTheWay(key: string) {
  await clearWaiting();
  // The previous test's shipment out of the rider's hands (a rider holds one at a time).
  await env.DB.prepare("UPDATE shipments SET status = 'CANCELED' WHERE rider_id = ? AND status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS')").bind(MARTIN).run();
  const token = await riderToken(MARTIN);
  const { shipment, order, code } = await acceptedDelivery(key);
  const put = (body: Record<string, unknown>) => call("PUT", `/api/shipments/${shipment.id}`, body, token);
  return { token, shipment, order, code, put };
}

describe("GET /api/logisticsorder/tracking/{alias}/{orderCode}", () => {
  it("the §3 tracking info: id, positions, rider, status, key; rider details only on the way to the drop-off", async () => {
    const { code, order, put } = await onTheWay("trk-api-1");
    const waiting = await tracking("pizzeria-palermo", code, await ownerCookie(code));
    expect(waiting.status).toBe(200);
    expect(waiting.body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(waiting.body).toMatchObject({
      channel: `tracking-${waiting.body.id}`,
      orderCode: code,
      status: "LOOKING_FOR_DRIVER",
      statusLabel: "Buscando repartidor",
      showShipmentDetails: false,
      riderName: null,
      riderPhone: null,
      riderPosition: null,
      eta: null,
      destinationPosition: HOME,
      securityCode: await deliveryKey(order.id),
    });
    expect(waiting.body.branchPosition.lat).toBeLessThan(-34);
    // The key only for the session that placed the order (as on the follow-up).
    const anyone = await tracking("pizzeria-palermo", code);
    expect(anyone.body).toMatchObject({ id: waiting.body.id, securityCode: null });
    expect((await put({ status: "ON_ROUTE_TO_PICK_UP", rider_id: MARTIN })).status).toBe(200);
    const pickUp = await tracking("pizzeria-palermo", code);
    expect(pickUp.body).toMatchObject({ status: "ON_ROUTE_TO_PICK_UP", statusLabel: "El repartidor va hacia el local", riderName: null });
    expect((await put({ status: "IN_STORE" })).status).toBe(200);
    expect((await put({ status: "ON_ROUTE_TO_DROP_OFF" })).status).toBe(200);
    const onRoute = await tracking("pizzeria-palermo", code);
    expect(onRoute.body).toMatchObject({
      id: waiting.body.id,
      status: "ON_ROUTE_TO_DROP_OFF",
      statusLabel: "El repartidor va hacia tu dirección",
      showShipmentDetails: true,
      riderName: "Martín Gómez",
      riderPhone: "+5491160000001",
      route: [HOME],
      // No position yet: no estimate.
      eta: null,
    });
    // The follow-up links here (trackingUrl), JSON and page.
    const follow = await call("GET", `/api/diner/pizzeria-palermo/order/${code}`);
    expect(follow.body.trackingUrl).toBe(`/logistics/tracking/order/pizzeria-palermo/${code}`);
    const followPage = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/order/${code}`)).text();
    expect(followPage).toContain(`href="/logistics/tracking/order/pizzeria-palermo/${code}"`);
    expect(followPage).toContain("Seguir el envío en el mapa");
  });

  it("the page without JavaScript: the overlay rendered on the server; 'Sin repartidor' before the drop-off; 404 across tenants", async () => {
    const { code } = await onTheWay("trk-page-1");
    const owner = await ownerCookie(code);
    const res = await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}`, { headers: { Cookie: owner } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [`Pedido ${code}`, "Actualizar", "Buscando repartidor", "Sin repartidor", "Clave de entrega", "El repartidor te solicitará esta clave al entregar el pedido", "Comparte la clave", "Continuar"]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain("Entrega estimada");
    // Another visitor of the shared link: no key, no modal.
    const other = await (await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}`)).text();
    expect(other).not.toContain("Clave de entrega");
    expect(other).not.toContain("Comparte la clave");
    const seen = await (await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}?clave=vista`, { headers: { Cookie: owner } })).text();
    expect(seen).not.toContain("Comparte la clave");
    expect(seen).toContain("Clave de entrega");
    const foreign = await SELF.fetch(`${BASE}/logistics/tracking/order/otro-local/${code}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toContain("No encontramos el seguimiento de este pedido.");
  });

  it("another tenant's alias with the same code is 404 `{}`; a sibling location's alias too; bad codes 400 `{}`", async () => {
    const { code } = await onTheWay("trk-api-2");
    for (const alias of ["otro-local", "otro-sabor", "pizzeria-belgrano", "no-existe"]) {
      const r = await tracking(alias, code);
      expect(r.status, alias).toBe(404);
      expect(r.body).toEqual({});
    }
    // The company and branch aliases of its own tenant reach it.
    expect((await tracking("sabores", code)).status).toBe(200);
    const bad = await tracking("pizzeria-palermo", "no!válido");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({});
    const unknown = await tracking("pizzeria-palermo", "ZZZZ9999");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({});
  });
});

describe("the tracking room (/parties/tracking-room/tracking-{id})", () => {
  it("the rider publishes; watchers get it; a new watcher sees the last position at once; the API gives it with an ETA", async () => {
    const { token, code, put } = await onTheWay("trk-room-1");
    const id = (await tracking("pizzeria-palermo", code)).body.id as string;
    expect((await put({ status: "ON_ROUTE_TO_PICK_UP", rider_id: MARTIN })).status).toBe(200);
    const watcher = await roomSocket(`tracking-${id}`);
    // The status change reaches the same room.
    expect((await put({ status: "IN_STORE" })).status).toBe(200);
    await until(() => watcher.messages.some((m) => m.type === "tracking" && m.status === "IN_STORE"));
    expect(watcher.messages.find((m) => m.type === "tracking")).not.toHaveProperty("securityCode");
    expect((await put({ status: "ON_ROUTE_TO_DROP_OFF" })).status).toBe(200);
    await until(() => watcher.messages.some((m) => m.type === "tracking" && m.status === "ON_ROUTE_TO_DROP_OFF"));

    const rider = await roomSocket(`tracking-${id}`, { Authorization: `Bearer ${token}` });
    rider.send(NEAR.lat, NEAR.lng);
    await until(() => watcher.positions().length === 1);
    expect(watcher.positions()[0]).toMatchObject({ type: "position", ...NEAR, riderId: MARTIN, accuracy: 8 });
    await sleep(1100);
    rider.send(NEARER.lat, NEARER.lng);
    await until(() => watcher.positions().length === 2);

    const late = await roomSocket(`tracking-${id}`);
    await until(() => late.positions().length === 1);
    expect(late.positions()[0]).toMatchObject(NEARER);

    const info = (await tracking("pizzeria-palermo", code)).body;
    expect(info.riderPosition).toMatchObject(NEARER);
    // ~0.45 km straight, ×1.3 at 20 km/h: about 2 minutes after the test clock's now.
    const now = Date.parse("2026-11-18T15:00:00-03:00");
    expect(info.eta - now).toBeGreaterThan(60_000);
    expect(info.eta - now).toBeLessThan(4 * 60_000);
    for (const s of [watcher, rider, late]) s.ws.close();
  });

  it("a diner's socket cannot publish, not even with the Worker's rider header forged; another rider cannot either", async () => {
    const { code, put } = await onTheWay("trk-room-2");
    const id = (await tracking("pizzeria-palermo", code)).body.id as string;
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) expect((await put({ status, rider_id: MARTIN })).status).toBe(200);
    const watcher = await roomSocket(`tracking-${id}`);
    const diner = await roomSocket(`tracking-${id}`, { "x-sabores-tracking-rider": String(MARTIN) });
    diner.send(NEAR.lat, NEAR.lng);
    const lucas = await roomSocket(`tracking-${id}`, { Authorization: `Bearer ${await riderToken(LUCAS)}` });
    await sleep(1100);
    lucas.send(NEARER.lat, NEARER.lng);
    await sleep(400);
    expect(watcher.positions()).toEqual([]);
    expect((await tracking("pizzeria-palermo", code)).body.riderPosition).toBeNull();
    // A room name that is not a tracking id is refused.
    const res = await SELF.fetch(`${BASE}/parties/tracking-room/tracking-1234`, { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(404);
    for (const s of [watcher, diner, lucas]) s.ws.close();
  });

  it("an ended shipment stops accepting positions: the delivery closes the rider's socket and a new one cannot publish", async () => {
    const { token, code, order, put } = await onTheWay("trk-room-3");
    const owner = await ownerCookie(code);
    expect((await tracking("pizzeria-palermo", code, owner)).body.securityCode).toBe(await deliveryKey(order.id));
    const id = (await tracking("pizzeria-palermo", code)).body.id as string;
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) expect((await put({ status, rider_id: MARTIN })).status).toBe(200);
    const watcher = await roomSocket(`tracking-${id}`);
    const rider = await roomSocket(`tracking-${id}`, { Authorization: `Bearer ${token}` });
    rider.send(NEAR.lat, NEAR.lng);
    await until(() => watcher.positions().length === 1);
    expect((await put({ status: "DELIVERED", deliveryKey: await deliveryKey(order.id) })).status).toBe(200);
    await until(() => rider.state.closed === 4003);
    await until(() => watcher.messages.some((m) => m.type === "tracking" && m.status === "DELIVERED"));
    const again = await roomSocket(`tracking-${id}`, { Authorization: `Bearer ${token}` });
    await sleep(1100);
    again.send(NEARER.lat, NEARER.lng);
    await sleep(400);
    expect(watcher.positions()).toHaveLength(1);
    const info = (await tracking("pizzeria-palermo", code, owner)).body;
    expect(info).toMatchObject({ status: "DELIVERED", statusLabel: "Pedido entregado", showShipmentDetails: false, riderPosition: null, eta: null, securityCode: null });
    for (const s of [watcher, rider, again]) s.ws.close();
  });
});
