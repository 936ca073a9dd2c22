// /admin/{companyAlias}/proveedores: per branch (?sucursal={alias}), which provider sends the
// sign-in codes and order messages (the sandbox, Twilio, WhatsApp Cloud) and which one charges the
// online card payments, with their credentials. Credentials are sealed at rest and never sent back
// to the browser: the page says 'Guardado' and at most the last 4 characters of an account id; a
// refused form comes back with its plain values only. Plain forms that post here and redirect back
// with ?hecho=…; the test message reports its outcome on the page.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { configuredProvider } from "~/data/messaging/registry.server";
import { paymentProviderNames } from "~/data/payments/registry.server";
import { branchOnlinePaymentTypes, readBranchProviders, removeBranchProvider, type StoredBranchProvider } from "~/data/providers/branch-providers.server";
import { formatPhoneInternational } from "~/domain/checkout/phone";
import {
  MESSAGING_PROVIDER_FIELDS,
  MSG_PROVIDER_CHOICE,
  MSG_PROVIDERS_CONFLICT,
  PAYMENT_PROVIDER_FIELDS,
  parseProviderForm,
  providerFormFields,
  providerLabel,
  type ProviderField,
  type ProviderKind,
} from "~/domain/shop/provider-settings-form";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";
import { saveProviderChoice, sendProviderTestMessage } from "~/services/providers/branch-provider-settings.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });
const MSG_UNREADABLE_FORM = "No pudimos leer el formulario. Vuelva a abrir la página e intente de nuevo.";

const NOTICES: Record<string, string> = {
  "mensajeria-guardada": "Guardado. Los próximos códigos y mensajes de esta sucursal salen por el proveedor elegido.",
  "mensajeria-quitada": "Quitado. Esta sucursal vuelve a la configuración del servidor o, si no hay, al sandbox (pruebas).",
  "pagos-guardados": "Guardado. Los pagos online con tarjeta de esta sucursal usan el proveedor elegido.",
};

/** A provider's fields as the page shows them: plain ones with their value, credentials with only whether they are saved. */
export interface ProviderFieldView {
  name: string;
  label: string;
  secret: boolean;
  saved: boolean;
  hint: string;
  value: string;
}

export interface ProviderChoiceView {
  name: string;
  label: string;
  fields: ProviderFieldView[];
}

function choices(catalogue: Readonly<Record<string, readonly ProviderField[]>>, names: readonly string[], stored: StoredBranchProvider | undefined): ProviderChoiceView[] {
  return names.map((name) => {
    const mine = stored?.provider === name ? stored : undefined;
    return {
      name,
      label: providerLabel(name),
      fields: (catalogue[name] ?? []).map((f) => ({
        name: f.name,
        label: f.label,
        secret: Boolean(f.secret),
        saved: Boolean(f.secret && mine && Object.hasOwn(mine.hints, f.name)),
        hint: f.secret && mine ? mine.hints[f.name] ?? "" : "",
        value: !f.secret && mine ? mine.settings[f.name] ?? "" : "",
      })),
    };
  });
}

function chosenBranch(access: BackOfficeAccess, url: URL) {
  const wanted = url.searchParams.get("sucursal");
  return access.branches.find((b) => b.alias === wanted) ?? access.branches[0] ?? null;
}

export async function providersLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const branch = chosenBranch(access, url);
  const nav = { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name };
  const notice = NOTICES[url.searchParams.get("hecho") ?? ""] ?? null;
  if (!branch) return data({ nav, notice, branches: [], branch: null, messaging: null, payments: null }, { headers: NO_STORE });
  const [stored, onlineTypes] = await Promise.all([readBranchProviders(env, access.company.id, branch.id), branchOnlinePaymentTypes(env, access.company.id, branch.id)]);
  const configured = configuredProvider(env, branch.id)?.provider;
  const inUse = stored.messaging
    ? `${providerLabel(stored.messaging.provider)}, elegido en esta página.`
    : configured
      ? `${providerLabel(configured)}, de la configuración del servidor (MESSAGING_PROVIDERS).`
      : "Sandbox (pruebas): los mensajes se guardan y no llegan a ningún teléfono.";
  const paymentNames = paymentProviderNames();
  const paymentInUse = stored.payments?.provider ?? onlineTypes.find((t) => t.providerName && paymentNames.includes(t.providerName))?.providerName ?? paymentNames[0] ?? "";
  return data(
    {
      nav,
      notice,
      branches: access.branches.map((b) => ({ alias: b.alias, name: b.name })),
      branch: { id: branch.id, alias: branch.alias, name: branch.name },
      messaging: {
        provider: stored.messaging?.provider ?? "sandbox",
        saved: Boolean(stored.messaging),
        version: stored.messaging?.version ?? 0,
        inUse,
        ownerPhone: formatPhoneInternational(access.person.phone),
        choices: choices(MESSAGING_PROVIDER_FIELDS, Object.keys(MESSAGING_PROVIDER_FIELDS), stored.messaging),
      },
      payments: {
        provider: paymentInUse,
        version: stored.payments?.version ?? 0,
        onlineTypes: onlineTypes.map((t) => `${t.showName} (${t.location})`),
        choices: choices(PAYMENT_PROVIDER_FIELDS, paymentNames, stored.payments),
      },
    },
    { headers: NO_STORE },
  );
}

