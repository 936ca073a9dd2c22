// Service worker of the storefront (storefront.md §1 PWA;
// docs/decisions/service-worker-network-first-for-pages.md). Registered by app/ui/pwa.tsx after the page's load event.
// - /assets/* (content-hashed, immutable): cache first, fetched and stored once.
// - /files/* (images): stale-while-revalidate, at most 80 kept.
// - Pages of the LAST visited menu (/menu/{alias}/…, documents and Remix
//   ?_data= requests): network first, the cached copy when offline, so the last
//   menu stays readable without a connection. Pages show the session's cart,
//   so a fresh copy always wins when the network answers.
// - The rider's and the picker's app pages (/logistics/{alias}/shipments…, /picker/{alias}/pickerApp/…,
//   documents and Remix .data requests): network first, the last copy of each when offline, so the
//   installed staff app opens without signal with the last lists and the shipment in progress
//   (docs/decisions/offline-steps-replayed-once.md). Ending the shift drops them.
// - Never: non-GET requests (POST forms, beacons, the staff's steps), /api/* (so never /api/order*),
//   checkout, order follow-up, the recovery link, the shift pages, other origins.
const VERSION = "v2";
const ASSETS = `sabores-assets-${VERSION}`;
const FILES = `sabores-files-${VERSION}`;
const PAGES = `sabores-pages-${VERSION}`;
const STAFF = `sabores-staff-${VERSION}`;
const KEEP = [ASSETS, FILES, PAGES, STAFF];
const MAX_STAFF = 40;
const MAX_FILES = 80;
const MAX_ASSETS = 120;
const NETWORK_TIMEOUT_MS = 4000;
// Segments after /menu/{alias} that are never cached.
const PRIVATE = new Set(["checkout", "order", "recuperar", "preview", "direccion", "manifest.webmanifest"]);

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("sabores-") && !KEEP.includes(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** The alias of a cacheable menu page, or null. */
function menuAlias(url) {
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts[0] !== "menu" || !parts[1]) return null;
  if (parts[2] && PRIVATE.has(parts[2])) return null;
  return parts[1];
}

/** A staff app page (documents and their .data requests), or null. */
function staffPage(url) {
  const path = url.pathname.replace(/\.data$/, "");
  if (/^\/logistics\/[^/]+\/shipments(\/[^/]+){0,2}\/?$/.test(path)) return path;
  if (/^\/picker\/[^/]+\/pickerApp\/[^/]+\/?$/.test(path)) return path;
  return null;
}

/** A shift page saying the shift ended: the staff pages of this phone are dropped. */
const shiftEnded = (url) => /^\/(logistics\/[^/]+\/rider|picker\/[^/]+\/picker)\/success\/?$/.test(url.pathname);

async function staffNetworkFirst(event, request, url) {
  const cache = await caches.open(STAFF);
  // One copy per page, whatever its query (?aviso=…, ?_routes=…): the last one read.
  const key = new Request(url.origin + url.pathname);
  try {
    const response = await fetch(request);
    // Complete answers only (a redirect to the sign-in page or an error is never kept).
    if (response.status === 200 && response.type === "basic" && !response.redirected) {
      await cache.put(key, response.clone());
      event.waitUntil(trim(STAFF, MAX_STAFF));
    }
    return response;
  } catch {
    const cached = await cache.match(key);
    if (cached) return cached;
    return request.mode === "navigate"
      ? new Response(OFFLINE_HTML, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } })
      : Response.error();
  }
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - max; i++) await cache.delete(keys[i]);
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    trim(ASSETS, MAX_ASSETS);
  }
  return response;
}

async function staleWhileRevalidate(event, request) {
  const cache = await caches.open(FILES);
  const hit = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(request, response.clone());
      await trim(FILES, MAX_FILES);
    }
    return response;
  });
  if (hit) {
    event.waitUntil(refresh.catch(() => undefined));
    return hit;
  }
  return refresh;
}

/** Keeps only one menu: pages of any other alias are dropped when a new menu is visited. */
async function keepOnlyAlias(cache, alias) {
  for (const key of await cache.keys()) {
    if (menuAlias(new URL(key.url)) !== alias) await cache.delete(key);
  }
}

const OFFLINE_HTML = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sin conexión</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:1.5rem;text-align:center;background:#f5f5f5;color:#1C1C1C}@media (prefers-color-scheme:dark){body{background:#272524;color:#fff}}a{color:inherit}</style></head><body><main><h1>Sin conexión</h1><p>Revisa tu conexión a internet e intenta nuevamente.</p><p><a href="">Reintentar</a></p></main></body></html>`;

async function networkFirst(event, request, alias) {
  const cache = await caches.open(PAGES);
  const network = fetch(request).then(async (response) => {
    // Only complete pages of this menu (never redirects, errors or opaque answers).
    if (response.status === 200 && response.type === "basic") {
      await cache.put(request, response.clone());
      await keepOnlyAlias(cache, alias);
    }
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const cached = await cache.match(request);
  if (!cached) {
    try {
      return await network;
    } catch {
      return request.mode === "navigate"
        ? new Response(OFFLINE_HTML, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } })
        : Response.error();
    }
  }
  // A cached copy exists: wait for the network a few seconds, then fall back to it.
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS));
  try {
    const fresh = await Promise.race([network, timeout]);
    return fresh || cached;
  } catch {
    return cached;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (url.pathname.startsWith("/files/")) {
    event.respondWith(staleWhileRevalidate(event, request));
    return;
  }
  if (shiftEnded(url)) {
    event.waitUntil(caches.delete(STAFF));
    return;
  }
  if (staffPage(url)) {
    event.respondWith(staffNetworkFirst(event, request, url));
    return;
  }
  const alias = menuAlias(url);
  if (alias && (request.mode === "navigate" || url.searchParams.has("_data"))) {
    event.respondWith(networkFirst(event, request, alias));
  }
});
