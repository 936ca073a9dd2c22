// storefront.md §2 Header: social links (instagram, facebook, phone call,
// WhatsApp) plus share. Share uses the Web Share API with JavaScript (or copies
// the link); without JavaScript a <details> shows the link ready to copy.
import type { MouseEvent } from "react";
import { showToast } from "~/ui/toasts";
import { FacebookIcon, InstagramIcon, PhoneIcon, ShareIcon, WhatsAppIcon } from "./icons";

export const MSG_LINK_COPIED = "Enlace copiado"; // docs/decisions-menu-layout.md

interface Props {
  instagram: string | null;
  facebook: string | null;
  callUrl: string | null;
  whatsAppUrl: string | null;
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

export function SocialLinks({ instagram, facebook, callUrl, whatsAppUrl, shareUrl, shareTitle }: Props) {
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
      {whatsAppUrl ? (
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
