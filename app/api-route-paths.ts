// The JSON API's paths, from its route folders' names (app/routes/api.*), written with Remix's
// flat-route conventions and served by the API router (api-router.server.ts) instead of
// Remix's route table: the same URL means the same route as when Remix served it.

/** `api.diner.$alias_.order.$code` → `/api/diner/:alias/order/:code`; a splat `$` → `*`. */
export function apiRoutePath(routeName: string): string {
  // Split on dots outside [] (escapes like manifest[.]webmanifest).
  const parts = routeName.match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
  const segments = parts
    .filter((part) => part !== "_index" && !part.startsWith("_"))
    .map((raw) => {
      const part = raw.endsWith("_") ? raw.slice(0, -1) : raw;
      if (part === "$") return "*";
      if (part.startsWith("$")) return `:${part.slice(1)}`;
      return part.replace(/\[([^\]]*)\]/g, "$1");
    });
  return `/${segments.join("/")}`;
}

/**
 * Remix's rank of a path (@remix-run/router `computeScore`): one point a segment, a static segment
 * 10, a param 3, a splat −2. A URL two paths match goes to the higher rank, so
 * `/api/diner/log` wins over `/api/diner/:alias`, and the catch-all `/api/*` comes last.
 */
export function routeRank(path: string): number {
  const segments = path.split("/");
  const splat = segments.includes("*");
  return segments
    .filter((s) => s !== "*")
    .reduce((score, s) => score + (s.startsWith(":") ? 3 : s === "" ? 1 : 10), segments.length + (splat ? -2 : 0));
}

/** Route names, highest rank first (ties by name: a stable order). */
export function rankedRouteNames(names: readonly string[]): string[] {
  return [...names].sort((a, b) => routeRank(apiRoutePath(b)) - routeRank(apiRoutePath(a)) || a.localeCompare(b));
}
