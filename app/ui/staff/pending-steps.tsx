// The pending-steps banner of the rider's and the picker's pages: 'Sin conexión: 2 pasos
// pendientes' with the steps in order while there is no signal, 'Enviando…' while they are
// replayed, and a refusal said plainly (the queue stops there until the person reads it).
import { useEffect, useRef, useState } from "react";
import { dropPendingSteps, loadSteps, pendingStepText, pendingText, replaySteps, subscribeSteps, type PendingStep, type StepsState } from "./offline-steps";

/** How often a page with waiting steps tries again when the phone says it is online. */
const RETRY_MS = 5_000;

/** The queue's state and the phone's signal; `onAllSent` runs when every step landed (read the server again). */
export function usePendingSteps(onAllSent: () => void): StepsState & { online: boolean } {
  const [steps, setSteps] = useState<StepsState>({ steps: [], refused: null, sending: false, unreachable: false });
  const [online, setOnline] = useState(true);
  const done = useRef(onAllSent);
  done.current = onAllSent;

  useEffect(() => {
    const unsubscribe = subscribeSteps(setSteps);
    const replay = () => {
      if (!navigator.onLine) return;
      void replaySteps().then((all) => all && done.current());
    };
    const goOnline = () => {
      setOnline(true);
      replay();
    };
    const goOffline = () => setOnline(false);
    setOnline(navigator.onLine);
    void loadSteps().then((s) => s.steps.length > 0 && replay()).catch(() => undefined);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    const timer = window.setInterval(replay, RETRY_MS);
    return () => {
      unsubscribe();
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      window.clearInterval(timer);
    };
  }, []);
  // The phone's flag alone can say online in a basement: a failed try counts as no signal.
  return { ...steps, online: online && !steps.unreachable };
}

export function PendingStepsBanner({ state, onDropped }: { state: StepsState & { online: boolean }; onDropped: () => void }) {
  if (state.refused) {
    const after = state.steps.length - 1;
    return (
      <div className="pending-steps pending-steps--refused" role="alert" data-testid="pending-steps">
        <p className="pending-steps__title">
          No se pudo enviar «{state.refused.label}»: {state.refused.message}
        </p>
        {after > 0 ? <p className="pending-steps__help">{after === 1 ? "El paso siguiente no se envió." : `Los ${after} pasos siguientes no se enviaron.`}</p> : null}
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            void dropPendingSteps().then(onDropped);
          }}
        >
          Entendido
        </button>
      </div>
    );
  }
  if (state.steps.length === 0) return null;
  return (
    <div className={`pending-steps${state.online ? "" : " pending-steps--offline"}`} role="status" data-testid="pending-steps">
      <p className="pending-steps__title">{pendingText(state.steps.length, state.online)}</p>
      <ol className="pending-steps__list">
        {state.steps.map((s) => (
          <li key={s.key}>{s.label}</li>
        ))}
      </ol>
      {!state.online ? <p className="pending-steps__help">Se enviarán en orden cuando vuelva la señal.</p> : null}
    </div>
  );
}

/**
 * Beside a page's status line, which stays the server's last confirmed state: the latest step
 * still waiting on the phone ('«En el local» pendiente'). The banner alone counts the steps.
 */
export function PendingStepNote({ steps }: { steps: PendingStep[] }) {
  const last = steps[steps.length - 1];
  if (!last) return null;
  return (
    <span className="pending-step-note" data-testid="pending-step-note">
      {pendingStepText(last.label)}
    </span>
  );
}
