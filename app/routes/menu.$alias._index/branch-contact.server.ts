// What the pages of /menu/{alias} say alike of a location (branch contact): its address line,
// its active order modes; the time zone when its country names none.
import type { Address, BranchContact, OrderMode } from "~/domain/types";
import type { AliasResolution } from "~/data/tenants/storefront.server";

/** The resolution of an alias of one type ('company', 'branch', 'branchContact'). */
export type Resolved<T extends AliasResolution["type"]> = Extract<AliasResolution, { type: T }>;

export const FALLBACK_TIME_ZONE = "America/Argentina/Buenos_Aires";

/** 'Av. Santa Fe 3253, Palermo, CABA' */
export function formatAddress(a: Address): string {
  return [`${a.street} ${a.number}`.trim(), a.zone, a.city].filter(Boolean).join(", ");
}

export const activeModes = (c: BranchContact): OrderMode[] => c.deliveryConfig.orderModes.filter((m) => m.active);
