// Helpers of the tracking end-to-end tests: a delivery order at Palermo taken by Martín
// (rider 11101) up to ON_ROUTE_TO_DROP_OFF, and his shift cookie for the rider's page.
// No HTTP call accepts an order yet (the store console is another issue's), so the
// acceptance is written into the e2e server's local D1 with `wrangler d1 execute`,
// with the same statements the order service runs (app/data/logistics/shipment-create.server.ts).
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { createCookie } from "@remix-run/cloudflare";

export const MARTIN = 11101;
export const PALERMO = 111;
export const GURRUCHAGA = { fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", lat: -34.5893, lng: -58.4262 };

const ROOT = process.cwd();
const STATE = path.join(os.tmpdir(), `sabores-e2e-${process.env.E2E_PORT ?? "8788"}`, ".state");

export function sql(command: string): void {
  const r = spawnSync(path.join(ROOT, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", STATE, "--command", command], {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true", CI: "true" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`wrangler d1 execute failed: ${r.stdout}${r.stderr}`);
}

/** The rider page's shift cookie (app/http/staff-auth.server.ts: signed with SESSION_SECRET of wrangler.toml). */
export async function riderCookie(token: string, baseURL: string) {
  const header = await createCookie("__sabores_rider", { secrets: ["dev-only-secret-change-me"], path: "/", httpOnly: true, sameSite: "lax" }).serialize(token);
  const value = header.split(";")[0].slice("__sabores_rider=".length);
  return { name: "__sabores_rider", value, url: baseURL, httpOnly: true, sameSite: "Lax" as const };
}

/**
 * A cash delivery order at Palermo, accepted, its shipment taken by Martín and on the way to
 * the diner. `request` should be the diner page's own (page.request): the order is then one
 * its session placed, which is who sees the delivery key.
 */
export async function orderOnTheWay(request: APIRequestContext, key: string) {
  const token = (await (await request.put(`/api/rider/${MARTIN}/updatewithcode`, { data: { active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } } })).json()).token as string;
  expect(token).toBeTruthy();
  const created = await request.post("/api/order", {
    headers: { "Idempotency-Key": `${key}-${Date.now()}` },
    data: {
      branchContact: "pizzeria-palermo",
      orderModeId: 1111,
      items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
      phone: "+5491155550099",
      customerName: "Juan Pérez",
      paymentType: 11111,
      destination: { ...GURRUCHAGA, betweenStreets: "Cabrera y Gorriti", details: "Timbre 3B" },
      paysWith: 20000,
    },
  });
  const body = await created.json();
  expect(created.status(), JSON.stringify(body)).toBe(200);
  const code = body.data.code as string;
  // Times from the order's own (the e2e server runs on an injected clock).
  sql(
    [
      // Other tests' shipments out of the way: this one stays single and Martín free.
      `UPDATE shipments SET status = 'CANCELED' WHERE status IN ('LOOKING_FOR_DRIVER', 'ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS')`,
      `UPDATE orders SET status = 'ACCEPTED' WHERE code = '${code}'`,
      `INSERT INTO order_status_events (order_id, company_id, status, at, actor) SELECT id, company_id, 'ACCEPTED', created_at + 1000, 'console' FROM orders WHERE code = '${code}'`,
      `INSERT INTO logistics_orders (company_id, branch_contact_id, order_id, order_code, provider, delivery_key, created_at)
         SELECT company_id, branch_contact_id, id, code, 'OWN_FLEET', '4271', created_at + 1000 FROM orders WHERE code = '${code}'`,
      `INSERT INTO shipments (company_id, branch_contact_id, logistics_order_id, order_id, order_code, status, provider, return_shipment, drop_off_lat, drop_off_lng, created_at, updated_at)
         SELECT lo.company_id, lo.branch_contact_id, lo.id, lo.order_id, lo.order_code, 'LOOKING_FOR_DRIVER', 'OWN_FLEET', 1, ${GURRUCHAGA.lat}, ${GURRUCHAGA.lng}, lo.created_at, lo.created_at
         FROM logistics_orders lo WHERE lo.order_code = '${code}'`,
    ].join("; "),
  );
  const list = await (await request.get(`/api/shipments?branchContactId=${PALERMO}&status=LOOKING_FOR_DRIVER`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const shipment = (list.shipments as { id: number; codeToShow: string }[]).find((s) => s.codeToShow === code);
  expect(shipment, JSON.stringify(list)).toBeTruthy();
  for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) {
    const r = await request.put(`/api/shipments/${shipment!.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { status, rider_id: MARTIN } });
    expect(r.status(), `${status}: ${await r.text()}`).toBe(200);
  }
  return { code, token, shipmentId: shipment!.id, deliveryKey: "4271" };
}
