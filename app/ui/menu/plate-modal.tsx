import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Modal } from "~/ui/modal";
import { showToast } from "~/ui/toasts";
import { PlateDetail } from "./plate-detail";
import { PlateModalContext, type PlateModalApi } from "./plate-modal-context";
import type { PlateActionDone, PlateActionError, PlateDetailData } from "~/routes/menu.$alias.$mode.$category.$plate/plate-form.server";
import { useHydrated } from "./use-hydrated";

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
      {current ? <PlateModal key={current.n} href={current.href} title={current.title} onClose={() => setCurrent(null)} /> : null}
    </PlateModalContext.Provider>
  );
}

function PlateModal({ href, title, onClose }: { href: string; title: string; onClose: () => void }) {
  const loader = useFetcher<PlateDetailData>();
  const submit = useFetcher<PlateActionError | PlateActionDone>();
  useEffect(() => {
    loader.load(href);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);

  const result = submit.state === "idle" ? submit.data : undefined;
  useEffect(() => {
    if (result?.ok) {
      showToast(result.toast, "success");
      onClose();
    }
  }, [result, onClose]);

  const data = loader.data;
  return (
    <Modal title={title} onClose={onClose} className="plate-modal">
      {data && "plate" in data ? (
        <PlateDetail
          data={data}
          title={null}
          actionError={result && !result.ok ? result : null}
          FormComponent={submit.Form}
          volver="modal"
          busy={submit.state !== "idle"}
        />
      ) : (
        <div className="plate-modal__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Cargando…</span>
        </div>
      )}
    </Modal>
  );
}
