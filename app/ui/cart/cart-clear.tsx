// storefront.md §2 Modals "cart-clear confirmation" on the cart page: 'Vaciar pedido'
// asks with the §2 Confirmation texts (domain confirmationTexts(): '¿Deseas
// continuar?', 'Cancelar', 'Continuar'). Without JS the link opens the modal
// server-rendered from `?vaciar=1` and 'Continuar' POSTs intent=empty; with JS the
// link opens it in place (same POST form: the redirect shows the empty cart).
import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { confirmationTexts } from "~/domain/menu/mode-change";
import { Modal } from "~/ui/modal";

export function CartClear({ action, serverOpen, hydrated }: { action: string; serverOpen: boolean; hydrated: boolean }) {
  const [open, setOpen] = useState(serverOpen);
  useEffect(() => setOpen(serverOpen), [serverOpen]);
  const texts = confirmationTexts();
  const close = () => setOpen(false);
  return (
    <>
      <Link
        to={`${action}?vaciar=1`}
        className="button button--ghost button--block cart-lines__clear"
        preventScrollReset
        onClick={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        Vaciar pedido
      </Link>
      {open ? (
        <Modal title={texts.title} closeHref={action} onClose={hydrated ? close : undefined} className="confirm-modal">
          <p>{texts.text}</p>
          <div className="modal__actions">
            <Link
              to={action}
              replace
              preventScrollReset
              className="button button--ghost"
              onClick={(e) => {
                if (!hydrated) return;
                e.preventDefault();
                close();
              }}
            >
              {texts.cancel}
            </Link>
            <Form method="post" action={action} replace>
              <input type="hidden" name="intent" value="empty" />
              <button type="submit" className="button">
                {texts.confirm}
              </button>
            </Form>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
