// Toasts, storefront.md §8: "Toasts appear at bottom centre for 3000 ms, at most 2 at once."
// The server queues them after a redirect (app/http/flash.server.ts), the browser shows them
// (app/ui/toasts.tsx); both keep this shape and these limits.

export type ToastTone = "info" | "error" | "success";
export interface ToastMessage {
  id: string;
  text: string;
  tone?: ToastTone;
}

/** §8: how long a toast stays. */
export const TOAST_MS = 3000;
/** §8: at most 2 toasts at once; older ones are dropped first. */
export const MAX_TOASTS = 2;
