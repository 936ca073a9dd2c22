import { z } from "zod";
import { apiError, apiJson, apiLoader, apiNotFound, getBranchById, parseOr400 } from "~/http/api.server";
import { methodNotAllowed, readJsonBody } from "~/http/request-body.server";
import { checkSignInCode, codeCheckMessage, signInApiFields } from "~/services/sign-in/sign-in.server";
import { MSG_INVALID_PHONE } from "~/http/customer-session.server";
import { PHONE_TOKEN_TTL_SECONDS, phoneBearerToken } from "~/http/verified-phone.server";
import { normalizePhone } from "~/domain/checkout/phone";
import { now } from "~/data/clock.server";

const body = z.object({ ...signInApiFields, code: z.string({ required_error: "Ingrese el código de 6 dígitos que le enviamos" }).max(20) });

/**
 * POST /api/sign-in/verify: `{ branchId, phone, country?, code }` → the
 * bearer of the verified phone for the phone-keyed calls: **200** `{ token, phone,
 * expiresInSeconds: 86400 }`. 400 'El código no es correcto. Le quedan N intentos.', 'El código
 * venció o se agotaron los intentos. Pida un código nuevo.' (expired, fifth wrong try, used);
 * 429 per client. Same exact five tries as the form (attempt_locks).
 */
export const action = apiLoader(async ({ request, env }) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = parseOr400(body, await readJsonBody(request, 4 * 1024));
  const branch = await getBranchById(env, input.branchId);
  if (!branch) apiNotFound("No encontramos la sucursal.");
  const phone = normalizePhone(input.phone, input.country ?? branch.country ?? "ar");
  if (!phone) return apiError(400, MSG_INVALID_PHONE);
  const check = await checkSignInCode(env, { request, company: { id: branch.companyId, name: branch.name }, now: now(env) }, phone, input.code);
  if (check.kind !== "ok") return apiError(check.kind === "limited" ? 429 : 400, codeCheckMessage(check));
  return apiJson({ token: await phoneBearerToken(env, phone), phone, expiresInSeconds: PHONE_TOKEN_TTL_SECONDS }, { cache: "none" });
});

export const loader = apiLoader(async () => methodNotAllowed("POST"));
