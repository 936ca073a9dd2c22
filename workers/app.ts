import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
// The Remix server build is produced by `remix vite:build` before wrangler bundles this entry.
// @ts-ignore: generated file, untyped (and absent until the first build)
import * as build from "../build/server/index.js";

import { withAnonymousPageCache } from "./anonymous-page-cache";

export { OrderRoom } from "../party/order-room";
export { RateLimiter } from "./rate-limiter";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/parties/")) {
      const party = await routePartykitRequest(request, env);
      if (party) return party;
    }
    return withAnonymousPageCache(request, env, () => handleRemixRequest(request, { cloudflare: { env, ctx } }));
  },
} satisfies ExportedHandler<Env>;
