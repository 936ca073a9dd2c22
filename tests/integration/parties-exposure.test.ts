// /parties/{kind}/{name} is partyserver's path to any Durable Object binding: only the rooms a
// browser opens answer there (workers/public-parties.ts). The rate limiter's binding once
// answered 500 with a stack trace; and the order room's name carries the order code, so its
// socket counts in the order-code guessing limit like the follow-up page.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";

const TOO_MANY = "Demasiados intentos. Espere unos minutos y vuelva a intentarlo.";

describe("/parties/* beyond the public rooms", () => {
  it("the rate limiter's binding answers a Spanish 404 with the common headers, no stack trace", async () => {
    for (const method of ["GET", "POST"]) {
      const res = await SELF.fetch(`${BASE}/parties/rate-limiter/orderCode%7Cclient%3Alocal`, { method, headers: { "Content-Type": "application/json" }, body: method === "POST" ? "{}" : undefined });
      expect(res.status).toBe(404);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const text = await res.text();
      expect(text).not.toMatch(/at |Error|stack/);
      expect(JSON.parse(text)).toEqual({ error: { status: 404, message: "No encontramos lo que buscabas." } });
    }
    const socket = await SELF.fetch(`${BASE}/parties/rate-limiter/x`, { headers: { Upgrade: "websocket" } });
    expect(socket.status).toBe(404);
    expect(socket.webSocket).toBeNull();
  });

  it("an order room opens its socket; a name that is not order-{code} is a 404", async () => {
    const res = await SELF.fetch(`${BASE}/parties/order-room/order-SABDEM01`, { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(101);
    res.webSocket?.accept();
    res.webSocket?.close();
    const other = await SELF.fetch(`${BASE}/parties/order-room/SABDEM01`, { headers: { Upgrade: "websocket" } });
    expect(other.status).toBe(404);
  });

  it("order-room sockets count in the order-code limit: 30 a minute per client, then 429 with Retry-After", async () => {
    const client = `party-guesser-${crypto.randomUUID()}`;
    for (let i = 0; i < 30; i++) {
      const res = await SELF.fetch(`${BASE}/parties/order-room/order-GUESS${i}`, { headers: { "X-Test-Client": client } });
      expect(res.status).not.toBe(429);
      await res.arrayBuffer();
    }
    const refused = await SELF.fetch(`${BASE}/parties/order-room/order-GUESS30`, { headers: { "X-Test-Client": client, Upgrade: "websocket" } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { status: 429, message: TOO_MANY } });
  });
});
