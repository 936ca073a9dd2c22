// Support and cancel dialogs of the follow-up (storefront.md §2: 'Support is
// follow-up chat when enabled, otherwise WhatsApp'; cancel order when allowed;
// the chat is the local's widget, app/domain/orders/support-chat.ts).
// Server-rendered from ?open_follow_up_support=true / ?cancel=1 without JS.
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ChatWidget } from "~/domain/orders/support-chat";
import { Modal } from "~/ui/modal";
import { useHydrated } from "~/ui/use-hydrated";
import { openSupportChat } from "~/ui/support-chat-widget";

// Ours (docs/decisions.md#follow-up-payments-support): the spec has no literal for these.
export const MSG_CHAT_FAILED = "No pudimos abrir el chat. Escríbele al local por WhatsApp.";
export const MSG_CHAT_FAILED_NO_WHATSAPP = "No pudimos abrir el chat. Inténtalo nuevamente en unos minutos.";

interface SupportProps {
  code: string;
  supportUrl: string | null;
  chatWidget: ChatWidget | null;
  closeHref: string;
  onClose?: () => void;
}

/**
 * Chat when the local has one (opened at once with JavaScript, as the
 * `open_follow_up_support=true` link asks), WhatsApp otherwise and as the
 * fallback when the widget cannot load or JavaScript is off.
 */
export function SupportModal({ code, supportUrl, chatWidget, closeHref, onClose }: SupportProps) {
  const hydrated = useHydrated();
  const [chat, setChat] = useState<"idle" | "opening" | "open" | "failed">("idle");
  const open = () => {
    if (!chatWidget) return;
    setChat("opening");
    void openSupportChat(chatWidget, code).then((ok) => setChat(ok ? "open" : "failed"));
  };
  useEffect(() => {
    if (chatWidget) open();
    // once, when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const whatsApp = supportUrl ? (
    <a className={chatWidget ? "button button--ghost button--block" : "button button--block"} href={supportUrl} target="_blank" rel="noopener noreferrer">
      Escribir por WhatsApp
    </a>
  ) : null;

  if (!chatWidget) {
    return (
      <Modal title="¿Necesitas ayuda?" closeHref={closeHref} onClose={onClose}>
        <p>
          Escríbele al local indicando tu código de pedido <strong>{code}</strong>.
        </p>
        {whatsApp ?? <p className="muted">Este local no tiene un contacto de soporte configurado.</p>}
      </Modal>
    );
  }
  return (
    <Modal title="¿Necesitas ayuda?" closeHref={closeHref} onClose={onClose}>
      <p>
        Chatea con el local sobre tu pedido <strong>{code}</strong>.
      </p>
      {hydrated ? (
        <button type="button" className="button button--block" onClick={open} disabled={chat === "opening"} data-chat-state={chat}>
          {chat === "opening" ? "Abriendo chat…" : "Abrir chat"}
        </button>
      ) : (
        <p className="muted">El chat necesita JavaScript activado en tu navegador.</p>
      )}
      {chat === "failed" ? (
        <p className="follow-notice follow-notice--error" role="alert">
          {supportUrl ? MSG_CHAT_FAILED : MSG_CHAT_FAILED_NO_WHATSAPP}
        </p>
      ) : null}
      {whatsApp}
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
