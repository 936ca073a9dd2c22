// The back office's delivery zone form (storefront.md §3 "Delivery info": name, polygon, fee, cash
// fee, minimum order, free-delivery amount): what a valid zone is, with the Spanish message the
// owner reads next to each field. Pure: the form's raw strings and the location's point in, a
// DeliveryZoneDraft out. The zone's shape comes one of three ways, in this order: the polygon drawn
// on the map (a hidden field, JavaScript only), a radius in km around the location (turned into a
// polygon here), or the polygon's points typed one per line (both work without JavaScript).
import circle from "@turf/circle";
import distance from "@turf/distance";
import kinks from "@turf/kinks";
import { z } from "zod";
import { parsePesos } from "~/domain/menu/plate-form";
import type { DeliveryZone, LatLng } from "./delivery";

export const MSG_ZONE_NAME = "Ingrese el nombre de la zona.";
export const MSG_ZONE_SHAPE = "Indique la zona: dibújela en el mapa, ingrese un radio en km o los puntos del polígono.";
export const MSG_ZONE_RADIUS = "El radio debe ser un número de 0,2 a 30 km.";
export const MSG_ZONE_POINTS = "Ingrese un punto por línea: latitud, longitud (por ejemplo -34.5875, -58.4110).";
export const MSG_ZONE_FEW_POINTS = "La zona necesita al menos 3 puntos.";
export const MSG_ZONE_MANY_POINTS = `La zona admite hasta ${500} puntos.`;
export const MSG_ZONE_CROSSES = "Los bordes de la zona se cruzan entre sí. Dibújela sin cruces.";
export const MSG_ZONE_FAR = "La zona se aleja más de 50 km del local. Revise los puntos.";
export const MSG_ZONE_PESOS = "Ingrese un número entero de pesos, 0 o más.";
export const MSG_ZONE_OPTIONAL_PESOS = "Ingrese un número entero de pesos, o déjelo vacío.";
export const MSG_ZONE_FREE_BELOW_MINIMUM = "El envío gratis debe empezar en el pedido mínimo o más.";
export const MSG_ZONE_CONFLICT = "Otra persona cambió esta zona. Revisá los cambios y guardá de nuevo.";

/** docs/decisions.md: a radius zone's limits, the circle's points, and how far from the location a zone may reach. */
export const ZONE_RADIUS_MIN_KM = 0.2;
export const ZONE_RADIUS_MAX_KM = 30;
export const ZONE_CIRCLE_STEPS = 48;
export const ZONE_MAX_DISTANCE_KM = 50;
export const ZONE_MAX_POINTS = 500;
export const ZONE_NAME_MAX = 60;

export interface DeliveryZoneDraft {
  name: string;
  /** [lat, lng] points, open ring (the first point is not repeated at the end). */
  polygon: [number, number][];
  fee: number;
  cashFee: number | null;
  minimumOrder: number;
  freeDeliveryFrom: number | null;
  active: boolean;
  cashAllowed: boolean;
}

const raw = (max: number) => z.string().max(max).optional();
/** The form's fields as strings; longer than these is not a person typing. */
export const deliveryZoneFields = z.object({
  name: raw(200),
  radius: raw(20),
  points: raw(20_000),
  polygon: raw(40_000),
  fee: raw(20),
  cashFee: raw(20),
  minimumOrder: raw(20),
  freeDeliveryFrom: raw(20),
  active: raw(5),
  cashAllowed: raw(5),
});
export type DeliveryZoneFields = z.infer<typeof deliveryZoneFields>;

const blank = (v: string | undefined) => (v ?? "").trim() === "";
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A radius in km as typed: '2', '2.5' or '2,5'. */
function parseKm(v: string): number | null {
  const text = v.trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(text)) return null;
  return Number(text);
}

/** The polygon around `center` `km` away (a circle of ZONE_CIRCLE_STEPS points). */
export function circleZone(center: LatLng, km: number): [number, number][] {
  const ring = circle([center.lng, center.lat], km, { steps: ZONE_CIRCLE_STEPS, units: "kilometers" }).geometry.coordinates[0];
  // turf closes the ring; the stored polygon is open.
  return ring.slice(0, -1).map(([lng, lat]) => [round6(lat), round6(lng)]);
}

const validPoint = (p: unknown): p is [number, number] =>
  Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === "number" && Number.isFinite(n)) && Math.abs(p[0]) <= 90 && Math.abs(p[1]) <= 180;

/** A ring's points without the closing repeat of the first. */
function open(points: [number, number][]): [number, number][] {
  const [first, last] = [points[0], points[points.length - 1]];
  return points.length > 1 && first[0] === last[0] && first[1] === last[1] ? points.slice(0, -1) : points;
}

/** The map's hidden field: JSON [[lat, lng], …]; null when it is not that. */
function parseDrawn(v: string): [number, number][] | null {
  try {
    const value: unknown = JSON.parse(v);
    return Array.isArray(value) && value.every(validPoint) ? open(value.map(([lat, lng]) => [round6(lat), round6(lng)])) : null;
  } catch {
    return null;
  }
}

