// Helpers of the shipment tests: a delivery order accepted at Palermo (its shipment
// LOOKING_FOR_DRIVER), riders on shift through the shift call, JSON calls with a bearer.
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";
import { transitionOrder } from "~/services/orders/order-transitions.server";
import { shiftCookieHeader } from "~/http/staff-auth.server";
import { BASE } from "./api-helpers";
import { orderRow, palermoDelivery, postOrder } from "./orders-helpers";
import { cartWith, sessionIdOf } from "./session-helpers";

export const PALERMO = 111;
export const MARTIN = 11101;
export const LUCAS = 11102;
export const SANTA_FE_3400 = { fullAddress: "Av. Santa Fe 3400, Palermo, CABA", street: "Av. Santa Fe", number: "3400", city: "CABA", locality: "Palermo", lat: -34.5868, lng: -58.4128, betweenStreets: "", details: "" };

export async function call(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.headers.get("Content-Type"), `${method} ${path}`).toContain("application/json");
  return { status: res.status, body: (await res.json()) as any };
}

/** Starts the rider's shift with Palermo's code 4826; returns the bearer token. */
export async function riderToken(riderId: number): Promise<string> {
  const r = await call("PUT", `/api/rider/${riderId}/updatewithcode`, { active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
}

/** A cash delivery order at Palermo, accepted: returns its code, row and shipment. */
export async function acceptedDelivery(key: string, over: Record<string, unknown> = {}) {
  const created = await postOrder(palermoDelivery(over), key);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const code = created.body.data.code as string;
  expect((await transitionOrder(env, 1, code, "ACCEPTED")).ok).toBe(true);
  const order = await orderRow(code);
  const shipment = await currentShipment(order.id);
  return { code, order, shipment };
}

export const currentShipment = (orderId: number) =>
  env.DB.prepare("SELECT * FROM shipments WHERE order_id = ? ORDER BY id DESC").bind(orderId).first<any>();

export const deliveryKey = async (orderId: number) =>
  (await env.DB.prepare("SELECT delivery_key FROM logistics_orders WHERE order_id = ?").bind(orderId).first<{ delivery_key: string }>())!.delivery_key;

/** A key that is not the right one. */
export const wrongKey = (right: string) => (right === "0000" ? "1111" : "0000");

/** Waiting shipments of other tests out of the way (so stacking leaves this test's shipment single). */
export async function clearWaiting() {
  await env.DB.prepare("UPDATE shipments SET status = 'CANCELED' WHERE status = 'LOOKING_FOR_DRIVER'").run();
  await env.DB.prepare("UPDATE shipment_stacks SET status = 'CANCELED' WHERE status = 'LOOKING_FOR_DRIVER'").run();
}

/** The diner session that placed the order `code` (only it sees the delivery key): the order keeps its id. */
export async function ownerCookie(code: string): Promise<string> {
  const cookie = await cartWith("pizzeria-palermo", "delivery", "postres/flan-con-dulce-de-leche", 1);
  await env.DB.prepare("UPDATE orders SET placed_session_id = ? WHERE code = ?").bind(sessionIdOf(cookie), code).run();
  return cookie;
}

/** The shift cookie ("name=value") of a staff token: what the staff's browser sends to its pages. */
export async function shiftCookie(role: "rider" | "picker", token: string): Promise<string> {
  return (await shiftCookieHeader(env, new Request(BASE), role, token)).split(";")[0]!;
}

/** A page as a browser without JavaScript gets it: no redirect followed, the HTML of any answer that is not one. */
export async function pageGet(path: string, cookie?: string) {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const redirected = res.status >= 300 && res.status < 400;
  return { status: res.status, location: res.headers.get("Location"), html: redirected ? "" : await res.text() };
}

/** A page's form posted without JavaScript (urlencoded, no redirect followed). */
export async function formPost(path: string, cookie: string, fields: Record<string, string>) {
  const res = await SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  const redirected = res.status >= 300 && res.status < 400;
  return { status: res.status, location: res.headers.get("Location"), html: redirected ? "" : await res.text() };
}
