// The menu's under-header delivery info (storefront.md §2 "Under the header",
// "Unreachable delivery message") for delivery modes: zones of the branch
// contact (company-scoped) against the session location.
import { shortAddress } from "~/domain/address/address";
import { defaultModeName } from "~/domain/menu/hours-info";
import { underHeaderDelivery } from "~/domain/address/zones";
import type { DeliveryZone } from "~/domain/address/delivery";
import type { LayoutDelivery } from "~/ui/address/delivery-info";
import { db } from "~/data/db.server";
import { listDeliveryZones } from "~/data/tenants/delivery-zones.server";
import type { ModeContext } from "~/http/storefront-context.server";

export async function layoutDelivery(
  env: Env,
  ctx: ModeContext,
  request: Request,
  itemsTotal: number,
  preloadedZones?: DeliveryZone[],
): Promise<LayoutDelivery | null> {
  if (ctx.orderMode.type !== "DELIVERY" || ctx.branchContact.blocked) return null;
  const bc = ctx.branchContact;
  const zones = preloadedZones ?? (await listDeliveryZones(db(env), ctx.company.id, bc.id));
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
  return {
    ...view,
    address: stored ? shortAddress(stored) : null,
    addressHref: `/menu/${bc.alias}/direccion?${new URLSearchParams({ volver }).toString()}`,
    takeAwayHref: view.outside?.takeAway ? `/menu/${bc.alias}/${view.outside.takeAway.slug}` : null,
  };
}
