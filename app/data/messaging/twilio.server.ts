// Twilio's Messages API (SMS, and WhatsApp with the `whatsapp:` address prefix):
// https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
import { postToProvider, type MessageChannel, type MessagingProvider } from "./provider.server";

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Sender for SMS (E.164 or a Messaging Service's number); omit to refuse SMS. */
  smsFrom?: string;
  /** Sender for WhatsApp (E.164 of the approved WhatsApp sender); omit to refuse WhatsApp. */
  whatsAppFrom?: string;
}

export function twilioProvider(config: TwilioConfig): MessagingProvider {
  const channels: MessageChannel[] = [];
  if (config.whatsAppFrom) channels.push("whatsapp");
  if (config.smsFrom) channels.push("sms");
  return {
    name: "twilio",
    channels,
    async send(message) {
      const whatsapp = message.channel === "whatsapp";
      const from = whatsapp ? config.whatsAppFrom : config.smsFrom;
      if (!from) return { ok: false, reason: `twilio: no sender for ${message.channel}` };
      const body = new URLSearchParams({
        To: whatsapp ? `whatsapp:${message.to}` : message.to,
        From: whatsapp ? `whatsapp:${from}` : from,
        Body: message.text,
      });
      return postToProvider("twilio", `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
        headers: { Authorization: `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    },
  };
}
