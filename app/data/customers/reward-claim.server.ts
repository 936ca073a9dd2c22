// Loyalty reward sign-up (storefront.md §5 "Loyalty sign-up", §7 POST
// /api/diner/customer/{formattedPhone}/loyalty-reward/{loyaltyRewardId}, §8
// loyalty claim failure, §4 'Reward modal shows when programme and reward are
// active and the reward has no branch contact'). Shared by the JSON call and
// the sign-up page.
import { normalizePhone } from "~/domain/checkout/phone";
import { and, eq } from "drizzle-orm";
import { getBranchById } from "~/data/tenants/storefront.server";
import { db } from "~/data/db.server";
import { branchContacts } from "~/data/schema.server";
import { getLoyaltyProgram, getLoyaltyReward, claimLoyaltyReward, MSG_REWARD_ALREADY, MSG_REWARD_ERROR, MSG_SIGNUP_BAD_PHONE, MSG_SIGNUP_INCOMPLETE, type LoyaltyReward } from "./loyalty.server";

export interface ClaimInput {
  name: string;
  phone: string;
  email: string;
  /** The phone's country when it is national ('ar'); E.164 numbers carry their own. */
  country?: string;
  branchId?: string | number | null;
  branchContactId?: string | number | null;
  loyaltyRewardId?: string | number | null;
  acquisitionChannel?: string | null;
}

/** §3 Loyalty reward (id, active, reward amount, branchId, branchContactId) and what the claim did. */
export interface ClaimedReward {
  id: number;
  active: boolean;
  name: string;
  amount: number;
  branchId: number | null;
  branchContactId: number | null;
  /** The diner's points balance after the credit. */
  balance: number;
  phone: string;
  credited: true;
}

export type ClaimOutcome =
  | { ok: true; data: ClaimedReward }
  | { ok: false; status: 400 | 401 | 404 | 409 | 500; message: string; reason?: string; field?: "all" | "phone" };

const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** §4: the reward can be claimed only while programme and reward are active and it has no branch contact. */
export async function claimableReward(env: Pick<Env, "DB">, rewardId: number): Promise<LoyaltyReward | null> {
  const reward = await getLoyaltyReward(env, rewardId);
  if (!reward || !reward.active || reward.branchContactId != null) return null;
  if (reward.branchId != null) {
    const program = await getLoyaltyProgram(env, reward.companyId, reward.branchId);
    if (!program?.active) return null;
  }
  return reward;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Ours (docs/decisions.md#account-sign-in-orders-points-survey "Reward sign-up"): the spec has no literal for these.
export const MSG_REWARD_MISMATCH = "El premio indicado no coincide con el de la dirección.";
export const MSG_PHONE_MISMATCH = "El teléfono indicado no coincide con el de la dirección.";
/** Issue 8: only the owner of the number (a session or bearer that verified it with a one-time code) signs it up. */
export const MSG_REWARD_SIGN_IN = "Inicie sesión con ese teléfono para sumar el premio.";
export const MSG_CHANNEL_TOO_LONG = "El canal de adquisición debe tener como máximo 60 caracteres.";

const safeDecode = (v: string) => {
  try {
    return decodeURIComponent(v).trim();
  } catch {
    return v.trim();
  }
};

/** National or E.164 (with or without '+'), normalised; null when not a valid phone. */
const toE164 = (text: string, country: string) =>
  normalizePhone(text, country) ?? (/^\d{8,15}$/.test(text) ? normalizePhone(`+${text}`, country) : null);

async function companyBranchContactId(env: Pick<Env, "DB">, id: number, companyId: number): Promise<number | null> {
  const row = await db(env)
    .select({ id: branchContacts.id })
    .from(branchContacts)
    .where(and(eq(branchContacts.id, id), eq(branchContacts.companyId, companyId)))
    .get();
  return row?.id ?? null;
}

export async function claimRewardFromInput(
  env: Pick<Env, "DB">,
  input: ClaimInput & { pathPhone?: string; pathRewardId: string; companyId?: number; /** The caller's verified phone (E.164) or null. */ verifiedPhone: string | null },
): Promise<ClaimOutcome> {
  const rewardId = /^\d{1,15}$/.test(input.pathRewardId) ? Number(input.pathRewardId) : NaN;
  if (!Number.isFinite(rewardId)) return { ok: false, status: 404, message: "No encontramos el premio." };
  const reward = await claimableReward(env, rewardId);
  // Another tenant's reward through this tenant's page → 404, never a claim.
  if (!reward || (input.companyId !== undefined && reward.companyId !== input.companyId)) {
    return { ok: false, status: 404, message: "No encontramos el premio." };
  }
  // The body names the same reward as the path, or none.
  if (input.loyaltyRewardId != null && input.loyaltyRewardId !== "" && String(input.loyaltyRewardId) !== String(rewardId)) {
    return { ok: false, status: 400, message: MSG_REWARD_MISMATCH };
  }
  // The body phone is the one the diner typed (§5 requires it); the path carries its formatted copy, which must agree.
  const pathPhone = safeDecode(input.pathPhone ?? "");
  const phoneText = input.phone;
  // §5: all three required, then the phone.
  if (!input.name || !phoneText || !input.email) return { ok: false, status: 400, message: MSG_SIGNUP_INCOMPLETE, field: "all" };
  const country = input.country || "ar";
  const phone = toE164(phoneText, country);
  if (!phone) return { ok: false, status: 400, message: MSG_SIGNUP_BAD_PHONE, field: "phone" };
  if (pathPhone && toE164(pathPhone, country) !== phone) return { ok: false, status: 400, message: MSG_PHONE_MISMATCH };
  if (input.verifiedPhone !== phone) return { ok: false, status: 401, message: MSG_REWARD_SIGN_IN, field: "phone" };
  const acquisitionChannel = input.acquisitionChannel?.trim() || null;
  if (acquisitionChannel && acquisitionChannel.length > 60) return { ok: false, status: 400, message: MSG_CHANNEL_TOO_LONG };
  if (!EMAIL.test(input.email) || input.email.length >= 100) return { ok: false, status: 400, message: "Ingrese un email valido" };
  let branchId: number | null = reward.branchId;
  if (input.branchId && /^\d+$/.test(String(input.branchId))) {
    const branch = await getBranchById(env, Number(input.branchId), reward.companyId);
    if (branch) branchId = branch.id;
  }
  // A location of another company (or an unknown one) is never stored.
  const branchContactId = /^\d{1,15}$/.test(String(input.branchContactId ?? ""))
    ? await companyBranchContactId(env, Number(input.branchContactId), reward.companyId)
    : null;
  const result = await claimLoyaltyReward(env, reward, {
    name: input.name.slice(0, 120), phoneE164: phone, email: input.email, branchId, branchContactId, acquisitionChannel,
  });
  if (!result.ok) {
    return result.reason === "already"
      ? { ok: false, status: 409, message: MSG_REWARD_ALREADY, reason: "already exists" }
      : { ok: false, status: 500, message: MSG_REWARD_ERROR };
  }
  return {
    ok: true,
    data: {
      id: reward.id, active: reward.active, name: reward.name, amount: result.amount,
      branchId: reward.branchId, branchContactId: reward.branchContactId,
      balance: result.balance, phone, credited: true,
    },
  };
}
