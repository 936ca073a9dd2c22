// Reads of shipments and stacks (logistics.md §2 Shipments list/detail, §7 calls),
// always scoped by company_id (and the location where the caller is a rider of it).
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { db } from "~/data/db.server";
import { orders } from "~/data/schema/orders.server";
import { logisticsOrders, shipments, shipmentStacks, shipmentStatusEvents } from "~/data/schema-shipments.server";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";

export type ShipmentRow = typeof shipments.$inferSelect;
export type StackRow = typeof shipmentStacks.$inferSelect;
export type LogisticsOrderRow = typeof logisticsOrders.$inferSelect;

/** The order fields a rider sees (§3 Shipment: customer name and phone, code, destination). */
export interface ShipmentOrderInfo {
  code: string;
  status: string;
  customerName: string;
  customerPhone: string;
  destination: (typeof orders.$inferSelect)["destination"];
  paymentMethod: string;
  total: number;
  paysWith: number | null;
  notes: string | null;
  orderedAt: number;
}

export interface ShipmentRecord {
  shipment: ShipmentRow;
  order: ShipmentOrderInfo;
}

const orderInfoColumns = {
  code: orders.code,
  status: orders.status,
  customerName: orders.customerName,
  customerLastName: orders.customerLastName,
  customerPhone: orders.customerPhone,
  destination: orders.destination,
  paymentMethod: orders.paymentMethod,
  total: orders.total,
  paysWith: orders.paysWith,
  notes: orders.notes,
  orderedAt: orders.createdAt,
};

type Joined = { shipment: ShipmentRow; o: { [K in keyof typeof orderInfoColumns]: unknown } };
function toRecord(r: { shipment: ShipmentRow } & Record<string, unknown>): ShipmentRecord {
  const o = r as unknown as Joined["o"] & { shipment: ShipmentRow };
  return {
    shipment: r.shipment,
    order: {
      code: o.code as string,
      status: o.status as string,
      customerName: [o.customerName, o.customerLastName].filter(Boolean).join(" "),
      customerPhone: o.customerPhone as string,
      destination: o.destination as ShipmentOrderInfo["destination"],
      paymentMethod: o.paymentMethod as string,
      total: o.total as number,
      paysWith: (o.paysWith as number | null) ?? null,
      notes: (o.notes as string | null) ?? null,
      orderedAt: o.orderedAt as number,
    },
  };
}

function joined(env: Pick<Env, "DB">) {
  return db(env)
    .select({ shipment: shipments, ...orderInfoColumns })
    .from(shipments)
    .innerJoin(orders, and(eq(orders.id, shipments.orderId), eq(orders.companyId, shipments.companyId)));
}

export async function getShipment(env: Pick<Env, "DB">, companyId: number, id: number): Promise<ShipmentRecord | null> {
  const [row] = await joined(env).where(and(eq(shipments.companyId, companyId), eq(shipments.id, id))).limit(1);
  return row ? toRecord(row) : null;
}

/** A shipment by id alone, only to learn its tenant and location (the caller then scopes by them). */
export async function shipmentScope(env: Pick<Env, "DB">, id: number): Promise<{ companyId: number; branchContactId: number; stackId: number | null } | null> {
  const row = await db(env)
    .select({ companyId: shipments.companyId, branchContactId: shipments.branchContactId, stackId: shipments.stackId })
    .from(shipments)
    .where(eq(shipments.id, id))
    .get();
  return row ?? null;
}

export async function stackScope(env: Pick<Env, "DB">, id: number): Promise<{ companyId: number; branchContactId: number } | null> {
  const row = await db(env)
    .select({ companyId: shipmentStacks.companyId, branchContactId: shipmentStacks.branchContactId })
    .from(shipmentStacks)
    .where(eq(shipmentStacks.id, id))
    .get();
  return row ?? null;
}

export interface StackRecord {
  stack: StackRow;
  shipments: ShipmentRecord[];
}

