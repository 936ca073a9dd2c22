// Meta's WhatsApp Cloud API with an approved authentication template (WhatsApp only:
// business-initiated messages must use a template whose one parameter is the code):
// https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages
import { postToProvider, type MessagingProvider } from "./provider.server";

export interface WhatsAppCloudConfig {
  phoneNumberId: string;
  accessToken: string;
  /** The approved authentication template's name. */
  template: string;
  /** Template language code, 'es' by default. */
  language?: string;
}

export function whatsAppCloudProvider(config: WhatsAppCloudConfig): MessagingProvider {
  return {
    name: "whatsapp-cloud",
    channels: ["whatsapp"],
    async send(message) {
      if (message.channel !== "whatsapp" || !message.code) return { ok: false, reason: "whatsapp-cloud: only WhatsApp codes" };
      const code = message.code;
      return postToProvider("whatsapp-cloud", `https://graph.facebook.com/v21.0/${encodeURIComponent(config.phoneNumberId)}/messages`, {
        headers: { Authorization: `Bearer ${config.accessToken}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          to: message.to.replace(/^\+/, ""),
          type: "template",
          template: {
            name: config.template,
            language: { code: config.language ?? "es" },
            components: [
              { type: "body", parameters: [{ type: "text", text: code }] },
              { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
            ],
          },
        }),
      });
    },
  };
}
