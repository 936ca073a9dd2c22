// Delivery info for a point: storefront.md §3 "Delivery info" (status, inside,
// provider failure flag, fee, cash fee, minimum order price, free-delivery amount;
// the fee depends on the payment method and is 0 when free), §7 GET
// /api/branch/{branchContactId}/deliveryzones/fee, §2 "Under the header" and
// "Unreachable delivery message". Point-in-polygon and the overlapping-zone
// rule (cheapest wins) live in ./delivery.ts; this module builds on them.
import { type DeliveryZone, type LatLng, zoneForPoint } from "./delivery";
import { formatMoney } from "~/domain/money";
import type { Country, PaymentMethod } from "~/domain/types";

/** §4 store-impediment names reused as statuses (docs/decisions.md#address-and-zones). */
export type DeliveryStatus = "INSIDE" | "OUT_OF_COVERAGE_AREA" | "NO_LOGISTICS_COVERAGE";

export interface DeliveryInfo {
  status: DeliveryStatus;
  inside: boolean;
  providerFailure: boolean;
  fee: number | null;
  cashFee: number | null;
  minimumOrderPrice: number | null;
  freeDeliveryAmount: number | null;
}

export const OUTSIDE: DeliveryInfo = {
  status: "OUT_OF_COVERAGE_AREA",
  inside: false,
  providerFailure: false,
  fee: null,
  cashFee: null,
  minimumOrderPrice: null,
  freeDeliveryAmount: null,
};

/** The delivery info of a point: the cheapest zone containing it; no zone → inside false. */
export function deliveryInfo(zones: readonly DeliveryZone[], point: LatLng): DeliveryInfo {
  const zone = zoneForPoint(zones, point);
  return zone ? infoOfZone(zone) : OUTSIDE;
}

/** The quote of one zone. */
export function infoOfZone(zone: DeliveryZone): DeliveryInfo {
  return {
    status: "INSIDE",
    inside: true,
    providerFailure: false,
    fee: zone.fee,
    cashFee: zone.cashFee ?? zone.fee,
    minimumOrderPrice: zone.minimumOrder,
    freeDeliveryAmount: zone.freeDeliveryFrom,
  };
}

/** §3: the fee for a payment method (cash may differ), 0 once the items reach the free-delivery amount. */
export function deliveryFeeFor(
  info: Pick<DeliveryInfo, "inside" | "fee" | "cashFee" | "freeDeliveryAmount">,
  itemsTotal: number,
  paymentMethod: PaymentMethod | null = null,
): number | null {
  if (!info.inside || info.fee == null) return null;
  if (info.freeDeliveryAmount != null && itemsTotal >= info.freeDeliveryAmount) return 0;
  return paymentMethod === "CASH" ? (info.cashFee ?? info.fee) : info.fee;
}

/** §2 "Under the header": the delivery table and its messages, ready to render. */
export interface UnderHeaderDelivery {
  /** '30-45 min' */
  arrivesIn: string;
  /** '$ 1.500', 'Gratis', or null while unknown (no zone to quote). */
  shipping: string | null;
  /** '$ 6.000', or null while unknown. */
  minimum: string | null;
  /** 'Envío gratis desde $ 30.000' */
  freeFrom: string | null;
  /** Location stored and outside every zone: 'Tu dirección está fuera de la zona de entrega.' + hint. */
  outside: { title: string; hint: string; takeAway: { name: string; slug: string } | null } | null;
}

export const MSG_OUTSIDE_ZONE = "Tu dirección está fuera de la zona de entrega.";
export const outsideHint = (takeAwayName: string | null) =>
  takeAwayName ? `Cambia a ${takeAwayName} o ingresa otra dirección.` : "Ingresa otra dirección.";

/**
 * Builds the under-header delivery info. Without a location the quote is the
 * cheapest zone's (the same rule as the cart's minimum: docs/decisions.md#address-and-zones).
 */
export function underHeaderDelivery(args: {
  zones: readonly DeliveryZone[];
  location: LatLng | null;
  itemsTotal: number;
  minDelayInMinutes: number;
  maxDelayInMinutes: number;
  takeAway: { name: string; slug: string } | null;
  country?: Pick<Country, "currencySymbol" | "mantissaLength"> | null;
}): UnderHeaderDelivery {
  const money = (n: number) => formatMoney(n, args.country);
  const arrivesIn = `${args.minDelayInMinutes}-${args.maxDelayInMinutes} min`;
  let info: DeliveryInfo | null = null;
  if (args.location) info = deliveryInfo(args.zones, args.location);
  else {
    const active = args.zones.filter((z) => z.active);
    const cheapest = [...active].sort((a, b) => a.fee - b.fee || a.minimumOrder - b.minimumOrder || a.position - b.position)[0];
    if (cheapest) info = infoOfZone(cheapest);
  }
  if (args.location && info && !info.inside) {
    return {
      arrivesIn,
      shipping: null,
      minimum: null,
      freeFrom: null,
      outside: { title: MSG_OUTSIDE_ZONE, hint: outsideHint(args.takeAway?.name ?? null), takeAway: args.takeAway },
    };
  }
  const fee = info ? deliveryFeeFor(info, args.itemsTotal) : null;
  return {
    arrivesIn,
    shipping: fee == null ? null : fee === 0 ? "Gratis" : money(fee),
    minimum: info?.minimumOrderPrice == null ? null : money(info.minimumOrderPrice),
    freeFrom: info?.freeDeliveryAmount ? `Envío gratis desde ${money(info.freeDeliveryAmount)}` : null,
    outside: null,
  };
}