export async function getStack(env: Pick<Env, "DB">, companyId: number, id: number): Promise<StackRecord | null> {
  const stack = await db(env)
    .select()
    .from(shipmentStacks)
    .where(and(eq(shipmentStacks.companyId, companyId), eq(shipmentStacks.id, id)))
    .get();
  if (!stack) return null;
  const rows = await joined(env)
    .where(and(eq(shipments.companyId, companyId), eq(shipments.stackId, id)))
    .orderBy(asc(shipments.stackingOrder), asc(shipments.id));
  return { stack, shipments: rows.map(toRecord) };
}

export interface ListQuery {
  companyId: number;
  branchContactId: number;
  statuses: readonly ShipmentStatus[];
  /** epoch ms, inclusive */
  from: number;
  to: number;
  offset: number;
  limit: number;
  sort: "ASC" | "DESC";
  /** true: shipments not in a stack only (the list shows stacks apart). */
  singlesOnly: boolean;
}

/** §7 GET /api/shipments: the location's own-fleet shipments in a time range. */
export async function listShipments(env: Pick<Env, "DB">, q: ListQuery): Promise<ShipmentRecord[]> {
  const rows = await joined(env)
    .where(
      and(
        eq(shipments.companyId, q.companyId),
        eq(shipments.branchContactId, q.branchContactId),
        eq(shipments.provider, "OWN_FLEET"),
        inArray(shipments.status, [...q.statuses]),
        gte(shipments.createdAt, q.from),
        lte(shipments.createdAt, q.to),
        q.singlesOnly ? isNull(shipments.stackId) : undefined,
      ),
    )
    .orderBy(q.sort === "ASC" ? asc(shipments.createdAt) : desc(shipments.createdAt), asc(shipments.id))
    .limit(q.limit)
    .offset(q.offset);
  return rows.map(toRecord);
}

/** §7 GET /api/shipmentstacks: the location's stacks in some statuses, with their shipments. */
export async function listStacks(
  env: Pick<Env, "DB">,
  q: { companyId: number; branchContactId: number; statuses: readonly ShipmentStatus[]; from: number },
): Promise<StackRecord[]> {
  const stacks = await db(env)
    .select()
    .from(shipmentStacks)
    .where(
      and(
        eq(shipmentStacks.companyId, q.companyId),
        eq(shipmentStacks.branchContactId, q.branchContactId),
        eq(shipmentStacks.provider, "OWN_FLEET"),
        inArray(shipmentStacks.status, [...q.statuses]),
        gte(shipmentStacks.createdAt, q.from),
      ),
    )
    .orderBy(asc(shipmentStacks.createdAt), asc(shipmentStacks.id));
  if (stacks.length === 0) return [];
  const rows = await joined(env)
    .where(and(eq(shipments.companyId, q.companyId), inArray(shipments.stackId, stacks.map((s) => s.id))))
    .orderBy(asc(shipments.stackingOrder), asc(shipments.id));
  const records = rows.map(toRecord);
  return stacks.map((stack) => ({ stack, shipments: records.filter((r) => r.shipment.stackId === stack.id) }));
}

