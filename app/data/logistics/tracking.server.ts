// Reads of the live tracking (logistics.md §3 Tracking info, §7 GET
// /api/logisticsorder/tracking/{alias}/{orderCode}, realtime channel 'tracking-{id}') and
// the snapshot the server publishes to the tracking room (party/tracking-room.ts) when a
// shipment or its order changes. Every query is scoped by the company the alias or the
// rider's token resolved; the tracking id alone only opens its own room.
import { acceptsPositions, isValidPoint, remainingStops, trackingChannel, type LatLng, type RouteShipment, type TrackingSnapshot } from "~/domain/logistics/tracking";
export type { TrackingSnapshot };
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";

/** The store as the diner's tracking card shows it (name, address, contact). */
export interface TrackingLocation {
  alias: string;
  name: string;
  lat: number;
  lng: number;
  street: string;
  number: string;
  city: string;
  callPhone: string | null;
  whatsappPhone: string | null;
}

export interface TrackingBranch {
  name: string;
  logoFileId: string | null;
  mapStyleUrl: string | null;
  timeZone: string;
  /** The branch's theme settings (general_config JSON), for the page's colours. */
  generalConfig: string | null;
}

export interface TrackingRecord {
  companyId: number;
  branchContactId: number;
  logisticsOrderId: number;
  trackingId: string;
  deliveryKey: string;
  order: {
    code: string;
    status: string;
    createdAt: number;
    destination: Partial<LatLng> | null;
    /** The order's destination as stored (street, number, locality…), for its address line. */
    destinationRaw: string | null;
    customerPhone: string;
    placedSessionId: string | null;
  };
  location: TrackingLocation;
  branch: TrackingBranch;
  shipment: { id: number; status: ShipmentStatus; riderId: number | null; riderName: string | null; riderPhone: string | null; stackId: number | null } | null;
  /** The stops still ahead of the rider before the diner's door (null: not on its way). */
  stops: LatLng[] | null;
}

interface Row {
  company_id: number;
  branch_contact_id: number;
  lo_id: number;
  tracking_id: string | null;
  delivery_key: string;
  order_id: number;
  code: string;
  order_status: string;
  created_at: number;
  destination: string | null;
  customer_phone: string;
  placed_session_id: string | null;
  bc_alias: string;
  bc_name: string;
  bc_lat: number;
  bc_lng: number;
  bc_street: string;
  bc_number: string;
  bc_city: string;
  bc_call_phone: string | null;
  bc_whatsapp_phone: string | null;
  b_name: string;
  general_config: string | null;
  logo_file_id: string | null;
  map_style_url: string | null;
  time_zone: string;
}

const SELECT_TRACKING = `
  SELECT lo.company_id, lo.branch_contact_id, lo.id AS lo_id, lo.tracking_id, lo.delivery_key, o.id AS order_id,
         o.code, o.status AS order_status, o.created_at, o.destination, o.customer_phone, o.placed_session_id,
         bc.alias AS bc_alias, bc.name AS bc_name, bc.lat AS bc_lat, bc.lng AS bc_lng,
         bc.street AS bc_street, bc.number AS bc_number, bc.city AS bc_city, bc.call_phone AS bc_call_phone, bc.whatsapp_phone AS bc_whatsapp_phone,
         b.name AS b_name, b.logo_file_id, b.map_style_url, b.general_config, c.time_zone
  FROM logistics_orders lo
  JOIN orders o ON o.id = lo.order_id AND o.company_id = lo.company_id
  JOIN branch_contacts bc ON bc.id = lo.branch_contact_id AND bc.company_id = lo.company_id
  JOIN branches b ON b.id = bc.branch_id AND b.company_id = lo.company_id
  JOIN countries c ON c.code = b.country`;

interface ShipmentRaw {
  id: number;
  status: ShipmentStatus;
  rider_id: number | null;
  rider_name: string | null;
  rider_phone: string | null;
  stack_id: number | null;
  stacking_order: number;
  drop_off_lat: number | null;
  drop_off_lng: number | null;
}

