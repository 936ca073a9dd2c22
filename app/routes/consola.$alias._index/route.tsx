// /consola/{alias}: the live orders board of a location (the shop's console).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import consoleStyles from "~/styles/console.css?url";
import boardStyles from "~/styles/console-board.css?url";
import { BOARD_COLUMNS, boardView, DELAY_MINUTES, latenessSince, PREP_MINUTES, type BoardColumnView } from "~/domain/orders/console-board";
import { BoardCardView, BoardClosedLine } from "~/ui/console/board-card";
import { ConsoleShell } from "~/ui/console/console-shell";
import { useLiveBoard, useOverdueAlert, useTicking } from "~/ui/console/use-live-board";
import { usePrintInFrame } from "~/ui/console/print-in-frame";
import { RefusalDialog } from "~/ui/console/refusal-form";
import { useHydrated } from "~/ui/use-hydrated";
import type { MemoizedRenderHandle } from "~/http/memoized-render.server";
import { consoleBoardAction, consoleBoardLoader, type BoardActionData } from "./console-board.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consoleStyles },
  { rel: "stylesheet", href: boardStyles },
];

// The tab shows how many orders wait in 'Nuevos': '(2) Pedidos · Sabores Palermo'.
const pageTitle = (newCount: number, placeName: string) => `${newCount > 0 ? `(${newCount}) ` : ""}Pedidos · ${placeName}`;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? pageTitle(data.board.totals.new, data.nav.placeName) : "Pedidos" },
  { name: "robots", content: "noindex" },
];

// The same orders in the same clock step draw the same board: its render is kept (app/http/memoized-render.server.ts).
export const handle: MemoizedRenderHandle = { memoizeRender: true };

export const loader = ({ request, params, context }: LoaderFunctionArgs) => consoleBoardLoader(context.cloudflare.env, request, params.alias ?? "");
export const action = ({ request, params, context }: ActionFunctionArgs) => consoleBoardAction(context.cloudflare.env, request, params.alias ?? "");

export default function ConsoleBoardPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<BoardActionData>();
  const hydrated = useHydrated();
  const { connected, live } = useLiveBoard(data.room, data.alias, data.nav.placeName, data.board.orders);
  const now = useTicking(data.board.loadedAt);
  const board = useMemo(() => boardView(data.board, live.values(), now, data.timeZone, data.money), [data.board, live, now, data.timeZone, data.money]);
  const overdue = useMemo(
    () => board.columns[0]!.cards.filter((c) => latenessSince(c.status, c.since, c.readyBy, now) === "red").map((c) => c.code),
    [board, now]
  );
  useOverdueAlert(hydrated ? overdue : []);
  usePrintInFrame(result);
  // The tab's badge follows the live board (the page's <title> only knows the last load).
  const title = pageTitle(board.newCount, data.nav.placeName);
  useEffect(() => {
    if (hydrated && document.title !== title) document.title = title;
  });
  const cardMessage = (code: string) => {
    if (result && result.code === code) return { ok: result.ok, text: result.ok ? result.message : result.error };
    return !result && data.refused === code ? { ok: true, text: "Pedido rechazado." } : null;
  };
  const pageMessage = result && (result.code == null || !board.columns.some((c) => c.cards.some((card) => card.code === result.code))) ? result : null;
  const [search] = useSearchParams();
  const [refusing, setRefusing] = useState<string | null>(null);
  const closeRefusal = useCallback(() => setRefusing(null), []);

  return (
    <ConsoleShell
      nav={data.nav}
      title="Pedidos"
      actions={
        // The same pages again, with what changed since.
        <a href={`/consola/${data.alias}${boardLink(search)}`} className="button button--bordered button--small">
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
        <AutoAcceptForm settings={data.settings} canChange={data.canChangeSettings} />
      </div>
      {pageMessage ? (
        <p className={pageMessage.ok ? "board-message" : "board-message board-message--error"} role={pageMessage.ok ? "status" : "alert"}>
          {pageMessage.ok ? pageMessage.message : pageMessage.error}
        </p>
      ) : null}
      <div className="board">
        {board.columns.map((column) =>
          column.key === "finished" || column.key === "canceled" ? (
            <ClosedColumn key={column.key} column={column} alias={data.alias} messageFor={cardMessage} />
          ) : (
            <section key={column.key} className={`board-column board-column--${column.key}`} aria-labelledby={`columna-${column.key}`}>
              <h2 id={`columna-${column.key}`} className="board-column__title">
                {column.title} <span className="board-column__count">{column.total}</span>
              </h2>
              {column.total === 0 ? <p className="board-column__empty">Sin pedidos</p> : null}
              {column.cards.map((card) => (
                <BoardCardView
                  key={card.code}
                  card={card}
                  alias={data.alias}
                  now={now}
                  prepMinutes={PREP_MINUTES}
                  delayMinutes={DELAY_MINUTES}
                  message={cardMessage(card.code)}
                  onRefuse={setRefusing}
                />
              ))}
              <ColumnPages column={column} />
            </section>
          )
        )}
      </div>
      {refusing ? <RefusalDialog alias={data.alias} code={refusing} onClose={closeRefusal} /> : null}
    </ConsoleShell>
  );
}

