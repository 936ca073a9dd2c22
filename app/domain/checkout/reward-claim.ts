// Loyalty reward sign-up, the rules (storefront.md §5 "Loyalty sign-up", §4 'Reward modal
// shows when programme and reward are active and the reward has no branch contact', §7 POST
// /api/diner/customer/{formattedPhone}/loyalty-reward/{loyaltyRewardId}, §8 loyalty claim
// failure). The claim itself (the reads and the credit) is app/services/loyalty/reward-claim.server.ts.
import { normalizePhone } from "./phone";

// §5 Loyalty sign-up and §8 loyalty claim failure, literal.
export const MSG_SIGNUP_INCOMPLETE = "Debe completar todos los campos para continuar";
export const MSG_SIGNUP_BAD_PHONE = "El número de teléfono es invalido";
export const MSG_REWARD_ALREADY = "Ya ha canjeado este premio";
export const MSG_REWARD_ERROR = "Hubo un error validando sus datos, inténtelo en unos momentos";
export const MSG_BAD_EMAIL = "Ingrese un email valido";

// Ours (docs/decisions.md#account-sign-in-survey "Reward sign-up"): the spec has no literal for these.
export const MSG_REWARD_NOT_FOUND = "No encontramos el premio.";
export const MSG_REWARD_MISMATCH = "El premio indicado no coincide con el de la dirección.";
export const MSG_PHONE_MISMATCH = "El teléfono indicado no coincide con el de la dirección.";
/** Only the owner of the number (a session or bearer that verified it with a one-time code) signs it up. */
export const MSG_REWARD_SIGN_IN = "Inicie sesión con ese teléfono para sumar el premio.";
export const MSG_CHANNEL_TOO_LONG = "El canal de adquisición debe tener como máximo 60 caracteres.";

/** What a claim sends (§3 sign-up name, phone, email; the ids and the acquisition channel). */
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

export type ClaimFailure = { ok: false; status: 400 | 401 | 404 | 409 | 500; message: string; reason?: string; field?: "all" | "phone" };
export type ClaimOutcome = { ok: true; data: ClaimedReward } | ClaimFailure;

/** The claim as checked: what is stored (name cut to 120 characters, the phone in E.164). */
export interface CheckedClaim {
  ok: true;
  name: string;
  phone: string;
  email: string;
  acquisitionChannel: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The reward id of the path ('11'), or null. */
export const rewardIdOf = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null);

/**
 * §4: a reward can be claimed only while it is active and has no branch contact, and, when it
 * names a branch, while that branch's programme is active (`programActive`).
 */
export function rewardClaimable(
  reward: { active: boolean; branchContactId: number | null; branchId: number | null } | null,
  programActive: boolean,
): boolean {
  if (!reward || !reward.active || reward.branchContactId != null) return false;
  return reward.branchId == null || programActive;
}

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

/**
 * The checks of a claim of reward `rewardId`, in the order their messages win: the body names
 * the path's reward (or none); §5 name, phone and email all present, then a valid phone that
 * agrees with the path's formatted copy; the caller verified that phone; a channel of
 * at most 60 characters; a valid email.
 */
export function checkClaim(
  input: ClaimInput & { pathPhone?: string; /** The caller's verified phone (E.164) or null. */ verifiedPhone: string | null },
  rewardId: number,
): CheckedClaim | ClaimFailure {
  if (input.loyaltyRewardId != null && input.loyaltyRewardId !== "" && String(input.loyaltyRewardId) !== String(rewardId)) {
    return { ok: false, status: 400, message: MSG_REWARD_MISMATCH };
  }
  const pathPhone = safeDecode(input.pathPhone ?? "");
  if (!input.name || !input.phone || !input.email) return { ok: false, status: 400, message: MSG_SIGNUP_INCOMPLETE, field: "all" };
  const country = input.country || "ar";
  const phone = toE164(input.phone, country);
  if (!phone) return { ok: false, status: 400, message: MSG_SIGNUP_BAD_PHONE, field: "phone" };
  if (pathPhone && toE164(pathPhone, country) !== phone) return { ok: false, status: 400, message: MSG_PHONE_MISMATCH };
  if (input.verifiedPhone !== phone) return { ok: false, status: 401, message: MSG_REWARD_SIGN_IN, field: "phone" };
  const acquisitionChannel = input.acquisitionChannel?.trim() || null;
  if (acquisitionChannel && acquisitionChannel.length > 60) return { ok: false, status: 400, message: MSG_CHANNEL_TOO_LONG };
  if (!EMAIL.test(input.email) || input.email.length >= 100) return { ok: false, status: 400, message: MSG_BAD_EMAIL };
  return { ok: true, name: input.name.slice(0, 120), phone, email: input.email, acquisitionChannel };
}

/** §8: a second claim of the same reward ('already exists') and any other failure of the credit. */
export function claimFailure(reason: "already" | "error"): ClaimFailure {
  return reason === "already"
    ? { ok: false, status: 409, message: MSG_REWARD_ALREADY, reason: "already exists" }
    : { ok: false, status: 500, message: MSG_REWARD_ERROR };
}