const intent = z.object({
  intent: z.enum(["guardar-mensajeria", "quitar-mensajeria", "probar-mensajeria", "guardar-pagos"]),
  branchId: z.string().regex(/^\d{1,9}$/).transform(Number),
  version: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
});

export type ProvidersActionData = {
  form: "mensajeria" | "pagos" | "prueba";
  errors: Record<string, string>;
  /** The provider chosen and the plain fields as typed: never a credential. */
  values: Record<string, string>;
  message: string | null;
  ok?: boolean;
};

export async function providersAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const formData = await request.formData();
  const form = Object.fromEntries([...formData.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const kind: ProviderKind = form.intent === "guardar-pagos" ? "payments" : "messaging";
  const catalogue = kind === "messaging" ? MESSAGING_PROVIDER_FIELDS : PAYMENT_PROVIDER_FIELDS;
  const secretNames = new Set(Object.values(catalogue).flat().filter((f) => f.secret).map((f) => f.name));
  const values = Object.fromEntries(Object.entries(form).filter(([k]) => !secretNames.has(k)).map(([k, v]) => [k, v.slice(0, 200)]));
  const which: ProvidersActionData["form"] = form.intent === "probar-mensajeria" ? "prueba" : kind === "messaging" ? "mensajeria" : "pagos";
  const fail = (status: number, errors: Record<string, string>, message: string | null) => data<ProvidersActionData>({ form: which, errors, values, message }, { status, headers: NO_STORE });
  const what = intent.safeParse(form);
  if (!what.success) return fail(400, {}, MSG_UNREADABLE_FORM);
  const branch = access.branches.find((b) => b.id === what.data.branchId);
  if (!branch) throw notFound();
  const back = (done: string) => redirect(`/admin/${access.company.alias}/proveedores?sucursal=${encodeURIComponent(branch.alias)}&hecho=${done}`, { headers: NO_STORE });
  const place = { companyId: access.company.id, branchId: branch.id, kind };

  if (what.data.intent === "probar-mensajeria") {
    const outcome = await sendProviderTestMessage(env, { companyId: access.company.id, companyName: access.company.name, branchId: branch.id, to: access.person.phone });
    return data<ProvidersActionData>({ form: "prueba", errors: {}, values: {}, message: outcome.message, ok: outcome.ok }, { status: outcome.ok ? 200 : 422, headers: NO_STORE });
  }

  const version = what.data.version;
  if (version === undefined) return fail(400, {}, MSG_UNREADABLE_FORM);
  const stored = (await readBranchProviders(env, access.company.id, branch.id))[kind] ?? null;
  if ((stored?.version ?? 0) !== version) return fail(409, {}, MSG_PROVIDERS_CONFLICT);
  const who = menuEditor(env, access);

  if (what.data.intent === "quitar-mensajeria") {
    if (!stored) return fail(409, {}, MSG_PROVIDERS_CONFLICT);
    if ((await removeBranchProvider(env, who, place, stored, version)) === "conflict") return fail(409, {}, MSG_PROVIDERS_CONFLICT);
    return back("mensajeria-quitada");
  }

  const fields = providerFormFields.safeParse(form);
  if (!fields.success) return fail(400, {}, "Revise los datos del formulario: hay campos demasiado largos.");
  if (kind === "payments" && !paymentProviderNames().includes(fields.data.provider ?? "")) return fail(400, { provider: MSG_PROVIDER_CHOICE }, "Revise los campos marcados.");
  const parsed = parseProviderForm(fields.data, catalogue, branch.country, stored);
  if (!parsed.ok) return fail(400, parsed.errors, "Revise los campos marcados.");
  const saved = await saveProviderChoice(env, who, place, catalogue[parsed.draft.provider] ?? [], stored, version, parsed.draft);
  if (!saved.ok) return "conflict" in saved ? fail(409, {}, MSG_PROVIDERS_CONFLICT) : fail(400, saved.errors, "Revise los campos marcados.");
  return back(kind === "messaging" ? "mensajeria-guardada" : "pagos-guardados");
}
