// Helpers of the order integration tests (orders-*.test.ts): POST /api/order payloads at the demo tenant.
import { SELF, env } from "cloudflare:test";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE } from "./api-helpers";

const I = DEMO_IDS;
export const PALERMO_CASH = I.orderModes.palermoDelivery * 10 + 1; // 'Efectivo'
export const GURRUCHAGA = { fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", lat: -34.5893, lng: -58.4262 };

/** Muzzarella Grande ×1, delivery at Palermo, cash: items 11.500 + 250 + 300 + 2.000 = 14.050. */
export function palermoDelivery(over: Record<string, unknown> = {}) {
  return {
    branchContact: "pizzeria-palermo",
    orderModeId: I.orderModes.palermoDelivery,
    items: [{ referenceId: I.plates.muzzarella, quantity: 1, sizeId: I.sizes.muzzarellaGrande, extras: [], notes: "" }],
    phone: "+5491155550099",
    customerName: "Juan Pérez",
    paymentType: PALERMO_CASH,
    destination: { ...GURRUCHAGA, betweenStreets: "Cabrera y Gorriti", details: "Timbre 3B" },
    paysWith: 20000,
    ...over,
  };
}

export async function postOrder(body: unknown, key: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key) headers["Idempotency-Key"] = key;
  const res = await SELF.fetch(`${BASE}/api/order`, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any, res };
}

export async function count(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql).bind(...binds).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function orderRow(code: string) {
  return env.DB.prepare("SELECT * FROM orders WHERE code = ?").bind(code).first<any>();
}
