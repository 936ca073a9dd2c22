// Loyalty reward sign-up, the use case (storefront.md §5 "Loyalty sign-up", §7 POST
// /api/diner/customer/{formattedPhone}/loyalty-reward/{loyaltyRewardId}, §8 loyalty claim
// failure): the reward read and checked (domain/checkout/reward-claim.ts), then credited once
// (data/customers/loyalty.server.ts claimLoyaltyReward). Shared by the JSON call and the
// sign-up page (reward-signup.server.ts).
import {
  checkClaim,
  claimFailure,
  MSG_REWARD_NOT_FOUND,
  rewardClaimable,
  rewardIdOf,
  type ClaimInput,
  type ClaimOutcome,
} from "~/domain/checkout/reward-claim";
import { claimLoyaltyReward, getLoyaltyProgram, getLoyaltyReward, type LoyaltyReward } from "~/data/customers/loyalty.server";
import { getBranchById, getCompanyBranchContactId } from "~/data/tenants/storefront.server";

/** §4: the reward by id when it can be claimed now, else null. */
async function claimableReward(env: Pick<Env, "DB">, rewardId: number): Promise<LoyaltyReward | null> {
  const reward = await getLoyaltyReward(env, rewardId);
  if (!reward) return null;
  const program = reward.branchId != null ? await getLoyaltyProgram(env, reward.companyId, reward.branchId) : null;
  return rewardClaimable(reward, program?.active === true) ? reward : null;
}

export async function claimRewardFromInput(
  env: Pick<Env, "DB">,
  input: ClaimInput & { pathPhone?: string; pathRewardId: string; companyId?: number; /** The caller's verified phone (E.164) or null. */ verifiedPhone: string | null },
): Promise<ClaimOutcome> {
  const rewardId = rewardIdOf(input.pathRewardId);
  const reward = rewardId == null ? null : await claimableReward(env, rewardId);
  // Another tenant's reward through this tenant's page → 404, never a claim.
  if (!reward || (input.companyId !== undefined && reward.companyId !== input.companyId)) {
    return { ok: false, status: 404, message: MSG_REWARD_NOT_FOUND };
  }
  const claim = checkClaim(input, reward.id);
  if (!claim.ok) return claim;
  let branchId: number | null = reward.branchId;
  if (input.branchId && /^\d+$/.test(String(input.branchId))) {
    const branch = await getBranchById(env, Number(input.branchId), reward.companyId);
    if (branch) branchId = branch.id;
  }
  // A location of another company (or an unknown one) is never stored.
  const branchContactId = /^\d{1,15}$/.test(String(input.branchContactId ?? ""))
    ? await getCompanyBranchContactId(env, Number(input.branchContactId), reward.companyId)
    : null;
  const result = await claimLoyaltyReward(env, reward, {
    name: claim.name, phoneE164: claim.phone, email: claim.email, branchId, branchContactId, acquisitionChannel: claim.acquisitionChannel,
  });
  if (!result.ok) return claimFailure(result.reason);
  return {
    ok: true,
    data: {
      id: reward.id, active: reward.active, name: reward.name, amount: result.amount,
      branchId: reward.branchId, branchContactId: reward.branchContactId,
      balance: result.balance, phone: claim.phone, credited: true,
    },
  };
}
