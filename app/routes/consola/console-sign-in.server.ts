// /consola: the shop's people sign in with their phone and a one-time code (the diners' code
// machinery, purpose 'console', the platform's messaging provider), then choose a location.
//
// The phone step answers the same whether the phone belongs to someone or not (a code is only
// sent to a phone of the shop's people), so the page never tells a stranger who works where.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { now } from "~/data/clock.server";
import type { MessagingProvider } from "~/data/messaging/provider.server";
import { messagingProviderFor } from "~/data/messaging/registry.server";
import { listShopLocations, shopPeopleByPhone, type ShopLocation } from "~/data/shop/shop-people.server";
import { DEFAULT_PHONE_COUNTRY, formatPhoneInternational, isPhoneCountry, normalizePhone } from "~/domain/checkout/phone";
import { codeSentNotice } from "~/domain/identity/sign-in-code";
import { roleMay, SHOP_ROLE_LABEL, worksAt } from "~/domain/shop/shop-roles";
import { MSG_INVALID_PHONE } from "~/http/customer-session.server";
import { CONSOLE_SIGN_IN_PATH, endShopSession, shopSignedIn, startShopSession } from "~/http/shop-auth.server";
import { checkSignInCode, codeCheckMessage, sendOneTimeCode } from "~/http/sign-in.server";

/** What a code for a phone of nobody is handed to: nothing leaves the platform. */
const NOBODY: MessagingProvider = { name: "nobody", channels: ["whatsapp", "sms"], send: async () => ({ ok: true }) };

/** The console's codes belong to the platform, not to one business (a phone may run several). */
const PLATFORM = { id: 0, name: "" } as const;

export interface ConsoleBusiness {
  companyName: string;
  personName: string;
  roleLabel: string;
  locations: Pick<ShopLocation, "alias" | "name">[];
  /** The back office's menu (/admin/{companyAlias}/carta) for an owner, else null. */
  backOfficePath: string | null;
}

export type ConsoleSignInView =
  | { step: "phone"; phone: string; country: string; volver: string | null }
  | { step: "signedIn"; businesses: ConsoleBusiness[] };

export type ConsoleActionData = {
  step: "phone" | "code";
  phone: string;
  country: string;
  notice?: string;
  error?: string;
};

/** Only a console or back-office path comes back after signing in (never another site, never the API). */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !(raw.startsWith("/consola/") || raw.startsWith("/admin/")) || raw.startsWith("//") || raw.includes("\\")) return null;
  return raw.length <= 300 ? raw : null;
}

const backOfficeMenuPath = (companyAlias: string | undefined) => (companyAlias ? `/admin/${companyAlias}/carta` : null);

export async function consoleSignInLoader(env: Env, request: Request) {
  const url = new URL(request.url);
  const signedIn = await shopSignedIn(request, env);
  if (!signedIn || signedIn.people.length === 0) {
    const view: ConsoleSignInView = { step: "phone", phone: "", country: DEFAULT_PHONE_COUNTRY, volver: safeReturnPath(url.searchParams.get("volver")) };
    return data(view, { headers: { "Cache-Control": "private, no-store" } });
  }
  const locations = await listShopLocations(env, signedIn.people.map((p) => p.companyId));
  const businesses: ConsoleBusiness[] = signedIn.people.map((person) => {
    const open = locations.filter((l) => l.companyId === person.companyId && worksAt(person, l.branchContactId));
    return {
      companyName: open[0]?.companyName ?? locations.find((l) => l.companyId === person.companyId)?.companyName ?? "",
      personName: person.name,
      roleLabel: person.roleTitle ?? SHOP_ROLE_LABEL[person.role],
      locations: open.map((l) => ({ alias: l.alias, name: l.name })),
      backOfficePath: roleMay(person.role, "backOffice") ? backOfficeMenuPath(locations.find((l) => l.companyId === person.companyId)?.companyAlias) : null,
    };
  });
  const all = businesses.flatMap((b) => b.locations);
  // One location only (a kitchen's tablet): straight to its board.
  if (all.length === 1) throw redirect(`/consola/${all[0].alias}`);
  const view: ConsoleSignInView = { step: "signedIn", businesses };
  return data(view, { headers: { "Cache-Control": "private, no-store" } });
}

