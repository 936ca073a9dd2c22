// The back office's providers form (/admin/{companyAlias}/proveedores): which provider sends a
// branch's codes and order messages, and which one charges its online card payments, with the
// fields each provider needs. Credentials are never shown back: a saved one shows 'Guardado' and at
// most a masked hint; a blank credential field keeps the stored value. Pure: the form's strings, the
// branch's country and what is stored in, a draft out.
import { z } from "zod";
import { normalizePhone } from "~/domain/checkout/phone";

export type ProviderKind = "messaging" | "payments";

export const MSG_PROVIDER_CHOICE = "Elija un proveedor de la lista.";
export const MSG_TWILIO_ACCOUNT_SID = "Ingrese el Account SID de Twilio: empieza con AC y sigue con 32 letras y números.";
export const MSG_TWILIO_AUTH_TOKEN = "Ingrese el Auth Token de Twilio.";
export const MSG_TWILIO_SENDER = "Ingrese al menos un número que envía: el de SMS o el de WhatsApp.";
export const MSG_SENDER_PHONE = "Ingrese un número de celular válido con su código de país (por ejemplo +54 9 11 4000-0100).";
export const MSG_WHATSAPP_PHONE_NUMBER_ID = "Ingrese el Phone number ID de WhatsApp Cloud (solo números).";
export const MSG_WHATSAPP_ACCESS_TOKEN = "Ingrese el Access token de WhatsApp Cloud.";
export const MSG_WHATSAPP_TEMPLATE = "Ingrese el nombre de la plantilla aprobada (minúsculas, números y guiones bajos).";
export const MSG_WHATSAPP_LANGUAGE = "Ingrese el idioma de la plantilla (por ejemplo es o es_AR), o déjelo vacío para es.";
export const MSG_PROVIDERS_CONFLICT = "Otra persona cambió este proveedor. Revisá los cambios y guardá de nuevo.";

/** What the owner reads for each provider name. */
export const PROVIDER_LABEL: Readonly<Record<string, string>> = {
  sandbox: "Sandbox (pruebas)",
  twilio: "Twilio",
  "whatsapp-cloud": "WhatsApp Cloud",
};
export const providerLabel = (name: string) => PROVIDER_LABEL[name] ?? name;

/**
 * One field a provider needs. `secret`: 'id' (an account id: sealed, its last 4 characters shown),
 * 'token' (sealed, nothing of it shown); absent: a plain setting shown back in the form.
 */
export interface ProviderField {
  name: string;
  label: string;
  secret?: "id" | "token";
  /** A sender's phone, stored as E.164. */
  phone?: boolean;
  required: boolean;
  /** The value's shape; the message when it does not fit (or is missing and required). */
  pattern: RegExp;
  message: string;
  /** Stored when the field is left blank. */
  fallback?: string;
}

const anyText = /^[\s\S]{1,400}$/;

export const MESSAGING_PROVIDER_FIELDS: Readonly<Record<string, readonly ProviderField[]>> = {
  sandbox: [],
  twilio: [
    { name: "accountSid", label: "Account SID", secret: "id", required: true, pattern: /^AC[0-9a-fA-F]{32}$/, message: MSG_TWILIO_ACCOUNT_SID },
    { name: "authToken", label: "Auth Token", secret: "token", required: true, pattern: anyText, message: MSG_TWILIO_AUTH_TOKEN },
    { name: "smsFrom", label: "Número que envía los SMS (opcional)", phone: true, required: false, pattern: anyText, message: MSG_SENDER_PHONE },
    { name: "whatsAppFrom", label: "Número que envía por WhatsApp (opcional)", phone: true, required: false, pattern: anyText, message: MSG_SENDER_PHONE },
  ],
  "whatsapp-cloud": [
    { name: "phoneNumberId", label: "Phone number ID", secret: "id", required: true, pattern: /^\d{5,30}$/, message: MSG_WHATSAPP_PHONE_NUMBER_ID },
    { name: "accessToken", label: "Access token", secret: "token", required: true, pattern: anyText, message: MSG_WHATSAPP_ACCESS_TOKEN },
    { name: "template", label: "Plantilla de autenticación aprobada", required: true, pattern: /^[a-z0-9_]{1,512}$/, message: MSG_WHATSAPP_TEMPLATE },
    { name: "language", label: "Idioma de la plantilla (opcional)", required: false, pattern: /^[a-z]{2,3}(_[A-Z]{2})?$/, message: MSG_WHATSAPP_LANGUAGE, fallback: "es" },
  ],
};

