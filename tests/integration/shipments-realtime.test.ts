// Every shipment change is published to the order's realtime room, so an open
// follow-up page reloads: a listener of `order-{code}` hears the rider's accept.
import { PartySocket } from "partysocket";
import { describe, expect, it } from "vitest";
import { FetchWebSocket } from "./fetch-websocket";
import { MARTIN, acceptedDelivery, call, clearWaiting, riderToken } from "./shipments-helpers";

async function until(check: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("shipment events in the order's room", () => {
  it("the rider's accept reaches a listener of the order", async () => {
    await clearWaiting();
    const token = await riderToken(MARTIN);
    const { shipment, code } = await acceptedDelivery("realtime-accept-1");
    const socket = new PartySocket({ host: "example.com", party: "order-room", room: `order-${code}`, WebSocket: FetchWebSocket as unknown as typeof WebSocket, maxRetries: 0 });
    const messages: any[] = [];
    socket.addEventListener("message", (e) => messages.push(JSON.parse(String((e as MessageEvent).data))));
    await until(() => socket.readyState === 1);
    const r = await call("PUT", `/api/shipments/${shipment.id}`, { status: "ON_ROUTE_TO_PICK_UP" }, token);
    expect(r.status).toBe(200);
    await until(() => messages.some((m) => m.type === "shipment"));
    expect(messages.find((m) => m.type === "shipment")).toMatchObject({ type: "shipment", shipmentId: shipment.id, shipmentStatus: "ON_ROUTE_TO_PICK_UP" });
    socket.close();
  });
});
