// /alta: a person proves their phone (the shop's one-time code), then names the business, picks
// its alias, country, first location, order modes, hours and WhatsApp; the storefront is then live.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { listShopLocations } from "~/data/shop/shop-people.server";
import { DEFAULT_PHONE_COUNTRY, formatPhoneInternational } from "~/domain/checkout/phone";
import { signUpSchema, type SignUpInput } from "~/domain/tenants/sign-up";
import { MSG_INVALID_PHONE } from "~/http/customer-session.server";
import { shopSignedIn } from "~/http/shop-auth.server";
import { askShopCode, codeStepFields, phoneStepFields, typedPhone, verifyShopCode, type PhoneStepData } from "~/services/sign-in/shop-sign-in.server";
import { signUpBusiness } from "~/services/tenants/sign-up.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export type SignUpView =
  | { step: "phone"; country: string }
  | { step: "business"; phoneDisplay: string; country: string }
  | { step: "done"; businessName: string; alias: string; locationAlias: string };

export type SignUpFieldErrors = Partial<Record<keyof SignUpInput | "form", string>>;
export type SignUpActionData = PhoneStepData | { step: "business"; values: Record<string, string | string[]>; errors: SignUpFieldErrors };

export async function signUpLoader(env: Env, request: Request) {
  const signedIn = await shopSignedIn(request, env);
  if (!signedIn) return data<SignUpView>({ step: "phone", country: DEFAULT_PHONE_COUNTRY }, { headers: NO_STORE });
  const done = new URL(request.url).searchParams.get("listo");
  if (done) {
    // Only the business this phone owns is shown as done.
    const owned = signedIn.people.filter((p) => p.role === "owner");
    const locations = await listShopLocations(env, owned.map((p) => p.companyId));
    const mine = locations.find((l) => l.companyAlias === done);
    if (mine) return data<SignUpView>({ step: "done", businessName: mine.companyName, alias: mine.companyAlias, locationAlias: mine.alias }, { headers: NO_STORE });
  }
  return data<SignUpView>({ step: "business", phoneDisplay: formatPhoneInternational(signedIn.phone), country: DEFAULT_PHONE_COUNTRY }, { headers: NO_STORE });
}

const stepForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("phone"), ...phoneStepFields }),
  z.object({ intent: z.literal("code"), ...codeStepFields }),
]);

/** Every value of the business form as typed (repeated fields as lists), for the form that comes back. */
function typedValues(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of ["ownerName", "businessName", "alias", "country", "street", "number", "city", "lat", "lng", "opensAt", "closesAt", "whatsapp"]) {
    out[key] = String(form.get(key) ?? "").slice(0, 120);
  }
  out.modes = form.getAll("modes").map((v) => String(v).slice(0, 20)).slice(0, 4);
  out.days = form.getAll("days").map((v) => String(v).slice(0, 2)).slice(0, 7);
  return out;
}

export async function signUpAction(env: Env, request: Request) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "phone" || intent === "code") {
    const submission = parseWithZod(form, { schema: stepForm });
    if (submission.status !== "success") {
      const first = Object.values(submission.error ?? {}).flat().find(Boolean);
      return data<SignUpActionData>({ step: intent === "code" ? "code" : "phone", ...typedPhone(form), error: first ?? MSG_INVALID_PHONE }, { status: 400 });
    }
    const input = submission.value;
    if (input.intent === "phone") return askShopCode(env, request, input, { anyPhone: true, senderName: "el alta de su negocio" });
    return verifyShopCode(env, request, input, { mustBeShopPerson: false, to: "/alta" });
  }

  const signedIn = await shopSignedIn(request, env);
  if (!signedIn) throw redirect("/alta");
  const values = typedValues(form);
  const submission = parseWithZod(form, { schema: signUpSchema });
  if (submission.status !== "success") {
    const errors: SignUpFieldErrors = {};
    for (const [key, messages] of Object.entries(submission.error ?? {})) {
      const field = key.replace(/\[\d+\]$/, "") as keyof SignUpFieldErrors;
      if (messages?.[0] && !errors[field]) errors[field] = messages[0];
    }
    if (Object.keys(errors).length === 0) errors.form = "Revise los datos del formulario.";
    return data<SignUpActionData>({ step: "business", values, errors }, { status: 400, headers: NO_STORE });
  }
  const result = await signUpBusiness(env, request, signedIn.phone, submission.value);
  if (!result.ok) return data<SignUpActionData>({ step: "business", values, errors: result.fieldErrors }, { status: result.status, headers: NO_STORE });
  throw redirect(`/alta?listo=${encodeURIComponent(result.alias)}`);
}
