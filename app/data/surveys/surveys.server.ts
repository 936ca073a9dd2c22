// Surveys (storefront.md §3 "Survey", "Survey answer"; §7 GET /api/survey/{branchContactId},
// GET /api/survey/order/{orderCode}, POST /api/survey/{orderCode}). One answer
// per order is a UNIQUE(order_id) on survey_responses: the response and its
// answers go in one D1 batch (a transaction), so a second submit fails whole.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CleanAnswer, Survey } from "~/domain/orders/survey";
import { db } from "~/data/db.server";
import { orders } from "~/data/schema/orders.server";
import { surveyQuestionReasons, surveyQuestions, surveyResponses, surveys } from "~/data/schema/surveys.server";

/** The active survey of a branch (company-scoped), questions with their reasons. */
export async function getBranchSurvey(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<Survey | null> {
  const d = db(env);
  const survey = await d
    .select()
    .from(surveys)
    .where(and(eq(surveys.companyId, companyId), eq(surveys.branchId, branchId), eq(surveys.active, true)))
    .orderBy(asc(surveys.id))
    .get();
  if (!survey) return null;
  const questions = await d
    .select()
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.companyId, companyId), eq(surveyQuestions.surveyId, survey.id)))
    .orderBy(asc(surveyQuestions.questionOrder), asc(surveyQuestions.id));
  const reasons = questions.length
    ? await d
        .select()
        .from(surveyQuestionReasons)
        .where(and(eq(surveyQuestionReasons.companyId, companyId), inArray(surveyQuestionReasons.questionId, questions.map((q) => q.id))))
        .orderBy(asc(surveyQuestionReasons.position), asc(surveyQuestionReasons.id))
    : [];
  return {
    id: survey.id,
    active: survey.active,
    title: survey.title,
    questions: questions.map((q) => ({
      id: q.id,
      title: q.title,
      subTitle: q.subtitle,
      type: q.type,
      mandatory: q.mandatory,
      priority: q.priority,
      questionOrder: q.questionOrder,
      questionReasons: reasons.filter((r) => r.questionId === q.id).map((r) => ({ reason: r.reason })),
    })),
  };
}

export interface SurveyOrder {
  id: number;
  code: string;
  companyId: number;
  branchId: number;
  branchContactId: number;
  customerId: number | null;
  customerPhone: string;
  /** The session that placed it (rating needs it, or the order's verified phone). */
  placedSessionId: string | null;
  status: string;
}

/** An order by its public code; `companyId`, when given, must match. */
export async function getSurveyOrder(env: Pick<Env, "DB">, code: string, companyId?: number): Promise<SurveyOrder | null> {
  const where = companyId === undefined ? eq(orders.code, code) : and(eq(orders.code, code), eq(orders.companyId, companyId));
  return (
    (await db(env)
      .select({
        id: orders.id,
        code: orders.code,
        companyId: orders.companyId,
        branchId: orders.branchId,
        branchContactId: orders.branchContactId,
        customerId: orders.customerId,
        customerPhone: orders.customerPhone,
        placedSessionId: orders.placedSessionId,
        status: orders.status,
      })
      .from(orders)
      .where(where)
      .get()) ?? null
  );
}

/** §3 completion flag orderHasResponse. */
export async function orderHasResponse(env: Pick<Env, "DB">, order: Pick<SurveyOrder, "id" | "companyId">): Promise<boolean> {
  const row = await db(env)
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.companyId, order.companyId), eq(surveyResponses.orderId, order.id)))
    .get();
  return !!row;
}

/** 'saved', or 'already' when the order has its answer (UNIQUE(order_id)). */
export async function saveSurveyResponse(
  env: Pick<Env, "DB">,
  order: SurveyOrder,
  survey: Survey,
  answers: CleanAnswer[],
  generalNpsAnswer: number | null,
): Promise<"saved" | "already"> {
  const c = order.companyId;
  const D = env.DB;
  const responseId = "(SELECT id FROM survey_responses WHERE company_id = ?1 AND order_id = ?2)";
  try {
    await D.batch([
      D.prepare(
        "INSERT INTO survey_responses (company_id, survey_id, order_id, customer_id, general_nps_answer) VALUES (?1, ?2, ?3, ?4, ?5)",
      ).bind(c, survey.id, order.id, order.customerId, generalNpsAnswer),
      ...answers.map((a) =>
        D.prepare(
          `INSERT INTO survey_answers (company_id, response_id, order_id, question_id, answer, reasons) VALUES (?1, ${responseId}, ?2, ?3, ?4, ?5)`,
        ).bind(c, order.id, a.questionId, a.answer, a.reasons.length ? JSON.stringify(a.reasons) : null),
      ),
    ]);
    return "saved";
  } catch (error) {
    const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
    if (/UNIQUE constraint failed: survey_(responses|answers)/i.test(message)) return "already";
    throw error;
  }
}

/** The stored answers of an order (tests, and the API's answer list). */
export async function listOrderAnswers(env: Pick<Env, "DB">, order: Pick<SurveyOrder, "id" | "companyId">) {
  const rows = await db(env).all<{ question_id: number; answer: string | null; reasons: string | null; general_nps_answer: number | null }>(
    sql`SELECT a.question_id, a.answer, a.reasons, r.general_nps_answer FROM survey_answers a
        JOIN survey_responses r ON r.id = a.response_id AND r.company_id = a.company_id
        WHERE a.company_id = ${order.companyId} AND a.order_id = ${order.id} ORDER BY a.question_id`,
  );
  return rows.map((r) => ({
    questionId: r.question_id,
    answer: r.answer,
    reasons: r.reasons ? (JSON.parse(r.reasons) as string[]) : [],
    generalNpsAnswer: r.general_nps_answer,
  }));
}
