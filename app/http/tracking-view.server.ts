// The tracking info of logistics.md §3 ("id, rider position, phone and name, branch
// position, destination position (lat, lng), ETA, security code, status") for the JSON call
// GET /api/logisticsorder/tracking/{alias}/{orderCode} and the tracking page: D1's record
// (tenant-scoped by the alias) plus the tracking room's last rider position.
import { trackingRoomState } from "~/services/realtime/tracking-room.server";
import { trackingByAlias, type TrackingRecord } from "~/data/logistics/tracking.server";
import { callerOwnsOrder } from "./order-access.server";
import { staffFromRequest } from "./staff-auth.server";
import {
  estimateArrival, isValidDeliveryKey, isValidPoint, roundedPosition, showsShipmentDetails, trackingChannel, TRACKING_STATUS_LABEL,
  type LatLng, type RoomPosition,
} from "~/domain/logistics/tracking";
import type { ShipmentStatus } from "~/domain/logistics/shipment-status";

export interface TrackingInfo {
  id: string;
  /** The realtime channel (§7 'tracking-{id}'): `/parties/tracking-room/tracking-{id}`. */
  channel: string;
  orderCode: string;
  orderedAt: number;
  orderStatus: string;
  /** The shipment's status (null: no shipment yet). */
  status: ShipmentStatus | null;
  statusLabel: string;
  statusTone: "waiting" | "active" | "done" | "problem";
  /** §2 visibility rule: rider name, phone, position and ETA are null unless true. */
  showShipmentDetails: boolean;
  riderId: number | null;
  riderName: string | null;
  riderPhone: string | null;
  riderPosition: (LatLng & { at: number }) | null;
  branchPosition: LatLng | null;
  /** Exact for the diner who placed the order and the rider holding it; rounded (~300 m) for anyone else with the code. */
  destinationPosition: LatLng | null;
  /**
   * Epoch ms, only when valid (§5), from the rider's remaining route (the stack's earlier
   * drop-offs count). The route itself is not given: in a stack its stops are other diners'
   * doors (docs/decisions.md#logistics-staff-picker-rider-tracking); the room sends a new estimate with each position.
   */
  eta: number | null;
  /**
   * The delivery key, only while valid (§5: 4 digits, order not finished) and only for the
   * caller who placed the order (the owner rule of the follow-up): the order code
   * is a link people share, the key is what the rider asks for at the door.
   */
  securityCode: string | null;
  branch: { name: string; logoUrl: string | null; mapStyleUrl: string | null; timeZone: string };
}

const point = (p: Partial<LatLng> | null | undefined): LatLng | null => (isValidPoint(p) ? { lat: p.lat, lng: p.lng } : null);

/** Who is asking: `owner` placed the order (sees the key), `holder` is the rider holding its shipment. */
export function trackingInfo(t: TrackingRecord, position: RoomPosition | null, nowMs: number, owner: boolean, holder = false): TrackingInfo {
  const destination = point(t.order.destination);
  const status = t.shipment?.status ?? null;
  const riderId = t.shipment?.riderId ?? null;
  const lost = !!position && riderId !== null && position.riderId !== riderId;
  const details = showsShipmentDetails(status, lost);
  const label = TRACKING_STATUS_LABEL[status ?? "NO_SHIPMENT"];
  const finished = t.order.status === "DELIVERED" || t.order.status === "CANCELED";
  const riderPoint = details && position && !lost ? point(position) : null;
  const eta = details ? estimateArrival(riderPoint, t.stops, nowMs) : null;
  return {
    id: t.trackingId,
    channel: trackingChannel(t.trackingId),
    orderCode: t.order.code,
    orderedAt: t.order.createdAt,
    orderStatus: t.order.status,
    status,
    statusLabel: label.text,
    statusTone: label.tone,
    showShipmentDetails: details,
    riderId: details ? riderId : null,
    riderName: details ? t.shipment?.riderName ?? null : null,
    riderPhone: details ? t.shipment?.riderPhone ?? null : null,
    riderPosition: riderPoint && position ? { ...riderPoint, at: position.at } : null,
    branchPosition: point(t.location),
    destinationPosition: destination && !(owner || holder) ? roundedPosition(destination) : destination,
    eta,
    securityCode: owner && !finished && isValidDeliveryKey(t.deliveryKey) ? t.deliveryKey : null,
    branch: {
      name: t.branch.name,
      logoUrl: t.branch.logoFileId ? `/files/${encodeURIComponent(t.branch.logoFileId)}` : null,
      mapStyleUrl: t.branch.mapStyleUrl,
      timeZone: t.branch.timeZone,
    },
  };
}

/** The tracking info of an order under an alias, or null (unknown alias or code, another tenant's order). */
export async function loadTrackingInfo(env: Env, request: Request, alias: string, orderCode: string, nowMs: number): Promise<TrackingInfo | null> {
  const record = await trackingByAlias(env, alias, orderCode);
  if (!record) return null;
  const [state, owner, rider] = await Promise.all([
    trackingRoomState(env, record.trackingId),
    callerOwnsOrder(env, request, record.order),
    riderOfRequest(env, request),
  ]);
  const holder = !!rider && !!record.shipment && rider.companyId === record.companyId && rider.staffId === record.shipment.riderId;
  return trackingInfo(record, state?.position ?? null, nowMs, owner, holder);
}

/** The rider on shift behind the request (the page's shift cookie or an app's bearer), or null. */
async function riderOfRequest(env: Env, request: Request) {
  return (await staffFromRequest(request, env, "rider", "page")) ?? (await staffFromRequest(request, env, "rider", "api"));
}