/**
 * The credentials of each card provider of the payments registry: the sandbox needs none. A real
 * adapter (MercadoPago, Transbank) adds its fields here beside its registry line.
 */
export const PAYMENT_PROVIDER_FIELDS: Readonly<Record<string, readonly ProviderField[]>> = {
  sandbox: [],
};

/** A field's label without its '(opcional)' (the history's lines). */
export function providerFieldLabel(name: string): string {
  const field = [...Object.values(MESSAGING_PROVIDER_FIELDS), ...Object.values(PAYMENT_PROVIDER_FIELDS)].flat().find((f) => f.name === name);
  return field ? field.label.replace(/ \(opcional\)$/, "") : name;
}

export const MESSAGING_PROVIDER_NAMES = Object.keys(MESSAGING_PROVIDER_FIELDS);

/** Every field name any provider uses (what the page's forms may send). */
const FIELD_NAMES = [...new Set([...Object.values(MESSAGING_PROVIDER_FIELDS), ...Object.values(PAYMENT_PROVIDER_FIELDS)].flat().map((f) => f.name))];

/** The raw form: the provider chosen and each field's text, bounded. */
export const providerFormFields = z.object({
  provider: z.string().max(40).optional(),
  ...Object.fromEntries(FIELD_NAMES.map((n) => [n, z.string().max(400).optional()])),
}) as z.ZodType<{ provider?: string } & Record<string, string | undefined>>;
export type ProviderFormFields = { provider?: string } & Record<string, string | undefined>;

/** A saved provider as the form needs it: its plain settings and which credentials are stored. */
export interface StoredProviderView {
  provider: string;
  settings: Record<string, string>;
  /** field → masked hint ('…1234'), '' when nothing of it may be shown. */
  hints: Record<string, string>;
}

export interface ProviderDraft {
  provider: string;
  settings: Record<string, string>;
  /** Credentials typed now; the ones left blank are in `kept`. */
  credentials: Record<string, string>;
  /** Stored credentials kept as they are (their field was blank). */
  kept: string[];
}

/** The last 4 characters of an account id; nothing for a token. */
export function maskedHint(field: ProviderField, value: string): string {
  return field.secret === "id" && value.length > 4 ? `…${value.slice(-4)}` : "";
}

/**
 * The draft of a save, or the Spanish message of each field. `stored`: what the branch has saved
 * now; its credentials are kept for a blank field only when the provider stays the same.
 */
export function parseProviderForm(
  f: ProviderFormFields,
  catalogue: Readonly<Record<string, readonly ProviderField[]>>,
  country: string,
  stored: StoredProviderView | null,
): { ok: true; draft: ProviderDraft } | { ok: false; errors: Record<string, string> } {
  const provider = (f.provider ?? "").trim();
  const fields = Object.hasOwn(catalogue, provider) ? catalogue[provider] : undefined;
  if (!fields) return { ok: false, errors: { provider: MSG_PROVIDER_CHOICE } };
  const same = stored?.provider === provider;
  const errors: Record<string, string> = {};
  const draft: ProviderDraft = { provider, settings: {}, credentials: {}, kept: [] };
  for (const field of fields) {
    const typed = (f[field.name] ?? "").trim();
    if (typed === "") {
      if (field.secret && same && Object.hasOwn(stored.hints, field.name)) draft.kept.push(field.name);
      else if (field.required) errors[field.name] = field.message;
      else if (field.fallback) draft.settings[field.name] = field.fallback;
      continue;
    }
    const value = field.phone ? normalizePhone(typed, country) : field.pattern.test(typed) ? typed : null;
    if (value === null) errors[field.name] = field.message;
    else if (field.secret) draft.credentials[field.name] = value;
    else draft.settings[field.name] = value;
  }
  if (provider === "twilio" && !errors.smsFrom && !errors.whatsAppFrom && !draft.settings.smsFrom && !draft.settings.whatsAppFrom) errors.whatsAppFrom = MSG_TWILIO_SENDER;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, draft };
}
