// Orders for the payments-* and follow-up-* integration tests, written straight
// into D1 (the order service's createOrder is tested on its own). Times are
// relative to the FIXED_NOW binding of vitest.config.ts.
import { SELF, env } from "cloudflare:test";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { BASE } from "./api-helpers";
import { diner, signInWithCode } from "./sign-in-helpers";

export const FIXED_NOW_MS = Date.parse("2026-11-18T15:00:00-03:00");
const I = DEMO_IDS;
let counter = 0;

export interface FixtureOrder {
  code: string;
  id: number;
}

type Kind = "onlineDelivery" | "cashDelivery" | "belgranoTakeAway" | "otroTakeAway";
const KINDS: Record<Kind, { company: number; branch: number; bc: number; mode: number; type: string; method: string; paymentTypeId: number }> = {
  onlineDelivery: { company: I.companies.sabores, branch: I.branches.pizzeria, bc: I.branchContacts.palermo, mode: 1111, type: "DELIVERY", method: "ONLINE", paymentTypeId: 11112 },
  cashDelivery: { company: I.companies.sabores, branch: I.branches.pizzeria, bc: I.branchContacts.palermo, mode: 1111, type: "DELIVERY", method: "CASH", paymentTypeId: 11111 },
  belgranoTakeAway: { company: I.companies.sabores, branch: I.branches.pizzeria, bc: I.branchContacts.belgrano, mode: 1122, type: "TAKE_AWAY", method: "CASH", paymentTypeId: 11221 },
  otroTakeAway: { company: I.companies.otroSabor, branch: I.branches.otro, bc: I.branchContacts.otroLocal, mode: 2112, type: "TAKE_AWAY", method: "CASH", paymentTypeId: 21121 },
};

export async function insertOrder(
  kind: Kind,
  opts: {
    status?: string;
    paymentStatus?: string;
    minutesAgo?: number;
    orderText?: string | null;
    /** The delivery address's apartment / floor line (destination.details); none by default. */
    details?: string | null;
    /** The diner's notes to the local; none by default. */
    notes?: string | null;
  } = {},
): Promise<FixtureOrder> {
  const k = KINDS[kind];
  counter += 1;
  // Real order codes are Crockford base32 (no I, L, O, U): the order service rejects anything else.
  const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const stamp = Array.from({ length: 5 }, (_, i) => crockford[Math.floor(Date.now() / 32 ** i) % 32]).join("");
  const code = `T${stamp}${counter}`.slice(0, 10);
  const created = FIXED_NOW_MS - (opts.minutesAgo ?? 10) * 60_000;
  const status = opts.status ?? (k.method === "ONLINE" ? "PENDING_PAYMENT" : "GENERATED");
  const paymentStatus = opts.paymentStatus ?? (k.method === "ONLINE" ? "PROCESSING" : "PENDING");
  const destination = k.type === "DELIVERY"
    ? JSON.stringify({ fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", betweenStreets: "Cabrera y Gorriti", details: opts.details ?? null, lat: -34.5893, lng: -58.4262 })
    : null;
  const row = await env.DB.prepare(
    `INSERT INTO orders (company_id, branch_id, branch_contact_id, order_mode_id, code, idempotency_key, status, type,
       payment_method, payment_type_id, payment_status, customer_name, customer_phone, destination, items_total, discounts,
       surcharges, service_fee, delivery_fee, total, order_text, notes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Ana Test', '+5491155550002', ?, 13000, '[]', '[]', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(k.company, k.branch, k.bc, k.mode, code, `test-${code}`, status, k.type, k.method, k.paymentTypeId, paymentStatus,
      destination, k.type === "DELIVERY" ? 300 : 0, k.type === "DELIVERY" ? 1500 : 0, k.type === "DELIVERY" ? 14800 : 13000,
      opts.orderText === undefined ? null : opts.orderText, opts.notes ?? null, created, created)
    .first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO order_lines (order_id, company_id, line_no, name, size_name, quantity, unit_price, original_unit_price, line_total, extras)
     VALUES (?, ?, 1, 'Napolitana', NULL, 1, 13000, 13000, 13000, '[]')`,
  ).bind(row!.id, k.company).run();
  return { code, id: row!.id };
}

export async function orderRow(code: string) {
  return env.DB.prepare("SELECT status, payment_status AS paymentStatus FROM orders WHERE code = ?").bind(code).first<{ status: string; paymentStatus: string }>();
}

/** A tiny cookie jar: follows the session cookie across requests. */
export function browser(initialCookie = "") {
  let cookie = initialCookie;
  return {
    async fetch(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (cookie) headers.set("Cookie", cookie);
      const res = await SELF.fetch(path.startsWith("http") ? path : `${BASE}${path}`, { ...init, headers, redirect: "manual" });
      const set = res.headers.get("Set-Cookie");
      if (set) cookie = set.split(";")[0];
      return res;
    },
    async post(path: string, fields: Record<string, string>) {
      return this.fetch(path, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    },
  };
}

/**
 * The diner who owns the fixture orders (cancelling, the hand-off and the
 * address need the session that ordered or a verified session of the order's phone):
 * signed in with the one-time code as +54 9 11 5555-0002 (or `phone`).
 */
export async function ownerBrowser(phone = "1155550002") {
  const d = diner();
  await signInWithCode(d, phone, `+54911${phone.slice(-8)}`);
  return browser(d.cookie);
}

export const pathOf = (location: string | null) => (location ? location.replace(BASE, "") : "");
