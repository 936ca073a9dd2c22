// Idempotency keys of the riders' steps (docs/api.md "Idempotency keys"): the same key fired
// twice in parallel makes one transition and both answers are the first one; a replay later
// answers the first answer (also on the page's form, the offline queue's path); a key reused
// for another step, or by another rider, is refused in Spanish; a bad key is a 400.
import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { BASE } from "./api-helpers";
import { LUCAS, MARTIN, acceptedDelivery, clearWaiting, formPost, riderToken, shiftCookie } from "./shipments-helpers";

async function step(path: string, token: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
  if (key !== undefined) headers["Idempotency-Key"] = key;
  const res = await SELF.fetch(`${BASE}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: res.status, replayed: res.headers.get("Idempotent-Replayed"), body: (await res.json()) as any };
}

const events = async (shipmentId: number, status: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM shipment_status_events WHERE shipment_id = ? AND status = ?").bind(shipmentId, status).first<{ n: number }>())!.n;

// Each test starts with both riders free (a rider holds one shipment at a time).
beforeEach(async () => {
  await clearWaiting();
  await env.DB.prepare("UPDATE shipments SET status = 'CANCELED' WHERE status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS')").run();
  await env.DB.prepare("UPDATE shipment_stacks SET status = 'CANCELED' WHERE status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFFS')").run();
});

describe("Idempotency-Key on the rider's steps", () => {
  it("the same key fired twice in parallel: one transition, both answer 200 with the first answer", async () => {
    await clearWaiting();
    const token = await riderToken(MARTIN);
    const { shipment } = await acceptedDelivery("step-key-parallel");
    const accept = { from: "LOOKING_FOR_DRIVER", slider: 100 };
    const [a, b] = await Promise.all([
      step(`/api/shipments/${shipment.id}/advance`, token, accept, "paso-aceptar-1"),
      step(`/api/shipments/${shipment.id}/advance`, token, accept, "paso-aceptar-1"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(a.body.screen.status).toBe("ON_ROUTE_TO_PICK_UP");
    expect([a.replayed, b.replayed].sort()).toEqual([null, "true"]);
    expect(await events(shipment.id, "ON_ROUTE_TO_PICK_UP")).toBe(1);

    // Two parallel 'En el local' with one key, then the same key again much later: one IN_STORE.
    const inStore = { from: "ON_ROUTE_TO_PICK_UP", slider: 100 };
    const [c, d] = await Promise.all([
      step(`/api/shipments/${shipment.id}/advance`, token, inStore, "paso-local-1"),
      step(`/api/shipments/${shipment.id}/advance`, token, inStore, "paso-local-1"),
    ]);
    expect([c.status, d.status]).toEqual([200, 200]);
    const again = await step(`/api/shipments/${shipment.id}/advance`, token, inStore, "paso-local-1");
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(c.body.message);
    expect(await events(shipment.id, "IN_STORE")).toBe(1);
    // Without a key the same step is a stale screen: 409, nothing written.
    const stale = await step(`/api/shipments/${shipment.id}/advance`, token, inStore);
    expect(stale.status).toBe(409);
  });

  it("the page's form with the field idempotencyKey (the offline queue's replay): sent twice, one step, the same redirect", async () => {
    await clearWaiting();
    const token = await riderToken(MARTIN);
    const cookie = await shiftCookie("rider", token);
    const { shipment } = await acceptedDelivery("step-key-page");
    const path = `/logistics/pizzeria-palermo/shipments/simple/${shipment.id}`;
    const fields = { intent: "advance", from: "LOOKING_FOR_DRIVER", slider: "100", idempotencyKey: "pagina-aceptar-1" };
    const [first, second] = await Promise.all([formPost(path, cookie, fields), formPost(path, cookie, fields)]);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(first.location).toBe(`${path}?aviso=avanzado`);
    expect(second.location).toBe(first.location);
    expect(await events(shipment.id, "ON_ROUTE_TO_PICK_UP")).toBe(1);
    // A refusal is kept too: a wrong step's answer comes back the same, in Spanish.
    const wrong = { intent: "advance", from: "IN_STORE", slider: "100", idempotencyKey: "pagina-mal-1" };
    const refused = await formPost(path, cookie, wrong);
    expect(refused.status).toBe(409);
    expect((await formPost(path, cookie, wrong)).status).toBe(409);
  });

  it("a key used for another step or by another rider is refused; a malformed key is a 400", async () => {
    await clearWaiting();
    const [martin, lucas] = [await riderToken(MARTIN), await riderToken(LUCAS)];
    const { shipment } = await acceptedDelivery("step-key-other");
    const ok = await step(`/api/shipments/${shipment.id}/advance`, martin, { from: "LOOKING_FOR_DRIVER", slider: 100 }, "clave-compartida");
    expect(ok.status).toBe(200);
    const other = await step(`/api/shipments/${shipment.id}/cancel`, martin, {}, "clave-compartida");
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe("La clave de idempotencia ya se usó para otro paso. Genere una clave nueva para este paso.");
    const stranger = await step(`/api/shipments/${shipment.id}/advance`, lucas, { from: "LOOKING_FOR_DRIVER", slider: 100 }, "clave-compartida");
    expect(stranger.status).toBe(422);
    const bad = await step(`/api/shipments/${shipment.id}/advance`, martin, { from: "ON_ROUTE_TO_PICK_UP", slider: 100 }, "no vale!");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("La clave de idempotencia no es válida: use de 1 a 80 letras, números o los signos - _ . :");
    expect(await events(shipment.id, "IN_STORE")).toBe(0);
  });
});
