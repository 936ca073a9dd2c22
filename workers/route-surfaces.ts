import type { ServerBuild } from "@remix-run/cloudflare";

// Remix matches a request against its whole route table several times per request (the server's
// match, the static handler's query, the server render's routes, and the partial manifest of
// every ancestor path), and @remix-run/router flattens and ranks the table on each call: the cost
// of a page grows with every route of the app. The diner's pages, the shop's (console, back
// office, sign-up) and the riders' and pickers' (logistics) share nothing but the root, so each
// surface is served by a build holding only its own routes. A lazy route discovery
// (`/__manifest`) naming paths of several surfaces goes to the whole build.
// docs/decisions/route-table-per-surface.md.

export type Surface = "shop" | "logistics" | "diner";

/** The first path segment of each surface but the diner's (every other path is the diner's). */
const FIRST_SEGMENTS: Record<Exclude<Surface, "diner">, readonly string[]> = {
  shop: ["consola", "admin", "alta"],
  logistics: ["logistics", "picker"],
};

/** Routes every surface needs: the root, and the page that explains a refused request. */
const SHARED_ROUTE_IDS = new Set(["root", "routes/solicitud-rechazada"]);

export function surfaceOfPath(pathname: string): Surface {
  // Single fetch's data request of a page adds '.data' to its path (`/consola.data` for /consola).
  const first = pathname.replace(/\.data$/, "").split("/", 2)[1] ?? "";
  for (const [surface, segments] of Object.entries(FIRST_SEGMENTS)) if (segments.includes(first)) return surface as Surface;
  return "diner";
}

/** A route id is its file's name under app/routes (`routes/consola.$alias._index`): its first segment is its path's. */
function surfaceOfRoute(id: string): Surface | "shared" {
  if (SHARED_ROUTE_IDS.has(id)) return "shared";
  const first = id.replace(/^routes\//, "").split(/[.[_/]/, 1)[0] ?? "";
  return surfaceOfPath(`/${first}`);
}

/** The build with only the routes of `surface` (and the shared ones), in the server's and the client's manifests. */
export function surfaceBuild(build: ServerBuild, surface: Surface): ServerBuild {
  const keep = (id: string) => {
    const of = surfaceOfRoute(id);
    return of === "shared" || of === surface;
  };
  const routes = Object.fromEntries(Object.entries(build.routes).filter(([id]) => keep(id)));
  const assetRoutes = Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => keep(id)));
  for (const route of Object.values(routes)) {
    // A route whose parent is on another surface would be lost from the table: never silently.
    if (route?.parentId && !routes[route.parentId]) throw new Error(`route ${route.id} (${surface}) has its parent ${route.parentId} on another surface`);
  }
  return { ...build, routes, assets: { ...build.assets, routes: assetRoutes } };
}

/**
 * Which build answers: the shop's paths, the diner's, or the whole one for a route discovery
 * that names paths of both (a link from one surface to the other).
 */
export function surfaceOfRequest(url: URL): Surface | "all" {
  if (url.pathname === "/__manifest") {
    const surfaces = new Set(url.searchParams.getAll("p").map(surfaceOfPath));
    return surfaces.size === 1 ? [...surfaces][0]! : "all";
  }
  // Single fetch's data requests keep the page's path (`/consola/x.data`), so they follow it.
  return surfaceOfPath(url.pathname);
}
