// The follow-up support channel (storefront.md §2 Modals "Order follow-up":
// "Support is follow-up chat when enabled, otherwise WhatsApp"; §2 Header
// "WhatsApp, or chat when follow-up support exists"; §7 third-party kinds "a
// chat widget script"). The chat is the branch's own chat-widget account
// (generalConfig.chatWidgetConfig): Crisp or Tawk.to, the two with a free tier
// used by restaurants in the region (docs/decisions/follow-up-chat-the-branch-s-chat-widget.md).
// Ids are checked to the vendors' formats: they end up in a script URL.

export type ChatWidget =
  | { provider: "crisp"; websiteId: string }
  | { provider: "tawk"; propertyId: string; widgetId: string };

export type SupportChannel = "chat" | "whatsapp" | "none";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TAWK_PROPERTY = /^[0-9a-f]{24}$/i;
const TAWK_WIDGET = /^[A-Za-z0-9]{4,20}$/;

/** The branch's widget setting, checked; null when absent or malformed. */
export function chatWidgetOf(raw: unknown): ChatWidget | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const s = (k: string) => (typeof r[k] === "string" ? (r[k] as string).trim() : "");
  if (r.provider === "crisp" && UUID.test(s("websiteId"))) return { provider: "crisp", websiteId: s("websiteId").toLowerCase() };
  if (r.provider === "tawk" && TAWK_PROPERTY.test(s("propertyId")) && TAWK_WIDGET.test(s("widgetId"))) {
    return { provider: "tawk", propertyId: s("propertyId").toLowerCase(), widgetId: s("widgetId") };
  }
  return null;
}

/** Chat when the local enables follow-up support and has a widget; else WhatsApp when it has one. */
export function supportChannel(followUpSupport: boolean, widget: ChatWidget | null, whatsAppPhone: string | null): SupportChannel {
  if (followUpSupport && widget) return "chat";
  return whatsAppPhone ? "whatsapp" : "none";
}

/** The vendor's loader script. */
export function chatWidgetScriptUrl(widget: ChatWidget): string {
  return widget.provider === "crisp"
    ? "https://client.crisp.chat/l.js"
    : `https://embed.tawk.to/${encodeURIComponent(widget.propertyId)}/${encodeURIComponent(widget.widgetId)}`;
}
