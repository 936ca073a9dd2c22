import { env } from "cloudflare:test";
import { PartySocket } from "partysocket";
import { describe, expect, it } from "vitest";
import { FetchWebSocket } from "./fetch-websocket";

function connect(room: string) {
  const socket = new PartySocket({
    host: "example.com",
    party: "order-room",
    room,
    WebSocket: FetchWebSocket as unknown as typeof WebSocket,
    maxRetries: 0,
  });
  const messages: unknown[] = [];
  socket.addEventListener("message", (e) => messages.push(JSON.parse(String((e as MessageEvent).data))));
  // Polled rather than awaited as a bare promise: workerd only advances the fetch-backed
  // socket while a timer is pending in the test.
  const opened = until(() => socket.readyState === 1);
  return { socket, messages, opened };
}

async function until(check: () => boolean, ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("order room (partyserver inside the Worker, /parties/order-room/{code})", () => {
  it("two partysocket clients both receive a broadcast published by the server", async () => {
    const a = connect("order-ORDER-1");
    const b = connect("order-ORDER-1");
    await Promise.all([a.opened, b.opened]);

    const stub = env.OrderRoom.get(env.OrderRoom.idFromName("order-ORDER-1"));
    const listeners = await stub.publish({ type: "status", status: "ACCEPTED" });
    expect(listeners).toBe(2);

    await until(() => a.messages.length === 1 && b.messages.length === 1);
    expect(a.messages[0]).toEqual({ type: "status", status: "ACCEPTED" });
    expect(b.messages[0]).toEqual({ type: "status", status: "ACCEPTED" });
    a.socket.close();
    b.socket.close();
  });

  it("a client in another room hears nothing, and messages from diners are not re-broadcast", async () => {
    const a = connect("order-ORDER-2");
    const b = connect("order-ORDER-2");
    const other = connect("order-ORDER-3");
    await Promise.all([a.opened, b.opened, other.opened]);
    a.socket.send(JSON.stringify({ type: "status", status: "DELIVERED" }));
    const stub = env.OrderRoom.get(env.OrderRoom.idFromName("order-ORDER-2"));
    await stub.publish({ type: "status", status: "READY" });
    await until(() => b.messages.length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(b.messages).toEqual([{ type: "status", status: "READY" }]);
    expect(other.messages).toEqual([]);
    for (const c of [a, b, other]) c.socket.close();
  });
});