const toRoute = (s: ShipmentRaw): RouteShipment => ({
  id: s.id,
  status: s.status,
  stackingOrder: s.stacking_order,
  dropOff: s.drop_off_lat == null || s.drop_off_lng == null ? null : { lat: s.drop_off_lat, lng: s.drop_off_lng },
});

function parseDestination(raw: string | null): Partial<LatLng> | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as { lat?: unknown; lng?: unknown } | null;
    return d && typeof d.lat === "number" && typeof d.lng === "number" ? { lat: d.lat, lng: d.lng } : null;
  } catch {
    return null;
  }
}

/** A random 128-bit id, for a logistics order the trigger of 0015 has not reached (written once). */
async function ensureTrackingId(d1: D1Database, companyId: number, logisticsOrderId: number): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const fresh = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  await d1.prepare(`UPDATE logistics_orders SET tracking_id = ? WHERE company_id = ? AND id = ? AND tracking_id IS NULL`).bind(fresh, companyId, logisticsOrderId).run();
  const row = await d1.prepare(`SELECT tracking_id FROM logistics_orders WHERE company_id = ? AND id = ?`).bind(companyId, logisticsOrderId).first<{ tracking_id: string }>();
  return row!.tracking_id;
}

const locationOf = (row: Pick<Row, "bc_alias" | "bc_name" | "bc_lat" | "bc_lng" | "bc_street" | "bc_number" | "bc_city" | "bc_call_phone" | "bc_whatsapp_phone">): TrackingLocation => ({
  alias: row.bc_alias,
  name: row.bc_name,
  lat: row.bc_lat,
  lng: row.bc_lng,
  street: row.bc_street,
  number: row.bc_number,
  city: row.bc_city,
  callPhone: row.bc_call_phone,
  whatsappPhone: row.bc_whatsapp_phone,
});

const branchOf = (row: Pick<Row, "b_name" | "logo_file_id" | "map_style_url" | "time_zone" | "general_config">): TrackingBranch => ({
  name: row.b_name,
  logoFileId: row.logo_file_id,
  mapStyleUrl: row.map_style_url,
  timeZone: row.time_zone,
  generalConfig: row.general_config,
});

/** An order reached by a tracking link before it has a logistics order (not accepted yet, or not delivered by the fleet). */
export interface OrderWithoutTracking {
  order: { code: string; status: string; createdAt: number; customerPhone: string; placedSessionId: string | null };
  location: TrackingLocation;
  branch: TrackingBranch;
}

/** The order of `orderCode` under a public alias when it has no logistics order (same tenant rules as trackingByAlias). */
export async function orderWithoutTracking(env: Pick<Env, "DB">, alias: string, orderCode: string): Promise<OrderWithoutTracking | null> {
  const d1 = env.DB;
  const place = await d1.prepare(`SELECT company_id, type, target_id FROM aliases WHERE alias = ?`).bind(alias).first<{ company_id: number; type: string; target_id: number }>();
  if (!place) return null;
  const row = await d1
    .prepare(
      `SELECT o.code, o.status AS order_status, o.created_at, o.customer_phone, o.placed_session_id,
              bc.alias AS bc_alias, bc.name AS bc_name, bc.lat AS bc_lat, bc.lng AS bc_lng,
              bc.street AS bc_street, bc.number AS bc_number, bc.city AS bc_city, bc.call_phone AS bc_call_phone, bc.whatsapp_phone AS bc_whatsapp_phone,
              b.name AS b_name, b.logo_file_id, b.map_style_url, b.general_config, c.time_zone
       FROM orders o
       JOIN branch_contacts bc ON bc.id = o.branch_contact_id AND bc.company_id = o.company_id
       JOIN branches b ON b.id = bc.branch_id AND b.company_id = o.company_id
       JOIN countries c ON c.code = b.country
       WHERE o.company_id = ?1 AND o.code = ?2 AND (?3 IS NULL OR o.branch_contact_id = ?3) AND (?4 IS NULL OR bc.branch_id = ?4)
         AND NOT EXISTS (SELECT 1 FROM logistics_orders lo WHERE lo.company_id = o.company_id AND lo.order_id = o.id)
       LIMIT 1`,
    )
    .bind(place.company_id, orderCode, place.type === "branchContact" ? place.target_id : null, place.type === "branch" ? place.target_id : null)
    .first<Row & { order_status: string }>();
  if (!row) return null;
  return {
    order: { code: row.code, status: row.order_status, createdAt: row.created_at, customerPhone: row.customer_phone, placedSessionId: row.placed_session_id },
    location: locationOf(row),
    branch: branchOf(row),
  };
}

