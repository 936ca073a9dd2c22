// The JSON API (/api/*) outside Remix's route table: its 62 routes were two thirds of the table
// Remix flattens, ranks and matches on every request, pages included. Each route keeps its module
// under app/routes/api.* (loader = GET and HEAD, action = POST, PUT, PATCH, DELETE), excluded from
// Remix's routes in vite.config.ts; this router calls the same functions with the same
// { request, params, context }, matched once per isolate by Hono's router in Remix's rank order.
// The Worker entry (workers/app.ts) reaches it through the server build (entry.server.tsx), so the
// routes share every module, and its per-isolate caches, with the pages.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { apiRoutePath, rankedRouteNames } from "~/api-route-paths";
import { API_MESSAGES, apiError } from "~/http/api.server";
import { methodNotAllowed } from "~/http/request-body.server";

type Params = Record<string, string | undefined>;
type RouteFunction = (args: { request: Request; params: Params; context: AppLoadContext }) => unknown;
interface ApiRouteModule {
  loader?: RouteFunction;
  action?: RouteFunction;
}

const ROUTE_MODULES = import.meta.glob<ApiRouteModule>(["./routes/api.*/route.{ts,tsx}", "./routes/api.*.{ts,tsx}"], { eager: true });

/** `./routes/api.order/route.ts` → `api.order`. */
const routeNameOf = (file: string) => file.replace(/^\.\/routes\//, "").replace(/\/route\.tsx?$/, "").replace(/\.tsx?$/, "");

const SUBMISSIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What a loader or action gave, as Remix answers it: a Response as it is, anything else as JSON. */
function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  // Remix's data(value, init).
  if (result && typeof result === "object" && (result as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init?: ResponseInit };
    return Response.json(data, init ?? undefined);
  }
  return Response.json(result ?? null);
}

/** The path after a splat route's fixed segments (`params["*"]`), decoded like the other params. */
function splatOf(pathname: string, path: string): string {
  const fixed = path.split("/").indexOf("*");
  const rest = pathname.split("/").slice(fixed).join("/");
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

async function callRoute(module: ApiRouteModule, path: string, request: Request, params: Params, context: AppLoadContext): Promise<Response> {
  const method = request.method.toUpperCase();
  const reads = method === "GET" || method === "HEAD";
  const fn = reads ? module.loader : SUBMISSIONS.has(method) ? module.action : undefined;
  if (!fn) return methodNotAllowed(module.loader ? "GET, HEAD" : "POST");
  if (path.includes("*")) params = { ...params, "*": splatOf(new URL(request.url).pathname, path) };
  try {
    return toResponse(await fn({ request, params, context }));
  } catch (thrown) {
    // A thrown Response (a redirect, a JSON error) is the answer, as in Remix; the Worker entry
    // turns a non-JSON 4xx into the Spanish error (workers/app.ts spanishErrors).
    if (thrown instanceof Response) return thrown;
    console.error("api error", request.method, request.url, thrown);
    return apiError(500, API_MESSAGES.server);
  }
}

function createApiRouter() {
  // strict: false — `/api/orders/` is `/api/orders`, as Remix matched it.
  const router = new Hono<{ Bindings: AppLoadContext }>({ strict: false });
  const byName = new Map(Object.entries(ROUTE_MODULES).map(([file, module]) => [routeNameOf(file), module]));
  // Several paths can match one URL: the first registered answers, so they go in Remix's rank order.
  for (const name of rankedRouteNames([...byName.keys()])) {
    const module = byName.get(name)!;
    const path = apiRoutePath(name);
    router.all(path, (c) => callRoute(module, path, c.req.raw, c.req.param() as Params, c.env));
  }
  router.notFound(() => apiError(404, API_MESSAGES.notFound));
  router.onError((error, c) => {
    console.error("api error", c.req.method, c.req.url, error);
    return apiError(500, API_MESSAGES.server);
  });
  return router;
}

let router: ReturnType<typeof createApiRouter> | null = null;

/** Answers a request under /api (the Worker entry has already screened and rate-limited it). */
export function handleApiRequest(request: Request, context: AppLoadContext): Promise<Response> {
  router ??= createApiRouter();
  return Promise.resolve(router.fetch(request, context));
}

