// The messaging-provider contract (the sign-in code goes by
// WhatsApp or SMS). Sign-in only talks to `MessagingProvider`; the adapters are
// sandbox.server.ts, twilio.server.ts and whatsapp-cloud.server.ts, chosen per branch
// by registry.server.ts.

export type MessageChannel = "whatsapp" | "sms";
export const MESSAGE_CHANNELS: readonly MessageChannel[] = ["whatsapp", "sms"];

export interface OutgoingMessage {
  /** The tenant the message is sent for (sandbox rows and logs are scoped by it). */
  companyId: number;
  /** E.164 phone ('+5491155550001'). */
  to: string;
  channel: MessageChannel;
  /** The whole text, in Spanish. */
  text: string;
  /** The one-time code alone, for providers that fill a template (WhatsApp Business). */
  code?: string;
}

export type SendResult = { ok: true } | { ok: false; reason: string };

export interface MessagingProvider {
  readonly name: string;
  /** The channels this provider can deliver on; the others are refused before sending. */
  readonly channels: readonly MessageChannel[];
  send(message: OutgoingMessage): Promise<SendResult>;
}

/** How long a real provider may take to answer before the send counts as failed (a sign-in waits on it). */
export const PROVIDER_TIMEOUT_MS = 8_000;

/** POSTs to a real provider's API: a timeout, and a network failure as a failed send rather than an exception. */
export async function postToProvider(name: string, url: string, init: { headers: Record<string, string>; body: BodyInit }): Promise<SendResult> {
  try {
    const res = await fetch(url, { method: "POST", ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    return res.ok ? { ok: true } : { ok: false, reason: `${name}: HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, reason: `${name}: ${error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unreachable"}` };
  }
}
