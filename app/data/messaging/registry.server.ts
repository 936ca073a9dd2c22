// Which messaging provider a branch uses is configuration, not code
// (docs/decisions/messaging-providers.md):
//
//   MESSAGING_PROVIDERS = {"default": {"provider": "sandbox"},
//                          "branches": {"12": {"provider": "twilio", ...}}}
//
// (a secret in production: `wrangler secret put MESSAGING_PROVIDERS`). No variable, or a
// branch without an entry and no default, means the sandbox: messages are stored and
// shown on the local-only page /dev/mensajes, never sent.
import type { MessagingProvider } from "./provider.server";
import { sandboxProvider } from "./sandbox.server";
import { twilioProvider, type TwilioConfig } from "./twilio.server";
import { whatsAppCloudProvider, type WhatsAppCloudConfig } from "./whatsapp-cloud.server";

export type ProviderConfig = { provider: "sandbox" } | ({ provider: "twilio" } & TwilioConfig) | ({ provider: "whatsapp-cloud" } & WhatsAppCloudConfig);

interface MessagingConfig {
  default?: ProviderConfig;
  branches?: Record<string, ProviderConfig>;
}

function readConfig(raw: string | undefined): MessagingConfig {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as MessagingConfig) : {};
  } catch {
    console.error("MESSAGING_PROVIDERS is not valid JSON");
    return {};
  }
}

export function providerOf(env: Pick<Env, "DB">, config: ProviderConfig | undefined): MessagingProvider {
  switch (config?.provider) {
    case "twilio":
      return twilioProvider(config);
    case "whatsapp-cloud":
      return whatsAppCloudProvider(config);
    default:
      return sandboxProvider(env);
  }
}

/** The provider configured for a branch (its own entry, else the default, else the sandbox). */
export function messagingProviderFor(env: Pick<Env, "DB" | "MESSAGING_PROVIDERS">, branchId: number): MessagingProvider {
  const config = readConfig(env.MESSAGING_PROVIDERS);
  return providerOf(env, config.branches?.[String(branchId)] ?? config.default);
}
