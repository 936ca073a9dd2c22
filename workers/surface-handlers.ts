import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
import { surfacesOfRequest, type Surface } from "./route-surfaces";

// One Remix request handler per surface of the app, each over its own server bundle
// (workers/route-surfaces.ts). The Worker's entry (build/server/worker.js, written by the build:
// vite.config.ts) passes the bundles: the diner's is part of the main script, the shop's and the
// riders' and pickers' are modules loaded on their surface's first request
// (docs/decisions/surfaces-loaded-on-demand.md).

export type SurfaceBundles = Record<Surface, () => Promise<ServerBuild>>;
export type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export function surfaceRequestHandlers(bundles: SurfaceBundles) {
  const handlers = new Map<Surface, Promise<RequestHandler>>();
  function handlerOf(surface: Surface): Promise<RequestHandler> {
    let handler = handlers.get(surface);
    if (!handler) {
      handler = bundles[surface]().then((build) => createRequestHandler(build));
      // A failed load is tried again on the next request, never kept.
      handler.catch(() => handlers.delete(surface));
      handlers.set(surface, handler);
    }
    return handler;
  }

  /** A page, its data, or a route discovery: the bundle of its path's surface answers. */
  async function page(request: Request, context: AppLoadContext): Promise<Response> {
    const url = new URL(request.url);
    const surfaces = surfacesOfRequest(url);
    if (surfaces.size === 1) {
      const [surface] = surfaces.keys();
      return (await handlerOf(surface!))(request, context);
    }
    // A route discovery naming paths of several surfaces: each bundle answers for its own paths.
    const patches: Record<string, unknown> = {};
    let answer: Response | null = null;
    for (const [surface, paths] of surfaces) {
      const part = new URL(url);
      part.searchParams.delete("p");
      for (const p of paths) part.searchParams.append("p", p);
      answer = await (await handlerOf(surface))(new Request(part, request), context);
      if (answer.status !== 200) return answer; // a stale version's reload, a URL too long
      Object.assign(patches, await answer.json());
    }
    const headers = new Headers(answer!.headers);
    headers.delete("Content-Length");
    return new Response(JSON.stringify(patches), { status: 200, headers });
  }

  /** The JSON API's router (app/api-router.server.ts), exported by the diner's bundle's entry. */
  async function api(request: Request, context: AppLoadContext): Promise<Response> {
    const build = (await bundles.diner()) as unknown as {
      entry: { module: { handleApiRequest: RequestHandler } };
    };
    return build.entry.module.handleApiRequest(request, context);
  }

  return { page, api };
}
