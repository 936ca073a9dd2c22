// /menu/{alias}/order/{orderCode}: order follow-up (storefront.md §2 route and
// query flags, Modals "Order follow-up"; §4 statuses and payment; §8 toasts;
// §9 refresh after an update 5 s). Logic: app/data/follow-up/*.server.ts.
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { followUpAction, followUpLoader } from "~/routes/menu.$alias.order.$orderCode/follow-up-page.server";
import { CancelModal, SupportModal } from "~/ui/follow-up/follow-up-modals";
import { OrderDetails, OrderItems } from "~/ui/follow-up/order-summary";
import { PaymentState } from "~/ui/follow-up/payment-state";
import { PwaPrompt } from "~/ui/follow-up/pwa-prompt";
import { openChat } from "~/ui/follow-up/open-chat";
import { Timeline } from "~/ui/follow-up/timeline";
import type { FollowUpView } from "~/views/follow-up-view.server";
import { useLiveOrder } from "~/ui/follow-up/use-live-order";
import { ShipmentSteps } from "~/ui/follow-up/shipment-steps";
import { Toasts } from "~/ui/toasts";
import { REFRESH_AFTER_UPDATE_MS } from "~/domain/logistics/tracking";
import styles from "~/styles/follow-up.css?url";

/** Set by the checkout's redirect: open the WhatsApp hand-off once (§4 Order submit). */
const HANDOFF_FLAG = "handoff";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Pedido ${data.code} · ${data.local.name}` : "Seguimiento del pedido" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { view, headers, marketingTags } = await followUpLoader(context.cloudflare.env, request, params.alias ?? "", params.orderCode ?? "");
  return json({ ...view, marketingTags }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  return followUpAction(context.cloudflare.env, request, params.alias ?? "", params.orderCode ?? "", typeof intent === "string" ? intent : null, context.cloudflare.ctx);
}

/** The URL without one query flag (modals close to it; the refresh drops its flag). */
function without(search: string, ...flags: string[]): string {
  const q = new URLSearchParams(search);
  for (const f of [...flags, HANDOFF_FLAG]) q.delete(f);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The URL with a modal flag set (and the other modal's flag removed). */
function withFlag(search: string, flag: string, value: string, other: string): string {
  const q = new URLSearchParams(search);
  q.delete(other);
  q.delete(HANDOFF_FLAG);
  q.set(flag, value);
  return `?${q.toString()}`;
}

export default function FollowUpPage() {
  const view = useLoaderData<typeof loader>() as FollowUpView;
  const location = useLocation();
  const navigate = useNavigate();
  const [supportOpen, setSupportOpen] = useState(view.flags.support);
  const [cancelOpen, setCancelOpen] = useState(view.flags.cancel);
  useEffect(() => setSupportOpen(view.flags.support), [view.flags.support]);
  useEffect(() => setCancelOpen(view.flags.cancel), [view.flags.cancel]);
  useLiveOrder(view.room, { status: view.status, paymentStatus: view.paymentStatus, shipmentStatus: view.shipmentStatus ?? null, readyBy: view.readyByMs });

  const closeHref = view.path + without(location.search, "open_follow_up_support", "cancel");
  const refreshHref = view.path + without(location.search, "refreshAfterUpdate");
  // §9: with JS, reload the data after 5 s (the <noscript> meta refresh does it without JS).
  useEffect(() => {
    if (!view.flags.refreshAfterUpdate) return;
    const t = window.setTimeout(() => navigate(refreshHref, { replace: true, preventScrollReset: true }), REFRESH_AFTER_UPDATE_MS);
    return () => window.clearTimeout(t);
  }, [view.flags.refreshAfterUpdate, refreshHref, navigate]);

  // §4 Order submit: right after the checkout (flag in the URL), with JS, open the
  // chat app with the order text (openChat retries 10 × 200 ms while blocked; the
  // link below stays). The flag is dropped from the URL so a reload does not reopen.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    if (q.get(HANDOFF_FLAG) !== "1") return;
    window.history.replaceState(window.history.state, "", view.path + without(window.location.search) + window.location.hash);
    return view.handOffUrl ? openChat(view.handOffUrl) : undefined;
    // Only on arrival: later revalidations must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const closeModal = (set: (v: boolean) => void) => () => {
    set(false);
    if (closeHref !== location.pathname + location.search) navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  const supportHref = view.path + withFlag(location.search, "open_follow_up_support", "true", "cancel");
  const cancelHref = view.path + withFlag(location.search, "cancel", "1", "open_follow_up_support");

  return (
    <>
      {view.flags.refreshAfterUpdate ? (
        <noscript>
          <meta httpEquiv="refresh" content={`${REFRESH_AFTER_UPDATE_MS / 1000};url=${refreshHref}`} />
        </noscript>
      ) : null}
      <header className="follow-header">
        <div className="follow-header__inner">
          <Link to={view.menuHref} className="follow-header__back">
            <span aria-hidden="true">‹</span> Volver al Menú
          </Link>
          <p className="follow-header__local">
            {view.local.name}
            <span className="muted"> · {view.local.addressText}</span>
          </p>
        </div>
      </header>
      <main id="main" className={`follow-main follow-main--${view.status.toLowerCase()}`}>
        <section className={`card follow-hero${view.canceled ? " follow-hero--canceled" : ""}`} aria-labelledby="follow-title">
          <p className="follow-hero__code">Pedido {view.code}</p>
          <h1 id="follow-title">{view.statusTitle}</h1>
          {view.readyBy ? <p className="follow-hero__ready">{view.readyBy}</p> : null}
          {view.asapSlot ? <p className="follow-hero__ready">{view.asapSlot}</p> : null}
          {view.cancelReason ? <p className="follow-hero__reason">{view.cancelReason}</p> : null}
          <Timeline {...view.timeline} />
        </section>
        {view.flags.invalidCustomRedirect ? (
          <p className="follow-notice" role="status">
            No pudimos llevarte al sitio del local. Desde aquí puedes seguir tu pedido.
          </p>
        ) : null}
        {view.shipment ? <ShipmentSteps shipment={view.shipment} /> : null}
        <PaymentState view={view} />
        {view.handOffError ? (
          <p className="follow-notice follow-notice--error" role="alert">
            {view.handOffError}
          </p>
        ) : null}
        {view.handOffUrl ? (
          <section className="card follow-card follow-handoff" aria-labelledby="handoff-title">
            <h2 id="handoff-title">Envía tu pedido por WhatsApp</h2>
            <p className="muted">El local recibe los pedidos por WhatsApp: envíale el detalle para que lo confirme.</p>
            <a className="button button--bordered button--block" href={view.handOffUrl} target="_blank" rel="noopener noreferrer">
              Enviar pedido por WhatsApp
            </a>
          </section>
        ) : null}
        <div className="follow-grid">
          <OrderItems view={view} />
          <OrderDetails view={view} />
        </div>
        <nav className="follow-actions" aria-label="Acciones del pedido">
          <a
            className="button button--bordered"
            href={supportHref}
            onClick={(e) => {
              e.preventDefault();
              setSupportOpen(true);
            }}
          >
            Ayuda con mi pedido
          </a>
          {view.canCancel ? (
            <a
              className="button button--ghost follow-actions__cancel"
              href={cancelHref}
              onClick={(e) => {
                e.preventDefault();
                setCancelOpen(true);
              }}
            >
              Cancelar pedido
            </a>
          ) : null}
        </nav>
      </main>
      {supportOpen ? <SupportModal code={view.code} supportUrl={view.supportUrl} chatWidget={view.chatWidget} closeHref={closeHref} onClose={closeModal(setSupportOpen)} /> : null}
      {cancelOpen && view.canCancel ? <CancelModal closeHref={closeHref} onClose={closeModal(setCancelOpen)} /> : null}
      {view.flags.showPWA ? <PwaPrompt /> : null}
      <Toasts messages={view.toasts} />
    </>
  );
}
