// /pago/sandbox/{token}: the `sandbox` provider's hosted card page (what a
// Transbank/MercadoPago checkout page is for a real provider). storefront.md §3
// Card inputs (cardNumber, cardName, cardExpiry, cardSecurityCode,
// cardDocument), §5 Card upload messages; the diner returns to
// /menu/{alias}/order/{code}?token_ws=… Test cards: docs/payments-sandbox.md.
// A page replaced by a newer payment attempt, or past the allowed payment
// hours, takes no card (it says why); one whose order is paid or has a card in
// process sends the diner back to the order.
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { cleanDocument, isValidDocument, MSG } from "~/domain/checkout/checkout-validation";
import { CARD_FIELDS, type CardField } from "~/domain/checkout/checkout-validation";
import { formatMoney } from "~/domain/money";
import { MSG_PAYMENT_EXPIRED } from "~/domain/orders/order-status";
import { now } from "~/data/clock.server";
import { hostedAttemptState, payHostedAttempt, type HostedAttemptState } from "~/services/payments/order-payment.server";
import { digitsOnly, expiryValid, luhnValid } from "~/domain/checkout/sandbox-cards";
import { payOnHostedPage, readSandboxPayment, sandboxProvider, type SandboxPayment } from "~/data/payments/sandbox.server";
import { CardInputsLoading, useCardInputsLoading } from "~/ui/card-inputs-loading";
import styles from "~/styles/follow-up.css?url";
import cardInputsStyles from "~/styles/card-inputs-loading.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: cardInputsStyles },
];
export const meta: MetaFunction = () => [{ title: "Pago con tarjeta · Sandbox" }, { name: "robots", content: "noindex" }];

// 'Further card rules not shown' (§5): our messages for a filled but wrong input.
const MSG_CARD_NUMBER = "Número de tarjeta inválido";
const MSG_CARD_EXPIRY = "Fecha de vencimiento inválida";
const MSG_CARD_CVV = "Código de seguridad inválido";

/** A page replaced by a newer attempt (another page or a card charge). */
const MSG_REPLACED = "Este enlace de pago ya no es válido porque se generó uno nuevo. Vuelve al pedido para pagar.";

const returnHref = (p: SandboxPayment) => `${p.order.returnUrl}?token_ws=${p.token}`;

/** What a page that takes no card shows instead of the form (null: back to the order). */
function noticeOf(state: HostedAttemptState): { notice: string; status: number } | null {
  if (state === "replaced") return { notice: MSG_REPLACED, status: 409 };
  if (state === "expired") return { notice: MSG_PAYMENT_EXPIRED, status: 409 };
  return null;
}

function summaryOf(payment: SandboxPayment) {
  return {
    merchant: payment.order.merchantName,
    code: payment.order.code,
    amount: formatMoney(payment.order.amount),
    rejected: payment.status === "REJECTED",
    backHref: payment.order.returnUrl,
  };
}

const NO_STORE = { "Cache-Control": "private, no-store" };

async function paymentOr404(env: Env, token: string): Promise<SandboxPayment> {
  const payment = await readSandboxPayment(env, token);
  if (!payment) throw new Response("Not Found", { status: 404 });
  return payment;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const payment = await paymentOr404(env, params.token ?? "");
  // Paid or in process already: back to the order (the follow-up confirms the token).
  if (payment.status === "APPROVED" || payment.status === "PROCESSING") throw redirect(returnHref(payment));
  const state = await hostedAttemptState(env, payment.order.companyId, payment.token);
  if (state === "closed" || state === "unknown") throw redirect(payment.order.returnUrl);
  return json({ ...summaryOf(payment), notice: noticeOf(state)?.notice ?? null }, { headers: NO_STORE });
}

function schema(at: Date) {
  const required = () => z.string({ required_error: MSG.cardFieldIncomplete }).trim().min(1, MSG.cardFieldIncomplete);
  return z.object({
    cardNumber: required().transform(digitsOnly).refine(luhnValid, MSG_CARD_NUMBER),
    cardName: required().pipe(z.string().max(80)),
    cardExpiry: required().refine((v) => expiryValid(v, at), MSG_CARD_EXPIRY),
    cardSecurityCode: required().refine((v) => /^\d{3,4}$/.test(v), MSG_CARD_CVV),
    cardDocument: required().refine(isValidDocument, MSG.documentInvalid).transform(cleanDocument),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const payment = await paymentOr404(env, params.token ?? "");
  const refused = (state: HostedAttemptState) => {
    const notice = noticeOf(state);
    if (!notice) return redirect(payment.status === "CREATED" ? payment.order.returnUrl : returnHref(payment));
    return json({ notice: notice.notice, formError: null, values: {}, fieldErrors: {} }, { status: notice.status, headers: NO_STORE });
  };
  const state = await hostedAttemptState(env, payment.order.companyId, payment.token);
  if (state !== "usable") return refused(state);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: schema(now(env)) });
  if (submission.status !== "success") {
    const values = Object.fromEntries(CARD_FIELDS.filter((f) => f !== "cardSecurityCode").map((f) => [f, String(formData.get(f) ?? "")]));
    const fieldErrors = Object.fromEntries(CARD_FIELDS.map((f) => [f, submission.error?.[f]?.[0] ?? null]));
    // §5 Card upload: 'Debe completar correctamente los campos de la tarjeta para continuar.'
    return json({ notice: null, formError: MSG.cardInvalid, values, fieldErrors }, { status: 400, headers: NO_STORE });
  }
  const v = submission.value;
  const card = { number: v.cardNumber, cardName: v.cardName, documentNumber: v.cardDocument };
  // The attempt is claimed before the card is charged: a replaced page, a second submit or a late one charges nothing.
  const attempt = { token: payment.token, companyId: payment.order.companyId, orderCode: payment.order.code };
  let paid: SandboxPayment = payment;
  const result = await payHostedAttempt(env, sandboxProvider(env), attempt, async () => {
    paid = await payOnHostedPage(env, payment, card);
    return { status: paid.status === "CREATED" ? "REJECTED" : paid.status, paymentReferenceId: paid.paymentReferenceId };
  });
  if (!result.ok) return refused(result.state);
  return redirect(returnHref(paid));
}

