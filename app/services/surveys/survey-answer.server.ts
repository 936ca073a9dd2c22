// Answering a survey (storefront.md §3 "Survey answer", §5 "Survey", §7
// POST /api/survey/{orderCode}): shared by the JSON call and the page
// /encuesta/{alias}/{orderCode}.
import { checkSurveyAnswers, type CleanAnswer, type RawAnswer } from "~/domain/orders/survey";
import { MSG_ORDER_OWNER_ONLY } from "~/http/order-access.server";
import { getBranchSurvey, getSurveyOrder, saveSurveyResponse, type SurveyOrder } from "~/data/surveys/surveys.server";

export const ORDER_CODE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

export type AnswerResult =
  /** The order's branch has no active survey (said only to the order's owner). */
  | { kind: "notFound" }
  /** Only the session that placed the order (or a verified caller of its phone) rates it: the code is a shared link. */
  | { kind: "forbidden"; message: string }
  | { kind: "invalid"; message: string; questionId?: number }
  | { kind: "already" }
  | { kind: "saved"; answers: CleanAnswer[] };

const asString = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);

/**
 * The §3 answers list: `[{ questionId, answer, reason | reasons }]` (or
 * `{ answers: [...] }`); null when the body is not that shape.
 */
export async function readSurveyBody(request: Request): Promise<RawAnswer[] | null> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return null;
  }
  const list = Array.isArray(body) ? body : (body as { answers?: unknown })?.answers;
  if (!Array.isArray(list) || list.length > 50) return null;
  const out: RawAnswer[] = [];
  for (const item of list) {
    if (!item || typeof item !== "object") return null;
    const a = item as Record<string, unknown>;
    const questionId = Number(a.questionId);
    if (!Number.isInteger(questionId) || questionId <= 0) return null;
    const reasonList = Array.isArray(a.reasons) ? a.reasons : a.reason != null ? [a.reason] : [];
    out.push({
      questionId,
      answer: asString(a.answer),
      reasons: reasonList.map(asString).filter((r): r is string => !!r),
    });
  }
  return out;
}

/** Loads the order (scoped by `companyId` when the caller resolved one) and its branch's survey, checks and saves. */
export async function answerSurvey(
  env: Pick<Env, "DB">,
  input: { orderCode: string; answers: RawAnswer[]; companyId?: number; order?: SurveyOrder; owns: (order: SurveyOrder) => boolean | Promise<boolean> },
): Promise<AnswerResult> {
  // An unknown code answers like another diner's order (403), so that the
  // answer never tells a stranger whether a code exists.
  if (!ORDER_CODE_PATTERN.test(input.orderCode)) return { kind: "forbidden", message: MSG_ORDER_OWNER_ONLY };
  const order = input.order ?? (await getSurveyOrder(env, input.orderCode.toUpperCase(), input.companyId));
  if (!order || !(await input.owns(order))) return { kind: "forbidden", message: MSG_ORDER_OWNER_ONLY };
  const survey = await getBranchSurvey(env, order.companyId, order.branchId);
  if (!survey) return { kind: "notFound" };
  const check = checkSurveyAnswers(survey, input.answers);
  if (!check.ok) return { kind: "invalid", message: check.message, questionId: check.questionId };
  const saved = await saveSurveyResponse(env, order, survey, check.answers, check.generalNpsAnswer);
  return saved === "already" ? { kind: "already" } : { kind: "saved", answers: check.answers };
}
