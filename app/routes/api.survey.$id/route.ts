import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { API_MESSAGES, apiError, apiJson, apiLoader, apiNotFound, idParam, parseOr400 } from "~/http/api.server";
import { findBranchContactRef } from "~/data/tenants/tenant-scope.server";
import { getBranchSurvey } from "~/data/surveys/surveys.server";
import { answerSurvey, readSurveyBody } from "~/services/surveys/survey-answer.server";
import { callerOwnsOrder } from "~/http/order-access.server";
import { checkRateLimit, rateLimitedApiError, refundRateLimit } from "~/http/rate-limit.server";
import { methodNotAllowed } from "~/http/request-body.server";

const params = z.object({ id: idParam("branchContactId") });

/**
 * GET /api/survey/{branchContactId} (storefront.md §7, §3 Survey): the survey
 * of the branch contact's branch, scoped by the contact's own company.
 * POST /api/survey/{orderCode} shares this path shape: the action reads the
 * segment as an order code (docs/decisions.md#account-sign-in-survey "Survey routes").
 */
export const loader = apiLoader(async ({ params: raw, env }) => {
  const { id } = parseOr400(params, raw);
  const scope = await findBranchContactRef(env, id);
  if (!scope) apiNotFound("No encontramos el local.");
  const survey = await getBranchSurvey(env, scope.companyId, scope.branchId);
  if (!survey) apiNotFound("El local no tiene una encuesta activa.");
  return apiJson(survey);
});

/**
 * POST /api/survey/{orderCode}: the answers list; 201 saved, 409 already answered, 400
 * mandatory missing; 403 for a code the caller does not own, whether or not it exists
 * (so a stranger learns nothing). Its misses count in the order-code guessing limit here, not in GUESSABLE_PATHS: the
 * path is shared with GET /api/survey/{branchContactId}, which guesses nothing.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
  const env = context.cloudflare.env;
  const hit = await checkRateLimit(request, env, "orderCode");
  if (!hit.allowed) return rateLimitedApiError(hit);
  try {
    const answers = await readSurveyBody(request);
    if (!answers) return apiError(400, API_MESSAGES.badRequest);
    const result = await answerSurvey(env, { orderCode: params.id ?? "", answers, owns: (order) => callerOwnsOrder(env, request, order) });
    // Only misses count: an order of the caller's gives its attempt back.
    if (result.kind !== "notFound" && result.kind !== "forbidden") context.cloudflare.ctx.waitUntil(refundRateLimit(request, env, "orderCode"));
    switch (result.kind) {
      case "notFound":
        return apiError(404, API_MESSAGES.notFound);
      case "forbidden":
        return apiError(403, result.message);
      case "invalid":
        return apiError(400, result.message);
      case "already":
        return apiJson({ error: { status: 409, message: "El pedido ya fue calificado." }, orderHasResponse: true }, { status: 409, cache: "none" });
      case "saved":
        return apiJson({ orderHasResponse: true, answers: result.answers }, { status: 201, cache: "none" });
    }
  } catch (error) {
    console.error("survey answer", error);
    return apiError(500, API_MESSAGES.server);
  }
}
