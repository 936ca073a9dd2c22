// storefront.md §2 "Support is follow-up chat when enabled, otherwise
// WhatsApp"; header "WhatsApp, or chat when follow-up support exists"; §7 "a
// chat widget script".
import { describe, expect, it } from "vitest";
import { chatWidgetOf, chatWidgetScriptUrl, supportChannel } from "~/domain/orders/support-chat";
import { CHAT_WIDGET_TIMEOUT_MS, openSupportChat } from "~/ui/support-chat-widget";

const CRISP = { provider: "crisp", websiteId: "0f4b7c2e-9a1d-4e5f-8b6a-3c2d1e0f9a8b" } as const;
const TAWK = { provider: "tawk", propertyId: "64a1b2c3d4e5f6a7b8c9d0e1", widgetId: "1h5abcde" } as const;

describe("chatWidgetOf", () => {
  it("accepts the vendors' id formats", () => {
    expect(chatWidgetOf(CRISP)).toEqual(CRISP);
    expect(chatWidgetOf({ ...TAWK, propertyId: ` ${TAWK.propertyId.toUpperCase()} ` })).toEqual(TAWK);
  });
  it("refuses anything else (it ends up in a script URL)", () => {
    for (const bad of [null, "crisp", {}, { provider: "crisp", websiteId: "x" }, { provider: "tawk", propertyId: "../../evil", widgetId: "a" },
      { provider: "tawk", propertyId: TAWK.propertyId, widgetId: "a/b?c" }, { provider: "intercom", appId: "abc" }]) {
      expect(chatWidgetOf(bad)).toBeNull();
    }
  });
  it("script URLs", () => {
    expect(chatWidgetScriptUrl(CRISP)).toBe("https://client.crisp.chat/l.js");
    expect(chatWidgetScriptUrl(TAWK)).toBe("https://embed.tawk.to/64a1b2c3d4e5f6a7b8c9d0e1/1h5abcde");
  });
});

describe("supportChannel", () => {
  it("chat only with follow-up support AND a widget; else WhatsApp; else none", () => {
    expect(supportChannel(true, CRISP, "+5491140000002")).toBe("chat");
    expect(supportChannel(true, null, "+5491140000002")).toBe("whatsapp");
    expect(supportChannel(false, CRISP, "+5491140000002")).toBe("whatsapp");
    expect(supportChannel(true, null, null)).toBe("none");
  });
});

/** A document that records the scripts it is given and lets the test fire their events. */
function fakeDom() {
  const scripts: any[] = [];
  const doc = {
    head: { appendChild: (s: any) => scripts.push(s) },
    createElement: () => {
      const listeners: Record<string, () => void> = {};
      return { attrs: {} as Record<string, string>, setAttribute(k: string, v: string) { this.attrs[k] = v; }, addEventListener: (t: string, fn: () => void) => (listeners[t] = fn), fire: (t: string) => listeners[t]?.() };
    },
    querySelector: () => (scripts.length ? scripts[0] : null),
  };
  const timers: { fn: () => void; ms: number }[] = [];
  return { scripts, doc: doc as any, timers, setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }) };
}

describe("openSupportChat", () => {
  it("Crisp: queues the order code and 'open', loads the script once, true on load", async () => {
    const dom = fakeDom();
    const win: any = {};
    const opened = openSupportChat(CRISP, "ABC123", { win, doc: dom.doc, setTimeout: dom.setTimeout });
    expect(win.CRISP_WEBSITE_ID).toBe(CRISP.websiteId);
    expect(win.$crisp.slice(0, 3)).toEqual([["set", "session:data", [[["pedido", "ABC123"]]]], ["do", "chat:show"], ["do", "chat:open"]]);
    expect(dom.scripts.map((s) => s.src)).toEqual(["https://client.crisp.chat/l.js"]);
    dom.scripts[0].fire("load");
    const [event, name, ready] = win.$crisp[3];
    expect([event, name]).toEqual(["on", "session:loaded"]);
    ready(); // Crisp's session is up
    expect(await opened).toBe(true);
    // second time: no new script, resolves at once
    expect(await openSupportChat(CRISP, "ABC123", { win, doc: dom.doc, setTimeout: dom.setTimeout })).toBe(true);
    expect(dom.scripts).toHaveLength(1);
  });

  it("Tawk: ready when the widget calls onLoad; sets the order and maximizes", async () => {
    const dom = fakeDom();
    const calls: unknown[] = [];
    const win: any = {};
    const opened = openSupportChat(TAWK, "ABC123", { win, doc: dom.doc, setTimeout: dom.setTimeout });
    expect(dom.scripts[0].src).toBe("https://embed.tawk.to/64a1b2c3d4e5f6a7b8c9d0e1/1h5abcde");
    win.Tawk_API.setAttributes = (a: unknown) => calls.push(a);
    win.Tawk_API.maximize = () => calls.push("maximize");
    win.Tawk_API.onLoad();
    expect(await opened).toBe(true);
    expect(calls).toEqual([{ pedido: "ABC123" }, "maximize"]);
  });

  it("false when the script fails (offline, blocked) or after the timeout", async () => {
    const failing = fakeDom();
    const p1 = openSupportChat(CRISP, null, { win: {}, doc: failing.doc, setTimeout: failing.setTimeout });
    failing.scripts[0].fire("error");
    expect(await p1).toBe(false);

    const slow = fakeDom();
    const p2 = openSupportChat(TAWK, null, { win: {}, doc: slow.doc, setTimeout: slow.setTimeout });
    expect(slow.timers[0].ms).toBe(CHAT_WIDGET_TIMEOUT_MS);
    slow.timers[0].fn();
    expect(await p2).toBe(false);
  });
});
