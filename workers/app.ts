import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
// The Remix server build is produced by `remix vite:build` before wrangler bundles this entry.
// @ts-ignore: generated file, untyped (and absent until the first build)
import * as build from "../build/server/index.js";

import { withAnonymousPageCache } from "./anonymous-page-cache";
import { trackingRoomAccess } from "./tracking-access";

export { OrderRoom } from "../party/order-room";
export { TrackingRoom } from "../party/tracking-room";
export { RateLimiter } from "./rate-limiter";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/parties/")) {
      const party = await routePartykitRequest(request, env, {
        // The tracking room: anyone with the id watches, only its rider publishes.
        onBeforeConnect: (req, lobby) => (lobby.className === "TrackingRoom" ? trackingRoomAccess(req, env, lobby) : undefined),
        onBeforeRequest: (req, lobby) => (lobby.className === "TrackingRoom" ? trackingRoomAccess(req, env, lobby) : undefined),
      });
      if (party) return party;
    }
    return withAnonymousPageCache(request, env, () => handleRemixRequest(request, { cloudflare: { env, ctx } }));
  },
} satisfies ExportedHandler<Env>;
