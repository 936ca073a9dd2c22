// storefront.md §2 Selector + Modals "Confirmation": with a non-empty cart,
// choosing another mode first asks before the cart is emptied. Without JS the
// server renders it from `?confirmar={slug}`; with JS it opens client-side.
import { Form, Link } from "@remix-run/react";
import { confirmationTexts } from "~/domain/menu/mode-change";
import { Modal } from "~/ui/modal";

export function ConfirmEmptyCart({
  alias,
  slug,
  modeName,
  closeHref,
  onCancel,
}: {
  alias: string;
  slug: string;
  modeName: string;
  /** Server-rendered modal: closing goes back to the selector. */
  closeHref: string;
  /** Client-opened modal: closing only changes state. */
  onCancel?: () => void;
}) {
  const texts = confirmationTexts();
  return (
    <Modal title={texts.title} closeHref={onCancel ? undefined : closeHref} onClose={onCancel} className="confirm-modal">
      <p>{texts.text}</p>
      <p className="muted">Irás al menú de {modeName}.</p>
      <div className="modal__actions">
        <Link
          to={closeHref}
          replace
          preventScrollReset
          className="button button--ghost"
          onClick={(e) => {
            if (onCancel) {
              e.preventDefault();
              onCancel();
            }
          }}
        >
          {texts.cancel}
        </Link>
        <Form method="post" action={`/menu/${alias}?index`}>
          <input type="hidden" name="intent" value="empty-cart-and-go" />
          <input type="hidden" name="mode" value={slug} />
          <button type="submit" className="button">
            {texts.confirm}
          </button>
        </Form>
      </div>
    </Modal>
  );
}
