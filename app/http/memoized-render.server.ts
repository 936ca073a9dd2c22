import type { EntryContext } from "@remix-run/cloudflare";
import { IsolateCache } from "~/data/menus/isolate-cache.server";

// A page whose route opts in (`handle: { memoizeRender: true }`) keeps its rendered HTML per
// isolate, keyed by everything the render reads: the URL and the loaders' data (no action, no
// error). The same data renders the same document, so a hit is the render of this very request,
// only cheaper; the loaders still run on every request (the session, the role, the tenant and
// the data are checked each time), and the document's headers are this request's own. Used by the
// console's board, which every screen of a kitchen reloads ('Actualizar', a tablet's refresh) while
// its orders have not changed: React's render was most of its cost
// (docs/decisions/board-kept-per-revision.md).
const renders = IsolateCache.shared("memoized-renders", 64);

/** A render is a pure function of its key: it can be kept long; the size bounds the memory. */
const RENDER_MEMO_TTL_MS = 60_000;

export interface MemoizedRenderHandle {
  memoizeRender?: boolean;
}

interface KeptRender {
  html: string;
  nonce: string;
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The key of this render, or null when the request or its routes do not allow keeping it. */
export async function memoizedRenderKey(request: Request, status: number, context: EntryContext): Promise<string | null> {
  if (request.method !== "GET" || status !== 200) return null;
  const state = context.staticHandlerContext;
  if (state.actionData || state.errors) return null;
  const optedIn = state.matches.some((m) => (context.routeModules[m.route.id]?.handle as MemoizedRenderHandle | undefined)?.memoizeRender === true);
  if (!optedIn) return null;
  const url = new URL(request.url);
  const described = JSON.stringify([url.pathname, url.search, state.loaderData]);
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(described)));
}

/**
 * The document of `key`, rendered by `render` (with `nonce`) on a miss. A kept document carries the
 * nonce of the render that made it: each answer gets its own, so a nonce is never seen twice.
 * A failed render is not kept (`render` throws).
 */
export async function memoizedRender(key: string, nonce: string, render: () => Promise<string>): Promise<string> {
  const kept = await renders.get<KeptRender>(key, RENDER_MEMO_TTL_MS, async () => ({ html: await render(), nonce }));
  return kept.nonce === nonce ? kept.html : kept.html.replaceAll(`nonce="${kept.nonce}"`, `nonce="${nonce}"`);
}
