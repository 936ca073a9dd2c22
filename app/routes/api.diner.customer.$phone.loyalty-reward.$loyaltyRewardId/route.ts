import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { API_MESSAGES, apiError, apiJson } from "~/http/api.server";
import { claimRewardFromInput } from "~/services/loyalty/reward-claim.server";
import { readClaimBody } from "./claim-body.server";
import { callerVerifiedPhone } from "~/http/verified-phone.server";
import { methodNotAllowed } from "~/http/request-body.server";

/**
 * POST /api/diner/customer/{formattedPhone}/loyalty-reward/{loyaltyRewardId}
 * (storefront.md §7): body name, phone, email, branchId, branchContactId,
 * loyaltyRewardId, acquisitionChannel; returns the reward data. §5 messages;
 * §8: a second claim answers 409 'Ya ha canjeado este premio' (reason
 * 'already exists'), credited once only (§4). Only for the caller's verified
 * phone (session or bearer): anyone else gets 401 and nothing is credited.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const env = context.cloudflare.env;
  try {
    const body = await readClaimBody(request);
    const result = await claimRewardFromInput(env, {
      ...body,
      pathPhone: params.phone ?? "",
      pathRewardId: params.loyaltyRewardId ?? "",
      verifiedPhone: await callerVerifiedPhone(env, request),
    });
    if (!result.ok) {
      return apiJson({ error: { status: result.status, message: result.message, reason: result.reason } }, { status: result.status, cache: "none" });
    }
    return apiJson(result.data, { cache: "none" });
  } catch (error) {
    if (error instanceof Response) return error; // the body's 400 / 415 (claim-body.server.ts)
    console.error("loyalty reward claim", error);
    return apiError(500, API_MESSAGES.server);
  }
}

export const loader = () => methodNotAllowed("POST");
