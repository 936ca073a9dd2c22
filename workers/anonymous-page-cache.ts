import { isolateCacheTtl, IsolateCache } from "../app/data/menus/isolate-cache.server";
import { acceptsGzip } from "../app/http/immutable-json.server";
import { contentSecurityPolicy, nonceOfPolicy } from "../app/http/security-headers.server";

// Full-page cache for anonymous visitors: a GET without a cookie whose response sets
// none is the same page for every diner (no cart, no seen flags, no toasts), so the
// isolate keeps it for ISOLATE_CACHE_TTL_MS (2 s). A diner with a session always
// gets a fresh render. The menu JSON call (/api/diner/{alias}/menu/{orderModeId}) is the
// same snapshot for every caller too, so it is kept the same way; a caller revalidating
// with If-None-Match goes to the route, which answers 304 by the menu hash. That answer is
// gzipped for a client that accepts it (app/http/immutable-json.server.ts), so the JSON is
// kept once per encoding; its gzip bytes go out as they are (`encodeBody: "manual"`).
// docs/decisions/isolate-cache-for-storefront-reference-data.md.
const pages = IsolateCache.shared("anonymous-pages", 300);

interface StoredPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const CACHEABLE = /^\/menu\/|^\/api\/diner\/[^/]+\/menu\/[^/]+$/;

function cacheable(request: Request, url: URL): boolean {
  return (
    request.method === "GET" &&
    !request.headers.has("Cookie") &&
    !request.headers.has("Authorization") &&
    !request.headers.has("If-None-Match") &&
    CACHEABLE.test(url.pathname)
  );
}

/**
 * A stored page carries the nonce of the render that made it; each answer gets this
 * response's own nonce (`nonce`), in the policy and in the page, so a nonce is never
 * seen twice (app/http/security-headers.server.ts).
 */
function withNonce(stored: StoredPage, nonce: string): Response {
  const headers = new Headers(stored.headers);
  const old = nonceOfPolicy(headers.get("Content-Security-Policy"));
  if (!old || old === nonce) return new Response(stored.body, { status: stored.status, headers });
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  const html = new TextDecoder().decode(stored.body).replaceAll(`nonce="${old}"`, `nonce="${nonce}"`);
  return new Response(html, { status: stored.status, headers });
}

/** Serves `render` through the cache when the request and its response allow it. */
export async function withAnonymousPageCache(
  request: Request,
  env: Env,
  render: () => Promise<Response>,
  nonce?: string,
): Promise<Response> {
  const url = new URL(request.url);
  const ttl = isolateCacheTtl(env);
  if (ttl <= 0 || !cacheable(request, url)) return render();

  let fresh: Response | null = null;
  const encoding = url.pathname.startsWith("/api/") && acceptsGzip(request) ? "#gzip" : "";
  const stored = await pages.get<StoredPage | null>(`${url.pathname}${url.search}${encoding}`, ttl, async () => {
    const response = await render();
    const type = response.headers.get("Content-Type") ?? "";
    const shareable =
      response.status === 200 && !response.headers.has("Set-Cookie") && /text\/html|text\/x-script|turbo-stream|application\/json/.test(type);
    if (!shareable) {
      fresh = response;
      return null;
    }
    return { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
  });
  if (fresh) return fresh;
  if (!stored) return render(); // another request's render was not shareable: render our own
  if (encoding && stored.headers.some(([name]) => name.toLowerCase() === "content-encoding")) {
    return new Response(stored.body, { status: stored.status, headers: stored.headers, encodeBody: "manual" });
  }
  return nonce ? withNonce(stored, nonce) : new Response(stored.body, { status: stored.status, headers: stored.headers });
}
