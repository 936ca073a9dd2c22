// The owner's choice of a branch's messaging and card-payment providers
// (/admin/{companyAlias}/proveedores): a save merges the credentials typed now with the stored
// ones left blank, seals them and records the change; the test message goes to the owner's phone
// through the provider the branch uses now (the registry's order: saved choice, operators'
// MESSAGING_PROVIDERS, sandbox).
import { messagingProviderFor } from "~/data/messaging/registry.server";
import type { MenuEditor } from "~/data/menus/back-office-menu.server";
import { openBranchProvider, saveBranchProvider, type BranchPlace, type StoredBranchProvider } from "~/data/providers/branch-providers.server";
import { formatPhoneInternational } from "~/domain/checkout/phone";
import { maskedHint, providerLabel, type ProviderDraft, type ProviderField } from "~/domain/shop/provider-settings-form";

export const MSG_CREDENTIALS_UNREADABLE = "Las credenciales guardadas ya no se pueden leer (cambió la clave del servidor). Escríbalas de nuevo.";

export type ProviderSaveResult = { ok: true } | { ok: false; conflict: true } | { ok: false; errors: Record<string, string> };

export async function saveProviderChoice(
  env: Pick<Env, "DB" | "SESSION_SECRET">,
  who: MenuEditor,
  place: BranchPlace,
  fields: readonly ProviderField[],
  stored: StoredBranchProvider | null,
  seenVersion: number,
  draft: ProviderDraft,
): Promise<ProviderSaveResult> {
  const credentials: Record<string, string> = { ...draft.credentials };
  if (draft.kept.length > 0) {
    const opened = await openBranchProvider(env, place.branchId, place.kind);
    const values = opened && opened !== "unreadable" && opened.provider === draft.provider ? opened.values : null;
    const missing = draft.kept.filter((name) => !values?.[name]);
    if (missing.length > 0) return { ok: false, errors: Object.fromEntries(missing.map((name) => [name, MSG_CREDENTIALS_UNREADABLE])) };
    for (const name of draft.kept) credentials[name] = values![name];
  }
  const hints = Object.fromEntries(fields.filter((f) => f.secret && credentials[f.name]).map((f) => [f.name, maskedHint(f, credentials[f.name])]));
  const saved = await saveBranchProvider(env, who, place, stored, seenVersion, { draft, credentials, hints });
  return saved === "saved" ? { ok: true } : { ok: false, conflict: true };
}

/** The test message's outcome, in Spanish. */
export async function sendProviderTestMessage(
  env: Pick<Env, "DB" | "SESSION_SECRET" | "MESSAGING_PROVIDERS">,
  input: { companyId: number; companyName: string; branchId: number; to: string },
): Promise<{ ok: boolean; message: string }> {
  const provider = await messagingProviderFor(env, input.branchId);
  const label = providerLabel(provider.name);
  const shownPhone = formatPhoneInternational(input.to);
  const channel = provider.channels.includes("whatsapp") ? "whatsapp" : provider.channels[0];
  if (!channel) return { ok: false, message: `${label} no tiene un número que envíe: complete el de SMS o el de WhatsApp.` };
  // WhatsApp Cloud only sends the approved authentication template, whose one parameter is a code.
  const result = await provider
    .send({ companyId: input.companyId, to: input.to, channel, text: `Mensaje de prueba de ${input.companyName}: los mensajes salen por ${label}.`, code: "000000" })
    .catch(() => ({ ok: false as const, reason: "exception" }));
  if (result.ok) return { ok: true, message: provider.name === "sandbox" ? `Mensaje de prueba guardado en el sandbox (pruebas) para ${shownPhone}: no llega a ningún teléfono, se ve en /dev/mensajes.` : `Mensaje de prueba enviado por ${label} a ${shownPhone}.` };
  console.error("provider test message failed", input.branchId, "reason" in result ? result.reason : "");
  return { ok: false, message: `No pudimos enviar el mensaje de prueba por ${label}: el proveedor no respondió o rechazó los datos. Revise las credenciales y los números, y vuelva a intentar.` };
}
