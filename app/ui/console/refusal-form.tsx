// The refusal's form ('Rechazar'): the reason; for 'Sin stock' the order's plates, sold out until
// tomorrow; for 'Otro' its text. The order's page renders it as a plain form (it works without
// JavaScript); with JavaScript the board opens the same fields in a modal over the board.
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { MSG_BOARD_NOT_ALLOWED } from "~/domain/orders/console-board";
import { Modal } from "~/ui/modal";

export interface RefusalChoices {
  reasons: readonly string[];
  plates: { id: number; name: string }[];
}

/** The fields and buttons inside a refusal form; `cancel` is how the person says 'No rechazar'. */
export function RefusalFields({
  choices,
  error,
  busy,
  cancel,
}: {
  choices: RefusalChoices;
  error: string | null;
  busy: boolean;
  cancel: ReactNode;
}) {
  return (
    <>
      <input type="hidden" name="intent" value="refuse" />
      <label className="board-card__label" htmlFor="motivo">
        Motivo
      </label>
      <select id="motivo" name="reason" defaultValue={choices.reasons[0]}>
        {choices.reasons.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      {choices.plates.length > 0 ? (
        <fieldset className="board-card__sold-out">
          <legend className="board-card__label">Sin stock (si eligió 'Sin stock'): quedan agotados hasta mañana</legend>
          {choices.plates.map((p) => (
            <label key={p.id} className="board-card__check">
              <input type="checkbox" name="soldOut" value={p.id} /> {p.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="board-card__label" htmlFor="otro-motivo">
        Otro motivo (si eligió 'Otro')
      </label>
      <input id="otro-motivo" name="otherReason" maxLength={140} autoComplete="off" />
      {error ? (
        <p className="board-card__note board-card__note--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="order-detail__refuse-buttons">
        <button type="submit" className="button button--small board-card__refuse-button" disabled={busy}>
          Rechazar pedido
        </button>
        {cancel}
      </div>
    </>
  );
}

/**
 * 'Rechazar' on the board with JavaScript: the order's refusal choices are read from the order's
 * page (its loader), the form posts to that page's action through a fetcher, and the refusal that
 * wins lands on the board as without JavaScript (`?rechazado={code}`), which closes the modal.
 */
export function RefusalDialog({ alias, code, onClose }: { alias: string; code: string; onClose: () => void }) {
  const orderPage = `/consola/${alias}/pedido/${code}`;
  // What the order's page loader and action answer (only the parts read here).
  const choices = useFetcher<{ refusal: RefusalChoices | null }>({ key: `rechazo-${code}` });
  const refusal = useFetcher<{ error: string }>();
  const location = useLocation();
  const opened = useRef(location.key);
  useEffect(() => {
    if (choices.state === "idle" && choices.data == null) choices.load(`${orderPage}?rechazar`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderPage]);
  // The refusal won: the action's redirect brought the board back with its notice.
  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);

  const loaded = choices.data?.refusal;
  const titleId = `rechazar-${code}-title`;
  return (
    <Modal title={`Rechazar el pedido #${code}`} labelledBy={titleId} onClose={onClose} className="refusal-modal">
      {choices.data == null ? (
        <p className="refusal-modal__loading" role="status">
          Cargando el pedido…
        </p>
      ) : loaded ? (
        <refusal.Form method="post" action={`${orderPage}?rechazar`} className="order-detail__refuse" aria-labelledby={titleId}>
          <RefusalFields
            choices={loaded}
            error={refusal.data?.error ?? null}
            busy={refusal.state !== "idle"}
            cancel={
              <button type="button" className="button button--ghost button--small" onClick={onClose}>
                No rechazar
              </button>
            }
          />
        </refusal.Form>
      ) : (
        <p className="board-card__note board-card__note--error" role="alert">
          {MSG_BOARD_NOT_ALLOWED}
        </p>
      )}
    </Modal>
  );
}
