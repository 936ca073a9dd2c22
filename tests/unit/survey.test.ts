// Survey rules (storefront.md §3 "Survey", "Survey answer"; §4 the priority rating first,
// reasons when the rating is not 5; §5 180 characters, 'La pregunta {title} es obligatoria').
import { describe, expect, it } from "vitest";
import { checkSurveyAnswers, cutText, orderedQuestions, showReasons, type Survey, type SurveyQuestion } from "../../app/domain/orders/survey";

const q = (over: Partial<SurveyQuestion> & Pick<SurveyQuestion, "id" | "title" | "type">): SurveyQuestion => ({
  subTitle: null, mandatory: false, priority: false, questionOrder: over.id, questionReasons: [], ...over,
});
const reasons = (...r: string[]) => r.map((reason) => ({ reason }));

const survey: Survey = {
  id: 1,
  active: true,
  title: "¿Cómo estuvo tu pedido?",
  questions: [
    q({ id: 3, title: "Comentarios", type: "text", questionOrder: 3 }),
    q({ id: 2, title: "¿Qué te gustó?", type: "multiselect", questionOrder: 2, questionReasons: reasons("Sabor", "Rapidez", "Precio") }),
    q({ id: 1, title: "¿Nos recomendarías?", type: "rating", priority: true, mandatory: true, questionOrder: 9, questionReasons: reasons("Demora", "Temperatura") }),
  ],
};

describe("survey questions", () => {
  it("the priority question first, then by questionOrder", () => {
    expect(orderedQuestions(survey.questions).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it("reasons show for a rating from 1 to 4, never for 5 or no rating", () => {
    expect([null, 0, 1, 4, 5].map((r) => showReasons(r))).toEqual([false, false, true, true, false]);
  });

  it("text is cut at 180 characters (letters, not bytes)", () => {
    expect(cutText("ñ".repeat(200))).toBe("ñ".repeat(180));
    expect(cutText("Todo bien")).toBe("Todo bien");
  });
});

describe("checkSurveyAnswers", () => {
  it("an unanswered mandatory question blocks with 'La pregunta {title} es obligatoria'", () => {
    expect(checkSurveyAnswers(survey, [{ questionId: 3, answer: "Rico", reasons: [] }])).toEqual({
      ok: false, message: "La pregunta ¿Nos recomendarías? es obligatoria", questionId: 1,
    });
    // out of range counts as unanswered
    expect(checkSurveyAnswers(survey, [{ questionId: 1, answer: "6", reasons: [] }]).ok).toBe(false);
    expect(checkSurveyAnswers(survey, [{ questionId: 1, answer: "2.5", reasons: [] }]).ok).toBe(false);
  });

  it("a 3 keeps only the question's own reasons, once; the priority rating is the general NPS answer", () => {
    const r = checkSurveyAnswers(survey, [
      { questionId: 1, answer: " 3 ", reasons: ["Demora", "Demora", "Inventada"] },
      { questionId: 2, answer: null, reasons: ["Sabor", "Precio", "Otra"] },
      { questionId: 3, answer: "  " + "x".repeat(200), reasons: [] },
    ]);
    expect(r).toEqual({
      ok: true,
      generalNpsAnswer: 3,
      answers: [
        { questionId: 1, questionType: "rating", answer: "3", reasons: ["Demora"] },
        { questionId: 2, questionType: "multiselect", answer: "Sabor, Precio", reasons: ["Sabor", "Precio"] },
        { questionId: 3, questionType: "text", answer: "x".repeat(180), reasons: [] },
      ],
    });
  });

  it("a 5 drops the reasons; optional questions left blank are not answers", () => {
    const r = checkSurveyAnswers(survey, [{ questionId: 1, answer: "5", reasons: ["Demora"] }, { questionId: 2, answer: null, reasons: ["Otra"] }]);
    expect(r).toEqual({ ok: true, generalNpsAnswer: 5, answers: [{ questionId: 1, questionType: "rating", answer: "5", reasons: [] }] });
  });
});