const phoneStep = z.object({
  intent: z.literal("phone"),
  phone: z.string({ required_error: MSG_INVALID_PHONE }).trim().min(1, MSG_INVALID_PHONE).max(40, MSG_INVALID_PHONE),
  country: z.string().max(4).optional(),
});
const codeStep = z.object({
  intent: z.literal("code"),
  phone: z.string({ required_error: MSG_INVALID_PHONE }).max(40, MSG_INVALID_PHONE),
  country: z.string().max(4).optional(),
  code: z.string({ required_error: "Ingrese el código de 6 dígitos que le enviamos" }).max(20, "Ingrese el código de 6 dígitos que le enviamos"),
  volver: z.string().max(300).optional(),
});
const signOut = z.object({ intent: z.literal("logout") });
const consoleForm = z.discriminatedUnion("intent", [phoneStep, codeStep, signOut]);

export async function consoleSignInAction(env: Env, request: Request) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: consoleForm });
  const raw = { phone: String(form.get("phone") ?? "").slice(0, 40), country: String(form.get("country") ?? DEFAULT_PHONE_COUNTRY).slice(0, 4) };
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    const step = form.get("intent") === "code" ? "code" : "phone";
    return data<ConsoleActionData>({ step, ...raw, error: first ?? MSG_INVALID_PHONE }, { status: 400 });
  }
  const input = submission.value;
  if (input.intent === "logout") {
    throw redirect(CONSOLE_SIGN_IN_PATH, { headers: { "Set-Cookie": await endShopSession(env, request) } });
  }
  const country = isPhoneCountry(input.country) ? input.country : DEFAULT_PHONE_COUNTRY;
  const phone = normalizePhone(input.phone, country);
  if (!phone) return data<ConsoleActionData>({ step: "phone", ...raw, error: MSG_INVALID_PHONE }, { status: 400 });

  if (input.intent === "phone") {
    const people = await shopPeopleByPhone(env, phone);
    const notice = codeSentNotice("whatsapp", formatPhoneInternational(phone));
    const locations = people.length > 0 ? await listShopLocations(env, [people[0].companyId]) : [];
    // Nobody's phone goes through the same steps (limits, a stored code) but nothing is sent:
    // the answers and the code step behave alike, so the page tells no stranger who works where.
    const sent = await sendOneTimeCode(env, {
      request,
      now: now(env),
      owner: { companyId: PLATFORM.id, purpose: "console", phone },
      channel: "whatsapp",
      provider: people.length > 0 ? messagingProviderFor(env, 0) : NOBODY,
      senderName: `la consola de ${people.length === 1 ? (locations[0]?.companyName ?? "su negocio") : "sus negocios"}`,
    });
    if (!sent.ok) {
      const headers: HeadersInit = sent.retryAfterSeconds ? { "Retry-After": String(sent.retryAfterSeconds) } : {};
      return data<ConsoleActionData>({ step: "phone", ...raw, error: sent.error }, { status: sent.status === 429 ? 429 : 503, headers });
    }
    return data<ConsoleActionData>({ step: "code", phone: input.phone, country, notice });
  }

  const check = await checkSignInCode(env, { request, company: PLATFORM, now: now(env), purpose: "console" }, phone, input.code);
  if (check.kind !== "ok") {
    const status = check.kind === "limited" ? 429 : 400;
    const headers: HeadersInit = status === 429 ? { "Retry-After": "900" } : {};
    // A void code sends the person back to ask for a new one; a wrong one keeps the code step.
    const step = check.kind === "void" ? "phone" : "code";
    return data<ConsoleActionData>({ step, phone: input.phone, country, error: codeCheckMessage(check) }, { status, headers });
  }
  const people = await shopPeopleByPhone(env, phone);
  if (people.length === 0) return data<ConsoleActionData>({ step: "phone", phone: input.phone, country, error: codeCheckMessage({ kind: "void" }) }, { status: 400 });
  const cookie = await startShopSession(env, request, phone);
  throw redirect(safeReturnPath(input.volver) ?? CONSOLE_SIGN_IN_PATH, { headers: { "Set-Cookie": cookie } });
}
