// storefront.md §2 Modals "Closed branch": the modal ('Local cerrado' / 'Programa tu pedido'),
// once per session (the banner is ./closed-notice.tsx).
import { Modal } from "~/ui/modal";

export function ClosedModal({
  title,
  text,
  closeHref,
  onClose,
}: {
  title: string;
  text: string;
  closeHref: string;
  onClose?: () => void;
}) {
  return (
    <Modal title={title} closeHref={closeHref} onClose={onClose} className="closed-modal">
      <p>{text}</p>
      <div className="modal__actions">
        <a
          href={closeHref}
          className="button button--block"
          onClick={(e) => {
            if (!onClose) return;
            e.preventDefault();
            onClose();
          }}
        >
          Entendido
        </a>
      </div>
    </Modal>
  );
}
