// /consola: the shop's people sign in with their phone and a one-time code (the diners' code
// machinery, purpose 'console', the platform's messaging provider), then choose a location.
//
// The phone and code steps are app/services/sign-in/shop-sign-in.server.ts (shared with /alta).
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { listShopLocations, shopPeopleByPhone, type ShopLocation } from "~/data/shop/shop-people.server";
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, normalizePhone } from "~/domain/checkout/phone";
import { roleMay, SHOP_ROLE_LABEL, worksAt } from "~/domain/shop/shop-roles";
import { MSG_INVALID_PHONE } from "~/http/customer-session.server";
import { CONSOLE_SIGN_IN_PATH, endShopSession, shopSignedIn } from "~/http/shop-auth.server";
import { askShopCode, codeStepFields, phoneStepFields, typedPhone, verifyShopCode, type PhoneStepData } from "~/services/sign-in/shop-sign-in.server";

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

export type ConsoleActionData = PhoneStepData;

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

const consoleForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("phone"), ...phoneStepFields }),
  z.object({ intent: z.literal("code"), ...codeStepFields, volver: z.string().max(300).optional() }),
  z.object({ intent: z.literal("logout") }),
]);

export async function consoleSignInAction(env: Env, request: Request) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: consoleForm });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    const step = form.get("intent") === "code" ? "code" : "phone";
    return data<ConsoleActionData>({ step, ...typedPhone(form), error: first ?? MSG_INVALID_PHONE }, { status: 400 });
  }
  const input = submission.value;
  if (input.intent === "logout") {
    throw redirect(CONSOLE_SIGN_IN_PATH, { headers: { "Set-Cookie": await endShopSession(env, request) } });
  }
  if (input.intent === "phone") {
    const people = await shopPeopleByPhone(env, normalizePhone(input.phone, isPhoneCountry(input.country) ? input.country : DEFAULT_PHONE_COUNTRY) ?? "");
    const companies = people.length > 0 ? await listShopLocations(env, [people[0].companyId]) : [];
    const senderName = `la consola de ${people.length === 1 ? (companies[0]?.companyName ?? "su negocio") : "sus negocios"}`;
    return askShopCode(env, request, input, { anyPhone: false, senderName });
  }
  return verifyShopCode(env, request, input, { mustBeShopPerson: true, to: safeReturnPath(input.volver) ?? CONSOLE_SIGN_IN_PATH });
}
