// PWA plumbing rendered by the root (storefront.md §1 PWA install prompt;
// docs/decisions.md#analytics-pwa-abandoned-carts-diner-calls): the manifest link (per tenant under /menu/{alias}),
// the inline keeper of beforeinstallprompt (offered later by offerInstall()),
// and the service-worker registration after the load event. A few hundred
// bytes of JS; nothing here blocks the first paint.
import { useMatches } from "@remix-run/react";
import { useEffect } from "react";
import { useCspNonce } from "./csp-nonce";

// Runs before hydration: the event may fire before React is ready. Only the server's HTML runs it
// (React never executes a script it renders in the browser): the client build carries "".
const KEEP_PROMPT = !import.meta.env.SSR ? "" : `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.__saboresInstall=e});addEventListener("appinstalled",function(){window.__saboresInstall=null;try{localStorage.setItem("sabores:pwa-installed","1")}catch(_){}})`;

/** The staff app manifest of a rider's or picker's page (not the diner's tracking page), or null. */
function useStaffManifest(): string | null {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const alias = last?.params.alias;
  if (!alias || !last) return null;
  if (last.pathname.startsWith("/logistics/tracking/")) return null;
  if (last.pathname.startsWith("/logistics/")) return `/logistics/${encodeURIComponent(alias)}/manifest.webmanifest`;
  if (last.pathname.startsWith("/picker/")) return `/picker/${encodeURIComponent(alias)}/manifest.webmanifest`;
  return null;
}

function useAlias(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const alias = matches[i].params.alias;
    if (alias && matches[i].pathname.startsWith("/menu/")) return alias;
  }
  return null;
}

/** In <head>: manifest, icons, and the install-prompt keeper. */
export function PwaHead() {
  const alias = useAlias();
  const staff = useStaffManifest();
  const nonce = useCspNonce();
  const manifest = staff ?? (alias ? `/menu/${encodeURIComponent(alias)}/manifest.webmanifest` : "/manifest.webmanifest");
  return (
    <>
      <link rel="manifest" href={manifest} />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: KEEP_PROMPT }} />
    </>
  );
}

/** Registers /sw.js once the page has loaded (never competes with the first paint). */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
  return null;
}
