// 'Califica tu pedido' form (storefront.md §4 Survey: the priority rating
// first, reasons when the rating is not 5; §5: text up to 180 characters with a
// counter, 'La pregunta {title} es obligatoria' blocks the submit, submit locked
// about 1.5 s). Without JavaScript the reasons are always shown with a note.
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { SurveyQuestion } from "~/domain/orders/survey";

const TEXT_LIMIT = 180; // §9
const LOCK_MS = 1500; // §9
const mandatoryMessage = (title: string) => `La pregunta ${title} es obligatoria`;

export interface SurveyFormValues {
  [questionId: string]: { answer: string; reasons: string[] };
}

export function SurveyForm({
  questions,
  values,
  error,
}: {
  questions: SurveyQuestion[];
  values: SurveyFormValues | null;
  error: { message: string; questionId?: number } | null;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [ratings, setRatings] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(questions.filter((q) => q.type === "rating").map((q) => [q.id, Number(values?.[q.id]?.answer) || null])),
  );
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(questions.filter((q) => q.type === "text").map((q) => [q.id, values?.[q.id]?.answer ?? ""])),
  );
  const [clientError, setClientError] = useState<{ message: string; questionId?: number } | null>(null);
  const [locked, setLocked] = useState(false);
  const timer = useRef<number>();
  const navigation = useNavigation();
  useEffect(() => setHydrated(true), []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const shown = clientError ?? error;

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    if (locked) {
      e.preventDefault();
      return;
    }
    const missing = questions.find((q) => q.mandatory && (q.type === "rating" ? !ratings[q.id] : q.type === "text" ? !texts[q.id]?.trim() : false));
    if (missing) {
      e.preventDefault();
      setClientError({ message: mandatoryMessage(missing.title), questionId: missing.id });
      return;
    }
    setClientError(null);
    setLocked(true);
    timer.current = window.setTimeout(() => setLocked(false), LOCK_MS);
  };

  return (
    <Form method="post" className="survey-form stack" onSubmit={onSubmit} noValidate>
      {shown ? (
        <p className="form-error" role="alert">
          {shown.message}
        </p>
      ) : null}
      {questions.map((q) => {
        const invalid = shown?.questionId === q.id;
        if (q.type === "rating") {
          const rating = ratings[q.id] ?? null;
          const reasonsVisible = !hydrated || (rating != null && rating < 5);
          const chosen = new Set(values?.[q.id]?.reasons ?? []);
          return (
            <fieldset key={q.id} className="survey-question" aria-invalid={invalid || undefined}>
              <legend>
                {q.title}
                {q.mandatory ? <span className="survey-required"> (obligatoria)</span> : null}
              </legend>
              {q.subTitle ? <p className="muted">{q.subTitle}</p> : null}
              <div className="stars">
                {[5, 4, 3, 2, 1].map((n) => (
                  <span key={n} className="stars__item">
                    <input
                      type="radio"
                      id={`q-${q.id}-${n}`}
                      name={`q-${q.id}`}
                      value={n}
                      defaultChecked={rating === n}
                      onChange={() => setRatings((r) => ({ ...r, [q.id]: n }))}
                    />
                    <label htmlFor={`q-${q.id}-${n}`} title={`${n} de 5`}>
                      <span aria-hidden="true">★</span>
                      <span className="visually-hidden">{n === 1 ? "1 estrella" : `${n} estrellas`}</span>
                    </label>
                  </span>
                ))}
              </div>
              {q.questionReasons.length > 0 && reasonsVisible ? (
                <fieldset className="survey-reasons">
                  <legend>¿Qué podríamos mejorar?</legend>
                  {!hydrated ? <p className="muted survey-note">Completa esto solo si tu calificación es menor a 5.</p> : null}
                  <div className="survey-reasons__list">
                    {q.questionReasons.map((r) => (
                      <label key={r.reason} className="chip">
                        <input type="checkbox" name={`q-${q.id}-reason`} value={r.reason} defaultChecked={chosen.has(r.reason)} />
                        <span>{r.reason}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
            </fieldset>
          );
        }
        if (q.type === "text") {
          const text = texts[q.id] ?? "";
          return (
            <div key={q.id} className="field survey-question">
              <label htmlFor={`q-${q.id}`}>
                {q.title}
                {q.mandatory ? <span className="survey-required"> (obligatoria)</span> : null}
              </label>
              <textarea
                id={`q-${q.id}`}
                name={`q-${q.id}`}
                maxLength={TEXT_LIMIT}
                value={text}
                aria-invalid={invalid || undefined}
                aria-describedby={`q-${q.id}-count`}
                onChange={(e) => setTexts((t) => ({ ...t, [q.id]: Array.from(e.target.value).slice(0, TEXT_LIMIT).join("") }))}
              />
              <p id={`q-${q.id}-count`} className="survey-counter muted">
                {Array.from(text).length}/{TEXT_LIMIT}
              </p>
            </div>
          );
        }
        return (
          <fieldset key={q.id} className="survey-question">
            <legend>{q.title}</legend>
            <div className="survey-reasons__list">
              {q.questionReasons.map((r) => (
                <label key={r.reason} className="chip">
                  <input type="checkbox" name={`q-${q.id}-reason`} value={r.reason} />
                  <span>{r.reason}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <button className="button button--block" type="submit" disabled={locked || navigation.state === "submitting"}>
        Enviar calificación
      </button>
    </Form>
  );
}
