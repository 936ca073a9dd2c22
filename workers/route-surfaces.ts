// Remix matches a request against its whole route table several times per request (the server's
// match, the static handler's query, the server render's routes, and the partial manifest of
// every ancestor path), and @remix-run/router flattens and ranks the table on each call: the cost
// of a page grows with every route of the app. The diner's pages, the shop's (console, back
// office, sign-up) and the riders' and pickers' (logistics) share nothing but the root, so each
// surface is a server bundle of its own (Remix's `serverBundles`, vite.config.ts) holding only its
// routes, and the Worker loads the shop's and the logistics' bundles on their first request
// (docs/decisions/surfaces-loaded-on-demand.md).

export type Surface = "shop" | "logistics" | "diner";

/** The surfaces whose bundle is a module of its own, loaded on demand (wrangler.toml `rules`). */
export const ON_DEMAND_SURFACES: readonly Surface[] = ["shop", "logistics"];

/**
 * The folder of a surface's server bundle under build/server (`shop-bundle`): a name no source
 * path contains, since wrangler.toml's `rules` match import paths by it (`shop/**` would also match
 * app/data/shop/…).
 */
export const serverBundleIdOf = (surface: Surface) => `${surface}-bundle`;

/** The first path segment of each surface but the diner's (every other path is the diner's). */
const FIRST_SEGMENTS: Record<Exclude<Surface, "diner">, readonly string[]> = {
  shop: ["consola", "admin", "alta"],
  logistics: ["logistics", "picker"],
};

export function surfaceOfPath(pathname: string): Surface {
  // Single fetch's data request of a page adds '.data' to its path (`/consola.data` for /consola).
  const first = pathname.replace(/\.data$/, "").split("/", 2)[1] ?? "";
  for (const [surface, segments] of Object.entries(FIRST_SEGMENTS)) if (segments.includes(first)) return surface as Surface;
  return "diner";
}

/**
 * The bundle of a leaf route (its id is its file's name under app/routes, `routes/consola.$alias._index`:
 * its first segment is its path's). The root and the page that explains a refused request
 * (`routes/solicitud-rechazada`, rendered by the Worker for any path) are the diner's.
 */
export function surfaceOfRouteId(id: string): Surface {
  const first = id.replace(/^routes\//, "").split(/[.[_/]/, 1)[0] ?? "";
  return surfaceOfPath(`/${first}`);
}

/**
 * Which bundle answers a request: its path's. A lazy route discovery (`/__manifest?p=…`) may
 * name paths of several surfaces (a link from one to another): each bundle answers for its own
 * paths, and the Worker merges the answers (workers/app.ts).
 */
export function surfacesOfRequest(url: URL): Map<Surface, string[]> {
  if (url.pathname !== "/__manifest") return new Map([[surfaceOfPath(url.pathname), []]]);
  const bySurface = new Map<Surface, string[]>();
  for (const p of url.searchParams.getAll("p")) {
    const surface = surfaceOfPath(p.startsWith("/") ? p : `/${p}`);
    bySurface.set(surface, [...(bySurface.get(surface) ?? []), p]);
  }
  if (bySurface.size === 0) bySurface.set("diner", []);
  return bySurface;
}
