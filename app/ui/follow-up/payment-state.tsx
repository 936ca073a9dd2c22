// storefront.md §2: 'A card order not yet paid shows a pay-now state; past the
// allowed payment hours ... payment time expired ...; there is also a
// processing-payment state.' Pay now is a real form: it works without JS.
import { Form, Link, useNavigation } from "@remix-run/react";
import type { FollowUpView } from "~/views/follow-up-view.server";

export function PaymentState({ view }: { view: FollowUpView }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  if (view.paymentView === "payNow") {
    return (
      <section className="card pay-state pay-state--now" aria-labelledby="pay-title">
        <h2 id="pay-title">Falta pagar tu pedido</h2>
        <p className="muted">El local recibirá tu pedido cuando se acredite el pago de {view.total}.</p>
        <Form method="post" replace>
          <button className="button button--block" name="intent" value="pay" disabled={busy}>
            {busy ? "Abriendo el pago…" : `Pagar ${view.total}`}
          </button>
        </Form>
      </section>
    );
  }
  if (view.paymentView === "processing") {
    return (
      <section className="card pay-state pay-state--processing" aria-labelledby="pay-title" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <div>
          <h2 id="pay-title">Estamos procesando tu pago</h2>
          <p className="muted">Te avisamos aquí apenas se acredite. No hace falta que vuelvas a pagar.</p>
        </div>
      </section>
    );
  }
  if (view.paymentView === "expired") {
    return (
      <section className="card pay-state pay-state--expired" role="alert" aria-labelledby="pay-title">
        <h2 id="pay-title">Tiempo de pago vencido</h2>
        <p>{view.expiredMessage}</p>
        <Link className="button button--block" to={view.menuHref}>
          Volver al Menú
        </Link>
      </section>
    );
  }
  return null;
}
