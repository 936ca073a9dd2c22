// Which messaging provider a branch uses is configuration, not code
// (docs/decisions/messaging-providers.md), in this order: the owner's choice for the branch at
// /admin/{companyAlias}/proveedores (table branch_providers, credentials sealed), then the
// operators' secret
//
//   MESSAGING_PROVIDERS = {"default": {"provider": "sandbox"},
//                          "branches": {"12": {"provider": "twilio", ...}}}
//
// (a secret in production: `wrangler secret put MESSAGING_PROVIDERS`). No variable, or a
// branch without an entry and no default, means the sandbox: messages are stored and
// shown on the local-only page /dev/mensajes, never sent.
import { openBranchProvider } from "~/data/providers/branch-providers.server";
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

/** The operators' configuration of a branch in MESSAGING_PROVIDERS (its own entry, else the default). */
export function configuredProvider(env: Pick<Env, "MESSAGING_PROVIDERS">, branchId: number): ProviderConfig | undefined {
  const config = readConfig(env.MESSAGING_PROVIDERS);
  return config.branches?.[String(branchId)] ?? config.default;
}

/** A saved choice as an adapter's configuration (the form checked its fields when it was saved). */
function savedConfig(saved: { provider: string; values: Record<string, string> }): ProviderConfig | undefined {
  const v = saved.values;
  if (saved.provider === "sandbox") return { provider: "sandbox" };
  if (saved.provider === "twilio") return { provider: "twilio", accountSid: v.accountSid ?? "", authToken: v.authToken ?? "", smsFrom: v.smsFrom || undefined, whatsAppFrom: v.whatsAppFrom || undefined };
  if (saved.provider === "whatsapp-cloud") return { provider: "whatsapp-cloud", phoneNumberId: v.phoneNumberId ?? "", accessToken: v.accessToken ?? "", template: v.template ?? "", language: v.language || undefined };
  return undefined;
}

/**
 * The provider of a branch: the owner's saved choice, else the operators' MESSAGING_PROVIDERS,
 * else the sandbox. A saved choice whose credentials no longer open (SESSION_SECRET changed) is
 * skipped, logged, until the owner types them again.
 */
export async function messagingProviderFor(env: Pick<Env, "DB" | "MESSAGING_PROVIDERS" | "SESSION_SECRET">, branchId: number): Promise<MessagingProvider> {
  const saved = branchId > 0 ? await openBranchProvider(env, branchId, "messaging") : null;
  if (saved === "unreadable") console.error(`branch ${branchId}: the saved messaging credentials do not open with this SESSION_SECRET`);
  const own = saved && saved !== "unreadable" ? savedConfig(saved) : undefined;
  return providerOf(env, own ?? configuredProvider(env, branchId));
}
