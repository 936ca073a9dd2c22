// The tracking info of logistics.md §3 ("id, rider position, phone and name, branch
// position, destination position (lat, lng), ETA, security code, status") for the JSON call
// GET /api/logisticsorder/tracking/{alias}/{orderCode} and the tracking page: D1's record
// (tenant-scoped by the alias) plus the tracking room's last rider position.
import { trackingRoomState } from "~/services/realtime/tracking-room.server";
import { orderWithoutTracking, trackingByAlias, type TrackingLocation, type TrackingRecord } from "~/data/logistics/tracking.server";
import { callUrl, whatsAppUrl } from "~/domain/contact-links";
import { themeCss } from "~/domain/menu/theme";
import { destinationLine } from "~/services/logistics/rider-screen.server";
import { callerOwnsOrder } from "~/http/order-access.server";
import { staffFromRequest } from "~/http/staff-auth.server";
import {
  calendarDate, clockTime, estimateArrival, followUpPath, isValidDeliveryKey, trackingPath, TRACKING_TEXT, isValidPoint, roundedPosition, showsShipmentDetails, trackingChannel, TRACKING_STATUS_LABEL,
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
  /** The store on the card in every state: its name, address and contact links. */
  store: StoreCard;
  /** The diner's address line, only for the owner and the rider holding it (others: null). */
  destinationAddress: string | null;
  /** The order's follow-up page ('Ver mi pedido'). */
  followUpPath: string;
  /** The branch's colours (root.tsx writes them into the document). */
  themeCss: string;
}

export interface StoreCard {
  name: string;
  address: string;
  chatUrl: string | null;
  callUrl: string | null;
}

/** The store's card from its location row. */
export function storeCard(l: TrackingLocation): StoreCard {
  return {
    name: l.name,
    address: [[l.street, l.number].filter(Boolean).join(" "), l.city].filter(Boolean).join(", "),
    chatUrl: whatsAppUrl(l.whatsappPhone),
    callUrl: callUrl(l.callPhone ?? l.whatsappPhone),
  };
}

/** The branch's theme as CSS (the §9 defaults for missing or unreadable settings). */
export function branchThemeCss(generalConfig: string | null): string {
  try {
    const config = generalConfig ? (JSON.parse(generalConfig) as { colorConfig?: Record<string, unknown>; fontFamily?: string | null }) : null;
    return themeCss({ colorConfig: (config?.colorConfig ?? {}) as never, fontFamily: config?.fontFamily ?? null });
  } catch {
    return themeCss({ colorConfig: {} });
  }
}

/** The diner's address line from the order's stored destination, or null. */
function addressLine(raw: string | null): string | null {
  if (!raw) return null;
  try {
    return destinationLine(JSON.parse(raw)) || null;
  } catch {
    return null;
  }
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
    store: storeCard(t.location),
    destinationAddress: owner || holder ? addressLine(t.order.destinationRaw) : null,
    followUpPath: followUpPath(t.location.alias, t.order.code),
    themeCss: branchThemeCss(t.branch.generalConfig),
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

/** The card of an order a tracking link reaches before it has a shipment. */
export interface OrderWithoutTrackingView {
  orderCode: string;
  orderedTime: string;
  orderedDate: string;
  /** 'Tu pedido todavía no fue aceptado', or why there is nothing to follow on the map. */
  title: string;
  help: string | null;
  branchName: string;
  logoUrl: string | null;
  store: StoreCard;
  followUpPath: string;
  path: string;
  themeCss: string;
}

export async function loadOrderWithoutTracking(env: Env, alias: string, orderCode: string): Promise<OrderWithoutTrackingView | null> {
  const found = await orderWithoutTracking(env, alias, orderCode);
  if (!found) return null;
  const status = found.order.status;
  const waiting = status === "GENERATED" || status === "PENDING_PAYMENT";
  return {
    orderCode: found.order.code,
    orderedTime: clockTime(found.order.createdAt, found.branch.timeZone),
    orderedDate: calendarDate(found.order.createdAt, found.branch.timeZone),
    title: waiting ? TRACKING_TEXT.notAccepted : status === "CANCELED" ? TRACKING_TEXT.canceled : TRACKING_TEXT.noShipment,
    help: waiting ? TRACKING_TEXT.notAcceptedHelp : null,
    branchName: found.branch.name,
    logoUrl: found.branch.logoFileId ? `/files/${encodeURIComponent(found.branch.logoFileId)}` : null,
    store: storeCard(found.location),
    followUpPath: followUpPath(found.location.alias, found.order.code),
    path: trackingPath(alias, found.order.code),
    themeCss: branchThemeCss(found.branch.generalConfig),
  };
}
