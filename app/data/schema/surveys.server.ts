// Satisfaction surveys: questions, reasons, one response per order and its answers.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { branches } from "../schema.server";
import { bool, createdAtMs, companyId } from "./columns.server";
import { customers } from "./customers.server";
import { orders } from "./orders.server";

export type SurveyQuestionType = "rating" | "text" | "multiselect";

export const surveys = sqliteTable(
  "surveys",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    title: text("title").notNull().default("Califica tu pedido"),
    active: bool("active").notNull().default(true),
  },
  (t) => [index("surveys_company_branch_idx").on(t.companyId, t.branchId)],
);

export const surveyQuestions = sqliteTable(
  "survey_questions",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    type: text("type").$type<SurveyQuestionType>().notNull(),
    mandatory: bool("mandatory").notNull().default(false),
    /** §4: the priority rating is answered first. */
    priority: bool("priority").notNull().default(false),
    questionOrder: integer("question_order").notNull().default(0),
  },
  (t) => [index("survey_questions_survey_idx").on(t.surveyId, t.questionOrder)],
);

export const surveyQuestionReasons = sqliteTable(
  "survey_question_reasons",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id),
    reason: text("reason").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("survey_question_reasons_question_idx").on(t.questionId, t.position)],
);

/** One answer per order: UNIQUE(order_id). */
export const surveyResponses = sqliteTable(
  "survey_responses",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    customerId: integer("customer_id").references(() => customers.id),
    /** generalNPSAnswer: the priority rating. */
    generalNpsAnswer: integer("general_nps_answer"),
    createdAt: createdAtMs(),
  },
  (t) => [index("survey_responses_company_idx").on(t.companyId, t.surveyId)],
);

export const surveyAnswers = sqliteTable(
  "survey_answers",
  {
    id: integer("id").primaryKey(),
    companyId: companyId(),
    responseId: integer("response_id")
      .notNull()
      .references(() => surveyResponses.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id),
    answer: text("answer"),
    /** Chosen reasons (JSON array of strings) when the rating is not 5. */
    reasons: text("reasons", { mode: "json" }).$type<string[]>(),
  },
  (t) => [
    uniqueIndex("survey_answers_order_question_uq").on(t.orderId, t.questionId),
    index("survey_answers_company_idx").on(t.companyId),
  ],
);
