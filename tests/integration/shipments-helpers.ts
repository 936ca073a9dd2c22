// Helpers of the shipment tests: a delivery order accepted at Palermo (its shipment
// LOOKING_FOR_DRIVER), riders on shift through the shift call, JSON calls with a bearer.
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";
import { transitionOrder } from "~/services/orders/order-transitions.server";
import { shiftCookieHeader } from "~/http/staff-auth.server";
import { newBearerToken } from "~/data/staff/security-code.server";
import { rememberDevice } from "~/data/staff/staff-devices.server";
import { STAFF_DEVICE_TTL_MS } from "~/domain/logistics/staff";
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

/**
 * A device the person already proved their phone on (what the phone-code step leaves behind):
 * its token, for a JSON call's `deviceToken`. Tests of the phone-code step itself go through it.
 */
export async function knownDevice(staffId: number): Promise<string> {
  const person = await env.DB.prepare("SELECT company_id FROM staff WHERE id = ?").bind(staffId).first<{ company_id: number }>();
  expect(person, `staff ${staffId}`).toBeTruthy();
  const token = newBearerToken();
  await rememberDevice(env, { companyId: person!.company_id, staffId }, token, Date.parse("2026-11-18T18:00:00Z"), STAFF_DEVICE_TTL_MS);
  return token;
}

/** Starts the rider's shift with Palermo's code 4826 from the rider's known device; returns the bearer token. */
export async function riderToken(riderId: number): Promise<string> {
  const r = await call("PUT", `/api/rider/${riderId}/updatewithcode`, { active: true, securityCode: "4826", riderUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(riderId) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
}

/** The picker's shift at Palermo (code 7391) from their known device: the bearer token. */
export async function pickerToken(pickerId: number): Promise<string> {
  const r = await call("PUT", `/api/picker/${pickerId}/updatewithcode`, { active: true, securityCode: "7391", pickerUser: { branchContact: { id: PALERMO } }, deviceToken: await knownDevice(pickerId) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
}

/** The newest one-time code the sandbox provider "sent" to an E.164 phone (the rows /dev/mensajes lists). */
export async function phoneCodeSentTo(e164: string): Promise<string> {
  const row = await env.DB.prepare("SELECT body FROM sandbox_messages WHERE to_phone = ? ORDER BY id DESC LIMIT 1").bind(e164).first<{ body: string }>();
  const code = /\b(\d{6})\b/.exec(row?.body ?? "")?.[1];
  expect(code, `a code sent to ${e164}`).toBeTruthy();
  return code!;
}

/**
 * A JSON shift start from a device the server has not seen: the first answer is 428 with
 * `needsPhoneCode`, the code reaches the phone, the same body with `phoneCode` starts the shift.
 */
export async function startWithPhoneCode(method: "POST" | "PUT", path: string, body: Record<string, unknown>, e164: string) {
  const first = await call(method, path, body);
  expect(first.status, JSON.stringify(first.body)).toBe(428);
  expect(first.body.error.needsPhoneCode).toBe(true);
  return call(method, path, { ...body, phoneCode: await phoneCodeSentTo(e164) });
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
