// /consola/{alias}: the live orders board of a location (the shop's console).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import consoleStyles from "~/styles/console.css?url";
import boardStyles from "~/styles/console-board.css?url";
import { boardView, latenessSince, withLiveChanges, type BoardCard } from "~/domain/orders/console-board";
import { BoardCardView, BoardClosedLine } from "~/ui/console/board-card";
import { ConsoleShell } from "~/ui/console/console-shell";
import { useLiveBoard, useOverdueAlert, useTicking } from "~/ui/console/use-live-board";
import { usePrintInFrame } from "~/ui/console/print-in-frame";
import { useHydrated } from "~/ui/use-hydrated";
import { consoleBoardAction, consoleBoardLoader, type BoardActionData } from "./console-board.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consoleStyles },
  { rel: "stylesheet", href: boardStyles },
];

// The tab shows how many orders wait in 'Nuevos': '(2) Pedidos · Sabores Palermo'.
const pageTitle = (newCount: number, placeName: string) => `${newCount > 0 ? `(${newCount}) ` : ""}Pedidos · ${placeName}`;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? pageTitle(data.newCount, data.nav.placeName) : "Pedidos" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => consoleBoardLoader(context.cloudflare.env, request, params.alias ?? "");
export const action = ({ request, params, context }: ActionFunctionArgs) => consoleBoardAction(context.cloudflare.env, request, params.alias ?? "");

export default function ConsoleBoardPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<BoardActionData>();
  const hydrated = useHydrated();
  const { connected, live } = useLiveBoard(data.room, data.alias, data.nav.placeName);
  const now = useTicking(data.now);
  const orders = useMemo(() => withLiveChanges(data.orders, live.values()), [data.orders, live]);
  const board = useMemo(() => boardView(orders, now, data.timeZone, data.money), [orders, now, data.timeZone, data.money]);
  const overdue = useMemo(
    () => board.columns[0]!.cards.filter((c) => latenessSince(c.status, c.since, c.readyBy, now) === "red").map((c) => c.code),
    [board, now],
  );
  useOverdueAlert(hydrated ? overdue : []);
  usePrintInFrame(result);
  // The tab's badge follows the live board (the page's <title> only knows the last load).
  const title = pageTitle(board.newCount, data.nav.placeName);
  useEffect(() => {
    if (hydrated && document.title !== title) document.title = title;
  });
  const cardMessage = (code: string) => (result && result.code === code ? { ok: result.ok, text: result.ok ? result.message : result.error } : null);
  const pageMessage = result && (result.code == null || !board.columns.some((c) => c.cards.some((card) => card.code === result.code))) ? result : null;

  return (
    <ConsoleShell
      nav={data.nav}
      title="Pedidos"
      actions={
        <a href={`/consola/${data.alias}`} className="button button--bordered button--small">
          Actualizar
        </a>
      }
    >
      {data.codeAlerts.map((a) => (
        <p key={a.text} className="console-alert" role="alert">
          {a.text} <a href={a.href}>Cambiar código</a>
        </p>
      ))}
      <div className="board-bar">
        <p className="board-bar__live" aria-live="polite">
          {hydrated ? (connected ? "En vivo: los pedidos nuevos aparecen solos." : "Conectando…") : "Use 'Actualizar' para ver los pedidos nuevos."}
        </p>
        {hydrated && typeof Notification !== "undefined" && Notification.permission === "default" ? (
          <button type="button" className="button button--ghost button--small" onClick={() => void Notification.requestPermission()}>
            Activar avisos
          </button>
        ) : null}
        <AutoAcceptForm settings={data.settings} canChange={data.canChangeSettings} prepMinutes={data.prepMinutes} />
      </div>
      {pageMessage ? (
        <p className={pageMessage.ok ? "board-message" : "board-message board-message--error"} role={pageMessage.ok ? "status" : "alert"}>
          {pageMessage.ok ? pageMessage.message : pageMessage.error}
        </p>
      ) : null}
      <div className="board">
        {board.columns.map((column) =>
          column.key === "finished" || column.key === "canceled" ? (
            <ClosedColumn key={column.key} column={column} hidden={data.hiddenClosed[column.key]} alias={data.alias} messageFor={cardMessage} />
          ) : (
            <section key={column.key} className={`board-column board-column--${column.key}`} aria-labelledby={`columna-${column.key}`}>
              <h2 id={`columna-${column.key}`} className="board-column__title">
                {column.title} <span className="board-column__count">{column.cards.length}</span>
              </h2>
              {column.cards.length === 0 ? <p className="board-column__empty">Sin pedidos</p> : null}
              {column.cards.map((card) => (
                <BoardCardView
                  key={card.code}
                  card={card}
                  alias={data.alias}
                  now={now}
                  prepMinutes={data.prepMinutes}
                  delayMinutes={data.delayMinutes}
                  message={cardMessage(card.code)}
                />
              ))}
            </section>
          ),
        )}
      </div>
    </ConsoleShell>
  );
}

/**
 * 'Finalizados hoy' and 'Cancelados hoy': one line per order, folded under the heading (open when
 * an action's answer is about one of them), the latest CLOSED_LINES_SHOWN with the count of the rest.
 */
function ClosedColumn({
  column,
  hidden,
  alias,
  messageFor,
}: {
  column: { key: string; title: string; cards: BoardCard[] };
  hidden: number;
  alias: string;
  messageFor: (code: string) => { ok: boolean; text: string } | null;
}) {
  const total = column.cards.length + hidden;
  const answered = column.cards.some((c) => messageFor(c.code) != null);
  return (
    <section className={`board-column board-column--${column.key}`} aria-labelledby={`columna-${column.key}`}>
      <h2 id={`columna-${column.key}`} className="board-column__title">
        {column.title} <span className="board-column__count">{total}</span>
      </h2>
      {total === 0 ? (
        <p className="board-column__empty">Sin pedidos</p>
      ) : (
        <details className="board-closed" open={answered || undefined}>
          <summary>{total === 1 ? "Ver el pedido" : `Ver los ${total} pedidos`}</summary>
          <div className="board-closed__lines">
            {column.cards.map((card) => (
              <BoardClosedLine key={card.code} card={card} alias={alias} message={messageFor(card.code)} />
            ))}
          </div>
          {hidden > 0 ? <p className="board-column__empty">Y {hidden} más, anteriores (en el resumen del día).</p> : null}
        </details>
      )}
    </section>
  );
}

function AutoAcceptForm({ settings, canChange, prepMinutes }: { settings: { autoAccept: boolean; defaultPrepMinutes: number }; canChange: boolean; prepMinutes: readonly number[] }) {
  if (!canChange) {
    return settings.autoAccept ? <p className="board-bar__auto">Aceptación automática: {settings.defaultPrepMinutes} min</p> : null;
  }
  return (
    <Form method="post" className="board-bar__auto" key={`${settings.autoAccept}-${settings.defaultPrepMinutes}`}>
      <input type="hidden" name="intent" value="settings" />
      <label>
        <input type="checkbox" name="autoAccept" value="on" defaultChecked={settings.autoAccept} /> Aceptar automáticamente
      </label>
      <label>
        con{" "}
        <select name="defaultPrepMinutes" defaultValue={settings.defaultPrepMinutes} aria-label="Tiempo de preparación por defecto">
          {prepMinutes.map((m) => (
            <option key={m} value={m}>
              {m} min
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--bordered button--small">
        Guardar
      </button>
    </Form>
  );
}
