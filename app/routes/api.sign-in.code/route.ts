import { z } from "zod";
import { apiError, apiJson, apiLoader, apiNotFound, getBranchById, parseOr400 } from "~/http/api.server";
import { methodNotAllowed, readJsonBody } from "~/http/request-body.server";
import { sendSignInCode, signInApiFields } from "~/services/sign-in/sign-in.server";
import { CODE_TTL_SECONDS } from "~/domain/identity/sign-in-code";
import { now } from "~/data/clock.server";

const body = z.object({ ...signInApiFields, channel: z.enum(["whatsapp", "sms"], { message: "El medio debe ser whatsapp o sms." }).optional() });

/**
 * POST /api/sign-in/code (the JSON twin of the sign-in form for apps):
 * `{ branchId, phone, country?, channel? }` → sends the 6-digit code through the branch's
 * messaging provider. **202** `{ sent: true, channel, expiresInSeconds: 600 }`; 400 Spanish
 * message (bad phone, channel the provider lacks); 429 (five sends an hour per phone, per client).
 */
export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = parseOr400(body, await readJsonBody(request, 4 * 1024));
  const branch = await getBranchById(env, input.branchId);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const result = await sendSignInCode(
    env,
    { request, session: null, company: { id: branch.companyId, name: branch.name }, branch: { id: branch.id, name: branch.name }, now: now(env) },
    { phone: input.phone, country: input.country ?? branch.country ?? "ar", channel: input.channel ?? "whatsapp" },
  );
  if (!result.ok) return apiError(result.status, result.error);
  return apiJson({ sent: true, channel: input.channel ?? "whatsapp", expiresInSeconds: CODE_TTL_SECONDS }, { status: 202, cache: "none" });
});

export const loader = apiLoader(async () => methodNotAllowed("POST"));
