// Response headers against injection, framing and leaks
// (docs/decisions/security-headers.md). The Worker entry (workers/app.ts) makes one nonce per
// request and passes it in the load context; app/entry.server.tsx sets the policy on HTML
// documents and gives the nonce to Remix's inline scripts (<Scripts>, <ScrollRestoration>,
// the streaming scripts) and ours (PWA prompt keeper, marketing tag loader).

/** Hosts of the third-party scripts the product loads: tag manager / analytics / pixel
 *  (app/ui/marketing-tags.tsx) and the follow-up chat widgets (app/domain/orders/support-chat.ts). */
const THIRD_PARTY_SCRIPTS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://connect.facebook.net",
  "https://client.crisp.chat",
  "https://embed.tawk.to",
  "https://*.tawk.to",
];

/** A fresh nonce: 128 random bits, base64. */
export function newCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy of an HTML page. Scripts: our own files, inline scripts carrying this
 * response's nonce, and the vendors above; no plugins, no <base>, never framed (the spec
 * embeds no page). Workers from blob: for the map (maplibre). Styles, images, frames and
 * connections stay open: theme styles and style attributes are inline, and the chat
 * widgets bring their own frames, images and sockets.
 */
export function contentSecurityPolicy(nonce: string, framing: "none" | "self" = "none"): string {
  return [
    `script-src 'self' 'nonce-${nonce}' ${THIRD_PARTY_SCRIPTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors '${framing}'`,
    "worker-src 'self' blob:",
  ].join("; ");
}

/** The nonce a stored policy was made with (the anonymous page cache renews it per response). */
export function nonceOfPolicy(policy: string | null): string | null {
  return policy ? (/'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? null) : null;
}

/** Headers every response of the Worker carries. */
export function applyCommonSecurityHeaders(headers: Headers): void {
  headers.set("X-Content-Type-Options", "nosniff");
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
}

/**
 * The console's printed tickets (/consola/{alias}/pedido/{code}?ticket=…): 'Imprimir al aceptar'
 * loads them in a hidden frame of the board or the order's page (same origin) and prints it.
 */
export function isFramedTicketUrl(url: URL): boolean {
  return /^\/consola\/[^/]+\/pedido\/[^/]+\/?$/.test(url.pathname) && url.searchParams.has("ticket");
}

/** Headers of an HTML document rendered with `nonce`; never framed, but a printed ticket by its own origin. */
export function applyDocumentSecurityHeaders(headers: Headers, nonce: string, url?: URL): void {
  const framing = url && isFramedTicketUrl(url) ? "self" : "none";
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, framing));
  headers.set("X-Frame-Options", framing === "self" ? "SAMEORIGIN" : "DENY");
  applyCommonSecurityHeaders(headers);
}

/**
 * The rider and picker pages (shift, shipments, order list, deliveries): they show customers'
 * names, phones and addresses, so no shared cache and no browser history copy keeps them.
 * The tracking page under /logistics/tracking/ is the diner's, not the staff's.
 */
export function isStaffPagePath(pathname: string): boolean {
  // The shop's console and back office show customers and figures: never kept by a cache.
  if (/^\/(consola|admin)(\/|$)/.test(pathname)) return true;
  return /^\/picker\//.test(pathname) || (/^\/logistics\/[^/]+\//.test(pathname) && !pathname.startsWith("/logistics/tracking/"));
}

/** Pages that must never be stored (the card page of the payment sandbox). */
export function isNeverStoredPath(pathname: string): boolean {
  return pathname.startsWith("/pago/");
}
