// logistics/{alias}/rider/{riderId}/shipments (logistics.md §2): "redirect page: looks
// up the rider's in-progress shipment and goes to its detail, otherwise to the list".
// Only the rider on shift may use it, and only with their own id.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { riderInProgress } from "~/data/logistics/shipment-read.server";
import { ACCESS_DENIED_PATH } from "~/domain/logistics/staff";
import { requireRiderPage, shipmentPath, shipmentsPath } from "~/views/rider-page.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { place, rider } = await requireRiderPage(request, env, params.alias ?? "");
  if (String(rider.staffId) !== params.riderId) throw redirect(ACCESS_DENIED_PATH);
  const busy = await riderInProgress(env, rider.companyId, rider.staffId);
  throw redirect(busy ? `${shipmentPath(place.alias, busy)}?aviso=en-curso` : shipmentsPath(place.alias));
}
