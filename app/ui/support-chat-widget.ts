// Opens the branch's chat widget (app/domain/orders/support-chat.ts) in the browser:
// the vendor's standard embed, added on first use only (nothing loads before
// the diner asks for help), with the order code attached so the local knows
// which order the diner writes about. Resolves true once the widget is there,
// false when its script fails or takes longer than CHAT_WIDGET_TIMEOUT_MS (the
// page then offers WhatsApp). Window and document are injected for the tests.
import { chatWidgetScriptUrl, type ChatWidget } from "~/domain/orders/support-chat";

export const CHAT_WIDGET_TIMEOUT_MS = 6000;

type Win = Record<string, any>;
interface Deps {
  win?: Win;
  doc?: Pick<Document, "createElement" | "head" | "querySelector">;
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

const LOADED = "__supportChatLoaded";

function addScript(doc: NonNullable<Deps["doc"]>, src: string, onLoad: () => void, onError: () => void) {
  if (doc.querySelector(`script[data-support-chat]`)) return false;
  const s = doc.createElement("script");
  s.async = true;
  s.src = src;
  s.setAttribute("data-support-chat", "");
  s.addEventListener("load", onLoad);
  s.addEventListener("error", onError);
  doc.head.appendChild(s);
  return true;
}

/** Loads (once) and opens the widget; `orderCode` is sent as the conversation's data. */
export function openSupportChat(widget: ChatWidget, orderCode: string | null, deps: Deps = {}): Promise<boolean> {
  const win: Win = deps.win ?? (window as unknown as Win);
  const doc = deps.doc ?? document;
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => window.setTimeout(fn, ms));

  return new Promise<boolean>((resolve) => {
    let settled = false;
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      if (ok) win[LOADED] = true;
      resolve(ok);
    };

    if (widget.provider === "crisp") {
      win.$crisp = win.$crisp || [];
      win.CRISP_WEBSITE_ID = widget.websiteId;
      if (orderCode) win.$crisp.push(["set", "session:data", [[["pedido", orderCode]]]]);
      win.$crisp.push(["do", "chat:show"]);
      win.$crisp.push(["do", "chat:open"]);
      if (win[LOADED]) return done(true);
      // Ready when Crisp's session loads (a wrong website id never does: the timeout then offers WhatsApp).
      win.$crisp.push(["on", "session:loaded", () => done(true)]);
      addScript(doc, chatWidgetScriptUrl(widget), () => undefined, () => done(false));
    } else {
      const api = (win.Tawk_API = win.Tawk_API || {});
      const open = () => {
        if (orderCode && typeof api.setAttributes === "function") api.setAttributes({ pedido: orderCode }, () => undefined);
        if (typeof api.maximize === "function") api.maximize();
        done(true);
      };
      if (win[LOADED]) return open();
      win.Tawk_LoadStart = new Date();
      api.onLoad = open;
      // Tawk reports readiness through onLoad, not the script's load event.
      addScript(doc, chatWidgetScriptUrl(widget), () => undefined, () => done(false));
    }
    later(() => done(false), CHAT_WIDGET_TIMEOUT_MS);
  });
}
