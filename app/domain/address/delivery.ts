// Delivery zones and the cart's minimum-order progress: storefront.md §2 "Cart
// page 'Mi pedido'" (progress bar, 'Continuar' only when the minimum is met),
// §3 "Delivery info" (fee, cash fee, minimum order price, free-delivery amount).
// Pure: the data layer loads the zones (app/data/tenants/delivery-zones.server.ts).
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import { formatMoney } from "~/domain/money";
import type { Country } from "~/domain/types";

export interface DeliveryZone {
  id: number;
  name: string;
  /** [lat, lng] points, as in demo-tenant.md "Delivery at Palermo". */
  polygon: [number, number][];
  fee: number;
  /** Fee when paying cash; null = same as fee. */
  cashFee: number | null;
  minimumOrder: number;
  /** Items total from which delivery is free; null = never free. */
  freeDeliveryFrom: number | null;
  active: boolean;
  position: number;
  /** §4 Payment: couriers of this zone accept cash on delivery ("Cash is only offered where delivery cash is allowed"). */
  cashAllowed: boolean;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Whether a point is inside (or on the edge of) a zone's polygon. */
export function zoneContains(zone: Pick<DeliveryZone, "polygon">, point: LatLng): boolean {
  if (zone.polygon.length < 3 || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return false;
  // GeoJSON wants [lng, lat] and a closed ring.
  const ring = zone.polygon.map(([lat, lng]) => [lng, lat]);
  const [first, last] = [ring[0], ring[ring.length - 1]];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push(first);
  return booleanPointInPolygon([point.lng, point.lat], { type: "Polygon", coordinates: [ring] });
}

/**
 * The active zone containing the point; when zones overlap, the cheapest (lowest
 * fee, then cash fee, then minimum order), ties by position (docs/decisions.md#address-and-zones).
 * null when outside all.
 */
export function zoneForPoint(zones: readonly DeliveryZone[], point: LatLng): DeliveryZone | null {
  const cost = (z: DeliveryZone) => [z.fee, z.cashFee ?? z.fee, z.minimumOrder, z.position];
  const containing = zones.filter((z) => z.active && zoneContains(z, point));
  containing.sort((a, b) => {
    const [ca, cb] = [cost(a), cost(b)];
    for (let i = 0; i < ca.length; i++) if (ca[i] !== cb[i]) return ca[i] - cb[i];
    return a.id - b.id;
  });
  return containing[0] ?? null;
}

export interface DeliveryTerms {
  /** The diner's zone when their location is known and inside one. */
  zone: DeliveryZone | null;
  /** true / false when the location is known; null when it is not. */
  inside: boolean | null;
  minimumOrder: number;
  freeDeliveryFrom: number | null;
}

/**
 * Minimum and free-delivery amount for the cart page: the zone of the diner's
 * location when known and inside; otherwise the lowest among the active zones
 * (docs/decisions.md#plates-and-cart "Delivery minimum without a location").
 */
export function deliveryTerms(zones: readonly DeliveryZone[], location: LatLng | null | undefined): DeliveryTerms {
  const active = zones.filter((z) => z.active);
  const inside = location ? zoneForPoint(active, location) : null;
  if (inside) {
    return { zone: inside, inside: true, minimumOrder: inside.minimumOrder, freeDeliveryFrom: inside.freeDeliveryFrom };
  }
  const frees = active.map((z) => z.freeDeliveryFrom).filter((f): f is number => f != null);
  return {
    zone: null,
    inside: location && active.length > 0 ? false : null,
    minimumOrder: active.length ? Math.min(...active.map((z) => z.minimumOrder)) : 0,
    freeDeliveryFrom: frees.length ? Math.min(...frees) : null,
  };
}

export interface MinimumProgress {
  /** 'minimum': below the minimum order; 'freeDelivery': toward free delivery; 'done': free delivery reached; 'none': nothing to show. */
  stage: "minimum" | "freeDelivery" | "done" | "none";
  minimumMet: boolean;
  /** The amount the bar runs to (0 for 'none'). */
  target: number;
  /** Pesos still missing to the target (0 once reached). */
  missing: number;
  /** 0..100, whole number. */
  percent: number;
}

/** §2 cart page progress bar: toward the minimum, then toward free delivery. */
export function minimumProgress(itemsTotal: number, terms: Pick<DeliveryTerms, "minimumOrder" | "freeDeliveryFrom">): MinimumProgress {
  const total = Math.max(0, itemsTotal);
  const pct = (target: number) => Math.min(100, Math.floor((total * 100) / target));
  if (terms.minimumOrder > 0 && total < terms.minimumOrder) {
    const target = terms.minimumOrder;
    return { stage: "minimum", minimumMet: false, target, missing: target - total, percent: pct(target) };
  }
  const free = terms.freeDeliveryFrom;
  if (free != null && free > 0) {
    if (total < free) return { stage: "freeDelivery", minimumMet: true, target: free, missing: free - total, percent: pct(free) };
    return { stage: "done", minimumMet: true, target: free, missing: 0, percent: 100 };
  }
  return { stage: "none", minimumMet: true, target: 0, missing: 0, percent: 100 };
}

/**
 * The bar's label. 'Suma {amount} en productos para tener envío gratis' is the
 * checkout hint of storefront.md §2; the other two are ours (docs/decisions.md#plates-and-cart).
 */
export function minimumProgressText(
  progress: MinimumProgress,
  minimumOrder: number,
  country?: Pick<Country, "currencySymbol" | "mantissaLength"> | null,
): string | null {
  const money = (n: number) => formatMoney(n, country);
  switch (progress.stage) {
    case "minimum":
      return `Suma ${money(progress.missing)} en productos para alcanzar el pedido mínimo de ${money(minimumOrder)}`;
    case "freeDelivery":
      return `Suma ${money(progress.missing)} en productos para tener envío gratis`;
    case "done":
      return "¡Tu pedido tiene envío gratis!";
    default:
      return null;
  }
}