/**
 * Under a column holding more than a page: which of its orders show ('30 de 300', '31–60 de 300'),
 * 'Ver más' (the next page) and 'Anteriores'; links, so they work without JavaScript. The other
 * columns keep their pages.
 */
function ColumnPages({ column }: { column: BoardColumnView }) {
  const [search] = useSearchParams();
  if (column.page === 1 && !column.more) return null;
  const href = (page: number) => boardLink(search, { param: column.param, page }) || "?";
  const last = column.first - 1 + column.cards.length;
  const shown = column.first === 1 ? `${last} de ${column.total}` : `${column.first}–${last} de ${column.total}`;
  return (
    <nav className="board-column__pages" aria-label={`Páginas de ${column.title}`}>
      <span className="board-column__shown">{shown}</span>
      {column.page > 1 ? (
        <Link to={href(column.page - 1)} className="button button--ghost button--small">
          Anteriores
        </Link>
      ) : null}
      {column.more ? (
        <Link to={href(column.page + 1)} className="button button--bordered button--small">
          Ver más
        </Link>
      ) : null}
    </nav>
  );
}

/** The board's query with its columns' pages (one of them changed), without a past answer's notice. */
function boardLink(search: URLSearchParams, change?: { param: string; page: number }): string {
  const next = new URLSearchParams();
  for (const c of BOARD_COLUMNS) {
    const page = change?.param === c.param ? String(change.page) : search.get(c.param);
    if (page && page !== "1") next.set(c.param, page);
  }
  const query = next.toString();
  return query ? `?${query}` : "";
}

/**
 * 'Finalizados hoy' and 'Cancelados hoy': one line per order, folded under the heading (open when
 * an action's answer is about one of them, or past the first page), paged like the other columns.
 */
function ClosedColumn({
  column,
  alias,
  messageFor,
}: {
  column: BoardColumnView;
  alias: string;
  messageFor: (code: string) => { ok: boolean; text: string } | null;
}) {
  const answered = column.cards.some((c) => messageFor(c.code) != null);
  return (
    <section className={`board-column board-column--${column.key}`} aria-labelledby={`columna-${column.key}`}>
      <h2 id={`columna-${column.key}`} className="board-column__title">
        {column.title} <span className="board-column__count">{column.total}</span>
      </h2>
      {column.total === 0 ? (
        <p className="board-column__empty">Sin pedidos</p>
      ) : (
        <details className="board-closed" open={answered || column.page > 1 || undefined}>
          <summary>{column.total === 1 ? "Ver el pedido" : `Ver los ${column.total} pedidos`}</summary>
          <div className="board-closed__lines">
            {column.cards.map((card) => (
              <BoardClosedLine key={card.code} card={card} alias={alias} message={messageFor(card.code)} />
            ))}
          </div>
          <ColumnPages column={column} />
        </details>
      )}
    </section>
  );
}

function AutoAcceptForm({ settings, canChange }: { settings: { autoAccept: boolean; defaultPrepMinutes: number }; canChange: boolean }) {
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
          {PREP_MINUTES.map((m) => (
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
