import type { BranchContact, OrderMode } from "~/domain/types";
import { isModePaused } from "~/domain/menu/hours";

// storefront.md §4 "Store-impediment types for analytics". What stops a diner from
// ordering at this location and mode right now, most specific first; null when nothing does.
export type StoreImpediment =
  | "STORE_CLOSED"
  | "STORE_TEMPORARILY_CLOSED"
  | "ALL_ORDER_MODES_DISABLED"
  | "ORDERS_DISABLED"
  | "OUT_OF_COVERAGE_AREA"
  | "NO_LOGISTICS_COVERAGE"
  | "NO_PAYMENT_METHODS";

export function storeImpediment(args: {
  branchContact: Pick<BranchContact, "manuallyClosed" | "deliveryConfig">;
  orderMode: Pick<OrderMode, "type" | "orderEnabled" | "paymentTypes" | "pausedUntil">;
  /** domain hours modeCanOrderNow at this instant. */
  orderStatus: "open" | "scheduleOnly" | "closed" | "informational";
  /** The request's clock: a mode paused from the console at this instant is temporarily closed. */
  now?: Date;
  /** Delivery only: the diner's location is known and no zone covers it. */
  outsideCoverage?: boolean;
  /** Delivery only: the courier provider failed (none reports it yet). */
  providerFailure?: boolean;
}): StoreImpediment | null {
  const modes = args.branchContact.deliveryConfig.orderModes.filter((m) => m.active);
  if (modes.length > 0 && modes.every((m) => !m.orderEnabled)) return "ALL_ORDER_MODES_DISABLED";
  if (!args.orderMode.orderEnabled || args.orderStatus === "informational") return "ORDERS_DISABLED";
  if (args.branchContact.manuallyClosed && args.orderStatus !== "open") return "STORE_TEMPORARILY_CLOSED";
  // a mode paused from the console reports as temporarily closed (modeCanOrderNow made it 'closed')
  if (args.now && isModePaused(args.orderMode, args.now) && args.orderStatus === "closed") return "STORE_TEMPORARILY_CLOSED";
  if (args.orderStatus === "closed") return "STORE_CLOSED";
  if (!args.orderMode.paymentTypes.some((p) => p.active)) return "NO_PAYMENT_METHODS";
  if (args.orderMode.type === "DELIVERY" && args.outsideCoverage) return "OUT_OF_COVERAGE_AREA";
  if (args.orderMode.type === "DELIVERY" && args.providerFailure) return "NO_LOGISTICS_COVERAGE";
  return null;
}
