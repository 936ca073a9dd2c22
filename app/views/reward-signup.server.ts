// Loyalty reward sign-up page and side-menu entry (storefront.md §2 Modals
// "loyalty reward sign-up"; §4 'Reward modal shows when programme and reward are
// active and the reward has no branch contact', 'Reward is credited once only';
// §5 "Loyalty sign-up"; §8 loyalty claim failure, shown as toast). The claim is
// the JSON call's own code (http/reward-claim.server.ts claimRewardFromInput).
import { programAppliesTo, type LoyaltyProgram } from "~/domain/checkout/loyalty";
import { loadLoyaltyProgram } from "~/data/orders/pricing-inputs.server";
import { findSignUpReward, hasClaimedReward, type LoyaltyRewardRow } from "~/data/customers/loyalty.server";
import { claimRewardFromInput } from "~/services/loyalty/reward-claim.server";
import type { ClaimOutcome } from "~/domain/checkout/reward-claim";
import type { BranchContactContext } from "~/http/storefront-context.server";

export interface SignUpReward {
  id: number;
  name: string;
  amount: number;
  pointsName: string;
  programName: string;
  /** The page (no JavaScript); the side menu opens it as a modal with JavaScript. */
  href: string;
}

type Ctx = Pick<BranchContactContext, "company" | "branch" | "branchContact" | "session">;

/** Path of the sign-up page of a local. */
export const rewardPath = (alias: string) => `/menu/${alias}/premio`;

/**
 * The reward a diner of this local can sign up for, or null: active, no branch
 * contact, of this branch (or company-wide), programme active for the local, and
 * not already claimed by the signed-in diner. §8 silent failure: errors → null.
 */

export async function signUpRewardFor(
  env: Env,
  ctx: Ctx,
  opts: { includeClaimed?: boolean } = {},
  preloaded?: { program: LoyaltyProgram | null; reward: LoyaltyRewardRow | null },
): Promise<SignUpReward | null> {
  try {
    const s = { companyId: ctx.company.id, branchId: ctx.branch.id };
    const [program, reward] = preloaded
      ? [preloaded.program, preloaded.reward]
      : await Promise.all([
          loadLoyaltyProgram(env, s),
          findSignUpReward(env, s.companyId, s.branchId),
        ]);
    if (!reward || !programAppliesTo(program, ctx.branchContact.id)) return null;
    const phone = ctx.session.get("customerPhone");
    if (phone && !opts.includeClaimed) {
      if (await hasClaimedReward(env, s.companyId, reward.id, phone)) return null;
    }
    return {
      id: reward.id,
      name: reward.name,
      amount: reward.amount,
      pointsName: program.pointsName,
      programName: program.name,
      href: rewardPath(ctx.branchContact.alias),
    };
  } catch (error) {
    console.warn("reward sign-up unavailable", error instanceof Error ? error.message : error);
    return null;
  }
}

/** Ours: the spec has no success text (docs/decisions.md#account-sign-in-survey). */
export const rewardSuccessMessage = (amount: number, pointsName: string) =>
  `¡Listo! Sumaste ${amount.toLocaleString("es-AR")} ${pointsName} de bienvenida.`;

export interface RewardFormValues {
  name: string;
  phone: string;
  email: string;
}

export function claimFromForm(env: Env, ctx: Ctx, reward: SignUpReward, form: FormData, country: string): Promise<ClaimOutcome> {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  return claimRewardFromInput(env, {
    name: str("name"),
    phone: str("phone"),
    email: str("email"),
    country,
    branchId: ctx.branch.id,
    branchContactId: ctx.branchContact.id,
    loyaltyRewardId: reward.id,
    acquisitionChannel: "STOREFRONT",
    pathRewardId: String(reward.id),
    companyId: ctx.company.id,
    verifiedPhone: ctx.session.get("customerPhone") ?? null,
  });
}