const LABELS: Record<CardField, { label: string; autoComplete: string; inputMode?: "numeric"; placeholder?: string }> = {
  cardNumber: { label: "Número de tarjeta", autoComplete: "cc-number", inputMode: "numeric", placeholder: "1234 5678 9012 3456" },
  cardName: { label: "Nombre como figura en la tarjeta", autoComplete: "cc-name" },
  cardExpiry: { label: "Vencimiento (MM/AA)", autoComplete: "cc-exp", placeholder: "11/30" },
  cardSecurityCode: { label: "Código de seguridad", autoComplete: "cc-csc", inputMode: "numeric", placeholder: "123" },
  cardDocument: { label: "DNI del titular", autoComplete: "off", inputMode: "numeric" },
};

function CardInput({ name, value, error }: { name: CardField; value?: string; error?: string | null }) {
  const l = LABELS[name];
  const errorId = `${name}-error`;
  return (
    <div className="field">
      <label htmlFor={name}>{l.label}</label>
      <input
        id={name}
        name={name}
        defaultValue={value}
        autoComplete={l.autoComplete}
        inputMode={l.inputMode}
        placeholder={l.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </div>
  );
}

export default function SandboxPaymentPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // §9 Card inputs loading mock 2 s (JS only; without JS the inputs show at once).
  const cardPhase = useCardInputsLoading();
  const values: Partial<Record<CardField, string>> = reply?.values ?? {};
  const errors: Partial<Record<CardField, string | null>> = reply?.fieldErrors ?? {};
  const notice = reply?.notice ?? data.notice;
  return (
    <main id="main" className="sandbox-page">
      <p className="sandbox-banner">Entorno de pruebas · no se realizan cobros reales</p>
      <section className="card sandbox-summary" aria-labelledby="sandbox-title">
        <h1 id="sandbox-title" className="sandbox-summary__title">
          Pagar a {data.merchant}
        </h1>
        <p className="price">{data.amount}</p>
        <p className="muted">Pedido {data.code}</p>
      </section>
      {notice ? (
        <section className="card sandbox-form" aria-labelledby="sandbox-notice">
          <p id="sandbox-notice" className="form-error" role="alert">
            {notice}
          </p>
          <Link className="button button--block" to={data.backHref}>
            Volver al pedido
          </Link>
        </section>
      ) : (
        <SandboxCardForm data={data} reply={reply} values={values} errors={errors} busy={busy} cardPhase={cardPhase} />
      )}
    </main>
  );
}

function SandboxCardForm({
  data,
  reply,
  values,
  errors,
  busy,
  cardPhase,
}: {
  data: { amount: string; rejected: boolean; backHref: string };
  reply: { formError: string | null } | undefined;
  values: Partial<Record<CardField, string>>;
  errors: Partial<Record<CardField, string | null>>;
  busy: boolean;
  cardPhase: ReturnType<typeof useCardInputsLoading>;
}) {
  return (
    <>
      {data.rejected ? (
        <p className="form-error" role="alert">
          El pago anterior fue rechazado. Prueba con otra tarjeta.
        </p>
      ) : null}
      <Form method="post" className="card sandbox-form" noValidate>
        <h2>Datos de la tarjeta</h2>
        {reply?.formError ? (
          <p className="form-error" role="alert">
            {reply.formError}
          </p>
        ) : null}
        <CardInputsLoading phase={cardPhase}>
          <CardInput name="cardNumber" value={values.cardNumber} error={errors.cardNumber} />
          <CardInput name="cardName" value={values.cardName} error={errors.cardName} />
          <div className="sandbox-form__row">
            <CardInput name="cardExpiry" value={values.cardExpiry} error={errors.cardExpiry} />
            <CardInput name="cardSecurityCode" error={errors.cardSecurityCode} />
          </div>
          <CardInput name="cardDocument" value={values.cardDocument} error={errors.cardDocument} />
        </CardInputsLoading>
        <button className="button button--block" disabled={busy || cardPhase === "loading"}>
          {busy ? "Procesando…" : `Pagar ${data.amount}`}
        </button>
        <Link className="button button--ghost button--block" to={data.backHref}>
          Volver al pedido
        </Link>
      </Form>
    </>
  );
}
