// Small pieces of the menu layout data (storefront.md §2 header 'Cambiar local',
// §2 Menu "loyalty/cashback banner", §4 mode change and the checkout draft).
// Server only; called by the layout loader/action (routes/menu.$alias.$mode/route.tsx).
import { programAppliesTo, myPointsTitle, type LoyaltyProgram } from "~/domain/checkout/loyalty";
import type { DinerSession } from "~/http/session.server";
import { countOpenContacts } from "~/data/tenants/storefront.server";
import { readCheckoutState, writeCheckoutState } from "~/views/checkout-form.server";
import type { ModeContext } from "~/http/storefront-context.server";

/**
 * 'Cambiar local' goes back to the branch list; a branch with a single location
 * would redirect straight back to it, so then the company page (docs/decisions.md#storefront-pages-menu-and-modals).
 */
export async function changeStoreHref(env: Env, ctx: Pick<ModeContext, "company" | "branch">, openContacts?: number): Promise<string> {
  const open = openContacts ?? (await countOpenContacts(env, ctx.company.id, ctx.branch.id));
  return open > 1 ? `/menu/${ctx.branch.alias}` : `/menu/${ctx.company.alias}`;
}

/** '5', '2,5': the cashback percentage with a decimal comma (§9 number format). */
const percent = (n: number) => String(Math.round(n * 10) / 10).replace(".", ",");

/**
 * §2 Menu "loyalty/cashback banner" (wording ours, docs/decisions.md#storefront-pages-menu-and-modals):
 * 'Acumula el 5% de tu compra en Puntos Sabores' + link 'Mis Puntos'. Only when
 * the programme is active and applies to this location.
 */
export function loyaltyBanner(
  program: LoyaltyProgram | null,
  branchContact: { id: number; alias: string },
): { text: string; linkText: string; href: string } | null {
  if (!programAppliesTo(program, branchContact.id)) return null;
  const text =
    program.orderPercentage > 0
      ? `Acumula el ${percent(program.orderPercentage)}% de tu compra en ${program.name}`
      : `Acumula ${program.name} con tus compras`;
  return { text, linkText: myPointsTitle(program), href: `/menu/${branchContact.alias}/mis-puntos` };
}

/**
 * §4: selecting another order mode clears the applied discount code and the chosen
 * payment of the checkout draft, so the checkout starts from the new mode's default
 * payment (checkout-page.server: no stored choice → first active payment type).
 * Returns true when the session changed.
 */
export function clearCheckoutForModeChange(session: DinerSession, alias: string): boolean {
  const state = readCheckoutState(session, alias);
  const hasChoice = Boolean(state.code || state.values?.code || state.values?.paymentTypeId || state.values?.paysWith);
  if (!hasChoice) return false;
  writeCheckoutState(session, {
    ...state,
    code: null,
    values: state.values ? { ...state.values, code: "", paymentTypeId: "", paysWith: "" } : state.values,
  });
  return true;
}
