// The side menu's customer part of the menu layout (storefront.md §2 Side menu:
// greeting with the customer's name, 'Mis {loyalty program name}' only when the
// programme is active and the customer logged in) and the login/logout/orders
// intents of the layout action (§5 Phone, §6, §8 toasts).
import { myBenefitLabel, myPointsTitle, programAppliesTo, type LoyaltyProgram } from "~/domain/checkout/loyalty";
import { loginCountry, sessionCustomer, signIn, signOut, MSG_SIGN_IN_FIRST } from "./customer-session.server";
import { flashToast } from "./flash.server";
import { getLoyaltyProgramSilently } from "~/data/customers/loyalty.server";
import type { BranchContactContext } from "./storefront-context.server";

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
}

export async function layoutCustomer(
  env: Pick<Env, "DB">,
  ctx: BranchContactContext,
  /** The programme when the caller already loaded it (menu layout: the loyalty banner). */
  preloaded?: LoyaltyProgram | null,
): Promise<LayoutCustomer> {
  const customer = sessionCustomer(ctx.session);
  const country = loginCountry(ctx.session, ctx.branchContact.address.country ?? ctx.country.code);
  if (!customer) return { loggedIn: false, name: null, loyaltyTitle: null, pointsTitle: null, loginCountry: country };
  const program = preloaded !== undefined ? preloaded : await getLoyaltyProgramSilently(env, ctx.company.id, ctx.branch.id);
  const applies = programAppliesTo(program, ctx.branchContact.id);
  return {
    loggedIn: true,
    name: customer.name ? customer.name.split(/\s+/)[0] : null,
    loyaltyTitle: applies ? myBenefitLabel(program) : null,
    pointsTitle: applies ? myPointsTitle(program) : null,
    loginCountry: country,
  };
}

export type AccountIntentResult = { redirect: string } | { login: { phone: string; country: string; error: string } };

/** The account intents posted to a page's action; the caller commits the session. */
export async function runAccountIntent(
  env: Pick<Env, "DB">,
  ctx: BranchContactContext,
  intent: "login" | "logout" | "my-orders" | "my-points",
  form: { phone?: string; country?: string; back: string },
): Promise<AccountIntentResult> {
  const alias = ctx.branchContact.alias;
  switch (intent) {
    case "login": {
      const result = await signIn(env, ctx.session, ctx.company.id, { phone: form.phone ?? "", country: form.country ?? "" });
      if (!result.ok) return { login: { phone: result.phone, country: result.country, error: result.error } };
      return { redirect: form.back };
    }
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
