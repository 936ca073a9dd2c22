// PWA install prompt (storefront.md §2 Modals: "PWA install prompt (if
// installable, offered before order submission; accepting or declining both
// continue)"). The browser's beforeinstallprompt event is kept by the inline
// script of <PwaHead/> (before hydration, so it is never missed) and offered
// here. Client only; tiny: no imports.
//
//   await offerInstall(); // in the checkout's submit handler, then submit as usual

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

declare global {
  interface Window {
    __saboresInstall?: InstallPromptEvent | null;
  }
}

const INSTALLED_KEY = "sabores:pwa-installed";
/** The diner gets the browser's dialog at most this long before the order continues anyway. */
const CHOICE_TIMEOUT_MS = 60_000;

/** True when the browser kept an install prompt that was not offered yet. */
export function canOfferInstall(): boolean {
  return typeof window !== "undefined" && !!window.__saboresInstall;
}

/**
 * Shows the browser's install dialog once, if the app is installable; resolves
 * when the diner accepts or declines (or at once when there is nothing to
 * offer). Never rejects: the order goes on whatever happens. Call it from the
 * click/submit handler (the dialog needs a user gesture).
 */
export async function offerInstall(): Promise<void> {
  if (typeof window === "undefined") return;
  const event = window.__saboresInstall;
  if (!event) return;
  window.__saboresInstall = null; // a prompt can be shown only once
  try {
    await event.prompt();
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), CHOICE_TIMEOUT_MS));
    const choice = await Promise.race([event.userChoice, timeout]);
    if (choice?.outcome === "accepted") localStorage.setItem(INSTALLED_KEY, "1");
  } catch {
    // Not allowed now (no user gesture, already installed…): continue with the order.
  }
}

/** §3 order payload `installedApp`: running as the installed app, or installed from our prompt. */
export function isInstalledApp(): boolean {
  if (typeof window === "undefined") return false;
  const standalone =
    window.matchMedia?.("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  let installed = false;
  try {
    installed = localStorage.getItem(INSTALLED_KEY) === "1";
  } catch {
    installed = false;
  }
  return standalone || installed;
}
