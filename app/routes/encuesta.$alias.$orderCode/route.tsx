// /encuesta/{alias}/{orderCode}: 'Califica tu pedido' (storefront.md §2 Survey
// page, §3 Survey / Survey answer, §4, §5 Survey). The order must belong to the
// alias's company (and its branch / branch contact): another tenant's order → 404.
// One answer per order: a second submit lands on the thank-you view.
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { orderedQuestions, type RawAnswer } from "~/domain/orders/survey";
import { loadSurveyPage } from "~/routes/encuesta.$alias.$orderCode/survey-page.server";
import { answerSurvey } from "~/services/surveys/survey-answer.server";
import { sessionOwnsOrder } from "~/http/order-access.server";
import { getSession } from "~/http/session.server";
import { SurveyForm, type SurveyFormValues } from "~/ui/account/survey-form";
import accountStyles from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Califica tu pedido" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const page = await loadSurveyPage(env, params.alias ?? "", params.orderCode ?? "");
  const { order: _order, ...data } = page;
  void request;
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const page = await loadSurveyPage(env, params.alias ?? "", params.orderCode ?? "");
  const form = await request.formData();
  const answers: RawAnswer[] = (page.survey?.questions ?? []).map((q) => ({
    questionId: q.id,
    answer: typeof form.get(`q-${q.id}`) === "string" ? String(form.get(`q-${q.id}`)) : null,
    reasons: form.getAll(`q-${q.id}-reason`).map(String),
  }));
  const session = await getSession(env, request);
  const result = await answerSurvey(env, { orderCode: page.order.code, answers, order: page.order, owns: (order) => sessionOwnsOrder(session, order) });
  if (result.kind === "invalid" || result.kind === "forbidden") {
    const values: SurveyFormValues = Object.fromEntries(answers.map((a) => [a.questionId, { answer: a.answer ?? "", reasons: a.reasons }]));
    const questionId = result.kind === "invalid" ? result.questionId : undefined;
    return json({ error: { message: result.message, questionId }, values }, { status: result.kind === "invalid" ? 400 : 403 });
  }
  if (result.kind === "notFound") throw new Response("Not Found", { status: 404 });
  // 'saved' or 'already': POST → redirect → GET shows the thank-you view.
  return redirect(new URL(request.url).pathname);
}

export default function SurveyPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as { error?: { message: string; questionId?: number }; values?: SurveyFormValues } | undefined;
  return (
    <main id="main" className="survey-page">
      <div className="survey-page__head">
        <p className="account-page__local">{data.localName}</p>
        <h1>Califica tu pedido</h1>
        <p className="muted">Pedido {data.orderCode}</p>
      </div>
      <section className="card account-card">
        {data.answered ? (
          <div className="survey-thanks" role="status">
            <p className="survey-thanks__icon" aria-hidden="true">
              ★
            </p>
            <h2>¡Gracias por tu opinión!</h2>
            <p className="muted">Tu calificación nos ayuda a mejorar cada pedido.</p>
            <Link to={data.menuHref} className="button">
              Volver al menú
            </Link>
          </div>
        ) : data.survey ? (
          <SurveyForm questions={orderedQuestions(data.survey.questions)} values={reply?.values ?? null} error={reply?.error ?? null} />
        ) : (
          <p className="account-empty">Este local no tiene una encuesta activa.</p>
        )}
      </section>
    </main>
  );
}
