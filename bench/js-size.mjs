// The JavaScript a page loads on first visit, gzipped (node:zlib level 9), and whether heavy
// libraries slipped into it (preamble: "JS budget: the menu page must stay under 120 KB
// gzipped JS in total"; no zod / map library in menu pages).
import { gzipSync } from "node:zlib";

const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))?.slice(2).find((v) => v !== undefined);

/**
 * script src, <link rel="modulepreload" href>, and the modules the inline module scripts import:
 * statically, or with import() after the page has loaded (a bootstrap that adds its own
 * modulepreload links; Remix's <Scripts> as the app renders it now has none).
 */
export function scriptUrls(html, pageUrl) {
  const found = new Map(); // url → how it was referenced
  const add = (ref, how) => {
    if (!ref) return;
    const url = new URL(ref.replace(/&amp;/g, "&"), pageUrl).href;
    if (!found.has(url)) found.set(url, how);
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) add(attr(tag, "src"), "script src");
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/^modulepreload$/i.test(attr(tag, "rel") ?? "")) add(attr(tag, "href"), "modulepreload");
  }
  // Remix's inline `<script type="module">import "/assets/manifest-….js"; import * as route0 from "…"`
  for (const [, body] of html.matchAll(/<script\b[^>]*type\s*=\s*["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const spec of staticImports(body)) add(spec, "inline import");
    const preloads = body.match(/for \(const href of (\[[^\]]*\])\)/);
    for (const spec of preloads ? JSON.parse(preloads[1]) : []) add(spec, "modulepreload after load");
    for (const [, spec] of body.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)) add(spec, "import after load");
  }
  return found;
}

/** Static import/export-from specifiers (not dynamic import(), which loads only on demand). */
export function staticImports(code) {
  const out = [];
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) out.push(m[1]);
  return out;
}

// A lazily loaded chunk is allowed: its file name appears in strings such as
// import("./maplibre-gl-x.js") or Vite's preload deps ["assets/maplibre-gl-x.js"].
const ASSET_PATH_STRING = /(["'`])[^"'`\s]*\.(?:m?js|css)\1/g;

function findMarker(files, marker) {
  const hits = [];
  for (const f of files) {
    const code = f.text.replace(ASSET_PATH_STRING, '""');
    const i = code.indexOf(marker);
    if (i >= 0) hits.push({ file: f.url, context: code.slice(Math.max(0, i - 60), i + 60) });
  }
  return hits;
}

/**
 * Fetches the page, every script it references, and (transitively) their static imports.
 * Returns { status, files: [{url, how, status, bytes, gzipBytes}], totalGzipBytes, maplibre, zodError }.
 */
export async function measurePageJs(pageUrl) {
  const page = await fetch(pageUrl, { signal: AbortSignal.timeout(20_000) });
  const html = await page.text();
  const queue = [...scriptUrls(html, pageUrl)];
  const seen = new Set(queue.map(([u]) => u));
  const files = [];
  while (queue.length && files.length < 200) {
    const [url, how] = queue.shift();
    const res = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    const buf = Buffer.from(await res.arrayBuffer());
    const text = buf.toString("utf8");
    files.push({ url, how, status: res.status, bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length, text });
    if (!res.ok) continue;
    for (const spec of staticImports(text)) {
      const dep = new URL(spec, url).href;
      if (!seen.has(dep) && new URL(dep).origin === new URL(pageUrl).origin) {
        seen.add(dep);
        queue.push([dep, `static import of ${new URL(url).pathname}`]);
      }
    }
  }
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).join("\n");
  return {
    status: page.status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    // Inline scripts (Remix context = the loader data) are reported apart, not in the JS budget.
    inlineScriptGzipBytes: inlineScripts ? gzipSync(inlineScripts, { level: 9 }).length : 0,
    files: files.map(({ text, ...f }) => f),
    totalBytes: files.reduce((s, f) => s + f.bytes, 0),
    totalGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
    maplibre: findMarker(files, "maplibre"),
    zodError: findMarker(files, "ZodError"),
  };
}
