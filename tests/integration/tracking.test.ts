// Live tracking (logistics.md §3 Tracking info, §7 GET /api/logisticsorder/tracking/{alias}/
// {orderCode} "on error an empty object", realtime channel 'tracking-{id}'):
// the API's shape, 404 across tenants, `{}` on error; the tracking room: only the rider
// holding the shipment publishes (a diner's socket cannot, another rider cannot), the last
// position is kept for a new watcher, status changes reach the room, an ended shipment
// stops accepting positions.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { palermoDelivery, postOrder } from "./orders-helpers";
import { LUCAS, MARTIN, SANTA_FE_3400, acceptedDelivery, call, clearWaiting, currentShipment, deliveryKey, ownerCookie, riderToken } from "./shipments-helpers";

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
  ws.addEventListener("message", (e) => {
    messages.push(JSON.parse(String(e.data)));
  });
  ws.addEventListener("close", (e) => {
    state.closed = e.code;
  });
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

/** The previous test's shipment out of the rider's hands (a rider holds one at a time, a cash return too). */
async function freeMartin() {
  await env.DB.prepare(
    `UPDATE shipments SET status = CASE status WHEN 'DELIVERED' THEN 'RETURNED' ELSE 'CANCELED' END
     WHERE rider_id = ? AND (status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS') OR (status = 'DELIVERED' AND return_shipment = 1))`,
  ).bind(MARTIN).run();
}

async function onTheWay(key: string) {
  await clearWaiting();
  await freeMartin();
  const token = await riderToken(MARTIN);
  const { shipment, order, code } = await acceptedDelivery(key);
  const put = (body: Record<string, unknown>) => call("PUT", `/api/shipments/${shipment.id}`, body, token);
  return { token, shipment, order, code, put };
}

