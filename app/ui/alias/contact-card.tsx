// storefront.md §2 Branch page card: name, address, distance, 'Cerrado', mode
// names (manual address configuration), NPS badge, no-delivery note.
import { Link } from "@remix-run/react";
import { FileImage } from "~/ui/file-image";
import { cardHref } from "./branch-search";
import { ChevronIcon } from "./mode-icon";
import type { ContactCardData, ModeChoice } from "~/routes/menu.$alias._index/branch-page.server";

export function ContactCard({
  card,
  chosen,
  logoFileId,
  showModes,
}: {
  card: ContactCardData;
  chosen: ModeChoice | null;
  logoFileId: string | null;
  showModes: boolean;
}) {
  return (
    <article className={`card contact-card${card.closed ? " contact-card--closed" : ""}`}>
      <FileImage className="contact-card__thumb" fileId={logoFileId} alt="" width={56} height={56} />
      <div className="contact-card__body">
        <h3 className="contact-card__name">
          <Link className="stretched-link" to={cardHref(card, chosen)} prefetch="intent">
            {card.name}
          </Link>
        </h3>
        <p className="contact-card__address">{card.address}</p>
        <p className="contact-card__meta">
          {card.closed ? <span className="pill badge-closed">Cerrado</span> : null}
          {card.distance ? (
            <span className="meta-chip">
              <span className="visually-hidden">A </span>
              {card.distance}
            </span>
          ) : null}
          {card.nps ? (
            <span className="meta-chip meta-chip--nps">
              <span aria-hidden="true">★ </span>
              <span className="visually-hidden">Calificación </span>
              {card.nps}
            </span>
          ) : null}
        </p>
        {card.scheduleOnly ? <p className="contact-card__hint">Acepta pedidos programados</p> : null}
        {showModes && card.modes.length > 0 ? (
          <p className="contact-card__modes">{card.modes.map((m) => m.name).join(" · ")}</p>
        ) : null}
        {card.noDelivery ? <p className="contact-card__note">Este local no realiza envíos a tu dirección.</p> : null}
      </div>
      <ChevronIcon />
    </article>
  );
}
