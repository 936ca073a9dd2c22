// Support and cancel dialogs of the follow-up (storefront.md §2: 'Support is
// follow-up chat when enabled, otherwise WhatsApp'; cancel order when allowed).
// Server-rendered from ?open_follow_up_support=true / ?cancel=1 without JS.
import { Form, useNavigation } from "@remix-run/react";
import { Modal } from "~/ui/modal";

export function SupportModal({ code, supportUrl, closeHref, onClose }: { code: string; supportUrl: string | null; closeHref: string; onClose?: () => void }) {
  return (
    <Modal title="¿Necesitas ayuda?" closeHref={closeHref} onClose={onClose}>
      <p>
        Escríbele al local indicando tu código de pedido <strong>{code}</strong>.
      </p>
      {supportUrl ? (
        <a className="button button--block" href={supportUrl} target="_blank" rel="noopener noreferrer">
          Escribir por WhatsApp
        </a>
      ) : (
        <p className="muted">Este local no tiene un contacto de soporte configurado.</p>
      )}
    </Modal>
  );
}

export function CancelModal({ closeHref, onClose }: { closeHref: string; onClose?: () => void }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  return (
    <Modal title="Cancelar pedido" closeHref={closeHref} onClose={onClose}>
      <p>Vas a cancelar tu pedido. El local dejará de prepararlo.</p>
      <p>¿Deseas continuar?</p>
      <div className="modal__actions">
        <a className="button button--ghost" href={closeHref} onClick={(e) => { if (onClose) { e.preventDefault(); onClose(); } }}>
          Volver
        </a>
        <Form method="post" action={closeHref.split("?")[0]}>
          <button className="button button--danger" name="intent" value="cancel" disabled={busy}>
            {busy ? "Cancelando…" : "Cancelar pedido"}
          </button>
        </Form>
      </div>
    </Modal>
  );
}
