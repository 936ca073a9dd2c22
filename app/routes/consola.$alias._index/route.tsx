// /consola/{alias}: the live orders board of a location (the shop's console).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import consoleStyles from "~/styles/console.css?url";
import boardStyles from "~/styles/console-board.css?url";
import { latenessSince } from "~/domain/orders/console-board";
import { BoardCardView } from "~/ui/console/board-card";
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
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.board.newCount > 0 ? `(${data.board.newCount}) ` : ""}Pedidos · ${data.nav.placeName}` : "Pedidos" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => consoleBoardLoader(context.cloudflare.env, request, params.alias ?? "");
export const action = ({ request, params, context }: ActionFunctionArgs) => consoleBoardAction(context.cloudflare.env, request, params.alias ?? "");

export default function ConsoleBoardPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<BoardActionData>();
  const hydrated = useHydrated();
  const connected = useLiveBoard(data.room, data.alias, data.nav.placeName);
  const now = useTicking(data.now);
  const overdue = useMemo(
    () => data.board.columns[0]!.cards.filter((c) => latenessSince(c.status, c.since, c.readyBy, now) === "red").map((c) => c.code),
    [data.board, now],
  );
  useOverdueAlert(hydrated ? overdue : []);
  usePrintInFrame(result);
  const cardMessage = (code: string) =>
    result && result.code === code ? { ok: result.ok, text: result.ok ? result.message : result.error } : null;
  const pageMessage = result && (result.code == null || !data.board.columns.some((c) => c.cards.some((card) => card.code === result.code))) ? result : null;

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
        {data.board.columns.map((column) => (
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
        ))}
      </div>
    </ConsoleShell>
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
