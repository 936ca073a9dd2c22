import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { PlateModalContext, type PlateModalApi } from "./plate-modal-context";
import { useHydrated } from "~/ui/use-hydrated";

// The dialog (the modal, the plate detail and its form) loads with the first plate the diner
// taps: the menu's first render never shows it (it only opens with JavaScript, on a click).
const PlateModal = lazy(() => import("./plate-modal-dialog"));

/**
 * storefront.md §2 Menu: "Item detail opens in a modal or as a page ... depending
 * on plateDetailInModal". With JavaScript and the setting on, plate links of the
 * children open here: the plate route's loader data comes through fetcher.load
 * and the same form posts through a fetcher. Without JavaScript the links are
 * plain links to the plate page.
 */
export function PlateModalHost({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<{ href: string; title: string; n: number } | null>(null);
  const api = useMemo<PlateModalApi | null>(
    () => (enabled && hydrated ? { open: (href, title) => setCurrent((c) => ({ href, title, n: (c?.n ?? 0) + 1 })) } : null),
    [enabled, hydrated],
  );
  return (
    <PlateModalContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={<PlateModalLoading title={current.title} />}>
          <PlateModal key={current.n} href={current.href} title={current.title} onClose={() => setCurrent(null)} />
        </Suspense>
      ) : null}
    </PlateModalContext.Provider>
  );
}

/** While the dialog's code arrives (a moment, once): the modal's frame in its loading state. */
function PlateModalLoading({ title }: { title: string }) {
  return (
    <div className="modal-backdrop">
      <section role="dialog" aria-modal="true" aria-label={title} className="modal plate-modal">
        <h2>{title}</h2>
        <div className="plate-modal__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Cargando…</span>
        </div>
      </section>
    </div>
  );
}
