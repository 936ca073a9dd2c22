// The checkout page 'Confirmación del pedido' (storefront.md §2): Local,
// scheduling, 'Mis datos', delivery address, 'Mi pago', discount code, points,
// the ticket and 'Confirmar'. One <Form method="post" noValidate>: without
// JavaScript every button posts its intent and the page comes back from the
// server; with it the same posts don't reload, and a fetcher recomputes the
// ticket when the payment, the schedule toggle or the phone change.
import { Form, useFetcher, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AbandonedCartBeacon } from "~/ui/abandoned-cart-beacon";
import type { AbandonedBeaconData } from "~/views/abandoned-carts.server";
import { isInstalledApp, offerInstall } from "~/ui/pwa/install";
import { Modal } from "~/ui/modal";
import { Toasts } from "~/ui/toasts";
import { useHydrated } from "~/ui/use-hydrated";
import { hasBeforeSubmit, registerBeforeSubmit, runBeforeSubmit } from "./before-submit";
import { CustomerSection } from "./customer-section";
import { NotesSection } from "./notes-section";
import { CodeSection, LoyaltySection, PaymentSection } from "./money-sections";
import { AddressSection, LocalSection, ScheduleSection } from "./place-sections";
import { Ticket } from "./ticket";
import type { CheckoutActionData, CheckoutPageData } from "~/routes/menu.$alias.checkout/checkout-view.server";

const PHONE_DEBOUNCE_MS = 500; // storefront.md §9 phone lookup debounce

/**
 * The page the server answered last: an action's (form post) or the live
 * fetcher's, newest first; the loader's otherwise. On a post the loader runs
 * after the action but only knows the session, not the messages.
 */
function newest(pages: (CheckoutPageData | null | undefined)[]): CheckoutPageData | null {
  const list = pages.filter(Boolean) as CheckoutPageData[];
  return list.length ? list.reduce((a, b) => (b.seq > a.seq ? b : a)) : null;
}

export function CheckoutPage({
  loaderData,
  actionPage,
  beacon = null,
}: {
  loaderData: CheckoutPageData;
  actionPage: CheckoutPageData | null;
  /** §4 abandoned cart: the ids the pagehide beacon posts (app/ui/abandoned-cart-beacon.tsx). */
  beacon?: AbandonedBeaconData | null;
}) {
  const hydrated = useHydrated();
  const live = useFetcher<CheckoutActionData>({ key: "checkout-live" });
  const navigation = useNavigation();
  const submit = useSubmit();
  const page = newest([actionPage, live.data?.page]) ?? loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number>();
  // The phone as typed, for the abandoned-cart beacon (the server may know none yet).
  const [typedPhone, setTypedPhone] = useState(page.values.phone);
  // §3 installedApp: only known in the browser; '0' without JavaScript.
  const [installed, setInstalled] = useState(false);
  useEffect(() => setInstalled(isInstalledApp()), []);
  // §2 Modals: the PWA install prompt, offered before the order is sent; accepting or declining both continue.
  useEffect(() => registerBeforeSubmit(() => offerInstall()), []);

  const recalculate = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", "recalculate");
    live.submit(data, { method: "post", action: page.paths.checkout });
  };
  const recalculateSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(recalculate, PHONE_DEBOUNCE_MS);
  };

  const posting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const submitting = posting && navigation.formData?.get("intent") === "submit";
  const busy = live.state !== "idle" || posting;

  // §2 Modals: the PWA install prompt (another module) may run before the order is sent.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // A pending phone recalculation must not overwrite what this post saves in the session.
    window.clearTimeout(timer.current);
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "submit") return;
    if (submitting) {
      e.preventDefault();
      return;
    }
    if (!hasBeforeSubmit()) return;
    e.preventDefault();
    const form = e.currentTarget;
    void runBeforeSubmit().then(() => {
      const data = new FormData(form);
      data.set("intent", "submit");
      // Accepting the prompt just now makes this order one placed from the app.
      data.set("installedApp", isInstalledApp() ? "1" : "0");
      submit(data, { method: "post", action: page.paths.checkout, replace: true, preventScrollReset: true });
    });
  };

  return (
    <>
      <header className="cart-header co-header">
        <div className="cart-header__inner">
          <a className="icon-button cart-header__back" href={page.paths.preview} aria-label="Volver a Mi pedido">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" /></svg>
          </a>
          <div className="cart-header__titles">
            <h1 className="cart-header__title">Confirmación del pedido</h1>
            <p className="cart-header__place">{page.local.name} · {page.modeName}</p>
          </div>
        </div>
      </header>
      <main id="contenido" className="co-page">
        <Form
          method="post"
          action={page.paths.checkout}
          noValidate
          ref={formRef}
          onSubmit={onSubmit}
          onInput={(e) => {
            const field = e.target as HTMLInputElement;
            if (field.name === "phone") setTypedPhone(field.value);
          }}
          className="co-layout"
          replace
          preventScrollReset
        >
          {/* Enter in a text field recalculates (the first submit button is the implicit one). */}
          <button type="submit" name="intent" value="recalculate" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            Actualizar
          </button>
          <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
          <input type="hidden" name="installedApp" value={installed ? "1" : "0"} />
          <div className="co-main">
            {page.message ? <p className="form-error co-message" role="alert">{page.message}</p> : null}
            {page.statusNote ? <p className="co-note" role="status">{page.statusNote}</p> : null}
            <LocalSection page={page} />
            <ScheduleSection page={page} hydrated={hydrated} onToggle={recalculate} />
            <CustomerSection page={page} onPhoneInput={recalculateSoon} />
            <AddressSection page={page} />
            <PaymentSection page={page} hydrated={hydrated} onChange={recalculate} />
            <CodeSection page={page} />
            <LoyaltySection page={page} />
            <NotesSection limit={page.notesLimit} value={page.values.notes} error={page.fieldErrors.notes} />
          </div>
          <aside className="co-side" aria-label="Resumen">
            <Ticket ticket={page.ticket} busy={busy} />
            <div className="co-submit">
              {page.message ? <p className="field-error co-submit__message">{page.message}</p> : null}
              <button type="submit" name="intent" value="submit" className="button button--block co-submit__button" disabled={!page.canSubmit || submitting} aria-disabled={!page.canSubmit || submitting}>
                <span>{submitting ? "Enviando…" : "Confirmar"}</span>
                <span className="co-submit__total">{page.ticket.total}</span>
              </button>
            </div>
          </aside>
          {page.confirmDropCode ? (
            <Modal title="Código de descuento">
              <p>{page.confirmDropCode.text}</p>
              <div className="modal__actions">
                <button type="submit" name="intent" value="keep-code" className="button button--ghost">Cancelar</button>
                <button type="submit" name="intent" value="confirm-drop-code" className="button">Continuar</button>
              </div>
            </Modal>
          ) : null}
        </Form>
      </main>
      <Toasts messages={page.toasts} />
      <AbandonedCartBeacon data={beacon} phone={typedPhone || null} />
    </>
  );
}
