// storefront.md §4 "Order submit": without an orders console the chat app is
// opened with the order text, retrying up to 10 times every 200 ms (§9 "Chat
// open retries 10 × 200 ms"). Browser-only; `open` and the timers are injected
// so the retry loop is unit-tested with fake timers.

/** §9: retries after the first attempt. */
export const CHAT_OPEN_RETRIES = 10;
/** §9: pause between attempts. */
export const CHAT_OPEN_INTERVAL_MS = 200;

export interface OpenChatDeps {
  /** window.open; returns null when the browser blocked the new tab. */
  open?: (url: string, target: string) => { opener?: unknown } | null;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: never) => void;
  /** Called once: true when a tab opened, false after the last blocked retry. */
  onDone?: (opened: boolean) => void;
}

/**
 * Tries `open(url, "_blank")`; while it returns null (popup blocked) retries every
 * 200 ms up to 10 times, then gives up (the page keeps its visible link).
 * Returns a cancel function (for unmount).
 */
export function openChat(url: string, deps: OpenChatDeps = {}): () => void {
  const open = deps.open ?? ((u: string, t: string) => window.open(u, t));
  const set = deps.setTimeout ?? ((fn: () => void, ms: number) => window.setTimeout(fn, ms));
  const clear = deps.clearTimeout ?? ((id: never) => window.clearTimeout(id));
  let timer: unknown = null;
  let cancelled = false;

  const attempt = (retriesLeft: number) => {
    timer = null;
    if (cancelled) return;
    let win: { opener?: unknown } | null = null;
    try {
      // No "noopener" feature: with it window.open always returns null and a
      // success could not be told from a block; the opener is cut by hand instead.
      win = open(url, "_blank");
    } catch {
      win = null;
    }
    if (win) {
      try {
        win.opener = null;
      } catch {
        // cross-origin already: nothing to cut
      }
      deps.onDone?.(true);
      return;
    }
    if (retriesLeft <= 0) {
      deps.onDone?.(false);
      return;
    }
    timer = set(() => attempt(retriesLeft - 1), CHAT_OPEN_INTERVAL_MS);
  };

  attempt(CHAT_OPEN_RETRIES);
  return () => {
    cancelled = true;
    if (timer !== null) clear(timer as never);
  };
}