/** The rider's shipment in progress (or the stack holding it): §2 redirect page, §7 GET /api/shipments/rider. */
export async function riderInProgress(
  env: Pick<Env, "DB">,
  companyId: number,
  riderId: number,
): Promise<{ type: "simple" | "stack"; id: number } | null> {
  const row = await db(env)
    .select({ id: shipments.id, stackId: shipments.stackId })
    .from(shipments)
    .where(
      and(
        eq(shipments.companyId, companyId),
        eq(shipments.riderId, riderId),
        or(
          inArray(shipments.status, ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFFS"]),
          and(eq(shipments.status, "DELIVERED"), eq(shipments.returnShipment, true)),
        ),
      ),
    )
    .orderBy(asc(shipments.updatedAt))
    .limit(1)
    .get();
  if (!row) return null;
  return row.stackId !== null ? { type: "stack", id: row.stackId } : { type: "simple", id: row.id };
}

export interface OrderShipments {
  logistics: LogisticsOrderRow | null;
  shipments: (ShipmentRow & { events: { status: ShipmentStatus; at: number }[] })[];
}

/**
 * The three reads of an order's shipments, for one `db.batch` (the follow-up page reads
 * them in the same round trip as the order, `orderId` being then the order's id by its code, a
 * scalar subquery). Every read is scoped by the company.
 */
export function orderShipmentsQueries(d: ReturnType<typeof db>, companyId: number | Placeholder, orderId: number | SQL) {
  const ofOrder = (column: typeof logisticsOrders.orderId | typeof shipments.orderId) =>
    typeof orderId === "number" ? eq(column, orderId) : sql`${column} = ${orderId}`;
  const orderShipmentIds = d
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), ofOrder(shipments.orderId)));
  return [
    d.select().from(logisticsOrders).where(and(eq(logisticsOrders.companyId, companyId), ofOrder(logisticsOrders.orderId))).limit(1),
    d.select().from(shipments).where(and(eq(shipments.companyId, companyId), ofOrder(shipments.orderId))).orderBy(desc(shipments.id)),
    d
      .select()
      .from(shipmentStatusEvents)
      .where(and(eq(shipmentStatusEvents.companyId, companyId), inArray(shipmentStatusEvents.shipmentId, orderShipmentIds)))
      .orderBy(asc(shipmentStatusEvents.at), asc(shipmentStatusEvents.id)),
  ] as const;
}

/** The batch's answers of orderShipmentsQueries, as the follow-up shows them. */
export function orderShipmentsOf(
  logistics: LogisticsOrderRow[],
  rows: ShipmentRow[],
  events: (typeof shipmentStatusEvents.$inferSelect)[],
): OrderShipments {
  return {
    logistics: logistics[0] ?? null,
    shipments: rows.map((r) => ({ ...r, events: events.filter((e) => e.shipmentId === r.id).map((e) => ({ status: e.status, at: e.at })) })),
  };
}

/** The order's shipments, newest first, with their status times (the diner's follow-up): one round trip. */
export async function shipmentsOfOrder(env: Pick<Env, "DB">, companyId: number, orderId: number): Promise<OrderShipments> {
  const d = db(env);
  const [logistics, rows, events] = await d.batch(orderShipmentsQueries(d, companyId, orderId));
  return orderShipmentsOf(logistics, rows, events);
}

/** §7 GET api/shipments/order/{logisticsOrderId}. */
export async function logisticsOrderById(env: Pick<Env, "DB">, id: number): Promise<LogisticsOrderRow | null> {
  return (await db(env).select().from(logisticsOrders).where(eq(logisticsOrders.id, id)).get()) ?? null;
}

export async function deliveryKeyOf(env: Pick<Env, "DB">, companyId: number, logisticsOrderId: number): Promise<string | null> {
  const row = await db(env)
    .select({ key: logisticsOrders.deliveryKey })
    .from(logisticsOrders)
    .where(and(eq(logisticsOrders.companyId, companyId), eq(logisticsOrders.id, logisticsOrderId)))
    .get();
  return row?.key ?? null;
}


/** How the orders a rider delivered since `since` were paid (the shift's cash to hand in). */
export async function deliveredPaymentsOf(
  env: Pick<Env, "DB">,
  companyId: number,
  riderId: number,
  since: number,
): Promise<{ paymentMethod: string; total: number; paysWith: number | null }[]> {
  return db(env)
    .select({ paymentMethod: orders.paymentMethod, total: orders.total, paysWith: orders.paysWith })
    .from(shipmentStatusEvents)
    .innerJoin(shipments, and(eq(shipments.id, shipmentStatusEvents.shipmentId), eq(shipments.companyId, shipmentStatusEvents.companyId)))
    .innerJoin(orders, and(eq(orders.id, shipments.orderId), eq(orders.companyId, shipments.companyId)))
    .where(
      and(
        eq(shipmentStatusEvents.companyId, companyId),
        eq(shipmentStatusEvents.status, "DELIVERED"),
        eq(shipmentStatusEvents.riderId, riderId),
        gte(shipmentStatusEvents.at, since),
      ),
    )
    .all();
}
