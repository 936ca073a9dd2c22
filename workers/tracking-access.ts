// Who connects to a tracking room (party/tracking-room.ts), decided in the Worker before
// the socket reaches the room (partyserver's onBeforeConnect). Anyone holding the tracking
// id may watch; only the rider holding the shipment, between ON_ROUTE_TO_PICK_UP and the
// delivery, may publish. The rider is recognised by the same shift-token lookup as every
// rider page and call (app/http/staff-auth.server.ts staffFromRequest: the httpOnly shift
// cookie the browser sends with the upgrade, or a bearer header from an app).
import type { Lobby } from "partyserver";
import { trackingPublisherScope } from "~/data/logistics/tracking.server";
import { acceptsPositions, TRACKING_ID_PATTERN } from "~/domain/logistics/tracking";
import { staffFromRequest } from "~/http/staff-auth.server";
import { PUBLISHER_HEADER } from "../party/tracking-room";

export async function trackingRoomAccess(request: Request, env: Env, lobby: Lobby<Env>): Promise<Request | Response> {
  const headers = new Headers(request.headers);
  // Nobody outside the Worker may claim to be the rider.
  headers.delete(PUBLISHER_HEADER);
  const id = /^tracking-(.+)$/.exec(lobby.name)?.[1] ?? "";
  if (!TRACKING_ID_PATTERN.test(id)) return new Response("No encontramos el seguimiento.", { status: 404 });
  const rider = (await staffFromRequest(request, env, "rider", "page")) ?? (await staffFromRequest(request, env, "rider", "api"));
  if (rider) {
    const scope = await trackingPublisherScope(env, id);
    if (scope && scope.companyId === rider.companyId && scope.riderId === rider.staffId && acceptsPositions(scope.status)) {
      headers.set(PUBLISHER_HEADER, String(rider.staffId));
    }
  }
  return new Request(request, { headers });
}
