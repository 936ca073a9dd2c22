// Live delivery tracking rules (logistics.md §2 Customer tracking page, §3 Tracking info,
// §4 Tracking, §5 "markers with a zero coordinate or missing position are dropped;
// delivery key and ETA are shown only when valid", §9 constants). Pure: callers pass `now`.
// Client-safe: the tracking page imports it to move the rider marker and the ETA.
import distance from "@turf/distance";
import { point } from "@turf/helpers";
import type { ShipmentStatus } from "./shipment-status";
import { zonedFormat } from "~/domain/date-time-format";

const hourMinute = zonedFormat("es-AR", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const dayMonthYear = zonedFormat("es-AR", { day: "2-digit", month: "2-digit", year: "numeric" });

export interface LatLng {
  lat: number;
  lng: number;
}

// ------------------------------------------------------------------ §9 constants
/** §4 Tracking: the subscription starts 1 second after the channel is created. */
export const SUBSCRIPTION_DELAY_MS = 1000;
/** §9 "Map initial zoom 5". */
export const MAP_INITIAL_ZOOM = 5;
/** §9 "marker size 36 by 36". */
export const MARKER_SIZE_PX = 36;
/**
 * storefront.md §9 and logistics.md §9 "Refresh after an update: 5 s": the follow-up page, the
 * tracking overlay and the rider's shipment page read again 5 s after a status event or an action.
 */
export const REFRESH_AFTER_UPDATE_MS = 5000;
/** The rider publishes at most every 4 s, or when moved 25 m (the rider's battery and the room's load). */
export const PUBLISH_INTERVAL_MS = 4000;
export const PUBLISH_DISTANCE_M = 25;
/**
 * The room drops positions closer than this to the previous one (a client ignoring the 4 s
 * rule). Half a second, not more: the room stamps arrivals after its own broadcast work, so a
 * 1 s floor dropped honest positions sent 1.05 s apart under a 1,000-socket fan-out (bench).
 */
export const ROOM_MIN_INTERVAL_MS = 500;

// -------------------------------------------------------------------- positions
/** §5: a usable position has finite coordinates in range and no zero coordinate. */
export function isValidPoint(p: Partial<LatLng> | null | undefined): p is LatLng {
  if (!p || typeof p.lat !== "number" || typeof p.lng !== "number") return false;
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) return false;
  if (p.lat === 0 || p.lng === 0) return false;
  return Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

/**
 * The diner's door as strangers holding the order code see it: snapped to a grid of
 * 0.003° (about 330 m north-south, less east-west), enough for the map, not the house.
 */
export const ROUNDED_POSITION_STEP_DEG = 0.003;

export function roundedPosition(p: LatLng): LatLng {
  const snap = (v: number) => Number((Math.round(v / ROUNDED_POSITION_STEP_DEG) * ROUNDED_POSITION_STEP_DEG).toFixed(3));
  return { lat: snap(p.lat), lng: snap(p.lng) };
}

export const metresBetween = (a: LatLng, b: LatLng): number => distance(point([a.lng, a.lat]), point([b.lng, b.lat]), { units: "meters" });

export type MarkerKind = "rider" | "branch" | "destination";
export interface TrackingMarker extends LatLng {
  kind: MarkerKind;
}

/** §5: the markers to draw; a missing position or one with a zero coordinate is dropped. */
export function trackingMarkers(points: Partial<Record<MarkerKind, Partial<LatLng> | null | undefined>>): TrackingMarker[] {
  const order: MarkerKind[] = ["branch", "destination", "rider"];
  const out: TrackingMarker[] = [];
  for (const kind of order) {
    const p = points[kind];
    if (isValidPoint(p)) out.push({ kind, lat: p.lat, lng: p.lng });
  }
  return out;
}

/** Publish when 4 s have passed since the last sent position or the rider moved 25 m. */
export function shouldPublish(last: { at: number; point: LatLng } | null, next: LatLng, nowMs: number): boolean {
  if (!isValidPoint(next)) return false;
  if (!last) return true;
  return nowMs - last.at >= PUBLISH_INTERVAL_MS || metresBetween(last.point, next) >= PUBLISH_DISTANCE_M;
}

// ------------------------------------------------------------------ room events
/** A rider position as the tracking room keeps it (watchers get a `PositionUpdate` made from it). */
export interface RoomPosition {
  type: "position";
  lat: number;
  lng: number;
  accuracy: number | null;
  riderId: number;
  at: number;
}

/**
 * What the server hands the tracking room when the shipment or the order changes (Durable
 * Object RPC). The room keeps it and never sends it as is: it carries the rider's contact
 * and the stops ahead, which in a stack are other diners' doors. Watchers get a
 * `TrackingUpdate` made from it. No delivery key.
 */
export interface TrackingSnapshot {
  type: "tracking";
  trackingId: string;
  orderStatus: string;
  status: ShipmentStatus | null;
  riderId: number | null;
  riderName: string | null;
  riderPhone: string | null;
  /** The stops still ahead of the rider before the diner's door (null: not on its way). */
  stops: LatLng[] | null;
  at: number;
}

/**
 * What a watcher of the room hears when the shipment or the order changes (§7 "event ...
 * carries new tracking data"). The rider's name and phone and the estimate only while the
 * diner may see the shipment details (§2); never the stops (docs/decisions.md#logistics-staff-picker-rider-tracking).
 */
export interface TrackingUpdate {
  type: "tracking";
  trackingId: string;
  orderStatus: string;
  status: ShipmentStatus | null;
  showShipmentDetails: boolean;
  riderName: string | null;
  riderPhone: string | null;
  /** Epoch ms, only when valid (§5). */
  eta: number | null;
  at: number;
}

/** A rider position as a watcher hears it (only while the details show), with the new estimate. */
export interface PositionUpdate {
  type: "position";
  lat: number;
  lng: number;
  accuracy: number | null;
  at: number;
  eta: number | null;
}

// --------------------------------------------------------------------- statuses
/** A rider publishes only while holding the shipment, from ON_ROUTE_TO_PICK_UP to the delivery. */
export const PUBLISHING_STATUSES: readonly ShipmentStatus[] = ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF", "ON_ROUTE_TO_DROP_OFFS"];
export const acceptsPositions = (status: ShipmentStatus | null | undefined): boolean => !!status && PUBLISHING_STATUSES.includes(status);

/**
 * §2 "A customer sees shipment details only while the shipment is ON_ROUTE_TO_DROP_OFFS and
 * only if the rider has not been lost to another rider (lost auction)". The single form
 * ON_ROUTE_TO_DROP_OFF is the same step. Details: rider name, contact buttons, the rider's
 * marker and the estimate.
 */
export function showsShipmentDetails(status: ShipmentStatus | null | undefined, lostToOtherRider: boolean): boolean {
  return (status === "ON_ROUTE_TO_DROP_OFFS" || status === "ON_ROUTE_TO_DROP_OFF") && !lostToOtherRider;
}

/** The status label of the overlay and its colour (ours: the spec names a coloured label only). */
export const TRACKING_STATUS_LABEL: Record<ShipmentStatus | "NO_SHIPMENT", { text: string; tone: "waiting" | "active" | "done" | "problem" }> = {
  NO_SHIPMENT: { text: "Preparando tu pedido", tone: "waiting" },
  PENDING: { text: "Preparando el envío", tone: "waiting" },
  STACKING: { text: "Preparando el envío", tone: "waiting" },
  LOOKING_FOR_DRIVER: { text: "Buscando repartidor", tone: "waiting" },
  ON_ROUTE_TO_PICK_UP: { text: "El repartidor va hacia el local", tone: "active" },
  IN_STORE: { text: "El repartidor está en el local", tone: "active" },
  ON_ROUTE_TO_DROP_OFF: { text: "El repartidor va hacia tu dirección", tone: "active" },
  ON_ROUTE_TO_DROP_OFFS: { text: "El repartidor va hacia tu dirección", tone: "active" },
  DELIVERED: { text: "Pedido entregado", tone: "done" },
  RETURNED: { text: "Pedido entregado", tone: "done" },
  DRIVER_CANCELED: { text: "Buscando otro repartidor", tone: "problem" },
  CANCELED: { text: "Envío cancelado", tone: "problem" },
};

// -------------------------------------------------------------------------- ETA
/**
 * The estimate's assumptions (docs/decisions.md#logistics-staff-picker-rider-tracking): a motorbike in city traffic
 * at 20 km/h over the straight-line legs stretched by 1.3 for streets, plus 3 minutes at
 * each stop before the diner's (another drop-off of the stack, or the store).
 */
export const ETA_SPEED_KMH = 20;
export const ETA_ROUTE_FACTOR = 1.3;
export const ETA_STOP_MS = 3 * 60 * 1000;

export interface RouteShipment {
  id: number;
  status: ShipmentStatus;
  stackingOrder: number;
  dropOff: Partial<LatLng> | null;
}

const DONE: readonly ShipmentStatus[] = ["DELIVERED", "RETURNED", "DRIVER_CANCELED", "CANCELED"];

/**
 * The stops the rider still makes before the diner's door, in order: the store while the
 * food is not picked up yet, then the stack's earlier drop-offs (by stacking order) not
 * delivered yet, then the diner's own destination. Null when the diner's shipment is not
 * on its way (finished, or not taken) or a needed position is missing.
 */
export function remainingStops(args: { target: RouteShipment; stack: readonly RouteShipment[]; branch: Partial<LatLng> | null }): LatLng[] | null {
  const { target } = args;
  if (!acceptsPositions(target.status) || !isValidPoint(target.dropOff)) return null;
  const stops: LatLng[] = [];
  if (target.status === "ON_ROUTE_TO_PICK_UP") {
    if (!isValidPoint(args.branch)) return null;
    stops.push(args.branch);
  }
  const before = args.stack
    .filter((s) => s.id !== target.id && !DONE.includes(s.status) && s.stackingOrder < target.stackingOrder)
    .sort((a, b) => a.stackingOrder - b.stackingOrder || a.id - b.id);
  for (const s of before) if (isValidPoint(s.dropOff)) stops.push(s.dropOff);
  stops.push(target.dropOff);
  return stops;
}

/** Travel time from the rider along the stops, in ms (stops before the last one add their dwell). */
export function routeDurationMs(rider: LatLng, stops: readonly LatLng[]): number {
  let metres = 0;
  let from = rider;
  for (const s of stops) {
    metres += metresBetween(from, s);
    from = s;
  }
  const travelMs = ((metres * ETA_ROUTE_FACTOR) / 1000 / ETA_SPEED_KMH) * 3_600_000;
  return travelMs + Math.max(0, stops.length - 1) * ETA_STOP_MS;
}

/** The estimated arrival (epoch ms) from the rider's position along the remaining stops, or null. */
export function estimateArrival(rider: Partial<LatLng> | null | undefined, stops: readonly LatLng[] | null, nowMs: number): number | null {
  if (!stops || stops.length === 0 || !isValidPoint(rider)) return null;
  const eta = nowMs + routeDurationMs(rider, stops);
  return isValidEta(eta, nowMs) ? Math.round(eta) : null;
}

/** §5 "ETA shown only when valid": a finite time not in the past and within 6 hours. */
export function isValidEta(eta: unknown, nowMs: number): eta is number {
  return typeof eta === "number" && Number.isFinite(eta) && eta >= nowMs - 60_000 && eta <= nowMs + 6 * 3_600_000;
}

/** HH:mm in the location's time zone (the overlay's times; 'Entrega estimada'). */
export function clockTime(at: number, timeZone: string): string {
  return hourMinute(timeZone).format(at);
}

/** dd/mm/aaaa in the location's time zone. */
export function calendarDate(at: number, timeZone: string): string {
  return dayMonthYear(timeZone).format(at);
}

/** §5 "delivery key shown only when valid": the 4 digits of the delivery key. */
export const isValidDeliveryKey = (key: unknown): key is string => typeof key === "string" && /^\d{4}$/.test(key);

// --------------------------------------------------------- what watchers hear
/**
 * §2 visibility inside the room: the snapshot's status, and the last position (if any) is
 * the shipment's rider's. No snapshot, nothing shown: the room does not know the status.
 */
export function roomShowsDetails(snapshot: TrackingSnapshot | null, position: RoomPosition | null): boolean {
  if (!snapshot) return false;
  return showsShipmentDetails(snapshot.status, !!position && snapshot.riderId !== null && position.riderId !== snapshot.riderId);
}

/** The snapshot as watchers get it: the rider's contact and the estimate only with the details; no stops. */
export function trackingUpdate(snapshot: TrackingSnapshot, position: RoomPosition | null, nowMs: number): TrackingUpdate {
  const details = roomShowsDetails(snapshot, position);
  return {
    type: "tracking",
    trackingId: snapshot.trackingId,
    orderStatus: snapshot.orderStatus,
    status: snapshot.status,
    showShipmentDetails: details,
    riderName: details ? snapshot.riderName : null,
    riderPhone: details ? snapshot.riderPhone : null,
    eta: details ? estimateArrival(position, snapshot.stops, nowMs) : null,
    at: snapshot.at,
  };
}

/** The rider's position as watchers get it, with the estimate from it; null while the details do not show. */
export function positionUpdate(snapshot: TrackingSnapshot | null, position: RoomPosition | null, nowMs: number): PositionUpdate | null {
  if (!snapshot || !position || !roomShowsDetails(snapshot, position)) return null;
  return { type: "position", lat: position.lat, lng: position.lng, accuracy: position.accuracy, at: position.at, eta: estimateArrival(position, snapshot.stops, nowMs) };
}

// ------------------------------------------------------------------------ links
/** The tracking page of an order (the follow-up page's trackingUrl). */
export const trackingPath = (alias: string, orderCode: string): string =>
  `/logistics/tracking/order/${encodeURIComponent(alias)}/${encodeURIComponent(orderCode)}`;

/** The spec's realtime channel name of a tracking id (§7 'tracking-{id}'). */
export const trackingChannel = (trackingId: string): string => `tracking-${trackingId}`;
export const TRACKING_ID_PATTERN = /^[0-9a-f]{32}$/;

// ------------------------------------------------------------ the diner's card
/** Texts of the tracking card the spec leaves open (docs/decisions.md "Tracking card"). */
export const TRACKING_TEXT = {
  notAccepted: "Tu pedido todavía no fue aceptado",
  notAcceptedHelp: "Cuando el local lo acepte, acá vas a ver el envío en el mapa.",
  noShipment: "Este pedido no tiene un envío para seguir en el mapa.",
  canceled: "Tu pedido fue cancelado",
  seeOrder: "Ver mi pedido",
  store: "Local",
  yourAddress: "Tu dirección",
  contactStore: "Contactar al local",
  chatStore: "Chat con el local",
  callStore: "Llamar al local",
  noMap: "No pudimos cargar el mapa. Así va tu envío:",
  estimate: "Entrega estimada",
  estimateLater: "Se calcula cuando el repartidor salga hacia tu dirección",
  estimateDone: "Entregado",
  estimateNone: "Sin estimación",
  noRider: "Sin repartidor",
  /** The phone's bottom sheet: folding the details gives the map more room. */
  sheetLess: "Ver menos",
  sheetMore: "Ver más detalles",
} as const;

/**
 * The distance in words, as the card says it when the map cannot show it: metres rounded to
 * 50 under a kilometre ('350 m'), kilometres with one decimal above ('1,2 km').
 */
export function distanceInWords(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return "";
  if (metres < 50) return "menos de 50 m";
  if (metres < 1000) return `${Math.round(metres / 50) * 50} m`;
  return `${(Math.round(metres / 100) / 10).toFixed(1).replace(".", ",")} km`;
}

/** 'El repartidor está a 1,2 km de tu dirección' (null without both positions). */
export function riderDistanceText(rider: Partial<LatLng> | null | undefined, destination: Partial<LatLng> | null | undefined): string | null {
  if (!isValidPoint(rider) || !isValidPoint(destination)) return null;
  const m = metresBetween(rider, destination);
  return m < 50 ? "El repartidor está llegando a tu dirección" : `El repartidor está a ${distanceInWords(m)} de tu dirección`;
}

/**
 * The rider line of the card: the name while the details show (§2); 'Sin repartidor' only while
 * the status itself says nothing of a rider (the order is being prepared); otherwise none, so
 * 'Buscando repartidor' or 'El repartidor va hacia el local' is not followed by 'Sin repartidor'.
 */
export function riderLine(status: ShipmentStatus | null, details: boolean, riderName: string | null): string | null {
  if (details && riderName) return riderName;
  if (status === null || status === "PENDING" || status === "STACKING") return TRACKING_TEXT.noRider;
  return null;
}

/** The estimate row in every state: the time when known, else why there is none yet. */
export function estimateLine(status: ShipmentStatus | null, orderStatus: string, etaText: string | null): string {
  if (etaText) return etaText;
  if (orderStatus === "DELIVERED" || status === "DELIVERED" || status === "RETURNED") return TRACKING_TEXT.estimateDone;
  if (orderStatus === "CANCELED" || status === "CANCELED") return TRACKING_TEXT.estimateNone;
  return TRACKING_TEXT.estimateLater;
}

/** The diner's follow-up page of an order (the card's 'Ver mi pedido'). */
export const followUpPath = (alias: string, orderCode: string): string => `/menu/${encodeURIComponent(alias)}/order/${encodeURIComponent(orderCode)}`;
