// storefront.md §5 "Loyalty sign-up" (all three fields, then the phone), §4 'Reward modal shows
// when programme and reward are active and the reward has no branch contact', §8 'already exists';
// only the verified owner of the phone signs it up.
import { describe, expect, it } from "vitest";
import {
  checkClaim,
  claimFailure,
  MSG_BAD_EMAIL,
  MSG_CHANNEL_TOO_LONG,
  MSG_PHONE_MISMATCH,
  MSG_REWARD_MISMATCH,
  MSG_REWARD_SIGN_IN,
  MSG_SIGNUP_BAD_PHONE,
  MSG_SIGNUP_INCOMPLETE,
  rewardClaimable,
  rewardIdOf,
} from "~/domain/checkout/reward-claim";

const PHONE = "+5491155550101";
const claim = { name: "Ana", phone: "11 5555-0101", email: "ana@example.com", verifiedPhone: PHONE };
const message = (r: ReturnType<typeof checkClaim>) => (r.ok ? null : r.message);

describe("reward claim rules", () => {
  it("§4 claimable: active, no branch contact, its branch's programme active", () => {
    const reward = { active: true, branchContactId: null, branchId: 11 };
    expect(rewardClaimable(reward, true)).toBe(true);
    expect(rewardClaimable(reward, false)).toBe(false);
    expect(rewardClaimable({ ...reward, branchId: null }, false)).toBe(true);
    expect(rewardClaimable({ ...reward, active: false }, true)).toBe(false);
    expect(rewardClaimable({ ...reward, branchContactId: 5 }, true)).toBe(false);
    expect(rewardClaimable(null, true)).toBe(false);
  });

  it("a valid claim: the phone in E.164, the name cut to 120 characters, the channel trimmed", () => {
    expect(checkClaim({ ...claim, name: "x".repeat(130), acquisitionChannel: " STOREFRONT " }, 7)).toEqual({
      ok: true, name: "x".repeat(120), phone: PHONE, email: "ana@example.com", acquisitionChannel: "STOREFRONT",
    });
    expect(checkClaim({ ...claim, pathPhone: encodeURIComponent(PHONE), loyaltyRewardId: "7" }, 7).ok).toBe(true);
  });

  it("each failure, with its message, in order", () => {
    expect(message(checkClaim({ ...claim, loyaltyRewardId: 8 }, 7))).toBe(MSG_REWARD_MISMATCH);
    expect(checkClaim({ ...claim, email: "" }, 7)).toMatchObject({ status: 400, message: MSG_SIGNUP_INCOMPLETE, field: "all" });
    expect(checkClaim({ ...claim, phone: "123" }, 7)).toMatchObject({ status: 400, message: MSG_SIGNUP_BAD_PHONE, field: "phone" });
    expect(message(checkClaim({ ...claim, pathPhone: "+5491155550999" }, 7))).toBe(MSG_PHONE_MISMATCH);
    expect(checkClaim({ ...claim, verifiedPhone: null }, 7)).toMatchObject({ status: 401, message: MSG_REWARD_SIGN_IN });
    expect(message(checkClaim({ ...claim, acquisitionChannel: "x".repeat(61) }, 7))).toBe(MSG_CHANNEL_TOO_LONG);
    expect(message(checkClaim({ ...claim, email: "ana@" }, 7))).toBe(MSG_BAD_EMAIL);
  });

  it("§8: a second claim is 409 'already exists', any other failure 500; a path id is digits only", () => {
    expect(claimFailure("already")).toMatchObject({ status: 409, message: "Ya ha canjeado este premio", reason: "already exists" });
    expect(claimFailure("error")).toMatchObject({ status: 500 });
    expect(rewardIdOf("11")).toBe(11);
    expect(rewardIdOf("11a")).toBeNull();
  });
});
