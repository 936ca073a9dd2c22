// /consola/{alias}/pedido/{code}: an order in full for the shop, and its kitchen and customer tickets.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { DELIVERY_RESET_TEXT } from "~/domain/logistics/delivery-key";
import consoleStyles from "~/styles/console.css?url";
import boardStyles from "~/styles/console-board.css?url";
import type { DetailView } from "~/domain/orders/console-order-detail";
import { ConsoleShell } from "~/ui/console/console-shell";
import { OrderTicket } from "~/ui/console/order-ticket";
import { RefusalFields } from "~/ui/console/refusal-form";
import { usePrintInFrame } from "~/ui/console/print-in-frame";
import { useHydrated } from "~/ui/use-hydrated";
import type { BoardActionData } from "~/routes/consola.$alias._index/console-board.server";
import { consoleOrderAction, consoleOrderLoader, type RefusalAnswer } from "./console-order.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consoleStyles },
  { rel: "stylesheet", href: boardStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Pedido #${data.view.code} · ${data.nav.placeName}` : "Pedido" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  consoleOrderLoader(context.cloudflare.env, request, params.alias ?? "", params.code ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  consoleOrderAction(context.cloudflare.env, request, params.alias ?? "", params.code ?? "");

export default function ConsoleOrderPage() {
  const data = useLoaderData<typeof loader>();
  const v = data.view;
  const base = `/consola/${data.alias}/pedido/${v.code}`;
  if (data.ticket) {
    return (
      <ConsoleShell nav={data.nav} title={`Pedido #${v.code}`}>
        <div className="order-detail__actions ticket-controls">
          <Link to={base} className="button button--bordered button--small">
            Volver al pedido
          </Link>
          {(["58", "80"] as const).map((w) => (
            <Link key={w} to={`${base}?ticket=${data.ticket}&ancho=${w}`} className="button button--ghost button--small" aria-current={data.width === w ? "page" : undefined}>
              {w} mm
            </Link>
          ))}
          <PrintButton />
        </div>
        <OrderTicket view={v} kind={data.ticket} width={data.width} placeName={data.placeName} />
      </ConsoleShell>
    );
  }
  return (
    <ConsoleShell nav={data.nav} title={`Pedido #${v.code}`}>
      <div className="order-detail__actions">
        <Link to={`/consola/${data.alias}`} className="button button--bordered button--small">
          Volver al tablero
        </Link>
        <Link to={`${base}?ticket=cocina`} className="button button--ghost button--small">
          Imprimir ticket de cocina
        </Link>
        <Link to={`${base}?ticket=cliente`} className="button button--ghost button--small">
          Imprimir ticket del cliente
        </Link>
      </div>
      {data.notice ? (
        <p className="console-notice" role="status">
          {data.notice}
        </p>
      ) : null}
      {data.lockedDelivery ? (
        <Form method="post" className="console-alert console-alert--form">
          <span>
            {DELIVERY_RESET_TEXT.listAlert(1)}
            {data.lockedDelivery.riderName ? ` · ${DELIVERY_RESET_TEXT.rider(data.lockedDelivery.riderName)}` : ""}
          </span>
          <input type="hidden" name="shipmentId" value={data.lockedDelivery.shipmentId} />
          <button type="submit" name="intent" value="desbloquear-entrega" className="button button--small">
            {DELIVERY_RESET_TEXT.button}
          </button>
        </Form>
      ) : null}
      {data.accept ? <AcceptForm code={v.code} accept={data.accept} /> : null}
      {data.refusal ? <Refusal code={v.code} refusal={data.refusal} base={base} /> : null}
      <OrderDetail v={v} />
    </ConsoleShell>
  );
}

/**
 * 'Aceptar' on the order's page, through the board's action. Without JavaScript the action sends
 * the person back here (or to the kitchen ticket with 'Imprimir al aceptar'); with it a fetcher
 * posts, this page reloads its data and the ticket prints in a hidden frame.
 */
function AcceptForm({ code, accept }: { code: string; accept: { action: string; prepMinutes: readonly number[] } }) {
  const fetcher = useFetcher<BoardActionData>({ key: `aceptar-${code}` });
  const hydrated = useHydrated();
  usePrintInFrame(fetcher.data);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <fetcher.Form method="post" action={accept.action} className="board-card__form order-detail__accept" aria-label={`Aceptar el pedido ${code}`}>
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="volver" value="pedido" />
      {hydrated ? <input type="hidden" name="printVia" value="frame" /> : null}
      <span className="board-card__label">Aceptar, listo en</span>
      <div className="board-card__buttons">
        {accept.prepMinutes.map((m) => (
          <button key={m} type="submit" name="prepMinutes" value={m} className="button button--small" disabled={fetcher.state !== "idle"}>
            {m} min
          </button>
        ))}
      </div>
      {error ? (
        <p className="board-card__note board-card__note--error" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * 'Rechazar': a link to `?rechazar`, which opens the form (the reason; for 'Sin stock' the order's
 * plates, sold out until tomorrow; for 'Otro' its text). A refusal that wins goes back to the
 * board; one that does not comes back here with the reason why, the form open.
 */
function Refusal({ code, refusal, base }: { code: string; refusal: { open: boolean; reasons: readonly string[]; plates: { id: number; name: string }[] }; base: string }) {
  const answer = useActionData<RefusalAnswer>();
  const busy = useNavigation().state === "submitting";
  if (!refusal.open && !answer) {
    return (
      <p className="order-detail__actions">
        <Link to={`${base}?rechazar`} className="button button--bordered button--small order-detail__refuse-link">
          Rechazar
        </Link>
      </p>
    );
  }
  return (
    <Form method="post" action={`${base}?rechazar`} className="order-detail__panel order-detail__refuse" aria-labelledby="rechazar-title">
      <h2 id="rechazar-title">Rechazar el pedido #{code}</h2>
      <RefusalFields
        choices={refusal}
        error={answer?.error ?? null}
        busy={busy}
        cancel={
          <Link to={base} className="button button--ghost button--small">
            No rechazar
          </Link>
        }
      />
    </Form>
  );
}

function PrintButton() {
  // window.print needs JavaScript; without it the browser's own print command prints the same page.
  return (
    <button type="button" className="button button--small" onClick={() => window.print()}>
      Imprimir
    </button>
  );
}

function OrderDetail({ v }: { v: DetailView }) {
  return (
    <div className="order-detail">
      <section className="order-detail__panel" aria-labelledby="items-title">
        <h2 id="items-title">
          {v.status} · {v.mode}
        </h2>
        <ul className="order-detail__lines">
          {v.lines.map((l, i) => (
            <li key={i} className="order-detail__line">
              <span className="order-detail__qty">{l.quantity} ×</span>
              <span>{l.name}</span>
              <span>{l.total}</span>
              {l.extras.length > 0 ? (
                <ul className="order-detail__extras">
                  {l.extras.map((e, j) => (
                    <li key={j}>{e}</li>
                  ))}
                </ul>
              ) : null}
              {l.notes ? <p className="order-detail__note">Nota: {l.notes}</p> : null}
            </li>
          ))}
        </ul>
        <dl className="order-detail__amounts">
          {v.amounts.map((a, i) => (
            <div key={i} style={{ display: "contents" }}>
              <dt>{a.label}</dt>
              <dd>{a.text}</dd>
            </div>
          ))}
          <dt className="order-detail__total">Total</dt>
          <dd className="order-detail__total">{v.total}</dd>
        </dl>
      </section>
      <aside className="order-detail__panel" aria-labelledby="customer-title">
        <h2 id="customer-title">Cliente</h2>
        <dl className="order-detail__facts">
          <dt>Nombre</dt>
          <dd>{v.customer}</dd>
          {v.phone ? (
            <>
              <dt>Teléfono</dt>
              <dd>
                <a href={`tel:${v.phone.text}`}>{v.phone.text}</a>
                {v.phone.whatsApp ? (
                  <>
                    {" · "}
                    <a href={v.phone.whatsApp} target="_blank" rel="noopener noreferrer">
                      WhatsApp
                    </a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
          {v.address ? (
            <>
              <dt>Dirección</dt>
              <dd>
                {v.address.text}
                {v.address.mapsUrl ? (
                  <>
                    {" · "}
                    <a href={v.address.mapsUrl} target="_blank" rel="noopener noreferrer">
                      Ver en el mapa
                    </a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
          {v.tableNumber ? (
            <>
              <dt>Mesa</dt>
              <dd>{v.tableNumber}</dd>
            </>
          ) : null}
          {v.notes ? (
            <>
              <dt>Notas del pedido</dt>
              <dd>{v.notes}</dd>
            </>
          ) : null}
          <dt>Pedido</dt>
          <dd>{v.placedAt}</dd>
          {v.scheduledAt ? (
            <>
              <dt>Programado para</dt>
              <dd>{v.scheduledAt}</dd>
            </>
          ) : null}
          {v.due ? (
            <>
              <dt>Hora estimada</dt>
              <dd>{v.due}</dd>
            </>
          ) : null}
          {v.cancelReason ? (
            <>
              <dt>Motivo del rechazo</dt>
              <dd>{v.cancelReason}</dd>
            </>
          ) : null}
          <dt>Pago</dt>
          <dd>
            {v.payment.name} · {v.payment.state}
            {v.payment.paysWith ? ` · ${v.payment.paysWith}` : null}
          </dd>
        </dl>
        <h2 id="timeline-title">Historial</h2>
        <ol className="order-detail__timeline" aria-labelledby="timeline-title">
          {v.timeline.map((t, i) => (
            <li key={i}>
              <span>{t.label}</span>
              <span>
                {t.at} · {t.by}
              </span>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
