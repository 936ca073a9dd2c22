// The ordering customer and the light sign-in by phone (storefront.md §3
// "Ordering customer", "Customer orders"; §4 "Customer lookup failure yields
// opted-out with no addresses"; §5 Phone; §6 logged-in diner; §7
// GET /api/orderingcustomer/{phone}, GET /api/orders). Every read is scoped by
// the company the caller resolved (alias, branch id, branch-contact id).
import { and, count, desc, eq, sql } from "drizzle-orm";
import { normalizePhone } from "~/domain/checkout/phone";
import { isInProgress, type OrderStatus } from "~/domain/orders/order-status";
import { db, preparedStatement } from "~/data/db.server";
import { customerAddresses, customers } from "~/data/schema/customers.server";
import { orders } from "~/data/schema/orders.server";

// ------------------------------------------------------------------ messages
export const MSG_NO_ORDERS = "No tienes pedidos realizados"; // §2 Modals 'Mis pedidos'

/** §9 'Customer orders page size: not shown' (docs/decisions.md#account-sign-in-survey "Page sizes"). */
export const ORDERS_PAGE_SIZE = 10;

export interface OrderingCustomer {
  id: number | null;
  optIn: boolean;
  addressesRegistered: { fullAddress: string | null; lat: number | null; lng: number | null }[];
  name: string;
  phone: string;
  loyaltyPointsBalance: number;
  /** 'success' found, 'empty' unknown phone, 'error' the lookup failed (§4). */
  status: "success" | "empty" | "error";
}

/** §4: a failing or empty lookup → opted out with no addresses. */
function unknownCustomer(phone: string, status: "empty" | "error"): OrderingCustomer {
  return { id: null, optIn: false, addressesRegistered: [], name: "", phone, loyaltyPointsBalance: 0, status };
}

export async function findCustomerRow(env: Pick<Env, "DB">, companyId: number, phoneE164: string) {
  return db(env)
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.phone, phoneE164)))
    .get();
}

/** §3 Ordering customer of `phoneE164` in `companyId`; never throws (§8 silent failures). */
export async function lookupOrderingCustomer(env: Pick<Env, "DB">, companyId: number, phoneE164: string): Promise<OrderingCustomer> {
  try {
    const row = await findCustomerRow(env, companyId, phoneE164);
    if (!row) return unknownCustomer(phoneE164, "empty");
    const addresses = await db(env)
      .select({ address: customerAddresses.address, lat: customerAddresses.lat, lng: customerAddresses.lng })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.companyId, companyId), eq(customerAddresses.customerId, row.id)));
    return {
      id: row.id,
      optIn: row.optIn,
      addressesRegistered: addresses.map((a) => ({ fullAddress: a.address?.fullAddress ?? null, lat: a.lat, lng: a.lng })),
      name: row.name,
      phone: row.phone,
      loyaltyPointsBalance: row.loyaltyBalance,
      status: "success",
    };
  } catch (error) {
    console.warn("customer lookup failed", error instanceof Error ? error.message : error);
    return unknownCustomer(phoneE164, "error");
  }
}

// ------------------------------------------------------------------ orders
export interface CustomerOrderRow {
  code: string;
  status: OrderStatus;
  type: string;
  total: number;
  /** epoch ms */
  orderedAt: number;
  scheduled: boolean;
  scheduledAt: number | null;
  inProgress: boolean;
}

/** §3 Customer orders of `phone` at one branch contact, newest first; offset = page × page size (§7). */
const customerOrdersWhere = and(
  eq(orders.companyId, sql.placeholder("companyId")),
  eq(orders.branchContactId, sql.placeholder("branchContactId")),
  eq(orders.customerPhone, sql.placeholder("phone")),
);
const customerOrdersPage = preparedStatement((d) =>
  d
    .select({
      code: orders.code,
      status: orders.status,
      type: orders.type,
      total: orders.total,
      createdAt: orders.createdAt,
      scheduled: orders.scheduled,
      scheduledAt: orders.scheduledAt,
    })
    .from(orders)
    .where(customerOrdersWhere)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset")),
);
const customerOrdersCount = preparedStatement((d) => d.select({ n: count() }).from(orders).where(customerOrdersWhere));

/** §3 Customer orders of `phone` at one branch contact, newest first; offset = page × page size (§7). */
export async function listCustomerOrders(
  env: Pick<Env, "DB">,
  q: { companyId: number; branchContactId: number; phone: string; offset: number; limit?: number; now: number },
): Promise<{ orders: CustomerOrderRow[]; total: number }> {
  const values = { companyId: q.companyId, branchContactId: q.branchContactId, phone: q.phone, limit: q.limit ?? ORDERS_PAGE_SIZE, offset: Math.max(0, q.offset) };
  const [rows, totals] = await db(env).batch([customerOrdersPage(env, values), customerOrdersCount(env, values)]);
  return {
    orders: rows.map((r) => ({
      code: r.code,
      status: r.status,
      type: r.type,
      total: r.total,
      orderedAt: r.createdAt,
      scheduled: r.scheduled,
      scheduledAt: r.scheduledAt,
      inProgress: isInProgress({ status: r.status, scheduled: r.scheduled, orderedAt: r.createdAt }, q.now),
    })),
    total: totals[0]?.n ?? 0,
  };
}
