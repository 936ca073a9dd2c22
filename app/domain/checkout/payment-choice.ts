// Which payment types the diner may choose (storefront.md §4 Payment: "If cash on
// delivery is not allowed and mode is delivery, payment type switches to the first
// active non-cash type, else to a default non-cash type. Cash is only offered where
// delivery cash is allowed."). Pure: the zone comes from app/data/tenants/delivery-zones.server.ts.
import type { DeliveryZone } from "~/domain/address/delivery";
import type { OrderMode, OrderModeType, PaymentType } from "../types";

type ModeLike = Pick<OrderMode, "type" | "paymentTypes">;
type ZoneLike = Pick<DeliveryZone, "cashAllowed"> | null | undefined;

/**
 * Whether cash on delivery can be chosen: always outside delivery; on delivery,
 * what the diner's zone says. No zone known yet (no location, or outside every
 * zone, which the address step refuses anyway) → allowed (docs/decisions.md#checkout-and-orders).
 */
export function deliveryCashAllowed(modeType: OrderModeType, zone: ZoneLike): boolean {
  return modeType !== "DELIVERY" || !zone || zone.cashAllowed !== false;
}

/** The active payment types of the mode, without cash where delivery cash is not allowed. */
export function allowedPaymentTypes(mode: ModeLike, zone: ZoneLike): PaymentType[] {
  const cash = deliveryCashAllowed(mode.type, zone);
  return mode.paymentTypes.filter((p) => p.active && (cash || p.paymentMethod !== "CASH"));
}

/**
 * The chosen payment type when it is allowed; otherwise the first allowed one,
 * which is the first active non-cash type when cash is not allowed (null when
 * there is none).
 */
export function defaultPaymentType(mode: ModeLike, zone: ZoneLike, chosenId?: number | string | null): PaymentType | null {
  const allowed = allowedPaymentTypes(mode, zone);
  const chosen = chosenId == null || chosenId === "" ? undefined : allowed.find((p) => String(p.id) === String(chosenId));
  return chosen ?? allowed[0] ?? null;
}