/** Typed points: one 'lat, lng' (or 'lat lng') per line; null when a line is not that. */
function parseTyped(v: string): [number, number][] | null {
  const points: [number, number][] = [];
  for (const line of v.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(line);
    if (!m) return null;
    const p: [number, number] = [round6(Number(m[1])), round6(Number(m[2]))];
    if (!validPoint(p)) return null;
    points.push(p);
  }
  return open(points);
}

/** What is wrong with a polygon for a location at `center`, or null when it is a usable zone. */
export function polygonProblem(polygon: [number, number][], center: LatLng): string | null {
  if (polygon.length < 3) return MSG_ZONE_FEW_POINTS;
  if (polygon.length > ZONE_MAX_POINTS) return MSG_ZONE_MANY_POINTS;
  if (polygon.some(([lat, lng]) => distance([center.lng, center.lat], [lng, lat], { units: "kilometers" }) > ZONE_MAX_DISTANCE_KM)) return MSG_ZONE_FAR;
  const ring = [...polygon, polygon[0]].map(([lat, lng]) => [lng, lat]);
  // Repeated points make a degenerate edge turf may count as a crossing; a zone needs 3 distinct corners.
  if (new Set(polygon.map((p) => p.join(","))).size < 3) return MSG_ZONE_FEW_POINTS;
  if (kinks({ type: "Polygon", coordinates: [ring] }).features.length > 0) return MSG_ZONE_CROSSES;
  return null;
}

/** The polygon as the no-JavaScript form shows it: one 'lat, lng' per line. */
export const pointsText = (polygon: readonly [number, number][]) => polygon.map(([lat, lng]) => `${lat}, ${lng}`).join("\n");

export type ZoneFormResult = { ok: true; draft: DeliveryZoneDraft } | { ok: false; errors: Record<string, string> };

/** The zone the form describes for the location at `center`, or the message of each wrong field. */
export function parseDeliveryZoneForm(f: DeliveryZoneFields, center: LatLng): ZoneFormResult {
  const errors: Record<string, string> = {};
  const name = (f.name ?? "").trim();
  if (name === "" || name.length > ZONE_NAME_MAX) errors.name = MSG_ZONE_NAME;

  let polygon: [number, number][] | null = null;
  if (!blank(f.polygon)) {
    polygon = parseDrawn(f.polygon!);
    if (!polygon) errors.polygon = MSG_ZONE_SHAPE;
  } else if (!blank(f.radius)) {
    const km = parseKm(f.radius!);
    if (km === null || km < ZONE_RADIUS_MIN_KM || km > ZONE_RADIUS_MAX_KM) errors.radius = MSG_ZONE_RADIUS;
    else polygon = circleZone(center, km);
  } else if (!blank(f.points)) {
    polygon = parseTyped(f.points!);
    if (!polygon) errors.points = MSG_ZONE_POINTS;
  } else errors.polygon = MSG_ZONE_SHAPE;
  if (polygon) {
    const problem = polygonProblem(polygon, center);
    // The message sits by the field the shape came from.
    if (problem) errors[!blank(f.polygon) ? "polygon" : !blank(f.radius) ? "radius" : "points"] = problem;
  }

  const fee = parsePesos(f.fee);
  if (fee === null) errors.fee = MSG_ZONE_PESOS;
  const minimumOrder = blank(f.minimumOrder) ? 0 : parsePesos(f.minimumOrder);
  if (minimumOrder === null) errors.minimumOrder = MSG_ZONE_PESOS;
  const cashFee = blank(f.cashFee) ? null : parsePesos(f.cashFee);
  if (!blank(f.cashFee) && cashFee === null) errors.cashFee = MSG_ZONE_OPTIONAL_PESOS;
  const freeDeliveryFrom = blank(f.freeDeliveryFrom) ? null : parsePesos(f.freeDeliveryFrom);
  if (!blank(f.freeDeliveryFrom) && freeDeliveryFrom === null) errors.freeDeliveryFrom = MSG_ZONE_OPTIONAL_PESOS;
  else if (freeDeliveryFrom !== null && minimumOrder !== null && freeDeliveryFrom < minimumOrder) errors.freeDeliveryFrom = MSG_ZONE_FREE_BELOW_MINIMUM;

  if (Object.keys(errors).length > 0 || !polygon || fee === null || minimumOrder === null) return { ok: false, errors };
  return {
    ok: true,
    draft: { name, polygon, fee, cashFee, minimumOrder, freeDeliveryFrom, active: !blank(f.active), cashAllowed: !blank(f.cashAllowed) },
  };
}

/** A stored zone as the form's fields (the edit form; also the state a save checks it still has). */
export function deliveryZoneFormValues(z: DeliveryZone): Record<string, string> {
  return {
    name: z.name,
    points: pointsText(z.polygon),
    fee: String(z.fee),
    cashFee: z.cashFee === null ? "" : String(z.cashFee),
    minimumOrder: String(z.minimumOrder),
    freeDeliveryFrom: z.freeDeliveryFrom === null ? "" : String(z.freeDeliveryFrom),
    active: z.active ? "on" : "",
    cashAllowed: z.cashAllowed ? "on" : "",
  };
}
