// Who connects to a location's board room (party/board-room.ts), decided in the Worker before the
// socket reaches the room (partyserver's onBeforeConnect): the console session cookie the browser
// sends with the upgrade, of a person who works at that location and may see the board. The
// board names its alias in the query (`?alias=`); the room must be that location's.
import type { Lobby } from "partyserver";
import { requireShopAccess } from "~/http/shop-auth.server";
import { apiError, API_MESSAGES } from "~/http/api.server";

export async function boardRoomAccess(request: Request, env: Env, lobby: Lobby<Env>): Promise<Request | Response> {
  const alias = new URL(request.url).searchParams.get("alias") ?? "";
  try {
    const { place } = await requireShopAccess(request, env, { alias, permission: "board", as: "api" });
    if (lobby.name !== `board-${place.branchContactId}`) return apiError(404, API_MESSAGES.notFound);
    return request;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    return apiError(404, API_MESSAGES.notFound);
  }
}
