// Survey rules (storefront.md §3 "Survey", "Survey answer"; §4 "Survey: a
// priority rating is answered first; follow-up reasons appear when the rating
// is not 5"; §5 "Survey": 180 characters, 'La pregunta {title} es obligatoria').
// Pure: no I/O; shared by the page action and POST /api/survey/{orderCode}.

export type SurveyQuestionType = "rating" | "text" | "multiselect";

export interface SurveyQuestion {
  id: number;
  title: string;
  subTitle: string | null;
  type: SurveyQuestionType;
  mandatory: boolean;
  priority: boolean;
  questionOrder: number;
  questionReasons: { reason: string }[];
}

export interface Survey {
  id: number;
  active: boolean;
  title: string;
  questions: SurveyQuestion[];
}

/** §9 Survey text. */
export const SURVEY_TEXT_LIMIT = 180;
/** §9 Survey submit lock. */
export const SURVEY_SUBMIT_LOCK_MS = 1500;
export const RATING_MAX = 5;

export const mandatoryMessage = (title: string) => `La pregunta ${title} es obligatoria`;

/** §4: the priority question first, then by questionOrder. */
export function orderedQuestions(questions: readonly SurveyQuestion[]): SurveyQuestion[] {
  return [...questions].sort((a, b) => Number(b.priority) - Number(a.priority) || a.questionOrder - b.questionOrder || a.id - b.id);
}

/** §4: reasons appear when the rating is not 5 (and a rating was given). */
export const showReasons = (rating: number | null) => rating != null && rating >= 1 && rating < RATING_MAX;

/** §5: longer input is cut, not rejected. */
export const cutText = (text: string) => Array.from(text).slice(0, SURVEY_TEXT_LIMIT).join("");

export interface RawAnswer {
  questionId: number;
  answer: string | null;
  reasons: string[];
}

export interface CleanAnswer {
  questionId: number;
  questionType: SurveyQuestionType;
  answer: string;
  reasons: string[];
}

export type SurveyCheck =
  | { ok: true; answers: CleanAnswer[]; generalNpsAnswer: number | null }
  | { ok: false; message: string; questionId: number };

/**
 * Cleans the answers against the survey: ratings 1–5, texts cut to 180,
 * reasons only the question's own and only when the rating is not 5; the
 * first unanswered mandatory question (in page order) blocks the submit.
 */
export function checkSurveyAnswers(survey: Survey, raw: readonly RawAnswer[]): SurveyCheck {
  const byId = new Map(raw.map((a) => [a.questionId, a]));
  const answers: CleanAnswer[] = [];
  let generalNpsAnswer: number | null = null;
  for (const q of orderedQuestions(survey.questions)) {
    const given = byId.get(q.id);
    let value = (given?.answer ?? "").trim();
    let reasons: string[] = [];
    if (q.type === "rating") {
      const n = Number(value);
      value = Number.isInteger(n) && n >= 1 && n <= RATING_MAX ? String(n) : "";
      if (value && showReasons(n)) {
        const allowed = new Set(q.questionReasons.map((r) => r.reason));
        reasons = [...new Set(given?.reasons ?? [])].filter((r) => allowed.has(r));
      }
      if (value && q.priority && generalNpsAnswer == null) generalNpsAnswer = n;
    } else if (q.type === "text") {
      value = cutText(value);
    } else {
      const allowed = new Set(q.questionReasons.map((r) => r.reason));
      reasons = [...new Set(given?.reasons ?? [])].filter((r) => allowed.has(r));
      value = reasons.join(", ");
    }
    if (!value) {
      if (q.mandatory) return { ok: false, message: mandatoryMessage(q.title), questionId: q.id };
      continue;
    }
    answers.push({ questionId: q.id, questionType: q.type, answer: value, reasons });
  }
  return { ok: true, answers, generalNpsAnswer };
}