describe("GET /api/logisticsorder/tracking/{alias}/{orderCode}", () => {
  it("the §3 tracking info: id, positions, rider, status, key; rider details only on the way to the drop-off", async () => {
    const { code, order, put, token } = await onTheWay("trk-api-1");
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
    // A stranger with the code sees the door rounded to about 300 m, not the house.
    expect(anyone.body.destinationPosition).toEqual({ lat: -34.59, lng: -58.425 });
    expect((await put({ status: "ON_ROUTE_TO_PICK_UP", rider_id: MARTIN })).status).toBe(200);
    // The rider holding the shipment gets the exact door (bearer of the app).
    const holderView = await SELF.fetch(`${BASE}/api/logisticsorder/tracking/pizzeria-palermo/${code}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await holderView.json()) as any).destinationPosition).toEqual(HOME);
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
      // No position yet: no estimate.
      eta: null,
    });
    // The route is not given (in a stack its stops are other diners' doors): only the estimate.
    expect(onRoute.body).not.toHaveProperty("route");
    // The follow-up links here (trackingUrl), JSON and page.
    const follow = await call("GET", `/api/diner/pizzeria-palermo/order/${code}`);
    expect(follow.body.trackingUrl).toBe(`/logistics/tracking/order/pizzeria-palermo/${code}`);
    const followPage = await (await SELF.fetch(`${BASE}/menu/pizzeria-palermo/order/${code}`)).text();
    expect(followPage).toContain(`href="/logistics/tracking/order/pizzeria-palermo/${code}"`);
    expect(followPage).toContain("Seguir el envío en el mapa");
  });

  it("the page without JavaScript: the overlay rendered on the server; no 'Sin repartidor' under 'Buscando repartidor'; the store, the estimate and the order on the card; 404 across tenants", async () => {
    const { code, put } = await onTheWay("trk-page-1");
    const owner = await ownerCookie(code);
    const res = await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}`, { headers: { Cookie: owner } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [`Pedido ${code}`, "Actualizar", "Buscando repartidor", "Clave de entrega", "El repartidor te solicitará esta clave al entregar el pedido", "Comparte la clave", "Continuar"]) {
      expect(html, text).toContain(text);
    }
    // 'Buscando repartidor' already says there is none: not 'Sin repartidor' again.
    expect(html).not.toContain("Sin repartidor");
    // In every state: the estimate (or why there is none yet), the store with its contact, the way back to the order.
    expect(html).toMatch(/data-testid="tracking-eta"><span>Entrega estimada<\/span> <strong class="tracking-eta__reason">Se calcula cuando el repartidor salga hacia tu dirección<\/strong>/);
    expect(html).toContain("Sabores Palermo");
    expect(html).toContain("Av. Santa Fe 3253, CABA");
    expect(html).toMatch(/aria-label="Chat con el local"|aria-label="Llamar al local"/);
    expect(html).toContain(`href="/menu/pizzeria-palermo/order/${code}">Ver mi pedido</a>`);
    // Without JavaScript there is no map: the card says where the store and the diner are.
    expect(html).toContain("No pudimos cargar el mapa. Así va tu envío:");
    expect(html).toContain("Gurruchaga 1500, Palermo");
    // The branch's colours on the page (its theme stylesheet), not only the platform's default.
    expect(html).toMatch(/<style id="branch-theme">:root\{--main:/);
    // The logo, the time and date of the order (the test clock: 15:00 on 18/11/2026 in Buenos Aires), the status colour.
    expect(html).toMatch(/<img class="tracking-top__logo" src="\/files\/sabores-logo" alt="Sabores Pizzería"/);
    expect(html).toContain("<time>15:00</time> · <time>18/11/2026</time>");
    expect(html).toMatch(/class="tracking-status tracking-status--waiting"[^>]*>Buscando repartidor</);
    // No rider yet: no contact buttons.
    expect(html).not.toContain("Chat con el repartidor");
    expect(html).not.toContain("Llamar al repartidor");
    // Another visitor of the shared link: no key, no modal.
    const other = await (await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}`)).text();
    expect(other).not.toContain("Clave de entrega");
    expect(other).not.toContain("Comparte la clave");
    const seen = await (await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}?clave=vista`, { headers: { Cookie: owner } })).text();
    expect(seen).not.toContain("Comparte la clave");
    expect(seen).toContain("Clave de entrega");
    // On the way to the drop-off: the rider's name with the chat and phone buttons, the status in its "active" colour.
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) expect((await put({ status, rider_id: MARTIN })).status).toBe(200);
    const onRoute = await (await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}?clave=vista`)).text();
    expect(onRoute).toMatch(/data-testid="tracking-rider">Martín Gómez</);
    expect(onRoute).toMatch(/href="https:\/\/wa.me\/5491160000001"[^>]*aria-label="Chat con el repartidor"/);
    expect(onRoute).toMatch(/href="tel:\+5491160000001" aria-label="Llamar al repartidor"/);
    expect(onRoute).toMatch(/class="tracking-status tracking-status--active"[^>]*>El repartidor va hacia tu dirección</);
    // Another visitor of the link: not the diner's address in words.
    expect(onRoute).not.toContain("Gurruchaga 1500, Palermo");
    const foreign = await SELF.fetch(`${BASE}/logistics/tracking/order/otro-local/${code}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toContain("No encontramos el seguimiento de este pedido.");
  });

  it("a link opened before the order is accepted: the order's own card ('Tu pedido todavía no fue aceptado', the store, 'Ver mi pedido'), never the 404", async () => {
    const created = await postOrder(palermoDelivery(), "trk-not-accepted-1");
    expect(created.status).toBe(200);
    const code = created.body.data.code as string;
    const res = await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-palermo/${code}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Pedido ${code}`);
    expect(html).toMatch(/data-testid="tracking-pending">Tu pedido todavía no fue aceptado</);
    expect(html).toContain("Sabores Palermo");
    expect(html).toContain("Av. Santa Fe 3253, CABA");
    expect(html).toContain(`href="/menu/pizzeria-palermo/order/${code}">Ver mi pedido</a>`);
    expect(html).not.toContain("No encontramos lo que buscas");
    // The JSON call keeps the spec's answer: no tracking yet is `{}` 404.
    expect((await tracking("pizzeria-palermo", code)).status).toBe(404);
    // Another tenant's alias, or a sibling location's, still does not find it.
    expect((await SELF.fetch(`${BASE}/logistics/tracking/order/pizzeria-belgrano/${code}`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/logistics/tracking/order/otro-local/${code}`)).status).toBe(404);
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
    expect(watcher.positions()[0]).toMatchObject({ type: "position", ...NEAR, accuracy: 8 });
    // The room sends the estimate with each position (the page does not get the route to compute it).
    const firstEta = watcher.positions()[0].eta as number;
    expect(firstEta).toEqual(expect.any(Number));
    await sleep(1100);
    rider.send(NEARER.lat, NEARER.lng);
    await until(() => watcher.positions().length === 2);
    // Nearer the door, an earlier estimate.
    expect(watcher.positions()[1].eta).toBeLessThan(firstEta);

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

  it("§2 privacy: at IN_STORE watchers get neither the rider's name and phone nor a position; on the way to the drop-off they do", async () => {
    const { token, code, put } = await onTheWay("trk-room-privacy");
    const id = (await tracking("pizzeria-palermo", code)).body.id as string;
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE"]) expect((await put({ status, rider_id: MARTIN })).status).toBe(200);
    const watcher = await roomSocket(`tracking-${id}`);
    await until(() => watcher.messages.some((m) => m.type === "tracking" && m.status === "IN_STORE"));
    const rider = await roomSocket(`tracking-${id}`, { Authorization: `Bearer ${token}` });
    rider.send(NEAR.lat, NEAR.lng);
    await sleep(400);
    // A second watcher arriving now gets the same filtered state.
    const late = await roomSocket(`tracking-${id}`);
    await until(() => late.messages.some((m) => m.type === "tracking"));
    for (const w of [watcher, late]) {
      const text = JSON.stringify(w.messages);
      expect(text).not.toContain("Martín");
      expect(text).not.toContain("5491160000001");
      expect(w.positions()).toEqual([]);
      expect(w.messages.find((m) => m.type === "tracking")).toMatchObject({ status: "IN_STORE", showShipmentDetails: false, riderName: null, riderPhone: null, eta: null });
    }

    expect((await put({ status: "ON_ROUTE_TO_DROP_OFF" })).status).toBe(200);
    await until(() => watcher.messages.some((m) => m.type === "tracking" && m.status === "ON_ROUTE_TO_DROP_OFF"));
    expect(watcher.messages.find((m) => m.type === "tracking" && m.status === "ON_ROUTE_TO_DROP_OFF")).toMatchObject({
      showShipmentDetails: true,
      riderName: "Martín Gómez",
      riderPhone: "+5491160000001",
    });
    // The last position kept at IN_STORE shows now, with its estimate.
    await until(() => watcher.positions().length === 1);
    expect(watcher.positions()[0]).toMatchObject({ ...NEAR, eta: expect.any(Number) });
    for (const s of [watcher, rider, late]) s.ws.close();
  });

  it("a room the server never published to reads its shipment from D1 once, and filters the same way", async () => {
    const { code, shipment, put } = await onTheWay("trk-room-fresh");
    const id = (await tracking("pizzeria-palermo", code)).body.id as string;
    for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) expect((await put({ status, rider_id: MARTIN })).status).toBe(200);
    // Another logistics order's id (a fresh room) pointed at by hand, as the bench seeds its rows.
    const fresh = "0123456789abcdef0123456789abcdef";
    await env.DB.prepare("UPDATE logistics_orders SET tracking_id = ? WHERE id = ?").bind(fresh, shipment.logistics_order_id).run();
    const watcher = await roomSocket(`tracking-${fresh}`);
    await until(() => watcher.messages.some((m) => m.type === "tracking"));
    expect(watcher.messages[0]).toMatchObject({ trackingId: fresh, status: "ON_ROUTE_TO_DROP_OFF", showShipmentDetails: true, riderName: "Martín Gómez" });
    watcher.ws.close();
  });

  it("a stack: the later diner's tracking info and room never carry the earlier diner's door; the estimate counts that stop", async () => {
    await clearWaiting();
    await freeMartin();
    const token = await riderToken(MARTIN);
    // Gurruchaga 1500 and Av. Santa Fe 3400 stack; the route drops Santa Fe first (nearer the store).
    const later = await acceptedDelivery("trk-stack-gurruchaga");
    const earlier = await acceptedDelivery("trk-stack-santa-fe", { destination: SANTA_FE_3400 });
    const stackId = (await currentShipment(later.order.id)).stack_id as number;
    expect(stackId).not.toBeNull();
    for (const [status, extra] of [["ON_ROUTE_TO_PICK_UP", { rider_id: MARTIN }], ["IN_STORE", {}], ["ON_ROUTE_TO_DROP_OFF", {}]] as const) {
      const r = await call("PUT", `/api/stacking/${stackId}`, { status, ...extra }, token);
      expect(r.status, `${status}: ${JSON.stringify(r.body)}`).toBe(200);
    }
    const laterId = (await tracking("pizzeria-palermo", later.code)).body.id as string;
    const earlierId = (await tracking("pizzeria-palermo", earlier.code)).body.id as string;
    const watcher = await roomSocket(`tracking-${laterId}`);
    const neighbour = await roomSocket(`tracking-${earlierId}`);
    await until(() => watcher.messages.some((m) => m.type === "tracking") && neighbour.messages.some((m) => m.type === "tracking"));
    const rider = await roomSocket(`tracking-${laterId}`, { Authorization: `Bearer ${token}` });
    const riderAtEarlier = await roomSocket(`tracking-${earlierId}`, { Authorization: `Bearer ${token}` });
    rider.send(NEAR.lat, NEAR.lng);
    riderAtEarlier.send(NEAR.lat, NEAR.lng);
    await until(() => watcher.positions().length === 1 && neighbour.positions().length === 1);

    const info = await tracking("pizzeria-palermo", later.code, await ownerCookie(later.code));
    // (The store itself is on Av. Santa Fe too: the earlier diner's door is the number 3400.)
    const santaFe = [String(SANTA_FE_3400.lat), String(SANTA_FE_3400.lng), "Santa Fe 3400"];
    for (const [what, text] of [["tracking info", JSON.stringify(info.body)], ["room", JSON.stringify(watcher.messages)]]) {
      for (const s of santaFe) expect(text, `${what} carries ${s}`).not.toContain(s);
    }
    expect(info.body).toMatchObject({ status: "ON_ROUTE_TO_DROP_OFF", showShipmentDetails: true, destinationPosition: HOME });
    // The stop at Santa Fe 3400 counts: ~2.4 km via Santa Fe ×1.3 at 20 km/h plus 3 minutes there,
    // against ~0.9 km straight to Santa Fe for its own diner.
    const now = Date.parse("2026-11-18T15:00:00-03:00");
    expect(info.body.eta - now).toBeGreaterThan(9 * 60_000);
    expect(info.body.eta - now).toBeLessThan(16 * 60_000);
    expect(watcher.positions()[0].eta).toBe(info.body.eta);
    expect(neighbour.positions()[0].eta).toBeLessThan(watcher.positions()[0].eta);
    for (const s of [watcher, neighbour, rider, riderAtEarlier]) s.ws.close();
    await env.DB.prepare("UPDATE shipments SET status = 'CANCELED' WHERE stack_id = ?").bind(stackId).run();
  });
});
