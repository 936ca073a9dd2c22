// Toasts after a redirect (storefront.md §8 Toasts; POST → redirect → GET):
// an action calls flashToast(session, text), commits the session and redirects;
// the next loader calls takeToasts(session), commits again (reading a flash
// removes it) and returns the messages for <Toasts messages>.
//
//   // action
//   flashToast(ctx.session, "Ítem agregado al pedido!", "success");
//   return redirect(back, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
//   // loader (the menu layout already does this for its children)
//   const toasts = takeToasts(session); // commit when toasts.length > 0
import type { Session } from "@remix-run/cloudflare";
import { MAX_TOASTS, type ToastMessage, type ToastTone } from "~/domain/toasts";
import type { DinerSession, DinerSessionData } from "~/http/session.server";

// The flash key lives only here, so session.server.ts's data shape stays as it is.
type FlashData = { toast: ToastMessage[] };
type FlashSession = Session<DinerSessionData, FlashData>;
const asFlash = (session: DinerSession) => session as unknown as FlashSession;

function newId(): string {
  return crypto.randomUUID();
}

/** Queues a toast for the next page the diner sees. The caller commits the session. */
export function flashToast(session: DinerSession, text: string, tone: ToastTone = "info"): void {
  const s = asFlash(session);
  // get() consumes a flash value: read the pending ones back in so several calls add up.
  const pending = s.get("toast") ?? [];
  s.flash("toast", [...pending, { id: newId(), text, tone }].slice(-MAX_TOASTS));
}

/** Takes (and removes) the pending toasts. Commit the session when the list is not empty. */
export function takeToasts(session: DinerSession): ToastMessage[] {
  const s = asFlash(session);
  if (!s.has("toast")) return [];
  return (s.get("toast") ?? []).slice(-MAX_TOASTS);
}
