// storefront.md §2 Header: social links (instagram, facebook, phone call,
// WhatsApp, or chat when follow-up support exists) plus share. The chat button
// needs JavaScript (a widget); before it runs, the WhatsApp link stands in. Share uses the Web Share API with JavaScript (or copies
// the link); without JavaScript a <details> shows the link ready to copy.
import type { MouseEvent } from "react";
import { showToast } from "~/ui/toasts";
import type { ChatWidget } from "~/domain/orders/support-chat";
import { useHydrated } from "~/ui/use-hydrated";
import { ChatIcon, FacebookIcon, InstagramIcon, PhoneIcon, ShareIcon, WhatsAppIcon } from "./icons";

export const MSG_LINK_COPIED = "Enlace copiado"; // docs/decisions.md#storefront-pages-menu-and-modals

interface Props {
  instagram: string | null;
  facebook: string | null;
  callUrl: string | null;
  whatsAppUrl: string | null;
  chatWidget?: ChatWidget | null;
  /** The order in progress, attached to the chat. */
  orderCode?: string | null;
  shareUrl: string;
  shareTitle: string;
}

function External({ href, label, children }: { href: string; label: string; children: React.ReactNode }) {
  return (
    <li>
      <a className="social-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
        {children}
      </a>
    </li>
  );
}

export function SocialLinks({ instagram, facebook, callUrl, whatsAppUrl, chatWidget, orderCode, shareUrl, shareTitle }: Props) {
  const hydrated = useHydrated();
  const openChat = () => {
    if (!chatWidget) return;
    // The widget loader and its messages come with the first tap (not in the menu's first JS).
    void Promise.all([import("~/ui/support-chat-widget"), import("~/ui/follow-up/follow-up-modals")])
      .then(([{ openSupportChat }, messages]) => openSupportChat(chatWidget, orderCode ?? null).then((ok) => ({ ok, messages })))
      .then(({ ok, messages }) => {
        if (ok) return;
        showToast(whatsAppUrl ? messages.MSG_CHAT_FAILED : messages.MSG_CHAT_FAILED_NO_WHATSAPP, "error");
        if (whatsAppUrl) window.open(whatsAppUrl, "_blank", "noopener");
      });
  };
  const share = async (e: MouseEvent<HTMLElement>) => {
    const nav = window.navigator;
    if (typeof nav.share === "function") {
      e.preventDefault();
      try {
        await nav.share({ title: shareTitle, url: shareUrl });
      } catch {
        // dismissed by the diner: nothing to do
      }
    } else if (nav.clipboard?.writeText) {
      e.preventDefault();
      try {
        await nav.clipboard.writeText(shareUrl);
        showToast(MSG_LINK_COPIED);
      } catch {
        (e.target as HTMLElement).closest("details")?.setAttribute("open", "");
      }
    }
  };

  return (
    <ul className="social-links" aria-label="Redes y contacto">
      {instagram ? (
        <External href={instagram} label="Instagram">
          <InstagramIcon />
        </External>
      ) : null}
      {facebook ? (
        <External href={facebook} label="Facebook">
          <FacebookIcon />
        </External>
      ) : null}
      {callUrl ? (
        <li>
          <a className="social-link" href={callUrl} aria-label="Llamar al local" title="Llamar al local">
            <PhoneIcon />
          </a>
        </li>
      ) : null}
      {chatWidget && hydrated ? (
        <li>
          <button type="button" className="social-link" onClick={openChat} aria-label="Chat con el local" title="Chat con el local">
            <ChatIcon />
          </button>
        </li>
      ) : whatsAppUrl ? (
        <External href={whatsAppUrl} label="WhatsApp">
          <WhatsAppIcon />
        </External>
      ) : null}
      <li>
        <details className="share">
          <summary className="social-link" title="Compartir" onClick={share}>
            <ShareIcon />
            <span className="visually-hidden">Compartir</span>
          </summary>
          <div className="share__panel">
            <label htmlFor="share-url">Copia el enlace del menú</label>
            <input id="share-url" className="input" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
          </div>
        </details>
      </li>
    </ul>
  );
}
