// JSON answers whose body never changes under one key (the menu snapshot by its hash):
// serialized and gzipped once per isolate, then sent as stored bytes. A 300-plate menu is
// about 500 KB of JSON and 40 KB gzipped; a phone on a bad network asks for it with
// `Accept-Encoding: gzip` (every browser does), and compressing it again for each request
// (Cloudflare's edge does when the Worker sends it plain) costs more than serving it.
// docs/decisions/isolate-cache-for-storefront-reference-data.md.
import { IsolateCache } from "~/data/menus/isolate-cache.server";
import { CACHE_POLICIES } from "~/http/api.server";

/** Bodies are immutable by key; the time only bounds how long an unused one takes memory. */
const BODY_TTL_MS = 60_000;
const bodies = IsolateCache.shared("immutable-json-bodies", 40);

interface EncodedBody {
  plain: ArrayBuffer;
  gzip: ArrayBuffer;
}

/** Whether the client takes a gzip body (`Accept-Encoding: gzip`, not `gzip;q=0`). */
export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("Accept-Encoding");
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding.trim() !== "gzip" && coding.trim() !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

async function encode(data: unknown): Promise<EncodedBody> {
  const json = JSON.stringify(data);
  const plain = await new Response(json).arrayBuffer();
  const gzip = await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  return { plain, gzip };
}

/**
 * A 200 JSON answer for `key` (its body made by `data()` once per isolate; with `cached` false
 * every time, as the integration tests run with the isolate cache off). A client that accepts gzip gets the stored
 * gzip bytes (`encodeBody: "manual"`: the runtime sends them as they are) with the weak form
 * of `etag`, as Cloudflare gives a body it compresses; the others get the plain bytes.
 */
export async function immutableJson(
  request: Request,
  key: string,
  data: () => unknown,
  { etag, cached }: { etag: string; cached: boolean },
): Promise<Response> {
  const body = await bodies.get(key, cached ? BODY_TTL_MS : 0, () => encode(data()));
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": CACHE_POLICIES.short,
    Vary: "Accept-Encoding",
  });
  if (!acceptsGzip(request)) {
    headers.set("ETag", etag);
    return new Response(body.plain, { status: 200, headers });
  }
  headers.set("ETag", `W/${etag}`);
  headers.set("Content-Encoding", "gzip");
  return new Response(body.gzip, { status: 200, headers, encodeBody: "manual" });
}
