// The side menu's customer part of the menu layout (storefront.md §2 Side menu:
// greeting with the customer's name, 'Mis {loyalty program name}' only when the
// programme is active and the customer logged in) and the login/logout/orders
// intents of the layout action (§5 Phone, §6, §8 toasts).
import { myBenefitLabel, myPointsTitle, programAppliesTo, type LoyaltyProgram } from "~/domain/checkout/loyalty";
import { loginCountry, sessionCustomer, signOut, MSG_SIGN_IN_FIRST } from "~/http/customer-session.server";
import { cancelPendingSignIn, pendingSignIn, sendSignInCode, verifySignInCode, type PendingSignInView } from "~/services/sign-in/sign-in.server";
import { flashToast } from "~/http/flash.server";
import { getLoyaltyProgramSilently } from "~/data/customers/loyalty.server";
import type { BranchContactContext } from "~/http/storefront-context.server";

export interface LayoutCustomer {
  loggedIn: boolean;
  /** Greeting name, or null ('¡Hola!'). */
  name: string | null;
  /** Side-menu button 'Mis {loyalty program name}' ('Mis Puntos Sabores') when the programme applies here and the diner is logged in; else null. */
  loyaltyTitle: string | null;
  /** Title of the points modal, 'Mis {points name}' ('Mis Puntos'); null like loyaltyTitle. */
  pointsTitle: string | null;
  /** Initial country of the sign-in select. */
  loginCountry: string;
  /** The sign-in waiting for its code (second step of the form), or null. */
  signInPending: PendingSignInView | null;
}

export async function layoutCustomer(
  env: Pick<Env, "DB">,
  ctx: BranchContactContext,
  /** The programme when the caller already loaded it (menu layout: the loyalty banner). */
  preloaded?: LoyaltyProgram | null,
): Promise<LayoutCustomer> {
  const customer = sessionCustomer(ctx.session);
  const country = loginCountry(ctx.session, ctx.branchContact.address.country ?? ctx.country.code);
  if (!customer) return { loggedIn: false, name: null, loyaltyTitle: null, pointsTitle: null, loginCountry: country, signInPending: pendingSignIn(ctx.session, ctx.company.id) };
  const program = preloaded !== undefined ? preloaded : await getLoyaltyProgramSilently(env, ctx.company.id, ctx.branch.id);
  const applies = programAppliesTo(program, ctx.branchContact.id);
  return {
    loggedIn: true,
    name: customer.name ? customer.name.split(/\s+/)[0] : null,
    loyaltyTitle: applies ? myBenefitLabel(program) : null,
    pointsTitle: applies ? myPointsTitle(program) : null,
    loginCountry: country,
    signInPending: null,
  };
}

export interface AccountLoginReply {
  step: "phone" | "code";
  phone: string;
  country: string;
  error: string;
}

export type AccountIntentResult = { redirect: string } | { login: AccountLoginReply; status: 400 | 429 };

export const ACCOUNT_INTENTS = ["login", "login-code", "login-restart", "logout", "my-orders", "my-points"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** `back` with `login=1`: the page opens the sign-in form again (its code step) without JavaScript. */
function withLoginFlag(back: string): string {
  const url = new URL(back, "http://x");
  url.searchParams.set("login", "1");
  return url.pathname + url.search;
}

/** The account intents posted to a page's action; the caller commits the session. */
export async function runAccountIntent(
  env: Env,
  request: Request,
  ctx: BranchContactContext,
  intent: AccountIntent,
  form: { phone?: string; country?: string; channel?: string; code?: string; back: string },
): Promise<AccountIntentResult> {
  const alias = ctx.branchContact.alias;
  const signInCtx = { request, session: ctx.session, company: ctx.company, branch: ctx.branch, now: ctx.now };
  switch (intent) {
    case "login": {
      // §5 sign-in, step 1: the phone → a one-time code by WhatsApp or SMS (http/sign-in.server.ts).
      const result = await sendSignInCode(env, signInCtx, { phone: form.phone ?? "", country: form.country ?? "", channel: form.channel });
      if (!result.ok) return { login: { step: result.step, phone: result.phone, country: result.country, error: result.error }, status: result.status };
      return { redirect: withLoginFlag(form.back) };
    }
    case "login-code": {
      // Step 2: the code → the session holds the verified phone; §8 toasts.
      const result = await verifySignInCode(env, signInCtx, { code: form.code ?? "" });
      if (!result.ok) {
        // A void code goes back to step 1 through the page (its toast says 'Error iniciando sesión').
        if (result.step === "phone") return { redirect: withLoginFlag(form.back) };
        return { login: { step: result.step, phone: result.phone, country: result.country, error: result.error }, status: result.status };
      }
      return { redirect: form.back };
    }
    case "login-restart":
      cancelPendingSignIn(ctx.session);
      return { redirect: withLoginFlag(form.back) };
    case "logout":
      signOut(ctx.session);
      return { redirect: form.back };
    case "my-orders":
    case "my-points": {
      // §6: unauthenticated use gives 'Inicie sesión'.
      if (!sessionCustomer(ctx.session)) {
        flashToast(ctx.session, MSG_SIGN_IN_FIRST);
        return { redirect: form.back };
      }
      const page = intent === "my-orders" ? "mis-pedidos" : "mis-puntos";
      return { redirect: `/menu/${alias}/${page}?back=${encodeURIComponent(form.back)}` };
    }
  }
}
