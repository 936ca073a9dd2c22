// One order's card on the console board: what the order is, how long it has waited, and its
// actions as plain forms (they post without JavaScript; with it Remix sends them and reloads);
// 'Rechazar' leads to the order's page, where the refusal's form is (a modal over the board with it).
import { Form, Link } from "@remix-run/react";
import { elapsedLabel, latenessSince, type BoardCard } from "~/domain/orders/console-board";
import { useHydrated } from "~/ui/use-hydrated";

export function BoardCardView({
  card,
  alias,
  now,
  prepMinutes,
  delayMinutes,
  message,
  onRefuse,
}: {
  card: BoardCard;
  alias: string;
  now: number;
  prepMinutes: readonly number[];
  delayMinutes: readonly number[];
  message: { ok: boolean; text: string } | null;
  /** With JavaScript: opens the refusal over the board instead of following the link. */
  onRefuse?: (code: string) => void;
}) {
  const hydrated = useHydrated();
  const open = card.status !== "DELIVERED" && card.status !== "CANCELED";
  const late = open ? latenessSince(card.status, card.since, card.readyBy, now) : "ok";
  const titleId = `pedido-${card.code}`;
  return (
    <article className={`board-card board-card--${late}`} aria-labelledby={titleId} data-order-code={card.code}>
      <header className="board-card__head">
        <h3 id={titleId} className="board-card__code">
          <Link to={`/consola/${alias}/pedido/${card.code}`}>#{card.code}</Link>
        </h3>
        <span className="board-card__mode">{card.mode}</span>
        {open ? (
          <span className={`board-card__elapsed board-card__elapsed--${late}`} title="Tiempo de espera">
            {elapsedLabel(now - card.since)}
          </span>
        ) : null}
      </header>
      <p className="board-card__line">
        <strong>{card.customer}</strong> · {card.timeLabel}
      </p>
      <p className="board-card__line">
        {card.units} · <strong>{card.total}</strong>
      </p>
      <p className="board-card__line board-card__muted">
        {card.payment}
        {card.paysWith ? ` · ${card.paysWith}` : null}
      </p>
      {card.due ? <p className="board-card__due">{card.due}</p> : null}
      {card.cancelReason ? <p className="board-card__line board-card__muted">Motivo: {card.cancelReason}</p> : null}
      {message ? (
        <p className={message.ok ? "board-card__note" : "board-card__note board-card__note--error"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      ) : null}
      {card.actions.accept ? (
        <Form method="post" className="board-card__form" aria-label={`Aceptar el pedido ${card.code}`}>
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="code" value={card.code} />
          {/* 'Imprimir al aceptar' prints in a hidden frame once JavaScript runs (usePrintInFrame). */}
          {hydrated ? <input type="hidden" name="printVia" value="frame" /> : null}
          <span className="board-card__label">Aceptar, listo en</span>
          <div className="board-card__buttons">
            {prepMinutes.map((m) => (
              <button key={m} type="submit" name="prepMinutes" value={m} className="button button--small">
                {m} min
              </button>
            ))}
          </div>
        </Form>
      ) : null}
      {card.actions.delay ? (
        <Form method="post" className="board-card__form" aria-label={`Demorar el pedido ${card.code}`}>
          <input type="hidden" name="intent" value="delay" />
          <input type="hidden" name="code" value={card.code} />
          <input type="hidden" name="readyBy" value={card.readyBy ?? ""} />
          <span className="board-card__label">Demorar</span>
          <div className="board-card__buttons">
            {delayMinutes.map((m) => (
              <button key={m} type="submit" name="minutes" value={m} className="button button--bordered button--small">
                +{m} min
              </button>
            ))}
          </div>
        </Form>
      ) : null}
      {card.actions.ready ? (
        <Form method="post" className="board-card__form">
          <input type="hidden" name="intent" value="ready" />
          <input type="hidden" name="code" value={card.code} />
          <button type="submit" className="button button--small board-card__ready">
            Listo
          </button>
        </Form>
      ) : null}
      {card.actions.refuse ? (
        // The refusal's reasons and items live on the order's page: the card stays light. With
        // JavaScript the same form opens in a modal over the board.
        <Link
          to={`/consola/${alias}/pedido/${card.code}?rechazar`}
          className="button button--ghost button--small board-card__refuse"
          onClick={(e) => {
            if (!onRefuse || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onRefuse(card.code);
          }}
        >
          Rechazar
        </Link>
      ) : null}
    </article>
  );
}

/** A finished or cancelled order of the day: one line (code, time, total, status, the reason). */
export function BoardClosedLine({ card, alias, message }: { card: BoardCard; alias: string; message: { ok: boolean; text: string } | null }) {
  const titleId = `pedido-${card.code}`;
  return (
    <article className="board-line" aria-labelledby={titleId} data-order-code={card.code}>
      <h3 id={titleId} className="board-line__code">
        <Link to={`/consola/${alias}/pedido/${card.code}`}>#{card.code}</Link>
      </h3>
      <span className="board-line__time">{card.timeLabel}</span>
      <strong className="board-line__total">{card.total}</strong>
      <span className="board-line__status">{card.status === "CANCELED" ? "Cancelado" : "Entregado"}</span>
      {card.cancelReason ? <span className="board-line__reason">Motivo: {card.cancelReason}</span> : null}
      {message ? (
        <p className={message.ok ? "board-card__note" : "board-card__note board-card__note--error"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      ) : null}
    </article>
  );
}
