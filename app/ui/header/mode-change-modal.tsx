// storefront.md §2 Modals "Confirmation" and §4: the diner arrived at a mode whose
// menu differs from the one the cart was made for. 'Cancelar' goes back to the
// cart's mode; 'Continuar' posts intent=confirm-mode-change to the layout action,
// which empties the cart (domain applyModeChange) and redirects to this page.
import { Form } from "@remix-run/react";
import { Modal } from "~/ui/modal";

export function ModeChangeModal({
  title,
  text,
  cancel,
  confirm,
  cancelHref,
  basePath,
  returnTo,
}: {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  cancelHref: string;
  basePath: string;
  returnTo: string;
}) {
  return (
    <Modal title={title} closeHref={cancelHref} closeLabel={cancel} className="confirm-modal">
      <p>{text}</p>
      <Form method="post" action={basePath} className="modal__actions">
        <input type="hidden" name="returnTo" value={returnTo} />
        <a href={cancelHref} className="button button--ghost">
          {cancel}
        </a>
        <button className="button" name="intent" value="confirm-mode-change">
          {confirm}
        </button>
      </Form>
    </Modal>
  );
}
