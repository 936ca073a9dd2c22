// storefront.md §9 "Card inputs loading mock 2 s": with JavaScript the card
// inputs sit under a skeleton for 2 s before they are usable; without it the
// form shows at once (the <noscript> style hides the skeleton the server sent).
import { useEffect, useState, type ReactNode } from "react";

/** §9 'Card inputs loading mock: 2 s'. */
export const CARD_INPUTS_LOADING_MS = 2000;

/** "server": rendered by the server / not hydrated yet; "loading": the 2 s mock; "ready": usable. */
export type CardInputsPhase = "server" | "loading" | "ready";

export function useCardInputsLoading(ms: number = CARD_INPUTS_LOADING_MS): CardInputsPhase {
  const [phase, setPhase] = useState<CardInputsPhase>("server");
  useEffect(() => {
    setPhase("loading");
    const t = window.setTimeout(() => setPhase("ready"), ms);
    return () => window.clearTimeout(t);
  }, [ms]);
  return phase;
}

const HIDE_WITHOUT_JS = "<style>.card-inputs__skeleton{display:none}</style>";

/** The card inputs, covered by a skeleton until `phase` is "ready". */
export function CardInputsLoading({ phase, children }: { phase: CardInputsPhase; children: ReactNode }) {
  const loading = phase === "loading";
  return (
    <fieldset className="card-inputs" disabled={loading} aria-busy={phase === "ready" ? undefined : true}>
      {children}
      {phase === "ready" ? null : (
        <>
          <noscript dangerouslySetInnerHTML={{ __html: HIDE_WITHOUT_JS }} />
          <div className="card-inputs__skeleton" aria-hidden="true">
            <SkeletonField />
            <SkeletonField />
            <div className="card-inputs__skeleton-row">
              <SkeletonField />
              <SkeletonField />
            </div>
            <SkeletonField />
          </div>
        </>
      )}
    </fieldset>
  );
}

function SkeletonField() {
  return (
    <div className="card-inputs__skeleton-field">
      <span className="card-inputs__bone card-inputs__bone--label" />
      <span className="card-inputs__bone card-inputs__bone--input" />
    </div>
  );
}
