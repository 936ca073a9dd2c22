// The plate modal's dialog, loaded by ./plate-modal.tsx on the first tap on a plate: the plate
// route's loader data comes through fetcher.load and the same form posts through a fetcher.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/ui/modal";
import { showToast } from "~/ui/toasts";
import { PlateDetail } from "./plate-detail";
import type { PlateActionDone, PlateActionError, PlateDetailData } from "~/routes/menu.$alias.$mode.$category.$plate/plate-form.server";

export default function PlateModal({ href, title, onClose }: { href: string; title: string; onClose: () => void }) {
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