async function complete(d1: D1Database, row: Row): Promise<TrackingRecord> {
  const trackingId = row.tracking_id ?? (await ensureTrackingId(d1, row.company_id, row.lo_id));
  const current = await d1
    .prepare(
      `SELECT id, status, rider_id, rider_name, rider_phone, stack_id, stacking_order, drop_off_lat, drop_off_lng
       FROM shipments WHERE company_id = ? AND logistics_order_id = ? ORDER BY id DESC LIMIT 1`,
    )
    .bind(row.company_id, row.lo_id)
    .first<ShipmentRaw>();
  const stack =
    current?.stack_id != null
      ? (
          await d1
            .prepare(
              `SELECT id, status, rider_id, rider_name, rider_phone, stack_id, stacking_order, drop_off_lat, drop_off_lng
               FROM shipments WHERE company_id = ? AND stack_id = ?`,
            )
            .bind(row.company_id, current.stack_id)
            .all<ShipmentRaw>()
        ).results
      : [];
  const destination = parseDestination(row.destination);
  const target = current ? toRoute(current) : null;
  // The order's destination is the fallback for a shipment written without its drop-off.
  if (target && !isValidPoint(target.dropOff) && isValidPoint(destination)) target.dropOff = destination;
  const branchPoint = { lat: row.bc_lat, lng: row.bc_lng };
  return {
    companyId: row.company_id,
    branchContactId: row.branch_contact_id,
    logisticsOrderId: row.lo_id,
    trackingId,
    deliveryKey: row.delivery_key,
    order: {
      code: row.code,
      status: row.order_status,
      createdAt: row.created_at,
      destination,
      destinationRaw: row.destination,
      customerPhone: row.customer_phone,
      placedSessionId: row.placed_session_id,
    },
    location: locationOf(row),
    branch: branchOf(row),
    shipment: current
      ? { id: current.id, status: current.status, riderId: current.rider_id, riderName: current.rider_name, riderPhone: current.rider_phone, stackId: current.stack_id }
      : null,
    stops: target ? remainingStops({ target, stack: stack.map(toRoute), branch: branchPoint }) : null,
  };
}

/**
 * The tracking of an order reached by a public alias (§6 Customer: alias and order code).
 * The alias decides the tenant; a location alias also fixes the location. Another tenant's
 * code (or a location's code under a sibling's alias) is not found.
 */
export async function trackingByAlias(env: Pick<Env, "DB">, alias: string, orderCode: string): Promise<TrackingRecord | null> {
  const d1 = env.DB;
  const place = await d1.prepare(`SELECT company_id, type, target_id FROM aliases WHERE alias = ?`).bind(alias).first<{ company_id: number; type: string; target_id: number }>();
  if (!place) return null;
  const row = await d1
    .prepare(`${SELECT_TRACKING} WHERE lo.company_id = ?1 AND lo.order_code = ?2 AND (?3 IS NULL OR lo.branch_contact_id = ?3) LIMIT 1`)
    .bind(place.company_id, orderCode, place.type === "branchContact" ? place.target_id : null)
    .first<Row>();
  return row ? complete(d1, row) : null;
}

