// storefront.md §5 courier messages and §4 NO_LOGISTICS_COVERAGE, where a location
// delivers only while one of its riders is on shift (`requires_rider_on_shift`).
// The demo's Palermo does not ask for it, so it takes delivery orders at any hour.
import type { DeliveryInfo } from "~/domain/address/zones";
import type { BranchContact, OrderMode } from "~/domain/types";

/** §2 'Under the header' (literal, without the accent of the checkout's twin). */
export const MSG_NO_RIDERS_MENU = "En este momento no contamos con repartidores en la zona. Vuelva a intentar mas tarde";

/** The delivery info of a point when the location has (or has not) a rider to take it. */
export function withRiderCoverage(info: DeliveryInfo, covered: boolean): DeliveryInfo {
  if (covered || !info.inside) return info;
  return { ...info, status: "NO_LOGISTICS_COVERAGE", providerFailure: true };
}

/**
 * Whether an order of this mode at this location depends on its riders' shifts: only a delivery,
 * and only where the location asks for a rider on shift. Elsewhere the order submit reads no
 * shift at all (the read was one of its three storage calls).
 */
export function dependsOnRiderCoverage(branchContact: Pick<BranchContact, "requiresRiderOnShift">, mode: Pick<OrderMode, "type">): boolean {
  return mode.type === "DELIVERY" && branchContact.requiresRiderOnShift;
}
