// Ad pixel / tag manager / analytics loaders (storefront.md §1 "ad pixel / tag
// manager / analytics ids" per branch; §3 Branch fbPixelId, googleTagManagerId,
// googleAnalyticsId; §7 third-party kinds). Rendered by the root only when a
// route's loader data carries `marketingTags` with at least one id (the demo
// sets none). The loader script waits for the load event and an idle moment,
// then adds the vendors' scripts async: never blocks the first paint.
// Ids are validated to their vendors' formats and passed as JSON data, never
// concatenated into code (no script injection through a branch setting).
import { useMatches } from "@remix-run/react";
import { useCspNonce } from "./csp-nonce";
import type { MarketingTagIds } from "~/domain/menu/marketing-tags";

// The vendors' standard snippets, deferred to load + idle. `c` is the JSON config.
// Only the server's HTML runs it (React never executes a script it renders in the browser), so
// the client build carries an empty string (import.meta.env.SSR is a build-time constant).
const LOADER = !import.meta.env.SSR ? "" : `(function(c){function add(src){var s=document.createElement("script");s.async=true;s.src=src;document.head.appendChild(s)}
function go(){var w=window;
if(c.googleTagManagerId){w.dataLayer=w.dataLayer||[];w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});add("https://www.googletagmanager.com/gtm.js?id="+encodeURIComponent(c.googleTagManagerId))}
if(c.googleAnalyticsId){w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};w.gtag("js",new Date());w.gtag("config",c.googleAnalyticsId);add("https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(c.googleAnalyticsId))}
if(c.fbPixelId&&!w.fbq){var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};w._fbq=n;n.push=n;n.loaded=true;n.version="2.0";n.queue=[];add("https://connect.facebook.net/es_LA/fbevents.js");w.fbq("init",c.fbPixelId);w.fbq("track","PageView")}}
function later(){"requestIdleCallback" in window?requestIdleCallback(go,{timeout:3000}):setTimeout(go,1)}
document.readyState==="complete"?later():addEventListener("load",later,{once:true})})`;

/** JSON safe inside a <script>: no '<' (no '</script>'), no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** The nearest route data's `marketingTags`, or null. */
function useMarketingTags(): MarketingTagIds | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { marketingTags?: MarketingTagIds | null } | undefined;
    if (data && data.marketingTags !== undefined) return data.marketingTags;
  }
  return null;
}

/**
 * Placed by the root at the end of <body>. It runs with the document (server
 * render); a later client-side navigation to another branch does not load a
 * second set of vendors (documented in docs/decisions.md#analytics-pwa-abandoned-carts-diner-calls).
 */
export function MarketingTags() {
  const tags = useMarketingTags();
  const nonce = useCspNonce();
  if (!tags) return null;
  // In the browser the element keeps what the server sent (hydration does not rewrite it).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? `${LOADER}(${scriptJson(tags)})` : "" }} />;
}