/** The tracking of a tracking id (the room's own read when the server has not published to it yet). */
export async function trackingByTrackingId(env: Pick<Env, "DB">, trackingId: string): Promise<TrackingRecord | null> {
  const d1 = env.DB;
  const row = await d1.prepare(`${SELECT_TRACKING} WHERE lo.tracking_id = ? LIMIT 1`).bind(trackingId).first<Row>();
  return row ? complete(d1, row) : null;
}

/** The tracking of an order by its code inside a known tenant (the server's publish path). */
export async function trackingByOrderCode(env: Pick<Env, "DB">, companyId: number | null, orderCode: string): Promise<TrackingRecord | null> {
  const d1 = env.DB;
  const row = await d1
    .prepare(`${SELECT_TRACKING} WHERE (?1 IS NULL OR lo.company_id = ?1) AND lo.order_code = ?2 LIMIT 1`)
    .bind(companyId, orderCode)
    .first<Row>();
  return row ? complete(d1, row) : null;
}

/** What the room keeps (rider contact, stops ahead); it filters what watchers hear (`trackingUpdate`). */
export function snapshotOf(t: TrackingRecord, at: number): TrackingSnapshot {
  return {
    type: "tracking",
    trackingId: t.trackingId,
    orderStatus: t.order.status,
    status: t.shipment?.status ?? null,
    riderId: t.shipment?.riderId ?? null,
    riderName: t.shipment?.riderName ?? null,
    riderPhone: t.shipment?.riderPhone ?? null,
    stops: t.stops,
    at,
  };
}

/** Who may publish to a tracking room: its shipment's tenant, rider and status (null: unknown id). */
export async function trackingPublisherScope(
  env: Pick<Env, "DB">,
  trackingId: string,
): Promise<{ companyId: number; riderId: number | null; status: ShipmentStatus | null } | null> {
  const d1 = env.DB;
  const row = await d1
    .prepare(
      `SELECT lo.company_id, s.rider_id, s.status FROM logistics_orders lo
       LEFT JOIN shipments s ON s.id = (SELECT MAX(id) FROM shipments WHERE company_id = lo.company_id AND logistics_order_id = lo.id)
       WHERE lo.tracking_id = ?`,
    )
    .bind(trackingId)
    .first<{ company_id: number; rider_id: number | null; status: ShipmentStatus | null }>();
  return row ? { companyId: row.company_id, riderId: row.rider_id, status: row.status } : null;
}

/** The rooms a rider publishes to: each shipment the rider holds between pick-up and delivery. */
export async function riderTrackingRooms(env: Pick<Env, "DB">, companyId: number, riderId: number): Promise<string[]> {
  const d1 = env.DB;
  const { results } = await d1
    .prepare(
      `SELECT lo.tracking_id, s.status FROM shipments s
       JOIN logistics_orders lo ON lo.id = s.logistics_order_id AND lo.company_id = s.company_id
       WHERE s.company_id = ? AND s.rider_id = ? AND s.status IN ('ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS')
         AND lo.tracking_id IS NOT NULL
       ORDER BY s.id`,
    )
    .bind(companyId, riderId)
    .all<{ tracking_id: string; status: ShipmentStatus }>();
  return results.filter((r) => acceptsPositions(r.status)).map((r) => trackingChannel(r.tracking_id));
}

/** The codes of the stack's other orders (one delivery changes the stops still ahead of them). */
export async function otherOrderCodesOfStack(env: Pick<Env, "DB">, companyId: number, stackId: number, orderCode: string): Promise<string[]> {
  const { results } = await env.DB.prepare(`SELECT DISTINCT order_code FROM shipments WHERE company_id = ? AND stack_id = ? AND order_code <> ?`)
    .bind(companyId, stackId, orderCode)
    .all<{ order_code: string }>();
  return results.map((r) => r.order_code);
}
