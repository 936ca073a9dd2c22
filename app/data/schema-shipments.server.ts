// Drizzle schema of the shipments (logistics.md §3 Shipment, Shipment stack):
// logistics orders, shipments, stacks and the shipment status events.
// The SQL is hand-written in migrations/0013_shipments.sql (with the two flags it
// adds to branch_contacts, declared in schema.server.ts).
//
// Rules: company_id on every row and in every query; times are epoch
// MILLISECONDS (like the orders); every status change is one conditional write
// (app/data/logistics/shipment-writes.server.ts).
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";
import { branchContacts, companies } from "./schema.server";
import { orders } from "./schema/orders.server";

const bool = (name: string) => integer(name, { mode: "boolean" });
const nowMs = sql`(cast(strftime('%s','now') as integer) * 1000)`;
const companyId = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id);
const branchContactId = () =>
  integer("branch_contact_id")
    .notNull()
    .references(() => branchContacts.id);

/** One per delivery order taken by the location's own fleet; holds the diner's delivery key. */
export const logisticsOrders = sqliteTable(
  "logistics_orders",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchContactId: branchContactId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orderCode: text("order_code").notNull(),
    provider: text("provider").notNull().default("OWN_FLEET"),
    /** 4 digits the diner gives the rider at the door ('Clave de entrega'). */
    deliveryKey: text("delivery_key").notNull(),
    /** 128 random bits (hex), the name of the tracking room; filled by a trigger (migrations/0015_tracking.sql). */
    trackingId: text("tracking_id"),
    createdAt: integer("created_at").notNull().default(nowMs),
  },
  (t) => [
    uniqueIndex("logistics_orders_order_uq").on(t.orderId),
    index("logistics_orders_company_idx").on(t.companyId, t.orderCode),
    uniqueIndex("logistics_orders_tracking_uq").on(t.trackingId),
  ],
);

export const shipmentStacks = sqliteTable(
  "shipment_stacks",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchContactId: branchContactId(),
    status: text("status").$type<ShipmentStatus>().notNull().default("PENDING"),
    provider: text("provider").notNull().default("OWN_FLEET"),
    riderId: integer("rider_id"),
    riderName: text("rider_name"),
    riderPhone: text("rider_phone"),
    /** The shipment the rider's screen shows (§3 'selected index', kept as the shipment id). */
    selectedShipmentId: integer("selected_shipment_id"),
    /** A return stack: some of its shipments come back to the store (§3). */
    returnStack: bool("return_stack").notNull().default(false),
    createdAt: integer("created_at").notNull().default(nowMs),
    updatedAt: integer("updated_at").notNull().default(nowMs),
  },
  (t) => [index("shipment_stacks_contact_status_idx").on(t.companyId, t.branchContactId, t.status), index("shipment_stacks_rider_idx").on(t.riderId, t.status)],
);

export const shipments = sqliteTable(
  "shipments",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchContactId: branchContactId(),
    logisticsOrderId: integer("logistics_order_id")
      .notNull()
      .references(() => logisticsOrders.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orderCode: text("order_code").notNull(),
    status: text("status").$type<ShipmentStatus>().notNull().default("PENDING"),
    provider: text("provider").notNull().default("OWN_FLEET"),
    riderId: integer("rider_id"),
    riderName: text("rider_name"),
    riderPhone: text("rider_phone"),
    stackId: integer("stack_id").references(() => shipmentStacks.id),
    stackingOrder: integer("stacking_order").notNull().default(0),
    /** Comes back to the store after the drop-off (cash orders: the rider brings the cash back). */
    returnShipment: bool("return_shipment").notNull().default(false),
    dropOffLat: real("drop_off_lat"),
    dropOffLng: real("drop_off_lng"),
    createdAt: integer("created_at").notNull().default(nowMs),
    updatedAt: integer("updated_at").notNull().default(nowMs),
  },
  (t) => [
    index("shipments_contact_status_idx").on(t.companyId, t.branchContactId, t.status, t.createdAt),
    index("shipments_rider_idx").on(t.riderId, t.status),
    index("shipments_stack_idx").on(t.stackId),
    index("shipments_order_idx").on(t.companyId, t.orderId),
    // One open shipment per logistics order (a driver-canceled one is re-offered as a new row).
    uniqueIndex("shipments_open_uq").on(t.logisticsOrderId).where(sql`status NOT IN ('DRIVER_CANCELED', 'CANCELED')`),
  ],
);

/** One row per status a shipment reached: the diner's follow-up shows each step with its time. */
export const shipmentStatusEvents = sqliteTable(
  "shipment_status_events",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id),
    status: text("status").$type<ShipmentStatus>().notNull(),
    at: integer("at").notNull(),
    riderId: integer("rider_id"),
  },
  (t) => [uniqueIndex("shipment_status_events_uq").on(t.shipmentId, t.status)],
);
