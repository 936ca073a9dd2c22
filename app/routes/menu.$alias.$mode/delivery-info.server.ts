// The menu's under-header delivery info (storefront.md §2 "Under the header",
// "Unreachable delivery message") for delivery modes: zones of the branch
// contact (company-scoped) against the session location.
import { shortAddress } from "~/domain/address/address";
import { defaultModeName } from "~/domain/menu/hours-info";
import { underHeaderDelivery } from "~/domain/address/zones";
import type { DeliveryZone } from "~/domain/address/delivery";
import { listDeliveryZones } from "~/data/tenants/delivery-zones.server";
import type { ModeContext } from "~/http/storefront-context.server";
import { riderCoverageShown } from "~/data/logistics/fleet.server";
import { MSG_NO_RIDERS_MENU } from "~/domain/logistics/coverage";
import type { UnderHeaderDelivery } from "~/domain/address/zones";

// ------------------------------------------------ view model (loader data; app/ui renders it)
export interface LayoutDelivery extends UnderHeaderDelivery {
  /** 'Gurruchaga 1500, Palermo' or null when no location is stored. */
  address: string | null;
  /** /menu/{alias}/direccion?volver=… */
  addressHref: string;
  /** The take-away menu, offered when the address is outside every zone. */
  takeAwayHref: string | null;
  /** No rider on shift at a location that asks for one (the 'outside' box says so). */
  noLogisticsCoverage?: boolean;
}

export async function layoutDelivery(
  env: Env,
  ctx: ModeContext,
  request: Request,
  itemsTotal: number,
  preloadedZones?: DeliveryZone[],
): Promise<LayoutDelivery | null> {
  if (ctx.orderMode.type !== "DELIVERY" || ctx.branchContact.blocked) return null;
  const bc = ctx.branchContact;
  const zones = preloadedZones ?? (await listDeliveryZones(env, ctx.company.id, bc.id));
  const stored = ctx.session.get("location");
  const location = stored && Number.isFinite(stored.lat) && Number.isFinite(stored.lng) ? { lat: stored.lat, lng: stored.lng } : null;
  const takeAwayMode = bc.deliveryConfig.orderModes.find((m) => m.active && m.type === "TAKE_AWAY") ?? null;
  const view = underHeaderDelivery({
    zones,
    location,
    itemsTotal,
    minDelayInMinutes: ctx.orderMode.minDelayInMinutes,
    maxDelayInMinutes: ctx.orderMode.maxDelayInMinutes,
    takeAway: takeAwayMode ? { name: defaultModeName(takeAwayMode), slug: takeAwayMode.slug } : null,
    country: ctx.country,
  });
  const url = new URL(request.url);
  const volver = url.pathname + url.search;
  // A location that asks for a rider on shift while none is (storefront.md §2 'Under the header').
  const covered = await riderCoverageShown(env, ctx.company.id, bc.id, ctx.now.getTime());
  const noRiders = covered ? null : { title: MSG_NO_RIDERS_MENU, hint: "Ingresa otra dirección.", takeAway: takeAwayMode ? { name: defaultModeName(takeAwayMode), slug: takeAwayMode.slug } : null };
  return {
    ...view,
    outside: view.outside ?? noRiders,
    noLogisticsCoverage: !covered,
    address: stored ? shortAddress(stored) : null,
    addressHref: `/menu/${bc.alias}/direccion?${new URLSearchParams({ volver }).toString()}`,
    takeAwayHref: (view.outside ?? noRiders)?.takeAway ? `/menu/${bc.alias}/${(view.outside ?? noRiders)!.takeAway!.slug}` : null,
  };
}
